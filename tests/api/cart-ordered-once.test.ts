import { beforeEach, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { cartItems, emailOutbox, orders, products } from "../../server/db/schema";
import type { CartLine } from "@rules/cart-rules";
import type { OrderView } from "@rules/order-status";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { TestClient } from "../helpers/client";
import { builtPages } from "../helpers/app";
import { checkoutCustomer as customer } from "../helpers/accounts";

// A cart is ordered once, however many copies of its submission arrive and in whatever order: by cash on
// delivery (/submit-order) and online (/api/order/createOrder), with and without an Idempotency-Key.

interface Answer {
  message?: string;
  orderNumber: string;
  order?: OrderView;
  dbOrderId?: number;
}

// The pages too: the checkout page's own form is one of the ways a cart is submitted.
const shop = setUpTestServer(async () => ({ pages: await builtPages() }));
let a: TestClient;
let PERFUME: number; // no sizes, stock 60
let LOAFER: number; // sizes 6-10, 5 in each

beforeEach(async () => {
  await shop.db.delete(orders);
  await shop.db.delete(emailOutbox);
  await shop.db.delete(cartItems);
  PERFUME = await addProduct(shop.db, { category: "Perfumes", price: 4899, stock: 60 });
  LOAFER = await addProduct(shop.db, { category: "Loafers", price: 3299, stock: 25 });
  a = new TestClient(shop.url);
  // The guest cookie first, so that every copy below is this one shopper's.
  await a.post("/api/cart", { productId: PERFUME, quantity: 2 });
  await a.post("/api/cart", { productId: LOAFER, size: "8", quantity: 1 });
});

const stockOf = async (id: number) =>
  (await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderCount = async () => (await shop.db.select({ n: count() }).from(orders))[0]!.n;
const mailCount = async () => (await shop.db.select({ n: count() }).from(emailOutbox))[0]!.n;
const cartOf = async (client: TestClient) => (await client.get<CartLine[]>("/api/cart")).body;

const submit = (body: unknown, headers?: Record<string, string>) =>
  a.post<Answer>("/submit-order", { customer, ...(body as object) }, headers);
const createOrder = (body: unknown, headers?: Record<string, string>) =>
  a.post<Answer>("/api/order/createOrder", { customer, ...(body as object) }, headers);

async function copies(n: number, send: () => Promise<{ status: number; body: Answer }>) {
  return Promise.all(Array.from({ length: n }, send));
}

/** Every copy was answered with the one order, and the cart's units were taken once. */
async function expectOneOrder(results: { status: number; body: Answer }[]) {
  expect(results.map((r) => [r.status, r.body.message])).toEqual(results.map(() => [201, results[0]!.body.message]));
  expect(new Set(results.map((r) => r.body.orderNumber)).size).toBe(1);
  expect(await orderCount()).toBe(1);
  expect(await stockOf(PERFUME)).toBe(58);
  expect(await stockOf(LOAFER)).toBe(24);
}

describe("cash on delivery: /submit-order with fromCart", () => {
  it("places one order for 20 concurrent submissions of the cart without a key", async () => {
    await expectOneOrder(await copies(20, () => submit({ fromCart: true })));
    expect(await mailCount()).toBe(1);
    expect(await cartOf(a)).toEqual([]);
  });

  it("places one order for 20 concurrent submissions that send the cart's lines", async () => {
    const lines = await cartOf(a);
    await expectOneOrder(await copies(20, () => submit({ product: lines, fromCart: true })));
    expect(await cartOf(a)).toEqual([]);
  });

  it("answers 50 concurrent copies with one key, and a retry after them, with the one order", async () => {
    const key = "checkout-2b1f0c9e-cart-once";
    const results = await copies(50, () => submit({ fromCart: true }, { "Idempotency-Key": key }));
    await expectOneOrder(results);
    const retry = await submit({ fromCart: true }, { "Idempotency-Key": key });
    expect(retry.status).toBe(201);
    expect(retry.body.orderNumber).toBe(results[0]!.body.orderNumber);
    expect(await orderCount()).toBe(1);
  });

  it("answers the page's token after the cart was emptied, whatever the cart holds now", async () => {
    const first = await submit({ fromCart: true, checkoutToken: "tok-reload" });
    // Placed an hour ago, so that only the token can tell this retry from a new order.
    await shop.db.update(orders).set({ createdAt: sql`now() - interval '1 hour'` });
    const reload = await submit({ fromCart: true, checkoutToken: "tok-reload" });
    expect(reload.status).toBe(201);
    expect(reload.body.orderNumber).toBe(first.body.orderNumber);
    await a.post("/api/cart", { productId: PERFUME, quantity: 1 });
    const again = await submit({ fromCart: true, checkoutToken: "tok-reload" });
    expect(again.body.orderNumber).toBe(first.body.orderNumber);
    expect(await orderCount()).toBe(1);
    expect(await cartOf(a)).toHaveLength(1);
  });

  it("answers a repeated submission of the emptied cart with its order only within the retry window", async () => {
    const first = await submit({ fromCart: true });
    const again = await submit({ fromCart: true });
    expect(again.status).toBe(201);
    expect(again.body.orderNumber).toBe(first.body.orderNumber);
    await shop.db.update(orders).set({ createdAt: sql`now() - interval '10 minutes'` });
    const later = await submit({ fromCart: true });
    expect(later.status).toBe(400);
    expect(later.body.message).toBe("Your cart is empty");
    const stranger = await new TestClient(shop.url).post<Answer>("/submit-order", { customer, fromCart: true });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe("Your cart is empty");
    expect(await orderCount()).toBe(1);
  });
});

describe("online: /api/order/createOrder with fromCart", () => {
  it("creates one order for 20 concurrent calls without a key", async () => {
    const results = await copies(20, () => createOrder({ fromCart: true }));
    await expectOneOrder(results);
    expect(new Set(results.map((r) => r.body.dbOrderId)).size).toBe(1);
    // Unpaid, the cart stays: it leaves with the payment.
    expect(await cartOf(a)).toHaveLength(2);
  });

  it("creates one order for 20 concurrent calls with one key, and a retry gets it", async () => {
    const results = await copies(20, () => createOrder({ fromCart: true }, { "Idempotency-Key": "pay-cart" }));
    await expectOneOrder(results);
    const retry = await createOrder({ fromCart: true }, { "Idempotency-Key": "pay-cart" });
    expect(retry.body.dbOrderId).toBe(results[0]!.body.dbOrderId);
  });

  it("creates a new order once the cart changed", async () => {
    const first = await createOrder({ fromCart: true });
    await a.post("/api/cart", { productId: PERFUME, quantity: 1 });
    const second = await createOrder({ fromCart: true });
    expect(second.status).toBe(201);
    expect(second.body.dbOrderId).not.toBe(first.body.dbOrderId);
    expect(await orderCount()).toBe(2);
  });
});

describe("the checkout page's form (without JavaScript)", () => {
  const pageForm = (token: string) =>
    new URLSearchParams({
      name: "Asha Verma",
      email: "asha.verma@example.com",
      contact: "9876543210",
      pin: "560038",
      line1: "12 MG Road",
      locality: "Indiranagar",
      city: "Bengaluru",
      state: "Karnataka",
      paymentMethod: "cod",
      checkoutToken: token,
    }).toString();
  const post = (token: string) =>
    fetch(`${shop.url}/customer-details?from=cart`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: a.cookieHeader,
        origin: shop.url,
      },
      body: pageForm(token),
      redirect: "manual",
    });

  it("sends a double submission and a reload after a lost answer to the one order's page", async () => {
    const token = "page-token-7c9d";
    const [one, two] = await Promise.all([post(token), post(token)]);
    const reload = await post(token);
    const pages = [one, two, reload].map((res) => [res.status, res.headers.get("location")]);
    expect(pages[0]![0]).toBe(303);
    expect(pages[0]![1]).toMatch(/^\/thank-you\?order=/);
    expect(pages).toEqual([pages[0], pages[0], pages[0]]);
    expect(await orderCount()).toBe(1);
    expect(await stockOf(PERFUME)).toBe(58);
  });
});

describe("the emptied cart names its order", () => {
  const page = (client: TestClient, path: string) =>
    fetch(`${shop.url}${path}`, { headers: { cookie: client.cookieHeader, accept: "text/html" } }).then((res) =>
      res.text(),
    );

  it("on the cart and the cart's checkout (another tab, Back after placing it), for its shopper only", async () => {
    const placed = await submit({ fromCart: true });
    for (const path of ["/cart", "/customer-details?from=cart"]) {
      const html = await page(a, path);
      expect(html).toContain("Your cart is empty");
      expect(html).toContain(placed.body.orderNumber);
      expect(html).toContain("was placed a moment ago");
    }
    const stranger = new TestClient(shop.url);
    await stranger.get("/api/cart");
    expect(await page(stranger, "/cart")).not.toContain("was placed a moment ago");
    // An hour on, an empty cart is only empty.
    await shop.db.update(orders).set({ createdAt: sql`now() - interval '1 hour'` });
    expect(await page(a, "/cart")).not.toContain(placed.body.orderNumber);
  });
});
