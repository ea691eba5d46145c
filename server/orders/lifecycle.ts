import { and, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { orders, type OrderRow } from "../db/schema";
import { recordOrderEvent } from "./events";
import type { Tx } from "../db/client";
import { orderHoldings, returnStock, takeStock, type TakeResult } from "./stock";
import { releaseCouponUse, retakeCouponUse } from "../coupons/coupons";
import { canMove, ORDER_STATUS, type OrderActor, type OrderStatus } from "@rules/order-status";

export type MoveResult =
  | { ok: true; order: OrderRow }
  /** The move needed the order's goods again and one of them is short: nothing changed. */
  | { ok: false; short: Extract<TakeResult, { ok: false }> };

/**
 * The one way a placed order's status changes, in the caller's transaction with the order's row locked
 * (`select ... for update`): the move is checked against the table in rules/order-status.ts, the goods
 * follow the statuses' `holdsStock` (given back when a move stops holding them, taken again when one
 * starts; a coupon code's use moves with them), and the move is written to the order's timeline. Callers check the move first when they owe
 * the shopper or staff a message; a move the table does not allow here is a programming error.
 */
export async function transitionOrder(
  tx: Tx,
  order: Pick<OrderRow, "id" | "status" | "paymentMethod">,
  to: OrderStatus,
  by: OrderActor,
  options: {
    /** Other columns the move writes (the payment's id, the carrier, why a payment failed). */
    columns?: Omit<PgUpdateSetSource<typeof orders>, "id" | "status">;
    /** Shown on the timeline with the move. */
    note?: string | null;
  } = {},
): Promise<MoveResult> {
  if (!canMove(order.status, to, by, order.paymentMethod)) {
    throw new Error(`${by} cannot move order ${order.id} from ${order.status} to ${to}`);
  }
  const held = ORDER_STATUS[order.status].holdsStock;
  const holds = ORDER_STATUS[to].holdsStock;
  if (!held && holds) {
    const taken = await takeStock(tx, await orderHoldings(tx, order.id));
    if (!taken.ok) return { ok: false, short: taken };
  }
  if (held && !holds) await returnStock(tx, await orderHoldings(tx, order.id));
  // A code's use follows the goods: given back with them, taken again with them.
  if (held && !holds) await releaseCouponUse(tx, order.id);
  if (!held && holds) await retakeCouponUse(tx, order.id);
  const [moved] = await tx
    .update(orders)
    .set({ ...options.columns, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  // The row is locked by the caller, so its status cannot have changed since it was read.
  if (!moved) throw new Error(`Order ${order.id} was moved while locked`);
  await recordOrderEvent(tx, order.id, to, by, options.note ?? null);
  return { ok: true, order: moved };
}
