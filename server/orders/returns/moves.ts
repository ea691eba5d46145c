// The staff move a return or an exchange through its statuses: stock, refund, event and e-mail in one
// transaction.
import { and, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "../../db/client";
import { emailOutbox, orderLines, orders, refunds, returnRequests } from "../../db/schema";
import { HttpError, notFound } from "../../http/errors";
import { parseInput } from "../../http/parse";
import { recordOrderEvent } from "../events";
import { returnStock, stockMessage, takeStock } from "../stock";
import { trackedWhen, trackingField } from "@rules/staff-schema";
import { optionalText } from "@rules/zod";
import {
  RETURN_STATUSES,
  describePayout,
  returnEventKind,
  returnMoveProblem,
  type StaffReturnView,
} from "@rules/returns";
import {
  fixLineRefunds,
  replacementHoldings,
  requestDetails,
  unitsByLine,
  validId,
  type ReturnsContext,
} from "./details";
import { moveLetter, returnEmail } from "./letters";
import { processRefund } from "./refunds";
import { staffReturn } from "./views";
import { recordChange, type Actor } from "../../audit/audit";

export const returnMoveSchema = z
  .object({
    status: z.enum(RETURN_STATUSES, { error: `Status must be one of ${RETURN_STATUSES.join(", ")}` }),
    note: optionalText("Note", 300),
    carrier: trackingField("Carrier"),
    trackingNumber: trackingField("Tracking number"),
  })
  .superRefine(trackedWhen("replacement_shipped"));

/**
 * Whether receiving return `returnId` brings back every unit the order bought: with the returns already
 * received, its lines cover each order line's whole quantity. Exchanges do not count (their replacement
 * is delivered, so the order was not given back). The caller holds the order's lock.
 */
async function completesWholeOrder(tx: Tx, orderId: number, returnId: number): Promise<boolean> {
  const [lines, returned] = await Promise.all([
    tx
      .select({ id: orderLines.id, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId)),
    unitsByLine(
      tx,
      and(
        eq(returnRequests.orderId, orderId),
        eq(returnRequests.kind, "return"),
        or(eq(returnRequests.status, "received"), eq(returnRequests.id, returnId)),
      ),
    ),
  ]);
  return lines.length > 0 && lines.every((line) => (returned.get(line.id) ?? 0) >= line.quantity);
}

/**
 * The staff move a return or an exchange (RETURN_TRANSITIONS; 409 otherwise). The request's row is
 * locked, so a double submission finds it already moved (409) and nothing happens twice; every stock move
 * and e-mail is written in that one transaction. Approving an exchange reserves its new sizes through the
 * stock module (409 and nothing changes when one is short); cancelling it gives them back; receiving gives
 * the sent-back size's stock back and, for a return, opens its refund (one per return), made through the
 * gateway after the transaction (processRefund) for an online payment; shipping an exchange's replacement
 * records its carrier and tracking number.
 */
export async function moveReturn(
  ctx: ReturnsContext,
  id: number,
  input: unknown,
  staffUserId: number | null,
  /** Who, for the audit log (by default the account of `staffUserId`, its e-mail unrecorded). */
  actor: Actor = { id: staffUserId, email: "" },
): Promise<StaffReturnView> {
  const move = parseInput(returnMoveSchema, input);
  const { status, note } = move;
  if (!validId(id)) throw notFound("Return not found");
  const { db, settings } = ctx;
  let refundToMake = false;
  await db.transaction(async (tx) => {
    let payoutDue: { amountPaise: number; shippingPaise: number; payout: string } | undefined;
    const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for("update");
    if (!row) throw notFound("Return not found");
    const problem = returnMoveProblem(row.kind, row.status, status);
    if (problem) throw new HttpError(409, problem);
    // The order is locked too: two returns of one order received at once are judged one after the other,
    // so exactly one of them is the one that completes a whole-order return (and refunds the shipping).
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for("update");
    const [details] = await requestDetails(tx, [row]);
    const exchange = row.kind === "exchange";

    if (exchange && status === "approved") {
      const taken = await takeStock(tx, replacementHoldings(details!));
      if (!taken.ok) throw new HttpError(409, `Cannot reserve the new size: ${stockMessage(taken)}`);
    }
    if (exchange && status === "cancelled") await returnStock(tx, replacementHoldings(details!));
    if (status === "received") {
      // The sent-back units, in the size that was bought.
      await returnStock(
        tx,
        details!.lines.map((line) => ({
          productId: line.productId,
          variantId: line.variantId,
          quantity: line.quantity,
        })),
      );
    }
    if (status === "received" && !exchange) {
      const shippingPaise =
        order!.shippingPaise > 0 && (await completesWholeOrder(tx, order!.id, id)) ? order!.shippingPaise : 0;
      const amountPaise = (await fixLineRefunds(tx, details!)) + shippingPaise;
      await tx.insert(refunds).values({
        returnId: id,
        orderId: order!.id,
        amountPaise,
        shippingPaise,
        state: order!.paymentMethod === "online" ? "pending" : "awaiting_payout",
        receipt: `return-${id}`,
      });
      refundToMake = order!.paymentMethod === "online";
      if (!refundToMake) {
        payoutDue = { amountPaise, shippingPaise, payout: row.payout ? describePayout(row.payout) : "your account" };
      }
    }

    const noted = status === "rejected" || status === "cancelled" ? (note ?? null) : null;
    await tx
      .update(returnRequests)
      .set({
        status,
        updatedAt: sql`now()`,
        ...(noted !== null && { staffNote: noted }),
        ...(status === "replacement_shipped" && { carrier: move.carrier!, trackingNumber: move.trackingNumber! }),
      })
      .where(eq(returnRequests.id, id));
    const eventNote =
      status === "replacement_shipped" ? `${move.carrier} · tracking number ${move.trackingNumber}` : noted;
    await recordOrderEvent(tx, order!.id, order!.status, "staff", eventNote, {
      returnId: id,
      returnStatus: returnEventKind(row.kind, status),
      byUserId: staffUserId,
    });
    await recordChange(tx, actor, {
      kind: "return.decision",
      entityType: "return",
      entityId: id,
      entityLabel: `${order!.orderNumber} · ${row.kind}`,
      before: { status: row.status },
      after: { status, ...(noted !== null && { note: noted }) },
    });
    const letter = moveLetter(row, status, details!, move, settings.storeName, payoutDue);
    if (letter) await tx.insert(emailOutbox).values(returnEmail(order!, letter.subject, letter.middle, settings));
  });
  if (refundToMake) await processRefund(ctx, id);
  return staffReturn(db, id);
}
