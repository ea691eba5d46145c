import { reviewInputFromForm } from "@rules/reviews-schema";
import { REVIEW_LIMITS, REVIEW_MESSAGES, savedMessage, type ReviewStatus } from "@rules/reviews";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "@rules/images";
import { staffFailure } from "~/lib/staff-failure";
import type { ReviewAnswer } from "~/components/account/ReviewForms";

const typed = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 2000) : "";
};

/**
 * A review form's post (intent "review", from My Orders or the order lookup): saves it with `save` and answers
 * what to tell the shopper beside the line, with what was typed when it was refused. A 429 (too many
 * lookups) is thrown again for the page to answer.
 */
export async function postReview(
  form: FormData,
  save: (input: unknown, files: Buffer[]) => Promise<{ review: { status: ReviewStatus }; edited: boolean }>,
): Promise<{ answer: ReviewAnswer; status: number }> {
  const input = reviewInputFromForm(form);
  const orderNumber = typed(form, "orderNumber").slice(0, 20);
  const orderLineId = Number(input.orderLineId) || 0;
  try {
    // A file input left empty still posts a nameless, empty file.
    const chosen = form.getAll("photo").filter((file): file is File => file instanceof File && file.size > 0);
    if (chosen.length > REVIEW_LIMITS.photos) throw { status: 400, message: REVIEW_MESSAGES.photos };
    if (chosen.some((file) => file.size > MAX_UPLOAD_BYTES)) throw { status: 400, message: UPLOAD_MESSAGES.size };
    const files = await Promise.all(chosen.map(async (file) => Buffer.from(await file.arrayBuffer())));
    const saved = await save(input, files);
    return {
      answer: { ok: true, orderNumber, orderLineId, message: savedMessage(saved.review.status, saved.edited) },
      status: 200,
    };
  } catch (error) {
    const failure = staffFailure(error);
    if (failure.status === 429) throw error;
    const values = {
      rating: typed(form, "rating"),
      title: typed(form, "title"),
      body: typed(form, "body"),
      fit: typed(form, "fit"),
    };
    return {
      answer: { ok: false, orderNumber, orderLineId, message: failure.message, values },
      status: failure.status,
    };
  }
}
