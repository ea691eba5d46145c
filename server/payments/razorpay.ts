import Razorpay from "razorpay";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils.js";
import {
  hasSignature,
  PaymentProviderError,
  type CreateProviderOrderInput,
  type PaymentGateway,
  type PaymentProof,
  type ProviderOrder,
  type ProviderRefund,
  type RefundInput,
} from "./gateway";

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Razorpay's API address with its version path, e.g. https://api.razorpay.com/v1/ (a local fake in tests). */
  apiUrl: string;
}

/** A Razorpay order creation could hang forever without this (axios has no default timeout). */
const REQUEST_TIMEOUT_MS = 10_000;

/** The SDK's request client: an axios instance that the constructor builds from a fixed host. */
interface SdkHttpClient {
  rq?: { defaults?: { baseURL?: string; timeout?: number } };
}

/**
 * The SDK hard-codes https://api.razorpay.com as the host of the axios instance its resources share and
 * offers no option for it. Changing that instance's `defaults.baseURL` is axios's supported way to move
 * every later call, and it keeps the SDK's own auth, headers and paths. The SDK appends "/v1" itself, so
 * the configured address loses its version path here.
 */
function pointAt(client: Razorpay, apiUrl: string): void {
  const defaults = (client.api as unknown as SdkHttpClient).rq?.defaults;
  if (!defaults) throw new Error("The razorpay SDK no longer exposes its HTTP client: cannot set RAZORPAY_API_URL");
  defaults.baseURL = apiUrl.replace(/\/+$/, "").replace(/\/v1$/, "");
  defaults.timeout = REQUEST_TIMEOUT_MS;
}

/** What the SDK throws for an HTTP error: `{ statusCode, error: { code, description } }`, not an Error. */
function describeSdkError(error: unknown): string {
  const e = error as { statusCode?: number; error?: { description?: string }; message?: string } | undefined;
  if (e?.statusCode) return `HTTP ${e.statusCode}: ${e.error?.description ?? "no description"}`;
  return e?.message ?? String(error);
}

/** Razorpay through its official SDK. */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  pointAt(client, settings.apiUrl);

  return {
    kind: "razorpay",
    keyId: settings.keyId,
    // Razorpay's hosted checkout lives under the same API address (a local fake in tests).
    hostedCheckoutUrl: new URL("checkout/embedded", settings.apiUrl.replace(/\/*$/, "/")).href,
    canVerifyWebhooks: Boolean(settings.webhookSecret),

    async createOrder({ amountPaise, receipt, notes }: CreateProviderOrderInput): Promise<ProviderOrder> {
      let order: { id: string; amount: number | string; currency: string };
      try {
        order = await client.orders.create({ amount: amountPaise, currency: "INR", receipt, notes });
      } catch (error) {
        throw new PaymentProviderError(`Razorpay did not create the order: ${describeSdkError(error)}`, {
          cause: error,
        });
      }
      if (Number(order.amount) !== amountPaise || order.currency !== "INR") {
        throw new PaymentProviderError(
          `Razorpay answered order ${order.id} for ${order.amount} ${order.currency}, not ${amountPaise} INR`,
        );
      }
      return { id: order.id, amount: amountPaise, currency: "INR" };
    },

    async refund({ paymentId, amountPaise, receipt, notes }: RefundInput): Promise<ProviderRefund> {
      const shape = (r: { id: string; amount?: number | string; status: string }): ProviderRefund => ({
        id: r.id,
        amount: Number(r.amount),
        status: r.status === "processed" ? "processed" : r.status === "failed" ? "failed" : "pending",
      });
      try {
        // Razorpay keeps no idempotency key for refunds: an earlier attempt whose answer was lost is found
        // by its receipt among the payment's refunds, so asking again never refunds twice. A failed one
        // (refund.failed) moved no money: asking again makes a new refund.
        const earlier = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
        const found = earlier.items.find((r) => r.receipt === receipt && r.status !== "failed");
        if (found) return shape(found);
        return shape(await client.payments.refund(paymentId, { amount: amountPaise, receipt, notes }));
      } catch (error) {
        throw new PaymentProviderError(`Razorpay did not refund ${paymentId}: ${describeSdkError(error)}`, {
          cause: error,
        });
      }
    },

    verifyPayment({ orderId, paymentId, signature }: PaymentProof): boolean {
      if (!hasSignature(signature)) return false;
      return validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, settings.keySecret);
    },

    verifyWebhook(rawBody: string, signature: string): boolean {
      if (!settings.webhookSecret || !hasSignature(signature)) return false;
      return validateWebhookSignature(rawBody, signature, settings.webhookSecret);
    },
  };
}
