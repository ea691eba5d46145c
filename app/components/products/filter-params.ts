import { PRICE_SLIDER_MAX, SORTS, type Sort } from "@rules/catalog-types";

/** The /products page's filters as the shopper set them (prices in rupees, as shown). */
export interface ProductFilters {
  q: string;
  minPrice: number;
  maxPrice: number;
  sort: Sort;
  /** "" for any. */
  category: string;
  size: string;
  color: string;
  /** Percent saved at least; 0 for any. */
  minDiscount: number;
  /** Stars at least ("4 stars and up"); 0 for any. */
  minRating: number;
  inStock: boolean;
}

export const DEFAULT_FILTERS: ProductFilters = {
  q: "",
  minPrice: 0,
  maxPrice: PRICE_SLIDER_MAX,
  sort: "featured",
  category: "",
  size: "",
  color: "",
  minDiscount: 0,
  minRating: 0,
  inStock: false,
};

/** The URL parameters the page reads; anything else in the URL is ignored. */
export const FILTER_KEYS = [
  "q",
  "minPrice",
  "maxPrice",
  "sort",
  "category",
  "size",
  "color",
  "minDiscount",
  "minRating",
  "inStock",
  "page",
] as const;

/**
 * Choices as URL parameters, leaving out each one at its default: the one spelling of a listing's URL
 * (the /products page and the collections).
 */
export function paramsWithoutDefaults<T extends object>(values: T, defaults: T): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = values[key] as string | number | boolean | undefined;
    if (value === undefined || value === defaults[key]) continue;
    params.set(String(key), value === true ? "1" : String(value));
  }
  return params;
}

/** The /products filters as URL parameters (the page is added by the pager). */
export const filterParams = (filters: ProductFilters): URLSearchParams =>
  paramsWithoutDefaults(filters, DEFAULT_FILTERS);

/** The sort options the page offers (docs/product.md: Featured, Price: Low to High, Price: High to Low; then Customer rating). */
export const PAGE_SORTS: readonly Sort[] = ["featured", "price-asc", "price-desc", "rating"];

const isDefault: Record<(typeof FILTER_KEYS)[number], (value: string) => boolean> = {
  q: (v) => v.trim() === "",
  minPrice: (v) => v.trim() === "" || v.trim() === String(DEFAULT_FILTERS.minPrice),
  maxPrice: (v) => v.trim() === "" || v.trim() === String(DEFAULT_FILTERS.maxPrice),
  sort: (v) => v === "" || v === DEFAULT_FILTERS.sort,
  category: (v) => v.trim() === "",
  size: (v) => v.trim() === "",
  color: (v) => v.trim() === "",
  minDiscount: (v) => v.trim() === "" || v.trim() === "0",
  minRating: (v) => v.trim() === "" || v.trim() === "0",
  inStock: (v) => v === "" || v === "0" || v === "false",
  page: (v) => v.trim() === "" || v.trim() === "1",
};

/**
 * Drops the parameters that say nothing (an empty search, the slider ends, the default sort, page 1) so
 * shared URLs stay short, and pulls a lowest price above the highest down to it (the sliders clamp the
 * same way in the browser). `changed` says whether the result differs from the input.
 */
export function cleanFilterParams(input: URLSearchParams): { params: URLSearchParams; changed: boolean } {
  const params = new URLSearchParams();
  let changed = false;
  for (const [key, value] of input) {
    const known = (FILTER_KEYS as readonly string[]).includes(key);
    if (known && isDefault[key as (typeof FILTER_KEYS)[number]](value)) {
      changed = true;
      continue;
    }
    if (known && params.has(key)) {
      // A repeated parameter: the first one wins.
      changed = true;
      continue;
    }
    params.append(key, value);
  }
  const min = Number(params.get("minPrice") ?? DEFAULT_FILTERS.minPrice);
  const max = Number(params.get("maxPrice") ?? DEFAULT_FILTERS.maxPrice);
  if (Number.isInteger(min) && Number.isInteger(max) && min > max) {
    if (max === DEFAULT_FILTERS.minPrice) params.delete("minPrice");
    else params.set("minPrice", String(max));
    changed = true;
  }
  return { params, changed };
}

export function isSort(value: string): value is Sort {
  return (SORTS as readonly string[]).includes(value);
}
