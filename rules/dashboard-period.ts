// The owner's dashboard's periods: days in India's time (Asia/Kolkata, always UTC+05:30, no summer time),
// each compared with the period just before it. Pure arithmetic on instants, so the server and its tests
// agree on every boundary. Client-safe: no server imports.

export const DASHBOARD_PERIODS = ["today", "7d", "30d", "range"] as const;
export type DashboardPeriodKind = (typeof DASHBOARD_PERIODS)[number];

export const PERIOD_LABELS: Record<DashboardPeriodKind, string> = {
  today: "Today",
  "7d": "7 days",
  "30d": "30 days",
  range: "Chosen dates",
};

/** The longest range the dashboard reads at once: a year and a day (a leap year's whole year fits). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
/** India is UTC+05:30 the whole year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Which day it is in India at this instant, as YYYY-MM-DD. */
export function istDateOf(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a day (YYYY-MM-DD) starts in India: its midnight, 18:30 UTC the day before. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The day `days` after (or, negative, before) this one. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 when the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A stretch of time: from `start` (included) to `end` (excluded). */
export interface Span {
  start: Date;
  end: Date;
}

export interface DashboardPeriod {
  kind: DashboardPeriodKind;
  /** The first and last day, in India (both included). */
  from: string;
  to: string;
  /** Calendar days it spans. */
  days: number;
  /** What is read: the days' instants, cut at `now` when the period runs to today. */
  current: Span;
  /**
   * The period before, as long as the current one and cut the same way: today until 15:00 is compared
   * with yesterday until 15:00, never with the whole of yesterday.
   */
  previous: Span;
  /** The previous period's days (both included), for its label. */
  previousFrom: string;
  previousTo: string;
  /** Read by the hour (a single day) or by the day. */
  bucket: "hour" | "day";
}

export interface PeriodChoice {
  period?: string | null;
  from?: string | null;
  to?: string | null;
}

export class PeriodError extends Error {}

/** The range form's fields, checked: the first and last day, or why they cannot be read. */
function checkedRange(choice: PeriodChoice, today: string): { from: string; to: string } {
  const from = (choice.from ?? "").trim();
  const to = (choice.to ?? "").trim();
  if (!from || !to) throw new PeriodError("Choose both a first and a last day for the range");
  if (!isCalendarDay(from)) throw new PeriodError("The first day must be a date (YYYY-MM-DD)");
  if (!isCalendarDay(to)) throw new PeriodError("The last day must be a date (YYYY-MM-DD)");
  if (to < from) throw new PeriodError("The last day must not be before the first day");
  if (from > today) throw new PeriodError("The first day must not be after today");
  const last = to > today ? today : to;
  if (daysBetween(from, last) + 1 > MAX_RANGE_DAYS) {
    throw new PeriodError(`A range can be at most ${MAX_RANGE_DAYS} days`);
  }
  return { from, to: last };
}

/**
 * The period chosen (today, the last 7 or 30 days including today, or a range of days), at `now`, with the
 * period before it. Throws PeriodError, saying why, for a kind or range it cannot read.
 */
export function dashboardPeriod(choice: PeriodChoice, now: Date): DashboardPeriod {
  const today = istDateOf(now);
  const kind = (choice.period ?? "7d") as DashboardPeriodKind;
  if (!DASHBOARD_PERIODS.includes(kind)) {
    throw new PeriodError(`Period must be one of: ${DASHBOARD_PERIODS.join(", ")}`);
  }
  const { from, to } =
    kind === "range"
      ? checkedRange(choice, today)
      : { from: addDays(today, kind === "today" ? 0 : kind === "7d" ? -6 : -29), to: today };
  const days = daysBetween(from, to) + 1;
  const start = istDayStart(from);
  const dayEnd = istDayStart(addDays(to, 1));
  const end = dayEnd.getTime() > now.getTime() ? now : dayEnd;
  const previousStart = istDayStart(addDays(from, -days));
  return {
    kind,
    from,
    to,
    days,
    current: { start, end },
    previous: { start: previousStart, end: new Date(previousStart.getTime() + (end.getTime() - start.getTime())) },
    previousFrom: addDays(from, -days),
    previousTo: addDays(from, -1),
    bucket: days === 1 ? "hour" : "day",
  };
}

/** A figure beside its previous one: the difference, and the change in percent (null from nothing). */
export interface Change {
  current: number;
  previous: number;
  difference: number;
  /** Rounded to one decimal; null when the previous figure was 0 (no share of nothing). */
  percent: number | null;
}

export function change(current: number, previous: number): Change {
  const difference = current - previous;
  const percent = previous === 0 ? null : Math.round((difference / Math.abs(previous)) * 1000) / 10;
  return { current, previous, difference, percent };
}

/** A part of a whole, in percent to one decimal (0 of nothing). */
export function share(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** The days of a period, in order: the chart's x axis, so a day without orders still shows as 0. */
export function periodDays(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** How many whole days a promised day (YYYY-MM-DD) lies before today (0 or less: not late). */
export function daysLate(deliverBy: string, today: string): number {
  return daysBetween(deliverBy, today);
}
