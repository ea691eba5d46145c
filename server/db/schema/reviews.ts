// Ratings and reviews (docs/decisions/037, 039). One review per bought order line; sample reviews of the seeded
// catalogue have no line and say so. Helpful votes, reports and the store's reply are tables of their own that
// point at `reviews.id`; the review keeps their counts, so a page sorts by them without counting.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { FITS, REVIEW_STATUSES, type Fit, type ReviewStatus } from "@rules/reviews";
import { REPORT_REASONS, type ReportReason } from "@rules/review-feedback";
import type { ProductImage } from "@rules/images";
import { orderLines, orders } from "./orders";
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
    /** The buyer's photos (at most REVIEW_LIMITS.photos), uploads through the image pipeline, in their order. */
    photos: jsonb("photos").$type<ProductImage[]>().notNull().default([]),
    /** Written by the buyer of a delivered order line; sample reviews are not. */
    verified: boolean("verified").notNull().default(false),
    /** Sample data of the seeded catalogue: `npm run admin -- remove-sample-reviews` deletes them. */
    sample: boolean("sample").notNull().default(false),
    status: text("status").$type<ReviewStatus>().notNull().default("published"),
    /** Why it was held on its own (a link, a phone number); null when it was not. */
    heldFor: text("held_for"),
    /** The staff's reason for their last move (hiding, restoring, approving). */
    staffNote: text("staff_note"),
    /** How many shoppers found it helpful: one a shopper (`review_votes`), counted as each vote is taken. */
    helpful: integer("helpful_count").notNull().default(0),
    /** Reports the staff have not dealt with yet (`review_reports`): above 0, it is on their "reported" list. */
    openReports: integer("open_reports").notNull().default(0),
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
    index("reviews_product_helpful_idx").on(t.productId, t.status, t.helpful.desc(), t.createdAt.desc()),
    index("reviews_reported_idx")
      .on(t.createdAt.desc())
      .where(sql`${t.openReports} > 0`),
  ],
);

/**
 * "Helpful" votes: one per shopper and review (the key), the shopper being an account (`user:12`) or a guest's
 * browser by its signed guest cookie (`guest:<uuid>`), as a cart's owner is.
 */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);

/** Shoppers' reports of a review, one per shopper and review, with the reason they chose. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporter: text("reporter").notNull(),
    reason: text("reason").$type<ReportReason>().notNull(),
    /** Not yet dealt with by the staff (they kept the review shown, or hid it). */
    open: boolean("open").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("review_reports_once_idx").on(t.reviewId, t.reporter),
    check("review_reports_reason_valid", sql`${t.reason} in (${sqlList(REPORT_REASONS)})`),
  ],
);

/** The store's public reply to a review (one, which the staff may change or remove). */
export const reviewReplies = pgTable("review_replies", {
  reviewId: integer("review_id")
    .primaryKey()
    .references(() => reviews.id, { onDelete: "cascade" }),
  body: text("body").notNull(),
  staffUserId: integer("staff_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewReplyRow = typeof reviewReplies.$inferSelect;

/**
 * The e-mail asking a delivered order's buyer for reviews, one per order (the key): `sent` false when the job
 * found the order returned or exchanged (in part) or every line reviewed, and so sent nothing, ever.
 */
export const reviewRequests = pgTable("review_requests", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  sent: boolean("sent").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
