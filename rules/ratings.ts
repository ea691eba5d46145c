// A product's rating as cards, lists and the product page say it (docs/decisions/044-ratings-on-cards.md): the
// average of its shown reviews to one decimal, and how many there are. Plain rules: the server orders and
// filters by them, the browser's cards print them.

/** The average in tenths of a star (43 for 4.3), as shown: 0 when there are no reviews. */
export const ratingTenths = (sum: number, count: number): number => (count > 0 ? Math.round((sum / count) * 10) : 0);

/** The average to one decimal, as the product page and the cards show it (4.3). */
export const averageRating = (sum: number, count: number): number => ratingTenths(sum, count) / 10;

/**
 * The "Customer rating" sort's prior (docs/decisions/049-review-sums-rating-sort-and-photos.md): every rated
 * product is sorted as if it also had `weight` reviews of `stars` stars, so a few reviews move it less than many.
 */
export const RATING_PRIOR = { stars: 3.5, weight: 5 } as const;

/**
 * The smoothed average the "Customer rating" sort orders by (a Bayesian average): (C·m + sum) / (C + count),
 * with the prior's m stars and C reviews; 0 with no reviews, so unrated products come last. One 5-star review
 * scores 3.75 and 300 at 4.9 score 4.88. Only the order: cards and the filter show and use the plain average.
 */
export const smoothedRating = (sum: number, count: number): number =>
  count > 0 ? (RATING_PRIOR.weight * RATING_PRIOR.stars + sum) / (RATING_PRIOR.weight + count) : 0;

/** The "stars and up" steps the filter offers: `minRating=4` lists products shown at 4.0 and above. */
export const RATING_STEPS = [4] as const;

/** A product's rating on its card and in the API: only when it has shown reviews. */
export interface RatingView {
  /** To one decimal, 1 to 5. */
  average: number;
  count: number;
}

/** "4.3": always one decimal, so 4 reads "4.0" as the stars beside it. */
export const ratingFigure = (average: number): string => average.toFixed(1);

/** What a screen reader says for a card's stars: "Rated 4.3 out of 5 from 27 reviews". */
export const ratingWords = ({ average, count }: RatingView): string =>
  `Rated ${ratingFigure(average)} out of 5 from ${count} ${count === 1 ? "review" : "reviews"}`;

/** The filter's choice: "4 stars and up". */
export const ratingStepLabel = (min: number): string => `${min} stars and up`;
