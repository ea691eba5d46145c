import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeRazorpay, type FakeRazorpay } from "../../tests/helpers/fake-razorpay";
import { declinedCardAnswer } from "../../tests/helpers/test-gateway";
import { PaymentProviderError, type PaymentGateway } from "./gateway";
import { createRazorpayGateway } from "./razorpay";
import {
  createTestGateway,
  TEST_KEY_ID,
  testGatewaySecrets,
  type SignedWebhook,
  type TestGatewayOrder,
  type TestGatewayOptions,
} from "./test-gateway";

const hmac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

const KEY_ID = "rzp_test_Fake0123456789";
const KEY_SECRET = "fake-key-secret-for-the-local-razorpay";
const WEBHOOK_SECRET = "fake-webhook-secret";
const SESSION_SECRET = "unit-test-session-secret-that-is-long-enough";

let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
});
afterAll(() => fake?.close());

function testGateway(overrides: Partial<Omit<TestGatewayOptions, "sessionSecret">> = {}) {
  return createTestGateway({
    sessionSecret: SESSION_SECRET,
    findOrder: async () => undefined,
    findPayment: async () => undefined,
    deliverWebhook: async () => undefined,
    onDeliveryError: () => undefined,
    webhookDelayMs: 0,
    ...overrides,
  });
}

interface Adapter {
  gateway: PaymentGateway;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

const adapters: [string, () => Adapter][] = [
  [
    "Razorpay (SDK against a local fake of its API)",
    () => ({
      gateway: createRazorpayGateway({
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: fake.apiUrl,
      }),
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
    }),
  ],
  ["the test gateway", () => ({ gateway: testGateway(), keyId: TEST_KEY_ID, ...testGatewaySecrets(SESSION_SECRET) })],
];

describe.each(adapters)("%s", (_name, make) => {
  it("creates an order for the amount in paise", async () => {
    const { gateway, keyId } = make();
    expect(gateway.keyId).toBe(keyId);
    expect(gateway.canVerifyWebhooks).toBe(true);
    const order = await gateway.createOrder({ amountPaise: 549_800, receipt: "SH-ABCDEF" });
    expect(order).toEqual({ id: expect.stringMatching(/^order_\w+$/) as string, amount: 549_800, currency: "INR" });
    const other = await gateway.createOrder({ amountPaise: 549_800, receipt: "SH-ABCDEG" });
    expect(other.id).not.toBe(order.id);
  });

  it("accepts the checkout signature of the order and payment, and nothing else", () => {
    const { gateway, keySecret } = make();
    const signature = hmac(keySecret, "order_A|pay_1");
    expect(gateway.verifyPayment({ orderId: "order_A", paymentId: "pay_1", signature })).toBe(true);
    expect(gateway.verifyPayment({ orderId: "order_B", paymentId: "pay_1", signature })).toBe(false);
    expect(gateway.verifyPayment({ orderId: "order_A", paymentId: "pay_2", signature })).toBe(false);
    expect(
      gateway.verifyPayment({ orderId: "order_A", paymentId: "pay_1", signature: hmac("guess", "order_A|pay_1") }),
    ).toBe(false);
    expect(gateway.verifyPayment({ orderId: "order_A", paymentId: "pay_1", signature: "" })).toBe(false);
    expect(gateway.verifyPayment({ orderId: "order_A", paymentId: "pay_1", signature: "not hex" })).toBe(false);
  });

  it("accepts a webhook signed over its exact body with the webhook secret", () => {
    const { gateway, webhookSecret } = make();
    const body = JSON.stringify({ entity: "event", event: "payment.captured" });
    expect(gateway.verifyWebhook(body, hmac(webhookSecret, body))).toBe(true);
    expect(gateway.verifyWebhook(body.replace("captured", "failed"), hmac(webhookSecret, body))).toBe(false);
    expect(gateway.verifyWebhook(body, hmac("another secret", body))).toBe(false);
    expect(gateway.verifyWebhook(body, "")).toBe(false);
  });
});

describe("the Razorpay adapter", () => {
  const settings = { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET };

  it("calls POST /v1/orders at the configured address with Basic auth and the order", async () => {
    const before = fake.calls.length;
    const gateway = createRazorpayGateway({ ...settings, apiUrl: fake.apiUrl });
    const order = await gateway.createOrder({
      amountPaise: 1_299_700,
      receipt: "SH-7K3Q9D",
      notes: { order_number: "SH-7K3Q9D" },
    });
    const call = fake.calls.at(-1)!;
    expect(fake.calls).toHaveLength(before + 1);
    expect(call).toEqual({
      method: "POST",
      path: "/v1/orders",
      authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`,
      body: { amount: 1_299_700, currency: "INR", receipt: "SH-7K3Q9D", notes: { order_number: "SH-7K3Q9D" } },
    });
    expect(order.amount).toBe(1_299_700);
  });

  it("takes the address with or without its version path", async () => {
    const gateway = createRazorpayGateway({ ...settings, apiUrl: fake.apiUrl.replace(/\/v1\/$/, "") });
    await gateway.createOrder({ amountPaise: 10_000, receipt: "SH-AAAAAA" });
    expect(fake.calls.at(-1)!.path).toBe("/v1/orders");
  });

  it("reports Razorpay's refusals and an unreachable API as PaymentProviderError", async () => {
    const wrongSecret = createRazorpayGateway({ ...settings, keySecret: "wrong", apiUrl: fake.apiUrl });
    await expect(wrongSecret.createOrder({ amountPaise: 10_000, receipt: "SH-AAAAAA" })).rejects.toThrow(
      new PaymentProviderError("Razorpay did not create the order: HTTP 401: Authentication failed"),
    );
    fake.failNext(500, "Something went wrong");
    const gateway = createRazorpayGateway({ ...settings, apiUrl: fake.apiUrl });
    await expect(gateway.createOrder({ amountPaise: 10_000, receipt: "SH-AAAAAA" })).rejects.toThrow(
      /HTTP 500: Something went wrong/,
    );
    const nowhere = createRazorpayGateway({ ...settings, apiUrl: "http://127.0.0.1:1/v1/" });
    await expect(nowhere.createOrder({ amountPaise: 10_000, receipt: "SH-AAAAAA" })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it("accepts no webhook without a webhook secret", () => {
    const gateway = createRazorpayGateway({ ...settings, webhookSecret: undefined, apiUrl: fake.apiUrl });
    expect(gateway.canVerifyWebhooks).toBe(false);
    expect(gateway.verifyWebhook("{}", hmac("", "{}"))).toBe(false);
  });
});

describe("the test gateway", () => {
  const order: TestGatewayOrder = {
    id: "order_TestGateway0001",
    amountPaise: 549_800,
    receipt: "SH-7K3Q9D",
    state: "payable",
    email: "asha@example.com",
    contact: "9876543210",
    createdAt: new Date("2026-01-02T03:04:05Z"),
  };

  /** A test gateway that knows one order and collects the webhooks it sends. */
  function withOrder(state: TestGatewayOrder["state"] = "payable") {
    const delivered: SignedWebhook[] = [];
    let done: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const gateway = testGateway({
      findOrder: async (id) => (id === order.id ? { ...order, state } : undefined),
      deliverWebhook: async (webhook) => {
        delivered.push(webhook);
        const { event } = JSON.parse(webhook.rawBody) as { event: string };
        if (event !== "payment.captured") done();
      },
    });
    return { gateway, delivered, finished };
  }

  it("derives its secrets from the session secret: the same on every instance, never the secret itself", () => {
    const one = testGatewaySecrets(SESSION_SECRET);
    expect(testGatewaySecrets(SESSION_SECRET)).toEqual(one);
    expect(one.keySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(one.webhookSecret).not.toBe(one.keySecret);
    expect(Object.values(one)).not.toContain(SESSION_SECRET);
    expect(testGatewaySecrets(`${SESSION_SECRET}-other`).keySecret).not.toBe(one.keySecret);
  });

  it("takes a payment, signs it like Razorpay, then sends payment.captured and order.paid, signed", async () => {
    const { gateway, delivered, finished } = withOrder();
    const { keySecret, webhookSecret } = testGatewaySecrets(SESSION_SECRET);
    const result = await gateway.pay(order.id, "success");
    expect(result).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/) as string,
      razorpay_order_id: order.id,
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
    });
    const success = result as { razorpay_payment_id: string; razorpay_signature: string };
    expect(success.razorpay_signature).toBe(hmac(keySecret, `${order.id}|${success.razorpay_payment_id}`));
    expect(delivered).toHaveLength(0); // asynchronously, after the checkout's answer

    await finished;
    expect(delivered.map((w) => (JSON.parse(w.rawBody) as { event: string }).event)).toEqual([
      "payment.captured",
      "order.paid",
    ]);
    for (const webhook of delivered) expect(webhook.signature).toBe(hmac(webhookSecret, webhook.rawBody));
    expect(new Set(delivered.map((w) => w.eventId)).size).toBe(2);
    const paid = JSON.parse(delivered[1]!.rawBody) as Record<string, unknown>;
    expect(paid).toMatchObject({
      entity: "event",
      event: "order.paid",
      contains: ["payment", "order"],
      payload: {
        payment: {
          entity: {
            id: success.razorpay_payment_id,
            entity: "payment",
            amount: 549_800,
            currency: "INR",
            status: "captured",
            order_id: order.id,
            captured: true,
            email: order.email,
            contact: "+919876543210",
          },
        },
        order: {
          entity: { id: order.id, entity: "order", amount_paid: 549_800, receipt: "SH-7K3Q9D", status: "paid" },
        },
      },
      created_at: expect.any(Number) as number,
    });
  });

  it("fails a payment with Checkout's error and a signed payment.failed", async () => {
    const { gateway, delivered, finished } = withOrder();
    const result = await gateway.pay(order.id, "failure");
    expect(result).toEqual(declinedCardAnswer(order.id));
    await finished;
    expect(delivered).toHaveLength(1);
    expect(JSON.parse(delivered[0]!.rawBody)).toMatchObject({
      event: "payment.failed",
      contains: ["payment"],
      payload: {
        payment: {
          entity: {
            status: "failed",
            order_id: order.id,
            error_code: "BAD_REQUEST_ERROR",
            error_description: "The test card was declined (TEST MODE)",
          },
        },
      },
    });
  });

  it("answers 404 for an unknown order and 409 for one that is not awaiting payment", async () => {
    await expect(withOrder().gateway.pay("order_Unknown", "success")).rejects.toMatchObject({ status: 404 });
    await expect(withOrder("paid").gateway.pay(order.id, "success")).rejects.toMatchObject({
      status: 409,
      message: "Order SH-7K3Q9D is already paid",
    });
    await expect(withOrder("closed").gateway.pay(order.id, "failure")).rejects.toMatchObject({
      status: 409,
      message: "Order SH-7K3Q9D is not awaiting payment",
    });
  });

  it("reports a webhook that could not be applied", async () => {
    const failed = vi.fn();
    const gateway = testGateway({
      findOrder: async () => order,
      deliverWebhook: async () => {
        throw new Error("database is down");
      },
      onDeliveryError: failed,
    });
    await gateway.pay(order.id, "failure");
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(failed.mock.calls[0]![0]).toEqual(new Error("database is down"));
  });
});
