// What needs the owner now, whatever the period: sales past their promised delivery day and not
// delivered, and sizes of colours running out.
import { sql } from "drizzle-orm";
import { daysLate } from "@rules/dashboard-period";
import { DASHBOARD_LIST_SIZE, LOW_STOCK_AT, type LateOrder, type LowStockVariant } from "@rules/dashboard";
import { ORDER_AWAITING_DELIVERY } from "@rules/order-status";
import type { Db } from "../db/client";
import { sqlList } from "../db/schema/sql-list";
import { rowsOf } from "../db/rows-of";

/** Written as constants, not parameters, so the partial index on late orders answers (migration 0039). */
const undelivered = sql`o.status in (${sqlList([...ORDER_AWAITING_DELIVERY])})`;

/** Late orders (rules/order-status.ts isLate: on their way, their promised day before today), the longest overdue first. */
export async function lateDeliveries(db: Db, today: string): Promise<{ count: number; orders: LateOrder[] }> {
  const late = sql`${undelivered} and o.deliver_by < ${today}::date`;
  const [counted, rows] = await Promise.all([
    rowsOf<{ count: number }>(db, sql`select count(*)::int as count from orders o where ${late}`),
    rowsOf<Omit<LateOrder, "daysLate">>(
      db,
      sql`select o.order_number as "orderNumber", to_char(o.deliver_by, 'YYYY-MM-DD') as "deliverBy", o.status,
            o.payment_method as "paymentMethod", o.total_paise as total
          from orders o where ${late}
          order by o.deliver_by, o.id
          limit ${DASHBOARD_LIST_SIZE}`,
    ),
  ]);
  return {
    count: counted[0]?.count ?? 0,
    orders: rows.map((row) => ({ ...row, daysLate: daysLate(row.deliverBy, today) })),
  };
}

/** Sizes of colours of products on sale (not hidden) with LOW_STOCK_AT pieces or fewer, the fewest first. */
export async function lowStock(db: Db): Promise<{ count: number; variants: LowStockVariant[] }> {
  const low = sql`product_variants v join products p on p.id = v.product_id
    where v.stock <= ${sql.raw(String(LOW_STOCK_AT))} and not p.hidden`;
  const [counted, variants] = await Promise.all([
    rowsOf<{ count: number }>(db, sql`select count(*)::int as count from ${low}`),
    rowsOf<LowStockVariant>(
      db,
      sql`select v.id as "variantId", p.id as "productId", p.name, c.name as colour, v.size, v.stock
          from product_variants v
            join products p on p.id = v.product_id
            join product_colours c on c.id = v.colour_id
          where v.stock <= ${sql.raw(String(LOW_STOCK_AT))} and not p.hidden
          order by v.stock, p.name, c.position, v.id
          limit ${DASHBOARD_LIST_SIZE}`,
    ),
  ]);
  return { count: counted[0]?.count ?? 0, variants };
}
