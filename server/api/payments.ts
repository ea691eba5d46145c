import { Router, type Response } from "express";
import { z, ZodError } from "zod";
import type { Services } from "../services";
import { describeZodError, HttpError } from "../http/errors";
import { verifyPaymentSchema } from "../payments/payments";

/** Razorpay posts its webhooks here; server/api/index.ts keeps this path's body raw for the signature. */
export const WEBHOOK_PATH = "/api/payments/razorpay/webhook";

/**
 * POST /api/order/createOrder (docs/product.md section 7): the checkout's customer and product (or the cart), as
 * for /submit-order. `amount`, `status` and `razorpay_order_id`, which the older client sends, are read
 * and ignored: the server prices the order.
 */
const createOrderSchema = z.object(
  {
    customer: z.unknown().optional(),
    product: z.unknown().optional(),
    fromCart: z.boolean({ error: "must be true or false" }).optional(),
    checkoutToken: z.string({ error: "must be text" }).optional(),
    saveAddress: z.boolean({ error: "must be true or false" }).optional(),
    amount: z.unknown().optional(),
    status: z.unknown().optional(),
    razorpay_order_id: z.unknown().optional(),
  },
  { error: "The order must be a JSON object" },
);

const testPaymentSchema = z.object(
  {
    order_id: z.string({ error: "is required" }).trim().min(1, "is required").max(100, "is not an order id"),
    outcome: z.enum(["success", "failure"], { error: "must be success or failure" }),
  },
  { error: "The payment must be a JSON object" },
);

/** The verification answers `success: false` with its message on every failure, as the older client reads it. */
function verificationFailure(res: Response, error: unknown): boolean {
  if (error instanceof HttpError && error.status < 500) {
    res.status(error.status).json({ success: false, message: error.message });
    return true;
  }
  if (error instanceof ZodError) {
    res.status(400).json({ success: false, message: describeZodError(error), errors: error.issues });
    return true;
  }
  return false;
}

/** Online payment: the provider's order, the browser's verification, the provider's webhooks. */
export function paymentsRouter(services: Services): Router {
  const router = Router();
  const { payments, settings } = services;

  router.post("/api/order/createOrder", async (req, res) => {
    const body = createOrderSchema.parse(req.body ?? {});
    const { order, providerOrderId, created } = await payments.start({
      owner: req.shopper.owner,
      customer: body.customer,
      items: body.product,
      idempotencyKey: req.get("Idempotency-Key") || body.checkoutToken,
      fromCart: body.fromCart,
      saveAddress: body.saveAddress,
    });
    if (!created) res.setHeader("Idempotent-Replayed", "true");
    res.status(201).json({
      orderId: providerOrderId,
      amount: order.totalPaise,
      currency: "INR",
      key: payments.gateway.keyId,
      dbOrderId: order.id,
      orderNumber: order.orderNumber,
      gateway: payments.gateway.kind,
      name: settings.storeName,
      prefill: { name: order.customerName, email: order.customerEmail, contact: order.customerContact },
    });
  });

  router.post(["/api/verify-payment", "/api/order/verifyPayment"], async (req, res) => {
    try {
      const order = await payments.verify(verifyPaymentSchema.parse(req.body ?? {}));
      res.json({ success: true, orderId: order.id, orderNumber: order.orderNumber });
    } catch (error) {
      if (!verificationFailure(res, error)) throw error;
    }
  });

  router.post(WEBHOOK_PATH, async (req, res) => {
    if (!payments.gateway.canVerifyWebhooks) {
      req.log.error("Razorpay webhook refused: RAZORPAY_WEBHOOK_SECRET is not set");
    }
    const result = await payments.receiveWebhook({
      rawBody: Buffer.isBuffer(req.body) ? req.body.toString("utf8") : undefined,
      signature: req.get("X-Razorpay-Signature"),
      eventId: req.get("X-Razorpay-Event-Id"),
    });
    res.json(result);
  });

  const { testGateway } = payments;
  if (testGateway) {
    // The TEST MODE checkout's "Pay" and "Fail" buttons; absent when real Razorpay keys are set.
    router.post("/api/test-gateway/payments", async (req, res) => {
      const { order_id, outcome } = testPaymentSchema.parse(req.body ?? {});
      res.json(await testGateway.pay(order_id, outcome));
    });
  }

  return router;
}
