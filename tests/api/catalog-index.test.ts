import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db/client";
import { products } from "../../server/db/schema";
import { listProducts, productFacets, type ProductQuery } from "../../server/catalog/catalog";
import { firstInOrder } from "../../server/catalog/list-walks";
import { colourPriceRange, type ProductView } from "@rules/catalog-types";
import { catalogIndex } from "../../server/catalog/catalog-index";
import { loadCatalogue } from "../../server/catalog/catalog-engine";
import { IndexOrders, LIST_ORDERS } from "../../server/catalog/index-orders";
import { parseVector } from "../../server/catalog/index-columns";
import { createTestDatabase } from "../helpers/db";
import { setStock } from "../helpers/stock";
import { RATING_PRIOR } from "@rules/ratings";

// The catalogue's in-memory index (server/catalog/catalog-index.ts): its lists, orders and counts must be
// what SQL over the products table gives, and every change must show at the next request.
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const MARKUP = 0;

/** Every product of a query, page by page, in order. */
async function everyId(query: Partial<ProductQuery>, limit = 100): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const found = await listProducts(database.db, { ...query, page, limit }, MARKUP);
    ids.push(...found.products.map((p) => p.id));
    if (page >= found.totalPages) return ids;
  }
}

/**
 * A product's rating in tenths as its card shows it: the average rounded half up, in double precision as
 * the browser works it out (PostgreSQL's round of a double rounds half to even, so it is spelled out).
 */
const SHOWN_RATING = sql`coalesce(floor(rating_sum::float8 / nullif(rating_count, 0) * 10 + 0.5), 0)`;

/** The "Customer rating" sort's smoothed rating (rules/ratings.ts), in double precision as the index works it. */
const SMOOTHED_RATING = sql`case when rating_count > 0
  then (${RATING_PRIOR.weight * RATING_PRIOR.stars}::float8 + rating_sum) / (${RATING_PRIOR.weight} + rating_count)
  else 0 end`;

/** The oracle: the same filters and orders written as SQL over the products table. */
async function inSql(filter: Partial<ProductQuery>, sort: ProductQuery["sort"]): Promise<number[]> {
  const where = [sql`not hidden`];
  if (filter.category) where.push(sql`category = ${filter.category}`);
  if (filter.size)
    where.push(
      sql`exists (select 1 from product_variants v where v.product_id = products.id and v.size = ${filter.size} and v.stock > 0)`,
    );
  if (filter.color) where.push(sql`exists (select 1 from unnest(colours) c where lower(c) = lower(${filter.color}))`);
  // The discount the cards show: off the prices with the markup on both, in whole percent.
  if (filter.minDiscount)
    where.push(
      sql`old_price_paise > base_price_paise and round((old_price_paise - base_price_paise) * 100.0 / (old_price_paise + ${MARKUP})) >= ${filter.minDiscount}`,
    );
  if (filter.inStock) where.push(sql`stock > 0`);
  if (filter.minRating) where.push(sql`${SHOWN_RATING} >= ${filter.minRating * 10}`);
  if (filter.collection) where.push(sql`${filter.collection} = any(collections)`);
  if (filter.minPrice !== undefined) where.push(sql`base_price_paise >= ${filter.minPrice * 100 - MARKUP}`);
  if (filter.maxPrice !== undefined) where.push(sql`base_price_paise <= ${filter.maxPrice * 100 - MARKUP}`);
  const order = {
    featured: sql`deal_ratio desc, created_at desc, id`,
    newest: sql`created_at desc, id`,
    "price-asc": sql`base_price_paise, id`,
    "price-desc": sql`base_price_paise desc, id desc`,
    rating: sql`${SMOOTHED_RATING} desc, rating_count desc, deal_ratio desc, created_at desc, id`,
  }[sort];
  const rows = await database.db
    .select({ id: products.id })
    .from(products)
    .where(sql.join(where, sql` and `))
    .orderBy(order);
  return rows.map((r) => r.id);
}

/** The first `count` shown shirts' ids, by id: the products the tests below change. */
async function shownShirts(count: number): Promise<number[]> {
  const rows = await database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.category} = 'Shirts & Tshirt' and not ${products.hidden}`)
    .orderBy(products.id)
    .limit(count);
  return rows.map((row) => row.id);
}

const FILTERS: Partial<ProductQuery>[] = [
  { category: "Shirts & Tshirt" },
  { category: "Loafers", size: "8" },
  { size: "M" },
  { color: "BLACK" },
  { minDiscount: 30 },
  { inStock: true },
  { collection: "shirts" },
  { minPrice: 1000, maxPrice: 2500 },
  // Bounds at products' exact prices: a wide range in one category, and a narrow one over every category.
  { category: "Shoes", minPrice: 1499, maxPrice: 3999 },
  { minPrice: 4999 },
  { maxPrice: 1999, color: "white", inStock: true },
  { minRating: 4 },
  { category: "Shoes", minRating: 3, minPrice: 1499 },
];
const SORTS: ProductQuery["sort"][] = ["featured", "price-asc", "price-desc", "newest", "rating"];

describe("the search index", () => {
  it("reads PostgreSQL's text form of a search vector", () => {
    expect(parseVector("'linen':2A,7C 'men':1A 'shirt':3A,5B 'it''s':9C 'back\\\\slash':4C")).toEqual(
      new Map([
        ["linen", 1 | 4],
        ["men", 1],
        ["shirt", 1 | 2],
        ["it's", 4],
        ["back\\slash", 4],
      ]),
    );
  });

  it("takes the first items in order as a full sort would, among those kept, and counts them", () => {
    const items = Array.from({ length: 500 }, (_, i) => ({ key: (i * 7919) % 97, i }));
    const compare = (a: { key: number; i: number }, b: { key: number; i: number }) => a.key - b.key || a.i - b.i;
    const even = (item: { i: number }) => item.i % 2 === 0;
    const firstItems = (k: number, kept?: (item: { i: number }) => boolean) => {
      const { first, total } = firstInOrder(
        items.length,
        k,
        (a, b) => compare(items[a]!, items[b]!),
        kept && ((n) => kept(items[n]!)),
      );
      return { first: first.map((n) => items[n]), total };
    };
    for (const k of [1, 20, 60, 200, 500]) {
      expect(firstItems(k)).toEqual({ first: [...items].sort(compare).slice(0, k), total: 500 });
      expect(firstItems(k, even)).toEqual({ first: items.filter(even).sort(compare).slice(0, k), total: 250 });
    }
  });

  it("filters and orders every list as SQL over the products table does, with and without search words", async () => {
    for (const filter of [{}, ...FILTERS]) {
      for (const sort of SORTS) {
        const expected = await inSql(filter, sort);
        const label = `${JSON.stringify(filter)} ${sort}`;
        expect(await everyId({ ...filter, sort }), label).toEqual(expected);
        for (const q of ["shirt", "black", "leather"]) {
          const matches = new Set(await everyId({ q }));
          expect(matches.size, q).toBeGreaterThan(5);
          const searched = await everyId({ ...filter, sort, q });
          // Featured puts the best matches first; other orders ignore the rank.
          if (sort === "featured")
            expect(new Set(searched), `${q} ${label}`).toEqual(new Set(expected.filter((id) => matches.has(id))));
          else expect(searched, `${q} ${label}`).toEqual(expected.filter((id) => matches.has(id)));
        }
      }
    }
  });

  it("pages a category and a price in the featured and newest orders as SQL does, in small pages", async () => {
    // Small pages end the walk of the order early, while the total still counts every product in range.
    for (const filter of FILTERS.filter((f) => Object.keys(f).every((k) => /category|Price/.test(k)))) {
      for (const sort of ["featured", "newest"] as const) {
        const expected = await inSql(filter, sort);
        for (const limit of [3, 20]) {
          const label = `${JSON.stringify(filter)} ${sort} by ${limit}`;
          expect(await everyId({ ...filter, sort }, limit), label).toEqual(expected);
          const first = await listProducts(database.db, { ...filter, sort, limit }, MARKUP);
          expect(first.total, label).toBe(expected.length);
        }
      }
    }
  });

  it("lists a search narrowed only by price as the walk of its matches does, once its order is kept", async () => {
    // Word sets no other test here searches: the first list of each walks its matches (the oracle); later
    // lists of the same words take their kept order and count by price.
    for (const q of ["men cotton", "navy", "slim fit", "men shoes"]) {
      const walked = (await listProducts(database.db, { q, limit: 100 }, MARKUP)).products;
      expect(walked.length, q).toBeGreaterThan(5);
      // A list's price filters are of the product's "from" price, where its card's range starts (decision 048).
      const priceOf = (p: ProductView) =>
        p.colours ? Math.round(colourPriceRange(p.colours).min * 100) : p.pricePaise;
      const prices = walked.map(priceOf).sort((a, b) => a - b);
      // Bounds at products' exact prices, so a bound off by one shows.
      const [low, high] = [prices[1]! / 100, prices[prices.length - 3]! / 100];
      for (const range of [{}, { maxPrice: low }, { minPrice: high }, { minPrice: low, maxPrice: high }]) {
        const label = `${q} ${JSON.stringify(range)}`;
        const expected = walked
          .filter((p) => priceOf(p) >= (range.minPrice ?? 0) * 100 && priceOf(p) <= (range.maxPrice ?? Infinity) * 100)
          .map((p) => p.id);
        for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / 10)); page++) {
          const listed = await listProducts(database.db, { q, ...range, page, limit: 10 }, MARKUP);
          expect(listed.total, label).toBe(expected.length);
          expect(
            listed.products.map((p) => p.id),
            `${label} page ${page}`,
          ).toEqual(expected.slice((page - 1) * 10, page * 10));
        }
      }
    }
  });

  // Each facet is counted under the query's other filters: with several set, a product left out by two of them
  // counts nowhere, and one left out by a single filter counts only beside that filter's choices (5 stars:
  // those rated 4 to 4.9 show in "4 stars and up").
  it.each<Partial<ProductQuery>>([
    { q: "shirt" },
    { q: "" },
    { q: "shirt", color: "blue", minDiscount: 10, inStock: true },
    { category: "Shoes", size: "8", minRating: 3, maxPrice: 2300 },
    { collection: "menshoes", size: "9", minDiscount: 10, minRating: 3 },
    { q: "men", category: "Jeans & Trouser & Trackpant", inStock: true, minPrice: 1800 },
    { minRating: 5, minDiscount: 30 },
    { category: "Shoes", minPrice: 1500, maxPrice: 3000 },
    { category: "Loafers" },
  ])("counts the filters as the list shows them (%j)", async (base) => {
    const facets = await productFacets(database.db, base, MARKUP);
    const total = async (query: Partial<ProductQuery>) =>
      (await listProducts(database.db, { ...base, ...query }, MARKUP)).total;
    expect(await total({}), "products the query lists").toBeGreaterThan(0);
    for (const { value, count } of facets.categories) {
      expect(count, value).toBe(await total({ category: value as never }));
    }
    for (const { value, count } of facets.sizes) expect(count, value).toBe(await total({ size: value }));
    for (const { value, count } of facets.colors) expect(count, value).toBe(await total({ color: value }));
    for (const { min, count } of facets.discounts) expect(count, `${min}%`).toBe(await total({ minDiscount: min }));
    for (const { min, count } of facets.ratings) expect(count, `${min} stars`).toBe(await total({ minRating: min }));
    expect(facets.inStock).toBe(await total({ inStock: true }));
  });

  it("shows a rename, a hidden product, a new product and a size selling out at the next search", async () => {
    const search = async (q: string, extra: Partial<ProductQuery> = {}) =>
      (await listProducts(database.db, { q, limit: 100, ...extra }, MARKUP)).products.map((p) => p.id);
    const [shirt] = await database.db
      .select({ id: products.id, sizes: products.sizes })
      .from(products)
      .where(sql`${products.category} = 'Shirts & Tshirt' and cardinality(${products.sizes}) > 1`)
      .limit(1);
    expect(await search("zanzibar")).toEqual([]);

    await database.db.update(products).set({ name: "Zanzibar Linen Shirt" }).where(eq(products.id, shirt!.id));
    expect(await search("zanzibar")).toEqual([shirt!.id]);

    const size = shirt!.sizes[0]!;
    await setStock(database.db, shirt!.id, Object.fromEntries(shirt!.sizes.map((s) => [s, 3])));
    expect(await search("zanzibar", { size })).toEqual([shirt!.id]);
    await setStock(database.db, shirt!.id, Object.fromEntries(shirt!.sizes.map((s) => [s, s === size ? 0 : 3])));
    expect(await search("zanzibar", { size })).toEqual([]);
    expect(await search("zanzibar")).toEqual([shirt!.id]);

    await database.db.update(products).set({ hidden: true }).where(eq(products.id, shirt!.id));
    expect(await search("zanzibar")).toEqual([]);

    const [added] = await database.db
      .insert(products)
      .values({
        sku: "ZZ-NEW-1",
        name: "Zanzibar Sandals",
        category: "Sandals",
        basePricePaise: 149_900,
        stock: 5,
        image: "/x.svg",
      })
      .returning({ id: products.id });
    expect(await search("zanzibar")).toEqual([added!.id]);
    // A new word joins the vocabulary: a typo of it is forgiven.
    expect(await search("zanzibr")).toEqual([added!.id]);
  });

  it("ranks searches through edits, hiding and adding as an index built afresh does, its words' hits kept", async () => {
    const queries = ["shirt", "linen shirt", "black leather", "men jeans", "lofer", "quokka", "quokka shirt"];
    // The same database through another handle: an index of its own, loaded now, keeping nothing from before.
    const afresh = () => Object.create(database.db) as Database["db"];
    const ranked = async (db: Database["db"], q: string) => {
      const found = await listProducts(db, { q, limit: 100 }, MARKUP);
      return { total: found.total, ids: found.products.map((p) => p.id) };
    };
    const compare = async (when: string) => {
      for (const q of queries) expect(await ranked(database.db, q), `${when}: ${q}`).toEqual(await ranked(afresh(), q));
    };
    // Every word's hits gathered and kept, then brought up to date after each change below.
    await compare("before");
    const [renamed, hidden] = await shownShirts(2);
    await database.db.update(products).set({ name: "Quokka Linen Shirt" }).where(eq(products.id, renamed!));
    await compare("after a rename");
    await database.db.update(products).set({ hidden: true }).where(eq(products.id, hidden!));
    await database.db.insert(products).values({
      sku: "QUOKKA-NEW-1",
      name: "Black Leather Quokka Shirt",
      category: "Shirts & Tshirt",
      basePricePaise: 149_900,
      stock: 5,
      image: "/x.svg",
    });
    await compare("after hiding one and adding one");
    expect((await ranked(database.db, "quokka")).total).toBe(2);
  });

  it("sorts every list order while loading, so no list waits for a sort", async () => {
    // The same database through another handle: an index of its own, loaded now.
    const fresh = Object.create(database.db) as Database["db"];
    const sorts = vi.spyOn(IndexOrders.prototype as unknown as { sorted: () => Int32Array }, "sorted");
    try {
      await loadCatalogue(fresh);
      const whileLoading = sorts.mock.calls.length;
      expect(whileLoading).toBeGreaterThanOrEqual(LIST_ORDERS.length);
      for (const sort of ["featured", "newest", "price-asc", "price-desc", "rating"] as const)
        expect((await listProducts(fresh, { sort, limit: 5 }, MARKUP)).products).toHaveLength(5);
      expect(sorts.mock.calls.length).toBe(whileLoading);
    } finally {
      sorts.mockRestore();
    }
  });

  it("finds a search met only in descriptions alike whatever was searched before it", async () => {
    const inDescriptions = async (q: string) => {
      const found = await listProducts(database.db, { q, limit: 100 }, MARKUP);
      return { total: found.total, ids: found.products.map((p) => p.id).sort((a, b) => a - b) };
    };
    const { rows } = (await database.db.execute(
      sql`select id from products where not hidden and description ilike '%kurta%' and name not ilike '%kurta%' order by id`,
    )) as unknown as { rows: { id: number }[] };
    const expected = rows.map((row) => Number(row.id));
    expect(expected.length).toBeGreaterThan(1);
    expect(await inDescriptions("kurta")).toEqual({ total: expected.length, ids: expected });
    // A search of many products first: what it ranked must leave nothing behind in the next one's (another
    // form of the word, so it is ranked again, not kept).
    expect((await listProducts(database.db, { q: "men", limit: 1 }, MARKUP)).total).toBeGreaterThan(100);
    expect(await inDescriptions("kurtas")).toEqual({ total: expected.length, ids: expected });
  });

  it("lists a product's current name, price and stock state at the next list, not the row it read before", async () => {
    const first = async (q: string) => (await listProducts(database.db, { q, limit: 1 }, MARKUP)).products[0]!;
    const [product] = await database.db
      .select({ id: products.id, basePricePaise: products.basePricePaise })
      .from(products)
      .where(sql`${products.category} = 'HandBags and Bag' and not ${products.hidden} and ${products.stock} > 0`)
      .limit(1);
    await database.db.update(products).set({ name: "Okapi Canvas Tote" }).where(eq(products.id, product!.id));
    // Read once, so the row is kept.
    expect(await first("okapi")).toMatchObject({ id: product!.id, name: "Okapi Canvas Tote", inStock: true });

    await database.db.update(products).set({ name: "Okapi Leather Tote" }).where(eq(products.id, product!.id));
    expect(await first("okapi")).toMatchObject({ id: product!.id, name: "Okapi Leather Tote" });

    await database.db
      .update(products)
      .set({ basePricePaise: product!.basePricePaise + 10_000 })
      .where(eq(products.id, product!.id));
    expect((await first("okapi")).pricePaise).toBe(product!.basePricePaise + 10_000);

    await setStock(database.db, product!.id, 0);
    expect(await first("okapi")).toMatchObject({ id: product!.id, inStock: false });
  });

  it("keeps every order, of the catalogue and of a category, as SQL gives it through edits, hiding and adding", async () => {
    const lists: Partial<ProductQuery>[] = [
      {},
      { category: "Shirts & Tshirt" },
      { category: "Shirts & Tshirt", minPrice: 500, maxPrice: 3000 },
    ];
    const compare = async (when: string) => {
      for (const filter of lists)
        for (const sort of SORTS)
          expect(await everyId({ ...filter, sort }), `${when} ${JSON.stringify(filter)} ${sort}`).toEqual(
            await inSql(filter, sort),
          );
    };
    // Every order worked out and kept, then brought up to date after each change below.
    await compare("before");
    const [cheapest, newest, rated, hidden] = await shownShirts(4);
    await database.db.update(products).set({ basePricePaise: 100 }).where(eq(products.id, cheapest!));
    await database.db.update(products).set({ createdAt: new Date() }).where(eq(products.id, newest!));
    await database.db.update(products).set({ ratingCount: 80, ratingSum: 400 }).where(eq(products.id, rated!));
    await compare("after three edits");
    await database.db.update(products).set({ hidden: true }).where(eq(products.id, hidden!));
    await database.db.insert(products).values({
      sku: "ORDER-NEW-1",
      name: "Marigold Oxford Shirt",
      category: "Shirts & Tshirt",
      collections: ["shirts"],
      basePricePaise: 99_900,
      stock: 5,
      image: "/x.svg",
    });
    await compare("after hiding one and adding one");
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "sees a change that commits after a search started looking (PostgreSQL: two connections)",
    async () => {
      const index = await catalogIndex(database.db);
      const [product] = await database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.hidden, false))
        .limit(1);
      const client = await database.pool!.connect();
      try {
        await client.query("begin");
        await client.query("update products set name = 'Quetzal Trousers' where id = $1", [product!.id]);
        // The index looks while the edit is not committed: it must not miss it once it is.
        await index.refresh();
        expect((await listProducts(database.db, { q: "quetzal" }, MARKUP)).total).toBe(0);
        await client.query("commit");
      } finally {
        client.release();
      }
      expect((await listProducts(database.db, { q: "quetzal" }, MARKUP)).products.map((p) => p.id)).toEqual([
        product!.id,
      ]);
    },
  );
});
