// The dashboard's returns: of the pieces delivered on the period's orders, how many were asked back (a
// return or an exchange, unless the staff rejected it), by category, and why.
import { sql } from "drizzle-orm";
import { share, type DashboardPeriod, type Span } from "@rules/dashboard-period";
import type { CategoryReturns, ReturnReasonCount } from "@rules/dashboard";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { within, withinEither } from "./spans";

/**
 * Each category's delivered and returned pieces in the period and the one before. Orders are counted by
 * when they were placed, so a period's rate can still rise while its orders' return windows are open.
 */
export async function returnsByCategory(db: Db, period: DashboardPeriod) {
  const delivered = (o: string) =>
    sql`${sql.raw(o)}.status = 'delivered' and ${withinEither(sql.raw(`${o}.created_at`), period)}`;
  // Each period's lines are read from their index on when their orders were placed, kept to its delivered
  // orders by a hash of their ids. A period each, not both at once: an OR of the two periods makes the
  // planner expect a sixth of the rows and look each line up one at a time.
  const linesOf = (span: Span, current: boolean) =>
    sql`select ${sql.raw(String(current))} as current, p.category, sum(l.quantity)::int as delivered,
          coalesce(sum(least(coalesce(a.pieces, 0), l.quantity)), 0)::int as returned
        from order_lines l
          join products p on p.id = l.product_id
          left join asked a on a.order_line_id = l.id
        where ${within(sql`l.placed_at`, span)} and l.order_id in (
          select d.id from orders d where d.status = 'delivered' and ${within(sql`d.created_at`, span)}
        )
        group by p.category`;
  // The pieces asked back are summed per line first, from the requests of those orders alone.
  const rows = await rowsOf<{ current: boolean; category: string; delivered: number; returned: number }>(
    db,
    sql`with asked as (
          select rl.order_line_id, sum(rl.quantity) as pieces
          from orders o
            join return_requests rr on rr.order_id = o.id
            join return_lines rl on rl.return_id = rr.id
          where ${delivered("o")} and rr.status <> 'rejected'
          group by rl.order_line_id
        )
        ${linesOf(period.current, true)}
        union all
        ${linesOf(period.previous, false)}`,
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
