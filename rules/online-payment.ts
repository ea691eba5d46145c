// Pay Online from the checkout page (docs/product.md sections 4, 7 and 8): create the order on the server, open
// the payment checkout (Razorpay's, or the store's own test gateway when no Razorpay keys are set), then
// have the server verify the payment's signature. Client-safe: fetch and zod only.
import { z } from "./zod";
import type { CustomerDetailsInput } from "./checkout-schema";

/** docs/product.md section 8's wording. */
export const PAYMENT_MESSAGES = {
  selectProduct: "Select a product",
  sdkFailed: "Razorpay SDK failed to load. Are you online?",
  initiateFailed: "Could not initiate payment",
  successful: "Payment successful!",
  verificationFailed: "Payment verification failed",
  verificationError: "Server verification error",
  cancelled: "Payment cancelled",
} as const;

export const RAZORPAY_SDK_URL = "https://checkout.razorpay.com/v1/checkout.js";

/** The store's accent colour, for Razorpay's checkout. */
const THEME_COLOR = "#be123c";

/** One line as the checkout page sends it (the server prices it from its catalogue). */
export interface PaymentItem {
  productId: number;
  quantity: number;
  /** The colour's name or slug ("" for the first: a product of one unnamed colour). */
  color?: string;
  size: string | null;
}

export interface PaymentRequest {
  customer: CustomerDetailsInput;
  product?: PaymentItem | PaymentItem[];
  /** The order is the shopper's cart: the server empties it once the order is paid. */
  fromCart?: boolean;
  /** The same token answers the same pending order, so a retry after a cancel or a failure pays it. */
  checkoutToken: string;
  /** A signed-in shopper keeps the address in the account. */
  saveAddress?: boolean;
}

const paymentOrderSchema = z.object({
  orderId: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string().min(1),
  key: z.string(),
  dbOrderId: z.number().int(),
  orderNumber: z.string().min(1),
  gateway: z.enum(["razorpay", "test"]),
  name: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});

/** What POST /api/order/createOrder answers: the provider's order for the server's amount in paise. */
export type PaymentOrder = z.output<typeof paymentOrderSchema>;

const paymentSuccessSchema = z.object({
  razorpay_payment_id: z.string().min(1),
  razorpay_order_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});

/**
 * Without JavaScript: the plain form the checkout page shows to take the shopper to the gateway (Razorpay's
 * hosted checkout or the store's TEST MODE page), built by server/payments/hosted-checkout.ts.
 */
export interface HandOff {
  action: string;
  fields: { name: string; value: string }[];
  orderNumber: string;
  amountPaise: number;
}

/** What the checkout hands the handler after a payment: checked by the server, never trusted here. */
export type PaymentSuccess = z.output<typeof paymentSuccessSchema>;

const paymentFailureSchema = z.object({
  code: z.string().optional(),
  description: z.string().optional(),
  reason: z.string().optional(),
  metadata: z.object({ order_id: z.string().optional(), payment_id: z.string().optional() }).partial().optional(),
});

/** Razorpay's `payment.failed` error (the test gateway answers the same shape). */
export type PaymentFailure = z.output<typeof paymentFailureSchema>;

/** Razorpay's three callbacks, which the test gateway's dialog calls too. */
export interface CheckoutEvents {
  /** The payment went through: the server verifies it next. */
  paid(response: PaymentSuccess): void;
  /** An attempt failed; Razorpay's checkout stays open for another try. */
  failed(error: PaymentFailure): void;
  /** The shopper closed the checkout. */
  dismissed(): void;
}

/** Opens a checkout for the order; rejects when it cannot (the SDK did not load). */
export type OpenCheckout = (order: PaymentOrder, events: CheckoutEvents) => Promise<void>;

export type PaymentStage = "starting" | "open" | "verifying";

export type PaymentOutcome =
  { kind: "paid"; orderNumber: string } | { kind: "cancelled" } | { kind: "failed"; message: string };

/** A failure whose message is the one to show. */
export class PaymentError extends Error {}

type Fetch = typeof fetch;

export interface PayOnlineOptions {
  /** The store's own TEST MODE checkout (app/components/checkout/TestGatewayDialog.tsx). */
  openTestCheckout: OpenCheckout;
  openRazorpayCheckout?: OpenCheckout;
  fetch?: Fetch;
  onStage?: (stage: PaymentStage) => void;
  /** A failed attempt while the checkout is still open (Razorpay lets the shopper try again in it). */
  onAttemptFailed?: (message: string) => void;
}

/**
 * The whole online payment: resolves once the order is paid and verified, the checkout is closed, or
 * something failed on the way. Every outcome carries the message to show.
 */
export async function payOnline(request: PaymentRequest, options: PayOnlineOptions): Promise<PaymentOutcome> {
  const fetchImpl = options.fetch ?? fetch;
  if (!hasItems(request)) return { kind: "failed", message: PAYMENT_MESSAGES.selectProduct };

  options.onStage?.("starting");
  let order: PaymentOrder;
  try {
    order = await createPaymentOrder(request, fetchImpl);
  } catch (error) {
    return { kind: "failed", message: error instanceof PaymentError ? error.message : PAYMENT_MESSAGES.initiateFailed };
  }

  const open =
    order.gateway === "test" ? options.openTestCheckout : (options.openRazorpayCheckout ?? openRazorpayCheckout);
  return new Promise<PaymentOutcome>((resolve) => {
    let lastFailure: string | null = null;
    // After the handler, only the server's answer decides: a late dismiss changes nothing.
    let verifying = false;
    let settled = false;
    const settle = (outcome: PaymentOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const events: CheckoutEvents = {
      paid: (response) => {
        if (verifying || settled) return;
        verifying = true;
        options.onStage?.("verifying");
        void verifyPayment(order, request.customer, response, fetchImpl).then(settle);
      },
      failed: (error) => {
        if (verifying || settled) return;
        lastFailure = failureMessage(error, order.gateway);
        options.onAttemptFailed?.(lastFailure);
      },
      dismissed: () => {
        if (verifying) return;
        settle(lastFailure ? { kind: "failed", message: lastFailure } : { kind: "cancelled" });
      },
    };
    options.onStage?.("open");
    open(order, events).catch((error: unknown) =>
      settle({ kind: "failed", message: error instanceof PaymentError ? error.message : PAYMENT_MESSAGES.sdkFailed }),
    );
  });
}

function hasItems(request: PaymentRequest): boolean {
  const { product } = request;
  if (Array.isArray(product)) return product.length > 0 || Boolean(request.fromCart);
  return product !== undefined || Boolean(request.fromCart);
}

/** "Payment failed: Card declined by the bank. No money was taken. You can try again." */
export function failureMessage(error: PaymentFailure, gateway: PaymentOrder["gateway"]): string {
  const description = (error.description ?? error.reason ?? "").trim().replace(/\.+$/, "");
  // A real bank may have debited the money before the payment failed; Razorpay has it refunded.
  const money = gateway === "test" ? "No money was taken." : "If any money was debited, it will be refunded.";
  return `Payment failed${description ? `: ${description}` : ""}. ${money} You can try again.`;
}

/** POST /api/order/createOrder: a pending order and the provider's order for it. */
export async function createPaymentOrder(request: PaymentRequest, fetchImpl: Fetch = fetch): Promise<PaymentOrder> {
  const response = await fetchImpl("/api/order/createOrder", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "Idempotency-Key": request.checkoutToken,
    },
    body: JSON.stringify(request),
  });
  const body = await readJson(response);
  if (!response.ok) {
    const reason = serverMessage(body);
    throw new PaymentError(reason ? `${PAYMENT_MESSAGES.initiateFailed}. ${reason}` : PAYMENT_MESSAGES.initiateFailed);
  }
  const parsed = paymentOrderSchema.safeParse(body);
  if (!parsed.success) throw new PaymentError(PAYMENT_MESSAGES.initiateFailed);
  return parsed.data;
}

const verifyAnswerSchema = z.object({ success: z.boolean(), orderNumber: z.string().min(1).optional() });

/** POST /api/verify-payment: the server checks the signature against the order it stored. */
export async function verifyPayment(
  order: PaymentOrder,
  customer: CustomerDetailsInput,
  payment: PaymentSuccess,
  fetchImpl: Fetch = fetch,
): Promise<PaymentOutcome> {
  const failed = (message: string): PaymentOutcome => ({ kind: "failed", message });
  let response: Response;
  try {
    response = await fetchImpl("/api/verify-payment", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        ...payment,
        dbOrderId: order.dbOrderId,
        user: { name: customer.name, email: customer.email, phone: customer.contact },
      }),
    });
  } catch {
    return failed(PAYMENT_MESSAGES.verificationError);
  }
  if (response.status >= 500) return failed(PAYMENT_MESSAGES.verificationError);
  const parsed = verifyAnswerSchema.safeParse(await readJson(response));
  if (response.ok && parsed.success && parsed.data.success) {
    return { kind: "paid", orderNumber: parsed.data.orderNumber ?? order.orderNumber };
  }
  // A 4xx or `success: false`: the server looked at the payment and did not accept it.
  if (!response.ok || parsed.success) return failed(PAYMENT_MESSAGES.verificationFailed);
  return failed(PAYMENT_MESSAGES.verificationError);
}

export type TestGatewayResult = { kind: "paid"; response: PaymentSuccess } | { kind: "failed"; error: PaymentFailure };

const testGatewayAnswerSchema = z.union([paymentSuccessSchema, z.object({ error: paymentFailureSchema })]);

/** The test gateway takes (or refuses) a payment as Razorpay's checkout would, signed the same way. */
export async function testGatewayPayment(
  orderId: string,
  outcome: "success" | "failure",
  fetchImpl: Fetch = fetch,
): Promise<TestGatewayResult> {
  const unreachable: TestGatewayResult = {
    kind: "failed",
    error: { code: "GATEWAY_ERROR", description: "The test gateway did not answer" },
  };
  try {
    const response = await fetchImpl("/api/test-gateway/payments", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ order_id: orderId, outcome }),
    });
    const parsed = testGatewayAnswerSchema.safeParse(await readJson(response));
    if (!response.ok || !parsed.success) return unreachable;
    return "error" in parsed.data
      ? { kind: "failed", error: parsed.data.error }
      : { kind: "paid", response: parsed.data };
  } catch {
    return unreachable;
  }
}

// ---------------------------------------------------------------------------------------------
// Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/)

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: PaymentSuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  on(event: "payment.failed", callback: (response: { error: PaymentFailure }) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let sdk: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay's script on the first online payment only, once; a failed load may be tried again. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  sdk ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SDK_URL;
    script.async = true;
    const fail = () => {
      script.remove();
      sdk = null;
      reject(new PaymentError(PAYMENT_MESSAGES.sdkFailed));
    };
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : fail());
    script.onerror = fail;
    document.head.append(script);
  });
  return sdk;
}

/** Opens Razorpay's checkout for the order, with the shopper's details filled in. */
export async function openRazorpayCheckout(
  order: PaymentOrder,
  events: CheckoutEvents,
  load: () => Promise<RazorpayConstructor> = loadRazorpay,
): Promise<void> {
  const Razorpay = await load();
  const checkout = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    name: order.name,
    order_id: order.orderId,
    prefill: order.prefill,
    theme: { color: THEME_COLOR },
    handler: (response) => events.paid(response),
    modal: { ondismiss: () => events.dismissed() },
  });
  checkout.on("payment.failed", (response) => events.failed(response.error ?? {}));
  checkout.open();
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== "object" || !("message" in body)) return null;
  const message = (body as { message: unknown }).message;
  return typeof message === "string" && message.trim() ? message.trim().slice(0, 200) : null;
}
