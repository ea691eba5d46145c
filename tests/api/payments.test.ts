import { createHmac } from "node:crypto";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count, eq, like } from "drizzle-orm";
import { cartItems, emailOutbox, extraPayments, orders, paymentEvents, products } from "../../server/db/schema";
import { createServices } from "../../server/services";
import type { CartLine } from "@rules/cart-rules";
import { remindAwaitingDetails, type OrderSettings } from "../../server/orders/orders";
import type { OrderView } from "@rules/order-status";
import { expireStalePayments, markPaid, receiveWebhook } from "../../server/payments/payments";
import { createTestGateway, testGatewaySecrets } from "../../server/payments/test-gateway";
import { orderSettingsOf, setUpServerOn, setUpTestServer } from "../helpers/harness";
import { setStock } from "../helpers/stock";
import { addProduct, withProductIds } from "../helpers/catalog";
import { testConfig, testSecret } from "../helpers/app";
import { TestClient } from "../helpers/client";
import { checkoutCustomer as customer } from "../helpers/accounts";
import { startFakeRazorpay, type FakeRazorpay } from "../helpers/fake-razorpay";

// Products made afresh before each test, so that none needs its stock put back; shown prices carry the
// ₹500 markup.
const LOAFER_NAME = "Test Tan Suede Penny Loafers";
const SOLD_OUT_LOAFER_NAME = "Test Navy Suede Penny Loafers";
const PERFUME_NAME = "Test Oud Eau de Parfum 100 ml";
let LOAFER: number; // base ₹3,299 (shown ₹3,799), sizes 6-10, 5 in each
let LOAFER_OUT_OF_STOCK: number;
let PERFUME: number; // base ₹4,899 (shown ₹5,399), no sizes, stock 60
let WATCH: number; // no sizes, stock 10
const PERFUME_PAISE = 539_900;
/** Each made product's stock as made. */
let madeStock: Map<number, number>;
/** A table's value with the products it names ("perfume") replaced by their ids. */
const withIds = <T>(value: T): T => withProductIds(value, { perfume: PERFUME, "sold-out loafer": LOAFER_OUT_OF_STOCK });

interface PaymentOrder {
  orderId: string;
  amount: number;
  currency: string;
  key: string;
  dbOrderId: number;
  orderNumber: string;
  gateway: "razorpay" | "test";
  name: string;
  prefill: { name: string; email: string; contact: string };
}
interface PaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface Verified {
  success: boolean;
  orderId?: number;
  orderNumber?: string;
  message?: string;
}

const { keySecret, webhookSecret } = testGatewaySecrets(testSecret);
const hmac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

const shop = setUpTestServer();
let a: TestClient;
let orderSettings: OrderSettings;

beforeAll(() => {
  orderSettings = orderSettingsOf(testConfig());
});
beforeEach(async () => {
  await shop.db.delete(orders);
  await shop.db.delete(emailOutbox);
  await shop.db.delete(cartItems);
  await shop.db.delete(paymentEvents);
  LOAFER = await addProduct(shop.db, { category: "Loafers", name: LOAFER_NAME, price: 3299, stock: 25 });
  LOAFER_OUT_OF_STOCK = await addProduct(shop.db, { category: "Loafers", name: SOLD_OUT_LOAFER_NAME, stock: 0 });
  PERFUME = await addProduct(shop.db, { category: "Perfumes", name: PERFUME_NAME, price: 4899, stock: 60 });
  WATCH = await addProduct(shop.db, { category: "Luxury Watch", stock: 10 });
  madeStock = new Map([
    [LOAFER, 25],
    [LOAFER_OUT_OF_STOCK, 0],
    [PERFUME, 60],
    [WATCH, 10],
  ]);
  a = new TestClient(shop.url);
});

// ---------------------------------------------------------------------------------------------
// Shared steps

const createOrder = (client: TestClient, body: unknown, headers?: Record<string, string>) =>
  client.post<PaymentOrder & { message?: string }>("/api/order/createOrder", body, headers);
const testPay = (client: TestClient, orderId: string, outcome: "success" | "failure") =>
  client.post<PaymentSuccess & { error?: { description: string }; message?: string }>("/api/test-gateway/payments", {
    order_id: orderId,
    outcome,
  });
const verify = (client: TestClient, body: unknown, path = "/api/verify-payment") => client.post<Verified>(path, body);

const orderRow = async (id: number) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: number) =>
  (await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const countOf = async (table: typeof orders | typeof emailOutbox | typeof paymentEvents) =>
  (await shop.db.select({ n: count() }).from(table))[0]!.n;
const mailsFor = async (orderNumber: string) =>
  shop.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.subject, `%${orderNumber}%`));
const cartOf = async (client: TestClient) => (await client.get<CartLine[]>("/api/cart")).body;

/** Waits until the test gateway's webhooks for the order have been applied (they come asynchronously). */
async function webhooksApplied(providerOrderId: string, expected: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = await shop.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.providerOrderId, providerOrderId));
    if (row!.n >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the test gateway's ${expected} webhook(s) for ${providerOrderId} were not applied`);
}

/** A valid checkout signature, as Razorpay's checkout (or the test gateway) would hand the browser. */
const proof = (providerOrderId: string, paymentId: string, secret = keySecret) => ({
  razorpay_order_id: providerOrderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: hmac(secret, `${providerOrderId}|${paymentId}`),
});

function paymentEvent(
  event: "payment.captured" | "order.paid" | "payment.failed",
  providerOrderId: string,
  paymentId: string,
  amount: number,
) {
  const failed = event === "payment.failed";
  return {
    entity: "event",
    account_id: "acc_test",
    event,
    contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          amount,
          currency: "INR",
          status: failed ? "failed" : "captured",
          order_id: providerOrderId,
          error_code: failed ? "BAD_REQUEST_ERROR" : null,
          error_description: failed ? "Your card was declined by the bank" : null,
        },
      },
      ...(event === "order.paid"
        ? { order: { entity: { id: providerOrderId, entity: "order", amount, amount_paid: amount, status: "paid" } } }
        : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

let eventCounter = 0;
const newEventId = () => `evt_test${Date.now()}${eventCounter++}`;

/** Posts a webhook as Razorpay does: raw JSON, X-Razorpay-Signature over those bytes, an event id. */
async function sendWebhook(
  url: string,
  body: unknown,
  options: { secret?: string; eventId?: string | null; signature?: string } = {},
) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const eventId = options.eventId === undefined ? newEventId() : options.eventId;
  const res = await fetch(`${url}/api/payments/razorpay/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": options.signature ?? hmac(options.secret ?? webhookSecret, raw),
      ...(eventId === null ? {} : { "x-razorpay-event-id": eventId }),
    },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as { status?: string; message?: string } };
}

const perfumeOrder = (extra: Record<string, unknown> = {}) => ({ customer, product: { id: PERFUME }, ...extra });

// ---------------------------------------------------------------------------------------------

describe("mobile numbers as shoppers paste them (createOrder)", () => {
  it("stores and prefills the 10 digits, also for a retry with corrected details", async () => {
    const created = await createOrder(a, {
      customer: { ...customer, contact: "+91 98765 43210" },
      product: { id: PERFUME },
      checkoutToken: "checkout-pasted-mobile",
    });
    expect(created.status).toBe(201);
    expect(created.body.prefill.contact).toBe("9876543210");
    expect(await orderRow(created.body.dbOrderId)).toMatchObject({ customerContact: "9876543210" });
    // Unpaid: the payment line says so (derived from the status, rules/order-status.ts).
    const shown = await a.get<{ statusLabel: string; paymentLabel: string }>(`/api/orders/${created.body.orderNumber}`);
    expect(shown.body).toMatchObject({ statusLabel: "Awaiting payment", paymentLabel: "Online: awaiting payment" });

    const retry = await createOrder(a, {
      customer: { ...customer, contact: "091234 56780" },
      product: { id: PERFUME },
      checkoutToken: "checkout-pasted-mobile",
    });
    expect(retry.status).toBe(201);
    expect(await orderRow(created.body.dbOrderId)).toMatchObject({ customerContact: "9123456780" });
  });
});

describe("paying online through the test gateway", () => {
  it("creates the order, takes the payment, verifies it: paid once, one e-mail, the cart emptied only then", async () => {
    await a.post("/api/cart", { productId: LOAFER, size: "9", quantity: 2 });
    const cart = (await a.post<CartLine[]>("/api/cart", { productId: PERFUME })).body;

    const created = await createOrder(a, {
      customer,
      product: cart,
      fromCart: true,
      checkoutToken: "checkout-e2e-1",
      amount: 450000,
      status: "ORDER_CREATED",
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      orderId: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/) as string,
      amount: 2 * 379_900 + PERFUME_PAISE,
      currency: "INR",
      key: "rzp_test_stylehub_local",
      dbOrderId: expect.any(Number) as number,
      orderNumber: expect.stringMatching(/^SH-[2-9A-HJKMNP-Z]{6}$/) as string,
      gateway: "test",
      name: "StyleHub",
      prefill: { name: customer.name, email: customer.email, contact: customer.contact },
    });
    const { orderId, dbOrderId, orderNumber } = created.body;
    expect(await orderRow(dbOrderId)).toMatchObject({
      status: "pending_payment",
      paymentMethod: "online",
      providerOrderId: orderId,
      totalPaise: 2 * 379_900 + PERFUME_PAISE,
      fromCart: true,
      paidAt: null,
    });
    expect(await stockOf(LOAFER)).toBe(madeStock.get(LOAFER)! - 2);
    expect(await countOf(emailOutbox)).toBe(0);
    expect(await cartOf(a)).toHaveLength(2);

    const paid = await testPay(a, orderId, "success");
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_/) as string,
      razorpay_order_id: orderId,
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
    });

    const verified = await verify(a, {
      ...paid.body,
      dbOrderId,
      user: { name: customer.name, email: customer.email, phone: customer.contact },
    });
    expect(verified).toMatchObject({ status: 200, body: { success: true, orderId: dbOrderId, orderNumber } });
    const order = await orderRow(dbOrderId);
    expect(order).toMatchObject({
      status: "paid",
      providerPaymentId: paid.body.razorpay_payment_id,
      paymentError: null,
    });
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(await cartOf(a)).toEqual([]);

    // The gateway's payment.captured and order.paid arrive too, and change nothing more.
    await webhooksApplied(orderId, 2);
    const mails = await shop.db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: customer.email,
      subject: `Your StyleHub order ${orderNumber} is confirmed`,
    });
    expect(mails[0]!.body).toContain(`Your order ${orderNumber} is confirmed and paid online.`);
    expect(mails[0]!.body).toContain(`${LOAFER_NAME} (size 9) x 2: ₹7,598`);
    expect(mails[0]!.body).toContain("Total: ₹12,997");
    expect((await orderRow(dbOrderId)).paidAt).toEqual(order.paidAt);

    // The older path answers the same, and paying a paid order is refused.
    const again = await verify(a, { ...paid.body, dbOrderId }, "/api/order/verifyPayment");
    expect(again).toMatchObject({ status: 200, body: { success: true, orderId: dbOrderId, orderNumber } });
    expect(await testPay(a, orderId, "success")).toMatchObject({
      status: 409,
      body: { message: `Order ${orderNumber} is already paid` },
    });
    expect(await countOf(emailOutbox)).toBe(1);
  });

  it("keeps what the shopper added to the cart while paying, and empties nothing for a Buy Now order", async () => {
    await a.post("/api/cart", { productId: PERFUME, quantity: 2 });
    const fromCart = await createOrder(a, { customer, fromCart: true });
    expect(fromCart.status).toBe(201);
    const buyNow = await createOrder(a, { customer, product: { id: PERFUME } });
    await a.post("/api/cart", { productId: LOAFER, size: "8" });

    for (const { orderId, dbOrderId } of [buyNow.body, fromCart.body]) {
      const paid = await testPay(a, orderId, "success");
      expect((await verify(a, { ...paid.body, dbOrderId })).status).toBe(200);
      await webhooksApplied(orderId, 2);
    }
    expect((await cartOf(a)).map((line) => [Number(line.productId), line.size])).toEqual([[LOAFER, "8"]]);
  });

  it("prices the order on the server whatever amount the browser sends", async () => {
    const res = await createOrder(a, {
      ...perfumeOrder({ amount: 450000, status: "ORDER_CREATED", razorpay_order_id: "order_FromTheBrowser" }),
      product: { id: PERFUME, amount: 100 },
    });
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe(PERFUME_PAISE);
    expect(res.body.orderId).not.toBe("order_FromTheBrowser");
    expect(await orderRow(res.body.dbOrderId)).toMatchObject({
      subtotalPaise: PERFUME_PAISE,
      totalPaise: PERFUME_PAISE,
    });
  });

  it("answers the same order and provider order for a retry with the same checkout token", async () => {
    const first = await createOrder(a, perfumeOrder(), { "Idempotency-Key": "checkout-retry" });
    const second = await createOrder(a, perfumeOrder({ checkoutToken: "checkout-retry" }));
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect(await countOf(orders)).toBe(1);
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)! - 1);
  });

  it("ships to the details of the latest retry: a shopper may correct the address after cancelling", async () => {
    await createOrder(a, perfumeOrder({ checkoutToken: "checkout-corrected" }));
    const corrected = { ...customer, address: "14 Park Street, Kolkata 700016", contact: "9123456780" };
    const retry = await createOrder(a, {
      customer: corrected,
      product: { id: PERFUME },
      checkoutToken: "checkout-corrected",
    });
    expect(retry.status).toBe(201);
    const [row] = await shop.db.select().from(orders);
    expect(row).toMatchObject({ customerAddress: corrected.address, customerContact: corrected.contact });
  });

  it("refuses an online payment for a checkout token that placed a cash-on-delivery order", async () => {
    const cod = await a.post<{ orderNumber: string }>("/submit-order", perfumeOrder({ checkoutToken: "tok-cod" }));
    const res = await createOrder(a, perfumeOrder({ checkoutToken: "tok-cod" }));
    expect(res).toMatchObject({
      status: 409,
      body: { message: `Order ${cod.body.orderNumber} was placed for cash on delivery` },
    });
  });
});

describe("a failed payment", () => {
  it("records the provider's description, keeps the order pending and the cart, and can be paid on retry", async () => {
    await a.post("/api/cart", { productId: PERFUME });
    const created = await createOrder(a, { customer, fromCart: true, checkoutToken: "checkout-fail" });
    const { orderId, dbOrderId } = created.body;

    const failed = await testPay(a, orderId, "failure");
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "The test card was declined (TEST MODE)",
        source: "customer",
        step: "payment_authorization",
        reason: "payment_failed",
        metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) as string },
      },
    });
    await webhooksApplied(orderId, 1);
    expect(await orderRow(dbOrderId)).toMatchObject({
      status: "pending_payment",
      paymentError: "The test card was declined (TEST MODE)",
      paidAt: null,
    });
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)! - 1);
    expect(await cartOf(a)).toHaveLength(1);
    expect(await countOf(emailOutbox)).toBe(0);

    const retry = await createOrder(a, { customer, fromCart: true, checkoutToken: "checkout-fail" });
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ orderId, dbOrderId });
    const paid = await testPay(a, orderId, "success");
    expect((await verify(a, { ...paid.body, dbOrderId })).body.success).toBe(true);
    expect(await orderRow(dbOrderId)).toMatchObject({ status: "paid", paymentError: null });
    expect(await cartOf(a)).toEqual([]);
    await webhooksApplied(orderId, 3);
    expect(await countOf(emailOutbox)).toBe(1);
  });

  it("leaves a paid order alone when an earlier attempt's failure arrives late", async () => {
    const { orderId, dbOrderId } = (await createOrder(a, perfumeOrder())).body;
    expect((await verify(a, { ...proof(orderId, "pay_Second"), dbOrderId })).status).toBe(200);
    const late = await sendWebhook(shop.url, paymentEvent("payment.failed", orderId, "pay_First", PERFUME_PAISE));
    expect(late).toEqual({ status: 200, body: { status: "processed" } });
    expect(await orderRow(dbOrderId)).toMatchObject({ status: "paid", paymentError: null });
  });
});

describe("verifying a payment", () => {
  it("refuses a forged signature with 400 and leaves the order unpaid", async () => {
    const { orderId, dbOrderId } = (await createOrder(a, perfumeOrder())).body;
    const forged = [
      { ...proof(orderId, "pay_Forged"), razorpay_signature: "0".repeat(64) },
      proof(orderId, "pay_Forged", "a guessed key secret"),
      { ...proof(orderId, "pay_Forged"), razorpay_payment_id: "pay_Another" },
      { ...proof(orderId, "pay_Forged"), razorpay_signature: "not even hex" },
    ];
    for (const body of forged) {
      const res = await verify(a, { ...body, dbOrderId });
      expect(res).toEqual({
        status: 400,
        body: { success: false, message: "Payment verification failed" },
        headers: expect.anything() as Headers,
      });
    }
    expect(await orderRow(dbOrderId)).toMatchObject({
      status: "pending_payment",
      paidAt: null,
      providerPaymentId: null,
    });
    expect(await countOf(emailOutbox)).toBe(0);
  });

  it("refuses a valid signature of another order replayed on this one", async () => {
    const paidFor = (await createOrder(a, perfumeOrder())).body;
    const victim = (await createOrder(new TestClient(shop.url), perfumeOrder())).body;
    const stolen = proof(paidFor.orderId, "pay_Genuine");

    const replays = [
      { ...stolen, dbOrderId: victim.dbOrderId }, // the other order's id and signature, our dbOrderId
      { ...stolen, razorpay_order_id: victim.orderId, dbOrderId: victim.dbOrderId }, // claims our provider order
      { ...stolen, razorpay_order_id: victim.orderId }, // found by the provider order id alone
    ];
    for (const body of replays) {
      expect(await verify(a, body)).toMatchObject({
        status: 400,
        body: { success: false, message: "Payment verification failed" },
      });
    }
    expect(await orderRow(victim.dbOrderId)).toMatchObject({ status: "pending_payment", paidAt: null });

    // The signature itself was genuine: it pays the order it was made for.
    expect(await verify(a, { ...stolen, dbOrderId: paidFor.dbOrderId })).toMatchObject({
      status: 200,
      body: { success: true, orderId: paidFor.dbOrderId },
    });
    expect(await orderRow(victim.dbOrderId)).toMatchObject({ status: "pending_payment" });
  });

  it("finds the order by the provider order id when no dbOrderId is sent", async () => {
    const { orderId, dbOrderId, orderNumber } = (await createOrder(a, perfumeOrder())).body;
    expect(await verify(a, proof(orderId, "pay_NoDbId"))).toMatchObject({
      status: 200,
      body: { success: true, orderId: dbOrderId, orderNumber },
    });
  });

  it("refuses a cash-on-delivery order", async () => {
    const cod = await a.post<{ orderId: number }>("/submit-order", perfumeOrder());
    const res = await verify(a, { ...proof("order_Whatever", "pay_1"), dbOrderId: cod.body.orderId });
    expect(res).toMatchObject({ status: 400, body: { success: false, message: "Payment verification failed" } });
    expect(await orderRow(cod.body.orderId)).toMatchObject({ status: "placed" });
  });
});

describe("the payment webhook", () => {
  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { orderId, dbOrderId } = (await createOrder(a, perfumeOrder())).body;
    const event = paymentEvent("payment.captured", orderId, "pay_Webhook", PERFUME_PAISE);
    const bad = [
      await sendWebhook(shop.url, event, { secret: "not the webhook secret" }),
      await sendWebhook(shop.url, event, { signature: "" }),
      // Signed, then changed on the way: the signature covers the exact bytes.
      await sendWebhook(shop.url, JSON.stringify(event).replace(orderId, `${orderId} `), {
        signature: hmac(webhookSecret, JSON.stringify(event)),
      }),
    ];
    for (const res of bad) expect(res).toEqual({ status: 400, body: { message: "Invalid webhook signature" } });
    expect(await orderRow(dbOrderId)).toMatchObject({ status: "pending_payment" });
    expect(await countOf(paymentEvents)).toBe(0);
  });

  it("marks the order paid on payment.captured, and applies the same event id once", async () => {
    const { orderId, dbOrderId } = (await createOrder(a, perfumeOrder())).body;
    const event = paymentEvent("payment.captured", orderId, "pay_Webhook", PERFUME_PAISE);
    const eventId = newEventId();
    expect(await sendWebhook(shop.url, event, { eventId })).toEqual({ status: 200, body: { status: "processed" } });
    const order = await orderRow(dbOrderId);
    expect(order).toMatchObject({ status: "paid", providerPaymentId: "pay_Webhook" });

    expect(await sendWebhook(shop.url, event, { eventId })).toEqual({ status: 200, body: { status: "duplicate" } });
    const orderPaid = paymentEvent("order.paid", orderId, "pay_Webhook", PERFUME_PAISE);
    expect(await sendWebhook(shop.url, orderPaid)).toEqual({ status: 200, body: { status: "processed" } });
    expect((await orderRow(dbOrderId)).paidAt).toEqual(order.paidAt);
    expect(await countOf(emailOutbox)).toBe(1);
    expect(await countOf(paymentEvents)).toBe(2);
  });

  it("marks the order paid on order.paid alone", async () => {
    const { orderId, dbOrderId } = (await createOrder(a, perfumeOrder())).body;
    const res = await sendWebhook(shop.url, paymentEvent("order.paid", orderId, "pay_OrderPaid", PERFUME_PAISE));
    expect(res).toEqual({ status: 200, body: { status: "processed" } });
    expect(await orderRow(dbOrderId)).toMatchObject({ status: "paid", providerPaymentId: "pay_OrderPaid" });
  });

  it("does not mark an order paid for a payment of another amount", async () => {
    const { orderId, dbOrderId } = (await createOrder(a, perfumeOrder())).body;
    const res = await sendWebhook(shop.url, paymentEvent("payment.captured", orderId, "pay_Short", 100));
    expect(res).toEqual({ status: 200, body: { status: "ignored" } });
    expect(await orderRow(dbOrderId)).toMatchObject({ status: "pending_payment" });
  });

  it("records payment.failed's description and keeps the order pending", async () => {
    const { orderId, dbOrderId } = (await createOrder(a, perfumeOrder())).body;
    const res = await sendWebhook(shop.url, paymentEvent("payment.failed", orderId, "pay_Declined", PERFUME_PAISE));
    expect(res).toEqual({ status: 200, body: { status: "processed" } });
    expect(await orderRow(dbOrderId)).toMatchObject({
      status: "pending_payment",
      paymentError: "Your card was declined by the bank",
    });
  });

  it("answers 200 and ignores other events and orders it does not know", async () => {
    const refund = { entity: "event", event: "refund.created", payload: { refund: { entity: { id: "rfnd_1" } } } };
    expect(await sendWebhook(shop.url, refund)).toEqual({ status: 200, body: { status: "ignored" } });
    const stranger = paymentEvent("payment.captured", "order_NotOurs", "pay_1", PERFUME_PAISE);
    expect(await sendWebhook(shop.url, stranger)).toEqual({ status: 200, body: { status: "ignored" } });
  });

  it("refuses a signed body that is not an event, and an event without its id, with 400", async () => {
    expect(await sendWebhook(shop.url, "not json")).toEqual({
      status: 400,
      body: { message: "The webhook body is not a Razorpay event" },
    });
    expect(
      await sendWebhook(shop.url, paymentEvent("payment.captured", "order_X", "pay_1", 1), { eventId: null }),
    ).toEqual({ status: 400, body: { message: "The webhook has no x-razorpay-event-id" } });
    const noPaymentId = { event: "payment.captured", payload: { payment: { entity: { order_id: "order_X" } } } };
    expect(await sendWebhook(shop.url, noPaymentId)).toEqual({
      status: 400,
      body: { message: "The payment.captured event has no payment" },
    });
    expect(await countOf(paymentEvents)).toBe(0);
  });
});

describe("the browser's verification racing the webhooks", () => {
  it("makes exactly one paid transition: one e-mail, paidAt set once", async () => {
    for (let round = 0; round < 6; round++) {
      const shopper = new TestClient(shop.url);
      const { orderId, dbOrderId, orderNumber } = (await createOrder(shopper, perfumeOrder())).body;
      const paymentId = `pay_Race${round}`;
      const results = await Promise.all([
        verify(shopper, { ...proof(orderId, paymentId), dbOrderId }),
        sendWebhook(shop.url, paymentEvent("payment.captured", orderId, paymentId, PERFUME_PAISE)),
        verify(shopper, { ...proof(orderId, paymentId), dbOrderId }, "/api/order/verifyPayment"),
        sendWebhook(shop.url, paymentEvent("order.paid", orderId, paymentId, PERFUME_PAISE)),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const order = await orderRow(dbOrderId);
      expect(order).toMatchObject({ status: "paid", providerPaymentId: paymentId });
      expect(await mailsFor(orderNumber)).toHaveLength(1);

      expect((await verify(shopper, { ...proof(orderId, paymentId), dbOrderId })).status).toBe(200);
      expect((await orderRow(dbOrderId)).paidAt).toEqual(order.paidAt);
    }
    expect(await countOf(emailOutbox)).toBe(6);
  });
});

describe("expiring unpaid orders", () => {
  const HALF_HOUR = 30 * 60 * 1000;
  const age = (dbOrderId: number, minutes: number) =>
    shop.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(orders.id, dbOrderId));

  it("fails orders unpaid for too long and gives their stock back, once", async () => {
    const stale = (await createOrder(a, perfumeOrder({ product: { id: PERFUME, quantity: 3 } }))).body;
    const fresh = (await createOrder(new TestClient(shop.url), perfumeOrder())).body;
    const paid = (await createOrder(new TestClient(shop.url), { customer, product: { id: WATCH } })).body;
    await verify(a, { ...proof(paid.orderId, "pay_InTime"), dbOrderId: paid.dbOrderId });
    await age(stale.dbOrderId, 31);
    await age(paid.dbOrderId, 31);
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)! - 4);

    expect(await expireStalePayments(shop.db, HALF_HOUR)).toBe(1);
    expect(await orderRow(stale.dbOrderId)).toMatchObject({
      status: "payment_failed",
      paymentError: "Payment not completed in time",
    });
    expect(await orderRow(fresh.dbOrderId)).toMatchObject({ status: "pending_payment" });
    expect(await orderRow(paid.dbOrderId)).toMatchObject({ status: "paid" });
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)! - 1);
    expect(await stockOf(WATCH)).toBe(madeStock.get(WATCH)! - 1);

    expect(await expireStalePayments(shop.db, HALF_HOUR)).toBe(0);
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)! - 1);
    expect(await testPay(a, stale.orderId, "success")).toMatchObject({ status: 409 });
    expect(await createOrder(a, perfumeOrder({ product: { id: PERFUME, quantity: 3 } }))).toMatchObject({
      status: 201, // a new checkout (no token): a new order
    });
  });

  it("pays an expired order on a late capture when its stock can be taken again", async () => {
    const { orderId, dbOrderId } = (await createOrder(a, perfumeOrder({ product: { id: PERFUME, quantity: 2 } }))).body;
    await age(dbOrderId, 31);
    expect(await expireStalePayments(shop.db, HALF_HOUR)).toBe(1);
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)!);

    const late = await sendWebhook(shop.url, paymentEvent("payment.captured", orderId, "pay_Late", 2 * PERFUME_PAISE));
    expect(late).toEqual({ status: 200, body: { status: "processed" } });
    expect(await orderRow(dbOrderId)).toMatchObject({
      status: "paid",
      paymentError: null,
      providerPaymentId: "pay_Late",
    });
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)! - 2);
    expect(await countOf(emailOutbox)).toBe(1);
  });

  it("leaves an expired order for a refund when its stock is gone, and says so in the log", async () => {
    const { orderId, dbOrderId, orderNumber } = (
      await createOrder(a, perfumeOrder({ product: { id: PERFUME, quantity: 2 } }))
    ).body;
    await age(dbOrderId, 31);
    await expireStalePayments(shop.db, HALF_HOUR);
    await setStock(shop.db, PERFUME, 1);

    const verified = await verify(a, { ...proof(orderId, "pay_TooLate"), dbOrderId });
    expect(verified.status).toBe(409);
    expect(verified.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/will be refunded/) as string,
    });

    const logged: string[] = [];
    const logger = pino(
      { level: "error" },
      new Writable({ write: (chunk, _e, done) => done(void logged.push(String(chunk))) }),
    );
    const gateway = createTestGateway({
      sessionSecret: testSecret,
      findOrder: async () => undefined,
      findPayment: async () => undefined,
      deliverWebhook: async () => undefined,
      onDeliveryError: () => undefined,
    });
    const raw = JSON.stringify(paymentEvent("payment.captured", orderId, "pay_TooLate", 2 * PERFUME_PAISE));
    const result = await receiveWebhook(
      { db: shop.db, gateway, settings: orderSettings, logger },
      { rawBody: raw, signature: hmac(webhookSecret, raw), eventId: newEventId() },
    );
    expect(result).toEqual({ status: "processed" });
    expect(logged.join("")).toContain("refund it");
    expect(logged.join("")).toContain(orderNumber);

    expect(await orderRow(dbOrderId)).toMatchObject({ status: "payment_failed" });
    expect(await stockOf(PERFUME)).toBe(1);
    expect(await countOf(emailOutbox)).toBe(0);
  });

  it("stays consistent when expiry races the payment: paid once, stock taken once", async () => {
    for (let round = 0; round < 5; round++) {
      const shopper = new TestClient(shop.url);
      const { orderId, dbOrderId } = (
        await createOrder(shopper, perfumeOrder({ product: { id: PERFUME, quantity: 2 } }))
      ).body;
      await age(dbOrderId, 31);
      const [expired, verified] = await Promise.all([
        expireStalePayments(shop.db, HALF_HOUR),
        verify(shopper, { ...proof(orderId, `pay_Expiry${round}`), dbOrderId }),
        markPaid(shop.db, { providerOrderId: orderId }, `pay_Expiry${round}`, orderSettings),
      ]);
      expect(expired).toBeLessThanOrEqual(1);
      expect(verified.status).toBe(200);
      expect(await orderRow(dbOrderId)).toMatchObject({ status: "paid" });
    }
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)! - 10);
    expect(await countOf(emailOutbox)).toBe(5);
  });
});

describe("a payment its order could not take (the test gateway)", () => {
  it("is recorded and refunded through the test gateway, once, and the order keeps its first payment", async () => {
    const { orderId, dbOrderId } = (await createOrder(a, perfumeOrder())).body;
    const paid = await testPay(a, orderId, "success");
    await verify(a, { ...paid.body, dbOrderId });
    for (let i = 0; i < 2; i++) {
      const res = await sendWebhook(
        shop.url,
        paymentEvent("payment.captured", orderId, "pay_TestSecond", PERFUME_PAISE),
      );
      expect(res.status).toBe(200);
    }
    expect(await orderRow(dbOrderId)).toMatchObject({
      status: "paid",
      providerPaymentId: paid.body.razorpay_payment_id,
    });
    const extras = await shop.db.select().from(extraPayments).where(eq(extraPayments.orderId, dbOrderId));
    expect(extras).toEqual([
      expect.objectContaining({ paymentId: "pay_TestSecond", state: "processed", amountPaise: PERFUME_PAISE }),
    ]);
    expect(extras[0]!.providerRefundId).toMatch(/^rfnd_/);
  });
});

describe("SPEC's older flow: pay first, then the delivery details", () => {
  // docs/product.md section 7: createOrder carries product, amount, razorpay_order_id and status only.
  const specCreateOrder = () => ({
    product: { id: PERFUME },
    amount: 450000,
    razorpay_order_id: "",
    status: "ORDER_CREATED",
  });

  it("pays an order without details, then attaches the /submit-order details to it (one order, one e-mail)", async () => {
    const created = await createOrder(a, specCreateOrder());
    expect(created.status).toBe(201);
    const { orderId, dbOrderId, orderNumber } = created.body;
    expect(created.body.amount).toBe(PERFUME_PAISE);
    const paid = await testPay(a, orderId, "success");
    const verified = await verify(a, { ...paid.body, dbOrderId, user: { name: "", email: "", phone: "" } });
    expect(verified.body).toMatchObject({ success: true, orderNumber });
    expect(await orderRow(dbOrderId)).toMatchObject({ status: "paid", awaitingDetails: true, customerEmail: "" });
    expect(await countOf(emailOutbox)).toBe(0); // nobody to write to yet
    const shown = await a.get<OrderView>(`/api/orders/${orderNumber}`);
    expect(shown.body.awaitingDetails).toBe(true);

    const details = await a.post<{ message: string; orderNumber: string }>("/submit-order", {
      customer: {
        name: "Asha Verma",
        email: "asha.verma@example.com",
        contact: "+91 98765 43210",
        pin: "560038",
        line1: "12 MG Road",
        city: "Bengaluru",
        state: "Karnataka",
      },
      product: { id: PERFUME },
    });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ message: `Delivery details added to order ${orderNumber}`, orderNumber });
    expect(await countOf(orders)).toBe(1);
    expect(await orderRow(dbOrderId)).toMatchObject({
      status: "paid",
      awaitingDetails: false,
      customerName: "Asha Verma",
      customerContact: "9876543210",
      customerAddress: "12 MG Road\nBengaluru, Karnataka 560038",
    });
    expect(await stockOf(PERFUME)).toBe(madeStock.get(PERFUME)! - 1);
    const mails = await mailsFor(orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain("paid online");
  });

  it("places a new order when the details name other items", async () => {
    const { orderId, dbOrderId } = (await createOrder(a, specCreateOrder())).body;
    const paid = await testPay(a, orderId, "success");
    await verify(a, { ...paid.body, dbOrderId });
    const other = await a.post<{ message: string }>("/submit-order", {
      customer,
      product: { id: PERFUME, quantity: 2 },
    });
    expect(other.status).toBe(201);
    expect(other.body.message).toBe("Order placed");
    expect(await countOf(orders)).toBe(2);
    expect(await orderRow(dbOrderId)).toMatchObject({ awaitingDetails: true });
  });

  it("reminds a payer whose e-mail is known once, after half an hour", async () => {
    const { orderId, dbOrderId, orderNumber } = (await createOrder(a, specCreateOrder())).body;
    const paid = await testPay(a, orderId, "success");
    await verify(a, { ...paid.body, dbOrderId, user: { name: "", email: "payer@example.com", phone: "" } });
    expect(await remindAwaitingDetails(shop.db, orderSettings, 30 * 60_000)).toBe(0); // too soon
    await shop.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.id, dbOrderId));
    expect(await remindAwaitingDetails(shop.db, orderSettings, 30 * 60_000)).toBe(1);
    expect(await remindAwaitingDetails(shop.db, orderSettings, 30 * 60_000)).toBe(0);
    const mails = await mailsFor(orderNumber);
    expect(mails.map((m) => m.toAddress)).toEqual(["payer@example.com"]);
    expect(mails[0]!.body).toContain("not where to deliver it");
  });
});

describe("bad requests", () => {
  const stockUnchanged = async () => {
    for (const [id, stock] of madeStock) expect(await stockOf(id)).toBe(stock);
  };

  it.each([
    // (No customer at all is SPEC's pay-then-details flow, below.)
    [
      "a null customer",
      { customer: null, product: { id: "perfume" } },
      400,
      "Please fill in your name, e-mail, contact and address",
    ],
    [
      "a bad contact",
      { customer: { ...customer, contact: "12345" }, product: { id: "perfume" } },
      400,
      "contact: must be exactly 10 digits",
    ],
    ["no product", { customer }, 400, "Select a product"],
    ["an empty cart", { customer, fromCart: true }, 400, "Your cart is empty"],
    ["a product that is text", { customer, product: "Oud" }, 400, "must be a product"],
    ["an unknown product", { customer, product: { id: 999_999 } }, 404, "Product not found"],
    [
      "fromCart that is not a boolean",
      { customer, product: { id: "perfume" }, fromCart: "yes" },
      400,
      "fromCart: must be true or false",
    ],
    [
      "a checkoutToken that is a number",
      { customer, product: { id: "perfume" }, checkoutToken: 7 },
      400,
      "checkoutToken: must be text",
    ],
    ["a list for a body", [{ customer, product: { id: "perfume" } }], 400, "The order must be a JSON object"],
    [
      "an item out of stock",
      { customer, product: { id: "sold-out loafer", size: "8" } },
      409,
      `${SOLD_OUT_LOAFER_NAME} in size 8 is out of stock`,
    ],
  ])("createOrder refuses %s and writes nothing", async (_what, body, status, message) => {
    const res = await createOrder(a, withIds(body));
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await countOf(orders)).toBe(0);
    await stockUnchanged();
  });

  it("createOrder refuses more than is left with 409 naming the item, and takes nothing", async () => {
    await setStock(shop.db, PERFUME, 5);
    const res = await createOrder(a, {
      customer,
      product: [
        { id: LOAFER, size: "8" },
        { id: PERFUME, quantity: 6 },
      ],
    });
    expect(res).toMatchObject({
      status: 409,
      body: { message: `Only 5 of ${PERFUME_NAME} left in stock` },
    });
    expect(await countOf(orders)).toBe(0);
    expect(await stockOf(PERFUME)).toBe(5);
    expect(await stockOf(LOAFER)).toBe(madeStock.get(LOAFER));
  });

  it("createOrder refuses malformed JSON and a malformed Idempotency-Key", async () => {
    const malformed = await a.request<{ message: string }>("POST", "/api/order/createOrder", '{"customer": {');
    expect(malformed).toMatchObject({ status: 400, body: { message: "Malformed JSON in request body" } });
    const badKey = await createOrder(a, perfumeOrder(), { "Idempotency-Key": "has spaces!" });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toMatch(/^Idempotency-Key: /);
    expect(await countOf(orders)).toBe(0);
  });

  it.each([
    [
      "no order id",
      { razorpay_payment_id: "pay_1", razorpay_signature: "a".repeat(64), dbOrderId: 1 },
      "razorpay_order_id: is required",
    ],
    [
      "no payment id",
      { razorpay_order_id: "order_1", razorpay_signature: "a".repeat(64) },
      "razorpay_payment_id: is required",
    ],
    ["no signature", { razorpay_order_id: "order_1", razorpay_payment_id: "pay_1" }, "razorpay_signature: is required"],
    [
      "a blank signature",
      { razorpay_order_id: "order_1", razorpay_payment_id: "pay_1", razorpay_signature: " " },
      "razorpay_signature: is required",
    ],
    [
      "a numeric payment id",
      { razorpay_order_id: "order_1", razorpay_payment_id: 5, razorpay_signature: "a" },
      "razorpay_payment_id: must be text",
    ],
    [
      "a dbOrderId that is not an id",
      { ...proof("order_1", "pay_1"), dbOrderId: "abc" },
      "dbOrderId: must be an order id",
    ],
    ["a list for a body", [proof("order_1", "pay_1")], "The payment must be a JSON object"],
    ["an unknown order", { ...proof("order_1", "pay_1"), dbOrderId: 999_999 }, "Payment verification failed"],
  ])("verify-payment refuses %s with 400", async (_what, body, message) => {
    const res = await verify(a, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it("the test gateway refuses a bad body, an unknown order and an order not awaiting payment", async () => {
    const missing = await a.post<{ message: string }>("/api/test-gateway/payments", { outcome: "success" });
    expect(missing).toMatchObject({ status: 400, body: { message: "order_id: is required" } });
    const outcome = await a.post<{ message: string }>("/api/test-gateway/payments", {
      order_id: "order_1",
      outcome: "maybe",
    });
    expect(outcome).toMatchObject({ status: 400, body: { message: "outcome: must be success or failure" } });
    const unknown = await testPay(a, "order_Unknown", "success");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBeTruthy();
    expect(await countOf(paymentEvents)).toBe(0);
  });

  it("the webhook refuses an empty body", async () => {
    const res = await fetch(`${shop.url}/api/payments/razorpay/webhook`, { method: "POST" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The webhook has no body" });
  });
});

describe("with Razorpay keys (against a local fake of Razorpay's API)", () => {
  const keys = { RAZORPAY_KEY_ID: "rzp_test_FakeKey0001", RAZORPAY_KEY_SECRET: "fake-razorpay-key-secret" };
  const razorpayWebhookSecret = "fake-razorpay-webhook-secret";
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay(keys.RAZORPAY_KEY_ID, keys.RAZORPAY_KEY_SECRET);
  });
  afterAll(async () => {
    await fake?.close();
  });
  // Registered after the fake: they start once it listens, and close before it.
  const razorpay = setUpServerOn(shop, async () => ({
    env: { ...keys, RAZORPAY_WEBHOOK_SECRET: razorpayWebhookSecret, RAZORPAY_API_URL: fake.apiUrl },
  }));
  const noWebhookSecret = setUpServerOn(shop, async () => ({ env: { ...keys, RAZORPAY_API_URL: fake.apiUrl } }));

  it("refunds, exactly once through Razorpay's refund API, a second payment captured for a paid order", async () => {
    const client = new TestClient(razorpay.url);
    const { orderId, dbOrderId } = (await createOrder(client, perfumeOrder({ checkoutToken: "rzp-twice" }))).body;
    const first = await verify(client, { ...proof(orderId, "pay_RzpFirst", keys.RAZORPAY_KEY_SECRET), dbOrderId });
    expect(first.body.success).toBe(true);
    // The shopper paid again in another tab: Razorpay captures it and tells the store, more than once.
    fake.addPayment("pay_RzpSecond", PERFUME_PAISE);
    const webhooks = await Promise.all(
      [1, 2, 3].map(() =>
        sendWebhook(razorpay.url, paymentEvent("payment.captured", orderId, "pay_RzpSecond", PERFUME_PAISE), {
          secret: razorpayWebhookSecret,
        }),
      ),
    );
    expect(webhooks.map((w) => w.status)).toEqual([200, 200, 200]);
    // And the browser of the second tab verifies it too.
    fake.addPayment("pay_RzpThird", PERFUME_PAISE);
    const third = await verify(client, { ...proof(orderId, "pay_RzpThird", keys.RAZORPAY_KEY_SECRET), dbOrderId });
    expect(third.body.success).toBe(true);

    expect(await orderRow(dbOrderId)).toMatchObject({ status: "paid", providerPaymentId: "pay_RzpFirst" });
    expect(fake.refunds.get("pay_RzpFirst")).toBeUndefined();
    expect(fake.refunds.get("pay_RzpSecond")).toEqual([
      expect.objectContaining({ amount: PERFUME_PAISE, receipt: "extra-pay_RzpSecond" }),
    ]);
    expect(fake.refunds.get("pay_RzpThird")).toHaveLength(1);
    const extras = await shop.db.select().from(extraPayments).where(eq(extraPayments.orderId, dbOrderId));
    expect(extras.map((e) => [e.paymentId, e.reason, e.state]).sort()).toEqual([
      ["pay_RzpSecond", "already_paid", "processed"],
      ["pay_RzpThird", "already_paid", "processed"],
    ]);
    expect(await countOf(emailOutbox)).toBe(1); // one confirmation, for the one paid order
  });

  it("keeps a refund Razorpay refused, and the retry job refunds it once", async () => {
    const client = new TestClient(razorpay.url);
    const { orderId, dbOrderId } = (await createOrder(client, perfumeOrder({ checkoutToken: "rzp-retry" }))).body;
    await verify(client, { ...proof(orderId, "pay_RzpA", keys.RAZORPAY_KEY_SECRET), dbOrderId });
    fake.addPayment("pay_RzpB", PERFUME_PAISE);
    fake.failNext(502, "Gateway down");
    await sendWebhook(razorpay.url, paymentEvent("payment.captured", orderId, "pay_RzpB", PERFUME_PAISE), {
      secret: razorpayWebhookSecret,
    });
    const [failed] = await shop.db.select().from(extraPayments).where(eq(extraPayments.paymentId, "pay_RzpB"));
    expect(failed).toMatchObject({ state: "failed", claimedAt: null });
    expect(failed!.lastError).toMatch(/Gateway down|502/);
    expect(fake.refunds.get("pay_RzpB")).toBeUndefined();

    const services = createServices(shop.db, razorpay.server.config);
    await services.payments.refundOwed();
    await services.payments.refundOwed();
    expect(fake.refunds.get("pay_RzpB")).toHaveLength(1);
    const [done] = await shop.db.select().from(extraPayments).where(eq(extraPayments.paymentId, "pay_RzpB"));
    expect(done).toMatchObject({ state: "processed", lastError: null });
  });

  it("creates the Razorpay order for the server's amount, once per checkout, and verifies with the key secret", async () => {
    const client = new TestClient(razorpay.url);
    const before = fake.calls.length;
    const created = await createOrder(client, perfumeOrder({ amount: 450000, checkoutToken: "rzp-checkout" }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      orderId: expect.stringMatching(/^order_/) as string,
      amount: PERFUME_PAISE,
      currency: "INR",
      key: keys.RAZORPAY_KEY_ID,
      gateway: "razorpay",
    });
    expect(fake.calls.slice(before)).toEqual([
      {
        method: "POST",
        path: "/v1/orders",
        authorization: `Basic ${Buffer.from(`${keys.RAZORPAY_KEY_ID}:${keys.RAZORPAY_KEY_SECRET}`).toString("base64")}`,
        body: {
          amount: PERFUME_PAISE,
          currency: "INR",
          receipt: created.body.orderNumber,
          notes: { order_number: created.body.orderNumber, db_order_id: String(created.body.dbOrderId) },
        },
      },
    ]);
    const retry = await createOrder(client, perfumeOrder({ checkoutToken: "rzp-checkout" }));
    expect(retry.body).toEqual(created.body);
    expect(fake.calls).toHaveLength(before + 1);

    const { orderId, dbOrderId } = created.body;
    const testSigned = await verify(client, { ...proof(orderId, "pay_Rzp"), dbOrderId });
    expect(testSigned.status).toBe(400);
    const res = await verify(client, { ...proof(orderId, "pay_Rzp", keys.RAZORPAY_KEY_SECRET), dbOrderId });
    expect(res).toMatchObject({ status: 200, body: { success: true, orderId: dbOrderId } });
    expect(await countOf(emailOutbox)).toBe(1);
  });

  it('answers 502 "Could not initiate payment" when Razorpay fails, and a retry creates the Razorpay order', async () => {
    const client = new TestClient(razorpay.url);
    fake.failNext(500, "Something went wrong");
    const failed = await createOrder(client, perfumeOrder({ checkoutToken: "rzp-down" }));
    expect(failed).toMatchObject({ status: 502, body: { message: "Could not initiate payment" } });
    const [pending] = await shop.db.select().from(orders);
    expect(pending).toMatchObject({ status: "pending_payment", providerOrderId: null });

    const retry = await createOrder(client, perfumeOrder({ checkoutToken: "rzp-down" }));
    expect(retry.status).toBe(201);
    expect(retry.body.dbOrderId).toBe(pending!.id);
    expect((await orderRow(pending!.id)).providerOrderId).toBe(retry.body.orderId);
  });

  it("verifies webhooks with RAZORPAY_WEBHOOK_SECRET", async () => {
    const { orderId, dbOrderId } = (await createOrder(new TestClient(razorpay.url), perfumeOrder())).body;
    const event = paymentEvent("payment.captured", orderId, "pay_RzpHook", PERFUME_PAISE);
    expect((await sendWebhook(razorpay.url, event)).status).toBe(400); // the test gateway's secret
    expect(await sendWebhook(razorpay.url, event, { secret: razorpayWebhookSecret })).toEqual({
      status: 200,
      body: { status: "processed" },
    });
    expect(await orderRow(dbOrderId)).toMatchObject({ status: "paid" });
  });

  it("answers 503 to webhooks while no webhook secret is set", async () => {
    const event = paymentEvent("payment.captured", "order_X", "pay_1", PERFUME_PAISE);
    expect(await sendWebhook(noWebhookSecret.url, event, { secret: "anything" })).toEqual({
      status: 503,
      body: { message: "Webhook secret not configured" },
    });
  });

  it("has no test gateway endpoint", async () => {
    const res = await new TestClient(razorpay.url).post("/api/test-gateway/payments", {
      order_id: "order_1",
      outcome: "success",
    });
    expect(res.status).toBe(404);
  });
});

describe("the e-mail for cash on delivery", () => {
  it("is still written when the order is placed", async () => {
    const res = await a.post<{ orderNumber: string }>("/submit-order", perfumeOrder());
    expect(res.status).toBe(201);
    const mails = await mailsFor(res.body.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain("will be paid by cash on delivery");
  });
});
