// A return's refund: an online payment's made through the gateway exactly once (and settled by its
// webhooks), a cash-on-delivery one paid out by the staff; either is recorded with its event, credit note
// and e-mail.
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { Tx } from "../../db/client";
import { emailOutbox, orders, refunds, returnRequests, type RefundRow } from "../../db/schema";
import { HttpError, notFound } from "../../http/errors";
import { parseInput } from "../../http/parse";
import { issueCreditNote } from "../../invoices/invoices";
import { recordOrderEvent } from "../events";
import { formatPaise } from "@rules/money";
import type { OrderActor } from "@rules/order-status";
import { REFUND_STATE_LABELS, describePayout, type StaffReturnView } from "@rules/returns";
import { claimable } from "../../payments/refund-claims";
import { validId, type ReturnsContext } from "./details";
import { returnEmail } from "./letters";
import { staffReturn } from "./views";
import { recordChange, type Actor } from "../../audit/audit";

/** A refund claim older than this (seconds) is taken to have died with its process: another attempt may go on. */
const CLAIM_TIMEOUT = 5 * 60;

/**
 * The refund is made: its event on the order's timeline, its credit note when the order was invoiced
 * (a GST credit note, numbered in its own series: server/invoices/invoices.ts) and the shopper's e-mail,
 * in one transaction.
 */
async function recordRefunded(
  tx: Tx,
  refund: RefundRow,
  how: string,
  settings: ReturnsContext["settings"],
  by: { actor: OrderActor; userId: number | null },
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
  await recordOrderEvent(tx, order!.id, order!.status, by.actor, `${formatPaise(refund.amountPaise)} ${how}`, {
    returnId: refund.returnId,
    returnStatus: "refunded",
    byUserId: by.userId,
  });
  const note = await issueCreditNote(tx, refund, settings.seller);
  await tx
    .insert(emailOutbox)
    .values(
      returnEmail(
        order!,
        `Your ${settings.storeName} refund of ${formatPaise(refund.amountPaise)} is on its way`,
        [
          `We received your return and refunded ${formatPaise(refund.amountPaise)} ${how}.`,
          ...(refund.shippingPaise
            ? [
                `This includes the order's shipping charge of ${formatPaise(refund.shippingPaise)}: the whole order came back.`,
              ]
            : []),
          "Banks usually take 7-10 business days to show it.",
          ...(note
            ? ["", `Our GST credit note ${note.creditNoteNumber} for it is on your order's page, to download.`]
            : []),
        ],
        settings,
      ),
    );
}

/** A refund made, as its row records it: the gateway's refund id, done now, its claim and last error cleared. */
const processedAs = (providerRefundId: string) =>
  ({ state: "processed", providerRefundId, completedAt: sql`now()`, claimedAt: null, lastError: null }) as const;

/**
 * Makes an online payment's refund through the gateway, exactly once: one caller claims the refund row
 * (a conditional update; a claim left by a dead process expires), asks the gateway with the refund's
 * receipt (which answers an earlier refund with that receipt rather than refunding again), and records
 * the outcome only if the row is still its claim. Anyone else finds it claimed or done and changes nothing.
 */
export async function processRefund(ctx: ReturnsContext, returnId: number): Promise<RefundRow | undefined> {
  const { db, gateway } = ctx;
  const [claimed] = await db
    .update(refunds)
    .set({ claimedAt: sql`now()` })
    .where(and(eq(refunds.returnId, returnId), claimable(refunds, CLAIM_TIMEOUT)))
    .returning();
  if (!claimed) {
    const [current] = await db.select().from(refunds).where(eq(refunds.returnId, returnId));
    return current;
  }
  // Every outcome is recorded only while the claim stands: a refund webhook that settled the row meanwhile
  // cleared it.
  const stillClaimed = and(
    eq(refunds.id, claimed.id),
    inArray(refunds.state, ["pending", "failed"]),
    isNotNull(refunds.claimedAt),
  );
  const [order] = await db.select().from(orders).where(eq(orders.id, claimed.orderId));
  try {
    if (!order?.providerPaymentId) throw new Error("The order has no recorded online payment to refund");
    const refund = await gateway.refund({
      paymentId: order.providerPaymentId,
      amountPaise: claimed.amountPaise,
      receipt: claimed.receipt,
      notes: { order_number: order.orderNumber, return_id: String(returnId) },
    });
    if (refund.status === "failed") throw new Error(`The gateway reports refund ${refund.id} failed`);
    if (refund.status === "pending" && gateway.canVerifyWebhooks) {
      // Razorpay took it; the bank settles it later and the refund.processed (or .failed) webhook says so.
      // (Without a webhook secret no such webhook can be trusted: a pending refund is recorded as made.)
      const [sent] = await db
        .update(refunds)
        .set({ state: "sent", providerRefundId: refund.id, claimedAt: null, lastError: null })
        .where(stillClaimed)
        .returning();
      return sent ?? (await db.select().from(refunds).where(eq(refunds.id, claimed.id)))[0];
    }
    return await db.transaction(async (tx) => {
      const [done] = await tx.update(refunds).set(processedAs(refund.id)).where(stillClaimed).returning();
      if (done) {
        await recordRefunded(tx, done, "to your original payment method", ctx.settings, {
          actor: "payment",
          userId: null,
        });
      }
      return done;
    });
  } catch (error) {
    ctx.logger?.error({ err: error, returnId }, "refund not made");
    const message = error instanceof Error ? error.message : String(error);
    const [failed] = await db
      .update(refunds)
      .set({ state: "failed", lastError: message.slice(0, 500), claimedAt: null })
      .where(stillClaimed)
      .returning();
    return failed;
  }
}

/** The parts of Razorpay's refund entity (a refund.processed or refund.failed webhook's) that the store reads. */
export interface GatewayRefundEvent {
  event: "refund.processed" | "refund.failed";
  refundId: string;
  paymentId: string;
  receipt: string | null;
  amountPaise: number | undefined;
}

/**
 * A refund.processed or refund.failed webhook, applied in the webhook's transaction (which also records
 * its event id, so a repeat changes nothing). The refund is found by the gateway's id, or by our receipt
 * (unique per return: an answer never recorded, or a retry's new refund); its row is locked. Processed: a refund not yet done becomes
 * `processed`, with its "Refunded" event and e-mail (written once: only a row not yet processed moves).
 * Failed: a refund the gateway had accepted (`sent`, or still `pending` under a claim) becomes `failed`
 * with the reason, for the staff's "Retry refund"; a refund already recorded as processed is left alone.
 * Refunds that are not a return's (another application's, or an extra payment's) are ignored.
 */
export async function applyRefundEvent(
  tx: Tx,
  settings: ReturnsContext["settings"],
  refund: GatewayRefundEvent,
  logger?: Logger,
): Promise<"processed" | "ignored"> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(
      or(
        eq(refunds.providerRefundId, refund.refundId),
        refund.receipt ? eq(refunds.receipt, refund.receipt) : undefined,
      ),
    )
    .for("update");
  if (!row) return "ignored";
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  if (order?.providerPaymentId !== refund.paymentId) {
    logger?.error({ refundId: refund.refundId, returnId: row.returnId }, "refund webhook names another payment");
    return "ignored";
  }
  if (refund.event === "refund.processed") {
    if (!["pending", "sent", "failed"].includes(row.state)) return "ignored";
    const [done] = await tx.update(refunds).set(processedAs(refund.refundId)).where(eq(refunds.id, row.id)).returning();
    await recordRefunded(tx, done!, "to your original payment method", settings, { actor: "payment", userId: null });
    return "processed";
  }
  // A late failure of an earlier attempt (the staff retried since, as a new refund) changes nothing.
  if (row.providerRefundId && row.providerRefundId !== refund.refundId) return "ignored";
  if (row.state !== "sent" && row.state !== "pending") {
    if (row.state === "processed") {
      logger?.error({ refundId: refund.refundId, returnId: row.returnId }, "refund.failed for a processed refund");
    }
    return "ignored";
  }
  await tx
    .update(refunds)
    .set({
      state: "failed",
      providerRefundId: refund.refundId,
      lastError: `Razorpay reports refund ${refund.refundId} failed`,
      claimedAt: null,
    })
    .where(eq(refunds.id, row.id));
  return "processed";
}

/** The staff try a failed online refund again (the same exactly-once path). */
export async function retryRefund(ctx: ReturnsContext, id: number): Promise<StaffReturnView> {
  if (!validId(id)) throw notFound("Return not found");
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.returnId, id));
  if (!refund) throw notFound("This return has no refund yet");
  if (refund.state !== "failed" && refund.state !== "pending") {
    throw new HttpError(409, `The refund is already "${REFUND_STATE_LABELS[refund.state]}"`);
  }
  await processRefund(ctx, id);
  return staffReturn(ctx.db, id);
}

export const payoutPaidSchema = z.object({
  reference: z
    .string({ error: "Payment reference (UTR) is required" })
    .trim()
    .min(4, "Payment reference (UTR) must be 4 to 40 letters or digits")
    .max(40, "Payment reference (UTR) must be 4 to 40 letters or digits")
    .regex(/^[A-Za-z0-9-]+$/, "Payment reference (UTR) must be 4 to 40 letters or digits"),
});

/** Cash on delivery: the staff paid the refund to the shopper's UPI ID or account (once; 409 after). */
export async function markPayoutPaid(
  ctx: ReturnsContext,
  id: number,
  input: unknown,
  staffUserId: number | null,
  /** Who, for the audit log (by default the account of `staffUserId`, its e-mail unrecorded). */
  actor: Actor = { id: staffUserId, email: "" },
): Promise<StaffReturnView> {
  const { reference } = parseInput(payoutPaidSchema, input);
  if (!validId(id)) throw notFound("Return not found");
  await ctx.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.returnId, id)).for("update");
    if (!refund) throw new HttpError(409, "The return must be received before its refund is paid out");
    if (refund.state !== "awaiting_payout") {
      throw new HttpError(409, `The refund is already "${REFUND_STATE_LABELS[refund.state]}"`);
    }
    const [paid] = await tx
      .update(refunds)
      .set({ state: "paid_out", payoutReference: reference, completedAt: sql`now()` })
      .where(eq(refunds.id, refund.id))
      .returning();
    const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id));
    const to = request?.payout ? describePayout(request.payout) : "your account";
    await recordRefunded(tx, paid!, `to ${to} (reference ${reference})`, ctx.settings, {
      actor: "staff",
      userId: staffUserId,
    });
    await recordChange(tx, actor, {
      kind: "return.refund",
      entityType: "return",
      entityId: id,
      entityLabel: `Refund of ${formatPaise(paid!.amountPaise)}`,
      before: { refund: refund.state },
      after: { refund: "paid_out", reference },
    });
  });
  return staffReturn(ctx.db, id);
}
