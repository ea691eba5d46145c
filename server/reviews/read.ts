// What shoppers read of reviews: a product's sums and one page of its shown reviews, and on their own order
// pages, each delivered line's review (docs/decisions/037).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, reviewReplies, reviews, type ReviewReplyRow, type ReviewRow } from "../db/schema";
import { requestedByLine } from "../orders/returns/details";
import type { OrderView } from "@rules/order-status";
import {
  editableUntil,
  REVIEW_MESSAGES,
  REVIEWS_PER_PAGE,
  summarise,
  type Fit,
  type LineReviewView,
  type ProductReviews,
  type ReviewSort,
  type ReviewView,
} from "@rules/reviews";

const ORDER_BY: Record<ReviewSort, SQL[]> = {
  helpful: [desc(reviews.helpful), desc(reviews.createdAt), desc(reviews.id)],
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  photos: [desc(sql`jsonb_array_length(${reviews.photos}) > 0`), desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

export const toReviewView = (row: ReviewRow, reply: ReviewReplyRow | null = null): ReviewView => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  fit: row.fit,
  size: row.size,
  colour: row.colour,
  author: row.author,
  verified: row.verified,
  sample: row.sample,
  createdAt: row.createdAt.toISOString(),
  helpful: row.helpful,
  reply: reply ? { body: reply.body, createdAt: reply.createdAt.toISOString() } : null,
  photos: row.photos,
});

/** The store's replies to these reviews, by review. */
export async function repliesTo(db: Db, ids: number[]): Promise<Map<number, ReviewReplyRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(reviewReplies).where(inArray(reviewReplies.reviewId, ids));
  return new Map(rows.map((row) => [row.reviewId, row]));
}

/** A product's sums of its shown reviews, of all of them and of the real ones alone; null when it has none. */
export type ReviewSums = Pick<ProductReviews, "summary" | "realSummary"> | null;

/** Counts a product's shown reviews by stars and fit (one grouped query): what its page and size advice sum. */
export async function reviewSums(db: Db, productId: number): Promise<ReviewSums> {
  const groups = await db
    .select({ rating: reviews.rating, fit: reviews.fit, sample: reviews.sample, count: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "published")))
    .groupBy(reviews.rating, reviews.fit, reviews.sample);
  if (!groups.length) return null;
  const rows = groups.map((g) => ({ rating: g.rating, fit: g.fit as Fit | null, count: Number(g.count) }));
  return { summary: summarise(rows), realSummary: summarise(rows.filter((_, i) => !groups[i]!.sample)) };
}

/**
 * A product's shown reviews: the sums of all of them (and of the real ones alone, for the JSON-LD), from
 * `sums` (the kept ones, server/reviews/summary-cache.ts), and the page asked for. Null when the product has
 * none, so a page without reviews carries nothing of them.
 */
export async function productReviews(
  db: Db,
  productId: number,
  query: { page: number; sort: ReviewSort },
  sums: (productId: number) => Promise<ReviewSums> = (id) => reviewSums(db, id),
): Promise<ProductReviews | null> {
  const counted = await sums(productId);
  if (!counted) return null;
  const { summary, realSummary } = counted;
  const pages = Math.max(1, Math.ceil(summary.count / REVIEWS_PER_PAGE));
  const page = Math.min(query.page, pages);
  const list = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "published")))
    .orderBy(...ORDER_BY[query.sort])
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE);
  const replies = await repliesTo(
    db,
    list.map((row) => row.id),
  );
  const views = list.map((row) => toReviewView(row, replies.get(row.id) ?? null));
  return { summary, realSummary, reviews: views, page, pages, sort: query.sort };
}

/** The shopper's pages: each delivered order gets its lines' review part (what to write, what was written). */
export async function withReviews<T extends OrderView>(db: Db, views: T[], now = new Date()): Promise<T[]> {
  const delivered = views.filter((view) => view.status === "delivered").map((view) => view.id);
  if (!delivered.length) return views;
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, delivered))
    .orderBy(asc(orderLines.id));
  const ids = lines.map((line) => line.id);
  const [written, taken] = await Promise.all([
    ids.length ? db.select().from(reviews).where(inArray(reviews.orderLineId, ids)) : [],
    requestedByLine(db, ids),
  ]);
  const byLine = new Map(written.map((row) => [row.orderLineId, row]));
  const byOrder = new Map<number, LineReviewView[]>();
  for (const line of lines) {
    const row = byLine.get(line.id);
    const until = row ? editableUntil(row.createdAt) : null;
    const view: LineReviewView = {
      orderLineId: line.id,
      name: line.name,
      colour: line.colour,
      size: line.size,
      refused: (taken.get(line.id) ?? 0) >= line.quantity ? REVIEW_MESSAGES.returned : null,
      review:
        row && until
          ? {
              rating: row.rating,
              title: row.title,
              body: row.body,
              fit: row.fit,
              photos: row.photos,
              status: row.status,
              editableUntil: until.toISOString(),
              canEdit: now <= until,
            }
          : null,
    };
    byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), view]);
  }
  return views.map((view) => (byOrder.has(view.id) ? { ...view, reviews: byOrder.get(view.id)! } : view));
}
