import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { emailOutbox, extraPayments, orderEvents, orders } from "../../server/db/schema";
import { placeOrder } from "../../server/orders/orders";
import { markPaid } from "../../server/payments/payments";
import { createServices } from "../../server/services";
import { createLogger } from "../../server/logger";
import type { OrderView } from "@rules/order-status";
import type { StaffOrderView } from "@rules/staff";
import { plainOrderSettings, setUpServerOn, setUpTestDatabase } from "../helpers/harness";
import { callJson } from "../helpers/client";
import { testConfig } from "../helpers/app";
import { userWithSession } from "../helpers/accounts";
import { addProduct } from "../helpers/catalog";
import { sizeStockOf } from "../helpers/stock";
import { startFakeRazorpay, type FakeRazorpay } from "../helpers/fake-razorpay";

const KEY_ID = "rzp_test_Cancel01234567";
const KEY_SECRET = "fake-key-secret-for-cancelling";
const RAZORPAY_ENV = (apiUrl: string) => ({
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_API_URL: apiUrl,
});

let fake: FakeRazorpay;
const store = setUpTestDatabase();
/** The store with its built-in test gateway. */
const shop = setUpServerOn(store);
/** The same store with Razorpay keys: the official SDK against the local fake of Razorpay's API. */
const razorpayShop = setUpServerOn(store, async () => {
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  return { env: RAZORPAY_ENV(fake.apiUrl) };
});
afterAll(async () => {
  await fake?.close();
});

const customer = {
  name: "Meera Pillai",
  email: "meera.cancel@example.com",
  contact: "9876500123",
  address: "4 Park Street, Kolkata 700016",
};

let SHIRT: number;
let admin: { id: number; token: string };
let shopper: { id: number; token: string };
let guest = 0;

beforeAll(async () => {
  SHIRT = await addProduct(store.db, {
    category: "Shirts & Tshirt",
    name: "Linen Shirt For Cancelling",
    price: 1499,
    stock: { S: 20, M: 20, L: 20, XL: 20 },
  });
  admin = await userWithSession(store.db, "admin");
  shopper = await userWithSession(store.db);
});

/** Two sizes of the shirt: stock goes back to each. */
const items = () => [
  { productId: SHIRT, quantity: 2, size: "M" },
  { productId: SHIRT, quantity: 1, size: "L" },
];

/** An order as a guest or as the signed-in shopper places it; paid online through `paymentId` if asked. */
async function order(options: { method?: "cod" | "online"; owner?: "shopper" | "guest"; pay?: boolean } = {}) {
  const method = options.method ?? "cod";
  const owner =
    options.owner === "shopper"
      ? (`user:${shopper.id}` as const)
      : (`guest:00000000-0000-4000-8000-${String(++guest).padStart(12, "0")}` as const);
  const { order: placed } = await placeOrder(
    store.db,
    { owner, customer, items: items(), paymentMethod: method },
    plainOrderSettings,
  );
  let paymentId: string | null = null;
  if (options.pay) {
    paymentId = `pay_${randomBytes(7).toString("hex")}`;
    await markPaid(store.db, { orderId: placed.id }, paymentId, plainOrderSettings);
    fake.addPayment(paymentId, Math.round(placed.total * 100));
  }
  return { ...placed, paymentId };
}

type CancelAnswer = { message: string; order: OrderView };
const shopperCancel = (orderNumber: string, token = shopper.token, base = shop.url) =>
  callJson<CancelAnswer>(base, "POST", `/api/orders/${orderNumber}/cancel`, {}, token);
const guestCancel = (orderNumber: string, email: string, base = shop.url) =>
  callJson<CancelAnswer>(base, "POST", "/api/orders/lookup/cancel", { orderNumber, email });
const staffMove = (id: number, body: Record<string, unknown>, base = shop.url) =>
  callJson<{ order: StaffOrderView; message?: string }>(base, "PATCH", `/api/admin/orders/${id}`, body, admin.token);

const stockNow = async () => ({
  M: await sizeStockOf(store.db, SHIRT, "M"),
  L: await sizeStockOf(store.db, SHIRT, "L"),
});
const rowOf = async (id: number) => (await store.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundsOf = (orderId: number) => store.db.select().from(extraPayments).where(eq(extraPayments.orderId, orderId));
const cancelEvents = (orderId: number) =>
  store.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, "cancelled")))
    .orderBy(asc(orderEvents.id));
const cancelMails = async (orderNumber: string) =>
  store.db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.subject} like ${`%order ${orderNumber} is cancelled`}`);

describe("a shopper cancels an order that has not shipped", () => {
  it("cancels their own paid online order: stock back per size, refunded in full, recorded and e-mailed", async () => {
    const before = await stockNow();
    const placed = await order({ method: "online", owner: "shopper", pay: true });
    expect(await stockNow()).toEqual({ M: before.M - 2, L: before.L - 1 });

    // Nobody else's: another account and a visitor without a session.
    const stranger = await userWithSession(store.db);
    expect((await shopperCancel(placed.orderNumber, stranger.token)).status).toBe(404);
    expect((await callJson(shop.url, "POST", `/api/orders/${placed.orderNumber}/cancel`, {})).status).toBe(401);
    expect((await rowOf(placed.id)).status).toBe("paid");

    const res = await shopperCancel(placed.orderNumber);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `Order ${placed.orderNumber} is cancelled. ₹${placed.total.toLocaleString("en-IN")} will be refunded to your original payment method.`,
    );
    expect(res.body.order).toMatchObject({ status: "cancelled", paymentLabel: "Online: refunded" });
    expect(await stockNow()).toEqual(before);

    const [refund, ...more] = await refundsOf(placed.id);
    expect(more).toHaveLength(0);
    expect(refund).toMatchObject({
      paymentId: placed.paymentId,
      reason: "order_cancelled",
      state: "processed",
      amountPaise: Math.round(placed.total * 100),
    });
    expect(refund!.providerRefundId).toMatch(/\S/);
    expect((await cancelEvents(placed.id)).map((e) => e.actor)).toEqual(["shopper"]);
    const mails = await cancelMails(placed.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(customer.email);
    expect(mails[0]!.body).toContain("As you asked, we have cancelled your order");
    expect(mails[0]!.body).toContain("to your original payment method");

    // Done once: asking again says so and changes nothing.
    const again = await shopperCancel(placed.orderNumber);
    expect(again).toEqual({
      status: 409,
      body: { message: `Order ${placed.orderNumber} is already cancelled` },
    });
    expect(await stockNow()).toEqual(before);
    expect(await refundsOf(placed.id)).toHaveLength(1);
  });

  it("lets a guest cancel a cash-on-delivery order with its number and e-mail", async () => {
    const before = await stockNow();
    const placed = await order();
    const wrong = await guestCancel(placed.orderNumber, "someone.else@example.com");
    expect(wrong).toEqual({
      status: 404,
      body: { message: "We could not find an order with that number and e-mail" },
    });
    expect((await rowOf(placed.id)).status).toBe("placed");

    const res = await guestCancel(placed.orderNumber, customer.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Order ${placed.orderNumber} is cancelled.`);
    expect(res.body.order).toMatchObject({ status: "cancelled", paymentLabel: "Cash on delivery" });
    // The lookup's view: the contact number is masked.
    expect(res.body.order.customer.contact).toMatch(/^•+\d{4}$/);
    expect(await stockNow()).toEqual(before);
    expect(await refundsOf(placed.id)).toHaveLength(0);
    expect((await cancelEvents(placed.id)).map((e) => e.actor)).toEqual(["shopper"]);
    const [mail] = await cancelMails(placed.orderNumber);
    expect(mail!.body).toContain("Nothing was charged");

    expect((await guestCancel(placed.orderNumber, customer.email)).status).toBe(409);
  });

  it("refuses once the order has shipped, and says why", async () => {
    const placed = await order({ owner: "shopper" });
    const shipped = await staffMove(placed.id, { status: "shipped", carrier: "Delhivery", trackingNumber: "DL9" });
    expect(shipped.status).toBe(200);
    const before = await stockNow();

    const message = `Order ${placed.orderNumber} has shipped and can no longer be cancelled; you can return it once delivered`;
    expect(await shopperCancel(placed.orderNumber)).toEqual({ status: 409, body: { message } });
    expect(await guestCancel(placed.orderNumber, customer.email)).toEqual({ status: 409, body: { message } });
    expect(await staffMove(placed.id, { status: "cancelled" })).toEqual({
      status: 409,
      body: { success: false, message: 'An order cannot move from "Shipped" to "Cancelled"' },
    });
    expect((await rowOf(placed.id)).status).toBe("shipped");
    expect(await stockNow()).toEqual(before);
    expect(await cancelEvents(placed.id)).toHaveLength(0);
  });
});

describe("the staff cancel an order paid online", () => {
  it("refunds it through Razorpay (the SDK against the fake) and puts the stock back", async () => {
    const before = await stockNow();
    const placed = await order({ method: "online", pay: true });
    const listed = await callJson<{ orders: StaffOrderView[] }>(
      razorpayShop.url,
      "GET",
      `/api/admin/orders?q=${placed.orderNumber}`,
      undefined,
      admin.token,
    );
    expect(listed.body.orders[0]!.nextStatuses).toContain("cancelled");

    const res = await staffMove(placed.id, { status: "cancelled" }, razorpayShop.url);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      status: "cancelled",
      paymentLabel: "Online: refunded",
      extraPayments: [{ paymentId: placed.paymentId, reason: "the order was cancelled", state: "processed" }],
    });
    expect(fake.refunds.get(placed.paymentId!)).toEqual([
      expect.objectContaining({ amount: Math.round(placed.total * 100), receipt: `extra-${placed.paymentId}` }),
    ]);
    expect(await stockNow()).toEqual(before);
    expect((await cancelEvents(placed.id)).map((e) => e.actor)).toEqual(["staff"]);
    const [mail] = await cancelMails(placed.orderNumber);
    expect(mail!.body).toContain("We have cancelled your order");
  });

  it("refunds it through the test gateway when the store has no Razorpay keys", async () => {
    const placed = await order({ method: "online", pay: true });
    const res = await staffMove(placed.id, { status: "cancelled" });
    expect(res.status).toBe(200);
    expect(res.body.order.extraPayments).toEqual([expect.objectContaining({ state: "processed" })]);
  });

  it("leaves a refund the gateway refused owed, and a retry or the job completes it, once", async () => {
    const placed = await order({ method: "online", pay: true });
    fake.failNext(502, "Bank servers are down");
    const res = await staffMove(placed.id, { status: "cancelled" }, razorpayShop.url);
    // The order is cancelled (its stock is back); the refund waits.
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe("cancelled");
    const [owed] = await refundsOf(placed.id);
    expect(owed).toMatchObject({ state: "failed", lastError: expect.stringMatching(/Bank servers are down/) });
    expect(fake.refunds.get(placed.paymentId!) ?? []).toHaveLength(0);

    // The store's refund job, as it runs on a timer.
    const services = createServices(store.db, testConfig(RAZORPAY_ENV(fake.apiUrl)), createLogger("silent"));
    await services.payments.refundOwed();
    expect((await refundsOf(placed.id))[0]).toMatchObject({ state: "processed", lastError: null });
    // Cancelling again refunds nothing more.
    expect((await staffMove(placed.id, { status: "cancelled" }, razorpayShop.url)).status).toBe(409);
    await services.payments.refundOwed();
    expect(fake.refunds.get(placed.paymentId!)).toHaveLength(1);
  });

  it("a cancel retried after a refused refund completes the refund", async () => {
    const placed = await order({ method: "online", owner: "shopper", pay: true });
    fake.failNext(502, "Bank servers are down");
    expect((await shopperCancel(placed.orderNumber, shopper.token, razorpayShop.url)).status).toBe(200);
    expect((await refundsOf(placed.id))[0]!.state).toBe("failed");
    const again = await shopperCancel(placed.orderNumber, shopper.token, razorpayShop.url);
    expect(again.status).toBe(409);
    expect((await refundsOf(placed.id))[0]!.state).toBe("processed");
    expect(fake.refunds.get(placed.paymentId!)).toHaveLength(1);
  });
});

describe("cancels at once", () => {
  it("move the order, give the stock back and refund exactly once", async () => {
    const before = await stockNow();
    const placed = await order({ method: "online", owner: "shopper", pay: true });
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => shopperCancel(placed.orderNumber, shopper.token, razorpayShop.url)),
      ...Array.from({ length: 2 }, () => guestCancel(placed.orderNumber, customer.email, razorpayShop.url)),
      ...Array.from({ length: 4 }, () => staffMove(placed.id, { status: "cancelled" }, razorpayShop.url)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await stockNow()).toEqual(before);
    expect(fake.refunds.get(placed.paymentId!)).toHaveLength(1);
    expect(await refundsOf(placed.id)).toEqual([expect.objectContaining({ state: "processed" })]);
    expect(await cancelEvents(placed.id)).toHaveLength(1);
    expect(await cancelMails(placed.orderNumber)).toHaveLength(1);
  });
});
