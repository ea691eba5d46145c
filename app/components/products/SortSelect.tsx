import type { SelectHTMLAttributes } from "react";
import { SORT_LABELS, type Sort } from "@rules/catalog-types";

/** The labels and the controls of the shop's filter forms (the products page, a collection). */
export const filterLabel = "mb-1.5 block text-sm font-medium text-ink";
export const filterControl =
  "h-11 w-full rounded-md border border-stone-300 bg-white text-[15px] text-ink focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-accent";

/** "Sort by" and its choices, in the shop's filter forms (`sort` in the address). */
export function SortSelect({
  id,
  sorts,
  className,
  ...select
}: { id: string; sorts: readonly Sort[]; className?: string } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "name" | "className"
>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabel}>
        Sort by
      </label>
      <select id={id} name="sort" className={`${filterControl} px-3`} {...select}>
        {sorts.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
