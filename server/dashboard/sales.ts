// The dashboard's sales: orders and what they came to, refunds, carts that became orders, the chart's
// buckets, and what sold most. Each query reads the period and the one before in one scan where both are
// shown.
import { sql } from "drizzle-orm";
import { daysBetween, periodDays, type DashboardPeriod } from "@rules/dashboard-period";
import {
  DASHBOARD_LIST_SIZE,
  type CartFigures,
  type SeriesPoint,
  type SizeSold,
  type TopProduct,
} from "@rules/dashboard";
import type { Db } from "../db/client";
import { byPeriod, isCurrent, rowsOf, saleStatus, within, withinEither } from "./spans";

export interface SalesTotals {
  orders: number;
  sales: number;
  discounts: number;
  cod: number;
}

const noSales: SalesTotals = { orders: 0, sales: 0, discounts: 0, cod: 0 };

/** Sales of each period: how many, what they came to, the codes' discounts and how many were cash on delivery. */
export async function salesTotals(db: Db, period: DashboardPeriod) {
  const createdAt = sql`o.created_at`;
  const rows = await rowsOf<SalesTotals & { current: boolean }>(
    db,
    sql`select ${isCurrent(createdAt)(period)} as current,
          count(*)::int as orders,
          coalesce(sum(o.total_paise), 0)::float8 as sales,
          coalesce(sum(o.discount_paise + o.shipping_discount_paise), 0)::float8 as discounts,
          (count(*) filter (where o.payment_method = 'cod'))::int as cod
        from orders o
        where ${withinEither(createdAt, period)} and ${saleStatus(sql`o.status`)}
        group by 1`,
  );
  const { current, previous } = byPeriod(rows);
  return { current: current ?? noSales, previous: previous ?? noSales };
}

/** Refunds of returns received in each period (each refund counts when it is made, whatever its state). */
export async function refundTotals(db: Db, period: DashboardPeriod) {
  const createdAt = sql`r.created_at`;
  const rows = await rowsOf<{ current: boolean; refunds: number }>(
    db,
    sql`select ${isCurrent(createdAt)(period)} as current, coalesce(sum(r.amount_paise), 0)::float8 as refunds
        from refunds r where ${withinEither(createdAt, period)} group by 1`,
  );
  const { current, previous } = byPeriod(rows);
  return { current: current?.refunds ?? 0, previous: previous?.refunds ?? 0 };
}

/**
 * Carts of each period and how many became orders (decision 041). An ordered cart is emptied, so a cart is
 * counted either as the order it became (placed from the cart in the period, and paid when paid online) or,
 * still open, by its first line added in the period.
 */
export async function cartTotals(
  db: Db,
  period: DashboardPeriod,
): Promise<{ current: CartFigures; previous: CartFigures }> {
  const orderedAt = sql`o.created_at`;
  const addedAt = sql`c.created_at`;
  const [ordered, open] = await Promise.all([
    rowsOf<{ current: boolean; count: number }>(
      db,
      sql`select ${isCurrent(orderedAt)(period)} as current, count(*)::int as count
          from orders o
          where o.from_cart and ${withinEither(orderedAt, period)}
            and o.status not in ('pending_payment', 'payment_failed')
          group by 1`,
    ),
    // An open cart's first line: no line of the same owner was added before it.
    rowsOf<{ current: boolean; count: number }>(
      db,
      sql`select ${isCurrent(addedAt)(period)} as current, count(distinct c.owner)::int as count
          from cart_items c
          where ${withinEither(addedAt, period)}
            and not exists (select 1 from cart_items e where e.owner = c.owner and e.created_at < c.created_at)
          group by 1`,
    ),
  ]);
  const figures = (current: boolean): CartFigures => {
    const orderedCount = ordered.find((row) => row.current === current)?.count ?? 0;
    const openCount = open.find((row) => row.current === current)?.count ?? 0;
    return { carts: orderedCount + openCount, ordered: orderedCount };
  };
  return { current: figures(true), previous: figures(false) };
}

/**
 * The period's sales bucket by bucket (hours of a single day, else days, in India's time), beside the same
 * bucket of the period before: every bucket is there, 0 when nothing sold.
 */
export async function salesSeries(db: Db, period: DashboardPeriod): Promise<SeriesPoint[]> {
  const createdAt = sql`o.created_at`;
  const format = period.bucket === "hour" ? "HH24" : "YYYY-MM-DD";
  const rows = await rowsOf<{ current: boolean; bucket: string; orders: number; sales: number }>(
    db,
    sql`select ${isCurrent(createdAt)(period)} as current,
          to_char(o.created_at at time zone 'Asia/Kolkata', ${sql.raw(`'${format}'`)}) as bucket,
          count(*)::int as orders, coalesce(sum(o.total_paise), 0)::float8 as sales
        from orders o
        where ${withinEither(createdAt, period)} and ${saleStatus(sql`o.status`)}
        group by 1, 2`,
  );
  if (period.bucket === "hour") {
    const points = Array.from({ length: 24 }, (_, hour) => ({
      label: `${String(hour).padStart(2, "0")}:00`,
      orders: 0,
      sales: 0,
      previousOrders: 0,
      previousSales: 0,
    }));
    for (const row of rows) addTo(points[Number(row.bucket)], row);
    return points;
  }
  const points = periodDays(period.from, period.to).map((day) => ({
    label: day,
    orders: 0,
    sales: 0,
    previousOrders: 0,
    previousSales: 0,
  }));
  for (const row of rows) {
    const index = daysBetween(row.current ? period.from : period.previousFrom, row.bucket);
    addTo(points[index], row);
  }
  return points;
}

function addTo(point: SeriesPoint | undefined, row: { current: boolean; orders: number; sales: number }) {
  if (!point) return;
  if (row.current) {
    point.orders += row.orders;
    point.sales += row.sales;
  } else {
    point.previousOrders += row.orders;
    point.previousSales += row.sales;
  }
}

/** The period's best sellers by pieces (then by what they came to), and the pieces sold of every size. */
export async function bestSellers(
  db: Db,
  period: DashboardPeriod,
): Promise<{ topProducts: TopProduct[]; sizes: SizeSold[] }> {
  const createdAt = sql`o.created_at`;
  const sold = sql`orders o join order_lines l on l.order_id = o.id
    where ${within(createdAt, period.current)} and ${saleStatus(sql`o.status`)}`;
  const [topProducts, sizes] = await Promise.all([
    rowsOf<TopProduct>(
      db,
      sql`select l.product_id as "productId", min(l.name) as name, sum(l.quantity)::int as pieces,
            sum(l.line_total_paise - l.discount_paise)::float8 as sales
          from ${sold}
          group by l.product_id
          order by pieces desc, sales desc, l.product_id
          limit ${DASHBOARD_LIST_SIZE}`,
    ),
    rowsOf<SizeSold>(
      db,
      sql`select l.size, sum(l.quantity)::int as pieces from ${sold} group by l.size order by pieces desc, l.size`,
    ),
  ]);
  return { topProducts, sizes };
}
