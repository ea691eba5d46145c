// The dashboard's sales: orders and what they came to, refunds, carts that became orders, the chart's
// buckets, and what sold most. Each query reads the period and the one before in one scan where both are
// shown.
import { sql } from "drizzle-orm";
import { periodDays, type DashboardPeriod } from "@rules/dashboard-period";
import {
  DASHBOARD_LIST_SIZE,
  type CartFigures,
  type SeriesPoint,
  type SizeSold,
  type TopProduct,
} from "@rules/dashboard";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { byPeriod, isCurrent, saleStatus, within, withinEither } from "./spans";

export interface SalesTotals {
  orders: number;
  sales: number;
  discounts: number;
  cod: number;
}

interface BucketRow extends SalesTotals {
  current: boolean;
  /** The hour or day of its period: 0 for the first. */
  bucket: number;
  /** Orders placed from a cart (a cart that became an order), whatever became of them but an unpaid one. */
  cartOrders: number;
}

/**
 * The orders of both periods, bucket by bucket (hours of a single day, else days, in India's time), in one
 * scan of the orders' index on when they were placed: the totals, the chart and the ordered carts add them up.
 */
export async function salesBuckets(db: Db, period: DashboardPeriod): Promise<BucketRow[]> {
  const createdAt = sql`o.created_at`;
  // Both periods start at a midnight in India, so a bucket is the hours or days since its period's start:
  // plain arithmetic on the instant, cheaper than formatting each order's date in a time zone, and in double
  // precision (date_part), cheaper than extract's numeric; a microsecond's instant stays on its side of a
  // bucket's edge at that precision.
  const seconds = period.bucket === "hour" ? 3600 : 86_400;
  const startOf = (span: { start: Date }) => sql.raw(String(span.start.getTime() / 1000));
  const sale = saleStatus(sql`o.status`);
  return rowsOf<BucketRow>(
    db,
    sql`select ${isCurrent(createdAt)(period)} as current,
          floor((date_part('epoch', o.created_at) - case when ${isCurrent(createdAt)(period)}
            then ${startOf(period.current)} else ${startOf(period.previous)} end) / ${sql.raw(String(seconds))})::int
            as bucket,
          (count(*) filter (where ${sale}))::int as orders,
          coalesce(sum(o.total_paise) filter (where ${sale}), 0)::float8 as sales,
          coalesce(sum(o.discount_paise + o.shipping_discount_paise) filter (where ${sale}), 0)::float8 as discounts,
          (count(*) filter (where ${sale} and o.payment_method = 'cod'))::int as cod,
          (count(*) filter (where o.from_cart and o.status not in ('pending_payment', 'payment_failed')))::int
            as "cartOrders"
        from orders o
        where ${withinEither(createdAt, period)}
        group by 1, 2`,
  );
}

/** Each period's sales: how many, what they came to, the codes' discounts and how many were cash on delivery. */
export function salesTotals(rows: BucketRow[]): { current: SalesTotals; previous: SalesTotals } {
  const total = (current: boolean) =>
    rows
      .filter((row) => row.current === current)
      .reduce(
        (sum, row) => ({
          orders: sum.orders + row.orders,
          sales: sum.sales + row.sales,
          discounts: sum.discounts + row.discounts,
          cod: sum.cod + row.cod,
        }),
        { orders: 0, sales: 0, discounts: 0, cod: 0 },
      );
  return { current: total(true), previous: total(false) };
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
 * Open carts of each period: the owners who added a line to a cart still open in it (decision 041), read
 * from the index on when lines were added, which carries the owner.
 */
export async function openCarts(db: Db, period: DashboardPeriod): Promise<{ current: number; previous: number }> {
  const addedAt = sql`c.created_at`;
  const rows = await rowsOf<{ current: boolean; count: number }>(
    db,
    sql`select ${isCurrent(addedAt)(period)} as current, count(distinct c.owner)::int as count
        from cart_items c
        where ${withinEither(addedAt, period)}
        group by 1`,
  );
  const { current, previous } = byPeriod(rows);
  return { current: current?.count ?? 0, previous: previous?.count ?? 0 };
}

/** The carts of each period and how many became orders. */
export function cartTotals(
  rows: BucketRow[],
  open: { current: number; previous: number },
): { current: CartFigures; previous: CartFigures } {
  const figures = (current: boolean): CartFigures => {
    const ordered = rows.filter((row) => row.current === current).reduce((sum, row) => sum + row.cartOrders, 0);
    return { carts: ordered + (current ? open.current : open.previous), ordered };
  };
  return { current: figures(true), previous: figures(false) };
}

/** The period's sales bucket by bucket beside the same bucket of the period before: every bucket, 0 when none. */
export function salesSeries(rows: BucketRow[], period: DashboardPeriod): SeriesPoint[] {
  const empty = (label: string): SeriesPoint => ({ label, orders: 0, sales: 0, previousOrders: 0, previousSales: 0 });
  if (period.bucket === "hour") {
    const points = Array.from({ length: 24 }, (_, hour) => empty(`${String(hour).padStart(2, "0")}:00`));
    for (const row of rows) addTo(points[row.bucket], row);
    return points;
  }
  const points = periodDays(period.from, period.to).map(empty);
  for (const row of rows) addTo(points[row.bucket], row);
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
  // One read, by product and size, of the period's lines from their index on when their orders were placed,
  // kept to the sales by a hash of the period's sale orders' ids; the lists are added up from it.
  const rows = await rowsOf<{ productId: number; size: string; pieces: number; sales: number }>(
    db,
    sql`select l.product_id as "productId", l.size, sum(l.quantity)::int as pieces,
          sum(l.line_total_paise - l.discount_paise)::float8 as sales
        from order_lines l
        where ${within(sql`l.placed_at`, period.current)} and l.order_id in (
          select o.id from orders o where ${within(sql`o.created_at`, period.current)} and ${saleStatus(sql`o.status`)}
        )
        group by l.product_id, l.size`,
  );
  const products = new Map<number, TopProduct>();
  const sizes = new Map<string, number>();
  for (const row of rows) {
    const product = products.get(row.productId);
    if (product) {
      product.pieces += row.pieces;
      product.sales += row.sales;
    } else {
      products.set(row.productId, { productId: row.productId, name: "", pieces: row.pieces, sales: row.sales });
    }
    sizes.set(row.size, (sizes.get(row.size) ?? 0) + row.pieces);
  }
  const top = [...products.values()]
    .sort((a, b) => b.pieces - a.pieces || b.sales - a.sales || a.productId - b.productId)
    .slice(0, DASHBOARD_LIST_SIZE);
  // The products' names as they are now (the staff's list shows them so), for the few shown.
  if (top.length) {
    const names = await rowsOf<{ id: number; name: string }>(
      db,
      sql`select id, name from products where id in (${sql.join(
        top.map((product) => sql`${product.productId}`),
        sql`, `,
      )})`,
    );
    for (const product of top) product.name = names.find((row) => row.id === product.productId)?.name ?? "";
  }
  return {
    topProducts: top,
    sizes: [...sizes]
      .map(([size, pieces]) => ({ size, pieces }))
      .sort((a, b) => b.pieces - a.pieces || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0)),
  };
}
