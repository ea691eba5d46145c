import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { products } from "../db/schema";
import { CATEGORIES, COLLECTIONS, collectionLinks, type CollectionDefinition } from "@rules/collections";
import {
  DISCOUNT_STEPS,
  PAGE_SIZE,
  SORTS,
  type ProductFacets,
  type ProductPage,
  type ProductView,
  type SearchSuggestions,
} from "@rules/catalog-types";
import { readSearch, type ShopperSearch } from "./search";
import { countWithin, firstInOrder, firstKept, firstRanked, priceSpan, rankedOrder } from "./list-walks";
import { colourAsked } from "./list-colour";
import { countFacets, docFilter, keeps, priceRange } from "./filters";
import { RATING_STEPS } from "@rules/ratings";
import type { CatalogIndex } from "./catalog-index";
import { listPrices, paidPaise, type ListPrices } from "./list-prices";
import { bestSale, type OfferTerms } from "@rules/offers";
import { pageWithSales } from "../offers/sale-prices";
import { toProductView, type ShownProductRow } from "./product-view";

/** A product's columns that pages show: not its search vector (the largest column, only the index reads it). */
const { searchVector: _searchVector, changedXid: _changedXid, ...shownColumns } = getTableColumns(products);

const optionalWhole = (max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
    .pipe(z.number().int("must be a whole number").min(0, "must be 0 or more").max(max).optional());

const STARS = "must be a whole number of stars from 1 to 5";

/** The query of GET /api/products and of the /products page (same names, so URLs are shareable). */
export const productQuerySchema = z
  .object({
    q: z.string().trim().max(100, "must be at most 100 characters").optional(),
    category: z.enum(CATEGORIES, { error: "must be one of the store's categories" }).optional(),
    collection: z
      .string()
      .refine((key) => key === "new-arrivals" || COLLECTIONS.some((c) => c.key === key), "is not a collection")
      .optional(),
    minPrice: optionalWhole(10_000_000),
    maxPrice: optionalWhole(10_000_000),
    size: z.string().trim().min(1).max(20, "must be at most 20 characters").optional(),
    color: z.string().trim().min(1).max(40, "must be at most 40 characters").optional(),
    /** Percent: products saving at least this much of the old price. */
    minDiscount: optionalWhole(90),
    /** Stars: products whose rating, as their cards show it, is at least this ("4 stars and up"). */
    minRating: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
      .pipe(z.number({ error: STARS }).int(STARS).min(0, STARS).max(5, STARS).optional()),
    /** Only products that can be bought now ("1" or "true" in a URL). */
    inStock: z
      .union([z.boolean(), z.enum(["1", "true", "0", "false", ""])])
      .optional()
      .transform((v) => v === true || v === "1" || v === "true" || undefined),
    sort: z.enum(SORTS, { error: `must be one of ${SORTS.join(", ")}` }).default("featured"),
    page: optionalWhole(100_000)
      .transform((v) => v ?? 1)
      .pipe(z.number().min(1, "must be 1 or more")),
    limit: optionalWhole(100)
      .transform((v) => v ?? PAGE_SIZE)
      .pipe(z.number().min(1, "must be 1 or more")),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: "must not be above maxPrice",
    path: ["minPrice"],
  });
export type ProductQuery = z.output<typeof productQuerySchema>;

/** The index's order for a sort (price-desc reads price-asc backwards). */
const ORDER_OF = {
  featured: "featured",
  newest: "newest",
  "price-asc": "price-asc",
  "price-desc": "price-asc",
  rating: "rating",
} as const;

/**
 * The products of a query in its order, as document numbers, and how many there are. Only the first
 * `upTo` are listed. Without search words the index's order is walked; with them, the matches are
 * walked, and in the featured order the best matches come first (ties in the featured order).
 */
function found(
  query: Partial<ProductQuery>,
  markupPaise: number,
  search: ShopperSearch,
  upTo: number,
  prices: ListPrices,
): { docs: number[]; total: number } {
  const { filter, price: range } = docFilter(query, markupPaise, search, prices);
  const keep = keeps(filter, search.index);
  const sort = query.sort ?? "featured";
  const order = ORDER_OF[sort];
  const inPriceOrder = order === "price-asc";
  // A category narrows the walk to its own products, already in order. The price order is of the prices
  // paid (list-prices.ts): the index's own while no sale runs.
  const ordered = query.category
    ? inPriceOrder
      ? prices.ascendingIn(query.category)
      : search.index.orderInCategory(order, query.category)
    : inPriceOrder
      ? prices.ascending()
      : search.index.order(order);
  // Each product's place in the whole order (not the price order): asked for only where ties or a pick read it.
  const positions = () => search.index.positions(order);
  const price = prices.price;
  // In price order, the products within the price range are one stretch of it, found by halving: only that
  // stretch is walked. When nothing else filters (the category is the walk itself), it is the answer.
  const span = inPriceOrder ? priceSpan(ordered, price, range) : { from: 0, to: ordered.length };
  const onlyCategoryAndPrice = !query.collection && filter.facets.every((facet) => facet === "category");
  const backwards = sort === "price-desc";
  const length = span.to - span.from;
  const at = (i: number) => ordered[backwards ? span.to - 1 - i : span.from + i]!;
  if (search.matches && sort === "featured") {
    const ranked =
      !query.collection && !filter.facets.length ? rankedOrder(search.matches, positions(), price) : undefined;
    if (ranked) {
      // Only a price narrows it: the page is the first matches in range, the total a count by halving.
      const { min = -Infinity, max = Infinity } = range;
      const total = countWithin(ranked.prices, min, max);
      // The walk stops at the page's end, or at the last match in range (none: no walk). The price is the
      // only filter, so `keep` is its test.
      return { docs: firstKept(Math.min(upTo, total), (i) => ranked.docs[i]!, keep), total };
    }
    const { docs } = search.matches;
    const { first, total } = firstRanked(search.matches, upTo, positions(), keep);
    return { docs: first.map((i) => docs[i]!), total };
  }
  if (!search.matches && (!keep || (inPriceOrder && onlyCategoryAndPrice))) {
    // Nothing left out: the order itself, or its stretch in the price range.
    return { docs: Array.from({ length: Math.min(upTo, length) }, (_, i) => at(i)), total: length };
  }
  if (!search.matches && onlyCategoryAndPrice) {
    // The featured or newest order narrowed only by a category and a price (price order is above). The
    // products in the price range are one stretch of the price order, so their count is found by halving,
    // not by walking the whole category. The page is then whichever reads fewer products: walking the order
    // until the page's end, which reads about the page times the category over the range; or, when the range
    // holds few products, picking the first of its stretch by the order's own comparison (not by their places
    // in the whole order, which a list after a change would have to work out for this).
    const byPrice = query.category ? prices.ascendingIn(query.category) : prices.ascending();
    const stretch = priceSpan(byPrice, price, range);
    const total = stretch.to - stretch.from;
    const wanted = Math.min(upTo, total);
    if (total * total < wanted * length) {
      const inRange = (i: number) => byPrice[stretch.from + i]!;
      const compare = search.index.comparison(order);
      const { first } = firstInOrder(total, upTo, (a, b) => compare(inRange(a), inRange(b)));
      return { docs: first.map(inRange), total };
    }
    return { docs: firstKept(wanted, at, keep), total };
  }
  let matched: Uint8Array | undefined;
  if (search.matches) {
    matched = new Uint8Array(search.index.capacity);
    const { docs } = search.matches;
    for (let i = 0; i < docs.length; i++) matched[docs[i]!] = 1;
  }
  const docs: number[] = [];
  let total = 0;
  for (let i = 0; i < length; i++) {
    const doc = at(i);
    if ((matched && !matched[doc]) || (keep && !keep(doc))) continue;
    if (total++ < upTo) docs.push(doc);
  }
  return { docs, total };
}

/**
 * Shown products' rows by id: a statement prepared once, as every list that is not cached reads one (building
 * its text each time was an eighth of the CPU of a never-seen filter at a million products).
 */
const shownRowsById = preparedPerDatabase((db) =>
  db
    .select({
      ...shownColumns,
      // Text arrays as JSON: the driver reads PostgreSQL's text form of an array character by character in
      // JavaScript, JSON with the engine's own parser.
      collections: sql<string[]>`to_json(${products.collections})`,
      sizes: sql<string[]>`to_json(${products.sizes})`,
      details: sql<string[]>`to_json(${products.details})`,
      colours: sql<string[]>`to_json(${products.colours})`,
      changedXid: products.changedXid,
    })
    .from(products)
    .where(and(sql`${products.id} = any(${sql.placeholder("ids")}::int[])`, eq(products.hidden, false)))
    .prepare("shown_rows_by_id"),
);

/** How many product rows each index keeps for the pages of lists (about 2 KB each). */
const REMEMBERED_ROWS = 5_000;
const rememberedRows = new WeakMap<CatalogIndex, Map<number, ShownProductRow & { changedXid: number }>>();

/**
 * The rows of products the index has just listed, by id. A row read before is used again while the index
 * says the product has not changed since (its stamp, brought up to date before every list), so a list
 * asks the database only for what is new or changed; one hidden since the index looked is left out.
 */
async function shownRows(db: Db, index: CatalogIndex, ids: number[]): Promise<Map<number, ShownProductRow>> {
  let remembered = rememberedRows.get(index);
  if (!remembered) {
    remembered = new Map();
    rememberedRows.set(index, remembered);
  }
  const byId = new Map<number, ShownProductRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const row = remembered.get(id);
    if (row && row.changedXid === index.stampOf(id)) byId.set(id, row);
    else missing.push(id);
  }
  if (!missing.length) return byId;
  const rows = await shownRowsById(db).execute({ ids: missing });
  for (const row of rows) {
    byId.set(row.id, row);
    remembered.delete(row.id);
    remembered.set(row.id, row);
  }
  // The oldest read go first.
  for (const id of remembered.keys()) {
    if (remembered.size <= REMEMBERED_ROWS) break;
    remembered.delete(id);
  }
  return byId;
}

/**
 * A page of a list. `running`: the offers running now (server/offers/offers.ts's runningOffers), whose sales
 * the price window and price orders read (list-prices.ts); the page's views are its own prices, which the
 * caller shows in the sales (server/offers/sale-prices.ts).
 */
export async function listProducts(
  db: Db,
  query: Partial<ProductQuery>,
  markupPaise: number,
  running: OfferTerms[] = [],
): Promise<ProductPage> {
  const search = await readSearch(db, query.q);
  const limit = query.limit ?? PAGE_SIZE;
  const page = query.page ?? 1;
  const { docs, total } = found(
    query,
    markupPaise,
    search,
    page * limit,
    listPrices(search.index, running, markupPaise),
  );
  const ids = docs.slice((page - 1) * limit).map((doc) => search.index.columns.id[doc]!);
  const byId = await shownRows(db, search.index, ids);
  const colourOf = colourAsked(query, search, priceRange(query, markupPaise, search), (row, paise) =>
    paidPaise(paise, bestSale(running, row)?.percent ?? 0, markupPaise),
  );
  return {
    products: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProductView(row, markupPaise, colourOf(row))] : [];
    }),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    ...(total > 0 && search.matches && !search.matches.close
      ? { noExactMatch: { readAs: search.matches.readAs ?? null } }
      : {}),
  };
}

/** The colours offered: the commonest, so the list stays short (a chosen one is always kept). */
const COLOUR_FACETS = 12;

/**
 * How many products each choice of each filter would show, given the other filters: the counts beside
 * the /products page's and the collections' filters. Each facet is counted without its own filter, so
 * choosing a colour still shows how many there are in the other colours: counted in one pass (filters.ts).
 */
export async function productFacets(
  db: Db,
  query: Partial<ProductQuery>,
  markupPaise: number,
  running: OfferTerms[] = [],
): Promise<ProductFacets> {
  const search = await readSearch(db, query.q);
  const { index } = search;
  const { filter } = docFilter(query, markupPaise, search, listPrices(index, running, markupPaise));
  const { categories, colourLists, sizeLists, byOff, byTenths, inStock } = countFacets(
    filter,
    index,
    search.matches?.docs,
  );
  /** How many were counted at `from` or more. */
  const atLeast = (counts: Int32Array, from: number) => counts.subarray(from).reduce((sum, n) => sum + n, 0);

  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const counted = <T>(counts: Int32Array, values: T[]) =>
    values.flatMap((value, n) => (counts[n] ? [{ value, count: counts[n]! }] : []));
  const sizes = new Map<string, number>();
  for (const { value: list, count: n } of counted(sizeLists, index.sizeLists.values))
    for (const size of list) sizes.set(size, (sizes.get(size) ?? 0) + n);
  // Colours count together whatever their case, shown in their first spelling in code order.
  const byColour = new Map<string, { value: string; count: number }>();
  // A product counts once in each of its colours.
  for (const { value: list, count: n } of counted(colourLists, index.colourLists.values))
    for (const value of list) {
      const key = value.toLowerCase();
      const known = byColour.get(key);
      if (!known) byColour.set(key, { value, count: n });
      else {
        known.count += n;
        if (value < known.value) known.value = value;
      }
    }
  const chosenColour = query.color?.toLowerCase();
  return {
    categories: counted(categories, index.categories.values).sort((a, b) => byCode(a.value, b.value)),
    sizes: [...sizes]
      .map(([value, n]) => ({ value, count: n }))
      .sort((a, b) => sizeOrder(a.value) - sizeOrder(b.value) || a.value.localeCompare(b.value)),
    colors: [...byColour.values()]
      .sort((a, b) => b.count - a.count || byCode(a.value.toLowerCase(), b.value.toLowerCase()))
      .filter((colour, i) => i < COLOUR_FACETS || colour.value.toLowerCase() === chosenColour),
    discounts: DISCOUNT_STEPS.map((min) => ({ min, count: atLeast(byOff, min) })),
    ratings: RATING_STEPS.map((min) => ({ min, count: atLeast(byTenths, min * 10) })),
    inStock,
  };
}

/** Letter sizes in wearing order, then numbers by value, then the rest ("UK 7"). */
function sizeOrder(size: string): number {
  const letters = ["XS", "S", "M", "L", "XL", "XXL"].indexOf(size);
  if (letters >= 0) return letters;
  const number = Number(size.replace(/^\D+/, ""));
  return Number.isFinite(number) ? 100 + number + (/^\d/.test(size) ? 0 : 1000) : 10_000;
}

const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_COLLECTIONS = 3;

/**
 * The header search's suggestions: the best matches of the words typed so far (the last one as a
 * prefix, typos forgiven, as the search does) and the collections they belong to. Products whose
 * descriptions alone hold the words ("kurta": loafers that go with one) are not offered as what was
 * typed; the results page lists them under "No exact matches".
 */
export async function searchSuggestions(
  db: Db,
  q: string,
  markupPaise: number,
  running: OfferTerms[] = [],
): Promise<SearchSuggestions> {
  const page = pageWithSales(await listProducts(db, { q, page: 1, limit: 12 }, markupPaise, running), running);
  const found = page.noExactMatch?.readAs === null ? [] : page.products;
  return {
    products: found
      .slice(0, SUGGESTED_PRODUCTS)
      .map(({ id, name, image, price, pricePaise }) => ({ id, name, image, price, pricePaise })),
    collections: collectionLinks(found, SUGGESTED_COLLECTIONS),
  };
}

/** What a collection's products are: its category, or the products filed under its key. */
export function collectionSelection(collection: CollectionDefinition): Partial<ProductQuery> {
  return "collection" in collection.select
    ? { collection: collection.select.collection }
    : { category: collection.select.category };
}

/** The filters a collection page offers (its category is fixed). */
export type CollectionFilters = Partial<
  Pick<ProductQuery, "sort" | "size" | "color" | "minDiscount" | "minRating" | "inStock">
>;

/** A page of a collection, newest first unless the shopper sorts it, with the shopper's filters. */
export async function listCollection(
  db: Db,
  collection: CollectionDefinition,
  markupPaise: number,
  options: { page?: number; limit?: number; filters?: CollectionFilters } = {},
  running: OfferTerms[] = [],
): Promise<ProductPage> {
  return listProducts(
    db,
    {
      sort: "newest",
      ...options.filters,
      ...collectionSelection(collection),
      page: options.page ?? 1,
      limit: options.limit ?? 100,
    },
    markupPaise,
    running,
  );
}

/** Newest first, spelled as products_category_newest_idx is built (a DESC index is NULLS LAST). */
const newestFirst = sql`${products.createdAt} desc nulls last`;

/** Same category, without the product itself, newest first, at most `cap`. */
export async function relatedProducts(
  db: Db,
  product: ProductView,
  cap: number,
  markupPaise: number,
): Promise<ProductView[]> {
  const rows = await db
    .select(shownColumns)
    .from(products)
    .where(
      and(eq(products.category, product.category), eq(products.hidden, false), sql`${products.id} <> ${product.id}`),
    )
    .orderBy(newestFirst, asc(products.id))
    .limit(cap);
  return rows.map((row) => toProductView(row, markupPaise));
}
