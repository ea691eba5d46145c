// Payments an order could not take (a second capture for a paid order, a capture after expiry with the
// stock gone, one for a cancelled order) or gives back (its own payment, when it is cancelled before it
// ships: server/orders/cancel.ts): recorded in the transaction that decides it and refunded through the
// gateway, exactly once. No shopper is charged twice (docs/decisions/006-payments.md).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { extraPayments, type OrderRow } from "../db/schema";
import type { Tx } from "../db/client";
import { PaymentProviderError } from "./gateway";
import { claimable } from "./refund-claims";
import type { PaymentContext } from "./payments";
import { EXTRA_PAYMENT_REASONS, type ExtraPaymentReason, type ExtraPaymentView } from "@rules/order-status";
import { toRupees } from "@rules/money";
import { groupBy } from "../db/group-by";

/** A claim older than this (seconds) is taken to have died with its instance, and is retried. */
const CLAIM_TIMEOUT = 2 * 60;

/** Records a payment its order could not take (once: the payment id is the key). */
export async function recordExtraPayment(
  tx: Db | Tx,
  order: OrderRow,
  paymentId: string,
  reason: ExtraPaymentReason,
  amountPaise = order.totalPaise,
): Promise<void> {
  await tx.insert(extraPayments).values({ paymentId, orderId: order.id, amountPaise, reason }).onConflictDoNothing();
}

/** The refund's receipt: ours, unique per payment, so asking the gateway again finds the same refund. */
const receiptFor = (paymentId: string) => `extra-${paymentId}`.slice(0, 40);

/**
 * Refunds one recorded payment if it is still owed: the row is claimed by a conditional update (so one
 * instance at a time asks), then the gateway refunds it by its receipt (so a retry after a lost answer
 * never refunds twice). A failure is kept with its message for the retry job and the staff.
 */
export async function refundExtraPayment(
  ctx: Pick<PaymentContext, "db" | "gateway"> & { logger?: Logger | undefined },
  paymentId: string,
): Promise<void> {
  const [claimed] = await ctx.db
    .update(extraPayments)
    .set({ claimedAt: sql`now()` })
    .where(and(eq(extraPayments.paymentId, paymentId), claimable(extraPayments, CLAIM_TIMEOUT)))
    .returning();
  if (!claimed) return;
  try {
    const refund = await ctx.gateway.refund({
      paymentId,
      amountPaise: claimed.amountPaise,
      receipt: receiptFor(paymentId),
      notes: { reason: claimed.reason, order_id: String(claimed.orderId) },
    });
    await ctx.db
      .update(extraPayments)
      .set({
        state: refund.status === "failed" ? "failed" : "processed",
        providerRefundId: refund.id,
        lastError: refund.status === "failed" ? "The payment provider reported the refund failed" : null,
        refundedAt: refund.status === "failed" ? null : sql`now()`,
        claimedAt: null,
      })
      .where(eq(extraPayments.paymentId, paymentId));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.logger?.error({ err: error, paymentId }, "refund of a payment its order could not take failed: retried later");
    await ctx.db
      .update(extraPayments)
      .set({ state: "failed", lastError: error.message.slice(0, 500), claimedAt: null })
      .where(eq(extraPayments.paymentId, paymentId));
  }
}

/** The retry job: every recorded payment still owed a refund, oldest first. Answers how many were tried. */
export async function refundOwedPayments(ctx: PaymentContext): Promise<number> {
  const owed = await ctx.db
    .select({ paymentId: extraPayments.paymentId })
    .from(extraPayments)
    .where(inArray(extraPayments.state, ["pending", "failed"]))
    .orderBy(asc(extraPayments.createdAt))
    .limit(50);
  for (const { paymentId } of owed) await refundExtraPayment(ctx, paymentId);
  return owed.length;
}

/** The extra payments of many orders, by order id, for the staff's order list. */
export async function extraPaymentsByOrder(db: Db, orderIds: number[]): Promise<Map<number, ExtraPaymentView[]>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select()
    .from(extraPayments)
    .where(inArray(extraPayments.orderId, orderIds))
    .orderBy(asc(extraPayments.createdAt));
  return groupBy(
    rows,
    (row) => row.orderId,
    (row): ExtraPaymentView => ({
      paymentId: row.paymentId,
      amount: toRupees(row.amountPaise),
      reason: EXTRA_PAYMENT_REASONS[row.reason],
      state: row.state,
      lastError: row.lastError,
    }),
  );
}

/** A recorded payment's amount, for the test gateway's refunds (it holds no payments of its own). */
export async function extraPaymentAmount(db: Db, paymentId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ amountPaise: extraPayments.amountPaise })
    .from(extraPayments)
    .where(eq(extraPayments.paymentId, paymentId));
  return row?.amountPaise;
}
