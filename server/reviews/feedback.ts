// Shoppers' "helpful" votes and reports on a shown review, and the store's reply to it (docs/decisions/039),
// which the audit log keeps (decision 050).
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { reviewReplies, reviewReports, reviews, reviewVotes } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { parseInput } from "../http/parse";
import type { OwnerKey } from "../cart/owner";
import { z } from "@rules/zod";
import { FEEDBACK_MESSAGES, REPLY_LIMIT, REPORT_REASONS } from "@rules/review-feedback";
import { COMMAND_LINE, recordChange, type Actor } from "../audit/audit";

const reportSchema = z.object({ reason: z.enum(REPORT_REASONS, FEEDBACK_MESSAGES.reason) });
const replySchema = z.object({
  body: z
    .string(FEEDBACK_MESSAGES.reply)
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().min(1, FEEDBACK_MESSAGES.reply).max(REPLY_LIMIT, FEEDBACK_MESSAGES.reply)),
});

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

/** The shown review a shopper votes on or reports; its author may do neither (a signed-in author is known). */
async function shownReview(db: Db, id: number, shopper: OwnerKey) {
  if (!validId(id)) throw notFound(FEEDBACK_MESSAGES.notShown);
  const [row] = await db
    .select({ id: reviews.id, userId: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.status, "published")));
  if (!row) throw notFound(FEEDBACK_MESSAGES.notShown);
  if (row.userId !== null && shopper === `user:${row.userId}`) throw new HttpError(409, FEEDBACK_MESSAGES.ownReview);
  return row;
}

/**
 * A shopper finds a shown review helpful: one vote each (the key of `review_votes`), so a second vote, at
 * once or later, changes nothing and answers as the first did. The review's count goes up in the same
 * transaction as the vote that was taken, so it stays the number of votes however many come at once.
 */
export async function voteHelpful(db: Db, reviewId: number, voter: OwnerKey) {
  await shownReview(db, reviewId, voter);
  return db.transaction(async (tx) => {
    const taken = await tx
      .insert(reviewVotes)
      .values({ reviewId, voter })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    const [row] = taken.length
      ? await tx
          .update(reviews)
          .set({ helpful: sql`${reviews.helpful} + 1` })
          .where(eq(reviews.id, reviewId))
          .returning({ helpful: reviews.helpful })
      : await tx.select({ helpful: reviews.helpful }).from(reviews).where(eq(reviews.id, reviewId));
    return { helpful: row?.helpful ?? 0, message: FEEDBACK_MESSAGES.voted };
  });
}

/**
 * A shopper reports a shown review, with a reason from the list: once each (a second report keeps the first
 * one's reason). Each new report puts the review on the staff's "reported" list until they deal with it; the
 * review stays shown meanwhile.
 */
export async function reportReview(db: Db, reviewId: number, reporter: OwnerKey, input: unknown) {
  const { reason } = parseInput(reportSchema, input);
  await shownReview(db, reviewId, reporter);
  await db.transaction(async (tx) => {
    // The review's row first, as the staff's moves take it: a report and "keep shown" at once stay in step.
    await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for("update");
    const taken = await tx
      .insert(reviewReports)
      .values({ reviewId, reporter, reason })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (taken.length) {
      await tx
        .update(reviews)
        .set({ openReports: sql`${reviews.openReports} + 1` })
        .where(eq(reviews.id, reviewId));
    }
  });
  return { message: FEEDBACK_MESSAGES.reported };
}

/** The review the store replies to, in the reply's transaction (its row locked: two replies at once keep one after the other). */
async function repliedReview(tx: Tx, reviewId: number) {
  if (!validId(reviewId)) throw notFound("Review not found");
  const [row] = await tx
    .select({ id: reviews.id, title: reviews.title })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for("update");
  if (!row) throw notFound("Review not found");
  const [reply] = await tx
    .select({ body: reviewReplies.body })
    .from(reviewReplies)
    .where(eq(reviewReplies.reviewId, reviewId));
  return { label: row.title, was: reply ? { reply: reply.body } : null };
}

/**
 * The store's reply under a review: written, or changed, by the staff; shown with the review. The audit log
 * keeps who wrote it, from the reply before (none) to this one, in the same transaction.
 */
export async function saveReply(
  db: Db,
  reviewId: number,
  input: unknown,
  actor: Actor = COMMAND_LINE,
  now = new Date(),
) {
  const { body } = parseInput(replySchema, input);
  const saved = await db.transaction(async (tx) => {
    const { label, was } = await repliedReview(tx, reviewId);
    const [row] = await tx
      .insert(reviewReplies)
      .values({ reviewId, body, staffUserId: actor.id, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: reviewReplies.reviewId, set: { body, staffUserId: actor.id, updatedAt: now } })
      .returning();
    await recordReply(tx, actor, reviewId, label, was, { reply: body });
    return row!;
  });
  return {
    reply: { body: saved.body, createdAt: saved.createdAt.toISOString() },
    message: FEEDBACK_MESSAGES.replySaved,
  };
}

/** Takes the store's reply off a review (none there: the same answer, and nothing logged). */
export async function removeReply(db: Db, reviewId: number, actor: Actor = COMMAND_LINE) {
  await db.transaction(async (tx) => {
    const { label, was } = await repliedReview(tx, reviewId);
    await tx.delete(reviewReplies).where(eq(reviewReplies.reviewId, reviewId));
    await recordReply(tx, actor, reviewId, label, was, null);
  });
  return { reply: null, message: FEEDBACK_MESSAGES.replyRemoved };
}

const recordReply = (
  tx: Tx,
  actor: Actor,
  reviewId: number,
  label: string,
  before: { reply: string } | null,
  after: { reply: string } | null,
) =>
  recordChange(tx, actor, {
    kind: "review.reply",
    entityType: "review",
    entityId: reviewId,
    entityLabel: label,
    before,
    after,
  });
