import type { ReactNode } from "react";
import { staffInput } from "~/components/ui/field";
import { colourLabel, type StaffColourStock } from "@rules/staff";

/**
 * The staff's stock count of a product: one number per colour and size (rows the colours, columns the
 * sizes), since a variant is a colour and a size. Each cell posts as `stock.<colour slug>.<size>` (a slug
 * has no dot; "" is the size of a product without sizes), and a row's "All sizes" as `stockAll.<slug>`:
 * when filled it sets every size of that colour, with or without the page's script.
 */
export interface StockCounts {
  /** By field name: what is typed in each cell. */
  cells: Record<string, string>;
  /** By colour slug: the row's "All sizes" figure, "" when not used. */
  all: Record<string, string>;
}

const cellName = (slug: string, size: string) => `stock.${slug}.${size}`;
const allName = (slug: string) => `stockAll.${slug}`;

/** The form as the product's counts fill it. */
export function stockCounts(colours: StaffColourStock[], sizes: string[]): StockCounts {
  const cells: Record<string, string> = {};
  for (const colour of colours) {
    if (!sizes.length) cells[cellName(colour.slug, "")] = String(colour.stock);
    for (const size of sizes) cells[cellName(colour.slug, size)] = String(colour.stockBySize[size] ?? 0);
  }
  return { cells, all: Object.fromEntries(colours.map((colour) => [colour.slug, ""])) };
}

/**
 * What the page's action sends as `stockByColour`: each colour's sizes, or the one figure of a row whose
 * "All sizes" was filled. undefined when the form has no cells.
 */
export function stockByColourOf(form: FormData): Record<string, string | Record<string, string>> | undefined {
  const byColour: Record<string, string | Record<string, string>> = {};
  for (const [key, value] of form) {
    if (!key.startsWith("stock.")) continue;
    const rest = key.slice("stock.".length);
    const dot = rest.indexOf(".");
    if (dot < 0) continue;
    const slug = rest.slice(0, dot);
    const sizes = byColour[slug];
    byColour[slug] = { ...(typeof sizes === "object" ? sizes : {}), [rest.slice(dot + 1)]: String(value) };
  }
  if (!Object.keys(byColour).length) return undefined;
  for (const [key, value] of form) {
    if (!key.startsWith("stockAll.") || typeof value !== "string" || value.trim() === "") continue;
    byColour[key.slice("stockAll.".length)] = value;
  }
  return byColour;
}

/** Everything typed, added up: an "All sizes" figure counts once per size. */
export function countedTotal(colours: StaffColourStock[], sizes: string[], counts: StockCounts): number {
  const columns = sizes.length ? sizes : [""];
  return colours.reduce(
    (sum, colour) =>
      sum + columns.reduce((row, size) => row + (Number(counts.cells[cellName(colour.slug, size)]) || 0), 0),
    0,
  );
}

const number = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;
// Without the number field's arrows, which take room from the figure and centre it off to one side.
const cellInput = `${staffInput} mt-0! min-w-14 px-1 text-center tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`;
// Narrow screens: each colour's row wraps its sizes four to a line, each with its size over it (the
// header row is hidden); from sm up, a table that scrolls sideways with the colours' names kept in view.
const cell = "px-1 py-1.5 max-sm:block max-sm:p-0";
const caption = "mb-1 block text-center text-xs font-semibold text-muted sm:hidden";

export function StockGrid({
  idPrefix,
  colours,
  sizes,
  counts,
  onChange,
  children,
}: {
  idPrefix: string;
  colours: StaffColourStock[];
  sizes: string[];
  counts: StockCounts;
  /**
   * Given how to change the counts rather than the new counts: cells typed before the page hydrated are told
   * to React one after another with no render between (app/lib/early-input.ts), and each change must build on
   * the one before.
   */
  onChange: (update: (counts: StockCounts) => StockCounts) => void;
  /** Said under the grid, inside its group. */
  children?: ReactNode;
}) {
  const several = colours.length > 1;
  const columns = sizes.length ? sizes : [""];
  const withAll = sizes.length > 1;
  const cellLabel = (colour: StaffColourStock, size: string) => {
    const what = size ? `size ${size} stock` : "stock";
    return several ? `${colourLabel(colour)}${size ? ", " : " "}${what}` : what.replace(/^./, (c) => c.toUpperCase());
  };
  // Typing in a cell ends the row's "All sizes": the cells then say what is saved.
  const setCell = (colour: StaffColourStock, size: string, value: string) =>
    onChange((current) => ({
      cells: { ...current.cells, [cellName(colour.slug, size)]: value },
      all: { ...current.all, [colour.slug]: "" },
    }));
  const setAll = (colour: StaffColourStock, value: string) =>
    onChange((current) => ({
      cells: value.trim()
        ? { ...current.cells, ...Object.fromEntries(sizes.map((size) => [cellName(colour.slug, size), value])) }
        : current.cells,
      all: { ...current.all, [colour.slug]: value },
    }));
  const id = (colour: number, column: number | "all") => `${idPrefix}-stock-${colour}-${column}`;

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-semibold">
        {several ? (sizes.length ? "Stock per colour and size" : "Stock per colour") : "Stock per size"}
      </legend>
      <div className="overflow-x-auto rounded-md border border-line">
        <table className="w-full border-collapse text-sm max-sm:block">
          <thead className="bg-stone-50 max-sm:hidden">
            <tr>
              {several ? (
                <th scope="col" className="sticky left-0 bg-stone-50 px-3 py-2 text-left font-semibold">
                  Colour
                </th>
              ) : null}
              {columns.map((size) => (
                <th key={size} scope="col" className="px-2 py-2 text-center font-semibold whitespace-nowrap">
                  {size || "Stock"}
                </th>
              ))}
              {withAll ? (
                <th scope="col" className="border-l border-line px-2 py-2 text-center font-semibold whitespace-nowrap">
                  All sizes
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {colours.map((colour, row) => (
              <tr
                key={colour.slug}
                className="border-t border-line max-sm:grid max-sm:grid-cols-4 max-sm:gap-2 max-sm:p-3 max-sm:first:border-t-0"
              >
                {several ? (
                  <th
                    scope="row"
                    className="bg-white px-3 py-2 text-left font-semibold whitespace-nowrap max-sm:col-span-4 max-sm:p-0 sm:sticky sm:left-0"
                  >
                    {colourLabel(colour)}
                  </th>
                ) : null}
                {columns.map((size, column) => (
                  <td key={size} className={cell}>
                    <span aria-hidden="true" className={caption}>
                      {size || "Stock"}
                    </span>
                    <input
                      {...number}
                      id={id(row, column)}
                      name={cellName(colour.slug, size)}
                      aria-label={cellLabel(colour, size)}
                      value={counts.cells[cellName(colour.slug, size)] ?? ""}
                      onChange={(event) => setCell(colour, size, event.target.value)}
                      className={cellInput}
                    />
                  </td>
                ))}
                {withAll ? (
                  <td className={`${cell} sm:border-l sm:border-line`}>
                    <span aria-hidden="true" className={caption}>
                      All sizes
                    </span>
                    <input
                      {...number}
                      id={id(row, "all")}
                      name={allName(colour.slug)}
                      aria-label={several ? `${colourLabel(colour)}, all sizes stock` : "All sizes stock"}
                      value={counts.all[colour.slug] ?? ""}
                      onChange={(event) => setAll(colour, event.target.value)}
                      className={cellInput}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children}
    </fieldset>
  );
}
