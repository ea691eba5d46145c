import type { Logger } from "pino";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { OrderSettings } from "../orders/orders";
import type { PaymentGateway } from "./gateway";
import { createRazorpayGateway } from "./razorpay";
import { createTestGateway, type TestGateway, type TestGatewayOptions } from "./test-gateway";
import {
  expireStalePayments,
  receiveWebhook,
  startOnlinePayment,
  testGatewayOrder,
  testGatewayPayment,
  verifyCheckoutPayment,
  type IncomingWebhook,
  type PaymentContext,
  type VerifyPaymentInput,
} from "./payments";

import { refundOwedPayments } from "./extra-payments";
import { handOffForm, receiveCallback } from "./hosted-checkout";

export type { PaymentGateway } from "./gateway";
export type { TestGateway } from "./test-gateway";

/** Razorpay when its keys are set, otherwise the store's own test gateway. */
export function createPaymentGateway(
  config: Pick<Config, "razorpay" | "sessionSecret">,
  test: Omit<TestGatewayOptions, "sessionSecret">,
): PaymentGateway | TestGateway {
  return config.razorpay
    ? createRazorpayGateway(config.razorpay)
    : createTestGateway({ ...test, sessionSecret: config.sessionSecret });
}

/** The payment step bound to one database and gateway (server/services.ts's `payments`). */
export function createPaymentsService(db: Db, config: Config, settings: OrderSettings, logger: Logger) {
  const gateway = createPaymentGateway(config, {
    findOrder: (providerOrderId) => testGatewayOrder(db, providerOrderId),
    findPayment: (paymentId) => testGatewayPayment(db, paymentId),
    // In-process, through the same verify-and-apply function as POST /api/payments/razorpay/webhook.
    deliverWebhook: (webhook) => receiveWebhook(ctx, webhook),
    onDeliveryError: (error, webhook) =>
      logger.error({ err: error, eventId: webhook.eventId }, "test gateway webhook was not applied"),
  });
  const ctx: PaymentContext = { db, gateway, settings, logger };
  return {
    gateway,
    /** The test gateway when no Razorpay keys are set (its HTTP endpoint exists only then). */
    testGateway: gateway.kind === "test" ? (gateway as TestGateway) : undefined,
    start: (input: Parameters<typeof startOnlinePayment>[1]) => startOnlinePayment(ctx, input),
    verify: (input: VerifyPaymentInput) => verifyCheckoutPayment(ctx, input),
    /** Without JavaScript: starts the payment as `start` does and answers the form that takes the shopper to the gateway. */
    handOff: async (input: Parameters<typeof startOnlinePayment>[1], returnTo: string) =>
      handOffForm(gateway, config, await startOnlinePayment(ctx, input), returnTo),
    /** The gateway's post after a hosted checkout, verified like the page script's. */
    receiveCallback: (body: unknown) => receiveCallback(body, gateway, (input) => verifyCheckoutPayment(ctx, input)),
    receiveWebhook: (webhook: IncomingWebhook) => receiveWebhook(ctx, webhook),
    /** Refunds payments their orders could not take that are still owed (run from a timer). */
    refundOwed: () => refundOwedPayments(ctx),
    /** Unpaid online orders older than this give their stock back (run from a timer). */
    expireStale: (olderThanMs: number) => expireStalePayments(db, olderThanMs),
  };
}
