// A buyer writes or edits the review of a line of their delivered order (docs/decisions/037).
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, orders, reviews, type OrderRow, type ReviewRow } from "../db/schema";
import { badRequest, HttpError, notFound } from "../http/errors";
import { parseInput } from "../http/parse";
import { deliveredAt, requestedByLine } from "../orders/returns/details";
import {
  editableUntil,
  holdReason,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewerName,
  type ReviewStatus,
} from "@rules/reviews";
import { reviewInputSchema, type ReviewInput } from "@rules/reviews-schema";
import { LOOKUP_NOT_FOUND } from "@rules/order-status";
import type { ProductImage } from "@rules/images";
import { photosAt, unusedUploads } from "../catalog/uploads";

export interface ReviewSettings {
  /** Reviews wait for the staff's approval before they show (REVIEWS_NEED_APPROVAL). */
  needApproval: boolean;
}

/** Photo files posted with a review. */
export interface NewPhotos {
  count: number;
  /** Keeps them all through the image pipeline, or none (one refused, those kept before it are deleted). */
  save(): Promise<ProductImage[]>;
  /** Deletes uploads nothing may use: photos `save` kept for a post refused after, or an edit took away. */
  discard(photos: ProductImage[]): Promise<void>;
}

const NO_PHOTOS: NewPhotos = { count: 0, save: async () => [], discard: async () => {} };

export interface SavedReview {
  review: ReviewRow;
  /** True when an existing review was changed (or a repeated post of the same words found it unchanged). */
  edited: boolean;
}

/** The state a review's words put it in: held for a link or phone number, else as the store's setting says. */
function stateFor(words: { title: string; body: string }, settings: ReviewSettings, previous?: ReviewStatus) {
  const heldFor = holdReason(words.title, words.body);
  // A review the staff hid stays hidden whatever its author changes.
  if (previous === "hidden") return { status: "hidden" as const, heldFor };
  if (heldFor) return { status: "held" as const, heldFor };
  return { status: settings.needApproval ? ("pending" as const) : ("published" as const), heldFor: null };
}

/**
 * Writes (or, with `edit`, changes) the review of one line of `order`, which the caller has already matched to
 * the shopper (signed in, or the guest's number and e-mail). Only a delivered order's line, not returned in
 * full, may be reviewed, once; the review may be changed for 30 days. The order row is locked, so two posts
 * at once make one review. A post repeating the review as it stands answers it again (a retried request).
 * Refusals: 404 no such order, 400 bad input or a line of another order, 409 with the reason.
 */
export async function saveReview(
  db: Db,
  order: OrderRow | undefined,
  input: unknown,
  settings: ReviewSettings,
  userId: number | null,
  { files = NO_PHOTOS, now = new Date() }: { files?: NewPhotos; now?: Date } = {},
): Promise<SavedReview> {
  if (!order) throw notFound(LOOKUP_NOT_FOUND);
  const wanted = parseInput(reviewInputSchema, input);
  // The files join the photos kept, once the order is known to be the shopper's: a stranger's post keeps nothing.
  if ((wanted.photos?.length ?? 0) + files.count > REVIEW_LIMITS.photos) throw badRequest(REVIEW_MESSAGES.photos);
  const saved = await files.save();
  if (saved.length) wanted.photos = [...(wanted.photos ?? []), ...saved.map((photo) => photo.src)];
  let written: Written;
  try {
    written = await writeReview(db, order, wanted, settings, userId, now);
  } catch (error) {
    // A post refused once its files were kept (not delivered, reviewed already, a kept photo unknown, its
    // write failing) keeps none of them. Should the commit have gone through and only its answer been lost,
    // the review written keeps the photos it names; with the database not answering, nothing is deleted.
    if (saved.length) await files.discard(await unused(db, saved, wanted.orderLineId).catch(() => []));
    throw error;
  }
  // Photos an edit took away are deleted once it is written, unless something else shows them; should the
  // check fail, they are left (an unused upload costs only its storage).
  const { dropped, ...answer } = written;
  if (dropped.length) await files.discard(await unusedUploads(db, dropped).catch(() => []));
  return answer;
}

/** A review written, with the photos its edit took away. */
type Written = SavedReview & { dropped: ProductImage[] };

/** The photos of these that the line's review does not name. */
async function unused(db: Db, photos: ProductImage[], orderLineId: number): Promise<ProductImage[]> {
  const [row] = await db.select({ photos: reviews.photos }).from(reviews).where(eq(reviews.orderLineId, orderLineId));
  const named = new Set(row?.photos.map((photo) => photo.src));
  return photos.filter((photo) => !named.has(photo.src));
}

/** The review's checks and its write, in one transaction holding the order's row. */
function writeReview(
  db: Db,
  order: OrderRow,
  wanted: ReviewInput,
  settings: ReviewSettings,
  userId: number | null,
  now: Date,
): Promise<Written> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
    if (!locked) throw notFound(LOOKUP_NOT_FOUND);
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, wanted.orderLineId), eq(orderLines.orderId, locked.id)));
    if (!line) throw new HttpError(400, REVIEW_MESSAGES.notInOrder);
    const delivered = locked.status === "delivered" && (await deliveredAt(tx, [locked.id])).has(locked.id);
    if (!delivered) throw new HttpError(409, REVIEW_MESSAGES.notDelivered);
    // Live return and exchange requests taking every unit of the line: nothing of it was kept.
    const returned = (await requestedByLine(tx, [line.id])).get(line.id) ?? 0;
    if (returned >= line.quantity) throw new HttpError(409, REVIEW_MESSAGES.returned);
    // A product without sizes has no fit to tell.
    const fit = line.size ? (wanted.fit ?? null) : null;
    const [existing] = await tx.select().from(reviews).where(eq(reviews.orderLineId, line.id));
    // Each photo must be an upload the store keeps (with its size, for the page's layout); none named: as before.
    const photos = wanted.photos ? await photosAt(tx, [...new Set(wanted.photos)]) : (existing?.photos ?? []);
    const words = { rating: wanted.rating, title: wanted.title, body: wanted.body, fit, photos };
    if (existing) {
      const same =
        existing.rating === words.rating &&
        existing.title === words.title &&
        existing.body === words.body &&
        existing.fit === words.fit &&
        samePhotos(existing.photos, photos);
      if (same) return { review: existing, edited: wanted.edit, dropped: [] };
      if (!wanted.edit) throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
      if (now > editableUntil(existing.createdAt)) throw new HttpError(409, REVIEW_MESSAGES.editWindowOver);
      const [changed] = await tx
        .update(reviews)
        .set({ ...words, ...stateFor(words, settings, existing.status), updatedAt: now })
        .where(eq(reviews.id, existing.id))
        .returning();
      const kept = new Set(photos.map((photo) => photo.src));
      return { review: changed!, edited: true, dropped: existing.photos.filter((photo) => !kept.has(photo.src)) };
    }
    if (wanted.edit) throw new HttpError(409, REVIEW_MESSAGES.noReview);
    const [created] = await tx
      .insert(reviews)
      .values({
        ...words,
        ...stateFor(words, settings),
        productId: line.productId,
        orderLineId: line.id,
        userId,
        author: reviewerName(locked.customerName),
        size: line.size,
        colour: line.colour,
        verified: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { review: created!, edited: false, dropped: [] };
  });
}

const samePhotos = (a: ProductImage[], b: ProductImage[]) =>
  a.length === b.length && a.every((photo, i) => photo.src === b[i]!.src);
