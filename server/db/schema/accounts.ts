// Accounts, their sessions and password resets, and the counters that limit logins.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sqlList } from "./sql-list";

export const USER_ROLES = ["customer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

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
