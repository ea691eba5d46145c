import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import type { OrderView } from "@rules/order-status";
import { eventsByOrder } from "./events";
import { linesByOrder, toOrderView } from "./orders";

/** How many orders "My Orders" shows (the most recent). */
export const ORDER_HISTORY_LIMIT = 50;

/**
 * The orders a signed-in account placed, newest first, each with its lines and timeline: three queries whatever the
 * number of orders.
 */
export async function listOrdersForUser(db: Db, userId: number, limit = ORDER_HISTORY_LIMIT): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const [lines, events] = await Promise.all([linesByOrder(db, ids), eventsByOrder(db, ids)]);
  return rows.map((row) => toOrderView(row, lines.get(row.id) ?? [], events.get(row.id) ?? []));
}
