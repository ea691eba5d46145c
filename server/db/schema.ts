import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("products_price_positive", sql`${t.basePricePaise} > 0`),
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
    index("products_category_idx").on(t.category),
    index("products_created_at_idx").on(t.createdAt.desc()),
    index("products_collections_idx").using("gin", t.collections),
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
