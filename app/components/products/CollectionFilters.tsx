import { useRef } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import type { ProductFacets, Sort } from "@rules/catalog-types";
import { FacetFilters } from "./FacetFilters";
import { SortSelect } from "./SortSelect";
import { paramsWithoutDefaults } from "./filter-params";

/** A collection lists its newest first; the shopper may sort it as the products page does. */
export const COLLECTION_SORTS: readonly Sort[] = ["newest", "price-asc", "price-desc", "featured", "rating"];

export interface CollectionFilterValues {
  sort: Sort;
  size: string;
  color: string;
  minDiscount: number;
  minRating: number;
  inStock: boolean;
}

export const COLLECTION_DEFAULTS: CollectionFilterValues = {
  sort: "newest",
  size: "",
  color: "",
  minDiscount: 0,
  minRating: 0,
  inStock: false,
};

/** The filters as URL parameters, leaving out what is at its default: the one spelling of each URL. */
export const collectionParams = (values: CollectionFilterValues): URLSearchParams =>
  paramsWithoutDefaults(values, COLLECTION_DEFAULTS);

/**
 * Sort and filters of a collection page: a plain GET form to the page itself (Apply without
 * JavaScript); with it, each choice applies at once. A new choice starts again at page 1.
 */
export function CollectionFilters({ filters, facets }: { filters: CollectionFilterValues; facets: ProductFacets }) {
  const submit = useSubmit();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);

  function send() {
    const form = formRef.current;
    if (!form) return;
    const chosen: Record<string, string> = {};
    for (const [key, value] of new FormData(form)) if (typeof value === "string") chosen[key] = value;
    const params = collectionParams({
      sort: COLLECTION_SORTS.find((s) => s === chosen.sort) ?? COLLECTION_DEFAULTS.sort,
      size: chosen.size ?? "",
      color: chosen.color ?? "",
      minDiscount: Number(chosen.minDiscount ?? 0) || 0,
      minRating: Number(chosen.minRating ?? 0) || 0,
      inStock: chosen.inStock === "1",
    });
    void submit(params, { method: "get", action: location.pathname, preventScrollReset: true });
  }

  return (
    <Form
      ref={formRef}
      method="get"
      aria-label="Sort and filter"
      className="rounded-xl border border-line bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <SortSelect
          // Remounted when the URL changes, so the sort shown is the one applied (the filters' own fields
          // remount in FacetFilters; the form itself stays, so "More filters" stays open as it was).
          key={filters.sort}
          id="collection-sort"
          sorts={COLLECTION_SORTS}
          defaultValue={filters.sort}
          onChange={send}
          className="min-w-48 flex-1 sm:flex-none"
        />
        <button
          type="submit"
          className="h-11 rounded-md bg-ink px-5 text-sm font-semibold text-white transition-colors hover:bg-stone-700"
        >
          Apply
        </button>
      </div>
      <FacetFilters filters={{ ...filters, category: "" }} facets={facets} onChoose={send} withCategory={false} />
    </Form>
  );
}
