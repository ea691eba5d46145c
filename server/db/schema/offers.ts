// Automatic offers: a sale on collections or categories, or "buy N, get X% off". What one takes off is in
// rules/offers.ts; an order keeps the offers it got (orders.offer_terms) and each line its share, so a later
// edit, pause or end never reaches a placed order.
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { OFFER_KINDS, OFFER_STATES, type OfferKind, type OfferState } from "@rules/offers";
import { sqlList } from "./sql-list";

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    /** Shown to shoppers: "Winter sale". */
    name: text("name").notNull(),
    kind: text("kind").$type<OfferKind>().notNull(),
    percent: integer("percent").notNull(),
    /** buy_n: the pieces in scope a cart must hold; a sale: 1. */
    minQuantity: integer("min_quantity").notNull().default(1),
    /** Collection keys and sidebar categories; both empty: everything. */
    collections: jsonb("collections").$type<string[]>().notNull().default([]),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    state: text("state").$type<OfferState>().notNull().default("active"),
    /** The first moment it runs and the first it no longer does (midnight in India, as entered). */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("offers_kind_valid", sql`${t.kind} in (${sqlList(OFFER_KINDS)})`),
    check("offers_state_valid", sql`${t.state} in (${sqlList(OFFER_STATES)})`),
    check(
      "offers_terms_valid",
      sql`${t.percent} between 1 and 90 and (${t.kind} <> 'buy_n' or ${t.minQuantity} between 2 and 20)`,
    ),
  ],
);
export type OfferRow = typeof offers.$inferSelect;
