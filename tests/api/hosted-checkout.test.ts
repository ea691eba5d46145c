// Paying online without JavaScript: the gateway posts the outcome to /payments/callback as a form, and the
// store's own TEST MODE pages stand in for Razorpay's hosted checkout when no Razorpay keys are set.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { emailOutbox, orders } from "../../server/db/schema";
import { testGatewaySecrets } from "../../server/payments/test-gateway";
import { createServices } from "../../server/services";
import { guestOwner } from "../../server/cart/owner";
import { setUpServerOn, setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { emptyTables } from "../helpers/db";
import { testSecret } from "../helpers/app";
import { TestClient } from "../helpers/client";
import { checkoutCustomer as customer } from "../helpers/accounts";
import { startFakeRazorpay, type FakeRazorpay } from "../helpers/fake-razorpay";

const { keySecret } = testGatewaySecrets(testSecret);
const hmac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

const shop = setUpTestServer();
let a: TestClient;
let PERFUME: number;

beforeEach(async () => {
  await emptyTables(shop.db, orders, emailOutbox);
  PERFUME = await addProduct(shop.db, { category: "Perfumes", name: "Test Hosted Checkout Attar", stock: 20 });
  a = new TestClient(shop.url);
});

interface Started {
  orderId: string;
  dbOrderId: number;
  orderNumber: string;
  amount: number;
}

/** A pending online order and its provider order, as Pay Online starts it. */
async function startPayment(): Promise<Started> {
  const res = await a.post<Started>("/api/order/createOrder", { customer, product: { id: PERFUME } });
  expect(res.status).toBe(201);
  return res.body;
}

const checkoutPath = () => `/customer-details?product=${PERFUME}&quantity=1&payment=online`;

/** Posts a form the way a browser does after the gateway's page: no JSON, no cookies needed. */
async function postForm(path: string, fields: Record<string, string>) {
  const res = await fetch(`${shop.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return {
    status: res.status,
    location: res.headers.get("location"),
    cookies: res.headers.getSetCookie(),
    text: await res.text(),
  };
}

const callback = (fields: Record<string, string>, back = checkoutPath()) =>
  postForm(`/payments/callback?return=${encodeURIComponent(back)}`, fields);

const proof = (providerOrderId: string, paymentId: string, secret = keySecret) => ({
  razorpay_order_id: providerOrderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: hmac(secret, `${providerOrderId}|${paymentId}`),
});

/** The message the redirect leaves for the checkout page (the signed flash cookie). */
const flashOf = (cookies: string[]) => decodeURIComponent(cookies.find((c) => c.startsWith("stylehub_flash="))!);

const orderRow = async (id: number) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mails = async () => (await shop.db.select({ n: count() }).from(emailOutbox))[0]!.n;

/** The hidden fields of the page's form that posts to `action`. */
function formFields(html: string, action: string): Record<string, string> {
  const form = html.split(`action="${action}"`)[1]!.split("</form>")[0]!;
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
    fields[name!.replace(/&amp;/g, "&")] = value!.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  }
  return fields;
}

describe("the gateway's callback after a checkout without JavaScript", () => {
  it("marks the order paid once on a valid signature and opens the thank-you page; a repeat answers the same", async () => {
    const { orderId, dbOrderId, orderNumber } = await startPayment();
    const first = await callback(proof(orderId, "pay_Hosted0000001"));
    expect(first).toMatchObject({ status: 303, location: `/thank-you?order=${orderNumber}` });
    const paid = await orderRow(dbOrderId);
    expect(paid).toMatchObject({ status: "paid", providerPaymentId: "pay_Hosted0000001" });
    expect(await mails()).toBe(1);

    const again = await callback(proof(orderId, "pay_Hosted0000001"));
    expect(again).toMatchObject({ status: 303, location: `/thank-you?order=${orderNumber}` });
    expect((await orderRow(dbOrderId)).paidAt).toEqual(paid.paidAt);
    expect(await mails()).toBe(1);
  });

  it("refuses a bad signature: back to the checkout with the refusal, nothing paid", async () => {
    const { orderId, dbOrderId } = await startPayment();
    const forgeries: Record<string, string>[] = [
      { ...proof(orderId, "pay_Forged000001"), razorpay_signature: "0".repeat(64) },
      proof(orderId, "pay_Forged000001", "a guessed key secret"),
      { razorpay_order_id: orderId, razorpay_payment_id: "pay_Forged000001" },
      {},
    ];
    for (const forged of forgeries) {
      const res = await callback(forged);
      expect(res).toMatchObject({ status: 303, location: checkoutPath() });
      expect(flashOf(res.cookies)).toContain('"message":"Payment verification failed"');
    }
    expect(await orderRow(dbOrderId)).toMatchObject({
      status: "pending_payment",
      paidAt: null,
      providerPaymentId: null,
    });
    expect(await mails()).toBe(0);
  });

  it("brings a failed payment back to the checkout with the provider's description, the order still payable", async () => {
    const { orderId, dbOrderId } = await startPayment();
    const res = await callback({
      "error[code]": "BAD_REQUEST_ERROR",
      "error[description]": "Your card was declined by the bank.",
      "error[reason]": "payment_failed",
      "error[metadata]": JSON.stringify({ order_id: orderId, payment_id: "pay_Failed000001" }),
    });
    expect(res).toMatchObject({ status: 303, location: checkoutPath() });
    expect(flashOf(res.cookies)).toContain(
      "Payment failed: Your card was declined by the bank. No money was taken. You can try again.",
    );
    expect((await orderRow(dbOrderId)).status).toBe("pending_payment");
  });

  it("refuses a NUL in the posted fields with 400 naming the field, as every other form", async () => {
    for (const path of ["/payments/callback", "/payments/test-checkout", "/payments/test-checkout/pay"]) {
      const res = await postForm(path, { razorpay_order_id: "order_\u0000x", order_id: "order_\u0000x" });
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.text).toMatch(/must not contain the NUL character/);
    }
  });

  it("goes back only to the checkout, never to another site or page", async () => {
    for (const back of ["https://evil.example/customer-details", "//evil.example/x", "/account"]) {
      const res = await callback({}, back);
      expect(res.location).toBe("/customer-details");
    }
  });
});

describe("the TEST MODE checkout without JavaScript", () => {
  const handOff = (
    started: Started,
    callbackUrl = `${shop.server.config.publicUrl}/payments/callback?return=%2Fcustomer-details`,
  ) => ({
    key_id: "rzp_test_stylehub_local",
    order_id: started.orderId,
    amount: "1",
    currency: "INR",
    callback_url: callbackUrl,
    cancel_url: `${shop.server.config.publicUrl}/customer-details`,
  });

  it("shows the order's own amount, pays it, and posts the signed payment to the store's callback", async () => {
    const started = await startPayment();
    const page = await postForm("/payments/test-checkout", handOff(started));
    expect(page.status).toBe(200);
    expect(page.text).toContain("TEST MODE");
    expect(page.text).toContain(started.orderNumber);
    // The amount the order holds, not the one the form posted.
    expect(page.text).toContain(`Pay ₹${(started.amount / 100).toLocaleString("en-IN")}`);

    const pay = formFields(page.text, "/payments/test-checkout/pay");
    expect(pay).toMatchObject({ order_id: started.orderId, outcome: "success" });
    const answer = await postForm("/payments/test-checkout/pay", pay);
    expect(answer.status).toBe(200);
    const signed = formFields(answer.text, "/payments/callback?return=%2Fcustomer-details");
    expect(signed).toEqual(proof(started.orderId, signed.razorpay_payment_id!));

    const back = await postForm("/payments/callback?return=%2Fcustomer-details", signed);
    expect(back).toMatchObject({ status: 303, location: `/thank-you?order=${started.orderNumber}` });
    expect((await orderRow(started.dbOrderId)).status).toBe("paid");

    // Paid: the page says so instead of taking another payment.
    const repeat = await postForm("/payments/test-checkout/pay", pay);
    expect(repeat.status).toBe(409);
    expect(repeat.text).toContain("is already paid");
  });

  it("fails a payment with Razorpay's error fields, and refuses a callback on another site", async () => {
    const started = await startPayment();
    const page = await postForm("/payments/test-checkout", handOff(started));
    const fail = { ...formFields(page.text, "/payments/test-checkout/pay"), outcome: "failure" };
    const answer = await postForm("/payments/test-checkout/pay", fail);
    const fields = formFields(answer.text, "/payments/callback?return=%2Fcustomer-details");
    expect(fields).toMatchObject({
      "error[code]": "BAD_REQUEST_ERROR",
      "error[description]": "The test card was declined (TEST MODE)",
    });
    const back = await postForm("/payments/callback?return=%2Fcustomer-details", fields);
    expect(back).toMatchObject({ status: 303, location: "/customer-details" });
    expect((await orderRow(started.dbOrderId)).status).toBe("pending_payment");

    expect(
      (await postForm("/payments/test-checkout", handOff(started, "https://evil.example/payments/callback"))).status,
    ).toBe(400);
    expect((await postForm("/payments/test-checkout", { ...handOff(started), key_id: "rzp_live_other" })).status).toBe(
      400,
    );
    expect(
      (await postForm("/payments/test-checkout/pay", { ...fail, callback: "https://evil.example/x" })).status,
    ).toBe(400);
  });
});

describe("Razorpay's hosted checkout (against a local fake of Razorpay's API)", () => {
  const keys = { RAZORPAY_KEY_ID: "rzp_test_FakeKey0002", RAZORPAY_KEY_SECRET: "fake-razorpay-key-secret" };
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay(keys.RAZORPAY_KEY_ID, keys.RAZORPAY_KEY_SECRET);
  });
  afterAll(async () => {
    await fake?.close();
  });
  // Registered after the fake: it starts once the fake listens, and closes before it.
  const razorpay = setUpServerOn(shop, async () => ({ env: { ...keys, RAZORPAY_API_URL: fake.apiUrl } }));

  it("posts Razorpay's hosted checkout fields under RAZORPAY_API_URL, and its signed callback pays the order", async () => {
    const { config } = razorpay.server;
    const services = createServices(shop.db, config);
    const back = `/customer-details?product=${PERFUME}&quantity=1&payment=online`;
    const input = {
      owner: guestOwner("hosted-checkout-shopper"),
      customer: {
        ...customer,
        pin: "744101",
        line1: "7 Aberdeen Bazaar",
        city: "Port Blair",
        state: "Andaman and Nicobar Islands",
      },
      items: { productId: PERFUME, quantity: 1, size: null },
      idempotencyKey: "hosted-checkout-token:online",
    };
    const handOff = await services.payments.handOff(input, back);
    // The same checkout key answers the same order and provider order.
    expect(await services.payments.handOff(input, back)).toEqual(handOff);
    const field = (name: string) => handOff.fields.find((f) => f.name === name)?.value;
    const [order] = await shop.db.select().from(orders).where(eq(orders.orderNumber, handOff.orderNumber));
    expect(handOff.action).toBe(`${fake.apiUrl.replace(/\/$/, "")}/checkout/embedded`);
    expect(Object.fromEntries(handOff.fields.map((f) => [f.name, f.value]))).toEqual({
      key_id: keys.RAZORPAY_KEY_ID,
      order_id: order!.providerOrderId,
      amount: String(order!.totalPaise),
      currency: "INR",
      name: "StyleHub",
      description: `Order ${handOff.orderNumber}`,
      "prefill[name]": customer.name,
      "prefill[email]": customer.email,
      "prefill[contact]": customer.contact,
      callback_url: `${config.publicUrl}/payments/callback?return=${encodeURIComponent(back)}`,
      cancel_url: `${config.publicUrl}${back}`,
    });

    const signed = proof(field("order_id")!, "pay_RzpHosted0001", keys.RAZORPAY_KEY_SECRET);
    const post = (fields: Record<string, string>) =>
      fetch(`${razorpay.url}/payments/callback?return=${encodeURIComponent(back)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      });
    // Signed with the test gateway's secret, not Razorpay's: refused.
    const forged = await post(proof(field("order_id")!, "pay_RzpHosted0001"));
    expect(forged.headers.get("location")).toBe(back);
    expect((await orderRow(order!.id)).status).toBe("pending_payment");
    const paid = await post(signed);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/thank-you?order=${handOff.orderNumber}`);
    expect((await orderRow(order!.id)).status).toBe("paid");
  });
});
