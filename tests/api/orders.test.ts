import { Writable } from "node:stream";
import { pino } from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { cartItems, emailOutbox, orderLines, orders, products } from "../../server/db/schema";
import { deliverOutbox } from "../../server/mail/outbox";
import { loggingTransport, type OutgoingMail } from "../../server/mail/transports";
import type { CartLine } from "@rules/cart-rules";
import type { OrderView } from "@rules/order-status";
import { setUpServerOn, setUpTestServer } from "../helpers/harness";
import { setStock } from "../helpers/stock";
import { TAN_LOAFER, addProductNoting, withProductIds, type ProductSpec } from "../helpers/catalog";
import { emptyTables } from "../helpers/db";
import { testConfig } from "../helpers/app";
import { createServices } from "../../server/services";
import { guestOwner } from "../../server/cart/owner";
import { TestClient } from "../helpers/client";
import { checkoutCustomer as customer } from "../helpers/accounts";

// Products made afresh before each test, so that none needs its stock put back. Shown prices carry the
// ₹500 markup.
const LOAFER_NAME = TAN_LOAFER.name;
const LOAFER_IMAGE = TAN_LOAFER.image;
const SOLD_OUT_LOAFER_NAME = "Test Navy Suede Penny Loafers";
const SHOE_STOCK_3_NAME = "Test Black Leather Sneakers";
const PERFUME_NAME = "Test Oud Eau de Parfum 100 ml";
const PERFUME_IMAGE = "https://images.example.com/oud-eau-de-parfum.jpg";
let LOAFER: number; // base ₹3,299 (shown ₹3,799), sizes 6-10, 5 in each
let LOAFER_OUT_OF_STOCK: number;
let SHOE_STOCK_3: number; // its 3 all in size 8
let SHOE: number; // Buy Now needs a size
let PERFUME: number; // base ₹4,899 (shown ₹5,399), no sizes, stock 60
let TRACKSUIT: number;
let SANDAL: number; // the cart stores "N/A" without a size; Buy Now needs one
/** Each made product's stock as made. */
let madeStock: Map<number, number>;
/** A table's value with the products it names ("perfume") replaced by their ids. */
const withIds = <T>(value: T): T =>
  withProductIds(value, {
    loafer: LOAFER,
    "sold-out loafer": LOAFER_OUT_OF_STOCK,
    "shoe with 3 left": SHOE_STOCK_3,
    shoe: SHOE,
    perfume: PERFUME,
    tracksuit: TRACKSUIT,
    sandal: SANDAL,
  });

interface Placed {
  message: string;
  orderId: number;
  orderNumber: string;
  order: OrderView;
}

const shop = setUpTestServer();
let a: TestClient;
let b: TestClient;

beforeEach(async () => {
  await emptyTables(shop.db, orders, emailOutbox, cartItems);
  madeStock = new Map();
  const add = (spec: ProductSpec) => addProductNoting(shop.db, spec, madeStock);
  LOAFER = await add(TAN_LOAFER);
  LOAFER_OUT_OF_STOCK = await add({ category: "Loafers", name: SOLD_OUT_LOAFER_NAME, stock: 0 });
  // Stock is kept per size: the shoe's 3 all in size 8.
  SHOE_STOCK_3 = await add({
    category: "Shoes",
    name: SHOE_STOCK_3_NAME,
    stock: { "6": 0, "7": 0, "8": 3, "9": 0, "10": 0, "11": 0 },
  });
  SHOE = await add({ category: "Shoes", stock: 12 });
  PERFUME = await add({ category: "Perfumes", name: PERFUME_NAME, image: PERFUME_IMAGE, price: 4899, stock: 60 });
  TRACKSUIT = await add({ category: "Cordset & Tracksuit", stock: 8 });
  SANDAL = await add({ category: "Girls Sandals and jutti", stock: 10 });
  a = new TestClient(shop.url);
  b = new TestClient(shop.url);
});

const stockOf = async (id: number) =>
  (await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const countOf = async (table: typeof orders | typeof emailOutbox | typeof orderLines) =>
  (await shop.db.select({ n: count() }).from(table))[0]!.n;
const submit = (client: TestClient, body: unknown, headers?: Record<string, string>) =>
  client.post<Placed & { message: string }>("/submit-order", body, headers);

describe("POST /submit-order (cash on delivery)", () => {
  it("places the order: 201, status placed, lines priced by the server, stock taken, e-mail queued", async () => {
    const res = await submit(a, {
      customer: { ...customer, name: "  Asha Verma " },
      product: [
        { productId: String(LOAFER), size: "8", quantity: 2, amount: 1 },
        { _id: String(PERFUME), oldPrice: 0, image: "/evil.png" },
      ],
      amount: 100,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Order placed");
    expect(res.body.orderNumber).toMatch(/^SH-[2-9A-HJKMNP-Z]{6}$/);
    expect(res.body.orderId).toBeTypeOf("number");
    expect(res.body.order).toMatchObject({
      orderNumber: res.body.orderNumber,
      status: "placed",
      paymentMethod: "cod",
      subtotal: 2 * 3799 + 5399,
      shipping: 0,
      total: 2 * 3799 + 5399,
      itemCount: 3,
    });

    const [order] = await shop.db.select().from(orders).where(eq(orders.orderNumber, res.body.orderNumber));
    expect(order).toMatchObject({
      id: res.body.orderId,
      status: "placed",
      paymentMethod: "cod",
      customerName: "Asha Verma",
      customerEmail: customer.email,
      customerContact: customer.contact,
      subtotalPaise: 1_299_700,
      shippingPaise: 0,
      totalPaise: 1_299_700,
      userId: null,
      idempotencyKey: null,
    });
    expect(order!.owner).toMatch(/^guest:[0-9a-f-]{36}$/);
    const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(
      lines.map(({ productId, name, image, size, quantity, unitPricePaise, lineTotalPaise }) => ({
        productId,
        name,
        image,
        size,
        quantity,
        unitPricePaise,
        lineTotalPaise,
      })),
    ).toEqual([
      {
        productId: LOAFER,
        name: LOAFER_NAME,
        image: LOAFER_IMAGE,
        size: "8",
        quantity: 2,
        unitPricePaise: 379_900,
        lineTotalPaise: 759_800,
      },
      {
        productId: PERFUME,
        name: PERFUME_NAME,
        image: PERFUME_IMAGE,
        // Stored as "" (a product without sizes), answered as null (docs/decisions/027).
        size: "",
        quantity: 1,
        unitPricePaise: 539_900,
        lineTotalPaise: 539_900,
      },
    ]);
    expect(await stockOf(LOAFER)).toBe(madeStock.get(LOAFER)! - 2);
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)! - 1);

    const mails = await shop.db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: customer.email,
      subject: `Your StyleHub order ${res.body.orderNumber} is confirmed`,
      sentAt: null,
      attempts: 0,
    });
    expect(mails[0]!.body).toContain(`${LOAFER_NAME} (size 8) x 2: ₹7,598`);
    expect(mails[0]!.body).toContain(`${PERFUME_NAME} x 1: ₹5,399`);
    expect(mails[0]!.body).toContain("Total to pay on delivery: ₹12,997");
  });

  it("accepts one product object, as Buy Now sends it, with the quantity defaulting to 1", async () => {
    const res = await submit(a, {
      customer,
      product: { id: PERFUME, name: PERFUME_NAME, price: 5399, category: "Perfumes" },
    });
    expect(res.status).toBe(201);
    expect(res.body.order.lines).toEqual([
      expect.objectContaining({ productId: String(PERFUME), quantity: 1, unitPrice: 5399, lineTotal: 5399 }),
    ]);
  });

  it("refuses, naming both, a product whose name or price disagrees with the one its id names", async () => {
    const stockBefore = await stockOf(LOAFER);
    // The older client sent its own list index as the id, with the name of what the shopper saw.
    const wrongName = await submit(a, {
      customer,
      product: { id: LOAFER, name: "Versace Couture Petrol Blue Polo T-Shirt", quantity: 1, size: "8" },
    });
    expect(wrongName.status).toBe(409);
    expect(wrongName.body.message).toContain("Versace Couture Petrol Blue Polo T-Shirt");
    expect(wrongName.body.message).toContain(LOAFER_NAME);
    const wrongPrice = await a.post<{ message: string }>("/api/order/createOrder", {
      customer,
      product: { id: LOAFER, name: LOAFER_NAME, price: 999, size: "8" },
    });
    expect(wrongPrice.status).toBe(409);
    expect(wrongPrice.body.message).toMatch(/₹999.*₹3,799/);
    expect(await countOf(orders)).toBe(0);
    expect(await stockOf(LOAFER)).toBe(stockBefore);
  });

  it("adds up the same product and size asked for twice", async () => {
    const res = await submit(a, {
      customer,
      product: [
        { productId: LOAFER, size: "8", quantity: 1 },
        { productId: LOAFER, size: " 8 ", quantity: 2 },
        { productId: LOAFER, size: "9", quantity: 1 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.order.lines.map((l) => [l.size, l.quantity])).toEqual([
      ["8", 3],
      ["9", 1],
    ]);
    expect(await stockOf(LOAFER)).toBe(madeStock.get(LOAFER)! - 4);
  });

  it("keeps the order's snapshot when the catalogue changes later", async () => {
    const res = await submit(a, { customer, product: { id: PERFUME } });
    await shop.db.update(products).set({ name: "Renamed", basePricePaise: 100 }).where(eq(products.id, PERFUME));
    const view = await a.get<OrderView>(`/api/orders/${res.body.orderNumber}`);
    expect(view.body.lines[0]).toMatchObject({ name: PERFUME_NAME, unitPrice: 5399 });
  });
});

describe("shipping", () => {
  // Every product costs more than ₹999, so a test store with a higher threshold shows the fee:
  // ₹10,798 is exactly two of the perfume.
  const dearShipping = setUpServerOn(shop, { env: { FREE_SHIPPING_THRESHOLD_RUPEES: "10798" } });

  it("charges ₹99 below the threshold, whatever the browser says the amount is", async () => {
    const res = await submit(new TestClient(dearShipping.url), {
      customer,
      product: { id: PERFUME, amount: 1 },
      amount: 450000,
      shipping: 0,
    });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ subtotal: 5399, shipping: 99, total: 5498 });
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, res.body.orderId));
    expect(order).toMatchObject({ subtotalPaise: 539_900, shippingPaise: 9_900, totalPaise: 549_800 });
    const [mail] = await shop.db.select().from(emailOutbox);
    expect(mail!.body).toContain("Shipping: ₹99");
  });

  it("ships free at the threshold", async () => {
    const res = await submit(new TestClient(dearShipping.url), { customer, product: { id: PERFUME, quantity: 2 } });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ subtotal: 10798, shipping: 0, total: 10798 });
  });
});

describe("an order from the cart", () => {
  it("empties the cart when the cart's lines are the order", async () => {
    await a.post("/api/cart", { productId: LOAFER, size: "9", quantity: 2 });
    const cart = (await a.post<CartLine[]>("/api/cart", { productId: PERFUME })).body;
    const res = await submit(a, { customer, product: cart, fromCart: true });
    expect(res.status).toBe(201);
    expect(res.body.order.lines.map((l) => [Number(l.productId), l.size, l.quantity])).toEqual([
      [LOAFER, "9", 2],
      [PERFUME, null, 1],
    ]);
    expect((await a.get<CartLine[]>("/api/cart")).body).toEqual([]);
  });

  it("takes the cart itself when no product is sent with fromCart", async () => {
    await a.post("/api/cart", { productId: PERFUME, quantity: 3 });
    const res = await submit(a, { customer, fromCart: true });
    expect(res.status).toBe(201);
    expect(res.body.order.lines.map((l) => [Number(l.productId), l.quantity])).toEqual([[PERFUME, 3]]);
    expect((await a.get<CartLine[]>("/api/cart")).body).toEqual([]);
    // The emptied cart submitted again is a retry of that order (docs/decisions/005); a cart never
    // ordered is empty.
    const again = await submit(a, { customer, fromCart: true });
    expect(again.status).toBe(201);
    expect(again.body.orderNumber).toBe(res.body.orderNumber);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const empty = await submit(b, { customer, fromCart: true });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Your cart is empty");
  });

  it("leaves the cart alone for a Buy Now order, and another shopper's cart always", async () => {
    await a.post("/api/cart", { productId: PERFUME });
    await b.post("/api/cart", { productId: LOAFER, size: "8" });
    expect((await submit(a, { customer, product: { id: LOAFER, size: "7" } })).status).toBe(201);
    expect((await a.get<CartLine[]>("/api/cart")).body).toHaveLength(1);
    expect((await submit(a, { customer, product: { id: PERFUME }, fromCart: true })).status).toBe(201);
    expect((await a.get<CartLine[]>("/api/cart")).body).toEqual([]);
    expect((await b.get<CartLine[]>("/api/cart")).body).toHaveLength(1);
  });

  it("keeps the cart when the order fails", async () => {
    await a.post("/api/cart", { productId: SHOE_STOCK_3, size: "8", quantity: 3 });
    await setStock(shop.db, SHOE_STOCK_3, { "8": 2 });
    const res = await submit(a, { customer, fromCart: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Only 2 of ${SHOE_STOCK_3_NAME} in size 8 left in stock`);
    expect((await a.get<CartLine[]>("/api/cart")).body).toHaveLength(1);
  });
});

describe("idempotency", () => {
  const body = () => ({ customer, product: [{ productId: PERFUME, quantity: 2 }] });

  it("answers the same order for the same Idempotency-Key, and places it once", async () => {
    const key = "checkout-7f3a9c1e-0b6d-4d2e-9f1a-123456789abc";
    const first = await submit(a, body(), { "Idempotency-Key": key });
    const second = await submit(a, body(), { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.orderNumber).toBe(first.body.orderNumber);
    expect(second.body.orderId).toBe(first.body.orderId);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await countOf(orders)).toBe(1);
    expect(await countOf(emailOutbox)).toBe(1);
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)! - 2);
  });

  it("takes the key from checkoutToken in the body too", async () => {
    const first = await submit(a, { ...body(), checkoutToken: "tok_123" });
    const second = await submit(a, { ...body(), checkoutToken: "tok_123" });
    expect(second.body.orderNumber).toBe(first.body.orderNumber);
    expect(await countOf(orders)).toBe(1);
  });

  it("places a new order for a new key, and keeps keys per shopper", async () => {
    const one = await submit(a, body(), { "Idempotency-Key": "k-1" });
    const two = await submit(a, body(), { "Idempotency-Key": "k-2" });
    const other = await submit(b, body(), { "Idempotency-Key": "k-1" });
    expect(new Set([one.body.orderNumber, two.body.orderNumber, other.body.orderNumber]).size).toBe(3);
    expect(await countOf(orders)).toBe(3);
  });

  it("places one order for 10 parallel submissions with one key", async () => {
    await a.get("/api/cart"); // the guest cookie first, so all 10 requests are one shopper's
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submit(a, body(), { "Idempotency-Key": "double-click" })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.body.orderNumber)).size).toBe(1);
    expect(await countOf(orders)).toBe(1);
    expect(await countOf(orderLines)).toBe(1);
    expect(await countOf(emailOutbox)).toBe(1);
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)! - 2);
  });

  it("answers the order even when its purchase took the last unit", async () => {
    await setStock(shop.db, PERFUME, 1);
    await a.get("/api/cart");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => submit(a, { customer, product: { id: PERFUME } }, { "Idempotency-Key": "last" })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(await countOf(orders)).toBe(1);
    expect(await stockOf(PERFUME)).toBe(0);
  });
});

describe("stock", () => {
  it("sells the last 5 units to exactly 5 of 50 shoppers ordering at once", async () => {
    await setStock(shop.db, PERFUME, 5);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => submit(new TestClient(shop.url), { customer, product: { id: PERFUME } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(45);
    for (const r of refused) expect(r.body.message).toBe(`${PERFUME_NAME} is out of stock`);
    expect(await stockOf(PERFUME)).toBe(0);
    expect(await countOf(orders)).toBe(5);
    expect(await countOf(emailOutbox)).toBe(5);
    expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.orderNumber)).size).toBe(5);
  });

  it.each([
    [{ id: "shoe with 3 left", size: "8", quantity: 4 }, `Only 3 of ${SHOE_STOCK_3_NAME} in size 8 left in stock`],
    [
      [
        { id: "shoe with 3 left", size: "8", quantity: 2 },
        { id: "shoe with 3 left", size: "9", quantity: 2 },
      ],
      `${SHOE_STOCK_3_NAME} in size 9 is out of stock`,
    ],
    [{ id: "sold-out loafer", size: "8" }, `${SOLD_OUT_LOAFER_NAME} in size 8 is out of stock`],
    [
      [
        { id: "perfume", quantity: 2 },
        { id: "loafer", size: "8" },
        { id: "shoe with 3 left", size: "10", quantity: 5 },
      ],
      `${SHOE_STOCK_3_NAME} in size 10 is out of stock`,
    ],
  ])("refuses %j with 409 naming the item, and takes nothing", async (product, message) => {
    const res = await submit(a, { customer, product: withIds(product) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(message);
    for (const [id, stock] of madeStock) expect(await stockOf(id)).toBe(stock);
    expect(await countOf(orders)).toBe(0);
    expect(await countOf(orderLines)).toBe(0);
    expect(await countOf(emailOutbox)).toBe(0);
  });
});

describe("mobile numbers as shoppers paste them", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["09876543210", "9876543210"],
    ["+91-91234-56780", "9123456780"],
    ["919876543210", "9876543210"],
  ])("POST /submit-order stores %s as %s", async (contact, stored) => {
    const res = await submit(a, { customer: { ...customer, contact }, product: { id: PERFUME } });
    expect(res.status).toBe(201);
    expect(res.body.order.customer.contact).toBe(stored);
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, res.body.orderId));
    expect(row!.customerContact).toBe(stored);
  });
});

describe("validation", () => {
  const good = { customer, product: { id: "perfume" } };
  const withCustomer = (patch: Record<string, unknown>) => ({ ...good, customer: { ...customer, ...patch } });

  it.each([
    ["no customer", { product: { id: "perfume" } }, 400, "Please fill in your name, e-mail, contact and address"],
    ["a blank name", withCustomer({ name: "   " }), 400, "name: is required"],
    ["a missing e-mail", withCustomer({ email: undefined }), 400, "email: is required"],
    ["a name of 101 characters", withCustomer({ name: "A".repeat(101) }), 400, "name: must be at most 100 characters"],
    ["contact 12345", withCustomer({ contact: "12345" }), 400, "contact: must be exactly 10 digits"],
    ["contact of 11 digits", withCustomer({ contact: "12345678901" }), 400, "contact: must be exactly 10 digits"],
    ["contact with letters", withCustomer({ contact: "98765abcde" }), 400, "contact: must contain digits only"],
    ["contact as a number", withCustomer({ contact: 9876543210 }), 400, "contact: must be text"],
    ["a bad e-mail", withCustomer({ email: "asha@" }), 400, "email: must be a valid e-mail address"],
    [
      "an address of 501 characters",
      withCustomer({ address: "x".repeat(501) }),
      400,
      "address: must be at most 500 characters",
    ],
    ["a blank address", withCustomer({ address: "\n  " }), 400, "address: is required"],
    ["no product", { customer }, 400, "Select a product"],
    ["an empty product list", { customer, product: [] }, 400, "Select a product"],
    ["an unknown product", { customer, product: { id: 999_999 } }, 404, "Product not found"],
    ["a product without an id", { customer, product: { name: "Oud", price: 1 } }, 400, "productId: is required"],
    ["a product that is text", { customer, product: "Oud" }, 400, "must be a product"],
    ["quantity 0", { customer, product: { id: "perfume", quantity: 0 } }, 400, "quantity: must be at least 1"],
    ["quantity 11", { customer, product: { id: "perfume", quantity: 11 } }, 400, "quantity: must be at most 10"],
    [
      "quantity 1.5",
      { customer, product: [{ id: "perfume", quantity: 1.5 }] },
      400,
      "product.0.quantity: must be a whole number from 1 to 10",
    ],
    [
      "more than 10 of one product and size in all",
      {
        customer,
        product: [
          { id: "perfume", quantity: 6 },
          { id: "perfume", quantity: 5 },
        ],
      },
      400,
      `You can order at most 10 of ${PERFUME_NAME} at once`,
    ],
    [
      "21 lines",
      { customer, product: Array.from({ length: 21 }, () => ({ id: "perfume" })) },
      400,
      "An order can hold at most 20 items",
    ],
    ["shoes without a size", { customer, product: { id: "shoe" } }, 400, "Please select a size before proceeding!"],
    [
      "a tracksuit without a size",
      { customer, product: { id: "tracksuit" } },
      400,
      "Please select a size before proceeding!",
    ],
    ["sandals without a size", { customer, product: { id: "sandal" } }, 400, "⚠️ Please select a size before buying!"],
    [
      "sandals of size N/A",
      { customer, product: { id: "sandal", size: "N/A" } },
      400,
      "⚠️ Please select a size before buying!",
    ],
    [
      "a size the product does not come in",
      { customer, product: { id: "loafer", size: "12" } },
      400,
      `Size 12 is not available for ${LOAFER_NAME}`,
    ],
    ["a size for a perfume", { customer, product: { id: "perfume", size: "M" } }, 400, /does not come in sizes/],
    ["online payment here", { ...good, paymentMethod: "online" }, 400, /^paymentMethod: /],
    ["fromCart that is not a boolean", { ...good, fromCart: "yes" }, 400, "fromCart: must be true or false"],
    ["a list for a body", [good], 400, "The order must be a JSON object"],
  ])("refuses %s and writes nothing", async (_what, body, status, message) => {
    const res = await submit(a, withIds(body));
    expect(res.status).toBe(status);
    if (typeof message === "string") expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await countOf(orders)).toBe(0);
    expect(await countOf(emailOutbox)).toBe(0);
    for (const [id, stock] of madeStock) expect(await stockOf(id)).toBe(stock);
  });

  it("refuses a malformed Idempotency-Key", async () => {
    const res = await submit(a, withIds(good), { "Idempotency-Key": "has spaces!" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Idempotency-Key: /);
    expect(await countOf(orders)).toBe(0);
  });

  it("refuses malformed JSON with 400 and writes nothing", async () => {
    const res = await a.request<{ message: string }>("POST", "/submit-order", '{"customer": {"name": "Asha"');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Malformed JSON in request body");
    expect(await countOf(orders)).toBe(0);
  });
});

describe("reading an order back", () => {
  it("shows the order to the shopper who placed it, and to nobody else", async () => {
    const placed = await submit(a, { customer, product: [{ id: LOAFER, size: "10" }, { id: PERFUME }] });
    const number = placed.body.orderNumber;
    const res = await a.get<OrderView>(`/api/orders/${number}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      orderNumber: number,
      status: "placed",
      statusLabel: "Order placed",
      paymentLabel: "Cash on delivery",
      customer,
      itemCount: 2,
      subtotal: 3799 + 5399,
      shipping: 0,
      total: 3799 + 5399,
      paidAt: null,
    });
    expect(res.body.lines.map((l) => [l.name, l.size, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      [LOAFER_NAME, "10", 1, 3799, 3799],
      [PERFUME_NAME, null, 1, 5399, 5399],
    ]);
    expect((await a.get(`/api/orders/${number.toLowerCase()}`)).status).toBe(200);
    const other = await b.get<{ message: string }>(`/api/orders/${number}`);
    expect(other).toMatchObject({ status: 404, body: { message: "Order not found" } });
    expect((await a.get("/api/orders/SH-ZZZZZZ")).status).toBe(404);
    expect((await a.get("/api/orders/nonsense")).status).toBe(404);
  });

  it("finds a guest's order by its number and e-mail, masking the contact number", async () => {
    const { orderNumber } = (await submit(a, { customer, product: { id: PERFUME } })).body;
    const res = await b.post<OrderView>("/api/orders/lookup", {
      orderNumber: ` ${orderNumber.toLowerCase()} `,
      email: "Asha.Verma@Example.com",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ orderNumber, status: "placed", total: 5399 });
    expect(res.body.customer.contact).toBe("••••••3210");

    const message = "We could not find an order with that number and e-mail";
    const wrongEmail = await b.post("/api/orders/lookup", { orderNumber, email: "someone@example.com" });
    const wrongNumber = await b.post("/api/orders/lookup", { orderNumber: "SH-ZZZZZZ", email: customer.email });
    const notANumber = await b.post("/api/orders/lookup", { orderNumber: "hello", email: customer.email });
    for (const r of [wrongEmail, wrongNumber, notANumber]) expect(r).toMatchObject({ status: 404, body: { message } });
    const missing = await b.post<{ message: string }>("/api/orders/lookup", { orderNumber });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("email: is required");
  });
});

describe("the e-mail outbox", () => {
  it("sends each queued e-mail once and marks it sent", async () => {
    await submit(a, { customer, product: { id: PERFUME } });
    await submit(b, { customer: { ...customer, email: "ravi@example.com" }, product: { id: LOAFER, size: "8" } });
    const sent: OutgoingMail[] = [];
    const transport = { send: async (mail: OutgoingMail) => void sent.push(mail) };

    expect(await deliverOutbox(shop.db, transport)).toEqual({ sent: 2, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual([customer.email, "ravi@example.com"]);
    expect(sent[0]!.subject).toMatch(/^Your StyleHub order SH-[2-9A-HJKMNP-Z]{6} is confirmed$/);
    expect(sent[0]!.text).toContain(`${PERFUME_NAME} x 1: ₹5,399`);
    const rows = await shop.db.select().from(emailOutbox);
    for (const row of rows) {
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.attempts).toBe(1);
    }
    expect(await deliverOutbox(shop.db, transport)).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(2);
  });

  it("records a failed send and retries it later, not at once", async () => {
    await submit(a, { customer, product: { id: PERFUME } });
    const failing = {
      send: async () => {
        throw new Error("SMTP 421 try again later");
      },
    };
    expect(await deliverOutbox(shop.db, failing)).toEqual({ sent: 0, failed: 1 });
    const [row] = await shop.db.select().from(emailOutbox);
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: "SMTP 421 try again later" });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await deliverOutbox(shop.db, failing)).toEqual({ sent: 0, failed: 0 });

    await shop.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    const sent: OutgoingMail[] = [];
    expect(await deliverOutbox(shop.db, { send: async (m) => void sent.push(m) })).toEqual({ sent: 1, failed: 0 });
    const [after] = await shop.db.select().from(emailOutbox);
    expect(after).toMatchObject({ attempts: 2, lastError: null });
    expect(after!.sentAt).toBeInstanceOf(Date);
  });

  it("writes the mail to the log with the logging transport", async () => {
    await submit(a, { customer, product: { id: PERFUME } });
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    expect(await deliverOutbox(shop.db, loggingTransport(logger))).toEqual({ sent: 1, failed: 0 });
    const logged = JSON.parse(lines.join("")) as { mail: { to: string; subject: string; text: string } };
    expect(logged.mail.to).toBe(customer.email);
    expect(logged.mail.subject).toMatch(/is confirmed$/);
    expect(logged.mail.text).toContain("Total to pay on delivery: ₹5,399");
    const [row] = await shop.db.select().from(emailOutbox);
    expect(row!.sentAt).toBeInstanceOf(Date);
  });
});

describe("orders.quote (the checkout's summary)", () => {
  const quoteFor = () => createServices(shop.db, testConfig({ FREE_SHIPPING_THRESHOLD_RUPEES: "10798" })).orders;

  it("comes to what placeOrder charges, in paise, and takes no stock", async () => {
    const services = quoteFor();
    const owner = guestOwner("quote-71");
    const quote = await services.quote({ owner, items: [{ id: PERFUME }, { id: LOAFER, size: "8", quantity: 2 }] });
    expect(quote).toMatchObject({
      itemCount: 3,
      subtotalPaise: 539_900 + 2 * 379_900,
      shippingPaise: 0,
      totalPaise: 539_900 + 2 * 379_900,
      sizeProblems: [],
    });
    expect(quote.lines.map((l) => [l.productId, l.size, l.quantity, l.unitPricePaise, l.lineTotalPaise])).toEqual([
      [PERFUME, null, 1, 539_900, 539_900],
      [LOAFER, "8", 2, 379_900, 759_800],
    ]);
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME));
    const placed = await services.place({
      owner,
      customer,
      items: [{ id: PERFUME }, { id: LOAFER, size: "8", quantity: 2 }],
      paymentMethod: "cod",
    });
    expect(placed.order.total * 100).toBe(quote.totalPaise);
  });

  it("charges shipping below the threshold, as an order does", async () => {
    const quote = await quoteFor().quote({ owner: guestOwner("quote-72"), items: { id: PERFUME } });
    expect(quote).toMatchObject({ subtotalPaise: 539_900, shippingPaise: 9_900, totalPaise: 549_800 });
  });

  it("names the size placeOrder would refuse instead of throwing", async () => {
    const quote = await quoteFor().quote({ owner: guestOwner("quote-73"), items: { id: SHOE, quantity: 2 } });
    expect(quote.sizeProblems).toEqual([
      expect.objectContaining({ productId: SHOE, message: "Please select a size before proceeding!" }),
    ]);
    expect(quote.sizeProblems[0]!.sizes.length).toBeGreaterThan(0);
    expect(quote.lines).toHaveLength(1);
  });

  it("quotes the cart, merged and checked like an order from the cart; an empty cart is an empty quote", async () => {
    const services = createServices(shop.db, testConfig());
    const owner = guestOwner("quote-74");
    expect(await services.orders.quote({ owner, fromCart: true })).toMatchObject({ lines: [], totalPaise: 0 });
    await services.cart.add(owner, { productId: SANDAL });
    await services.cart.add(owner, { productId: PERFUME, quantity: 2 });
    const quote = await services.orders.quote({ owner, fromCart: true });
    expect(quote.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [SANDAL, 1],
      [PERFUME, 2],
    ]);
    expect(quote.sizeProblems.map((p) => p.productId)).toEqual([SANDAL]);
  });

  it("refuses what placeOrder refuses: a bad quantity or an unknown field's shape", async () => {
    const orders = quoteFor();
    await expect(
      orders.quote({ owner: guestOwner("quote-75"), items: { id: PERFUME, quantity: 11 } }),
    ).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: "must be at most 10" })],
    });
    await expect(orders.quote({ owner: guestOwner("quote-75"), items: "Oud" })).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: "must be a product" })],
    });
  });
});
