import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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
    color: text("color"),
    hidden: boolean("hidden").notNull().default(false),
    /** The words a search matches, kept by the database (see server/catalog/search.ts). */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', lower(name || ' ' || category || ' ' || coalesce(color, '')))`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The share of the old price saved (0 when not discounted): "Featured" lists the best deals first. */
    dealRatio: real("deal_ratio")
      .notNull()
      .generatedAlwaysAs(
        sql`case when old_price_paise > base_price_paise then (old_price_paise - base_price_paise)::real / old_price_paise else 0 end`,
      ),
  },
  (t) => [
    check("products_price_positive", sql`${t.basePricePaise} > 0`),
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
    index("products_category_idx").on(t.category),
    index("products_created_at_idx").on(t.createdAt.desc()),
    index("products_featured_idx").on(t.dealRatio.desc(), t.createdAt.desc(), t.id),
    index("products_price_idx").on(t.basePricePaise, t.id),
    index("products_collections_idx").using("gin", t.collections),
    index("products_search_vector_idx").using("gin", t.searchVector),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/**
 * Every distinct word of the catalogue's search vectors, kept by a trigger on products. A misspelt search
 * word is matched against these few thousand words (pg_trgm), not against every product.
 */
export const searchTerms = pgTable("search_terms", { term: text("term").primaryKey() }, (t) => [
  index("search_terms_trgm_idx").using("gin", sql`${t.term} gin_trgm_ops`),
]);

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
    /** "" when the product has no sizes (kept non-null so one product and size make one line). */
    size: text("size").notNull().default(""),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_owner_product_size_idx").on(t.owner, t.productId, t.size),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

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
