import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { invoiceCounters, invoices, orderLines, orders, products, type InvoiceRow, type OrderRow } from "../db/schema";
import type { Tx } from "../orders/orders";
import {
  computeInvoiceTax,
  financialYear,
  formatInvoiceNumber,
  type InvoiceSeller,
  type InvoiceTax,
} from "./invoice-tax";
import { renderInvoicePdf } from "./invoice-pdf";
import { stateCodeOfGstin } from "./pin-states";
import { hasInvoice } from "~/lib/order-status";

/**
 * Gives the order its invoice number, once: inside the caller's transaction, with the order row and then
 * the year's counter row locked, so two issues of the same order give one number and two orders never
 * share one. A rolled-back transaction takes its number back with it: the series has no gaps. The seller
 * and the tax are kept as they are now: the invoice never changes after it is issued.
 */
export async function issueInvoice(
  tx: Tx,
  orderId: number,
  seller: InvoiceSeller,
  now = new Date(),
): Promise<InvoiceRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (existing) return existing;
  const year = financialYear(now);
  await tx.insert(invoiceCounters).values({ financialYear: year, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select()
    .from(invoiceCounters)
    .where(eq(invoiceCounters.financialYear, year))
    .for("update");
  const sequence = counter!.lastNumber + 1;
  await tx.update(invoiceCounters).set({ lastNumber: sequence }).where(eq(invoiceCounters.financialYear, year));
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId,
      financialYear: year,
      sequence,
      invoiceNumber: formatInvoiceNumber(year, sequence),
      issuedAt: now,
      seller: sellerOf(seller),
      tax: await taxOf(tx, order!, seller),
    })
    .returning();
  return row!;
}

export interface InvoiceDocument {
  invoice: InvoiceRow;
  order: OrderRow;
  seller: InvoiceSeller;
  tax: InvoiceTax;
}

/** Only the seller's fields an invoice prints. */
const sellerOf = ({ legalName, postalAddress, gstin }: InvoiceSeller): InvoiceSeller => ({
  legalName,
  postalAddress,
  gstin,
});

/** The order's GST, from its lines as bought and their products' categories (the rates and HSN codes). */
async function taxOf(db: Db | Tx, order: OrderRow, seller: InvoiceSeller): Promise<InvoiceTax> {
  const lines = await db
    .select({
      name: orderLines.name,
      size: orderLines.size,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
      lineTotalPaise: orderLines.lineTotalPaise,
      category: sql<string>`${products.category}`,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return computeInvoiceTax(
    lines.map((line) => ({ ...line, description: line.name })),
    order.shippingPaise,
    order.customerAddress,
    stateCodeOfGstin(seller.gstin),
  );
}

/**
 * The invoice of an order that has one (it has left the store), else undefined. An order dispatched
 * before invoices began is issued its number now, on its first download; an invoice issued before
 * invoices kept their seller and tax keeps today's, once.
 */
export async function invoiceFor(db: Db, order: OrderRow, seller: InvoiceSeller): Promise<InvoiceDocument | undefined> {
  if (!hasInvoice(order.status)) return undefined;
  let [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  invoice ??= await db.transaction((tx) => issueInvoice(tx, order.id, seller));
  if (!invoice.seller || !invoice.tax) {
    const [kept] = await db
      .update(invoices)
      .set({ seller: invoice.seller ?? sellerOf(seller), tax: invoice.tax ?? (await taxOf(db, order, seller)) })
      .where(eq(invoices.orderId, order.id))
      .returning();
    invoice = kept!;
  }
  return { invoice, order, seller: invoice.seller!, tax: invoice.tax! };
}

/** "invoice-SH-2026-27-000123.pdf". */
export const invoiceFilename = (invoice: InvoiceRow) => `invoice-${invoice.invoiceNumber.replaceAll("/", "-")}.pdf`;

/** The PDF and its file name, for an order found by its caller's ownership rule; undefined when there is none. */
export async function invoicePdf(
  db: Db,
  order: OrderRow | undefined,
  seller: InvoiceDocument["seller"],
): Promise<{ pdf: Buffer; filename: string } | undefined> {
  const document = order ? await invoiceFor(db, order, seller) : undefined;
  if (!document) return undefined;
  return { pdf: await renderInvoicePdf(document), filename: invoiceFilename(document.invoice) };
}
