import { createHmac, randomInt } from "node:crypto";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils.js";
import { HttpError, notFound } from "../http/errors";
import {
  hasSignature,
  PaymentProviderError,
  type ProviderRefund,
  type RefundInput,
  type CreateProviderOrderInput,
  type PaymentGateway,
  type PaymentProof,
  type ProviderOrder,
} from "./gateway";

/** The store's own TEST MODE checkout page for shoppers without JavaScript (server/api/hosted-payments.ts). */
export const TEST_CHECKOUT_PATH = "/payments/test-checkout";

/** The key id the browser's TEST MODE checkout is opened with. */
export const TEST_KEY_ID = "rzp_test_stylehub_local";

export const TEST_FAILURE_DESCRIPTION = "The test card was declined (TEST MODE)";

/**
 * The test gateway's key secret and webhook secret, derived from the session secret so every instance
 * of the store agrees on them without another setting, and nothing secret is written in the code.
 */
export function testGatewaySecrets(sessionSecret: string): { keySecret: string; webhookSecret: string } {
  const derive = (purpose: string) =>
    createHmac("sha256", sessionSecret).update(`stylehub test gateway ${purpose}`).digest("hex");
  return { keySecret: derive("key secret"), webhookSecret: derive("webhook secret") };
}

const hmacHex = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Razorpay-like ids: a prefix and 14 random letters and digits ("order_Kx3...", "pay_...", "evt_..."). */
function randomId(prefix: string): string {
  let id = "";
  for (let i = 0; i < 14; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}_${id}`;
}

/** What the test gateway needs to know of an order: kept in the store's own orders table, not in memory. */
export interface TestGatewayOrder {
  id: string;
  amountPaise: number;
  receipt: string;
  state: "payable" | "paid" | "closed";
  email: string;
  contact: string;
  createdAt: Date;
}

/** One webhook as it would arrive over HTTP: the exact body, its signature and the event id header. */
export interface SignedWebhook {
  rawBody: string;
  signature: string;
  eventId: string;
}

/** A captured test payment, as the store's orders table records it (for refunds). */
export interface TestGatewayPayment {
  id: string;
  amountPaise: number;
}

export interface TestGatewayOptions {
  sessionSecret: string;
  findOrder(providerOrderId: string): Promise<TestGatewayOrder | undefined>;
  /** The payment a refund names, if the store took it. */
  findPayment(paymentId: string): Promise<TestGatewayPayment | undefined>;
  /** The same verify-and-apply function the HTTP webhook route calls. */
  deliverWebhook(webhook: SignedWebhook): Promise<unknown>;
  onDeliveryError(error: unknown, webhook: SignedWebhook): void;
  /** Webhooks come a moment after the checkout's answer, as Razorpay's do. */
  webhookDelayMs?: number;
}

/** What Razorpay Checkout hands its `handler` after a successful payment. */
export interface TestPaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Razorpay Checkout's `payment.failed` event carries. */
export interface TestPaymentFailure {
  error: {
    code: "BAD_REQUEST_ERROR";
    description: string;
    source: "customer";
    step: "payment_authorization";
    reason: "payment_failed";
    metadata: { order_id: string; payment_id: string };
  };
}

export interface TestGateway extends PaymentGateway {
  readonly kind: "test";
  /** Takes (or fails) a payment of the order, signs it like Razorpay, and sends the signed webhooks. */
  pay(orderId: string, outcome: "success" | "failure"): Promise<TestPaymentSuccess | TestPaymentFailure>;
  /** The order as the gateway knows it, for its TEST MODE page (what to pay, never what the browser says). */
  order(orderId: string): Promise<TestGatewayOrder | undefined>;
}

type PaymentEntity = ReturnType<typeof paymentEntity>;

function paymentEntity(order: TestGatewayOrder, paymentId: string, outcome: "success" | "failure", now: number) {
  const failed = outcome === "failure";
  return {
    id: paymentId,
    entity: "payment",
    amount: order.amountPaise,
    currency: "INR",
    status: failed ? "failed" : "captured",
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: "card",
    amount_refunded: 0,
    refund_status: null,
    captured: !failed,
    description: `Order ${order.receipt}`,
    email: order.email,
    contact: `+91${order.contact}`,
    notes: [],
    error_code: failed ? "BAD_REQUEST_ERROR" : null,
    error_description: failed ? TEST_FAILURE_DESCRIPTION : null,
    error_source: failed ? "customer" : null,
    error_step: failed ? "payment_authorization" : null,
    error_reason: failed ? "payment_failed" : null,
    created_at: now,
  };
}

/** The order as order.paid describes it. */
function paidOrderEntity(order: TestGatewayOrder) {
  return {
    id: order.id,
    entity: "order",
    amount: order.amountPaise,
    amount_paid: order.amountPaise,
    amount_due: 0,
    currency: "INR",
    receipt: order.receipt,
    offer_id: null,
    status: "paid",
    attempts: 1,
    notes: [],
    created_at: Math.floor(order.createdAt.getTime() / 1000),
  };
}

/** Razorpay's webhook envelope. */
function event(
  name: string,
  payload: { payment: PaymentEntity; order?: ReturnType<typeof paidOrderEntity> },
  now: number,
) {
  return {
    entity: "event",
    account_id: "acc_stylehub_test",
    event: name,
    contains: payload.order ? ["payment", "order"] : ["payment"],
    payload: {
      payment: { entity: payload.payment },
      ...(payload.order ? { order: { entity: payload.order } } : {}),
    },
    created_at: now,
  };
}

/**
 * The store's own gateway, used when no Razorpay keys are set: it creates orders, takes payments, signs
 * them with the same HMACs as Razorpay and sends the same webhooks, so the whole flow runs offline.
 */
export function createTestGateway(options: TestGatewayOptions): TestGateway {
  const { keySecret, webhookSecret } = testGatewaySecrets(options.sessionSecret);
  const delayMs = options.webhookDelayMs ?? 20;

  /** Delivers the events one after another, in-process, after the checkout has had its answer. */
  function sendWebhooks(events: object[]): void {
    const timer = setTimeout(async () => {
      for (const body of events) {
        const rawBody = JSON.stringify(body);
        const webhook = { rawBody, signature: hmacHex(webhookSecret, rawBody), eventId: randomId("evt") };
        try {
          await options.deliverWebhook(webhook);
        } catch (error) {
          options.onDeliveryError(error, webhook);
        }
      }
    }, delayMs);
    timer.unref();
  }

  return {
    kind: "test",
    keyId: TEST_KEY_ID,
    hostedCheckoutUrl: TEST_CHECKOUT_PATH,
    canVerifyWebhooks: true,

    order: (orderId) => options.findOrder(orderId),

    async createOrder({ amountPaise }: CreateProviderOrderInput): Promise<ProviderOrder> {
      // Nothing to keep: the store's order row holds this id, its amount and its receipt.
      return { id: randomId("order"), amount: amountPaise, currency: "INR" };
    },

    verifyPayment({ orderId, paymentId, signature }: PaymentProof): boolean {
      if (!hasSignature(signature)) return false;
      return validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret);
    },

    async refund({ paymentId, amountPaise, receipt }: RefundInput): Promise<ProviderRefund> {
      const payment = await options.findPayment(paymentId);
      if (!payment) throw new PaymentProviderError(`Test gateway did not refund ${paymentId}: no such payment`);
      if (!Number.isInteger(amountPaise) || amountPaise < 100 || amountPaise > payment.amountPaise) {
        throw new PaymentProviderError(
          `Test gateway did not refund ${paymentId}: the amount must be from 100 to ${payment.amountPaise} paise`,
        );
      }
      // Nothing kept in memory: the refund's id follows from its receipt, so asking again answers the same refund.
      const id = `rfnd_${hmacHex(keySecret, `refund|${paymentId}|${receipt}`).slice(0, 14)}`;
      return { id, amount: amountPaise, status: "processed" };
    },

    verifyWebhook(rawBody: string, signature: string): boolean {
      return hasSignature(signature) && validateWebhookSignature(rawBody, signature, webhookSecret);
    },

    async pay(orderId, outcome) {
      const order = await options.findOrder(orderId);
      if (!order) throw notFound(`No test gateway order ${orderId}`);
      if (order.state !== "payable") {
        throw new HttpError(
          409,
          order.state === "paid"
            ? `Order ${order.receipt} is already paid`
            : `Order ${order.receipt} is not awaiting payment`,
        );
      }
      const paymentId = randomId("pay");
      const now = Math.floor(Date.now() / 1000);
      const payment = paymentEntity(order, paymentId, outcome, now);
      if (outcome === "failure") {
        sendWebhooks([event("payment.failed", { payment }, now)]);
        return {
          error: {
            code: "BAD_REQUEST_ERROR",
            description: TEST_FAILURE_DESCRIPTION,
            source: "customer",
            step: "payment_authorization",
            reason: "payment_failed",
            metadata: { order_id: orderId, payment_id: paymentId },
          },
        };
      }
      sendWebhooks([
        event("payment.captured", { payment }, now),
        event("order.paid", { payment, order: paidOrderEntity(order) }, now),
      ]);
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: hmacHex(keySecret, `${orderId}|${paymentId}`),
      };
    },
  };
}
