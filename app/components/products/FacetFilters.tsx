import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import type { FacetValue, ProductFacets } from "@rules/catalog-types";
import { ratingStepLabel } from "@rules/ratings";
import type { ProductFilters } from "./filter-params";

interface Option {
  value: string;
  label: string;
  count?: number;
}

/** The chosen value stays on offer even when the other filters leave none of it. */
function withChosen(values: FacetValue[], chosen: string): FacetValue[] {
  if (!chosen || values.some((v) => v.value.toLowerCase() === chosen.toLowerCase())) return values;
  return [...values, { value: chosen, count: 0 }];
}

/** The filters whose choices are the values themselves (a category, a size, a colour), in the form's order. */
const VALUE_FACETS = [
  { legend: "Category", name: "category", values: "categories", any: "All" },
  { legend: "Size", name: "size", values: "sizes", any: undefined },
  { legend: "Colour", name: "color", values: "colors", any: undefined },
] as const;

function Group({
  legend,
  name,
  options,
  chosen,
  onChoose,
}: {
  legend: string;
  name: keyof ProductFilters;
  options: Option[];
  chosen: string;
  onChoose: () => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value || "any"} className="chip">
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value.toLowerCase() === chosen.toLowerCase()}
              className="accent-accent"
              onChange={onChoose}
            />
            <span>
              {option.label}
              {option.count !== undefined ? (
                <>
                  {" "}
                  <span className="chip-count">({option.count})</span>
                </>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Category, size, colour, discount, rating and availability, each choice with the number of products it would
 * show given the other filters. Plain radio buttons and a checkbox inside the page's GET form: without
 * JavaScript the Apply button sends them; with it, a choice applies at once (`onChoose`).
 */
export function FacetFilters({
  filters,
  facets,
  onChoose,
  withCategory = true,
}: {
  filters: Omit<ProductFilters, "q" | "minPrice" | "maxPrice" | "sort">;
  facets: ProductFacets;
  onChoose: () => void;
  /** A collection is one category already: no category choice there. */
  withCategory?: boolean;
}) {
  const active = [
    filters.category,
    filters.size,
    filters.color,
    filters.minDiscount,
    filters.minRating,
    filters.inStock,
  ].filter(Boolean).length;
  // Folded at first on every screen (a phone would otherwise push the results far down); the summary says
  // how many are on, and it stays as the shopper left it while they browse.
  const [open, setOpen] = useState(false);
  const any = (label = "Any"): Option => ({ value: "", label });

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="mt-4 border-t border-line pt-2"
    >
      <summary
        id="more-filters"
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-ink"
      >
        <SlidersHorizontal aria-hidden="true" size={16} />
        More filters{active ? ` (${active} on)` : ""}
      </summary>
      {/* Remounted when the URL changes, so the choices shown are always the ones applied. */}
      <div
        key={JSON.stringify(filters)}
        className="mt-3 grid gap-x-6 gap-y-5 md:grid-cols-2 xl:grid-cols-[1.4fr_1.3fr_2fr_1.4fr_fit-content(13rem)_auto]"
      >
        {VALUE_FACETS.filter((facet) => withCategory || facet.name !== "category").map((facet) => (
          <Group
            key={facet.name}
            legend={facet.legend}
            name={facet.name}
            chosen={filters[facet.name]}
            onChoose={onChoose}
            options={[
              any(facet.any),
              ...withChosen(facets[facet.values], filters[facet.name]).map((v) => ({ ...v, label: v.value })),
            ]}
          />
        ))}
        <Group
          legend="Discount"
          name="minDiscount"
          chosen={filters.minDiscount ? String(filters.minDiscount) : ""}
          onChoose={onChoose}
          options={[
            any(),
            ...facets.discounts.map((d) => ({ value: String(d.min), label: `${d.min}% and more`, count: d.count })),
          ]}
        />
        <Group
          legend="Customer rating"
          name="minRating"
          chosen={filters.minRating ? String(filters.minRating) : ""}
          onChoose={onChoose}
          options={[
            any(),
            ...facets.ratings.map((r) => ({ value: String(r.min), label: ratingStepLabel(r.min), count: r.count })),
          ]}
        />
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-ink">Availability</legend>
          <label className="chip whitespace-nowrap">
            <input
              type="checkbox"
              name="inStock"
              value="1"
              defaultChecked={filters.inStock}
              className="accent-accent"
              onChange={onChoose}
            />
            <span>
              In stock only <span className="chip-count">({facets.inStock})</span>
            </span>
          </label>
        </fieldset>
      </div>
    </details>
  );
}
