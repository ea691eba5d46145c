// What the store needs of a payment provider, whichever one takes the money (server/payments/index.ts).

/** A provider's order: the amount the shopper will be asked to pay, fixed by the server. */
export interface ProviderOrder {
  id: string;
  /** In paise. */
  amount: number;
  currency: "INR";
}

export interface CreateProviderOrderInput {
  amountPaise: number;
  /** Our order number: Razorpay shows it as the receipt. */
  receipt: string;
  notes?: Record<string, string>;
}

/** What the browser's checkout hands back after a successful payment. */
export interface PaymentProof {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** A refund of (part of) a captured payment. `receipt` is ours and unique: asking again with it finds the same refund. */
export interface RefundInput {
  paymentId: string;
  amountPaise: number;
  receipt: string;
  notes?: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  amount: number;
  status: "pending" | "processed" | "failed";
}

export interface PaymentGateway {
  readonly kind: "razorpay" | "test";
  /** The public key id the browser's checkout is opened with. */
  readonly keyId: string;
  /**
   * Where a checkout without JavaScript posts its form (server/payments/hosted-checkout.ts): Razorpay's
   * hosted checkout, or the store's own TEST MODE page. The gateway posts the outcome to the form's callback_url.
   */
  readonly hostedCheckoutUrl: string;
  /** false when no webhook secret is configured: webhooks cannot be trusted, so none are accepted. */
  readonly canVerifyWebhooks: boolean;
  /** Creates the provider's order; throws PaymentProviderError when the provider cannot be reached or refuses. */
  createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder>;
  /**
   * Refunds through the provider's refund API, once per receipt: a refund already made with this receipt
   * (an earlier attempt whose answer was lost) is answered instead of refunding again. Throws
   * PaymentProviderError when the provider cannot be reached or refuses.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Razorpay's checkout signature: HMAC-SHA256(order_id + "|" + payment_id, key_secret), hex. */
  verifyPayment(proof: PaymentProof): boolean;
  /** Razorpay's webhook signature: HMAC-SHA256(raw body, webhook_secret), hex. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

/** The provider failed to create an order (network, authentication, a refusal). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

/** Guards the SDK's comparison, which throws on a missing signature: a missing signature is simply wrong. */
export function hasSignature(signature: unknown): signature is string {
  return typeof signature === "string" && /^[0-9a-f]{64}$/i.test(signature);
}
