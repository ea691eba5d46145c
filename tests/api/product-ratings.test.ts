import { beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { eq, sql } from "drizzle-orm";
import { products, reviews } from "../../server/db/schema";
import { catalogChangesOf } from "../../server/db/change-feed";
import { moderateReview } from "../../server/reviews/moderation";
import type { ProductFacets, ProductPage, ProductView } from "@rules/catalog-types";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { onPostgres } from "../helpers/instance";
import { smoothedRating } from "@rules/ratings";

// A product's rating on cards and in lists (docs/decisions/044-ratings-on-cards.md): kept on its row by a
// trigger on reviews, carried to every instance's catalogue index by the feed of changes, and listed by
// "Customer rating" and "4 stars and up".

const shop = setUpTestServer();

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${shop.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Every product of a list, page by page. */
async function everything(query: string): Promise<ProductView[]> {
  const all: ProductView[] = [];
  for (let page = 1; ; page++) {
    const found = await get<ProductPage>(`/api/products?limit=100&page=${page}&${query}`);
    all.push(...found.products);
    if (page >= found.totalPages) return all;
  }
}

async function until(condition: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Sample reviews (no order needed) of a product with these stars; answers their ids. */
async function review(productId: number, ...stars: number[]): Promise<number[]> {
  const rows = await shop.db
    .insert(reviews)
    .values(
      stars.map((rating, i) => ({
        productId,
        author: `Tester ${i}`,
        rating,
        title: "A test review",
        body: "Written for the ratings' tests.",
        sample: true,
      })),
    )
    .returning({ id: reviews.id });
  return rows.map((row) => row.id);
}

async function rowOf(id: number) {
  const [row] = await shop.db
    .select({ count: products.ratingCount, sum: products.ratingSum })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

/** The product as the perfumes' list shows it (each test's own perfumes, so other rows do not matter). */
async function listed(id: number): Promise<ProductView | undefined> {
  return (await get<ProductPage>(`/api/products?category=Perfumes&sort=newest&limit=100`)).products.find(
    (p) => p.id === id,
  );
}

describe("ratings on cards and lists", () => {
  beforeAll(async () => {
    await until(() => catalogChangesOf(shop.db)?.live ?? false);
  });

  it("keeps every product's count and sum in step with its shown reviews", async () => {
    // What the trigger and the backfill keep equals a count over the reviews, for every product.
    const drift = await shop.db.execute<{ id: number }>(sql`
      select p.id from products p
      left join (select product_id, count(*)::int n, sum(rating)::int s from reviews
                 where status = 'published' group by product_id) r on r.product_id = p.id
      where p.rating_count <> coalesce(r.n, 0) or p.rating_sum <> coalesce(r.s, 0)`);
    expect([...(drift as unknown as { rows: unknown[] }).rows]).toEqual([]);
    const [rated] = await shop.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`rating_count > 0`);
    // The seeded sample reviews count, as the product page counts them.
    expect(rated!.n).toBeGreaterThan(0);
  });

  it("follows a review hidden and restored, on the row and in the list at the next request", async () => {
    const id = await addProduct(shop.db, { category: "Perfumes", stock: 5 });
    expect(await rowOf(id)).toEqual({ count: 0, sum: 0 });
    expect((await listed(id))?.rating).toBeUndefined();
    const [five, , three] = await review(id, 5, 4, 3);
    expect(await rowOf(id)).toEqual({ count: 3, sum: 12 });
    expect((await listed(id))?.rating).toEqual({ average: 4, count: 3 });

    await moderateReview(shop.db, three!, { action: "hide", reason: "Off topic" }, null);
    expect(await rowOf(id)).toEqual({ count: 2, sum: 9 });
    expect((await listed(id))?.rating).toEqual({ average: 4.5, count: 2 });
    await moderateReview(shop.db, three!, { action: "restore", reason: "Checked again" }, null);
    expect(await rowOf(id)).toEqual({ count: 3, sum: 12 });
    expect((await listed(id))?.rating).toEqual({ average: 4, count: 3 });

    // A change of stars counts; an edit that changes nothing shown (a helpful vote) touches nothing.
    await shop.db.update(reviews).set({ rating: 1 }).where(eq(reviews.id, five!));
    expect(await rowOf(id)).toEqual({ count: 3, sum: 8 });
    const stamp = async () =>
      (await shop.db.select({ xid: products.changedXid }).from(products).where(eq(products.id, id)))[0]!.xid;
    const before = await stamp();
    await shop.db.update(reviews).set({ helpful: 3 }).where(eq(reviews.id, five!));
    expect(await stamp()).toBe(before);

    await shop.db.delete(reviews).where(eq(reviews.productId, id));
    expect(await rowOf(id)).toEqual({ count: 0, sum: 0 });
    expect((await listed(id))?.rating).toBeUndefined();
  });

  it.skipIf(!onPostgres())("shows a review written on another connection within a second", async () => {
    const id = await addProduct(shop.db, { category: "Perfumes", stock: 5 });
    await listed(id);
    const other = new pg.Client({ connectionString: shop.database.pool!.options.connectionString });
    await other.connect();
    try {
      await other.query(
        "insert into reviews (product_id, author, rating, title, body, sample) values ($1, 'Elsewhere', 4, 'Fine', 'Written elsewhere.', true)",
        [id],
      );
      await until(async () => (await listed(id))?.rating?.count === 1, 1_000);
    } finally {
      await other.end();
    }
  });

  it("sorts by customer rating: the highest smoothed rating first, then the most reviews, unrated last", async () => {
    const [a, b, c, d, one, many] = [
      await addProduct(shop.db, { category: "Perfumes", stock: 5 }),
      await addProduct(shop.db, { category: "Perfumes", stock: 5 }),
      await addProduct(shop.db, { category: "Perfumes", stock: 5 }),
      await addProduct(shop.db, { category: "Perfumes", stock: 5 }),
      await addProduct(shop.db, { category: "Perfumes", stock: 5 }),
      await addProduct(shop.db, { category: "Perfumes", stock: 5 }),
    ];
    await review(a!, 4, 4); // 4.0 from 2
    await review(b!, 5, 4, 4, 4, 4, 4); // 4.2 from 6
    await review(c!, 4, 4, 4); // 4.0 from 3: above a on count
    await review(one!, 5); // 5.0 from one review
    await review(many!, ...Array.from({ length: 40 }, (_, i) => (i < 36 ? 5 : 4))); // 4.9 from 40
    const list = await everything("category=Perfumes&sort=rating");
    const ids = list.map((p) => p.id);
    // Forty reviews at 4.9 come before one at 5.0, which a rating sorted as shown put first.
    expect(ids.indexOf(many!)).toBeLessThan(ids.indexOf(one!));
    // 4.2 from 6 (3.86 smoothed) above 5.0 from 1 (3.75), above 4.0 from 3 (3.69).
    expect(ids.indexOf(many!)).toBeLessThan(ids.indexOf(b!));
    expect(ids.indexOf(b!)).toBeLessThan(ids.indexOf(one!));
    expect(ids.indexOf(one!)).toBeLessThan(ids.indexOf(c!));
    expect(ids.indexOf(c!)).toBeLessThan(ids.indexOf(a!));
    expect(ids.indexOf(a!)).toBeLessThan(ids.indexOf(d!));
    // Every rated product comes before every unrated one, and smoothed ratings never rise down the list; the
    // cards still show the plain average.
    expect(list.find((p) => p.id === one)?.rating).toEqual({ average: 5, count: 1 });
    const smoothed = (p: ProductView) =>
      p.rating ? smoothedRating(p.rating.average * p.rating.count, p.rating.count) : 0;
    const scores = (found: ProductView[]) => found.map((p) => Math.round(smoothed(p) * 100));
    // Two decimals: the cards' average is rounded, so the scores worked out from it are near, not exact.
    const shown = scores(list);
    for (let i = 1; i < shown.length; i++) expect(shown[i]!, list[i]!.name).toBeLessThanOrEqual(shown[i - 1]! + 1);
    expect(list.findIndex((p) => !p.rating)).toBe(list.filter((p) => p.rating).length);
    // Search and a collection sort the same way.
    const searched = await everything("q=perfume&sort=rating");
    const searchedIds = searched.map((p) => p.id);
    expect(searchedIds.indexOf(many!)).toBeLessThan(searchedIds.indexOf(one!));
  });

  it("filters to 4 stars and up as the cards show the rating, with its count beside the filter", async () => {
    const [low, edge] = [
      await addProduct(shop.db, { category: "Perfumes", stock: 5 }),
      await addProduct(shop.db, { category: "Perfumes", stock: 5 }),
    ];
    await review(low!, 4, 4, 3, 3); // 3.5
    await review(edge!, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3); // 3.95: shown 4.0
    const four = await everything("category=Perfumes&minRating=4");
    expect(four.length).toBeGreaterThan(0);
    for (const p of four) expect(p.rating?.average, p.name).toBeGreaterThanOrEqual(4);
    expect(four.some((p) => p.id === edge)).toBe(true);
    expect(four.some((p) => p.id === low)).toBe(false);
    const facets = await get<ProductFacets>("/api/products/facets?category=Perfumes");
    expect(facets.ratings).toEqual([{ min: 4, count: four.length }]);
    // Chosen, the filter's own count stays what it would show; the others follow it.
    const chosen = await get<ProductFacets>("/api/products/facets?category=Perfumes&minRating=4");
    expect(chosen.ratings).toEqual([{ min: 4, count: four.length }]);
    expect(chosen.inStock).toBe(four.filter((p) => p.inStock).length);
    const all = await get<ProductFacets>("/api/products/facets");
    expect((await get<ProductPage>("/api/products?minRating=4")).total).toBe(all.ratings[0]!.count);
  });

  it("refuses a bad rating or sort with a message naming it", async () => {
    for (const bad of ["minRating=abc", "minRating=6", "minRating=4.5", "minRating=-1"]) {
      const response = await fetch(`${shop.url}/api/products?${bad}`);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { message: string }).message, bad).toMatch(
        /minRating.*whole number of stars from 1 to 5/,
      );
    }
    const response = await fetch(`${shop.url}/api/products?sort=stars`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/sort.*rating/);
  });
});
