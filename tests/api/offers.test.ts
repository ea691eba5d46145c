// Automatic offers end to end: the staff make, edit, pause and end them; a sale shows on lists and the
// product's page and is charged by the cart and the order; "buy N" is applied by itself and named; the best
// offer wins; a code may combine or not; and nothing the staff change reaches a placed order.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { offers, orders } from "../../server/db/schema";
import type { OrderView } from "@rules/order-status";
import { toCardView, type ProductPage, type ProductView } from "@rules/catalog-types";
import { setUpTestServer } from "../helpers/harness";
import { callJson, TestClient } from "../helpers/client";
import { checkoutCustomer as customer, userWithSession } from "../helpers/accounts";
import { addProduct } from "../helpers/catalog";
import { queriesDuring } from "../helpers/queries";

const shop = setUpTestServer();
let admin: { id: number; token: string };
let WATCH: number; // ₹1,499 (shown ₹1,999 with the ₹500 markup), in the luxury-watch collection
let PERFUME: number; // ₹999 (shown ₹1,499)

type Summary = {
  subtotal: number;
  discount: number;
  offerDiscount: number;
  offers: string[];
  offerHint: string | null;
  total: number;
  savings: number;
  lines: { name: string; lineTotal: number; discount: number; offer: string | null }[];
  message?: string;
};
type StaffOffer = { id: number; name: string; state: string; percent: number; description: string };

beforeAll(async () => {
  admin = await userWithSession(shop.db, "admin");
  WATCH = await addProduct(shop.db, { category: "Luxury Watch", price: 1499, stock: 400, name: "Test Offer Watch" });
  PERFUME = await addProduct(shop.db, { category: "Perfumes", price: 999, stock: 400, name: "Test Offer Perfume" });
});

/** A code made by the owner through the API: the answer, so a test can check a refusal too. */
const postCoupon = (body: Record<string, unknown>) =>
  callJson<{ message?: string }>(shop.url, "POST", "/api/admin/coupons", body, admin.token);

async function makeOffer(body: Record<string, unknown>): Promise<StaffOffer> {
  const res = await callJson<{ offer: StaffOffer; message?: string }>(
    shop.url,
    "POST",
    "/api/admin/offers",
    { name: "Winter sale", kind: "sale", percent: 20, ...body },
    admin.token,
  );
  expect(res.status, res.body.message).toBe(201);
  return res.body.offer;
}
const patch = (id: number, body: Record<string, unknown>) =>
  callJson<{ offer: StaffOffer; message?: string }>(shop.url, "PATCH", `/api/admin/offers/${id}`, body, admin.token);
/** Each test starts with no offer running. */
const endAll = () => shop.db.update(offers).set({ state: "ended" });

async function cartWith(items: { productId: number; quantity: number }[]) {
  const client = new TestClient(shop.url);
  for (const item of items) expect((await client.post("/api/cart", item)).status).toBe(201);
  return client;
}
const summary = async (client: TestClient) => (await client.get<Summary>("/api/cart/summary")).body;
const product = async (id: number) =>
  (await callJson<{ product?: ProductView } & ProductView>(shop.url, "GET", `/api/products/${id}`)).body;
const shownOf = (view: { product?: ProductView } & ProductView) => view.product ?? view;

describe("the staff's offers", () => {
  it("are the staff's only, checked, and an ended one stays ended", async () => {
    const shopper = await userWithSession(shop.db);
    const body = { name: "Sneaky", kind: "sale", percent: 10 };
    expect((await callJson(shop.url, "POST", "/api/admin/offers", body, shopper.token)).status).toBe(403);
    const bad = await callJson<{ message: string }>(
      shop.url,
      "POST",
      "/api/admin/offers",
      { name: "Too much", kind: "sale", percent: 95 },
      admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Percentage must be a whole number from 1 to 90/);
    const noCount = await callJson<{ message: string }>(
      shop.url,
      "POST",
      "/api/admin/offers",
      { name: "Buy some", kind: "buy_n", percent: 10 },
      admin.token,
    );
    expect(noCount.body.message).toMatch(/Pieces must be a whole number from 2 to 20/);
    const nowhere = await callJson<{ message: string }>(
      shop.url,
      "POST",
      "/api/admin/offers",
      { name: "Nowhere", kind: "sale", percent: 10, collections: ["no-such-collection"] },
      admin.token,
    );
    expect(nowhere.body.message).toMatch(/Choose collections from the list/);
    expect(await shop.db.select().from(offers)).toHaveLength(0);

    const made = await makeOffer({ percent: 15, collections: ["luxury-watch"] });
    expect(made).toMatchObject({ state: "active", description: "Winter sale: 15% off" });
    expect((await patch(made.id, { state: "paused" })).body.offer.state).toBe("paused");
    expect((await patch(made.id, { state: "active" })).body.offer.state).toBe("active");
    expect((await patch(made.id, { percent: 25 })).body.offer).toMatchObject({ percent: 25, name: "Winter sale" });
    expect((await patch(made.id, { state: "ended" })).body.offer.state).toBe("ended");
    const again = await patch(made.id, { state: "active" });
    expect(again).toMatchObject({ status: 409, body: { message: "Winter sale has ended: make a new offer instead" } });
    const list = await callJson<{ offers: StaffOffer[] }>(shop.url, "GET", "/api/admin/offers", undefined, admin.token);
    expect(list.body.offers.map((offer) => offer.id)).toContain(made.id);
  });
});

describe("a sale on a collection", () => {
  it("shows the sale price struck against the product's own on lists and its page, while it runs", async () => {
    await endAll();
    const sale = await makeOffer({ percent: 20, collections: ["luxury-watch"] });
    const watch = shownOf(await product(WATCH));
    expect(watch).toMatchObject({ price: 1599.2, oldPrice: 1999, discount: "20% off", sale: { percent: 20 } });
    expect(shownOf(await product(PERFUME))).toMatchObject({ price: 1499 });
    const list = await callJson<ProductPage>(shop.url, "GET", "/api/products?collection=luxury-watch&limit=100");
    const card = list.body.products.find((p) => p.id === WATCH);
    expect(card).toMatchObject({ price: 1599.2, oldPrice: 1999, discount: "20% off" });

    await patch(sale.id, { state: "paused" });
    expect(shownOf(await product(WATCH))).toMatchObject({ price: 1999 });
    await patch(sale.id, { state: "active" });
    // A sale that starts tomorrow does not run yet.
    await patch(sale.id, { startsOn: "2099-01-01" });
    expect(shownOf(await product(WATCH))).toMatchObject({ price: 1999 });
    await patch(sale.id, { state: "ended" });
  });

  it("is what a list's price window and price order read, from the minute it starts, with no write", async () => {
    await endAll();
    const sale = await makeOffer({ percent: 20, collections: ["luxury-watch"] });
    // The watch shows ₹1,999 on its own and ₹1,599.20 in the sale: "up to ₹1,700" finds it only in the sale.
    const listed = async (query: string) =>
      (await callJson<ProductPage>(shop.url, "GET", `/api/products?collection=luxury-watch&limit=100&${query}`)).body
        .products;
    const window = "maxPrice=1700&sort=price-asc";
    expect((await listed(window)).map((p) => p.id)).toContain(WATCH);
    for (const sort of ["price-asc", "price-desc"]) {
      const from = (await listed(`sort=${sort}`)).map((p) => toCardView(p).priceRange?.min ?? p.price);
      const inOrder = [...from].sort((a, b) => (sort === "price-asc" ? a - b : b - a));
      expect(from, sort).toEqual(inOrder);
    }
    // Starting in a moment: its watch is listed at its own price until then, and that answer is kept. Once it
    // starts (nothing written), the list is no longer the one kept from before.
    const start = Date.now() + 1_200;
    await shop.db
      .update(offers)
      .set({ startsAt: new Date(start) })
      .where(eq(offers.id, sale.id));
    expect((await listed(window)).map((p) => p.id)).not.toContain(WATCH);
    vi.useFakeTimers({ toFake: ["Date"], now: start + 300 });
    try {
      expect((await listed(window)).map((p) => p.id)).toContain(WATCH);
      const suggested = await callJson<{ products: { id: number; price: number }[] }>(
        shop.url,
        "GET",
        `/api/products/suggestions?q=${encodeURIComponent("Test Offer Watch")}`,
      );
      expect(suggested.body.products.find((p) => p.id === WATCH)).toMatchObject({ price: 1599.2 });
    } finally {
      vi.useRealTimers();
    }
    await patch(sale.id, { state: "ended" });
    expect((await listed(window)).map((p) => p.id)).not.toContain(WATCH);
  });

  it("is charged by the cart and the order, and a later edit never alters the placed order", async () => {
    await endAll();
    const sale = await makeOffer({ percent: 20, collections: ["luxury-watch"] });
    const client = await cartWith([
      { productId: WATCH, quantity: 2 },
      { productId: PERFUME, quantity: 1 },
    ]);
    const cart = await summary(client);
    expect(cart).toMatchObject({
      subtotal: 2 * 1999 + 1499,
      offerDiscount: 799.6,
      discount: 799.6,
      total: 2 * 1999 + 1499 - 799.6,
      offers: ["Winter sale: 20% off"],
      savings: 799.6,
    });
    expect(cart.lines.map((line) => line.offer)).toEqual(["Winter sale: 20% off", null]);

    const placed = await client.post<{ order: OrderView }>("/submit-order", { customer, fromCart: true });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      total: 2 * 1999 + 1499 - 799.6,
      offers: { names: ["Winter sale: 20% off"], discount: 799.6 },
      coupon: null,
    });
    await patch(sale.id, { percent: 50 });
    await patch(sale.id, { state: "ended" });
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, placed.body.order.id));
    expect(row).toMatchObject({ offerDiscountPaise: 79_960, discountPaise: 79_960 });
    expect(row!.offerTerms).toMatchObject([{ name: "Winter sale", percent: 20 }]);
  });

  it("an older client that shows the sale price may add it; a made-up price is still refused", async () => {
    await endAll();
    await makeOffer({ percent: 20, collections: ["luxury-watch"] });
    const client = new TestClient(shop.url);
    expect((await client.post("/api/cart", { productId: WATCH, quantity: 1, price: 1599.2 })).status).toBe(201);
    expect((await client.post("/api/cart", { productId: WATCH, quantity: 1, price: 1999 })).status).toBe(201);
    expect((await client.post("/api/cart", { productId: WATCH, quantity: 1, price: 1500 })).status).toBe(409);
  });
});

describe("buy N, get X% off", () => {
  it("says how many more to add, then applies itself and is named", async () => {
    await endAll();
    await makeOffer({ name: "Pair deal", kind: "buy_n", percent: 10, minQuantity: 2, categories: ["Perfumes"] });
    const client = await cartWith([{ productId: PERFUME, quantity: 1 }]);
    expect(await summary(client)).toMatchObject({
      offerDiscount: 0,
      offers: [],
      offerHint: "Add 1 more to get Buy 2, get 10% off",
    });
    const lines = (await client.get<{ _id: string }[]>("/api/cart")).body;
    expect((await client.request("PATCH", `/api/cart/${lines[0]!._id}`, { quantity: 2 })).status).toBe(200);
    expect(await summary(client)).toMatchObject({
      offerDiscount: 299.8,
      offers: ["Buy 2, get 10% off"],
      offerHint: null,
      total: 2 * 1499 - 299.8,
    });
  });

  it("the best offer is applied by itself: a line gets the larger of its sale and the buy-N offer", async () => {
    await endAll();
    await makeOffer({ percent: 5, categories: ["Perfumes"] });
    await makeOffer({ name: "Any two", kind: "buy_n", percent: 10, minQuantity: 2 });
    const client = await cartWith([
      { productId: PERFUME, quantity: 1 },
      { productId: WATCH, quantity: 1 },
    ]);
    const cart = await summary(client);
    // 10% on both beats the perfume's 5% sale; nothing is taken twice.
    expect(cart.offerDiscount).toBe(149.9 + 199.9);
    expect(cart.lines.map((line) => line.offer)).toEqual(["Buy 2, get 10% off", "Buy 2, get 10% off"]);
  });
});

describe("codes beside automatic offers", () => {
  it("a code combines on what is left, or keeps off offer lines when the staff say so", async () => {
    await endAll();
    await makeOffer({ percent: 20, collections: ["luxury-watch"] });
    for (const [code, combinable, discount] of [
      ["MIXOK", true, 399.8 + 159.92 + 149.9],
      ["MIXNO", false, 399.8 + 149.9],
    ] as const) {
      const made = await postCoupon({ code, kind: "percent", percent: 10, combinable });
      expect(made.status).toBe(201);
      const client = await cartWith([
        { productId: WATCH, quantity: 1 },
        { productId: PERFUME, quantity: 1 },
      ]);
      const applied = await client.post<Summary>("/api/cart/coupon", { code });
      expect(applied.status, applied.body.message).toBe(200);
      expect(applied.body.discount).toBeCloseTo(discount, 2);
      expect(applied.body.offerDiscount).toBe(399.8);
    }
    // The code's figures count what the code gave, not the offer beside it.
    const mixed = await cartWith([
      { productId: WATCH, quantity: 1 },
      { productId: PERFUME, quantity: 1 },
    ]);
    await mixed.post("/api/cart/coupon", { code: "MIXNO" });
    expect((await mixed.post("/submit-order", { customer, fromCart: true })).status).toBe(201);
    const codes = await callJson<{ coupons: { code: string; discountGiven: number }[] }>(
      shop.url,
      "GET",
      "/api/admin/coupons",
      undefined,
      admin.token,
    );
    expect(codes.body.coupons.find((c) => c.code === "MIXNO")?.discountGiven).toBe(149.9);
    // A code kept off offer lines, on a cart whose every line is in an offer, says so rather than giving nothing.
    const onSale = await cartWith([{ productId: WATCH, quantity: 1 }]);
    const refused = await onSale.post<Summary>("/api/cart/coupon", { code: "MIXNO" });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: "MIXNO does not apply to items already in an offer" },
    });
  });
});

describe("the cart's summary with a sale and a code", () => {
  it("takes the running offers kept per catalogue version, and reads the code with its row", async () => {
    await endAll();
    await makeOffer({ percent: 20, collections: ["luxury-watch"] });
    const made = await postCoupon({ code: "KEPTSALE", kind: "percent", percent: 10 });
    expect(made.status).toBe(201);
    const client = await cartWith([{ productId: WATCH, quantity: 1 }]);
    expect((await client.post<Summary>("/api/cart/coupon", { code: "KEPTSALE" })).status).toBe(200);
    // The code's write moved the feed of changes: this one asks the catalogue's version again.
    await summary(client);
    let quoted: Summary | undefined;
    // The cart's lines, its products, variants and colours, and its code with the code's row.
    expect(await queriesDuring(shop.database, async () => (quoted = await summary(client)))).toBe(5);
    expect(quoted).toMatchObject({ offers: ["Winter sale: 20% off"], offerDiscount: 399.8 });
    expect(quoted!.discount).toBeCloseTo(399.8 + 159.92, 2);
  });
});

describe("codes for collections and products", () => {
  it("counts a line in any chosen category, collection or product, and says what the code is for", async () => {
    await endAll();
    const byCollection = await postCoupon({
      code: "WATCHES10",
      kind: "percent",
      percent: 10,
      collections: ["luxury-watch"],
    });
    expect(byCollection.status, byCollection.body.message).toBe(201);
    const client = await cartWith([
      { productId: WATCH, quantity: 1 },
      { productId: PERFUME, quantity: 1 },
    ]);
    expect((await client.post<Summary>("/api/cart/coupon", { code: "WATCHES10" })).body.discount).toBe(199.9);

    const missing = await postCoupon({ code: "NOSUCH", kind: "percent", percent: 10, products: "99999999" });
    expect(missing).toMatchObject({ status: 400, body: { message: "There is no product 99999999" } });
    const garbled = await postCoupon({ code: "GARBLED", kind: "percent", percent: 10, products: "12, abc" });
    expect(garbled.body.message).toMatch(/Products must be product numbers/);

    const byProduct = await postCoupon({ code: "THISONE", kind: "flat", flat: 100, products: `${PERFUME}` });
    expect(byProduct.status, byProduct.body.message).toBe(201);
    const watchOnly = await cartWith([{ productId: WATCH, quantity: 1 }]);
    const refused = await watchOnly.post<Summary>("/api/cart/coupon", { code: "THISONE" });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: "THISONE is for a chosen product: add one to use it" },
    });
    expect((await client.post<Summary>("/api/cart/coupon", { code: "THISONE" })).body.discount).toBe(100);
  });
});
