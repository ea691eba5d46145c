import { colourAndSize } from "@rules/line-words";
import {
  DEFAULT_REVIEW_SORT,
  FIT_LABELS,
  fitSummary,
  percent,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  type ProductReviews,
  type ReviewSort,
  type ReviewView,
} from "@rules/reviews";
import { latin1Html } from "~/lib/latin1-html";
import { BadgeCheck, Star, ThumbsUp } from "lucide-react";
import { SpriteIcon, SpriteSheet } from "~/components/SpriteIcon";
import { StoreLink } from "~/components/ui/StoreLink";
import { ReviewFeedback, StoreReply } from "./ReviewFeedback";
import { ReviewPhotos } from "./ReviewPhotos";

/** The icons every review repeats, drawn once for the section. */
const REVIEW_SPRITES = {
  /** Filled as the `fill` of the icon that shows it says: a filled or an empty star, one drawing. */
  star: <Star fill="inherit" />,
  "thumbs-up": <ThumbsUp />,
  "badge-check": <BadgeCheck />,
};

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** Five stars, `rating` of them filled (a half star rounds to the nearer), with the rating said in words. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <SpriteIcon
          key={n}
          name="star"
          size={size}
          className={n <= filled ? "fill-amber-400 text-amber-500" : "fill-transparent text-stone-300"}
        />
      ))}
    </span>
  );
}

/**
 * The product's reviews below it: the average, the count, how many gave each star, the fit, and one page of
 * reviews, sorted and paged by plain links (they work without JavaScript). Rendered on the server with the
 * page; its script comes after the page's (app/lib/later.tsx).
 */
export function ReviewsSection({
  reviews,
  path,
  colour,
}: {
  reviews: ProductReviews | null;
  /** The product's own address, without its query. */
  path: string;
  /** The colour the address names (kept in the links), or null. */
  colour: string | null;
}) {
  const address = (page: number, sort: ReviewSort) => {
    const params = new URLSearchParams();
    if (colour) params.set("color", colour);
    if (page > 1) params.set("reviews", String(page));
    if (sort !== DEFAULT_REVIEW_SORT) params.set("reviewSort", sort);
    const query = params.toString();
    return `${path}${query ? `?${query}` : ""}`;
  };
  const link = (page: number, sort: ReviewSort) => `${address(page, sort)}#reviews`;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="flex flex-col gap-5 border-t border-line pt-8">
      <h2 id="reviews-title" className="text-xl font-bold text-ink">
        Ratings and reviews
      </h2>
      {reviews ? (
        <>
          <SpriteSheet icons={REVIEW_SPRITES} />
          <Summary reviews={reviews} />
          <nav aria-label="Sort reviews" className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted">Sort by:</span>
            {REVIEW_SORTS.map((sort) => (
              <StoreLink
                key={sort}
                to={link(1, sort)}
                preventScrollReset
                aria-current={sort === reviews.sort ? "true" : undefined}
                className="inline-flex min-h-11 items-center rounded-md border border-line px-3 font-semibold hover:border-ink aria-[current]:border-ink aria-[current]:bg-ink aria-[current]:text-white"
              >
                {REVIEW_SORT_LABELS[sort]}
              </StoreLink>
            ))}
          </nav>
          <ol className="flex flex-col divide-y divide-line" data-testid="review-list">
            {reviews.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} action={address(reviews.page, reviews.sort)} />
            ))}
          </ol>
          {reviews.pages > 1 ? (
            <nav aria-label="Review pages" className="flex flex-wrap items-center gap-3 text-sm">
              {reviews.page > 1 ? (
                <StoreLink
                  to={link(reviews.page - 1, reviews.sort)}
                  preventScrollReset
                  className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:border-ink"
                >
                  Previous reviews
                </StoreLink>
              ) : null}
              <span className="text-muted">
                Page {reviews.page} of {reviews.pages}
              </span>
              {reviews.page < reviews.pages ? (
                <StoreLink
                  to={link(reviews.page + 1, reviews.sort)}
                  preventScrollReset
                  className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:border-ink"
                >
                  More reviews
                </StoreLink>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted" data-testid="no-reviews">
          No reviews yet. Bought this? Review it from your orders once it has been delivered.
        </p>
      )}
    </section>
  );
}

function Summary({ reviews }: { reviews: ProductReviews }) {
  const { summary } = reviews;
  const fit = fitSummary(summary.fit);
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:gap-10" data-testid="review-summary">
      <div className="flex flex-col gap-1">
        <p className="text-4xl font-bold tabular-nums" data-testid="review-average">
          {summary.average.toFixed(1)}
          <span className="text-base font-normal text-muted"> out of 5</span>
        </p>
        <Stars rating={summary.average} size={20} />
        <p className="text-sm text-muted" data-testid="review-count">
          {summary.count === 1 ? "1 rating" : `${summary.count} ratings`}
        </p>
      </div>
      <div className="flex flex-col gap-3">
        <table className="w-full max-w-md text-sm">
          <caption className="sr-only">How many gave each star</caption>
          <tbody>
            {[5, 4, 3, 2, 1].map((star) => {
              const n = summary.stars[star - 1]!;
              return (
                <tr key={star}>
                  <th scope="row" className="w-16 py-0.5 text-left font-normal whitespace-nowrap">
                    {star} star{star === 1 ? "" : "s"}
                  </th>
                  <td className="py-0.5">
                    {/* An SVG's width attribute, not a style: the pages' CSP allows no inline styles. */}
                    <svg aria-hidden="true" className="block h-2.5 w-full" focusable="false">
                      <rect width="100%" height="100%" rx="5" className="fill-stone-200" />
                      {n ? (
                        <rect width={`${percent(n, summary.count)}%`} height="100%" rx="5" className="fill-amber-400" />
                      ) : null}
                    </svg>
                  </td>
                  <td className="w-10 py-0.5 text-right tabular-nums text-muted">{n}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {fit ? (
          <p className="text-sm" data-testid="fit-summary">
            <span className="font-semibold">Fit: </span>
            {fit}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ReviewItem({ review, action }: { review: ReviewView; action: string }) {
  const bought = colourAndSize(review);
  return (
    <li className="flex scroll-mt-20 flex-col gap-1.5 py-4" data-testid="review" id={`review-${review.id}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <h3 className="font-semibold break-words" dangerouslySetInnerHTML={latin1Html(review.title)} />
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <span className="font-medium text-ink" dangerouslySetInnerHTML={latin1Html(review.author)} />
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
        {review.verified ? (
          <span className="inline-flex items-center gap-1 font-semibold text-emerald-800" data-testid="verified-buyer">
            <SpriteIcon name="badge-check" size={16} />
            Verified buyer
          </span>
        ) : review.sample ? (
          <span className="rounded bg-stone-100 px-1.5 text-xs font-semibold text-stone-700">Sample review</span>
        ) : null}
      </p>
      {bought || review.fit ? (
        <p className="text-sm text-muted">
          {bought ? `Bought: ${bought}` : ""}
          {bought && review.fit ? " · " : ""}
          {review.fit ? `Fit: ${FIT_LABELS[review.fit]}` : ""}
        </p>
      ) : null}
      <p className="text-sm break-words whitespace-pre-line" dangerouslySetInnerHTML={latin1Html(review.body)} />
      <ReviewPhotos photos={review.photos} />
      {review.reply ? <StoreReply reply={review.reply} /> : null}
      <ReviewFeedback review={review} action={action} />
    </li>
  );
}
