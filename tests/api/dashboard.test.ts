// The owner's dashboard against a small history computed by hand: every figure of the 7 days to
// 2026-12-05 15:00 in India and of the 7 before (cut at the same hour), today's hours, late deliveries and
// low stock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import {
  cartItems,
  orderLines,
  orders,
  productColours,
  products,
  productVariants,
  refunds,
  returnLines,
  returnRequests,
} from "../../server/db/schema";
import { readDashboard } from "../../server/dashboard/dashboard";
import type { OrderStatus, PaymentMethod } from "@rules/order-status";
import { createTestDatabase } from "../helpers/db";
import { addProduct } from "../helpers/catalog";

// 15:00 in India.
const NOW = new Date("2026-12-05T09:30:00Z");
let database: Database;
let SHIRT: number;
let SHOES: number;
let HIDDEN: number;
const variantOf = new Map<string, number>();

interface OrderSpec {
  status: OrderStatus;
  method: PaymentMethod;
  at: string;
  owner: string;
  fromCart?: boolean;
  deliverBy: string;
  shipping?: number;
  lines: { product: number; size: string; quantity: number; unit: number; discount?: number }[];
}

let made = 0;
/** An order as placing it would leave it: its totals from its lines. Answers its lines' ids. */
async function order(spec: OrderSpec): Promise<{ id: number; lines: number[] }> {
  const subtotal = spec.lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
  const discount = spec.lines.reduce((sum, line) => sum + (line.discount ?? 0), 0);
  const shipping = spec.shipping ?? 0;
  const [row] = await database.db
    .insert(orders)
    .values({
      orderNumber: `SH-DASH${++made}`,
      status: spec.status,
      paymentMethod: spec.method,
      customerName: "Asha",
      customerEmail: "asha@example.com",
      customerContact: "9876543210",
      customerAddress: "1 MG Road, Bengaluru 560001",
      owner: spec.owner,
      subtotalPaise: subtotal,
      discountPaise: discount,
      shippingPaise: shipping,
      totalPaise: subtotal - discount + shipping,
      fromCart: spec.fromCart ?? false,
      deliverBy: spec.deliverBy,
      createdAt: new Date(spec.at),
    })
    .returning({ id: orders.id });
  const lines = await database.db
    .insert(orderLines)
    .values(
      spec.lines.map((line) => ({
        orderId: row!.id,
        productId: line.product,
        name: line.product === SHIRT ? "Dash Shirt" : "Dash Shoes",
        image: "https://images.example.com/dash.jpg",
        size: line.size,
        variantId: variantOf.get(`${line.product}:${line.size}`) ?? null,
        quantity: line.quantity,
        unitPricePaise: line.unit,
        lineTotalPaise: line.unit * line.quantity,
        discountPaise: line.discount ?? 0,
      })),
    )
    .returning({ id: orderLines.id });
  return { id: row!.id, lines: lines.map((line) => line.id) };
}

let returnsMade = 0;
async function asksBack(
  orderId: number,
  status: "requested" | "approved" | "rejected" | "received",
  lines: { line: number; quantity: number; reason: string }[],
  refund?: { amount: number; at: string },
) {
  const [request] = await database.db
    .insert(returnRequests)
    .values({ orderId, status, createdAt: NOW })
    .returning({ id: returnRequests.id });
  await database.db
    .insert(returnLines)
    .values(lines.map((line) => ({ returnId: request!.id, orderLineId: line.line, ...line })));
  if (refund) {
    await database.db.insert(refunds).values({
      returnId: request!.id,
      orderId,
      amountPaise: refund.amount,
      state: "processed",
      receipt: `dash-refund-${++returnsMade}`,
      createdAt: new Date(refund.at),
    });
  }
}

async function cartLine(owner: string, product: number, size: string, at: string) {
  const variantId = variantOf.get(`${product}:${size}`)!;
  const [variant] = await database.db
    .select({ colourId: productVariants.colourId })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  await database.db.insert(cartItems).values({
    owner,
    productId: product,
    variantId,
    colourId: variant!.colourId,
    quantity: 1,
    createdAt: new Date(at),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  SHIRT = await addProduct(db, {
    category: "Shirts & Tshirt",
    name: "Dash Shirt",
    stock: { S: 10, M: 0, L: 3, XL: 10 },
  });
  SHOES = await addProduct(db, {
    category: "Shoes",
    name: "Dash Shoes",
    stock: { "6": 10, "7": 10, "8": 2, "9": 10, "10": 10, "11": 10 },
  });
  HIDDEN = await addProduct(db, {
    category: "Shirts & Tshirt",
    name: "Dash Hidden",
    stock: { S: 1, M: 1, L: 1, XL: 1 },
  });
  // Only the test's products are on sale: the seeded catalogue's stock is not this test's.
  await db
    .update(products)
    .set({ hidden: true })
    .where(notInArray(products.id, [SHIRT, SHOES]));
  for (const row of await db
    .select({ id: productVariants.id, productId: productVariants.productId, size: productVariants.size })
    .from(productVariants)
    .where(inArray(productVariants.productId, [SHIRT, SHOES]))) {
    variantOf.set(`${row.productId}:${row.size}`, row.id);
  }

  // This period (from 2026-11-28 18:30 UTC, India's midnight, to now).
  // O1: cash on delivery, today 08:30 in India, from a cart.
  await order({
    status: "placed",
    method: "cod",
    at: "2026-12-05T03:00:00Z",
    owner: "guest:o1",
    fromCart: true,
    deliverBy: "2026-12-10",
    lines: [{ product: SHIRT, size: "M", quantity: 1, unit: 100_000 }],
  });
  // O2: online, delivered, with a code (₹200 off) and ₹50 shipping.
  const o2 = await order({
    status: "delivered",
    method: "online",
    at: "2026-11-29T10:00:00Z",
    owner: "user:2",
    fromCart: true,
    deliverBy: "2026-11-30",
    shipping: 5_000,
    lines: [
      { product: SHIRT, size: "L", quantity: 2, unit: 50_000, discount: 10_000 },
      { product: SHOES, size: "9", quantity: 1, unit: 100_000, discount: 10_000 },
    ],
  });
  // O3: cancelled (a cart that became an order, but no sale); O4: its payment failed (neither).
  await order({
    status: "cancelled",
    method: "cod",
    at: "2026-12-01T05:00:00Z",
    owner: "guest:o3",
    fromCart: true,
    deliverBy: "2026-12-01",
    lines: [{ product: SHOES, size: "9", quantity: 1, unit: 90_000 }],
  });
  await order({
    status: "payment_failed",
    method: "online",
    at: "2026-12-02T05:00:00Z",
    owner: "guest:o4",
    fromCart: true,
    deliverBy: "2026-11-30",
    lines: [{ product: SHOES, size: "9", quantity: 1, unit: 90_000 }],
  });
  // O5: placed at India's midnight exactly, the period's first instant; not from a cart.
  const o5 = await order({
    status: "delivered",
    method: "online",
    at: "2026-11-28T18:30:00Z",
    owner: "guest:o5",
    deliverBy: "2026-12-03",
    lines: [{ product: SHOES, size: "8", quantity: 2, unit: 25_000 }],
  });
  // O6: a second before it, after the previous period's cut at 15:00: in neither; shipped and late.
  await order({
    status: "shipped",
    method: "cod",
    at: "2026-11-28T18:29:59Z",
    owner: "guest:o6",
    deliverBy: "2026-12-04",
    lines: [{ product: SHIRT, size: "S", quantity: 1, unit: 70_000 }],
  });
  // The period before (2026-11-21 18:30 UTC to 2026-11-28 09:30 UTC).
  const o7 = await order({
    status: "delivered",
    method: "cod",
    at: "2026-11-25T06:00:00Z",
    owner: "guest:o7",
    fromCart: true,
    deliverBy: "2026-11-28",
    lines: [{ product: SHIRT, size: "M", quantity: 2, unit: 40_000 }],
  });
  // O8: paid online and never delivered: late since 2026-11-27.
  await order({
    status: "paid",
    method: "online",
    at: "2026-11-22T00:00:00Z",
    owner: "guest:o8",
    deliverBy: "2026-11-27",
    shipping: 5_000,
    lines: [{ product: SHOES, size: "9", quantity: 1, unit: 115_000 }],
  });

  await asksBack(o2.id, "received", [{ line: o2.lines[0]!, quantity: 1, reason: "Size too small" }], {
    amount: 45_000,
    at: "2026-12-03T06:00:00Z",
  });
  await asksBack(o2.id, "rejected", [{ line: o2.lines[1]!, quantity: 1, reason: "Changed my mind" }]);
  await asksBack(o5.id, "requested", [{ line: o5.lines[0]!, quantity: 1, reason: "Damaged or defective" }]);
  await asksBack(o7.id, "approved", [{ line: o7.lines[0]!, quantity: 1, reason: "Size too large" }], {
    amount: 40_000,
    at: "2026-11-27T06:00:00Z",
  });

  // Open carts: O4's shopper's (its payment failed) and guest:x's (two lines) started this period;
  // guest:y's started before both periods and was added to in this one; guest:z's in the period before.
  await cartLine("guest:o4", SHOES, "9", "2026-12-02T05:00:00Z");
  await cartLine("guest:x", SHIRT, "S", "2026-12-04T05:00:00Z");
  await cartLine("guest:x", SHIRT, "XL", "2026-12-05T05:00:00Z");
  await cartLine("guest:y", SHIRT, "S", "2026-11-20T05:00:00Z");
  await cartLine("guest:y", SHIRT, "XL", "2026-12-03T05:00:00Z");
  await cartLine("guest:z", SHOES, "6", "2026-11-24T05:00:00Z");
});

afterAll(async () => {
  await database?.close();
});

describe("the last 7 days against the 7 before", () => {
  it("counts the sales, what they came to net of codes and refunds, and how they were paid", async () => {
    const view = await readDashboard(database.db, { period: "7d" }, NOW);
    expect(view.period).toEqual({
      kind: "7d",
      from: "2026-11-29",
      to: "2026-12-05",
      days: 7,
      previousFrom: "2026-11-22",
      previousTo: "2026-11-28",
      bucket: "day",
    });
    const { figures } = view;
    // O1 ₹1,000 + O2 ₹1,850 + O5 ₹500; before, O7 ₹800 + O8 ₹1,200.
    expect(figures.orders).toEqual({ current: 3, previous: 2, difference: 1, percent: 50 });
    expect(figures.sales).toMatchObject({ current: 335_000, previous: 200_000 });
    expect(figures.discounts).toMatchObject({ current: 20_000, previous: 0 });
    expect(figures.refunds).toMatchObject({ current: 45_000, previous: 40_000 });
    expect(figures.netRevenue).toEqual({ current: 290_000, previous: 160_000, difference: 130_000, percent: 81.3 });
    expect(figures.averageOrder).toMatchObject({ current: 111_667, previous: 100_000 });
    expect(figures.codShare).toMatchObject({ current: 33.3, previous: 50 });
  });

  it("counts the carts that became orders", async () => {
    const view = await readDashboard(database.db, { period: "7d" }, NOW);
    // Ordered: O1, O2 and O3 (cancelled later); open with a line added: guest:o4's, guest:x's and guest:y's
    // (started before, added to in the period). Before: O7; guest:z's.
    expect(view.carts).toEqual({ current: { carts: 6, ordered: 3 }, previous: { carts: 2, ordered: 1 } });
    expect(view.figures.conversion).toMatchObject({ current: 50, previous: 50, percent: 0 });
  });

  it("gives the returns rate by category, with their reasons", async () => {
    const view = await readDashboard(database.db, { period: "7d" }, NOW);
    // Delivered: O2 (2 shirts, 1 pair of shoes) and O5 (2 pairs); asked back: a shirt and a pair (the
    // rejected request does not count). Before: O7's 2 shirts, 1 asked back.
    expect(view.figures.returnsRate).toMatchObject({ current: 40, previous: 50 });
    expect(view.returnsByCategory).toEqual([
      {
        category: "Shirts & Tshirt",
        delivered: 2,
        returned: 1,
        rate: 50,
        topReasons: [{ reason: "Size too small", pieces: 1 }],
      },
      {
        category: "Shoes",
        delivered: 3,
        returned: 1,
        rate: 33.3,
        topReasons: [{ reason: "Damaged or defective", pieces: 1 }],
      },
    ]);
    expect(view.returnReasons).toEqual([
      { reason: "Damaged or defective", pieces: 1 },
      { reason: "Size too small", pieces: 1 },
    ]);
  });

  it("lists what sold most and the sizes sold", async () => {
    const view = await readDashboard(database.db, { period: "7d" }, NOW);
    expect(view.topProducts).toEqual([
      { productId: SHIRT, name: "Dash Shirt", pieces: 3, sales: 190_000 },
      { productId: SHOES, name: "Dash Shoes", pieces: 3, sales: 140_000 },
    ]);
    expect(view.sizes).toEqual([
      { size: "8", pieces: 2 },
      { size: "L", pieces: 2 },
      { size: "9", pieces: 1 },
      { size: "M", pieces: 1 },
    ]);
  });

  it("charts every day, beside the same day of the period before", async () => {
    const view = await readDashboard(database.db, { period: "7d" }, NOW);
    expect(view.series.map((point) => point.label)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(view.series[0]).toEqual({
      label: "2026-11-29",
      orders: 2,
      sales: 235_000,
      previousOrders: 1,
      previousSales: 120_000,
    });
    expect(view.series[3]).toMatchObject({ orders: 0, previousOrders: 1, previousSales: 80_000 });
    expect(view.series[6]).toMatchObject({ orders: 1, sales: 100_000, previousOrders: 0 });
    expect(view.series.reduce((sum, point) => sum + point.sales, 0)).toBe(view.figures.sales.current);
  });
});

describe("whatever the period", () => {
  it("lists undelivered sales past their promised day, the longest overdue first", async () => {
    const view = await readDashboard(database.db, { period: "today" }, NOW);
    expect(view.late.count).toBe(2);
    expect(
      view.late.orders.map(({ deliverBy, daysLate, status, total }) => ({ deliverBy, daysLate, status, total })),
    ).toEqual([
      { deliverBy: "2026-11-27", daysLate: 8, status: "paid", total: 120_000 },
      { deliverBy: "2026-12-04", daysLate: 1, status: "shipped", total: 70_000 },
    ]);
  });

  it("lists the sizes of each colour running low, the fewest first, never a hidden product's", async () => {
    const view = await readDashboard(database.db, { period: "today" }, NOW);
    const [colour] = await database.db
      .select({ name: productColours.name })
      .from(productColours)
      .where(and(eq(productColours.productId, SHIRT), eq(productColours.position, 0)));
    expect(view.lowStock.count).toBe(3);
    expect(view.lowStock.variants.map(({ name, colour, size, stock }) => ({ name, colour, size, stock }))).toEqual([
      { name: "Dash Shirt", colour: colour?.name ?? "", size: "M", stock: 0 },
      { name: "Dash Shoes", colour: expect.any(String), size: "8", stock: 2 },
      { name: "Dash Shirt", colour: colour?.name ?? "", size: "L", stock: 3 },
    ]);
    expect(view.lowStock.variants.some((variant) => variant.productId === HIDDEN)).toBe(false);
  });
});

describe("today", () => {
  it("is read by the hour, against yesterday until the same hour", async () => {
    const view = await readDashboard(database.db, { period: "today" }, NOW);
    expect(view.figures.orders).toMatchObject({ current: 1, previous: 0, percent: null });
    expect(view.series).toHaveLength(24);
    // O1 at 08:30 in India.
    expect(view.series[8]).toMatchObject({ label: "08:00", orders: 1, sales: 100_000 });
    // O1's cart, ordered, and guest:x's, added to at 10:30.
    expect(view.carts.current).toEqual({ carts: 2, ordered: 1 });
  });
});

describe("a chosen range", () => {
  it("reads whole days, and refuses one it cannot read, saying why", async () => {
    const view = await readDashboard(database.db, { period: "range", from: "2026-11-22", to: "2026-11-28" }, NOW);
    // The whole of 2026-11-28 this time: O6 counts.
    expect(view.figures.orders.current).toBe(3);
    expect(view.figures.sales.current).toBe(270_000);
    await expect(
      readDashboard(database.db, { period: "range", from: "2026-11-28", to: "2026-11-22" }, NOW),
    ).rejects.toMatchObject({ status: 400, message: "The last day must not be before the first day" });
  });
});

describe("a line's day", () => {
  it("is its order's, whatever the insert says, and follows a change of the order's time", async () => {
    const placed = await order({
      status: "delivered",
      method: "cod",
      at: "2025-06-10T06:00:00Z",
      owner: "guest:days",
      deliverBy: "2025-06-17",
      lines: [{ product: SHOES, size: "9", quantity: 2, unit: 150_000 }],
    });
    await database.db
      .update(orderLines)
      .set({ placedAt: new Date(0) })
      .where(eq(orderLines.id, placed.lines[0]!));
    const day = async (date: string) =>
      (await readDashboard(database.db, { period: "range", from: date, to: date }, NOW)).topProducts;
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.id, placed.lines[0]!));
    expect(line!.placedAt.toISOString()).toBe("2025-06-10T06:00:00.000Z");
    expect(await day("2025-06-10")).toMatchObject([{ productId: SHOES, pieces: 2, sales: 300_000 }]);

    await database.db
      .update(orders)
      .set({ createdAt: new Date("2025-07-10T06:00:00Z") })
      .where(eq(orders.id, placed.id));
    expect(await day("2025-06-10")).toEqual([]);
    expect(await day("2025-07-10")).toMatchObject([{ productId: SHOES, pieces: 2, sales: 300_000 }]);
    const view = await readDashboard(database.db, { period: "range", from: "2025-07-10", to: "2025-07-10" }, NOW);
    expect(view.returnsByCategory).toMatchObject([{ delivered: 2, returned: 0 }]);
  });
});
