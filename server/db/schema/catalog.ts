// The catalogue: products, their sizes (variants, each with its SKU and stock) and the sequence every
// change to what shoppers see moves.
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
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
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
