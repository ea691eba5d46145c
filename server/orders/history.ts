import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, orders } from "../db/schema";
import type { OrderView } from "~/lib/order-status";
import { toOrderView } from "./orders";

/** How many orders "My Orders" shows (the most recent). */
export const ORDER_HISTORY_LIMIT = 50;

/**
 * The orders a signed-in account placed, newest first, each with its lines: two queries whatever the
 * number of orders.
 */
export async function listOrdersForUser(db: Db, userId: number, limit = ORDER_HISTORY_LIMIT): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return rows.map((row) => toOrderView(row, linesOf.get(row.id) ?? []));
}
