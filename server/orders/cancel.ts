// Cancelling an order before it ships, by its shopper or the staff: the stock goes back, a payment taken
// online is refunded in full through the gateway, the shopper is told by e-mail. Exactly once.
import { and, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { emailOutbox, extraPayments, orders, type OrderRow } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import type { PaymentGateway } from "../payments/gateway";
import { recordExtraPayment, refundExtraPayment } from "../payments/extra-payments";
import { letterBody } from "./events";
import { transitionOrder } from "./lifecycle";
import type { Tx } from "../db/client";
import { formatPaise } from "@rules/money";
import { cancelProblem, ORDER_STATUS } from "@rules/order-status";
import { transitionProblem } from "@rules/staff";
import { recordChange, type Actor } from "../audit/audit";
import { orderStatusChange } from "../audit/order-changes";

export interface CancelContext {
  db: Db;
  gateway: PaymentGateway;
  settings: { storeName: string; supportEmail: string };
  logger?: Logger | undefined;
}

export type Canceller = "shopper" | "staff";

/** The order's own online payment, when the money has arrived: cancelling gives it back. */
const paymentToRefund = (order: OrderRow): string | null =>
  order.paymentMethod === "online" && ORDER_STATUS[order.status].paidOnline ? order.providerPaymentId : null;

/**
 * Cancels the order (by its id; the caller has checked the shopper may see it). In one transaction with
 * the order's row locked: the move is judged by the status table (409 with the reason: shipped, already
 * cancelled), `transitionOrder` gives the stock back per size and records the event (who: shopper or
 * staff), a payment the order took online is recorded as owed back (`extra_payments`, keyed by the payment
 * id, so it is owed once), and the shopper's e-mail is queued. A second or racing cancel finds the order
 * cancelled and changes nothing.
 *
 * The refund is asked of the gateway after the commit (a slow gateway never holds the order's lock), once
 * per payment: the row is claimed, and the gateway answers an earlier refund with the same receipt. When
 * the gateway fails, the refund stays owed: the payments' retry job, or cancelling again, completes it.
 */
export async function cancelOrder(
  ctx: CancelContext,
  orderId: number,
  by: Canceller,
  /** The member of staff cancelling (the audit log's entry); none for a shopper. */
  actor?: Actor,
): Promise<OrderRow> {
  if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > 2_147_483_647) throw notFound("Order not found");
  const outcome = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound("Order not found");
    const problem =
      by === "staff" ? transitionProblem(order.status, "cancelled") : cancelProblem(order.orderNumber, order.status);
    if (problem) return { problem, order };
    const paymentId = paymentToRefund(order);
    // Cancelling gives stock back and never takes any, so the move cannot fall short.
    const moved = await transitionOrder(tx, order, "cancelled", by, {
      note: paymentId ? `${formatPaise(order.totalPaise)} refunded to the original payment` : null,
    });
    if (!moved.ok) throw new Error(`Cancelling order ${orderId} found stock short`);
    if (paymentId) await recordExtraPayment(tx, order, paymentId, "order_cancelled", order.totalPaise);
    await queueCancelEmail(tx, order, by, paymentId !== null, ctx.settings);
    if (actor) await recordChange(tx, actor, orderStatusChange(order, "cancelled"));
    return { problem: null, order: moved.order };
  });
  // After the commit, and also when the order was already cancelled: a refund a failed gateway left owed
  // is tried again (claimed, so racing callers ask the gateway once).
  await refundOwed(ctx, orderId);
  if (outcome.problem) throw new HttpError(409, outcome.problem);
  return outcome.order;
}

async function refundOwed(ctx: CancelContext, orderId: number): Promise<void> {
  const owed = await ctx.db
    .select({ paymentId: extraPayments.paymentId })
    .from(extraPayments)
    .where(
      and(
        eq(extraPayments.orderId, orderId),
        eq(extraPayments.reason, "order_cancelled"),
        inArray(extraPayments.state, ["pending", "failed"]),
      ),
    );
  for (const { paymentId } of owed) await refundExtraPayment(ctx, paymentId);
}

/** The shopper's letter: who cancelled, and what happens to the money. */
async function queueCancelEmail(
  tx: Tx,
  order: OrderRow,
  by: Canceller,
  refunded: boolean,
  settings: CancelContext["settings"],
): Promise<void> {
  // An order paid before its delivery details (SPEC's older flow) may have nobody to write to yet.
  if (!order.customerEmail) return;
  const money = refunded
    ? [
        `We are refunding ${formatPaise(order.totalPaise)} to your original payment method.`,
        "Banks usually take 7-10 business days to show it.",
      ]
    : order.paymentMethod === "cod"
      ? ["Nothing was charged: the order was to be paid on delivery."]
      : ["No payment was taken for it. If one still goes through, it is refunded in full."];
  const middle = [
    by === "shopper"
      ? `As you asked, we have cancelled your order ${order.orderNumber}.`
      : `We have cancelled your order ${order.orderNumber}. We are sorry it could not be sent.`,
    "",
    ...money,
  ];
  await tx.insert(emailOutbox).values({
    toAddress: order.customerEmail,
    subject: `Your ${settings.storeName} order ${order.orderNumber} is cancelled`,
    body: letterBody(order, middle, settings),
  });
}
