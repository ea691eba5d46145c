// The review form's input, checked the same way by the pages' actions and the JSON API.
import { z } from "./zod";
import { FITS, REVIEW_LIMITS, REVIEW_MESSAGES } from "./reviews";
import { UPLOADED_IMAGE } from "./images";

const text = (max: number, message: string, min = 1) =>
  z
    .string(message)
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().min(min, message).max(max, message));

export const reviewInputSchema = z.object({
  orderLineId: z.coerce.number(REVIEW_MESSAGES.notInOrder).int(REVIEW_MESSAGES.notInOrder).min(1).max(2_147_483_647),
  rating: z.coerce
    .number(REVIEW_MESSAGES.rating)
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  title: text(REVIEW_LIMITS.title, REVIEW_MESSAGES.title),
  body: text(REVIEW_LIMITS.body, REVIEW_MESSAGES.body, REVIEW_LIMITS.bodyMin),
  fit: z.enum(FITS, REVIEW_MESSAGES.fit).nullish(),
  /**
   * The review's photos as they should be, in order: addresses of images uploaded to the store (the form
   * uploads its files first). Left out of an edit, the photos stay as they were.
   */
  photos: z
    .array(z.string().regex(UPLOADED_IMAGE, REVIEW_MESSAGES.photo), REVIEW_MESSAGES.photo)
    .max(REVIEW_LIMITS.photos, REVIEW_MESSAGES.photos)
    .optional(),
  /** True when the shopper edits the review they wrote; a new review of a reviewed line is refused. */
  edit: z.boolean().default(false),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** The review form's fields as a page's action reads them (a plain form post). */
export function reviewInputFromForm(form: FormData) {
  const value = (name: string) => {
    const raw = form.get(name);
    return typeof raw === "string" ? raw.slice(0, 5000) : undefined;
  };
  const fit = value("fit");
  return {
    orderLineId: value("orderLineId"),
    rating: value("rating"),
    title: value("title") ?? "",
    body: value("body") ?? "",
    fit: fit ? fit : null,
    // The photos kept from before (an edit's ticked ones); the page adds those uploaded with the post.
    photos: form
      .getAll("keepPhoto")
      .filter((v): v is string => typeof v === "string")
      .slice(0, 20),
    // "1" from the pages' forms; "true" as other clients write a yes.
    edit: value("edit") === "1" || value("edit") === "true",
  };
}

export const reviewModerationSchema = z.object({
  action: z.enum(["approve", "hide", "restore", "dismiss"], "Choose approve, hide, restore or dismiss."),
  reason: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.reason, `The reason can be up to ${REVIEW_LIMITS.reason} characters.`)
    .default(""),
});
