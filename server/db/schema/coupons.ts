// Coupon codes and their uses, and the code a cart holds. What a code gives is in rules/discounts.ts; an
// order keeps the terms it got (orders.coupon_terms), so a code's later edit never reaches a placed order.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { COUPON_KINDS, COUPON_STATES, type CouponKind, type CouponState } from "@rules/discounts";
import { sqlList } from "./sql-list";
import { orders } from "./orders";
import { users } from "./shop";

/**
 * A code, as the staff set it up. `uses` counts the uses orders hold now, moved only with a use row (placing
 * an order takes one under this row's lock; cancelling or expiring gives it back), like stock.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Upper case, as shoppers' typing is normalised to. */
    code: text("code").notNull().unique(),
    kind: text("kind").$type<CouponKind>().notNull(),
    percent: integer("percent"),
    capPaise: integer("cap_paise"),
    flatPaise: integer("flat_paise"),
    minCartPaise: integer("min_cart_paise").notNull().default(0),
    /**
     * Scope: these sidebar categories, collections (rules/collections.ts keys) and products; a line in any of
     * them counts. All three null: everything.
     */
    categories: jsonb("categories").$type<string[]>(),
    collections: jsonb("collections").$type<string[]>(),
    productIds: jsonb("product_ids").$type<number[]>(),
    excludeFinalSale: boolean("exclude_final_sale").notNull().default(false),
    /** Whether it also applies to lines an automatic offer took something off. */
    combinable: boolean("combinable").notNull().default(true),
    state: text("state").$type<CouponState>().notNull().default("active"),
    /** The first moment it works and the first it no longer does (midnight in India, as entered). */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    maxUsesPerShopper: integer("max_uses_per_shopper"),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    /** Staff chose to advertise it: product pages may name it in their "Best price" line while it is live. */
    showOnProductPages: boolean("show_on_product_pages").notNull().default(false),
    uses: integer("uses").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("coupons_kind_valid", sql`${t.kind} in (${sqlList(COUPON_KINDS)})`),
    check("coupons_state_valid", sql`${t.state} in (${sqlList(COUPON_STATES)})`),
    check(
      "coupons_amount_valid",
      sql`(${t.kind} <> 'percent' or ${t.percent} between 1 and 90) and (${t.kind} <> 'flat' or ${t.flatPaise} > 0)`,
    ),
    check("coupons_uses_valid", sql`${t.uses} >= 0`),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/**
 * One order's use of a code: who used it (account, e-mail, mobile: the per-shopper limit counts any of
 * them), and when it was given back (its order cancelled or expired unpaid; taken again if paid later).
 */
export const couponUses = pgTable(
  "coupon_uses",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    contact: text("contact"),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coupon_uses_coupon_user_idx").on(t.couponId, t.userId),
    index("coupon_uses_coupon_email_idx").on(t.couponId, t.email),
    index("coupon_uses_coupon_contact_idx").on(t.couponId, t.contact),
  ],
);

/** The code a cart holds (one per owner): judged again whenever the cart is read or ordered. */
export const cartCoupons = pgTable("cart_coupons", {
  owner: text("owner").primaryKey(),
  code: text("code").notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
