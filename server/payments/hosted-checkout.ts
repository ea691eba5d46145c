// Paying online without JavaScript: the checkout page hands the shopper to the gateway with a plain form
// (Razorpay's hosted checkout, https://razorpay.com/docs/payments/payment-gateway/web-integration/hosted/,
// or the store's own TEST MODE page), and the gateway posts the outcome back to CALLBACK_PATH. The
// outcome is checked like the page script's (verifyCheckoutPayment): the browser is never trusted.
import { z } from "zod";
import { HttpError } from "../http/errors";
import type { PaymentGateway } from "./gateway";
import { verifyPaymentSchema, VERIFICATION_FAILED, type StartedPayment, type VerifyPaymentInput } from "./payments";
import { failureMessage, type HandOff } from "@rules/online-payment";
import { safeRedirect } from "@rules/safe-redirect";
import type { OrderRow } from "../db/schema";

/** Where the gateway posts the outcome of a hosted checkout. */
export const CALLBACK_PATH = "/payments/callback";

/** The only page a failed or refused payment goes back to: the checkout. */
const CHECKOUT_PATH = "/customer-details";

/** A checkout page's own address ("/customer-details?product=3&payment=online"), else the bare checkout. */
export function checkoutReturnPath(value: string | null | undefined): string {
  const path = safeRedirect(value, CHECKOUT_PATH);
  return path === CHECKOUT_PATH || path.startsWith(`${CHECKOUT_PATH}?`) ? path : CHECKOUT_PATH;
}

/**
 * Razorpay's hosted checkout fields for the started payment. The callback carries the checkout page's
 * address so a failure comes back to the same items; cancelling returns there too.
 */
export function handOffForm(
  gateway: PaymentGateway,
  store: { storeName: string; publicUrl: string },
  started: StartedPayment,
  returnTo: string,
): HandOff {
  const { order, providerOrderId } = started;
  const back = checkoutReturnPath(returnTo);
  return {
    action: gateway.hostedCheckoutUrl,
    orderNumber: order.orderNumber,
    amountPaise: order.totalPaise,
    fields: [
      { name: "key_id", value: gateway.keyId },
      { name: "order_id", value: providerOrderId },
      { name: "amount", value: String(order.totalPaise) },
      { name: "currency", value: "INR" },
      { name: "name", value: store.storeName },
      { name: "description", value: `Order ${order.orderNumber}` },
      { name: "prefill[name]", value: order.customerName },
      { name: "prefill[email]", value: order.customerEmail },
      { name: "prefill[contact]", value: order.customerContact },
      { name: "callback_url", value: `${store.publicUrl}${CALLBACK_PATH}?return=${encodeURIComponent(back)}` },
      { name: "cancel_url", value: `${store.publicUrl}${back}` },
    ],
  };
}

/** What the gateway posts: the signed payment, or Razorpay's error fields (form-encoded, `error[description]`). */
const callbackSchema = z.object({
  razorpay_payment_id: z.string().optional(),
  razorpay_order_id: z.string().optional(),
  razorpay_signature: z.string().optional(),
  "error[code]": z.string().max(100).optional(),
  "error[description]": z.string().max(500).optional(),
  "error[reason]": z.string().max(100).optional(),
});

export type CallbackOutcome =
  | { kind: "paid"; orderNumber: string }
  /** The payment failed at the gateway, or was refused here: the message to show on the checkout. */
  | { kind: "failed"; message: string };

/**
 * The gateway's post: a signed payment goes through the same verification as the page script's (the
 * signature against the provider order id stored on the order), so a repeat answers the same paid order.
 */
export async function receiveCallback(
  body: unknown,
  gateway: PaymentGateway,
  verify: (input: VerifyPaymentInput) => Promise<OrderRow>,
): Promise<CallbackOutcome> {
  const posted = callbackSchema.safeParse(body ?? {});
  const fields = posted.success ? posted.data : {};
  if (fields.razorpay_payment_id || fields.razorpay_signature) {
    const proof = verifyPaymentSchema.safeParse(fields);
    if (!proof.success) return { kind: "failed", message: VERIFICATION_FAILED };
    try {
      const order = await verify(proof.data);
      return { kind: "paid", orderNumber: order.orderNumber };
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) return { kind: "failed", message: error.message };
      throw error;
    }
  }
  if (fields["error[description]"] || fields["error[reason]"] || fields["error[code]"]) {
    const error = { description: fields["error[description]"], reason: fields["error[reason]"] };
    return { kind: "failed", message: failureMessage(error, gateway.kind) };
  }
  return { kind: "failed", message: VERIFICATION_FAILED };
}
