// Ratings and reviews (docs/decisions/037). One review per bought order line; sample reviews of the seeded
// catalogue have no line and say so. Photos, helpful votes, reports and the store's replies, when they come,
// are tables of their own that point at `reviews.id`.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { FITS, REVIEW_STATUSES, type Fit, type ReviewStatus } from "@rules/reviews";
import { orderLines } from "./orders";
import { products, users } from "./shop";
import { sqlList } from "./sql-list";

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    /** The product reviewed: the order line's product (its page shows the review). */
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The line bought (one review each); null only for sample reviews. */
    orderLineId: integer("order_line_id").references(() => orderLines.id, { onDelete: "cascade" }),
    /** The signed-in account that wrote it, if any (a guest writes from the order lookup). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** As shown: "Kavya M." (rules/reviews.ts reviewerName). */
    author: text("author").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** How the size bought fitted; null for a product without sizes (or a buyer who did not say). */
    fit: text("fit").$type<Fit>(),
    /** The size and colour bought, as the line names them ("" when it has none). */
    size: text("size").notNull().default(""),
    colour: text("colour").notNull().default(""),
    /** Written by the buyer of a delivered order line; sample reviews are not. */
    verified: boolean("verified").notNull().default(false),
    /** Sample data of the seeded catalogue: `npm run admin -- remove-sample-reviews` deletes them. */
    sample: boolean("sample").notNull().default(false),
    status: text("status").$type<ReviewStatus>().notNull().default("published"),
    /** Why it was held on its own (a link, a phone number); null when it was not. */
    heldFor: text("held_for"),
    /** The staff's reason for their last move (hiding, restoring, approving). */
    staffNote: text("staff_note"),
    moderatedBy: integer("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_rating_valid", sql`${t.rating} between 1 and 5`),
    check("reviews_status_valid", sql`${t.status} in (${sqlList(REVIEW_STATUSES)})`),
    check("reviews_fit_valid", sql`${t.fit} is null or ${t.fit} in (${sqlList(FITS)})`),
    check("reviews_line_or_sample", sql`${t.orderLineId} is not null or ${t.sample}`),
    uniqueIndex("reviews_order_line_idx").on(t.orderLineId),
    index("reviews_product_shown_idx").on(t.productId, t.status, t.createdAt.desc()),
    index("reviews_status_idx").on(t.status, t.createdAt.desc()),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
