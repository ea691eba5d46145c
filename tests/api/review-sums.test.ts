import { describe, expect, it } from "vitest";
import pg from "pg";
import { eq } from "drizzle-orm";
import { products, reviews } from "../../server/db/schema";
import { createReviewSumsCache } from "../../server/reviews/summary-cache";
import { moderateReview } from "../../server/reviews/moderation";
import { voteHelpful } from "../../server/reviews/feedback";
import type { ProductReviews } from "@rules/reviews";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { onPostgres } from "../helpers/instance";
import { deliveredOrder } from "../helpers/delivered-order";

// A product's review sums are counted once per catalogue stamp (server/reviews/summary-cache.ts,
// docs/decisions/049): every change to what they sum stamps the product (drizzle/0041 and 0044), so the
// product page shows it at the next read on this instance and within a second on another.

const shop = setUpTestServer();

/** Sample reviews (no order needed) of a product: stars and fit; answers their ids. */
async function review(productId: number, ...rows: { rating: number; fit?: "small" | "true" | "large" }[]) {
  const added = await shop.db
    .insert(reviews)
    .values(
      rows.map(({ rating, fit }, i) => ({
        productId,
        author: `Tester ${i}`,
        rating,
        fit: fit ?? null,
        size: "M",
        title: "A test review",
        body: "Written for the review sums' tests.",
        sample: true,
      })),
    )
    .returning({ id: reviews.id });
  return added.map((row) => row.id);
}

/** The product's reviews as its page reads them (the JSON API's call). */
async function shown(productId: number, sort = "helpful"): Promise<ProductReviews> {
  const response = await fetch(`${shop.url}/api/products/${productId}/reviews?sort=${sort}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ProductReviews;
}

const stampOf = async (id: number) =>
  (await shop.db.select({ xid: products.changedXid }).from(products).where(eq(products.id, id)))[0]!.xid;

async function until(condition: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("a product's kept review sums", () => {
  it("are counted once per stamp, however often they are read", async () => {
    const id = await addProduct(shop.db, { category: "Shirts & Tshirt", stock: 5 });
    await review(id, { rating: 5, fit: "true" }, { rating: 3, fit: "small" });
    let stamp = "a";
    const sumsOf = createReviewSumsCache(shop.db, async () => stamp);
    let queries = 0;
    shop.database.observeQueries!(() => queries++);
    const first = await sumsOf(id);
    expect(first?.summary).toMatchObject({ count: 2, average: 4, fit: { small: 1, true: 1, large: 0 } });
    expect(queries).toBe(1);
    // Pages asking at once share one count; later ones none.
    await Promise.all([sumsOf(id), sumsOf(id), sumsOf(id)]);
    expect(queries).toBe(1);
    stamp = "b";
    await review(id, { rating: 1 });
    expect((await sumsOf(id))?.summary.count).toBe(3);
    expect(queries).toBe(3);
    // A product without shown reviews is kept too (as none).
    const none = await addProduct(shop.db, { category: "Shirts & Tshirt", stock: 5 });
    expect(await sumsOf(none)).toBeNull();
    expect(await sumsOf(none)).toBeNull();
  });

  it("follow a review added, its fit or stars edited, hidden and restored; a helpful vote stamps nothing", async () => {
    const id = await addProduct(shop.db, { category: "Shirts & Tshirt", stock: 5 });
    expect((await shown(id)).summary).toBeNull();
    const [first] = await review(id, { rating: 4, fit: "true" });
    expect((await shown(id)).summary).toMatchObject({ count: 1, fit: { true: 1, small: 0 } });
    // The fit alone: the count and the sum of stars stay, the product is stamped all the same.
    const before = await stampOf(id);
    await shop.db.update(reviews).set({ fit: "small" }).where(eq(reviews.id, first!));
    expect(await stampOf(id)).not.toBe(before);
    expect((await shown(id)).summary).toMatchObject({ count: 1, fit: { true: 0, small: 1 } });
    await shop.db.update(reviews).set({ rating: 2 }).where(eq(reviews.id, first!));
    expect((await shown(id)).summary).toMatchObject({ count: 1, average: 2, stars: [0, 1, 0, 0, 0] });
    await moderateReview(shop.db, first!, { action: "hide", reason: "Testing" }, null);
    expect((await shown(id)).summary).toBeNull();
    await moderateReview(shop.db, first!, { action: "restore", reason: "Testing" }, null);
    expect((await shown(id)).summary).toMatchObject({ count: 1, average: 2 });
    // A vote changes no sum: the product is not stamped, and the page's list still shows the new count.
    const unvoted = await stampOf(id);
    await voteHelpful(shop.db, first!, "guest:00000000-0000-4000-9000-000000000049");
    expect(await stampOf(id)).toBe(unvoted);
    expect((await shown(id)).reviews[0]!.helpful).toBe(1);
  });

  it("give the size advice its buyers' fit from the same sums", async () => {
    const id = await addProduct(shop.db, { category: "Shirts & Tshirt", stock: { M: 10 } });
    const lines = [];
    for (let i = 0; i < 5; i++)
      lines.push((await deliveredOrder(shop.db, [{ productId: id, quantity: 1, size: "M" }])).lines[0]!);
    const advice = async () =>
      ((await (await fetch(`${shop.url}/api/size-advice/${id}`)).json()) as { fit: string | null }).fit;
    expect(await advice()).toBeNull();
    await shop.db.insert(reviews).values(
      lines.map((line) => ({
        productId: id,
        orderLineId: line.id,
        author: "Kavya M.",
        rating: 4,
        fit: "small" as const,
        size: "M",
        title: "Snug",
        body: "Written for the review sums' tests.",
        verified: true,
      })),
    );
    expect(await advice()).toMatch(/small/);
    await shop.db.update(reviews).set({ fit: "true" }).where(eq(reviews.productId, id));
    expect(await advice()).toMatch(/true to size/);
  });

  it.skipIf(!onPostgres())("show a fit changed on another connection within a second", async () => {
    const id = await addProduct(shop.db, { category: "Shirts & Tshirt", stock: 5 });
    const [first] = await review(id, { rating: 5, fit: "true" });
    expect((await shown(id)).summary?.fit.large).toBe(0);
    const other = new pg.Client({ connectionString: shop.database.pool!.options.connectionString });
    await other.connect();
    try {
      await other.query("update reviews set fit = 'large' where id = $1", [first]);
      await until(async () => (await shown(id)).summary?.fit.large === 1, 1_000);
    } finally {
      await other.end();
    }
  });
});
