// The dashboard's returns: of the pieces delivered on the period's orders, how many were asked back (a
// return or an exchange, unless the staff rejected it), by category, and why.
import { sql } from "drizzle-orm";
import { share, type DashboardPeriod } from "@rules/dashboard-period";
import type { CategoryReturns, ReturnReasonCount } from "@rules/dashboard";
import type { Db } from "../db/client";
import { isCurrent, rowsOf, within, withinEither } from "./spans";

/**
 * Each category's delivered and returned pieces in the period and the one before. Orders are counted by
 * when they were placed, so a period's rate can still rise while its orders' return windows are open.
 */
export async function returnsByCategory(db: Db, period: DashboardPeriod) {
  const createdAt = sql`o.created_at`;
  const rows = await rowsOf<{ current: boolean; category: string; delivered: number; returned: number }>(
    db,
    sql`select ${isCurrent(createdAt)(period)} as current, p.category,
          sum(l.quantity)::int as delivered, coalesce(sum(least(coalesce(r.pieces, 0), l.quantity)), 0)::int as returned
        from orders o
          join order_lines l on l.order_id = o.id
          join products p on p.id = l.product_id
          left join lateral (
            select sum(rl.quantity) as pieces
            from return_lines rl join return_requests rr on rr.id = rl.return_id
            where rl.order_line_id = l.id and rr.status <> 'rejected'
          ) r on true
        where o.status = 'delivered' and ${withinEither(createdAt, period)}
        group by 1, 2`,
  );
  const total = (current: boolean) => {
    const mine = rows.filter((row) => row.current === current);
    const delivered = mine.reduce((sum, row) => sum + row.delivered, 0);
    const returned = mine.reduce((sum, row) => sum + row.returned, 0);
    return share(returned, delivered);
  };
  const categories: CategoryReturns[] = rows
    .filter((row) => row.current)
    .map((row) => ({
      category: row.category,
      delivered: row.delivered,
      returned: row.returned,
      rate: share(row.returned, row.delivered),
      topReasons: [],
    }))
    .sort((a, b) => b.rate - a.rate || b.returned - a.returned || a.category.localeCompare(b.category));
  return { categories, rate: { current: total(true), previous: total(false) } };
}

/** Why the period's orders' pieces were asked back, by category: the commonest reason first. */
export async function returnReasons(db: Db, period: DashboardPeriod) {
  return rowsOf<ReturnReasonCount & { category: string }>(
    db,
    sql`select p.category, rl.reason, sum(rl.quantity)::int as pieces
        from orders o
          join return_requests rr on rr.order_id = o.id
          join return_lines rl on rl.return_id = rr.id
          join order_lines l on l.id = rl.order_line_id
          join products p on p.id = l.product_id
        where o.status = 'delivered' and rr.status <> 'rejected' and ${within(sql`o.created_at`, period.current)}
        group by p.category, rl.reason
        order by pieces desc, p.category, rl.reason`,
  );
}

/** The reasons of every category together, the commonest first. */
export function allReasons(rows: (ReturnReasonCount & { category: string })[]): ReturnReasonCount[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.reason, (totals.get(row.reason) ?? 0) + row.pieces);
  return [...totals]
    .map(([reason, pieces]) => ({ reason, pieces }))
    .sort((a, b) => b.pieces - a.pieces || a.reason.localeCompare(b.reason));
}
