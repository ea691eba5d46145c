// What every dashboard query shares: the two stretches of time (the period and the one before) as SQL
// conditions, so one scan answers both.
import { sql, type SQL } from "drizzle-orm";
import type { DashboardPeriod, Span } from "@rules/dashboard-period";
import { SALE_STATUSES } from "@rules/dashboard";
import { sqlList } from "../db/schema/sql-list";

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The column falls within the span. */
export function within(column: SQL, span: Span): SQL {
  return sql`(${column} >= ${at(span.start)} and ${column} < ${at(span.end)})`;
}

/**
 * The column falls within the period or the one before. Both are inside one range, from the period before's
 * start to the period's end, said first: the planner reads that range of the column's index (from the index
 * alone where it covers the query) and drops the few rows between the two, where an OR of two ranges alone
 * makes it read every row's table page.
 */
export function withinEither(column: SQL, period: DashboardPeriod): SQL {
  const both = { start: period.previous.start, end: period.current.end };
  return sql`(${within(column, both)} and (${within(column, period.current)} or ${within(column, period.previous)}))`;
}

/** true for a row of the current period, false for one of the period before (with withinEither). */
export function isCurrent(column: SQL): (period: DashboardPeriod) => SQL {
  return (period) => sql`(${column} >= ${at(period.current.start)})`;
}

/** The order is a sale (rules/dashboard.ts). */
export const saleStatus = (status: SQL) => sql`${status} in (${sqlList(SALE_STATUSES)})`;

/** Both periods' values of a row keyed by `current`, 0 where a period has none. */
export function byPeriod<Row extends { current: boolean }>(rows: Row[]): { current?: Row; previous?: Row } {
  return { current: rows.find((row) => row.current), previous: rows.find((row) => !row.current) };
}
