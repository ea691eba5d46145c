// Orders and what happens to them: their lines, events and e-mails, payments, returns with their refunds,
// and the tax invoices and credit notes, each numbered from its own gap-free series per financial year.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ShippingAddress } from "@rules/address";
import type { CouponTerms } from "@rules/discounts";
import type { OfferTerms } from "@rules/offers";
import type { InvoiceSeller, InvoiceTax } from "../../invoices/invoice-tax";
import {
  ORDER_ACTORS,
  ORDER_AWAITING_DELIVERY,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderActor,
  type OrderStatus,
  type PaymentMethod,
  EXTRA_PAYMENT_STATES,
  type ExtraPaymentReason,
  type ExtraPaymentState,
} from "@rules/order-status";
import {
  REFUND_STATES,
  RETURN_EVENT_KINDS,
  RETURN_KINDS,
  RETURN_STATUSES,
  type PayoutDetails,
  type RefundState,
  type ReturnEventKind,
  type ReturnKind,
  type ReturnStatus,
} from "@rules/returns";
import { sqlList } from "./sql-list";
import { productVariants, products, users } from "./shop";

/**
 * Orders. Amounts are integer paise, computed by the server from its own catalogue. The owner is the
 * shopper key that placed the order (as on carts); `user_id` is filled when a signed-in account placed
 * it. An idempotency key makes a repeated submission answer the same order.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Human-friendly and hard to guess: "SH-7K3Q9D". */
    orderNumber: text("order_number").notNull().unique(),
    status: text("status").$type<OrderStatus>().notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerContact: text("customer_contact").notNull(),
    /** As printed on labels and e-mails: the structured address formatted, or SPEC's free text as given. */
    customerAddress: text("customer_address").notNull(),
    /** The structured address our checkout sends (PIN code, house and street, locality, city, state). */
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    /**
     * The PIN code it goes to, on its own: the structured address's, or the last one in SPEC's text address
     * (null without one). The invoice's place of supply is its state in India Post's directory.
     */
    shippingPin: text("shipping_pin"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    owner: text("owner").notNull(),
    subtotalPaise: integer("subtotal_paise").notNull(),
    shippingPaise: integer("shipping_paise").notNull(),
    /**
     * Taken off the goods by automatic offers and a code (the sum of its lines' discounts):
     * total = subtotal - discount + shipping.
     */
    discountPaise: integer("discount_paise").notNull().default(0),
    /** Of the discount, what automatic offers took; and those offers' terms then (rules/offers.ts). */
    offerDiscountPaise: integer("offer_discount_paise").notNull().default(0),
    offerTerms: jsonb("offer_terms").$type<OfferTerms[]>(),
    /** The shipping a free-shipping code waived (shipping_paise is what was charged). */
    shippingDiscountPaise: integer("shipping_discount_paise").notNull().default(0),
    /** The code the order got, and its terms then (rules/discounts.ts): later edits never reach the order. */
    couponCode: text("coupon_code"),
    couponTerms: jsonb("coupon_terms").$type<CouponTerms>(),
    totalPaise: integer("total_paise").notNull(),
    idempotencyKey: text("idempotency_key"),
    /** The shopper's cart was the order: an online order empties the lines it bought once it is paid. */
    fromCart: boolean("from_cart").notNull().default(false),
    providerOrderId: text("provider_order_id").unique(),
    providerPaymentId: text("provider_payment_id"),
    /** Why the last online payment attempt failed, as the provider described it. */
    paymentError: text("payment_error"),
    /** The day promised at checkout ("Delivery by"), in India: shown wherever the order is; late after it. */
    deliverBy: date("deliver_by", { mode: "string" }),
    /** Set by staff when they mark it shipped. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /**
     * Paid (or being paid) through SPEC's older flow, which asks for the delivery details after the
     * payment: the customer columns are empty until /submit-order attaches them.
     */
    awaitingDetails: boolean("awaiting_details").notNull().default(false),
    /** A business buyer's GSTIN, printed on the tax invoice (optional). */
    buyerGstin: text("buyer_gstin"),
    /** When the shopper of an order awaiting details was reminded by e-mail (once). */
    detailsRemindedAt: timestamp("details_reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    check("orders_status_valid", sql`${t.status} in (${sqlList(ORDER_STATUSES)})`),
    check("orders_payment_method_valid", sql`${t.paymentMethod} in (${sqlList(PAYMENT_METHODS)})`),
    check(
      "orders_amounts_valid",
      sql`${t.subtotalPaise} > 0 and ${t.shippingPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.discountPaise} < ${t.subtotalPaise} and ${t.shippingDiscountPaise} >= 0 and ${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.shippingPaise}`,
    ),
    uniqueIndex("orders_owner_idempotency_key_idx").on(t.owner, t.idempotencyKey),
    index("orders_owner_created_at_idx").on(t.owner, t.createdAt.desc()),
    index("orders_user_id_idx").on(t.userId),
    // The owner's dashboard reads a period's orders (server/dashboard), and the orders late now. The
    // migration makes the first cover what the dashboard reads of an order (INCLUDE, which drizzle-kit does
    // not write), so a period is read from the index alone.
    index("orders_created_at_idx").on(t.createdAt),
    index("orders_late_idx")
      .on(t.deliverBy)
      .where(sql`${t.status} in (${sqlList([...ORDER_AWAITING_DELIVERY])})`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** What an order bought: a snapshot (name, image, size, price), so catalogue changes never rewrite it. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // No cascade: a product that was ever ordered is hidden, never deleted.
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    name: text("name").notNull(),
    image: text("image").notNull(),
    /** The colour bought, as it was named then ("" for a product of one unnamed colour). */
    colour: text("colour").notNull().default(""),
    /** The size bought, as it was named then ("" for a product without sizes). */
    size: text("size").notNull().default(""),
    /** The variant bought, whose stock the order holds; null only if the staff later dropped that size. */
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    lineTotalPaise: integer("line_total_paise").notNull(),
    /** This line's share of the order's discount (rules/discounts.ts): it paid line total - discount. */
    discountPaise: integer("discount_paise").notNull().default(0),
    /** The product was final sale when bought (docs/decisions/015): returns read this, not today's flag. */
    finalSale: boolean("final_sale").notNull().default(false),
    /**
     * When its order was placed: the order's created_at, copied by a trigger on every insert (and when an
     * order's created_at is changed), whatever the insert says. The owner's dashboard reads a period's lines
     * by it (the default only satisfies the insert's type).
     */
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_unit_price_positive", sql`${t.unitPricePaise} > 0`),
    check("order_lines_total_valid", sql`${t.lineTotalPaise} = ${t.unitPricePaise} * ${t.quantity}`),
    check("order_lines_discount_valid", sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.lineTotalPaise}`),
    index("order_lines_order_id_idx").on(t.orderId),
    // The owner's dashboard reads a period's lines by when their orders were placed. The migration makes it
    // cover what the dashboard reads of a line (INCLUDE, which drizzle-kit does not write), so a period's
    // lines are read from the index alone.
    index("order_lines_placed_at_idx").on(t.placedAt),
  ],
);

export type OrderLineRow = typeof orderLines.$inferSelect;

/** An order's journey: one row per status change, written in the transaction that changes the status. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderStatus>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").$type<OrderActor>().notNull(),
    note: text("note"),
    /** A return's move (docs/decisions/015): the order keeps its status, the event names the return's new one. */
    returnId: integer("return_id").references(() => returnRequests.id, { onDelete: "cascade" }),
    returnStatus: text("return_status").$type<ReturnEventKind>(),
    /** The member of staff who made the move, when one did. */
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("order_events_status_valid", sql`${t.status} in (${sqlList(ORDER_STATUSES)})`),
    check("order_events_actor_valid", sql`${t.actor} in (${sqlList(ORDER_ACTORS)})`),
    check(
      "order_events_return_status_valid",
      sql`${t.returnStatus} is null or ${t.returnStatus} in (${sqlList(RETURN_EVENT_KINDS)})`,
    ),
    index("order_events_order_id_idx").on(t.orderId, t.id),
  ],
);

export type OrderEventRow = typeof orderEvents.$inferSelect;

/**
 * E-mails waiting to be sent, written in the same transaction as what they announce (so an order never
 * goes without its confirmation, and a failed order never sends one). server/mail/outbox.ts sends them.
 * `next_attempt_at` is both the claim (a sender pushes it forward before sending) and the retry backoff.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_outbox_unsent_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Payment provider webhooks already applied, by the provider's event id (x-razorpay-event-id): webhooks
 * arrive at least once, so a repeat is recognised and ignored.
 */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  providerOrderId: text("provider_order_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shopper's request to return lines of a delivered order (docs/decisions/015), moved by staff:
 * requested -> approved or rejected -> picked up -> received. A cash-on-delivery order's refund goes to
 * the UPI ID or bank account in `payout`.
 */
export const returnRequests = pgTable(
  "return_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ReturnKind>().notNull().default("return"),
    status: text("status").$type<ReturnStatus>().notNull().default("requested"),
    payout: jsonb("payout").$type<PayoutDetails>(),
    /** An exchange's replacement: the courier and tracking number, set when the staff ship it. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** What the staff said when rejecting, shown to the shopper. */
    staffNote: text("staff_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("return_requests_status_valid", sql`${t.status} in (${sqlList(RETURN_STATUSES)})`),
    check("return_requests_kind_valid", sql`${t.kind} in (${sqlList(RETURN_KINDS)})`),
    index("return_requests_order_id_idx").on(t.orderId),
    index("return_requests_status_idx").on(t.status, t.createdAt.desc()),
  ],
);
export type ReturnRequestRow = typeof returnRequests.$inferSelect;

/** The lines a return sends back: how many of which order line, and why. */
export const returnLines = pgTable(
  "return_lines",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id),
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
    /**
     * An exchange's new size: the replacement, at no charge, reserved from stock when the exchange is
     * approved (docs/decisions/015). Not an order line: order lines are what was sold and paid for.
     */
    exchangeSize: text("exchange_size"),
    /** The variant the exchange's replacement is reserved from (null for a return, or a size since dropped). */
    exchangeVariantId: integer("exchange_variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    /**
     * What the refund gives back for these pieces, fixed when the return is received (rules/discounts.ts:
     * a discounted line's pieces refund their share of what was paid). Null before, and on older returns
     * (unit price x quantity).
     */
    refundPaise: integer("refund_paise"),
  },
  (t) => [
    check("return_lines_quantity_positive", sql`${t.quantity} > 0`),
    uniqueIndex("return_lines_return_line_idx").on(t.returnId, t.orderLineId),
    index("return_lines_order_line_idx").on(t.orderLineId),
  ],
);
export type ReturnLineRow = typeof returnLines.$inferSelect;

/**
 * A received return's refund: one per return (the unique return id is what makes it once). Online
 * payments go back through the gateway (`receipt` names the refund there, so a retry finds it instead of
 * refunding again); cash on delivery waits for the staff to pay it out.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .unique()
      .references(() => returnRequests.id, { onDelete: "restrict" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    amountPaise: integer("amount_paise").notNull(),
    /** The order's shipping charge, included in the amount when this return completes a whole-order return. */
    shippingPaise: integer("shipping_paise").notNull().default(0),
    state: text("state").$type<RefundState>().notNull(),
    receipt: text("receipt").notNull().unique(),
    providerRefundId: text("provider_refund_id"),
    /** A payout's reference (UTR) typed by the staff. */
    payoutReference: text("payout_reference"),
    lastError: text("last_error"),
    /** Taken by the one caller talking to the gateway; a claim older than a few minutes may be taken again. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    check("refunds_amount_positive", sql`${t.amountPaise} > 0`),
    check("refunds_shipping_valid", sql`${t.shippingPaise} >= 0 and ${t.shippingPaise} < ${t.amountPaise}`),
    check("refunds_state_valid", sql`${t.state} in (${sqlList(REFUND_STATES)})`),
    // The dashboard's refunds of a period.
    index("refunds_created_at_idx").on(t.createdAt),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;

/**
 * A payment captured for an order that could not take it: the order was already paid by another payment
 * (a second attempt, another tab), had expired with its stock gone, or could no longer be paid; or the order's
 * own payment, given back when the order was cancelled before it shipped. Each is refunded through the
 * gateway, once (the payment id is the key, and the refund's receipt is derived from it), and shown to staff.
 */
export const extraPayments = pgTable(
  "extra_payments",
  {
    paymentId: text("payment_id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountPaise: integer("amount_paise").notNull(),
    reason: text("reason").$type<ExtraPaymentReason>().notNull(),
    state: text("state").$type<ExtraPaymentState>().notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    lastError: text("last_error"),
    /** Set while one instance asks the gateway, so two never refund the same payment at once. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    check("extra_payments_amount_positive", sql`${t.amountPaise} > 0`),
    check("extra_payments_state_valid", sql`${t.state} in (${sqlList(EXTRA_PAYMENT_STATES)})`),
    index("extra_payments_order_id_idx").on(t.orderId),
    index("extra_payments_state_idx").on(t.state),
  ],
);

export type ExtraPaymentRow = typeof extraPayments.$inferSelect;

/**
 * The last invoice number used in each financial year ("2026-27"): the row is locked while a number is
 * taken, so numbers are gap-free and never given twice (server/invoices/invoices.ts).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** An order's tax invoice: its number, given once, when the order is issued one (docs/decisions/013). */
export const invoices = pgTable(
  "invoices",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "restrict" }),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    invoiceNumber: text("invoice_number").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The seller and the tax as they were at issue, so a later change of settings, of a product's
     * category or of the rates never redraws an issued invoice (null only for invoices issued before
     * these columns: filled at their next download).
     */
    seller: jsonb("seller").$type<InvoiceSeller>(),
    tax: jsonb("tax").$type<InvoiceTax>(),
  },
  (t) => [uniqueIndex("invoices_year_sequence_idx").on(t.financialYear, t.sequence)],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/** The last credit note number used in each financial year: their own gap-free series (as invoices'). */
export const creditNoteCounters = pgTable("credit_note_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * A refund's GST credit note (CGST Act s.34), issued in the transaction that makes the refund when its
 * order has a tax invoice (docs/decisions/015): its number, the invoice it reduces, the seller and the tax.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    refundId: integer("refund_id")
      .primaryKey()
      .references(() => refunds.id, { onDelete: "restrict" }),
    returnId: integer("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "restrict" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => invoices.orderId, { onDelete: "restrict" }),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    creditNoteNumber: text("credit_note_number").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    seller: jsonb("seller").$type<InvoiceSeller>().notNull(),
    tax: jsonb("tax").$type<InvoiceTax>().notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_year_sequence_idx").on(t.financialYear, t.sequence),
    index("credit_notes_order_id_idx").on(t.orderId),
  ],
);
export type CreditNoteRow = typeof creditNotes.$inferSelect;
