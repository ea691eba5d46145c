import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import { productColours, productVariants, products } from "../../server/db/schema";
import { listProducts, productFacets, searchSuggestions, type ProductQuery } from "../../server/catalog/catalog";
import { runningOffers } from "../../server/offers/offers";
import { withSale } from "../../server/offers/sale-prices";
import { toCardView } from "@rules/catalog-types";
import type { OfferRecord, OfferTerms } from "@rules/offers";
import { createTestDatabase } from "../helpers/db";

// The lists' price window and price orders (docs/decisions/048-lists-priced-as-cards.md): of a product's
// "from" price, its lowest over its colours and their sizes' own prices (where its card's range starts), as
// paid in the running sales. Checked against SQL over the colours and variants written out here, on the
// seeded catalogue with some sizes and colours priced apart.
let database: Database;

const sale = (
  id: number,
  percent: number,
  scope: Partial<Pick<OfferTerms, "categories" | "collections">>,
): OfferTerms => ({
  id,
  name: `Sale ${id}`,
  kind: "sale",
  percent,
  minQuantity: 1,
  collections: [],
  categories: [],
  ...scope,
});
/** 20% off shirts, 35% off luxury watches, 10% off the shirts collection (the shirts' 20% is better), and a buy-N. */
const SALES: OfferTerms[] = [
  sale(901, 20, { categories: ["Shirts & Tshirt"] }),
  sale(902, 35, { collections: ["luxury-watch"] }),
  sale(903, 10, { collections: ["shirts"] }),
  { ...sale(904, 50, {}), kind: "buy_n", minQuantity: 2 },
];

/**
 * Each product's "from" price in SQL, as `f.price` by `f.pid`: its lowest colour price or size's own price
 * (paise, before the markup), worked out once per product.
 */
const FROM = sql`with v as (select colour_id, min(base_price_paise) as m from product_variants group by colour_id),
  f as materialized (
    select p.id as pid, min(least(coalesce(c.base_price_paise, p.base_price_paise), coalesce(v.m, 2147483647)))::int as price
    from products p left join product_colours c on c.product_id = p.id left join v on v.colour_id = c.id group by p.id)`;

/**
 * What a shopper pays for it in the best of these sales, in paise before the markup (rules/offers.ts, in SQL),
 * of its "from" price `f.price`.
 */
function paidSql(markup: number, sales: OfferTerms[]): SQL {
  const shown = sql`(f.price + ${markup})`;
  const cases = sales
    .filter((offer) => offer.kind === "sale")
    .sort((a, b) => b.percent - a.percent)
    .map((offer) => {
      const scope = sql.join(
        [
          ...offer.categories.map((category) => sql`p.category = ${category}`),
          ...offer.collections.map((key) =>
            key === "shirts" ? sql`p.category = 'Shirts & Tshirt'` : sql`${key} = any(p.collections)`,
          ),
          ...(offer.categories.length || offer.collections.length ? [] : [sql`true`]),
        ],
        sql` or `,
      );
      return sql`when ${scope} then ${shown} - greatest(0, least(round(${shown} * ${offer.percent} / 100.0), ${shown} - 100)) - ${markup}`;
    });
  return cases.length ? sql`(case ${sql.join(cases, sql` `)} else f.price end)::int` : sql`f.price`;
}

/** The oracle: the list's filters by price, category and colour, in its order, written as SQL. */
async function inSql(filter: Partial<ProductQuery>, markup: number, sales: OfferTerms[]): Promise<number[]> {
  const paid = paidSql(markup, sales);
  const where = [sql`not p.hidden`];
  if (filter.category) where.push(sql`p.category = ${filter.category}`);
  if (filter.color) where.push(sql`exists (select 1 from unnest(p.colours) c where lower(c) = lower(${filter.color}))`);
  if (filter.minPrice !== undefined) where.push(sql`${paid} >= ${filter.minPrice * 100 - markup}`);
  if (filter.maxPrice !== undefined) where.push(sql`${paid} <= ${filter.maxPrice * 100 - markup}`);
  const order = {
    "price-asc": sql`${paid}, f.price, p.id`,
    "price-desc": sql`${paid} desc, f.price desc, p.id desc`,
    featured: sql`p.deal_ratio desc, p.created_at desc, p.id`,
    newest: sql`p.created_at desc, p.id`,
    rating: sql`p.id`,
  }[filter.sort ?? "featured"];
  const rows = await rowsOf<{ id: number }>(
    sql`${FROM} select p.id from products p join f on f.pid = p.id
      where ${sql.join(where, sql` and `)} order by ${order}`,
  );
  return rows.map((row) => Number(row.id));
}

/** Rows of a query written in SQL, on PGlite and PostgreSQL alike. */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function everyId(query: Partial<ProductQuery>, markup: number, sales: OfferTerms[]): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const found = await listProducts(database.db, { ...query, page, limit: 100 }, markup, sales);
    ids.push(...found.products.map((p) => p.id));
    if (page >= found.totalPages) return ids;
  }
}

/** Products changed here, by name: their prices are checked one by one below. */
let sizePriced: { id: number; name: string; category: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // Every fifth shown product sold in sizes: one size ₹300 below its colour, another ₹250 above it.
  const sized = await rowsOf<{ id: number; name: string; category: string }>(sql`
    select p.id, p.name, p.category from products p
    where not p.hidden and p.base_price_paise > 60000
      and (select count(*) from product_variants v where v.product_id = p.id and v.size <> '') >= 2
    order by p.id`);
  const chosen = sized.filter((_, i) => i % 5 === 0);
  expect(chosen.length).toBeGreaterThan(10);
  sizePriced = { ...chosen[0]!, id: Number(chosen[0]!.id) };
  for (const product of chosen) {
    const variants = await db
      .select({ id: productVariants.id, colourPrice: products.basePricePaise })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.productId, Number(product.id)), sql`${productVariants.size} <> ''`))
      .orderBy(asc(productVariants.id));
    const [cheaper, dearer] = variants;
    await db
      .update(productVariants)
      .set({ basePricePaise: cheaper!.colourPrice - 30_000 })
      .where(eq(productVariants.id, cheaper!.id));
    await db
      .update(productVariants)
      .set({ basePricePaise: dearer!.colourPrice + 25_000 })
      .where(eq(productVariants.id, dearer!.id));
  }
  // Products of several colours: a later colour ₹200 below the product's own price, in every third.
  const coloured = await rowsOf<{ id: number; price: number }>(sql`
    select c.id, p.base_price_paise as price from product_colours c join products p on p.id = c.product_id
    where c.position > 0 and not p.hidden order by c.id`);
  for (const colour of coloured.filter((_, i) => i % 3 === 0))
    await db
      .update(productColours)
      .set({ basePricePaise: Number(colour.price) - 20_000 })
      .where(eq(productColours.id, Number(colour.id)));
});

afterAll(async () => {
  await database.close();
});

const WINDOWS: Partial<ProductQuery>[] = [
  {},
  { minPrice: 1000, maxPrice: 2500 },
  { maxPrice: 1999 },
  { minPrice: 2999 },
  { category: "Shirts & Tshirt", minPrice: 800, maxPrice: 1600 },
  { category: "Luxury Watch", maxPrice: 6000 },
  { color: "black", minPrice: 900 },
];

describe("a list's price window and price order", () => {
  it.each([
    ["no sale", 0, [] as OfferTerms[]],
    ["sales on shirts and luxury watches", 0, SALES],
    ["sales on shirts and luxury watches, with a markup", 50_000, SALES],
  ])("read each product's lowest price over its colours and sizes, as paid (%s)", async (_, markup, sales) => {
    for (const window of WINDOWS) {
      for (const sort of ["price-asc", "price-desc", "featured", "newest"] as const) {
        const label = `${JSON.stringify(window)} ${sort}`;
        const expected = await inSql({ ...window, sort }, markup, sales);
        expect(await everyId({ ...window, sort }, markup, sales), label).toEqual(expected);
        if (window.color) continue;
        // A search's matches in the same window and order (featured: in rank order, the same products).
        const matches = new Set(await everyId({ q: "men" }, markup, sales));
        const searched = await everyId({ ...window, sort, q: "men" }, markup, sales);
        const wanted = expected.filter((id) => matches.has(id));
        if (sort === "featured") expect(new Set(searched), `men ${label}`).toEqual(new Set(wanted));
        else expect(searched, `men ${label}`).toEqual(wanted);
      }
    }
  });

  it("finds a product by its cheapest size, the price its card's range starts at", async () => {
    const { id, name } = sizePriced;
    const [row] = await database.db
      .select({ price: products.basePricePaise })
      .from(products)
      .where(eq(products.id, id));
    const cheapest = (row!.price - 30_000) / 100;
    const q = name;
    const under = await listProducts(database.db, { q, maxPrice: cheapest, limit: 100 }, 0);
    const card = under.products.find((p) => p.id === id);
    expect(card, "found by its cheapest size").toBeDefined();
    expect(toCardView(card!).priceRange?.min).toBe(cheapest);
    const below = await listProducts(database.db, { q, maxPrice: cheapest - 1, limit: 100 }, 0);
    expect(below.products.map((p) => p.id)).not.toContain(id);
    // Its first colour's price is above the window's top: not what the list reads any more.
    expect(row!.price / 100).toBeGreaterThan(cheapest);
  });

  it("counts the filters in the same window as the list, in a sale", async () => {
    const window = { minPrice: 700, maxPrice: 1500 };
    const facets = await productFacets(database.db, window, 0, SALES);
    for (const { value, count } of facets.categories) {
      const listed = await listProducts(database.db, { ...window, category: value as never }, 0, SALES);
      expect(count, value).toBe(listed.total);
    }
    const total = (await listProducts(database.db, window, 0, SALES)).total;
    expect(facets.categories.reduce((sum, { count }) => sum + count, 0)).toBe(total);
    expect(total).not.toBe((await listProducts(database.db, window, 0)).total);
    // With a category chosen (one in a sale), each count is of its products in the window, at their sale
    // prices and the sale's percentage off; the categories' own counts are as before.
    const chosen = { ...window, category: "Shirts & Tshirt" as const };
    const inCategory = await productFacets(database.db, chosen, 0, SALES);
    expect(inCategory.categories).toEqual(facets.categories);
    const listed = async (query: Partial<ProductQuery>) =>
      (await listProducts(database.db, { ...chosen, ...query }, 0, SALES)).total;
    for (const { min, count } of inCategory.discounts)
      expect(count, `${min}%`).toBe(await listed({ minDiscount: min }));
    for (const { value, count } of inCategory.sizes) expect(count, value).toBe(await listed({ size: value }));
    for (const { value, count } of inCategory.colors) expect(count, value).toBe(await listed({ color: value }));
    expect(inCategory.inStock).toBe(await listed({ inStock: true }));
  });

  it("lists and counts by the percentage off each card shows: a running sale's where one covers it", async () => {
    const cardsIn = async (sales: OfferTerms[]) => {
      const cards: Awaited<ReturnType<typeof listProducts>>["products"] = [];
      for (let page = 1; ; page++) {
        const found = await listProducts(database.db, { page, limit: 100 }, 0, sales);
        // As the list's route shows them (server/offers/sale-prices.ts).
        cards.push(...found.products.map((card) => withSale(card, sales)));
        if (page >= found.totalPages) return cards;
      }
    };
    const offOf = (card: { discount: string | null }) => Number(/(\d+)% off/.exec(card.discount ?? "")?.[1] ?? 0);
    const cards = await cardsIn(SALES);
    const wanted = cards.filter((card) => offOf(card) >= 30);
    // The luxury watches' 35% sale brings them in; a shirt 30% off its own old price shows the shirts' 20%.
    const ownOff = new Map((await cardsIn([])).map((card) => [card.id, offOf(card)]));
    expect(wanted.some((card) => card.sale?.percent === 35 && ownOff.get(card.id)! < 30)).toBe(true);
    expect(cards.some((card) => card.sale?.percent === 20 && ownOff.get(card.id)! >= 30)).toBe(true);
    expect(await everyId({ minDiscount: 30 }, 0, SALES)).toEqual(wanted.map((card) => card.id));
    const facets = await productFacets(database.db, {}, 0, SALES);
    expect(facets.discounts.find((step) => step.min === 30)?.count).toBe(wanted.length);
  });

  it("ignores a sale that has ended or not started, and a running one moves the suggestions' prices", async () => {
    const now = new Date();
    const records: OfferRecord[] = [
      { ...SALES[0]!, state: "active", startsAt: new Date(now.getTime() + 60_000), endsAt: null },
      { ...SALES[1]!, state: "active", startsAt: null, endsAt: new Date(now.getTime() - 60_000) },
    ];
    const running = runningOffers(records, now);
    expect(running).toEqual([]);
    const window = { category: "Shirts & Tshirt" as const, maxPrice: 1200, sort: "price-asc" as const };
    expect(await everyId(window, 0, running)).toEqual(await inSql(window, 0, []));
    // A minute later the first has started: its shirts are found at their sale price.
    const later = runningOffers(records, new Date(now.getTime() + 120_000));
    expect(later.map((offer) => offer.id)).toEqual([901]);
    const inSale = await everyId(window, 0, later);
    expect(inSale).toEqual(await inSql(window, 0, [SALES[0]!]));
    expect(inSale.length).toBeGreaterThan((await everyId(window, 0, running)).length);

    const own = await searchSuggestions(database.db, "shirt", 0, []);
    const onSale = await searchSuggestions(database.db, "shirt", 0, later);
    expect(onSale.products.map((p) => p.id)).toEqual(own.products.map((p) => p.id));
    const shirts = new Set(
      (await rowsOf<{ id: number }>(sql`select id from products where category = 'Shirts & Tshirt'`)).map((r) =>
        Number(r.id),
      ),
    );
    const inScope = onSale.products.filter((p) => shirts.has(p.id));
    expect(inScope.length).toBeGreaterThan(0);
    onSale.products.forEach((p, i) => {
      const before = own.products[i]!.pricePaise;
      expect(p.pricePaise, p.name).toBe(shirts.has(p.id) ? before - Math.round(before * 0.2) : before);
    });
  });
});
