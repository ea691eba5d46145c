import { Ruler } from "lucide-react";
import { latin1Html } from "~/lib/latin1-html";
import { SIZE_CHARTS, type SizeChartKey } from "@rules/size-charts";

/**
 * "Size chart" under a product's sizes: a native disclosure (it opens without JavaScript and says
 * whether it is open to screen readers), with the measurements as a table.
 */
export function SizeChart({ chart }: { chart: SizeChartKey }) {
  const { title, howTo, columns, rows } = SIZE_CHARTS[chart];
  return (
    <details className="group rounded-md text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-ink underline decoration-dotted underline-offset-4 hover:text-accent [&::-webkit-details-marker]:hidden">
        <Ruler aria-hidden="true" size={18} />
        Size chart
      </summary>
      <div className="mt-2 flex flex-col gap-2 rounded-lg border border-line bg-white p-3">
        <div className="overflow-x-auto">
          {/* Headings wrap ("Chest / (in)") so every column fits a 375 px screen; a wider chart still scrolls. */}
          <table className="w-full border-collapse text-left tabular-nums">
            <caption className="pb-2 text-left font-semibold text-ink">{title}</caption>
            <thead>
              <tr className="border-b border-line">
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-1.5 py-1.5 align-bottom font-semibold text-muted sm:px-2">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([size, ...cells]) => (
                <tr key={size} className="border-b border-line last:border-0">
                  <th scope="row" className="px-1.5 py-1.5 font-semibold whitespace-nowrap text-ink sm:px-2">
                    {size}
                  </th>
                  {cells.map((cell, i) => (
                    // A range's dash as markup ("28–30"): app/lib/latin1-html.ts.
                    <td
                      key={columns[i + 1]}
                      className="px-1.5 py-1.5 whitespace-nowrap text-ink sm:px-2"
                      dangerouslySetInnerHTML={latin1Html(cell)}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-muted">{howTo}</p>
      </div>
    </details>
  );
}
