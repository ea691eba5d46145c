// Tax invoices and credit notes, each numbered from its own gap-free series per financial year.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { InvoiceSeller, InvoiceTax } from "../../invoices/invoice-tax";
import { orders, refunds, returnRequests } from "./orders";

/**
 * The last invoice number used in each financial year ("2026-27"): the row is locked while a number is
 * taken, so numbers are gap-free and never given twice (server/invoices/invoices.ts).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** An order's tax invoice: its number, given once, when the order is issued one (docs/decisions/013). */
export const invoices = pgTable(
  "invoices",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "restrict" }),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    invoiceNumber: text("invoice_number").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The seller and the tax as they were at issue, so a later change of settings, of a product's
     * category or of the rates never redraws an issued invoice (null only for invoices issued before
     * these columns: filled at their next download).
     */
    seller: jsonb("seller").$type<InvoiceSeller>(),
    tax: jsonb("tax").$type<InvoiceTax>(),
  },
  (t) => [uniqueIndex("invoices_year_sequence_idx").on(t.financialYear, t.sequence)],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/** The last credit note number used in each financial year: their own gap-free series (as invoices'). */
export const creditNoteCounters = pgTable("credit_note_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * A refund's GST credit note (CGST Act s.34), issued in the transaction that makes the refund when its
 * order has a tax invoice (docs/decisions/015): its number, the invoice it reduces, the seller and the tax.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    refundId: integer("refund_id")
      .primaryKey()
      .references(() => refunds.id, { onDelete: "restrict" }),
    returnId: integer("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "restrict" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => invoices.orderId, { onDelete: "restrict" }),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    creditNoteNumber: text("credit_note_number").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    seller: jsonb("seller").$type<InvoiceSeller>().notNull(),
    tax: jsonb("tax").$type<InvoiceTax>().notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_year_sequence_idx").on(t.financialYear, t.sequence),
    index("credit_notes_order_id_idx").on(t.orderId),
  ],
);
export type CreditNoteRow = typeof creditNotes.$inferSelect;
