import { Store } from "lucide-react";
import { helpfulWords, REPORT_REASON_LABELS, REPORT_REASONS } from "@rules/review-feedback";
import type { ReviewView } from "@rules/reviews";
import { SpriteIcon } from "~/components/SpriteIcon";
import { latin1Html } from "~/lib/latin1-html";

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

const button =
  "inline-flex min-h-11 items-center gap-1.5 rounded-md border border-line px-3 text-sm font-semibold hover:border-ink";

/** The store's reply, under the review it answers. */
export function StoreReply({ reply }: { reply: NonNullable<ReviewView["reply"]> }) {
  return (
    <div className="mt-1 rounded-md border-l-4 border-stone-300 bg-stone-50 px-3 py-2" data-testid="store-reply">
      <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold">
        <Store aria-hidden="true" size={16} />
        Reply from the store
        <time className="font-normal text-muted" dateTime={reply.createdAt}>
          {dateFormat.format(new Date(reply.createdAt))}
        </time>
      </p>
      <p className="text-sm break-words whitespace-pre-line" dangerouslySetInnerHTML={latin1Html(reply.body)} />
    </div>
  );
}

/**
 * "Helpful" and "Report" for one review: plain forms posted to the product page itself (`action`, the page's
 * own address with its review page and sort), which answers with a message back at the review. They work
 * without JavaScript; the report's reasons open in a native disclosure.
 */
export function ReviewFeedback({ review, action }: { review: ReviewView; action: string }) {
  const helpful = helpfulWords(review.helpful);
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-2 pt-1">
      <form method="post" action={action} className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <input type="hidden" name="intent" value="helpful" />
        <input type="hidden" name="reviewId" value={review.id} />
        <button type="submit" className={button} data-testid="review-helpful">
          <SpriteIcon name="thumbs-up" size={16} />
          Helpful
        </button>
        {helpful ? (
          <span className="text-sm text-muted" data-testid="review-helpful-count">
            {helpful}
          </span>
        ) : null}
      </form>
      <details className="group text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md px-2 text-muted underline hover:text-ink">
          Report
        </summary>
        <form method="post" action={action} className="mt-2 flex flex-col gap-2 rounded-md border border-line p-3">
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="reviewId" value={review.id} />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-semibold">Why should our team look at this review?</legend>
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="reason" value={reason} required className="size-5" />
                {REPORT_REASON_LABELS[reason]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={`${button} self-start`} data-testid="review-report">
            Report this review
          </button>
        </form>
      </details>
    </div>
  );
}
