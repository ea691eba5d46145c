import { discountPercent, toPaise, withMarkup } from "@rules/money";
import { narrowerPrice } from "@rules/price-in-words";
import type { CatalogIndex } from "./catalog-index";
import { keptFigure } from "./doc-figures";
import type { ListPrices } from "./list-prices";
import { priceSpan, type DocTest } from "./list-walks";
import type { ShopperSearch } from "./search";

/** The filters a shopper narrows a list by, each with counts beside it (the facets). */
export type FacetKey = "category" | "size" | "color" | "minDiscount" | "minRating" | "inStock";

/** What of a query filters its products (its fields as the product query has them). */
export interface FilterQuery {
  category?: string;
  collection?: string;
  size?: string;
  color?: string;
  minDiscount?: number;
  minRating?: number;
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
}

/**
 * A query's filters as data about a product of the catalogue index (by document number), read by one test for
 * the lists (`keeps`) and one loop for the counts beside the filters (`countFacets`). Not a test per filter:
 * at a million products the counts called each filter's test for every product, and calls that varied were
 * not inlined by the engine; one loop reading these took about half the time. A filter the query does not set
 * lets every product through: no category, no list, a minimum of 0, no price window.
 */
export interface DocFilter {
  /** The facets the query sets. */
  facets: FacetKey[];
  /** The category's number in the index (-1 when it holds none of it). */
  category?: number;
  /** By the number of a list the index keeps: 1 where it holds the size, colour or collection asked for. */
  sizes?: Uint8Array;
  colours?: Uint8Array;
  collections?: Uint8Array;
  /** At least this many percent off, and tenths of a star. */
  minOff: number;
  minTenths: number;
  inStock: boolean;
  /** The prices a list filters and sorts by, with their orders. */
  prices: ListPrices;
  /** The prices paid that a price window tests, with its ends, in paise before the markup. */
  paid?: Int32Array;
  min: number;
  max: number;
  /**
   * Each product's percentage off as its card shows it when no sale covers it; a running sale's, where one
   * does, is the prices' `saleOff`.
   */
  ownOff: Uint8Array;
  /** Each product's rating in tenths of a star, as its card shows it (0: none). */
  tenths: Uint8Array;
}

/** The shown prices a query allows, in paise before the markup: its filters and a price in its words. */
export function priceRange(query: FilterQuery, markupPaise: number, search: ShopperSearch | undefined) {
  const base = (rupees: number | undefined) => (rupees === undefined ? undefined : toPaise(rupees) - markupPaise);
  const { minPrice, maxPrice } = narrowerPrice(query, search ?? {});
  return { min: base(minPrice), max: base(maxPrice) };
}

/**
 * The filters of a query, for every list, search and count of the catalogue, and the price range it allows.
 * Categories, sizes, colours and collections are tested by the numbers the index keeps them under, worked out
 * once for the query.
 */
export function docFilter(
  query: FilterQuery,
  markupPaise: number,
  search: ShopperSearch,
  prices: ListPrices,
): { filter: DocFilter; price: { min?: number; max?: number } } {
  const { index } = search;
  const facets: FacetKey[] = [];
  const category = query.category ? index.categories.values.indexOf(query.category) : undefined;
  if (category !== undefined) facets.push("category");
  // A size is offered when it can be bought in it now.
  const sizes = query.size ? listsHolding(index.sizeLists.values, query.size) : undefined;
  if (sizes) facets.push("size");
  const colour = query.color?.toLowerCase();
  const colours = colour ? listsHolding(index.colourKeyLists, colour) : undefined;
  if (colours) facets.push("color");
  const minOff = query.minDiscount ?? 0;
  if (minOff) facets.push("minDiscount");
  const minTenths = (query.minRating ?? 0) * 10;
  if (minTenths) facets.push("minRating");
  const inStock = query.inStock === true;
  if (inStock) facets.push("inStock");
  // Price filters apply to the price the shopper sees (with the markup) and pays (in a running sale), for the
  // product's cheapest colour and size: where its card's range starts (list-prices.ts).
  const price = priceRange(query, markupPaise, search);
  const windowed = price.min !== undefined || price.max !== undefined;
  const filter: DocFilter = {
    facets,
    category,
    sizes,
    colours,
    collections: query.collection ? listsHolding(index.collectionLists.values, query.collection) : undefined,
    minOff,
    minTenths,
    inStock,
    prices,
    paid: windowed ? prices.price : undefined,
    min: price.min ?? -Infinity,
    max: price.max ?? Infinity,
    ownOff: keptFigure(index, "percent off", markupPaise, (doc) => percentOff(index, doc, markupPaise)),
    tenths: keptFigure(index, "rating tenths", 0, (doc) => index.ratingTenths(doc)),
  };
  return { filter, price };
}

/** Which of the index's kept lists (of sizes, colours, collections) hold `value`, by the lists' numbers. */
const listsHolding = (lists: readonly (readonly string[])[], value: string) =>
  Uint8Array.from(lists, (list) => (list.includes(value) ? 1 : 0));

/**
 * The discount a product's card shows when no sale covers it, in whole percent ("30% off"): off the prices the
 * shopper sees, with the markup on both, so "30% and more" lists what its cards say is 30% off or more. The
 * index keeps the share saved off the stored prices (deal_ratio, which orders "Featured"); the old price is
 * worked back from it and the price.
 */
function percentOff(index: CatalogIndex, doc: number, markupPaise: number): number {
  const deal = index.columns.dealRatio[doc]!;
  if (!(deal > 0)) return 0;
  const price = index.columns.basePricePaise[doc]!;
  const old = price / (1 - deal);
  return discountPercent(withMarkup(price, markupPaise), withMarkup(old, markupPaise));
}

/** Whether a product passes every filter, or undefined when the query sets none. */
export function keeps(filter: DocFilter, index: CatalogIndex): DocTest | undefined {
  const { facets, category: wanted, sizes, colours, collections, minOff, minTenths, inStock, paid } = filter;
  if (!facets.length && !collections && !paid) return undefined;
  const { min, max, ownOff, tenths } = filter;
  const { saleOff } = filter.prices;
  const c = index.columns;
  const { category, sizesInStock, colours: colourList, collections: collectionList, inStock: stocked } = c;
  return (doc) =>
    (wanted === undefined || category[doc] === wanted) &&
    (!sizes || sizes[sizesInStock[doc]!] === 1) &&
    (!colours || colours[colourList[doc]!] === 1) &&
    (!collections || collections[collectionList[doc]!] === 1) &&
    (minOff === 0 || ((saleOff && saleOff[doc]) || ownOff[doc]!) >= minOff) &&
    tenths[doc]! >= minTenths &&
    (!inStock || stocked[doc] === 1) &&
    (!paid || (paid[doc]! >= min && paid[doc]! <= max));
}

/** How many products fall in each value of each facet (by the index's numbers, whole percent, tenths of a star). */
export interface FacetCounts {
  categories: Int32Array;
  colourLists: Int32Array;
  sizeLists: Int32Array;
  byOff: Int32Array;
  byTenths: Int32Array;
  inStock: number;
}

// The facets' filters as bits of what left a product out.
const CATEGORY = 1;
const SIZE = 2;
const COLOUR = 4;
const OFF = 8;
const RATING = 16;
const STOCK = 32;

/**
 * The counts beside the filters, over `docs` (a search's matches) or every live product: each facet counted
 * without its own filter, so choosing a colour still shows how many there are in the other colours. A product
 * failing no filter counts in every facet, one failing a single facet's filter counts in that facet only; the
 * collection and the price window are not facets, so a product outside them counts nowhere.
 */
export function countFacets(filter: DocFilter, index: CatalogIndex, docs: Int32Array | undefined): FacetCounts {
  const counts = noCounts(index);
  if (!docs && !filter.collections && filter.facets.length === 1 && filter.category !== undefined)
    return countInCategory(filter, index, counts);
  const { categories, colourLists, sizeLists, byOff, byTenths } = counts;
  let inStockCount = 0;
  const c = index.columns;
  // At a million products this runs for every one: everything it reads is a local.
  const { category: wanted, sizes, colours, collections, minOff, minTenths, inStock, paid, min, max } = filter;
  const { ownOff, tenths } = filter;
  const { saleOff } = filter.prices;
  const byCategory = wanted !== undefined;
  const { category, colours: colourList, sizesInStock, collections: collectionList, inStock: stocked, live } = c;
  const length = docs ? docs.length : index.capacity;
  for (let i = 0; i < length; i++) {
    const doc = docs ? docs[i]! : i;
    if (!docs && !live[doc]) continue;
    if (collections && collections[collectionList[doc]!] !== 1) continue;
    if (paid && (paid[doc]! < min || paid[doc]! > max)) continue;
    const cat = category[doc]!;
    const sizeList = sizesInStock[doc]!;
    const colour = colourList[doc]!;
    const off = (saleOff && saleOff[doc]) || ownOff[doc]!;
    const stars = tenths[doc]!;
    const stock = stocked[doc]!;
    let failed = 0;
    if (byCategory && cat !== wanted) failed |= CATEGORY;
    if (sizes && sizes[sizeList] !== 1) failed |= SIZE;
    if (colours && colours[colour] !== 1) failed |= COLOUR;
    if (off < minOff) failed |= OFF;
    if (stars < minTenths) failed |= RATING;
    if (inStock && stock !== 1) failed |= STOCK;
    if (!failed) {
      categories[cat]!++;
      sizeLists[sizeList]!++;
      colourLists[colour]!++;
      byOff[off]!++;
      byTenths[stars]!++;
      inStockCount += stock;
    }
    // Left out by one filter alone: counted beside that filter's choices. By two or more: counted nowhere.
    else if (failed === CATEGORY) categories[cat]!++;
    else if (failed === SIZE) sizeLists[sizeList]!++;
    else if (failed === COLOUR) colourLists[colour]!++;
    else if (failed === OFF) byOff[off]!++;
    else if (failed === RATING) byTenths[stars]!++;
    // Left out only for being out of stock: it adds nothing to the in-stock count.
  }
  counts.inStock = inStockCount;
  return counts;
}

/** Every count at 0. */
function noCounts(index: CatalogIndex): FacetCounts {
  return {
    categories: new Int32Array(index.categories.values.length),
    colourLists: new Int32Array(index.colourLists.values.length),
    sizeLists: new Int32Array(index.sizeLists.values.length),
    // How many are off by each whole percentage, and rated each tenth of a star: each step's count is summed
    // from these, not tested product by product.
    byOff: new Int32Array(101),
    byTenths: new Int32Array(51),
    inStock: 0,
  };
}

/**
 * The counts of a category alone, or with a price window (a category's page, narrowed by price: the commonest
 * filter), without a pass over every product: each category's count is its products within the window, found
 * by halving in its price order, and the other facets count the chosen category's products within it, one
 * stretch of that order.
 */
function countInCategory(filter: DocFilter, index: CatalogIndex, counts: FacetCounts): FacetCounts {
  const { prices, ownOff, tenths } = filter;
  const { saleOff } = prices;
  const names = index.categories.values;
  const inWindow = (category: string) => {
    const ordered = prices.ascendingIn(category);
    return { ordered, ...priceSpan(ordered, prices.price, filter) };
  };
  for (let n = 0; n < names.length; n++) {
    const { from, to } = inWindow(names[n]!);
    counts.categories[n] = to - from;
  }
  const chosen = names[filter.category!];
  if (chosen === undefined) return counts;
  const { ordered, from, to } = inWindow(chosen);
  const { colours, sizesInStock, inStock } = index.columns;
  for (let i = from; i < to; i++) {
    const doc = ordered[i]!;
    counts.colourLists[colours[doc]!]!++;
    counts.sizeLists[sizesInStock[doc]!]!++;
    counts.byOff[(saleOff && saleOff[doc]) || ownOff[doc]!]!++;
    counts.byTenths[tenths[doc]!]!++;
    counts.inStock += inStock[doc]!;
  }
  return counts;
}
