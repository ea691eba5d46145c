// Ratings and reviews from buyers (docs/decisions/037): the words, the fit choices, what holds a review for
// the staff, and the sums the product page shows. Plain rules: the server and the browser both import them.
import type { ProductImage } from "./images";
import { averageRating } from "./ratings";

/** How a sized product's size fitted the buyer. */
export const FITS = ["small", "true", "large"] as const;
export type Fit = (typeof FITS)[number];
export const FIT_LABELS: Record<Fit, string> = {
  small: "Runs small",
  true: "True to size",
  large: "Runs large",
};

/**
 * A review's state: `published` shows on the product page; `pending` waits for the staff's approval (when
 * the store asks for it); `held` was held for a link or a phone number in it; `hidden` the staff hid.
 */
export const REVIEW_STATUSES = ["published", "pending", "held", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  published: "Shown",
  pending: "Waiting for approval",
  held: "Held for review",
  hidden: "Hidden",
};

/** A review may be edited for this long after it was first written. */
export const REVIEW_EDIT_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

export const REVIEW_LIMITS = { title: 100, body: 2000, bodyMin: 10, reason: 300, photos: 4 } as const;

/** The reviews the product page shows at once. */
export const REVIEWS_PER_PAGE = 5;
/** The first, "most helpful", is the product page's default. */
/** "photos": the reviews with photos first, newest first, then the others. */
export const REVIEW_SORTS = ["helpful", "newest", "photos", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = "helpful";
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  helpful: "Most helpful",
  newest: "Newest",
  photos: "With photos",
  highest: "Highest rating",
  lowest: "Lowest rating",
};

export const REVIEW_MESSAGES = {
  notDelivered: "You can review an item once it has been delivered.",
  returned: "This item was returned, so it cannot be reviewed.",
  alreadyReviewed: "You have already reviewed this item. You can edit your review instead.",
  editWindowOver: `Reviews can be edited for ${REVIEW_EDIT_DAYS} days after they are written; this one can no longer be changed.`,
  notInOrder: "That item is not in this order.",
  noReview: "There is no review of this item to edit.",
  rating: "Choose a rating from 1 to 5 stars.",
  title: `Give your review a title (up to ${REVIEW_LIMITS.title} characters).`,
  body: `Write at least ${REVIEW_LIMITS.bodyMin} characters about the item (up to ${REVIEW_LIMITS.body}).`,
  fit: "Choose how the size fitted: runs small, true to size or runs large.",
  photos: `A review can have up to ${REVIEW_LIMITS.photos} photos.`,
  photo: "Each photo must be an image uploaded with the review.",
  published: "Thank you! Your review is on the product page.",
  pending: "Thank you! Your review will show once our team has approved it.",
  held: "Thank you! Your review mentions a link or a phone number, so our team will check it before it shows.",
  edited: "Your review is updated.",
} as const;

/** What the shopper is told once a review is saved, by the state it was saved in. */
export function savedMessage(status: ReviewStatus, edited: boolean): string {
  if (status === "held") return REVIEW_MESSAGES.held;
  if (status === "pending") return REVIEW_MESSAGES.pending;
  return edited ? REVIEW_MESSAGES.edited : REVIEW_MESSAGES.published;
}

/** The last moment a review written at `createdAt` may be edited. */
export const editableUntil = (createdAt: Date | string) =>
  new Date(new Date(createdAt).getTime() + REVIEW_EDIT_DAYS * DAY);

// A link: a scheme, "www.", or a name with a common top-level domain ("shop.example.com", "bit.ly/x").
const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|in|net|org|co|io|ly|me|info|biz|shop|store|app|xyz)\b)/i;
// A phone number: ten or more digits, however spaced or dashed (a +91 in front or not).
const PHONE = /(?:\+?\d[\s().-]*){10,}/;

/** Why a review's words must wait for the staff, or null: links and phone numbers are never shown unread. */
export function holdReason(...texts: string[]): string | null {
  const text = texts.join("\n");
  if (LINK.test(text)) return "Contains a link";
  if (PHONE.test(text)) return "Contains a phone number";
  return null;
}

/** A product's published reviews in sums: the count, the average, how many gave each star, and fit. */
export interface ReviewSummary {
  count: number;
  /** Rounded to one decimal. */
  average: number;
  /** `stars[0]` is how many gave 1 star ... `stars[4]` 5 stars. */
  stars: [number, number, number, number, number];
  fit: Record<Fit, number>;
}

/** The sums from rows of (rating, fit, count), as the database groups them. */
export function summarise(rows: { rating: number; fit: Fit | null; count: number }[]): ReviewSummary {
  const stars: ReviewSummary["stars"] = [0, 0, 0, 0, 0];
  const fit: Record<Fit, number> = { small: 0, true: 0, large: 0 };
  let total = 0;
  for (const row of rows) {
    if (row.rating < 1 || row.rating > 5) continue;
    stars[row.rating - 1]! += row.count;
    total += row.rating * row.count;
    if (row.fit) fit[row.fit] += row.count;
  }
  const count = stars.reduce((sum, n) => sum + n, 0);
  return { count, average: averageRating(total, count), stars, fit };
}

/** A share as a whole percentage (of reviews, not money). */
// eslint-disable-next-line no-restricted-syntax -- a count's share, no paise or rupees in it
export const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/**
 * The fit in words: "72% say true to size; runs small for 20%; runs large for 8%", each part only when some
 * said it ("Runs small for 100%" when nobody found it true to size); null when nobody said how it fitted.
 */
export function fitSummary(fit: Record<Fit, number>): string | null {
  const total = fit.small + fit.true + fit.large;
  if (!total) return null;
  const parts = [
    fit.true ? `${percent(fit.true, total)}% say true to size` : "",
    fit.small ? `runs small for ${percent(fit.small, total)}%` : "",
    fit.large ? `runs large for ${percent(fit.large, total)}%` : "",
  ].filter(Boolean);
  const words = parts.join("; ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Kavya M.": a reviewer's first name and the initial of their last, never their whole name. */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return "A buyer";
  const last = words.length > 1 ? ` ${words.at(-1)![0]!.toUpperCase()}.` : "";
  return `${words[0]}${last}`;
}

/** A review as the product page shows it. */
export interface ReviewView {
  id: number;
  rating: number;
  title: string;
  body: string;
  fit: Fit | null;
  size: string;
  colour: string;
  author: string;
  /** Written by the buyer of a delivered order line. */
  verified: boolean;
  /** Sample data of the seeded catalogue (never verified, never in the JSON-LD). */
  sample: boolean;
  createdAt: string;
  /** How many shoppers found it helpful. */
  helpful: number;
  /** The store's reply, shown under it. */
  reply: { body: string; createdAt: string } | null;
  /** The buyer's photos, in their order. */
  photos: ProductImage[];
}

/** The page and sort a product page's address asks for (anything else: the first page, most helpful first). */
export function reviewQuery(params: URLSearchParams): { page: number; sort: ReviewSort } {
  const page = Number(params.get("reviews") ?? "1");
  const sort = params.get("reviewSort") as ReviewSort;
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: (REVIEW_SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_REVIEW_SORT,
  };
}

/** A product's reviews on its page: the sums and one page of reviews. */
export interface ProductReviews {
  summary: ReviewSummary;
  /** The sums of the real reviews only (no sample data): what the page's JSON-LD may say. */
  realSummary: ReviewSummary;
  reviews: ReviewView[];
  page: number;
  pages: number;
  sort: ReviewSort;
}

/** An order line's review part on the shopper's order pages. */
export interface LineReviewView {
  orderLineId: number;
  name: string;
  colour: string;
  size: string;
  /** Why this line cannot be reviewed (it was returned), else null. */
  refused: string | null;
  review: {
    rating: number;
    title: string;
    body: string;
    fit: Fit | null;
    photos: ProductImage[];
    status: ReviewStatus;
    editableUntil: string;
    canEdit: boolean;
  } | null;
}
