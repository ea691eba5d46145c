import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { Db, Tx } from "../db/client";
import { cartCoupons, cartItems, emailOutbox, orderLines, orders, paymentEvents, type OrderRow } from "../db/schema";
import { applyRefundEvent } from "../orders/returns/refunds";
import { badRequest, HttpError } from "../http/errors";
import {
  confirmationEmail,
  customerColumns,
  placeOrder,
  type OrderSettings,
  type PlaceOrderInput,
} from "../orders/orders";
import { transitionOrder } from "../orders/lifecycle";
import { PaymentProviderError, type PaymentGateway } from "./gateway";
import { extraPaymentAmount, recordExtraPayment, refundExtraPayment } from "./extra-payments";
import type { TestGatewayOrder, TestGatewayPayment } from "./test-gateway";
import { customerSchema } from "@rules/checkout-schema";
import { canMove } from "@rules/order-status";
import { fieldWithNul, nulMessage } from "@rules/nul-character";

/** Everything the payment step works with: the database, the provider, the order settings, a log. */
export interface PaymentContext {
  db: Db;
  gateway: PaymentGateway;
  settings: OrderSettings;
  logger: Logger;
}

export const VERIFICATION_FAILED = "Payment verification failed";
export const INITIATE_FAILED = "Could not initiate payment";
export const EXPIRED_MESSAGE = "Payment not completed in time";

// ---------------------------------------------------------------------------------------------
// Starting a payment

export interface StartedPayment {
  order: OrderRow;
  providerOrderId: string;
  /** false when an earlier request with the same checkout token placed the order. */
  created: boolean;
}

/**
 * Places the order for online payment (placeOrder's rules: server prices, stock taken, the same checkout
 * token answers the same order), then creates the provider's order for the server's total. A retry with
 * the same token answers the same order and the same provider order.
 */
export async function startOnlinePayment(
  ctx: PaymentContext,
  input: Omit<PlaceOrderInput, "paymentMethod">,
): Promise<StartedPayment> {
  const placed = await placeOrder(ctx.db, { ...input, paymentMethod: "online" }, ctx.settings);
  const order = (await orderById(ctx.db, placed.order.id))!;
  if (order.paymentMethod !== "online") {
    throw new HttpError(409, `Order ${order.orderNumber} was placed for cash on delivery`);
  }
  if (order.status !== "pending_payment") {
    throw new HttpError(
      409,
      order.status === "paid"
        ? `Order ${order.orderNumber} is already paid`
        : `Order ${order.orderNumber} is no longer awaiting payment`,
    );
  }
  // A retry after a cancelled checkout may carry corrected details: the order ships to the latest ones.
  if (!placed.created && input.customer !== undefined) {
    await updatePendingCustomer(ctx.db, order.id, customerSchema.parse(input.customer));
  }
  if (order.providerOrderId) return { order, providerOrderId: order.providerOrderId, created: placed.created };
  return { order, providerOrderId: await attachProviderOrder(ctx, order), created: placed.created };
}

async function updatePendingCustomer(db: Db, orderId: number, customer: z.output<typeof customerSchema>) {
  await db
    .update(orders)
    .set({
      ...customerColumns(customer),
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending_payment")));
}

/**
 * Creates the provider's order and stores its id, unless a racing retry stored one first (then that one
 * is answered, and the extra provider order is never paid). When the provider fails, the order stays
 * pending without a provider order: a retry with the same token tries again, and expiry frees the stock.
 */
async function attachProviderOrder(ctx: PaymentContext, order: OrderRow): Promise<string> {
  let providerOrderId: string;
  try {
    const created = await ctx.gateway.createOrder({
      amountPaise: order.totalPaise,
      receipt: order.orderNumber,
      notes: { order_number: order.orderNumber, db_order_id: String(order.id) },
    });
    providerOrderId = created.id;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.logger.error({ err: error, orderNumber: order.orderNumber }, "payment provider did not create the order");
    throw new HttpError(502, INITIATE_FAILED);
  }
  const [stored] = await ctx.db
    .update(orders)
    .set({ providerOrderId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), sql`${orders.providerOrderId} is null`))
    .returning({ providerOrderId: orders.providerOrderId });
  if (stored) return stored.providerOrderId!;
  return (await orderById(ctx.db, order.id))!.providerOrderId!;
}

// ---------------------------------------------------------------------------------------------
// The paid transition

export type PaidOutcome =
  /** `transitioned` is true for the one call that moved the order to paid. */
  | { kind: "paid"; order: OrderRow; transitioned: boolean }
  /** Paid after it expired, and its stock is gone: the money must go back. */
  | { kind: "needs_refund"; order: OrderRow }
  /** Cash on delivery, cancelled, shipped...: a payment cannot apply to it. */
  | { kind: "not_payable"; order: OrderRow }
  | { kind: "unknown_order" };

type OrderRef = { orderId: number } | { providerOrderId: string };

const matches = (ref: OrderRef) =>
  "orderId" in ref ? eq(orders.id, ref.orderId) : eq(orders.providerOrderId, ref.providerOrderId);

/** What the paid transition writes besides the status. */
const paidColumns = (paymentId: string) => ({ paidAt: sql`now()`, providerPaymentId: paymentId, paymentError: null });

/**
 * Marks the order paid, exactly once: the order's row is locked first, so of any number of repeated or
 * racing calls (the browser's verification, webhooks, expiry) one moves it and writes the confirmation
 * e-mail; the others find it paid and succeed too. An order that expired meanwhile is paid if its stock
 * can be taken again.
 */
export function markPaid(
  db: Db,
  ref: OrderRef,
  paymentId: string,
  settings: OrderSettings,
  amountPaise?: number,
): Promise<PaidOutcome> {
  return db.transaction(async (tx) => {
    // Locked, so a racing expiry or late capture has finished before this one looks.
    const [order] = await tx.select().from(orders).where(matches(ref)).for("update");
    if (!order) return { kind: "unknown_order" };
    if (order.status === "paid" || (order.providerPaymentId && order.providerPaymentId !== paymentId)) {
      // Another payment for an order that has one (a second attempt, another tab): it is given back.
      if (order.providerPaymentId !== paymentId) {
        await recordExtraPayment(tx, order, paymentId, "already_paid", amountPaise);
      }
      if (order.status === "paid") return { kind: "paid", order, transitioned: false };
    }
    // Awaiting payment, or expired (its stock is taken again): the table's moves to paid (rules/order-status.ts).
    if (canMove(order.status, "paid", "payment", order.paymentMethod)) {
      const moved = await transitionOrder(tx, order, "paid", "payment", { columns: paidColumns(paymentId) });
      if (!moved.ok) {
        // Sold out since it expired: the payment is kept for a refund.
        await recordExtraPayment(tx, order, paymentId, "expired_out_of_stock", amountPaise);
        return { kind: "needs_refund", order };
      }
      await afterPaid(tx, moved.order, settings);
      return { kind: "paid", order: moved.order, transitioned: true };
    }
    if (order.providerPaymentId !== paymentId) {
      await recordExtraPayment(tx, order, paymentId, "not_payable", amountPaise);
    }
    return { kind: "not_payable", order };
  });
}

/** After the paid transition: the confirmation e-mail, and the cart lines the order bought leave the cart. */
async function afterPaid(tx: Tx, order: OrderRow, settings: OrderSettings): Promise<void> {
  const lines = await linesOf(tx, order.id);
  // An order paid before its details (SPEC's older flow) is confirmed when they are attached.
  if (!order.awaitingDetails) {
    const mail = confirmationEmail(order, lines, settings);
    await tx.insert(emailOutbox).values(mail);
  }
  if (order.fromCart) {
    // Only lines as they were when the order was placed: what the shopper added while paying stays.
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.owner, order.owner),
          inArray(cartItems.productId, [...new Set(lines.map((line) => line.productId))]),
          lte(cartItems.updatedAt, order.createdAt),
        ),
      );
    // The code the order used is spent with it (one applied since stays).
    if (order.couponCode) {
      await tx
        .delete(cartCoupons)
        .where(
          and(
            eq(cartCoupons.owner, order.owner),
            eq(cartCoupons.code, order.couponCode),
            lte(cartCoupons.appliedAt, order.createdAt),
          ),
        );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Failed and expired payments

/**
 * Records why an attempt failed. The order stays pending: Razorpay lets the shopper try again within the
 * same order. A paid order is left alone (a failure of an earlier attempt may arrive late).
 */
export async function recordPaymentFailure(db: Db, providerOrderId: string, description: string): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ paymentError: description.slice(0, 500), updatedAt: sql`now()` })
    .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.status, "pending_payment")))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/**
 * Online orders still unpaid after `olderThanMs` become payment_failed and give their stock back, each in
 * its own transaction. The status change is conditional, so a payment racing it either lands first (the
 * order is paid and keeps its stock) or finds it expired (and takes the stock again, see markPaid).
 * Answers how many orders expired.
 */
export async function expireStalePayments(db: Db, olderThanMs: number): Promise<number> {
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "pending_payment"),
        sql`${orders.createdAt} < now() - make_interval(secs => ${olderThanMs / 1000})`,
      ),
    )
    .orderBy(asc(orders.id));
  let expired = 0;
  for (const { id } of stale) if (await expireOrder(db, id)) expired++;
  return expired;
}

async function expireOrder(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    // Paid (or moved by staff) since it was found: a racing payment landed first.
    if (!order || !canMove(order.status, "payment_failed", "system", order.paymentMethod)) return false;
    await transitionOrder(tx, order, "payment_failed", "system", {
      columns: { paymentError: EXPIRED_MESSAGE },
      note: EXPIRED_MESSAGE,
    });
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// The browser's verification

const providerId = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .trim()
    .min(1, "is required")
    .max(100, `is not a ${what}`);

/** POST /api/verify-payment: what Razorpay Checkout handed the browser, and our order's id. */
export const verifyPaymentSchema = z.object(
  {
    razorpay_order_id: providerId("Razorpay order id"),
    razorpay_payment_id: providerId("Razorpay payment id"),
    razorpay_signature: providerId("signature"),
    dbOrderId: z
      .union(
        [
          z.number().int().positive().max(2_147_483_647),
          z
            .string()
            .regex(/^\d{1,9}$/)
            .transform(Number),
        ],
        {
          error: "must be an order id",
        },
      )
      .optional(),
    // The older client sends the shopper's details along; the order already has them.
    user: z.unknown().optional(),
  },
  { error: "The payment must be a JSON object" },
);

export type VerifyPaymentInput = z.output<typeof verifyPaymentSchema>;

/**
 * Checks the checkout's signature against the provider order id WE stored for the order (never the one
 * the browser sends), then marks the order paid. A bad signature throws 400 "Payment verification failed".
 */
export async function verifyCheckoutPayment(ctx: PaymentContext, input: VerifyPaymentInput): Promise<OrderRow> {
  const order =
    input.dbOrderId !== undefined
      ? await orderById(ctx.db, input.dbOrderId)
      : await orderByProviderId(ctx.db, input.razorpay_order_id);
  const verified =
    order?.providerOrderId &&
    ctx.gateway.verifyPayment({
      orderId: order.providerOrderId,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    });
  if (!order || !verified) throw badRequest(VERIFICATION_FAILED);
  if (order.awaitingDetails) await keepPayerEmail(ctx.db, order.id, input.user);
  const outcome = await markPaid(ctx.db, { orderId: order.id }, input.razorpay_payment_id, ctx.settings);
  // A payment the order could not take goes back at once (and by the retry job if the gateway fails now).
  await refundExtraPayment(ctx, input.razorpay_payment_id);
  return paidOrThrow(ctx, outcome, input.razorpay_payment_id);
}

/**
 * The older client sends the payer along with the verification (often empty): an order still awaiting
 * its details keeps a valid e-mail, so the shopper can be reminded to give the address.
 */
async function keepPayerEmail(db: Db, orderId: number, user: unknown): Promise<void> {
  const email = z.object({ email: z.email() }).safeParse(user);
  if (!email.success) return;
  await db
    .update(orders)
    .set({ customerEmail: email.data.email.trim(), updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.awaitingDetails, true), eq(orders.customerEmail, "")));
}

function paidOrThrow(ctx: PaymentContext, outcome: PaidOutcome, paymentId: string): OrderRow {
  switch (outcome.kind) {
    case "paid":
      return outcome.order;
    case "needs_refund":
      logRefundNeeded(ctx, outcome.order, paymentId);
      throw new HttpError(
        409,
        `Your payment for order ${outcome.order.orderNumber} came after the order had expired and the items are no longer in stock. It will be refunded.`,
      );
    case "not_payable":
      ctx.logger.error(
        { orderNumber: outcome.order.orderNumber, status: outcome.order.status, paymentId },
        "payment for an order that cannot be paid: refund it",
      );
      throw new HttpError(409, `Order ${outcome.order.orderNumber} cannot be paid`);
    case "unknown_order":
      throw badRequest(VERIFICATION_FAILED);
  }
}

function logRefundNeeded(ctx: PaymentContext, order: OrderRow, paymentId: string) {
  ctx.logger.error(
    { orderNumber: order.orderNumber, providerOrderId: order.providerOrderId, paymentId },
    "payment arrived after the order expired and its stock is gone: refund it",
  );
}

// ---------------------------------------------------------------------------------------------
// Webhooks

/** A webhook as received: the exact bytes, the X-Razorpay-Signature and x-razorpay-event-id headers. */
export interface IncomingWebhook {
  rawBody: string | undefined;
  signature: string | undefined;
  eventId: string | undefined;
}

export type WebhookResult = { status: "processed" | "duplicate" | "ignored" };

const HANDLED_EVENTS = ["payment.captured", "order.paid", "payment.failed"] as const;
const REFUND_EVENTS = ["refund.processed", "refund.failed"] as const;

/** The parts of a refund event the store reads (Razorpay's refund entity). */
const refundEventSchema = z.object({
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: z.string().max(100),
        payment_id: z.string().max(100),
        receipt: z.string().max(100).nullish(),
        amount: z.number().optional(),
      }),
    }),
  }),
});

const envelopeSchema = z.object({ event: z.string() });

/** The parts of a payment event the store reads; the rest is Razorpay's. */
const paymentEventSchema = z.object({
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullish(),
            amount: z.number().optional(),
            error_description: z.string().nullish(),
          }),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    })
    .default({}),
});

/**
 * Verifies a webhook's signature over the raw body and applies it once: the event id is recorded in the
 * same transaction as the effect, so a repeat is recognised and a failed effect is retried by the
 * provider. payment.captured and order.paid mark the order paid; payment.failed records the error.
 */
export async function receiveWebhook(ctx: PaymentContext, webhook: IncomingWebhook): Promise<WebhookResult> {
  if (!ctx.gateway.canVerifyWebhooks) throw new HttpError(503, "Webhook secret not configured");
  if (!webhook.rawBody) throw badRequest("The webhook has no body");
  if (!webhook.signature || !ctx.gateway.verifyWebhook(webhook.rawBody, webhook.signature)) {
    throw badRequest("Invalid webhook signature");
  }
  if (!webhook.eventId) throw badRequest("The webhook has no x-razorpay-event-id");
  const body = parseJson(webhook.rawBody);
  // The body is read here, not by the API's JSON parser: its NUL check is made here too.
  const nul = fieldWithNul(body);
  if (nul !== undefined) throw badRequest(nulMessage(nul));
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw badRequest("The webhook body is not a Razorpay event");
  const { event } = envelope.data;
  if ((REFUND_EVENTS as readonly string[]).includes(event)) {
    return receiveRefundEvent(ctx, event as (typeof REFUND_EVENTS)[number], body, webhook.eventId.slice(0, 100));
  }
  // Events the store does not handle are acknowledged whatever their payload, so Razorpay stops sending them.
  if (!(HANDLED_EVENTS as readonly string[]).includes(event)) return { status: "ignored" };
  const parsed = paymentEventSchema.safeParse(body);
  if (!parsed.success) throw badRequest(`The ${event} event has no payment`);
  const payment = parsed.data.payload.payment?.entity;
  const providerOrderId = payment?.order_id ?? parsed.data.payload.order?.entity.id;
  if (!payment || !providerOrderId) return { status: "ignored" };
  const eventId = webhook.eventId.slice(0, 100);

  const result = await ctx.db.transaction(async (tx): Promise<WebhookResult> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId, event, providerOrderId })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { status: "duplicate" };

    const order = await orderByProviderId(tx, providerOrderId);
    if (!order) return { status: "ignored" }; // another application's order on the same Razorpay account
    if (event === "payment.failed") {
      await recordPaymentFailure(tx, providerOrderId, payment.error_description ?? "Payment failed");
      return { status: "processed" };
    }
    if (payment.amount !== undefined && payment.amount !== order.totalPaise) {
      ctx.logger.error(
        { orderNumber: order.orderNumber, paid: payment.amount, due: order.totalPaise, paymentId: payment.id },
        "payment amount differs from the order's total: not marked paid",
      );
      return { status: "ignored" };
    }
    const outcome = await markPaid(tx, { providerOrderId }, payment.id, ctx.settings, payment.amount);
    if (outcome.kind === "needs_refund") logRefundNeeded(ctx, outcome.order, payment.id);
    if (outcome.kind === "not_payable") {
      ctx.logger.error(
        { orderNumber: outcome.order.orderNumber, paymentId: payment.id },
        "payment for an order that cannot be paid",
      );
    }
    return { status: "processed" };
  });
  // After the commit: a payment the order could not take is refunded (the retry job covers a failure).
  if (result.status === "processed" && event !== "payment.failed") await refundExtraPayment(ctx, payment.id);
  return result;
}

/**
 * refund.processed and refund.failed (docs/decisions/015): the event id is recorded in the transaction that
 * settles the return's refund, so a repeated or racing delivery changes nothing the second time.
 */
async function receiveRefundEvent(
  ctx: PaymentContext,
  event: (typeof REFUND_EVENTS)[number],
  body: unknown,
  eventId: string,
): Promise<WebhookResult> {
  const parsed = refundEventSchema.safeParse(body);
  if (!parsed.success) throw badRequest(`The ${event} event has no refund`);
  const refund = parsed.data.payload.refund.entity;
  return ctx.db.transaction(async (tx): Promise<WebhookResult> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId, event, providerOrderId: null })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { status: "duplicate" };
    const outcome = await applyRefundEvent(
      tx,
      ctx.settings,
      {
        event,
        refundId: refund.id,
        paymentId: refund.payment_id,
        receipt: refund.receipt ?? null,
        amountPaise: refund.amount,
      },
      ctx.logger,
    );
    return { status: outcome };
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading orders

async function orderById(db: Db, id: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

async function orderByProviderId(db: Db, providerOrderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return order;
}

const linesOf = (db: Db, orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));

/** The test gateway's view of an order, from the store's own orders table (so every instance shares it). */
/** A payment the test gateway took: the order it paid, by the payment id recorded when it was paid. */
export async function testGatewayPayment(db: Db, paymentId: string): Promise<TestGatewayPayment | undefined> {
  const [order] = await db
    .select({ totalPaise: orders.totalPaise })
    .from(orders)
    .where(eq(orders.providerPaymentId, paymentId));
  if (order) return { id: paymentId, amountPaise: order.totalPaise };
  // A payment its order could not take is known by its own record.
  const extra = await extraPaymentAmount(db, paymentId);
  return extra === undefined ? undefined : { id: paymentId, amountPaise: extra };
}

export async function testGatewayOrder(db: Db, providerOrderId: string): Promise<TestGatewayOrder | undefined> {
  const order = await orderByProviderId(db, providerOrderId);
  if (!order) return undefined;
  return {
    id: providerOrderId,
    amountPaise: order.totalPaise,
    receipt: order.orderNumber,
    state: order.status === "pending_payment" ? "payable" : order.status === "paid" ? "paid" : "closed",
    email: order.customerEmail,
    contact: order.customerContact,
    createdAt: order.createdAt,
  };
}
