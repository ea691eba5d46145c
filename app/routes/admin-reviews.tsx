import { data, useFetcher } from "react-router";
import type { Route } from "./+types/admin-reviews";
import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { Pager } from "~/components/ui/Pager";
import {
  CardAnswer,
  CardList,
  FilterSelect,
  PageAnswer,
  primaryButton,
  ROW_FIELD,
  secondaryButton,
  StaffCard,
  StaffFilters,
} from "~/components/staff/StaffList";
import { StaffPage } from "~/components/staff/StaffNav";
import { formatCount } from "@rules/money";
import { colourAndSize } from "@rules/line-words";
import { FIT_LABELS, REVIEW_LIMITS, REVIEW_STATUS_LABELS, type ReviewStatus } from "@rules/reviews";
import { REPLY_LIMIT } from "@rules/review-feedback";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { staffFailure } from "~/lib/staff-failure";
import { requireStaffPage } from "~/.server/staff-guard";
import { readForm } from "~/lib/form";
import { ReviewPhotos } from "~/components/product/ReviewPhotos";

const writtenAt = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "/admin/reviews");
  const params = new URL(request.url).searchParams;
  const query = { status: params.get("status") ?? "", page: params.get("page") ?? "" };
  const { staff } = context.services;
  // A hand-edited address with a bad value shows the first page of the waiting reviews rather than an error.
  return staff.listReviews(query).catch(() => staff.listReviews({}));
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Reviews", "The staff's list of shoppers' reviews to approve, hide or restore.");

/**
 * Approve, hide, restore or keep shown (a reported review) one review (`move`), with the reason hiding and
 * restoring need; or write, change (`intent` reply) or remove (`intent` unreply) the store's reply to it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaffPage(request, context, "/admin/reviews");
  const form = await readForm(request);
  const id = Number(form.get("id"));
  const { staff } = context.services;
  try {
    const intent = form.get("intent");
    if (intent === "reply" || intent === "unreply") {
      const done =
        intent === "reply"
          ? await staff.replyToReview(id, { body: form.get("body") ?? undefined }, user)
          : await staff.removeReviewReply(id, user);
      return { ok: true as const, id, message: done.message };
    }
    const moved = await staff.moderateReview(
      id,
      { action: form.get("move") ?? undefined, reason: form.get("reason") ?? undefined },
      user,
    );
    const kept = form.get("move") === "dismiss";
    return {
      ok: true as const,
      id,
      message: kept ? "Kept shown; its reports are dealt with" : `Now ${moved.statusLabel.toLowerCase()}`,
    };
  } catch (error) {
    const failure = staffFailure(error);
    return data({ ok: false as const, id, message: failure.message }, { status: failure.status });
  }
}

const FILTERS: [string, string][] = [
  ["todo", "New and held"],
  ["reported", "Reported by shoppers"],
  ["pending", "New (waiting for approval)"],
  ["held", "Held (links or phone numbers)"],
  ["hidden", "Hidden"],
  ["published", "Shown"],
  ["all", "All reviews"],
];

const badgeClass: Record<ReviewStatus, string> = {
  published: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  pending: "bg-sky-50 text-sky-900 ring-sky-200",
  held: "bg-amber-50 text-amber-900 ring-amber-200",
  hidden: "bg-stone-100 text-stone-700 ring-stone-300",
};

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, total, page, totalPages, status } = loaderData;
  const params = new URLSearchParams({ status });
  return (
    <StaffPage>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Reviews</h1>
        <p className="mt-1 text-sm text-muted">
          {total === 1 ? "1 review" : `${formatCount(total)} reviews`} ({FILTERS.find(([v]) => v === status)?.[1]}),
          newest first
        </p>
      </header>
      {/* Without JavaScript the buttons post the page itself: its answer shows here. */}
      {actionData ? (
        <PageAnswer answer={actionData}>
          Review #{actionData.id}: {actionData.message}
        </PageAnswer>
      ) : null}

      <StaffFilters button="Show">
        <FilterSelect id="staff-review-status" name="status" label="Show" defaultValue={status} options={FILTERS} />
      </StaffFilters>

      <CardList
        testId="staff-reviews"
        items={reviews}
        card={(review) => <ReviewCard key={review.id} review={review} />}
        empty="No reviews here."
      />

      <Pager look="staff" page={page} totalPages={totalPages} path="/admin/reviews" params={params} />
    </StaffPage>
  );
}

type StaffReview = Route.ComponentProps["loaderData"]["reviews"][number];

function ReviewCard({ review }: { review: StaffReview }) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const bought = colourAndSize(review);
  return (
    <StaffCard
      data-testid="staff-review"
      data-review={review.id}
      title={
        <>
          Review #{review.id} · {review.rating} of 5 stars
        </>
      }
      subtitle={
        <>
          {review.productName} · written {writtenAt.format(new Date(review.createdAt))}
        </>
      }
      badge={
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeClass[review.status]}`}
          data-testid="staff-review-status"
        >
          {REVIEW_STATUS_LABELS[review.status]}
        </span>
      }
      who={
        <>
          <p className="font-semibold">{review.author}</p>
          <p className="text-muted">
            {review.orderNumber ? `Verified buyer · order ${review.orderNumber}` : "Sample review (no order)"}
          </p>
          {bought || review.fit ? (
            <p className="text-muted">
              {bought}
              {bought && review.fit ? " · " : ""}
              {review.fit ? FIT_LABELS[review.fit] : ""}
            </p>
          ) : null}
          {review.heldFor ? (
            <p className="mt-1 font-semibold text-amber-900" data-testid="staff-review-held">
              Held: {review.heldFor}
            </p>
          ) : null}
          {review.reported ? (
            <p className="mt-1 font-semibold text-red-800" data-testid="staff-review-reported">
              {review.reported}
            </p>
          ) : null}
          {review.helpful ? <p className="text-muted">Helpful to {formatCount(review.helpful)}</p> : null}
          {review.staffNote ? <p className="mt-1 text-muted">Note: {review.staffNote}</p> : null}
        </>
      }
      what={
        <>
          <li className="font-semibold break-words">{review.title}</li>
          <li className="break-words whitespace-pre-line">{review.body}</li>
          {review.photos.length ? (
            <li className="mt-2">
              <ReviewPhotos photos={review.photos} />
            </li>
          ) : null}
          {review.reply ? (
            <li
              className="mt-2 border-l-4 border-stone-300 pl-3 break-words whitespace-pre-line"
              data-testid="staff-reply"
            >
              <span className="font-semibold">Store's reply: </span>
              {review.reply.body}
            </li>
          ) : null}
        </>
      }
      actionsAlign="items-end"
      actions={
        <>
          {review.moves.map((move) => (
            <fetcher.Form method="post" key={move} className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="id" value={review.id} />
              <input type="hidden" name="move" value={move} />
              {move === "hide" || move === "restore" ? (
                <Field id={`review-${review.id}-${move}-reason`} label={`Why ${move}`} {...ROW_FIELD}>
                  {(control) => (
                    <input
                      {...control}
                      name="reason"
                      required
                      maxLength={REVIEW_LIMITS.reason}
                      className={staffInput}
                    />
                  )}
                </Field>
              ) : null}
              <button type="submit" disabled={busy} className={move === "hide" ? secondaryButton : primaryButton}>
                {MOVE_LABELS[move]}
              </button>
            </fetcher.Form>
          ))}
          <ReplyForm review={review} fetcher={fetcher} busy={busy} />
          <CardAnswer answer={fetcher.data} />
        </>
      }
    />
  );
}

const MOVE_LABELS = { approve: "Approve", hide: "Hide", restore: "Restore", dismiss: "Keep shown" } as const;

/** The store's reply, shown under the review on the product page: written, changed or removed here. */
function ReplyForm({
  review,
  fetcher,
  busy,
}: {
  review: StaffReview;
  fetcher: ReturnType<typeof useFetcher<typeof action>>;
  busy: boolean;
}) {
  return (
    <details className="w-full text-sm" open={Boolean(review.reply)}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
        {review.reply ? "The store's reply" : "Reply as the store"}
      </summary>
      <fetcher.Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="id" value={review.id} />
        <Field id={`review-${review.id}-reply`} label="Reply (shown under the review)">
          {(control) => (
            <textarea
              {...control}
              name="body"
              required
              rows={3}
              maxLength={REPLY_LIMIT}
              defaultValue={review.reply?.body ?? ""}
              className={staffInput}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="reply" disabled={busy} className={primaryButton}>
            {review.reply ? "Update reply" : "Post reply"}
          </button>
          {review.reply ? (
            <button
              type="submit"
              name="intent"
              value="unreply"
              formNoValidate
              disabled={busy}
              className={secondaryButton}
            >
              Remove reply
            </button>
          ) : null}
        </div>
      </fetcher.Form>
    </details>
  );
}
