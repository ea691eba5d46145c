// What a shopper keeps before buying: the cart (and an emptied one, to restore) and the wishlist.
import { sql } from "drizzle-orm";
import {
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { productVariants, products } from "./catalog";

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
     * The size: the product's variant (docs/decisions/027-one-identity-for-a-size.md). Null while the size
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
