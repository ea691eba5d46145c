// The staff's side of reviews: the moderation list, approving, hiding and restoring with a reason
// (docs/decisions/037), dealing with shoppers' reports (decision 039), and removing the seeded catalogue's
// sample reviews.
import { and, count, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, orders, products, reviewReports, reviews, type ReviewRow } from "../db/schema";
import { newestFirstPage } from "../db/staff-lists";
import { HttpError, notFound } from "../http/errors";
import { listNumber, parseInput } from "../http/parse";
import { z } from "@rules/zod";
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewStatus, type ReviewView } from "@rules/reviews";
import { reviewModerationSchema } from "@rules/reviews-schema";
import { reportedWords, type ReportReason } from "@rules/review-feedback";
import { repliesTo, toReviewView } from "./read";
import { recordChange, type Actor } from "../audit/audit";

/**
 * The list's filters: "todo" (new and held, the staff's to-do list), "reported" (shown reviews shoppers
 * reported that the staff have not dealt with), one status, or all.
 */
export const REVIEW_FILTERS = ["todo", "reported", ...REVIEW_STATUSES, "all"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export interface StaffReviewView extends ReviewView {
  status: ReviewStatus;
  statusLabel: string;
  heldFor: string | null;
  staffNote: string | null;
  productId: number;
  productName: string;
  orderNumber: string | null;
  /** The shoppers' reports the staff have not dealt with, in words ("Reported twice: ..."), or null. */
  reported: string | null;
  moves: ModerationMove[];
}

/** `dismiss` keeps a reported review shown and takes it off the "reported" list. */
export type ModerationMove = "approve" | "hide" | "restore" | "dismiss";
const MOVES: Record<ReviewStatus, ModerationMove[]> = {
  pending: ["approve", "hide"],
  held: ["approve", "hide"],
  published: ["hide"],
  hidden: ["restore"],
};

const querySchema = z.object({
  status: z
    .union([z.literal(""), z.enum(REVIEW_FILTERS)], { error: `status: must be one of ${REVIEW_FILTERS.join(", ")}` })
    .optional()
    .transform((v) => v || "todo"),
  page: listNumber("page", 100_000, 1),
  limit: listNumber("limit", 100, 20),
});

async function staffViews(db: Db, rows: ReviewRow[]): Promise<StaffReviewView[]> {
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const lineIds = rows.flatMap((row) => (row.orderLineId ? [row.orderLineId] : []));
  const reportedIds = rows.filter((row) => row.openReports > 0).map((row) => row.id);
  const [names, numbers, replies, reports] = await Promise.all([
    productIds.length
      ? db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds))
      : [],
    lineIds.length
      ? db
          .select({ lineId: orderLines.id, orderNumber: orders.orderNumber })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(inArray(orderLines.id, lineIds))
      : [],
    repliesTo(
      db,
      rows.map((row) => row.id),
    ),
    reportedIds.length
      ? db
          .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, n: count() })
          .from(reviewReports)
          .where(and(inArray(reviewReports.reviewId, reportedIds), eq(reviewReports.open, true)))
          .groupBy(reviewReports.reviewId, reviewReports.reason)
      : [],
  ]);
  const reasonsOf = new Map<number, Partial<Record<ReportReason, number>>>();
  for (const report of reports) {
    reasonsOf.set(report.reviewId, { ...reasonsOf.get(report.reviewId), [report.reason]: Number(report.n) });
  }
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const numberOf = new Map(numbers.map((row) => [row.lineId, row.orderNumber]));
  return rows.map((row) => ({
    ...toReviewView(row, replies.get(row.id) ?? null),
    status: row.status,
    statusLabel: REVIEW_STATUS_LABELS[row.status],
    heldFor: row.heldFor,
    staffNote: row.staffNote,
    productId: row.productId,
    productName: nameOf.get(row.productId) ?? "",
    orderNumber: row.orderLineId ? (numberOf.get(row.orderLineId) ?? null) : null,
    reported: row.openReports > 0 ? reportedWords(reasonsOf.get(row.id) ?? {}) : null,
    moves: row.openReports > 0 ? [...MOVES[row.status], "dismiss"] : MOVES[row.status],
  }));
}

/** Reviews for the staff, newest first: by default those waiting (new and held). */
export async function listStaffReviews(db: Db, input: unknown) {
  const query = parseInput(querySchema, input);
  const where: SQL | undefined =
    query.status === "all"
      ? undefined
      : query.status === "todo"
        ? inArray(reviews.status, ["pending", "held"])
        : query.status === "reported"
          ? gt(reviews.openReports, 0)
          : eq(reviews.status, query.status);
  const { rows, ...paging } = await newestFirstPage(db, reviews, where, query);
  return { reviews: await staffViews(db, rows), status: query.status, ...paging };
}

const AFTER: Record<Exclude<ModerationMove, "dismiss">, ReviewStatus> = {
  approve: "published",
  hide: "hidden",
  restore: "published",
};

/**
 * Approves, hides or restores a review. Hiding and restoring need a reason (kept with the review for the
 * staff). A move the review's state does not allow is refused (409), unless the review is already where the
 * move leads (a repeated click answers the same).
 */
export async function moderateReview(
  db: Db,
  id: number,
  input: unknown,
  staffUserId: number | null,
  now = new Date(),
  /** Who, for the audit log (by default the account of `staffUserId`, its e-mail unrecorded). */
  actor: Actor = { id: staffUserId, email: "" },
) {
  const move = parseInput(reviewModerationSchema, input);
  if ((move.action === "hide" || move.action === "restore") && !move.reason)
    throw new HttpError(400, "Give a reason for hiding or restoring.");
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound("Review not found");
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  if (!row) throw notFound("Review not found");
  if (move.action === "dismiss") {
    // Kept shown: the reports so far are dealt with (a review with none left answers the same).
    if (row.openReports > 0) {
      // The review's row is taken first, as a report takes it (server/reviews/feedback.ts): the count and the
      // reports' `open` stay in step.
      await db.transaction(async (tx) => {
        await tx
          .update(reviews)
          .set({ openReports: 0, staffNote: move.reason || row.staffNote, moderatedBy: staffUserId, moderatedAt: now })
          .where(eq(reviews.id, id));
        await tx.update(reviewReports).set({ open: false }).where(eq(reviewReports.reviewId, id));
      });
    }
    const [kept] = await db.select().from(reviews).where(eq(reviews.id, id));
    return (await staffViews(db, [kept!]))[0]!;
  }
  const after = AFTER[move.action];
  if (row.status !== after) {
    if (!MOVES[row.status].includes(move.action)) {
      throw new HttpError(
        409,
        `This review is ${REVIEW_STATUS_LABELS[row.status].toLowerCase()}: it cannot be ${move.action}d.`,
      );
    }
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(reviews)
        .set({
          status: after,
          staffNote: move.reason || row.staffNote,
          moderatedBy: staffUserId,
          moderatedAt: now,
          // Hidden, the review's reports are dealt with.
          ...(after === "hidden" ? { openReports: 0 } : {}),
        })
        .where(and(eq(reviews.id, id), eq(reviews.status, row.status)))
        .returning({ id: reviews.id });
      if (changed.length && after === "hidden") {
        await tx.update(reviewReports).set({ open: false }).where(eq(reviewReports.reviewId, id));
      }
      if (changed.length) {
        await recordChange(tx, actor, {
          kind: "review.moderate",
          entityType: "review",
          entityId: id,
          entityLabel: row.title ?? "",
          before: { status: row.status },
          after: { status: after, ...(move.reason ? { reason: move.reason } : {}) },
        });
      }
    });
  }
  const [moved] = await db.select().from(reviews).where(eq(reviews.id, id));
  return (await staffViews(db, [moved!]))[0]!;
}

/** Deletes the seeded catalogue's sample reviews; how many went. */
export async function removeSampleReviews(db: Db): Promise<number> {
  const [before] = await db.select({ n: count() }).from(reviews).where(eq(reviews.sample, true));
  await db.delete(reviews).where(eq(reviews.sample, true));
  return Number(before?.n ?? 0);
}
