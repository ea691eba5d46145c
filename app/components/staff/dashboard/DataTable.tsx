import type { ReactNode } from "react";

/** A plain table with a caption; the columns after the first are figures, aligned right. */
export function DataTable({
  caption,
  head,
  rows,
  captionHidden = false,
  testId,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  /** The caption is read, not shown (the section's heading says it). */
  captionHidden?: boolean;
  testId?: string;
}) {
  return (
    <table className="mt-2 w-full min-w-max border-collapse text-sm" data-testid={testId}>
      <caption className={captionHidden ? "sr-only" : "mb-1 text-left text-sm text-muted"}>{caption}</caption>
      <thead>
        <tr className="border-b border-line text-left">
          {head.map((cell, i) => (
            <th key={cell} scope="col" className={`px-2 py-2 font-semibold ${i ? "text-right" : ""}`}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r} className="border-b border-line last:border-0">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="px-2 py-2 text-left font-normal">
                  {cell}
                </th>
              ) : (
                <td key={i} className="px-2 py-2 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
