// The e-mail asking for reviews (docs/decisions/039): a few days after an order is delivered, once per order,
// never to an order with a return or an exchange asked for, nor one whose every line is reviewed already.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox, orderEvents, orderLines, orders, returnRequests, reviewRequests, reviews } from "../db/schema";
import { REVIEW_REQUEST_AFTER_DAYS, REVIEW_REQUEST_WITHIN_DAYS, reviewRequestEmail } from "@rules/review-request";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders looked at a round: the job runs every few seconds, so a backlog drains over a few rounds. */
const BATCH = 50;

export interface ReviewRequestSettings {
  storeName: string;
  publicUrl: string;
}

/**
 * Queues the review request of each order delivered between REVIEW_REQUEST_WITHIN_DAYS and
 * REVIEW_REQUEST_AFTER_DAYS ago that has none yet. Each order is claimed by inserting its `review_requests`
 * row (its key), in the transaction that queues the e-mail: however many instances run this at once, an order
 * gets one e-mail or none. An order with any return or exchange request, or with every line reviewed, is
 * claimed without an e-mail, so it never gets one later. Answers how many e-mails were queued.
 */
export async function requestReviews(db: Db, settings: ReviewRequestSettings, now = new Date()): Promise<number> {
  const latest = new Date(now.getTime() - REVIEW_REQUEST_AFTER_DAYS * DAY_MS).toISOString();
  const earliest = new Date(now.getTime() - REVIEW_REQUEST_WITHIN_DAYS * DAY_MS).toISOString();
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "delivered"),
        sql`${orders.customerEmail} <> ''`,
        sql`not exists (select 1 from ${reviewRequests} where ${reviewRequests.orderId} = ${orders.id})`,
        sql`exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id}
          and ${orderEvents.status} = 'delivered' and ${orderEvents.returnStatus} is null
          and ${orderEvents.at} <= ${latest}::timestamptz and ${orderEvents.at} > ${earliest}::timestamptz)`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  let queued = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id));
      if (!order) return false;
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
      const [asked] = await tx
        .select({ id: returnRequests.id })
        .from(returnRequests)
        .where(eq(returnRequests.orderId, id))
        .limit(1);
      const reviewed = lines.length
        ? await tx
            .select({ lineId: reviews.orderLineId })
            .from(reviews)
            .where(
              inArray(
                reviews.orderLineId,
                lines.map((line) => line.id),
              ),
            )
        : [];
      const done = new Set(reviewed.map((row) => row.lineId));
      const toReview = lines.filter((line) => !done.has(line.id));
      const send = !asked && toReview.length > 0;
      const claimed = await tx
        .insert(reviewRequests)
        .values({ orderId: id, sent: send, at: now })
        .onConflictDoNothing()
        .returning({ orderId: reviewRequests.orderId });
      // Another instance claimed it first: its answer stands.
      if (!claimed.length || !send) return false;
      await tx.insert(emailOutbox).values(reviewRequestEmail(order, toReview, settings));
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
