import { createHmac, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import {
  creditNotes,
  emailOutbox,
  invoices,
  orderEvents,
  orderLines,
  orders,
  productVariants,
  products,
  refunds,
  users,
} from "../../server/db/schema";
import { createSession } from "../../server/auth/sessions";
import { listStaffOrders, moveOrder } from "../../server/orders/admin";
import { orderViewById, placeOrder } from "../../server/orders/orders";
import type { ReturnsContext } from "../../server/orders/returns/details";
import { moveReturn } from "../../server/orders/returns/moves";
import { markPayoutPaid, processRefund, retryRefund } from "../../server/orders/returns/refunds";
import { requestReturn } from "../../server/orders/returns/requests";
import { returnsForOrders, withReturns } from "../../server/orders/returns/views";
import { markPaid } from "../../server/payments/payments";
import { createRazorpayGateway } from "../../server/payments/razorpay";
import { createTestGateway } from "../../server/payments/test-gateway";
import { updateProduct } from "../../server/catalog/admin";
import { getProduct } from "../../server/catalog/one-product";
import type { PaymentGateway } from "../../server/payments/gateway";
import { formatPaise, formatPaiseExact } from "@rules/money";
import type { ReturnRequestView } from "@rules/returns";
import { createTestDatabase } from "../helpers/db";
import { startTestServer, testConfig, testSecret, type TestServer } from "../helpers/app";
import { startFakeRazorpay, type FakeRazorpay } from "../helpers/fake-razorpay";
import { addProduct } from "../helpers/catalog";
import { plainOrderSettings } from "../helpers/harness";
import { mailSubjectsAbout } from "../helpers/mail";
import { fetchDocument, pdfText, type DocumentRequest } from "../helpers/pdf";

/** Made in beforeAll: a perfume (its collection takes returns for 15 days; no sizes) and a shirt (7 days; S-XL). */
let PERFUME: number;
let SHIRT: number;
const DAY = 24 * 60 * 60 * 1000;

const settings = plainOrderSettings;
const staffSettings = { ...settings, seller: testConfig().contact };

const customer = {
  name: "Kavya Menon",
  email: "kavya.returns@example.com",
  contact: "9876500077",
  address: "22 Marine Drive, Kochi 682031",
};

let database: Database;
let fake: FakeRazorpay;
let server: TestServer;
/** The same app with Razorpay keys: the SDK against the local fake, and a webhook secret. */
let razorpayServer: TestServer;
let adminToken: string;
let adminId: number;
let guest = 0;

const KEY_ID = "rzp_test_Returns0123456";
const KEY_SECRET = "fake-key-secret-for-returns";
const WEBHOOK_SECRET = "fake-webhook-secret-for-returns";

beforeAll(async () => {
  database = await createTestDatabase();
  PERFUME = await addProduct(database.db, {
    category: "Perfumes",
    name: "Oud Royale Eau de Parfum 100 ml",
    price: 4899,
    stock: 1000,
  });
  SHIRT = await addProduct(database.db, {
    category: "Shirts & Tshirt",
    name: "Men Slim Fit White Formal Shirt",
    price: 1799,
    stock: { S: 100, M: 100, L: 100, XL: 100 },
  });
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  server = await startTestServer(database);
  razorpayServer = await startTestServer(database, {
    env: {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.apiUrl,
    },
  });
  const [admin] = await database.db
    .insert(users)
    .values({ username: "returns-admin", email: "returns-admin@example.com", passwordHash: "x", role: "admin" })
    .returning();
  adminId = admin!.id;
  adminToken = (await createSession(database.db, adminId, 60 * 60 * 1000)).token;
});
afterAll(async () => {
  await server?.close();
  await razorpayServer?.close();
  await fake?.close();
  await database?.close();
});

const db = () => database.db;
/** What a shopper's request needs: the database, and the store's name and address for its e-mail. */
const shop = () => ({ db: db(), settings });

function testGatewayContext(): ReturnsContext {
  const gateway = createTestGateway({
    sessionSecret: testSecret,
    findOrder: async () => undefined,
    findPayment: async (id) => {
      const [order] = await db().select().from(orders).where(eq(orders.providerPaymentId, id));
      return order ? { id, amountPaise: order.totalPaise } : undefined;
    },
    deliverWebhook: async () => undefined,
    onDeliveryError: () => undefined,
  });
  return { db: db(), gateway, settings };
}

function razorpayContext(): ReturnsContext {
  const gateway: PaymentGateway = createRazorpayGateway({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.apiUrl,
  });
  return { db: db(), gateway, settings };
}

/** A delivered order, `daysAgo` days after its delivery (the delivered event is moved back). */
async function delivered(
  items: { productId: number; quantity: number; size?: string }[],
  options: { method?: "cod" | "online"; daysAgo?: number; userId?: number; chargeShipping?: boolean } = {},
) {
  const method = options.method ?? "cod";
  const { order } = await placeOrder(
    db(),
    {
      owner: options.userId
        ? `user:${options.userId}`
        : `guest:00000000-0000-4000-8000-${String(++guest).padStart(12, "0")}`,
      customer,
      items,
      paymentMethod: method,
    },
    // Every seed product costs more than the free-shipping threshold: raise it to charge shipping.
    options.chargeShipping ? { ...settings, freeShippingThresholdPaise: 100_000_000 } : settings,
  );
  let paymentId: string | null = null;
  if (method === "online") {
    paymentId = `pay_${randomBytes(7).toString("hex")}`;
    await markPaid(db(), { orderId: order.id }, paymentId, settings);
    fake.addPayment(paymentId, order.total * 100);
  }
  await moveOrder(db(), order.id, { status: "shipped", carrier: "Delhivery", trackingNumber: "DL1" }, staffSettings);
  await moveOrder(db(), order.id, { status: "delivered" }, staffSettings);
  await db()
    .update(orderEvents)
    .set({ at: new Date(Date.now() - (options.daysAgo ?? 1) * DAY) })
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, "delivered")));
  const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
  const lines = await db()
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return { row: row!, lines, paymentId };
}

const UPI = { method: "upi", upiId: "kavya.menon@okhdfc" };
const ask = (order: Awaited<ReturnType<typeof delivered>>, quantity = 1, extra: Record<string, unknown> = {}) =>
  requestReturn(shop(), order.row, {
    lines: [{ orderLineId: order.lines[0]!.id, quantity, reason: "Size too small" }],
    payout: order.row.paymentMethod === "cod" ? UPI : undefined,
    ...extra,
  });

/** An order as the shopper's pages (with returns attached) and the staff's order list show it. */
async function orderPages(orderId: number) {
  const shopper = (await withReturns(db(), [(await orderViewById(db(), orderId))!]))[0]!;
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  const staff = (await listStaffOrders(db(), { q: row!.orderNumber })).orders.find((o) => o.id === orderId)!;
  return { shopper, staff };
}

const variantStock = async (productId: number, size: string) =>
  (
    await db()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)))
  )[0]!.stock;

const eventsOf = (orderId: number) =>
  db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));

const mails = (orderNumber: string) => mailSubjectsAbout(db(), orderNumber);

describe("return windows, counted from delivery", () => {
  it("takes a perfume on day 14 (15-day window) and refuses a shirt on day 8 (7-day window)", async () => {
    const perfume = await delivered([{ productId: PERFUME, quantity: 1 }], { daysAgo: 14 });
    const request = await ask(perfume);
    expect(request).toMatchObject({ status: "requested", amount: perfume.lines[0]!.unitPricePaise / 100 });

    const shirt = await delivered([{ productId: SHIRT, quantity: 1, size: "M" }], { daysAgo: 8 });
    await expect(ask(shirt)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/Return window passed/),
    });
    const views = await returnsForOrders(db(), [shirt.row]);
    expect(views.get(shirt.row.id)!.lines[0]).toMatchObject({ returnable: 0, reason: "window_passed" });
    expect(views.get(shirt.row.id)!.canRequest).toBe(false);

    const freshShirt = await delivered([{ productId: SHIRT, quantity: 1, size: "M" }], { daysAgo: 6 });
    await expect(ask(freshShirt)).resolves.toMatchObject({ status: "requested" });
  });

  it("refuses an order not delivered yet, and more than was bought or already asked for", async () => {
    const { order } = await placeOrder(
      db(),
      {
        owner: `guest:00000000-0000-4000-8000-999999999999`,
        customer,
        items: { productId: PERFUME },
        paymentMethod: "cod",
      },
      settings,
    );
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    await expect(
      requestReturn(shop(), row, {
        lines: [{ orderLineId: line!.id, quantity: 1, reason: "Changed my mind" }],
        payout: UPI,
      }),
    ).rejects.toMatchObject({ status: 409, message: "Only a delivered order can be returned" });

    const two = await delivered([{ productId: PERFUME, quantity: 2 }]);
    await expect(ask(two, 3)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/only 2 can still/),
    });
    await ask(two, 1);
    await ask(two, 1);
    await expect(ask(two, 1)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/Already returned/),
    });
  });

  it("lets only one of two simultaneous requests take the last unit", async () => {
    const order = await delivered([{ productId: PERFUME, quantity: 1 }]);
    const results = await Promise.allSettled([ask(order), ask(order), ask(order)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    }
  });
});

describe("final sale, as it was when bought", () => {
  const setFinalSale = (finalSale: unknown) =>
    updateProduct(db(), SHIRT, { finalSale }, { markupPaise: 0, imageOrigins: [] });

  it("staff mark a product final sale: shoppers see it, and lines bought then cannot be returned", async () => {
    const staff = await fetch(`${server.url}/api/admin/products/${SHIRT}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ finalSale: true }),
    });
    expect(staff.status).toBe(200);
    expect(((await staff.json()) as { product: { finalSale: boolean } }).product.finalSale).toBe(true);
    expect((await getProduct(db(), SHIRT, 50_000))!.finalSale).toBe(true);
    const shopper = (await (await fetch(`${server.url}/api/products/${SHIRT}`)).json()) as { finalSale: boolean };
    expect(shopper.finalSale).toBe(true);

    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "L" }]);
    expect(order.lines[0]!.finalSale).toBe(true);
    await expect(ask(order)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/Final sale/) });
    expect((await returnsForOrders(db(), [order.row])).get(order.row.id)!.lines[0]!.reason).toBe("final_sale");
    await expect(setFinalSale("maybe")).rejects.toMatchObject({
      status: 400,
      message: "Final sale must be true or false",
    });
    // The sale ends: what was bought in it stays final sale.
    await setFinalSale(false);
    await expect(ask(order)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/Final sale/) });
    expect((await returnsForOrders(db(), [order.row])).get(order.row.id)!.canRequest).toBe(false);
  });

  it("a line bought before the product was marked final sale stays returnable", async () => {
    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "L" }]);
    expect(order.lines[0]!.finalSale).toBe(false);
    await setFinalSale(true);
    try {
      expect((await returnsForOrders(db(), [order.row])).get(order.row.id)!.lines[0]).toMatchObject({
        returnable: 1,
        reason: null,
      });
      await expect(ask(order)).resolves.toMatchObject({ status: "requested" });
    } finally {
      await setFinalSale(false);
    }
  });
});

describe("cash on delivery payout details", () => {
  it.each([
    [undefined, "Cash on delivery orders need a UPI ID or a bank account for the refund"],
    [{ method: "upi", upiId: "not-an-upi" }, "UPI ID must look like name@bank"],
    [{ method: "upi", upiId: "a@b" }, "UPI ID must look like name@bank"],
    [{ method: "bank", accountName: "Kavya", accountNumber: "12345678", ifsc: "HDFC0001234" }, /9 to 18 digits/],
    [{ method: "bank", accountName: "Kavya", accountNumber: "1234567890123456789", ifsc: "HDFC0001234" }, /9 to 18/],
    [{ method: "bank", accountName: "Kavya", accountNumber: "123456789", ifsc: "HDFC1001234" }, /IFSC must be 11/],
    [{ method: "bank", accountName: "Kavya", accountNumber: "123456789", ifsc: "HDF0001234" }, /IFSC must be 11/],
    [{ method: "bank", accountName: " ", accountNumber: "123456789", ifsc: "HDFC0001234" }, /holder's name/],
    [{ method: "cheque" }, "Refund to must be upi or bank"],
  ])("refuses %j and records nothing", async (payout, message) => {
    const order = await delivered([{ productId: PERFUME, quantity: 1 }]);
    await expect(
      requestReturn(shop(), order.row, {
        lines: [{ orderLineId: order.lines[0]!.id, quantity: 1, reason: "Changed my mind" }],
        payout,
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: typeof message === "string" ? message : expect.stringMatching(message),
    });
    expect((await returnsForOrders(db(), [order.row])).get(order.row.id)!.requests).toEqual([]);
  });

  it("takes a UPI ID or a bank account (IFSC in any case) and shows the account masked", async () => {
    const byUpi = await delivered([{ productId: PERFUME, quantity: 1 }]);
    expect((await ask(byUpi)).payout).toBe("UPI kavya.menon@okhdfc");
    const byBank = await delivered([{ productId: PERFUME, quantity: 1 }]);
    const request = await ask(byBank, 1, {
      payout: { method: "bank", accountName: "Kavya Menon", accountNumber: "001234567890", ifsc: "sbin0004321" },
    });
    expect(request.payout).toBe("Bank account ••••7890 (SBIN0004321), Kavya Menon");
  });
});

describe("the staff's moves", () => {
  it("requested -> approved -> picked up -> received, each an order event by the staff, with e-mails", async () => {
    const order = await delivered([{ productId: SHIRT, quantity: 2, size: "XL" }]);
    const request = await ask(order, 2);
    const ctx = testGatewayContext();
    const before = await variantStock(SHIRT, "XL");

    await expect(moveReturn(ctx, request.id, { status: "received" }, null)).rejects.toMatchObject({
      status: 409,
      message: 'A return cannot move from "Return requested" to "Return received"',
    });
    await moveReturn(ctx, request.id, { status: "approved" }, adminId);
    await expect(moveReturn(ctx, request.id, { status: "approved" }, adminId)).rejects.toMatchObject({
      status: 409,
      message: 'The return is already "Return approved"',
    });
    await expect(moveReturn(ctx, request.id, { status: "rejected" }, adminId)).rejects.toMatchObject({ status: 409 });
    await moveReturn(ctx, request.id, { status: "picked_up" }, null);
    expect(await variantStock(SHIRT, "XL")).toBe(before);
    const received = await moveReturn(ctx, request.id, { status: "received" }, null);
    // Stock back in the size that was bought, through the stock module.
    expect(await variantStock(SHIRT, "XL")).toBe(before + 2);
    // Cash on delivery: waits for the staff's payout.
    expect(received.refund).toMatchObject({ state: "awaiting_payout" });
    expect(received.canMarkPaidOut).toBe(true);

    await expect(markPayoutPaid(ctx, request.id, { reference: "x" }, null)).rejects.toMatchObject({ status: 400 });
    const paid = await markPayoutPaid(ctx, request.id, { reference: "UTR12345678" }, adminId);
    expect(paid.refund).toMatchObject({ state: "paid_out", reference: "UTR12345678" });
    await expect(markPayoutPaid(ctx, request.id, { reference: "UTR12345678" }, null)).rejects.toMatchObject({
      status: 409,
    });

    const events = (await eventsOf(order.row.id)).filter((e) => e.returnId === request.id);
    expect(events.map((e) => [e.returnStatus, e.actor, e.status, e.byUserId])).toEqual([
      ["requested", "shopper", "delivered", null],
      ["approved", "staff", "delivered", adminId],
      ["picked_up", "staff", "delivered", null],
      ["received", "staff", "delivered", null],
      ["refunded", "staff", "delivered", adminId],
    ]);
    expect(events.at(-1)!.note).toMatch(/to UPI kavya.menon@okhdfc \(reference UTR12345678\)/);
    const subjects = await mails(order.row.orderNumber);
    expect(subjects.filter((s) => s.includes("return is approved"))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes("refund of"))).toHaveLength(1);
  });

  it("rejecting tells the shopper why and gives the quantity back to ask again", async () => {
    const order = await delivered([{ productId: PERFUME, quantity: 1 }]);
    const request = await ask(order);
    const ctx = testGatewayContext();
    const rejected = await moveReturn(ctx, request.id, { status: "rejected", note: "Seal broken" }, null);
    expect(rejected).toMatchObject({ status: "rejected", staffNote: "Seal broken", nextStatuses: [] });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like ${`%not accepted%${order.row.orderNumber}%`}`);
    expect(mail!.body).toContain("Reason: Seal broken");
    await expect(ask(order)).resolves.toMatchObject({ status: "requested" });
  });

  it("answers the staff's API with 409 for an illegal move and 401 when signed out", async () => {
    const order = await delivered([{ productId: PERFUME, quantity: 1 }]);
    const request = await ask(order);
    const patch = (token: string | undefined, body: unknown) =>
      fetch(`${server.url}/api/admin/returns/${request.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    expect((await patch(undefined, { status: "approved" })).status).toBe(401);
    const illegal = await patch(adminToken, { status: "picked_up" });
    expect(illegal.status).toBe(409);
    expect(await illegal.json()).toMatchObject({
      success: false,
      message: 'A return cannot move from "Return requested" to "Return picked up"',
    });
    expect((await patch(adminToken, { status: "lost" })).status).toBe(400);
    expect((await patch(adminToken, { status: "approved" })).status).toBe(200);
    const list = (await (
      await fetch(`${server.url}/api/admin/returns?status=approved`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { returns: { id: number; orderNumber: string }[] };
    expect(list.returns.map((r) => r.id)).toContain(request.id);
  });
});

describe.each([
  ["the test gateway", testGatewayContext],
  ["Razorpay's SDK (payments.refund against a local fake)", razorpayContext],
])("an online payment's refund through %s, exactly once", (_name, context) => {
  async function pickedUp() {
    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "S" }], { method: "online" });
    const request = await ask(order);
    const ctx = context();
    await moveReturn(ctx, request.id, { status: "approved" }, null);
    await moveReturn(ctx, request.id, { status: "picked_up" }, null);
    return { order, request, ctx };
  }

  const refundRows = (orderId: number) => db().select().from(refunds).where(eq(refunds.orderId, orderId));

  it("refunds once when 'received' is submitted many times at once", async () => {
    const { order, request, ctx } = await pickedUp();
    const stockBefore = await variantStock(SHIRT, "S");
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => moveReturn(ctx, request.id, { status: "received" }, null)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(4);
    expect(await variantStock(SHIRT, "S")).toBe(stockBefore + 1);
    const [refund] = await refundRows(order.row.id);
    expect(refund).toMatchObject({
      state: "processed",
      amountPaise: order.lines[0]!.unitPricePaise,
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    if (ctx.gateway.kind === "razorpay") expect(fake.refunds.get(order.paymentId!)).toHaveLength(1);

    // Retries, at once, after it is done: nothing more.
    await Promise.allSettled(Array.from({ length: 3 }, () => retryRefund(ctx, request.id)));
    await expect(retryRefund(ctx, request.id)).rejects.toMatchObject({ status: 409 });
    expect(await refundRows(order.row.id)).toHaveLength(1);
    const refunded = (await eventsOf(order.row.id)).filter((e) => e.returnStatus === "refunded");
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.actor).toBe("payment");
    expect((await mails(order.row.orderNumber)).filter((s) => s.includes("refund of"))).toHaveLength(1);
  });

  it("a refund whose answer was lost is found by its receipt, not made again", async () => {
    const { order, request, ctx } = await pickedUp();
    await moveReturn(ctx, request.id, { status: "received" }, null);
    const [first] = await refundRows(order.row.id);
    // As if the process died after the gateway refunded and before the store recorded it.
    await db()
      .update(refunds)
      .set({ state: "pending", providerRefundId: null, claimedAt: null })
      .where(eq(refunds.id, first!.id));
    await Promise.all([processRefund(ctx, request.id), processRefund(ctx, request.id)]);
    const [again] = await refundRows(order.row.id);
    expect(again).toMatchObject({ state: "processed", providerRefundId: first!.providerRefundId });
    if (ctx.gateway.kind === "razorpay") expect(fake.refunds.get(order.paymentId!)).toHaveLength(1);
  });
});

/** `n` submissions of one move at once: exactly one goes through, the others are told 409. */
async function atOnce(ctx: ReturnsContext, id: number, move: Record<string, unknown>, n = 5) {
  const results = await Promise.allSettled(Array.from({ length: n }, () => moveReturn(ctx, id, move, adminId)));
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  for (const r of results.filter((r) => r.status === "rejected")) {
    expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
  }
}

describe("each move of a return happens once under double clicks and races", () => {
  const eventsOfReturn = async (orderId: number, returnId: number) =>
    (await eventsOf(orderId)).filter((e) => e.returnId === returnId).map((e) => e.returnStatus);
  const count = async (orderNumber: string, words: string) =>
    (await mails(orderNumber)).filter((s) => s.includes(words)).length;

  for (const { mail, move, title } of [
    { title: "one e-mail", move: { status: "approved" }, mail: "return is approved" },
    {
      title: "one e-mail with the reason",
      move: { status: "rejected", note: "Seal broken" },
      mail: "was not accepted",
    },
  ]) {
    it(`'${move.status}' submitted five times at once: one event, ${title}`, async () => {
      const ctx = testGatewayContext();
      const order = await delivered([{ productId: PERFUME, quantity: 1 }]);
      const request = await ask(order);
      await atOnce(ctx, request.id, move);
      expect(await eventsOfReturn(order.row.id, request.id)).toEqual(["requested", move.status]);
      expect(await count(order.row.orderNumber, mail)).toBe(1);
    });
  }

  it("approve and reject clicked at once by two members of staff: exactly one of them happens", async () => {
    const ctx = testGatewayContext();
    const order = await delivered([{ productId: PERFUME, quantity: 1 }]);
    const request = await ask(order);
    const results = await Promise.allSettled([
      moveReturn(ctx, request.id, { status: "approved" }, adminId),
      moveReturn(ctx, request.id, { status: "rejected", note: "Seal broken" }, adminId),
      moveReturn(ctx, request.id, { status: "approved" }, adminId),
      moveReturn(ctx, request.id, { status: "rejected", note: "Seal broken" }, adminId),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const events = await eventsOfReturn(order.row.id, request.id);
    expect(events).toHaveLength(2);
    const won = events[1] as "approved" | "rejected";
    const [row] = await db().select().from(refunds).where(eq(refunds.returnId, request.id));
    expect(row).toBeUndefined();
    expect(
      (await count(order.row.orderNumber, "return is approved")) +
        (await count(order.row.orderNumber, "was not accepted")),
    ).toBe(1);
    const view = (await returnsForOrders(db(), [order.row])).get(order.row.id)!;
    expect(view.requests[0]!.status).toBe(won);
  });

  it("'picked up' submitted five times at once (and a cancel racing it): one move, one e-mail", async () => {
    const ctx = testGatewayContext();
    const order = await delivered([{ productId: PERFUME, quantity: 1 }]);
    const request = await ask(order);
    await moveReturn(ctx, request.id, { status: "approved" }, adminId);
    await atOnce(ctx, request.id, { status: "picked_up" });
    expect(await eventsOfReturn(order.row.id, request.id)).toEqual(["requested", "approved", "picked_up"]);
    expect(await count(order.row.orderNumber, "picked up your StyleHub return")).toBe(1);

    const other = await delivered([{ productId: PERFUME, quantity: 1 }]);
    const second = await ask(other);
    await moveReturn(ctx, second.id, { status: "approved" }, adminId);
    const raced = await Promise.allSettled([
      moveReturn(ctx, second.id, { status: "picked_up" }, adminId),
      moveReturn(ctx, second.id, { status: "cancelled", note: "Pickup failed" }, adminId),
    ]);
    expect(raced.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await eventsOfReturn(other.row.id, second.id)).toHaveLength(3);
    expect(
      (await count(other.row.orderNumber, "picked up your StyleHub return")) +
        (await count(other.row.orderNumber, "return was cancelled")),
    ).toBe(1);
  });

  it("two 'paid out' clicks at once: one refund recorded, one credit note, one e-mail", async () => {
    const ctx = testGatewayContext();
    const order = await delivered([{ productId: PERFUME, quantity: 1 }]);
    const request = await ask(order);
    for (const status of ["approved", "picked_up", "received"]) await moveReturn(ctx, request.id, { status }, adminId);
    const results = await Promise.allSettled([
      markPayoutPaid(ctx, request.id, { reference: "UTR20260001" }, adminId),
      markPayoutPaid(ctx, request.id, { reference: "UTR20260002" }, adminId),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: 'The refund is already "Refund paid out"' });
    const paid = (results.find((r) => r.status === "fulfilled") as PromiseFulfilledResult<{ refund: unknown }>).value;
    const [row] = await db().select().from(refunds).where(eq(refunds.returnId, request.id));
    expect(row).toMatchObject({ state: "paid_out" });
    expect(paid.refund).toMatchObject({ state: "paid_out", reference: row!.payoutReference });
    expect(await eventsOfReturn(order.row.id, request.id)).toEqual([
      "requested",
      "approved",
      "picked_up",
      "received",
      "refunded",
    ]);
    expect(await db().select().from(creditNotes).where(eq(creditNotes.returnId, request.id))).toHaveLength(1);
    expect(await count(order.row.orderNumber, "refund of")).toBe(1);
  });
});

describe("e-mails at each step", () => {
  const letters = (orderNumber: string, words: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like ${`%${words}%${orderNumber}%`}`);

  it("asking for a return e-mails the shopper once, with what comes back and where the refund goes", async () => {
    const order = await delivered([{ productId: PERFUME, quantity: 2 }]);
    await expect(ask(order, 3)).rejects.toMatchObject({ status: 409 });
    expect(await letters(order.row.orderNumber, "return request")).toEqual([]);
    const request = await ask(order, 1);
    const [letter, ...more] = await letters(order.row.orderNumber, "return request");
    expect(more).toEqual([]);
    expect(letter).toMatchObject({
      toAddress: customer.email,
      subject: `We have your StyleHub return request (order ${order.row.orderNumber})`,
    });
    expect(letter!.body).toContain(`Hello ${customer.name},`);
    expect(letter!.body).toContain(`- ${order.lines[0]!.name} x 1 (Size too small)`);
    expect(letter!.body).toContain(`we refund ${formatPaise(request.amount * 100)} to UPI kavya.menon@okhdfc`);
    expect(letter!.body).toContain("Questions? Write to support@stylehub.example.");

    // Three at once for the last unit: one request, one letter.
    const last = await delivered([{ productId: PERFUME, quantity: 1 }]);
    await Promise.allSettled([ask(last), ask(last), ask(last)]);
    expect(await letters(last.row.orderNumber, "return request")).toHaveLength(1);

    const online = await delivered([{ productId: PERFUME, quantity: 1 }], { method: "online" });
    await ask(online);
    const [paidOnline] = await letters(online.row.orderNumber, "return request");
    expect(paidOnline!.body).toContain("to your original payment method");
  });

  it("asking for an exchange e-mails the new size, at no charge, and no refund", async () => {
    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "M" }]);
    await requestReturn(shop(), order.row, {
      kind: "exchange",
      lines: [{ orderLineId: order.lines[0]!.id, quantity: 1, reason: "Size too small", size: "L" }],
    });
    const [letter, ...more] = await letters(order.row.orderNumber, "exchange request");
    expect(more).toEqual([]);
    expect(letter!.subject).toBe(`We have your StyleHub exchange request (order ${order.row.orderNumber})`);
    expect(letter!.body).toContain(`- ${order.lines[0]!.name} (size M) x 1, for size L (Size too small)`);
    expect(letter!.body).toContain("at no charge");
    expect(letter!.body).not.toContain("refund");
  });

  it("a cash-on-delivery return's receipt says what will be paid out and where, once; an online one's refund says it", async () => {
    const ctx = testGatewayContext();
    const order = await delivered([{ productId: PERFUME, quantity: 1 }], { chargeShipping: true });
    const request = await ask(order);
    for (const status of ["approved", "picked_up"]) await moveReturn(ctx, request.id, { status }, adminId);
    await atOnce(ctx, request.id, { status: "received" });
    const [letter, ...more] = await letters(order.row.orderNumber, "received your StyleHub return");
    expect(more).toEqual([]);
    expect(letter!.body).toContain(`- ${order.lines[0]!.name} x 1`);
    expect(letter!.body).toContain(
      `We will pay your refund of ${formatPaise(order.row.totalPaise)} to UPI kavya.menon@okhdfc`,
    );
    expect(letter!.body).toContain("shipping charge of ₹99: the whole order came back");
    // Not refunded yet: that letter comes with the payout.
    expect(await letters(order.row.orderNumber, "refund of")).toEqual([]);
    await markPayoutPaid(ctx, request.id, { reference: "UTR31415926" }, adminId);
    expect(await letters(order.row.orderNumber, "refund of")).toHaveLength(1);

    const online = await delivered([{ productId: PERFUME, quantity: 1 }], { method: "online" });
    const onlineRequest = await ask(online);
    for (const status of ["approved", "picked_up", "received"]) {
      await moveReturn(ctx, onlineRequest.id, { status }, adminId);
    }
    expect(await letters(online.row.orderNumber, "received your StyleHub return")).toEqual([]);
    expect(await letters(online.row.orderNumber, "refund of")).toHaveLength(1);
  });
});

describe("Razorpay refusing a refund", () => {
  it("a gateway failure is kept with its words and retried once the gateway answers", async () => {
    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "S" }], { method: "online" });
    const request = await ask(order);
    const ctx = razorpayContext();
    await moveReturn(ctx, request.id, { status: "approved" }, null);
    await moveReturn(ctx, request.id, { status: "picked_up" }, null);
    fake.failNext(502, "Bank is down");
    const received = await moveReturn(ctx, request.id, { status: "received" }, null);
    expect(received).toMatchObject({ refund: { state: "failed" }, canRetryRefund: true });
    expect(received.refundError).toMatch(/Bank is down/);
    expect((await mails(order.row.orderNumber)).filter((s) => s.includes("refund of"))).toHaveLength(0);
    const retried = await retryRefund(ctx, request.id);
    expect(retried.refund).toMatchObject({ state: "processed" });
    expect(fake.refunds.get(order.paymentId!)).toHaveLength(1);
  });
});

describe("the shopper's API", () => {
  it("a guest returns with the order's number and e-mail; a signed-in shopper from an own order only", async () => {
    const order = await delivered([{ productId: PERFUME, quantity: 1 }], { daysAgo: 2 });
    const body = {
      orderNumber: order.row.orderNumber,
      email: customer.email.toUpperCase(),
      lines: [{ orderLineId: order.lines[0]!.id, quantity: 1, reason: "Not as described" }],
      payout: UPI,
    };
    const post = (path: string, payload: unknown, token?: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(payload),
      });
    expect((await post("/api/orders/lookup/returns", { ...body, email: "someone@example.com" })).status).toBe(404);
    const made = await post("/api/orders/lookup/returns", body);
    expect(made.status).toBe(201);
    expect(((await made.json()) as ReturnRequestView).status).toBe("requested");
    // The store's own settings name the letter (written once, with the request).
    expect((await mails(order.row.orderNumber)).filter((s) => s.includes("return request"))).toEqual([
      `We have your ${testConfig().storeName} return request (order ${order.row.orderNumber})`,
    ]);
    const again = await post("/api/orders/lookup/returns", body);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: expect.stringMatching(/Already returned/) });

    const [user] = await db()
      .insert(users)
      .values({ username: "returns-shopper", email: "returns-shopper@example.com", passwordHash: "x" })
      .returning();
    const token = (await createSession(db(), user!.id, 60 * 60 * 1000)).token;
    const own = await delivered([{ productId: PERFUME, quantity: 1 }], { userId: user!.id });
    const lines = [{ orderLineId: own.lines[0]!.id, quantity: 1, reason: "Changed my mind" }];
    expect((await post(`/api/orders/${own.row.orderNumber}/returns`, { lines, payout: UPI })).status).toBe(401);
    expect((await post(`/api/orders/${order.row.orderNumber}/returns`, { lines, payout: UPI }, token)).status).toBe(
      404,
    );
    expect((await post(`/api/orders/${own.row.orderNumber}/returns`, { lines, payout: UPI }, token)).status).toBe(201);
    const view = (await (
      await fetch(`${server.url}/api/orders/${own.row.orderNumber}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { returns: { requests: unknown[]; lines: { reason: string }[] } };
    expect(view.returns.requests).toHaveLength(1);
    expect(view.returns.lines[0]!.reason).toBe("already_returned");
  });
});

it("products start returnable", async () => {
  const [row] = await db().select({ finalSale: products.finalSale }).from(products).where(eq(products.id, PERFUME));
  expect(row!.finalSale).toBe(false);
});

describe("exchanges for another size", () => {
  const exchange = (order: Awaited<ReturnType<typeof delivered>>, size: string | undefined, quantity = 1) =>
    requestReturn(shop(), order.row, {
      kind: "exchange",
      lines: [{ orderLineId: order.lines[0]!.id, quantity, reason: "Size too small", size }],
    });

  async function setStock(productId: number, size: string, stock: number) {
    const before = await variantStock(productId, size);
    await db()
      .update(productVariants)
      .set({ stock })
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
    await db()
      .update(products)
      .set({ stock: sql`${products.stock} + ${stock - before}` })
      .where(eq(products.id, productId));
  }

  it("asks for another size in stock, of a sized product, without payout details", async () => {
    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "M" }]);
    const view = (await returnsForOrders(db(), [order.row])).get(order.row.id)!;
    expect(view.lines[0]!.exchangeSizes).toContain("L");
    expect(view.lines[0]!.exchangeSizes).not.toContain("M");
    expect(view.canExchange).toBe(true);

    await expect(exchange(order, undefined)).rejects.toMatchObject({ status: 400, message: /choose the new size/ });
    await expect(exchange(order, "M")).rejects.toMatchObject({ status: 400, message: /must differ .*\(M\)/ });
    await expect(exchange(order, "XXXL")).rejects.toMatchObject({ status: 400, message: /does not come in size XXXL/ });
    await expect(
      requestReturn(shop(), order.row, {
        kind: "swap",
        lines: [{ orderLineId: order.lines[0]!.id, quantity: 1, reason: "Size too small", size: "L" }],
      }),
    ).rejects.toMatchObject({ status: 400, message: "Kind must be return or exchange" });
    const before = await variantStock(SHIRT, "L");
    await setStock(SHIRT, "L", 0);
    try {
      await expect(exchange(order, "L")).rejects.toMatchObject({ status: 409, message: /size L is out of stock/ });
    } finally {
      await setStock(SHIRT, "L", before);
    }
    expect((await returnsForOrders(db(), [order.row])).get(order.row.id)!.requests).toEqual([]);

    // A cash-on-delivery order's exchange refunds nothing, so it needs no UPI ID.
    const request = await exchange(order, "L");
    expect(request).toMatchObject({
      kind: "exchange",
      status: "requested",
      statusLabel: "Exchange requested",
      amount: 0,
      payout: null,
      lines: [{ size: "M", newSize: "L", quantity: 1 }],
    });
    // The unit is taken: neither a return nor another exchange can ask for it.
    await expect(ask(order)).rejects.toMatchObject({ status: 409, message: /Already returned/ });

    const perfume = await delivered([{ productId: PERFUME, quantity: 1 }]);
    await expect(exchange(perfume, "L")).rejects.toMatchObject({ status: 409, message: /one size/ });
    expect((await returnsForOrders(db(), [perfume.row])).get(perfume.row.id)!.canExchange).toBe(false);
  });

  it("approval reserves the new size; receiving gives the old size back; the replacement ships once, at no charge", async () => {
    const order = await delivered([{ productId: SHIRT, quantity: 2, size: "S" }], { method: "online" });
    const request = await exchange(order, "XL", 2);
    const ctx = testGatewayContext();
    const [s0, xl0] = [await variantStock(SHIRT, "S"), await variantStock(SHIRT, "XL")];

    // Asked for, not yet approved: no replacement on the order.
    expect((await orderPages(order.row.id)).shopper.replacements).toEqual([]);
    const approved = await moveReturn(ctx, request.id, { status: "approved" }, adminId);
    expect(approved).toMatchObject({ statusLabel: "Exchange approved", nextStatuses: ["picked_up", "cancelled"] });
    expect(await variantStock(SHIRT, "XL")).toBe(xl0 - 2);
    // Approved: the shopper's order and the staff's list show the replacement as a line at ₹0, set aside.
    const replacement = {
      returnId: request.id,
      productId: String(SHIRT),
      name: order.lines[0]!.name,
      image: order.lines[0]!.image,
      colour: order.lines[0]!.colour,
      size: "XL",
      forSize: "S",
      quantity: 2,
      unitPrice: 0,
      lineTotal: 0,
      shipped: null,
    };
    let pages = await orderPages(order.row.id);
    expect(pages.shopper.replacements).toEqual([replacement]);
    expect(pages.staff.replacements).toEqual([replacement]);
    await moveReturn(ctx, request.id, { status: "picked_up" }, null);
    const received = await moveReturn(ctx, request.id, { status: "received" }, null);
    expect(received).toMatchObject({ refund: null, amount: 0, nextStatuses: ["replacement_shipped"] });
    expect(await variantStock(SHIRT, "S")).toBe(s0 + 2);
    expect(await variantStock(SHIRT, "XL")).toBe(xl0 - 2);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.row.id))).toEqual([]);

    await expect(moveReturn(ctx, request.id, { status: "replacement_shipped" }, null)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/Carrier is required to ship/),
    });
    const shipped = await moveReturn(
      ctx,
      request.id,
      { status: "replacement_shipped", carrier: "Blue Dart", trackingNumber: "BD-77" },
      adminId,
    );
    expect(shipped).toMatchObject({
      status: "replacement_shipped",
      replacement: { carrier: "Blue Dart", trackingNumber: "BD-77" },
      nextStatuses: [],
    });
    await expect(
      moveReturn(
        ctx,
        request.id,
        { status: "replacement_shipped", carrier: "Blue Dart", trackingNumber: "BD-77" },
        null,
      ),
    ).rejects.toMatchObject({ status: 409, message: 'The exchange is already "Replacement shipped"' });

    const events = (await eventsOf(order.row.id)).filter((e) => e.returnId === request.id);
    expect(events.map((e) => e.returnStatus)).toEqual([
      "exchange_requested",
      "exchange_approved",
      "exchange_picked_up",
      "exchange_received",
      "replacement_shipped",
    ]);
    expect(events.at(-1)!.note).toBe("Blue Dart · tracking number BD-77");
    pages = await orderPages(order.row.id);
    for (const view of [pages.shopper, pages.staff]) {
      expect(view.replacements).toEqual([
        { ...replacement, shipped: { carrier: "Blue Dart", trackingNumber: "BD-77" } },
      ]);
      // The order's own lines and amounts are what was bought and paid.
      expect(view).toMatchObject({ total: order.row.totalPaise / 100, itemCount: 2 });
      expect(view.lines).toHaveLength(1);
    }
    const subjects = await mails(order.row.orderNumber);
    expect(subjects.filter((s) => s.includes("exchange is approved"))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes("received your StyleHub exchange"))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes("exchange has shipped"))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes("refund"))).toHaveLength(0);
    const [shippedMail] = await db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like ${`%exchange has shipped%${order.row.orderNumber}%`}`);
    expect(shippedMail!.body).toContain("Tracking number: BD-77");
    // The order itself is unchanged: no new charge, the same amounts.
    const [after] = await db().select().from(orders).where(eq(orders.id, order.row.id));
    expect(after).toMatchObject({ totalPaise: order.row.totalPaise, status: "delivered" });
  });

  it("cancelling an approved exchange gives the reserved size back; rejecting reserved nothing", async () => {
    const ctx = testGatewayContext();
    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "M" }]);
    const l0 = await variantStock(SHIRT, "L");
    const request = await exchange(order, "L");
    await moveReturn(ctx, request.id, { status: "approved" }, null);
    expect(await variantStock(SHIRT, "L")).toBe(l0 - 1);
    const cancelled = await moveReturn(ctx, request.id, { status: "cancelled", note: "Pickup failed twice" }, null);
    expect(cancelled).toMatchObject({ statusLabel: "Exchange cancelled", staffNote: "Pickup failed twice" });
    expect(await variantStock(SHIRT, "L")).toBe(l0);
    expect((await mails(order.row.orderNumber)).filter((s) => s.includes("exchange was cancelled"))).toHaveLength(1);

    // The unit can be asked for again; a rejection moves no stock.
    const again = await exchange(order, "L");
    await moveReturn(ctx, again.id, { status: "rejected", note: "Worn" }, null);
    expect(await variantStock(SHIRT, "L")).toBe(l0);
    await expect(moveReturn(ctx, again.id, { status: "cancelled" }, null)).rejects.toMatchObject({ status: 409 });
  });

  it("refuses to approve when the new size ran out, and changes nothing", async () => {
    const ctx = testGatewayContext();
    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "M" }]);
    const request = await exchange(order, "S");
    const before = await variantStock(SHIRT, "S");
    await setStock(SHIRT, "S", 0);
    try {
      await expect(moveReturn(ctx, request.id, { status: "approved" }, null)).rejects.toMatchObject({
        status: 409,
        message: `Cannot reserve the new size: ${order.lines[0]!.name} in size S is out of stock`,
      });
      expect(await variantStock(SHIRT, "S")).toBe(0);
      const events = (await eventsOf(order.row.id)).filter((e) => e.returnId === request.id);
      expect(events.map((e) => e.returnStatus)).toEqual(["exchange_requested"]);
    } finally {
      await setStock(SHIRT, "S", before);
    }
    await expect(moveReturn(ctx, request.id, { status: "approved" }, null)).resolves.toMatchObject({
      status: "approved",
    });
  });

  it("each move happens once when submitted many times at once", async () => {
    const ctx = testGatewayContext();
    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "L" }]);
    const request = await exchange(order, "M");
    const [l0, m0] = [await variantStock(SHIRT, "L"), await variantStock(SHIRT, "M")];
    const five = async (move: Record<string, unknown>) => {
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => moveReturn(ctx, request.id, move, null)),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      for (const r of results.filter((r) => r.status === "rejected")) {
        expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
      }
    };
    await five({ status: "approved" });
    expect(await variantStock(SHIRT, "M")).toBe(m0 - 1);
    await five({ status: "picked_up" });
    await five({ status: "received" });
    expect(await variantStock(SHIRT, "L")).toBe(l0 + 1);
    await five({ status: "replacement_shipped", carrier: "Delhivery", trackingNumber: "DL-9" });
    expect(await variantStock(SHIRT, "M")).toBe(m0 - 1);
    const subjects = await mails(order.row.orderNumber);
    for (const words of [
      "exchange is approved",
      "picked up your StyleHub exchange",
      "received your StyleHub exchange",
      "exchange has shipped",
    ]) {
      expect(subjects.filter((s) => s.includes(words))).toHaveLength(1);
    }
    const events = (await eventsOf(order.row.id)).filter((e) => e.returnId === request.id);
    expect(events).toHaveLength(5);
  });

  it("two exchanges racing for the last unit of a size: one is approved, the other told why", async () => {
    const ctx = testGatewayContext();
    const first = await delivered([{ productId: SHIRT, quantity: 1, size: "S" }]);
    const second = await delivered([{ productId: SHIRT, quantity: 1, size: "M" }]);
    const before = await variantStock(SHIRT, "XL");
    const a = await exchange(first, "XL");
    const b = await exchange(second, "XL");
    await setStock(SHIRT, "XL", 1);
    try {
      const results = await Promise.allSettled([
        moveReturn(ctx, a.id, { status: "approved" }, null),
        moveReturn(ctx, b.id, { status: "approved" }, null),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ status: 409, message: /Cannot reserve the new size: .* size XL/ });
      expect(await variantStock(SHIRT, "XL")).toBe(0);
    } finally {
      await setStock(SHIRT, "XL", before);
    }
  });

  it("through the API: the shopper asks, the staff ship the replacement", async () => {
    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "M" }], { daysAgo: 2 });
    const made = await fetch(`${server.url}/api/orders/lookup/returns`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        orderNumber: order.row.orderNumber,
        email: customer.email,
        kind: "exchange",
        lines: [{ orderLineId: order.lines[0]!.id, quantity: 1, reason: "Size too large", size: "S" }],
      }),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as ReturnRequestView;
    const patch = (body: unknown) =>
      fetch(`${server.url}/api/admin/returns/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}` },
        body: JSON.stringify(body),
      });
    for (const status of ["approved", "picked_up", "received"]) expect((await patch({ status })).status).toBe(200);
    const noTracking = await patch({ status: "replacement_shipped", carrier: "Delhivery" });
    expect(noTracking.status).toBe(400);
    expect(await noTracking.json()).toMatchObject({ message: expect.stringMatching(/Tracking number is required/) });
    const shipped = await patch({ status: "replacement_shipped", carrier: "Delhivery", trackingNumber: "DL-5" });
    expect(shipped.status).toBe(200);
    const list = (await (
      await fetch(`${server.url}/api/admin/returns?kind=exchange&status=replacement_shipped`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { returns: { id: number; kind: string }[] };
    expect(list.returns.map((r) => r.id)).toContain(id);
    expect(list.returns.every((r) => r.kind === "exchange")).toBe(true);
  });
});

describe("shipping refunded when the whole order comes back", () => {
  const returnLine = (
    order: Awaited<ReturnType<typeof delivered>>,
    index: number,
    quantity = 1,
    kind: "return" | "exchange" = "return",
  ) =>
    requestReturn(shop(), order.row, {
      kind,
      lines: [
        {
          orderLineId: order.lines[index]!.id,
          quantity,
          reason: "Changed my mind",
          size: kind === "exchange" ? "XL" : undefined,
        },
      ],
      payout: kind === "return" && order.row.paymentMethod === "cod" ? UPI : undefined,
    });
  const receive = async (ctx: ReturnsContext, id: number) => {
    for (const status of ["approved", "picked_up", "received"]) await moveReturn(ctx, id, { status }, null);
    return (await db().select().from(refunds).where(eq(refunds.returnId, id)))[0];
  };

  it("the return that completes a whole-order return refunds the shipping too, once", async () => {
    const ctx = testGatewayContext();
    const order = await delivered(
      [
        { productId: PERFUME, quantity: 1 },
        { productId: SHIRT, quantity: 1, size: "S" },
      ],
      { method: "online", chargeShipping: true },
    );
    expect(order.row.shippingPaise).toBe(9_900);
    const first = await receive(ctx, (await returnLine(order, 0)).id);
    expect(first).toMatchObject({ amountPaise: order.lines[0]!.unitPricePaise, shippingPaise: 0, state: "processed" });
    const second = await receive(ctx, (await returnLine(order, 1)).id);
    expect(second).toMatchObject({
      amountPaise: order.lines[1]!.unitPricePaise + 9_900,
      shippingPaise: 9_900,
      state: "processed",
    });
    const view = (await returnsForOrders(db(), [order.row])).get(order.row.id)!;
    expect(view.requests.find((r) => r.id === second!.returnId)).toMatchObject({
      amount: (order.lines[1]!.unitPricePaise + 9_900) / 100,
      refund: { shipping: 99 },
    });
    const refundMails = await db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like ${`%refund of%${order.row.orderNumber}%`}`)
      .orderBy(asc(emailOutbox.id));
    expect(refundMails.map((m) => m.body.includes("shipping charge of ₹99"))).toEqual([false, true]);
  });

  it("a partial return, an exchange in the mix, or free shipping refunds no shipping", async () => {
    const ctx = testGatewayContext();
    const partial = await delivered([{ productId: PERFUME, quantity: 2 }], { chargeShipping: true });
    expect((await receive(ctx, (await returnLine(partial, 0, 1)).id))!.shippingPaise).toBe(0);

    const mixed = await delivered([{ productId: SHIRT, quantity: 2, size: "M" }], { chargeShipping: true });
    await receive(ctx, (await returnLine(mixed, 0, 1, "exchange")).id);
    expect((await receive(ctx, (await returnLine(mixed, 0, 1)).id))!.shippingPaise).toBe(0);

    const free = await delivered([{ productId: PERFUME, quantity: 1 }]);
    expect(free.row.shippingPaise).toBe(0);
    expect(await receive(ctx, (await returnLine(free, 0)).id)).toMatchObject({
      amountPaise: free.lines[0]!.unitPricePaise,
      shippingPaise: 0,
    });
  });

  it("two returns completing the order, received at the same time: exactly one refunds the shipping", async () => {
    const ctx = testGatewayContext();
    const order = await delivered(
      [
        { productId: PERFUME, quantity: 1 },
        { productId: SHIRT, quantity: 1, size: "L" },
      ],
      { chargeShipping: true },
    );
    const ids = [(await returnLine(order, 0)).id, (await returnLine(order, 1)).id];
    for (const id of ids) {
      await moveReturn(ctx, id, { status: "approved" }, null);
      await moveReturn(ctx, id, { status: "picked_up" }, null);
    }
    await Promise.all(ids.map((id) => moveReturn(ctx, id, { status: "received" }, null)));
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.row.id));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.shippingPaise).sort((a, b) => a - b)).toEqual([0, 9_900]);
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(order.row.totalPaise);
  });
});

describe("Razorpay's refund webhooks", () => {
  let events = 0;
  /** Posts a webhook as Razorpay does, to the store's webhook route. */
  const post = async (raw: string, eventId = `evt_refund_${Date.now()}_${events++}`) => {
    const res = await fetch(`${razorpayServer.url}/api/payments/razorpay/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex"),
        "x-razorpay-event-id": eventId,
      },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as { status?: string; message?: string } };
  };

  /** An online return received while Razorpay answers refunds as pending (the bank settles them later). */
  async function sentRefund() {
    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "M" }], { method: "online" });
    const request = await ask(order);
    const ctx = razorpayContext();
    for (const status of ["approved", "picked_up"]) await moveReturn(ctx, request.id, { status }, null);
    fake.answerRefundsAs("pending");
    try {
      const received = await moveReturn(ctx, request.id, { status: "received" }, null);
      if (received.refundError) throw new Error(received.refundError);
      expect(received.refund).toMatchObject({ state: "sent", label: "Refund sent to your bank" });
      expect(received.canRetryRefund).toBe(false);
    } finally {
      fake.answerRefundsAs("processed");
    }
    const [refund] = await db().select().from(refunds).where(eq(refunds.returnId, request.id));
    return { order, request, ctx, refund: refund! };
  }

  const refundedEvents = async (orderId: number) =>
    (await eventsOf(orderId)).filter((e) => e.returnStatus === "refunded");

  it("refund.processed settles a sent refund once, however often and at once it is delivered", async () => {
    const { order, request, refund } = await sentRefund();
    expect(refund.providerRefundId).toMatch(/^rfnd_/);
    // Not told "refunded" before the bank settles it.
    expect(await refundedEvents(order.row.id)).toEqual([]);
    expect((await mails(order.row.orderNumber)).filter((s) => s.includes("refund of"))).toHaveLength(0);

    const raw = fake.settleRefund(refund.providerRefundId!, "processed");
    const sameEvent = "evt_refund_same_" + request.id;
    const answers = await Promise.all([
      post(raw, sameEvent),
      post(raw, sameEvent),
      post(raw, sameEvent),
      post(raw), // Razorpay may also send the same refund's event again under a new id.
      post(raw),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.status === "processed")).toHaveLength(1);
    const [row] = await db().select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row).toMatchObject({ state: "processed", providerRefundId: refund.providerRefundId });
    const refunded = await refundedEvents(order.row.id);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.actor).toBe("payment");
    expect((await mails(order.row.orderNumber)).filter((s) => s.includes("refund of"))).toHaveLength(1);
    // A late failure of a processed refund changes nothing.
    expect((await post(fake.settleRefund(refund.providerRefundId!, "failed"))).body.status).toBe("ignored");
    expect((await db().select().from(refunds).where(eq(refunds.id, refund.id)))[0]!.state).toBe("processed");
  });

  it("refund.failed shows the staff a failed refund; their retry makes a new refund, once", async () => {
    const { order, request, ctx, refund } = await sentRefund();
    const failed = await post(fake.settleRefund(refund.providerRefundId!, "failed"));
    expect(failed).toEqual({ status: 200, body: { status: "processed" } });

    const list = (await (
      await fetch(`${server.url}/api/admin/returns?status=received`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { returns: { id: number; refund: { state: string }; refundError: string; canRetryRefund: boolean }[] };
    const staffView = list.returns.find((r) => r.id === request.id)!;
    expect(staffView).toMatchObject({
      refund: { state: "failed" },
      canRetryRefund: true,
      refundError: `Razorpay reports refund ${refund.providerRefundId} failed`,
    });
    expect(await refundedEvents(order.row.id)).toEqual([]);

    await Promise.allSettled([retryRefund(ctx, request.id), retryRefund(ctx, request.id)]);
    const made = fake.refunds.get(order.paymentId!)!;
    expect(made.map((r) => r.status)).toEqual(["failed", "processed"]);
    const [row] = await db().select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row).toMatchObject({ state: "processed", providerRefundId: made[1]!.id, lastError: null });
    expect(await refundedEvents(order.row.id)).toHaveLength(1);
    // The first attempt's failure, delivered again late, does not undo the retry.
    expect((await post(fake.settleRefund(made[0]!.id, "failed"))).body.status).toBe("ignored");
  });

  it("a refund whose answer was never recorded is found by its receipt", async () => {
    const { order, refund } = await sentRefund();
    // As if the process died after Razorpay took the refund, before the store recorded its id.
    await db()
      .update(refunds)
      .set({ state: "pending", providerRefundId: null, claimedAt: new Date() })
      .where(eq(refunds.id, refund.id));
    expect((await post(fake.settleRefund(refund.providerRefundId!, "processed"))).body.status).toBe("processed");
    const [row] = await db().select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row).toMatchObject({ state: "processed", providerRefundId: refund.providerRefundId, claimedAt: null });
    expect(await refundedEvents(order.row.id)).toHaveLength(1);
  });

  it("without a webhook secret, a refund Razorpay takes as pending is recorded as made", async () => {
    const order = await delivered([{ productId: SHIRT, quantity: 1, size: "L" }], { method: "online" });
    const request = await ask(order);
    const gateway = createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: undefined,
      apiUrl: fake.apiUrl,
    });
    const ctx: ReturnsContext = { db: db(), gateway, settings };
    for (const status of ["approved", "picked_up"]) await moveReturn(ctx, request.id, { status }, null);
    fake.answerRefundsAs("pending");
    try {
      const received = await moveReturn(ctx, request.id, { status: "received" }, null);
      expect(received.refund).toMatchObject({ state: "processed" });
    } finally {
      fake.answerRefundsAs("processed");
    }
    expect(await refundedEvents(order.row.id)).toHaveLength(1);
  });

  it("ignores refunds that are not a return's, and refuses a bad signature or payload", async () => {
    const other = JSON.stringify({
      event: "refund.processed",
      payload: { refund: { entity: { id: "rfnd_someoneelse", payment_id: "pay_someoneelse", receipt: "x-1" } } },
    });
    expect(await post(other)).toEqual({ status: 200, body: { status: "ignored" } });
    const noRefund = JSON.stringify({ event: "refund.failed", payload: {} });
    expect(await post(noRefund)).toEqual({ status: 400, body: { message: "The refund.failed event has no refund" } });
    const forged = await fetch(`${razorpayServer.url}/api/payments/razorpay/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": createHmac("sha256", "not the secret").update(other).digest("hex"),
        "x-razorpay-event-id": "evt_forged",
      },
      body: other,
    });
    expect(forged.status).toBe(400);
  });
});

describe("credit notes for refunds of invoiced orders", () => {
  const noteOf = async (returnId: number) =>
    (await db().select().from(creditNotes).where(eq(creditNotes.returnId, returnId)))[0];
  const receive = async (ctx: ReturnsContext, id: number) => {
    for (const status of ["approved", "picked_up", "received"]) await moveReturn(ctx, id, { status }, null);
  };
  const download = (path: string, init?: DocumentRequest) => fetchDocument(server.url, path, init);

  it("an online refund issues a credit note against the invoice, downloadable by the owner, a guest and staff", async () => {
    const [user] = await db()
      .insert(users)
      .values({ username: "credit-shopper", email: "credit-shopper@example.com", passwordHash: "x" })
      .returning();
    const token = (await createSession(db(), user!.id, 60 * 60 * 1000)).token;
    const order = await delivered(
      [
        { productId: PERFUME, quantity: 1 },
        { productId: SHIRT, quantity: 2, size: "M" },
      ],
      { method: "online", userId: user!.id },
    );
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.row.id));
    const request = await requestReturn(shop(), order.row, {
      lines: [{ orderLineId: order.lines[1]!.id, quantity: 1, reason: "Size too large" }],
    });
    const ctx = testGatewayContext();
    await moveReturn(ctx, request.id, { status: "approved" }, null);
    await moveReturn(ctx, request.id, { status: "picked_up" }, null);
    expect(await noteOf(request.id)).toBeUndefined();
    const received = await moveReturn(ctx, request.id, { status: "received" }, null);
    const note = (await noteOf(request.id))!;
    expect(received.creditNoteNumber).toBe(note.creditNoteNumber);
    expect(note.creditNoteNumber).toMatch(/^SH-CN\/\d{4}-\d{2}\/\d{6}$/);
    // One shirt of the two, at the rate the invoice charged, and exactly the refund.
    const charged = invoice!.tax!.lines[1]!;
    expect(note.tax.lines).toEqual([
      expect.objectContaining({
        description: charged.description,
        hsn: charged.hsn,
        ratePercent: charged.ratePercent,
        quantity: 1,
      }),
    ]);
    expect(note.tax.totalPaise).toBe(order.lines[1]!.unitPricePaise);
    expect(note.tax.taxablePaise + note.tax.cgstPaise + note.tax.sgstPaise + note.tax.igstPaise).toBe(
      note.tax.totalPaise,
    );
    expect(note.seller).toEqual(invoice!.seller);

    const path = `/api/orders/${order.row.orderNumber}/returns/${request.id}/credit-note`;
    const mine = await download(path, { token });
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get("content-type")).toBe("application/pdf");
    expect(mine.res.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.res.headers.get("content-disposition")).toBe(
      `attachment; filename="credit-note-${note.creditNoteNumber.replaceAll("/", "-")}.pdf"`,
    );
    const text = await pdfText(mine.bytes);
    expect(text).toContain("Credit Note");
    expect(text).toContain(note.creditNoteNumber);
    expect(text).toContain(`Against invoice: ${invoice!.invoiceNumber}`);
    expect(text).toContain(`Credit note total: ${formatPaiseExact(order.lines[1]!.unitPricePaise)}`);
    expect(text).toContain(`For ${invoice!.seller!.legalName}\nAuthorised signatory`);

    expect((await download(path)).res.status).toBe(404); // not signed in: not the owner
    const guest = await download("/api/orders/lookup/credit-note", {
      form: { orderNumber: order.row.orderNumber, email: customer.email, returnId: String(request.id) },
    });
    expect(guest.res.status).toBe(200);
    expect(await pdfText(guest.bytes)).toContain(note.creditNoteNumber);
    const wrongEmail = await download("/api/orders/lookup/credit-note", {
      form: { orderNumber: order.row.orderNumber, email: "someone@example.com", returnId: String(request.id) },
    });
    expect(wrongEmail.res.status).toBe(404);
    const staff = await download(`/api/admin/returns/${request.id}/credit-note`, { token: adminToken });
    expect(staff.res.status).toBe(200);
    expect((await download(`/api/admin/returns/${request.id}/credit-note`, { token })).res.status).toBe(403);
    // Another order's number with this return: none.
    const other = await delivered([{ productId: PERFUME, quantity: 1 }], { userId: user!.id });
    expect(
      (await download(`/api/orders/${other.row.orderNumber}/returns/${request.id}/credit-note`, { token })).res.status,
    ).toBe(404);
  });

  it("cash on delivery: issued when the staff pay the refund out; the whole order's includes the delivery charge", async () => {
    const ctx = testGatewayContext();
    const order = await delivered([{ productId: PERFUME, quantity: 1 }], { chargeShipping: true });
    const request = await ask(order);
    await receive(ctx, request.id);
    expect(await noteOf(request.id)).toBeUndefined();
    await markPayoutPaid(ctx, request.id, { reference: "UTR55550001" }, adminId);
    const note = (await noteOf(request.id))!;
    expect(note.tax.lines.map((l) => l.description)).toEqual([order.lines[0]!.name, "Delivery charges"]);
    expect(note.tax.totalPaise).toBe(order.row.totalPaise);
    const mail = (await mails(order.row.orderNumber)).find((s) => s.includes("refund of"));
    expect(mail).toBeDefined();
    // An exchange refunds nothing and issues no credit note.
    const shirt = await delivered([{ productId: SHIRT, quantity: 1, size: "S" }]);
    const exchange = await requestReturn(shop(), shirt.row, {
      kind: "exchange",
      lines: [{ orderLineId: shirt.lines[0]!.id, quantity: 1, reason: "Size too small", size: "M" }],
    });
    await receive(ctx, exchange.id);
    expect(await noteOf(exchange.id)).toBeUndefined();
  });

  it("numbers refunds made at once from one gap-free series", async () => {
    const ctx = testGatewayContext();
    const requests = [];
    for (let i = 0; i < 5; i++) {
      const order = await delivered([{ productId: PERFUME, quantity: 1 }], { method: "online" });
      const request = await ask(order);
      await moveReturn(ctx, request.id, { status: "approved" }, null);
      await moveReturn(ctx, request.id, { status: "picked_up" }, null);
      requests.push(request);
    }
    await Promise.all(requests.map((r) => moveReturn(ctx, r.id, { status: "received" }, null)));
    const notes = await Promise.all(requests.map((r) => noteOf(r.id)));
    expect(notes.every(Boolean)).toBe(true);
    const all = await db().select().from(creditNotes);
    const byYear = new Map<string, number[]>();
    for (const n of all) byYear.set(n.financialYear, [...(byYear.get(n.financialYear) ?? []), n.sequence]);
    for (const sequences of byYear.values()) {
      sequences.sort((a, b) => a - b);
      expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    }
  });
});
