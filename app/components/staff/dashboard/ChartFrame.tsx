import { lazy, Suspense, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import type { ChartSpec } from "./Charts";

// The chart library is this page's alone, fetched once the page is up: the server renders each chart's
// table, and the browser draws the chart beside it (recharts' markup carries style attributes, which the
// store's CSP refuses in server-rendered HTML).
const Chart = lazy(() => import("./Charts"));

/**
 * A chart with its title, and the same figures as a table a screen reader reads (and anyone can open):
 * the chart itself is hidden from assistive technology.
 */
export function ChartFrame({
  id,
  title,
  spec,
  table,
  empty,
}: {
  id: string;
  title: string;
  spec: ChartSpec;
  table: ReactNode;
  /** Said instead of a chart when there is nothing to draw. */
  empty?: string;
}) {
  const mounted = useHydrated();
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-lg border border-line bg-white p-3 sm:p-4">
      <h2 id={`${id}-title`} className="text-base font-bold">
        {title}
      </h2>
      {empty ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <>
          <div aria-hidden="true" className="mt-3 h-64" data-testid={`chart-${id}`}>
            {mounted ? (
              <Suspense fallback={null}>
                <Chart spec={spec} />
              </Suspense>
            ) : null}
          </div>
          <details className="mt-2">
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold underline">
              {title}: the figures as a table
            </summary>
            <div className="overflow-x-auto">{table}</div>
          </details>
        </>
      )}
    </section>
  );
}
