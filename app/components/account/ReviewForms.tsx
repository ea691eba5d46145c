import { MessageSquareText, Star } from "lucide-react";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { OrderView } from "@rules/order-status";
import { colourAndSize } from "@rules/line-words";
import { FIT_LABELS, FITS, REVIEW_LIMITS, REVIEW_STATUS_LABELS, type Fit, type LineReviewView } from "@rules/reviews";
import { Field } from "~/components/ui/FormField";
import { inputClass } from "~/components/ui/field";
import { Notice } from "~/components/ui/Notice";
import { ProductPicture } from "~/components/ProductPicture";

/** What the page's action answered to a review of one line, with what was typed when it was refused. */
export interface ReviewAnswer {
  ok: boolean;
  message: string;
  orderNumber: string;
  orderLineId: number;
  values?: { rating: string; title: string; body: string; fit: string } | undefined;
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/**
 * A delivered order's reviews: each line bought can be reviewed once, and the review edited for 30 days. Each
 * line's form is a plain post inside a native disclosure, so it works without JavaScript and before hydration.
 */
export function ReviewSection({
  order,
  lines,
  via,
  answer,
}: {
  order: OrderView;
  lines: LineReviewView[];
  via: "owner" | "lookup";
  answer?: ReviewAnswer | undefined;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-line pt-4" data-testid="reviews">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <MessageSquareText aria-hidden="true" size={18} />
        Reviews
      </h3>
      <p className="mt-1 text-sm text-muted">Tell other shoppers what you think of what you bought, and how it fits.</p>
      <ul className="mt-3 flex flex-col gap-3">
        {lines.map((line) => (
          <ReviewLine
            key={line.orderLineId}
            order={order}
            line={line}
            via={via}
            answer={answer?.orderLineId === line.orderLineId ? answer : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

function ReviewLine({
  order,
  line,
  via,
  answer,
}: {
  order: OrderView;
  line: LineReviewView;
  via: "owner" | "lookup";
  answer: ReviewAnswer | undefined;
}) {
  const id = `review-${line.orderLineId}`;
  const details = colourAndSize(line);
  const review = line.review;
  return (
    <li className="rounded-md border border-line p-3 text-sm" data-testid="review-line" data-line={line.orderLineId}>
      <p className="font-semibold break-words">
        {line.name}
        {details ? <span className="font-normal text-muted"> · {details}</span> : null}
      </p>
      {answer ? (
        <Notice tone={answer.ok ? "success" : "error"} testId="review-message" className="mt-2 text-sm">
          {answer.message}
        </Notice>
      ) : null}
      {review ? (
        <p className="mt-1 text-muted" data-testid="review-written">
          You gave it {review.rating} of 5 stars: &ldquo;{review.title}&rdquo; · {REVIEW_STATUS_LABELS[review.status]}
          {review.canEdit ? ` · can be edited until ${dateFormat.format(new Date(review.editableUntil))}` : ""}
        </p>
      ) : null}
      {line.refused ? (
        <p className="mt-1 font-medium text-accent-dark">{line.refused}</p>
      ) : !review || review.canEdit ? (
        // Open after a refused post, so its message and what was typed are in view.
        <details className="group mt-2" open={answer && !answer.ok ? true : undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-line px-4 font-semibold hover:border-ink">
            {review ? "Edit your review" : "Write a review"}
          </summary>
          <ReviewForm order={order} line={line} via={via} id={id} answer={answer} />
        </details>
      ) : null}
    </li>
  );
}

function ReviewForm({
  order,
  line,
  via,
  id,
  answer,
}: {
  order: OrderView;
  line: LineReviewView;
  via: "owner" | "lookup";
  id: string;
  answer: ReviewAnswer | undefined;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "review" &&
    navigation.formData?.get("orderLineId") === String(line.orderLineId);
  const typed = answer && !answer.ok ? answer.values : undefined;
  const review = line.review;
  const rating = typed?.rating ?? (review ? String(review.rating) : "");
  const fit = typed?.fit ?? review?.fit ?? "";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-3 flex flex-col gap-4"
      data-testid="review-form"
      aria-label={`Review of ${line.name}`}
    >
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="orderNumber" value={order.orderNumber} />
      {via === "lookup" ? <input type="hidden" name="email" value={order.customer.email} /> : null}
      <input type="hidden" name="orderLineId" value={line.orderLineId} />
      {review ? <input type="hidden" name="edit" value="1" /> : null}
      <fieldset>
        <legend className="text-sm font-semibold">Your rating</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md border border-line px-3 has-checked:border-ink has-checked:bg-canvas"
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                required
                defaultChecked={rating === String(stars)}
                className="size-4 accent-accent"
              />
              {stars}
              <Star aria-hidden="true" size={14} className="fill-amber-400 text-amber-500" />
              <span className="sr-only"> {stars === 1 ? "star" : "stars"}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {line.size ? (
        <fieldset>
          <legend className="text-sm font-semibold">
            How did size {line.size} fit? <span className="font-normal text-muted">(optional)</span>
          </legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {FITS.map((choice: Fit) => (
              <label
                key={choice}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 has-checked:border-ink has-checked:bg-canvas"
              >
                <input
                  type="radio"
                  name="fit"
                  value={choice}
                  defaultChecked={fit === choice}
                  className="size-4 accent-accent"
                />
                {FIT_LABELS[choice]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Field id={`${id}-title`} label="Title">
        {(control) => (
          <input
            {...control}
            name="title"
            required
            maxLength={REVIEW_LIMITS.title}
            defaultValue={typed?.title ?? review?.title ?? ""}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id={`${id}-body`}
        label="Your review"
        hint="What you liked or did not, the quality, the colour. Links and phone numbers are checked by our team first."
      >
        {(control) => (
          <textarea
            {...control}
            name="body"
            required
            minLength={REVIEW_LIMITS.bodyMin}
            maxLength={REVIEW_LIMITS.body}
            rows={4}
            defaultValue={typed?.body ?? review?.body ?? ""}
            className={inputClass}
          />
        )}
      </Field>
      {review?.photos.length ? (
        <fieldset>
          <legend className="text-sm font-semibold">Your photos</legend>
          <p className="text-sm text-muted">Untick a photo to remove it.</p>
          <ul className="mt-2 flex flex-wrap gap-3">
            {review.photos.map((photo, i) => (
              <li key={photo.src}>
                <label className="flex cursor-pointer flex-col items-center gap-1 text-sm">
                  <ProductPicture
                    image={photo}
                    alt={`Your photo ${i + 1}`}
                    sizes="80px"
                    loading="lazy"
                    className="size-20 rounded-md border border-line object-cover"
                    defaultSize={{ width: 80, height: 80 }}
                  />
                  <span className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      name="keepPhoto"
                      value={photo.src}
                      defaultChecked
                      className="size-4 accent-accent"
                    />
                    Keep
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <Field
        id={`${id}-photo`}
        label="Add photos"
        optional="optional"
        hint={`Up to ${REVIEW_LIMITS.photos} photos in all: JPEG, PNG, WebP or GIF, at most 2 MB each.`}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="photo"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-white file:px-4 file:font-semibold"
          />
        )}
      </Field>
      <div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-ink px-6 text-sm font-semibold text-white hover:bg-stone-700 disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? "Sending..." : review ? "Save changes" : "Submit review"}
        </button>
      </div>
    </Form>
  );
}
