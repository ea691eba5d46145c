import { describe, expect, it, vi } from "vitest";
import {
  PAYMENT_MESSAGES,
  openRazorpayCheckout,
  payOnline,
  type CheckoutEvents,
  type OpenCheckout,
  type PaymentOrder,
  type PaymentRequest,
  type RazorpayOptions,
} from "./online-payment";

const REQUEST: PaymentRequest = {
  customer: { name: "Asha Verma", email: "asha@example.com", contact: "9876543210", address: "12 MG Road" },
  product: { productId: 180, quantity: 2, size: null },
  checkoutToken: "token-1:online",
};

const ORDER: PaymentOrder = {
  orderId: "order_TEST123",
  amount: 399800,
  currency: "INR",
  key: "rzp_test_key",
  dbOrderId: 42,
  orderNumber: "SH-ABC234",
  gateway: "test",
  name: "StyleHub",
  prefill: { name: "Asha Verma", email: "asha@example.com", contact: "9876543210" },
};

const PAYMENT = {
  razorpay_payment_id: "pay_1",
  razorpay_order_id: ORDER.orderId,
  razorpay_signature: "abc123",
};

type Answer = { status: number; body?: unknown } | "network-error";

/** A fetch that answers createOrder and verify-payment as told, and records what was sent. */
function fakeFetch(answers: { create?: Answer; verify?: Answer }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const respond = (answer: Answer) => {
    if (answer === "network-error") return Promise.reject(new TypeError("Failed to fetch"));
    return Promise.resolve(new Response(JSON.stringify(answer.body ?? {}), { status: answer.status }));
  };
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (url === "/api/order/createOrder") return respond(answers.create ?? { status: 201, body: ORDER });
    if (url === "/api/verify-payment") {
      return respond(answers.verify ?? { status: 200, body: { success: true, orderId: 42, orderNumber: "SH-ABC234" } });
    }
    throw new Error(`unexpected call to ${url}`);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A checkout that, once open, does what the test says (pay, fail, close). */
function checkout(act: (events: CheckoutEvents) => void): OpenCheckout {
  return async (_order, events) => {
    queueMicrotask(() => act(events));
  };
}

/**
 * Pays REQUEST through a checkout that does what `act` says, with the server answering well; answers the
 * outcome, the calls made, and the stages and failed attempts payOnline reported on the way.
 */
async function payThrough(act: (events: CheckoutEvents) => void) {
  const { fetch, calls } = fakeFetch({});
  const stages: string[] = [];
  const attempts: string[] = [];
  const outcome = await payOnline(REQUEST, {
    fetch,
    onStage: (stage) => stages.push(stage),
    onAttemptFailed: (message) => attempts.push(message),
    openTestCheckout: checkout(act),
  });
  return { outcome, calls, stages, attempts };
}

const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe("payOnline", () => {
  it("asks for a product when there is none, and calls nothing", async () => {
    const { fetch, calls } = fakeFetch({});
    const outcome = await payOnline(
      { ...REQUEST, product: undefined },
      { fetch, openTestCheckout: checkout(() => {}) },
    );
    expect(outcome).toEqual({ kind: "failed", message: PAYMENT_MESSAGES.selectProduct });
    expect(calls).toHaveLength(0);
    expect(await payOnline({ ...REQUEST, product: [] }, { fetch, openTestCheckout: checkout(() => {}) })).toEqual({
      kind: "failed",
      message: PAYMENT_MESSAGES.selectProduct,
    });
  });

  it("creates the order, pays through the test checkout and has the server verify it", async () => {
    const { outcome, calls, stages } = await payThrough((events) => events.paid(PAYMENT));
    expect(outcome).toEqual({ kind: "paid", orderNumber: "SH-ABC234" });
    expect(stages).toEqual(["starting", "open", "verifying"]);

    const [create, verify] = calls;
    expect(create!.url).toBe("/api/order/createOrder");
    expect((create!.init.headers as Record<string, string>)["Idempotency-Key"]).toBe("token-1:online");
    expect(body(create!.init)).toEqual({
      customer: REQUEST.customer,
      product: REQUEST.product,
      checkoutToken: "token-1:online",
    });
    expect(verify!.url).toBe("/api/verify-payment");
    expect(body(verify!.init)).toEqual({
      ...PAYMENT,
      dbOrderId: 42,
      user: { name: "Asha Verma", email: "asha@example.com", phone: "9876543210" },
    });
  });

  it("says it could not initiate the payment, with the server's reason when it gives one", async () => {
    const open = vi.fn(checkout(() => {}));
    const cases: [Answer, string][] = [
      [
        { status: 409, body: { message: "Only 1 of Citrus Breeze left in stock" } },
        "Could not initiate payment. Only 1 of Citrus Breeze left in stock",
      ],
      [{ status: 500, body: { message: "" } }, PAYMENT_MESSAGES.initiateFailed],
      ["network-error", PAYMENT_MESSAGES.initiateFailed],
      [{ status: 201, body: { orderId: "order_1" } }, PAYMENT_MESSAGES.initiateFailed],
    ];
    for (const [answer, message] of cases) {
      const { fetch } = fakeFetch({ create: answer });
      expect(await payOnline(REQUEST, { fetch, openTestCheckout: open })).toEqual({ kind: "failed", message });
    }
    expect(open).not.toHaveBeenCalled();
  });

  it("tells a refused verification from a server that could not verify", async () => {
    const cases: [Answer, string][] = [
      [
        { status: 200, body: { success: false, message: "Payment verification failed" } },
        "Payment verification failed",
      ],
      [
        { status: 400, body: { success: false, message: "Payment verification failed" } },
        "Payment verification failed",
      ],
      [{ status: 500, body: { message: "Something went wrong" } }, "Server verification error"],
      [{ status: 200, body: "<html>" }, "Server verification error"],
      ["network-error", "Server verification error"],
    ];
    for (const [answer, message] of cases) {
      const { fetch } = fakeFetch({ verify: answer });
      const outcome = await payOnline(REQUEST, { fetch, openTestCheckout: checkout((events) => events.paid(PAYMENT)) });
      expect(outcome).toEqual({ kind: "failed", message });
    }
  });

  it("reports a failed attempt at once and ends with it when the checkout closes", async () => {
    const { outcome, calls, attempts } = await payThrough((events) => {
      events.failed({ code: "BAD_REQUEST_ERROR", description: "Card declined by the bank.", reason: "declined" });
      events.dismissed();
    });
    const message = "Payment failed: Card declined by the bank. No money was taken. You can try again.";
    expect(attempts).toEqual([message]);
    expect(outcome).toEqual({ kind: "failed", message });
    expect(calls.map((c) => c.url)).toEqual(["/api/order/createOrder"]);
  });

  it("is cancelled when the checkout is closed, and a late close after paying changes nothing", async () => {
    const { fetch } = fakeFetch({});
    expect(await payOnline(REQUEST, { fetch, openTestCheckout: checkout((events) => events.dismissed()) })).toEqual({
      kind: "cancelled",
    });
    const paidThenClosed = checkout((events) => {
      events.paid(PAYMENT);
      events.dismissed();
      events.paid(PAYMENT);
    });
    const second = fakeFetch({});
    expect(await payOnline(REQUEST, { fetch: second.fetch, openTestCheckout: paidThenClosed })).toEqual({
      kind: "paid",
      orderNumber: "SH-ABC234",
    });
    expect(second.calls.filter((c) => c.url === "/api/verify-payment")).toHaveLength(1);
  });

  it("opens Razorpay's checkout when the server runs Razorpay, and says so when its script does not load", async () => {
    const { fetch } = fakeFetch({ create: { status: 201, body: { ...ORDER, gateway: "razorpay" } } });
    const test = vi.fn(checkout(() => {}));
    const razorpay = vi.fn(checkout((events) => events.dismissed()));
    expect(await payOnline(REQUEST, { fetch, openTestCheckout: test, openRazorpayCheckout: razorpay })).toEqual({
      kind: "cancelled",
    });
    expect(test).not.toHaveBeenCalled();
    expect(razorpay).toHaveBeenCalledOnce();

    const noScript: OpenCheckout = (order, events) =>
      openRazorpayCheckout(order, events, () => Promise.reject(new TypeError("blocked")));
    const again = fakeFetch({ create: { status: 201, body: { ...ORDER, gateway: "razorpay" } } });
    expect(
      await payOnline(REQUEST, { fetch: again.fetch, openTestCheckout: test, openRazorpayCheckout: noScript }),
    ).toEqual({
      kind: "failed",
      message: "Razorpay SDK failed to load. Are you online?",
    });
  });
});

describe("openRazorpayCheckout", () => {
  it("passes Razorpay the server's order and wires its three callbacks", async () => {
    let options: RazorpayOptions | undefined;
    let onFailed: ((response: { error: { description?: string } }) => void) | undefined;
    const opened = vi.fn();
    class FakeRazorpay {
      constructor(given: RazorpayOptions) {
        options = given;
      }
      on(_event: string, callback: typeof onFailed) {
        onFailed = callback;
      }
      open = opened;
    }
    const events = { paid: vi.fn(), failed: vi.fn(), dismissed: vi.fn() };
    await openRazorpayCheckout({ ...ORDER, gateway: "razorpay" }, events, async () => FakeRazorpay);

    expect(opened).toHaveBeenCalledOnce();
    expect(options).toMatchObject({
      key: "rzp_test_key",
      amount: 399800,
      currency: "INR",
      name: "StyleHub",
      order_id: "order_TEST123",
      prefill: ORDER.prefill,
      theme: { color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
    });
    options!.handler(PAYMENT);
    expect(events.paid).toHaveBeenCalledWith(PAYMENT);
    onFailed!({ error: { description: "Card declined" } });
    expect(events.failed).toHaveBeenCalledWith({ description: "Card declined" });
    options!.modal.ondismiss();
    expect(events.dismissed).toHaveBeenCalledOnce();
  });
});
