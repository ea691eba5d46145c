import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  creditNoteCounters,
  creditNotes,
  invoiceCounters,
  invoices,
  orderLines,
  orders,
  products,
  refunds,
  returnLines,
  type CreditNoteRow,
  type InvoiceRow,
  type OrderRow,
  type RefundRow,
} from "../db/schema";
import type { Tx } from "../db/client";
import {
  computeCreditNoteTax,
  computeInvoiceTax,
  financialYear,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  stateCodeOfGstin,
  type InvoiceSeller,
  type InvoiceTax,
} from "./invoice-tax";
import { renderCreditNotePdf, renderInvoicePdf } from "./invoice-pdf";
import { findPinCode } from "../delivery/delivery";
import { hasInvoice } from "@rules/order-status";

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
  const sequence = await nextInSeries(tx, invoiceCounters, year);
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

/**
 * The order's GST, from its lines as bought and their products' categories (the rates and HSN codes), and
 * its place of supply from its PIN code's state in India Post's directory.
 */
async function taxOf(db: Db | Tx, order: OrderRow, seller: InvoiceSeller): Promise<InvoiceTax> {
  const place = order.shippingPin ? await findPinCode(db, order.shippingPin) : undefined;
  const lines = await db
    .select({
      name: orderLines.name,
      colour: orderLines.colour,
      size: orderLines.size,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
      lineTotalPaise: orderLines.lineTotalPaise,
      discountPaise: orderLines.discountPaise,
      category: sql<string>`${products.category}`,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return computeInvoiceTax(
    lines.map((line) => ({ ...line, description: line.name })),
    order.shippingPaise,
    { pin: order.shippingPin, state: place?.state },
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

/**
 * A refund of an invoiced order gets its credit note (CGST Act s.34), once: in the transaction that makes
 * the refund (the caller holds the refund's row), with the order's invoice and then the year's counter row
 * locked, so the credit notes' own series has no gaps and no number twice. An order with no invoice (never
 * dispatched, so never invoiced) gets none. The seller and the tax are the invoice's (issued before this
 * credit note, never changed since): the returned lines at the rates they were charged at, and the delivery
 * charge when the refund includes it. Its total is the refund's amount.
 */
export async function issueCreditNote(
  tx: Tx,
  refund: RefundRow,
  seller: InvoiceSeller | undefined,
  now = new Date(),
): Promise<CreditNoteRow | undefined> {
  const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.refundId, refund.id));
  if (existing) return existing;
  let [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, refund.orderId)).for("update");
  if (!invoice) return undefined;
  const orderLineRows = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, refund.orderId))
    .orderBy(asc(orderLines.id));
  if (!invoice.seller || !invoice.tax) {
    // An invoice issued before invoices kept their seller and tax keeps today's now, once (as at download).
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
    const now = seller ?? invoice.seller;
    if (!now) throw new Error("The seller's details are needed to issue this credit note");
    [invoice] = await tx
      .update(invoices)
      .set({ seller: invoice.seller ?? sellerOf(now), tax: invoice.tax ?? (await taxOf(tx, order!, now)) })
      .where(eq(invoices.orderId, refund.orderId))
      .returning();
  }
  const returned = await tx
    .select({
      orderLineId: returnLines.orderLineId,
      quantity: returnLines.quantity,
      refundPaise: returnLines.refundPaise,
    })
    .from(returnLines)
    .where(eq(returnLines.returnId, refund.returnId));
  // What the order's earlier refunds gave back of each line (refunds are opened in the order returns are
  // received, under the order's lock, and each line's refunds follow that order: rules/discounts.ts).
  const earlier = await tx
    .select({
      orderLineId: returnLines.orderLineId,
      paise: sql<number>`coalesce(sum(${returnLines.refundPaise}), 0)`.mapWith(Number),
    })
    .from(returnLines)
    .innerJoin(refunds, eq(refunds.returnId, returnLines.returnId))
    .where(and(eq(refunds.orderId, refund.orderId), lt(refunds.id, refund.id)))
    .groupBy(returnLines.orderLineId);
  const tax = computeCreditNoteTax(
    invoice!.tax!,
    returned.map((line) => {
      const index = orderLineRows.findIndex((row) => row.id === line.orderLineId);
      const row = orderLineRows[index]!;
      return {
        index,
        description: row.name,
        quantity: line.quantity,
        totalPaise: line.refundPaise ?? row.unitPricePaise * line.quantity,
        priorPaise: earlier.find((e) => e.orderLineId === line.orderLineId)?.paise ?? 0,
      };
    }),
    refund.shippingPaise,
  );
  if (tax.totalPaise !== refund.amountPaise) {
    throw new Error(`Credit note total ${tax.totalPaise} differs from refund ${refund.amountPaise}`);
  }
  const year = financialYear(now);
  const sequence = await nextInSeries(tx, creditNoteCounters, year);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      refundId: refund.id,
      returnId: refund.returnId,
      orderId: refund.orderId,
      financialYear: year,
      sequence,
      creditNoteNumber: formatCreditNoteNumber(year, sequence),
      issuedAt: now,
      seller: invoice!.seller!,
      tax,
    })
    .returning();
  return row!;
}

export interface CreditNoteDocument {
  creditNote: CreditNoteRow;
  invoice: InvoiceRow;
  order: OrderRow;
  seller: InvoiceSeller;
  tax: InvoiceTax;
}

/** "credit-note-SH-CN-2026-27-000012.pdf". */
export const creditNoteFilename = (note: CreditNoteRow) =>
  `credit-note-${note.creditNoteNumber.replaceAll("/", "-")}.pdf`;

/**
 * The PDF of a return's credit note, for an order found by its caller's ownership rule (the order's owner,
 * a guest's number and e-mail, or the staff); undefined when the return is not the order's or has none.
 */
export async function creditNotePdf(
  db: Db,
  order: OrderRow | undefined,
  returnId: number,
): Promise<{ pdf: Buffer; filename: string } | undefined> {
  if (!order || !Number.isSafeInteger(returnId) || returnId < 1 || returnId > 2_147_483_647) return undefined;
  const [note] = await db.select().from(creditNotes).where(eq(creditNotes.returnId, returnId));
  if (!note || note.orderId !== order.id) return undefined;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  const document: CreditNoteDocument = {
    creditNote: note,
    invoice: invoice!,
    order,
    seller: note.seller,
    tax: note.tax,
  };
  return { pdf: await renderCreditNotePdf(document), filename: creditNoteFilename(note) };
}

/**
 * The next number of a financial year's gap-free series (invoices', credit notes'): the year's counter row,
 * made at its first use and locked while the number is taken, so two documents never share one and the
 * caller's rollback gives it back.
 */
async function nextInSeries(
  tx: Tx,
  counters: typeof invoiceCounters | typeof creditNoteCounters,
  year: string,
): Promise<number> {
  await tx.insert(counters).values({ financialYear: year, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx.select().from(counters).where(eq(counters.financialYear, year)).for("update");
  const sequence = counter!.lastNumber + 1;
  await tx.update(counters).set({ lastNumber: sequence }).where(eq(counters.financialYear, year));
  return sequence;
}
