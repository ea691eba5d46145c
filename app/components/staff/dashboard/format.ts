import { formatCount, formatPaise } from "@rules/money";
import type { Change } from "@rules/dashboard-period";

/** How a dashboard figure is written: money (paise), a count, or a percent. */
export type FigureKind = "money" | "count" | "percent";

export function formatFigure(value: number, kind: FigureKind): string {
  if (kind === "money") return formatPaise(value);
  if (kind === "percent") return `${value.toFixed(1)}%`;
  return formatCount(value);
}

/**
 * The change from the period before, in words: "+50% (was 2)"; a percent's change is in points
 * ("+10.0 pts"), since a percent of a percent reads as nonsense.
 */
export function formatChange(figure: Change, kind: FigureKind): string {
  const was = `was ${formatFigure(figure.previous, kind)}`;
  if (figure.difference === 0) return `No change (${was})`;
  const sign = figure.difference > 0 ? "+" : "-";
  if (kind === "percent") return `${sign}${Math.abs(figure.difference).toFixed(1)} pts (${was})`;
  if (figure.percent === null) return `${sign}${formatFigure(Math.abs(figure.difference), kind)} (${was})`;
  return `${sign}${Math.abs(figure.percent).toFixed(1)}% (${was})`;
}

const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const longDayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-12-05" -> "5 Dec" (a chart's day). Hours ("14:00") stay as they are. */
export function bucketLabel(label: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(label) ? dayFormat.format(new Date(`${label}T00:00:00Z`)) : label;
}

/** "2026-11-29" to "2026-12-05" -> "29 Nov 2026 to 5 Dec 2026"; one day alone -> "5 Dec 2026". */
export function daysLabel(from: string, to: string): string {
  const first = longDayFormat.format(new Date(`${from}T00:00:00Z`));
  return from === to ? first : `${first} to ${longDayFormat.format(new Date(`${to}T00:00:00Z`))}`;
}

/** A size as the staff read it: a product without sizes has one, "". */
export const sizeLabel = (size: string) => size || "One size";
