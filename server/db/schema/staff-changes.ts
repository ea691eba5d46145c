// The audit log of the staff's changes (decision 043): one row per change, written in the change's own
// transaction, so a change that is rolled back leaves no entry and none is made without its entry.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { STAFF_CHANGE_KINDS, type StaffChangeKind } from "@rules/staff-audit";
import { sqlList } from "./sql-list";
import { users } from "./shop";

export const staffChanges = pgTable(
  "staff_changes",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Who made it: null for a change made from the command line, or by an account since deleted. */
    staffUserId: integer("staff_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Their e-mail at the time, so the entry still names them after their account changes. */
    staffEmail: text("staff_email").notNull().default(""),
    kind: text("kind").$type<StaffChangeKind>().notNull(),
    /** What was changed: "product", "variant", "colour", "order", "return", "coupon", "offer", "review", "user", "catalogue". */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** A short name for the entity, as the staff read it ("Linen Shirt", "SH-1234", "asha@example.com"). */
    entityLabel: text("entity_label").notNull().default(""),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index("staff_changes_at_idx").on(t.at.desc(), t.id.desc()),
    index("staff_changes_staff_at_idx").on(t.staffUserId, t.at.desc()),
    index("staff_changes_kind_at_idx").on(t.kind, t.at.desc()),
    check("staff_changes_kind_valid", sql`${t.kind} in (${sqlList(STAFF_CHANGE_KINDS)})`),
  ],
);

export type StaffChangeRow = typeof staffChanges.$inferSelect;
