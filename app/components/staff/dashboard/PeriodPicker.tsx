import { Form } from "react-router";
import { PERIOD_LABELS, type DashboardPeriodKind } from "@rules/dashboard-period";
import { StoreLink } from "~/components/ui/StoreLink";
import { staffInput } from "~/components/ui/field";

const PRESETS: DashboardPeriodKind[] = ["today", "7d", "30d"];

/**
 * The period: a link per preset, and a plain GET form for a range of days (both work without JavaScript).
 */
export function PeriodPicker({
  kind,
  from,
  to,
  today,
}: {
  kind: DashboardPeriodKind;
  from: string;
  to: string;
  today: string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-3 sm:p-4 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => (
            <li key={preset}>
              <StoreLink
                to={`/admin?period=${preset}`}
                aria-current={kind === preset ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-semibold ${
                  kind === preset ? "border-ink bg-ink text-white" : "border-line bg-white text-ink hover:border-ink"
                }`}
              >
                {PERIOD_LABELS[preset]}
              </StoreLink>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Chosen dates">
        <input type="hidden" name="period" value="range" />
        <label className="text-sm font-semibold">
          From
          <input
            type="date"
            name="from"
            required
            max={today}
            defaultValue={from}
            className={staffInput}
            data-testid="range-from"
          />
        </label>
        <label className="text-sm font-semibold">
          To
          <input
            type="date"
            name="to"
            required
            max={today}
            defaultValue={to}
            className={staffInput}
            data-testid="range-to"
          />
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md border border-ink bg-ink px-4 text-sm font-semibold text-white"
        >
          Show dates
        </button>
      </Form>
    </div>
  );
}
