// The reads every part of returns shares: when an order was delivered, each line's window and what is
// already asked of it, a request's lines, refund and credit note, and the request as pages and API see it.
import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db, Tx } from "../../db/client";
import {
  creditNotes,
  orderEvents,
  orderLines,
  products,
  refunds,
  returnLines,
  returnRequests,
  type OrderLineRow,
  type RefundRow,
  type ReturnRequestRow,
} from "../../db/schema";
import type { PaymentGateway } from "../../payments/gateway";
import type { InvoiceSeller } from "../../invoices/invoice-tax";
import type { Holding } from "../stock";
import { variantsOf } from "../../catalog/sizes";
import { coloursOf } from "../../catalog/colours";
import { collectionForProduct } from "@rules/collections";
import { toRupees } from "@rules/money";
import { refundForPieces } from "@rules/discounts";
import {
  REFUND_STATE_LABELS,
  RELEASED_STATUSES,
  describePayout,
  statusLabel,
  type ReturnRequestView,
} from "@rules/returns";

export interface ReturnsContext {
  db: Db;
  gateway: PaymentGateway;
  /** `seller`: the store's legal name, address and GSTIN, for a credit note whose invoice kept none. */
  settings: { storeName: string; supportEmail: string; seller?: InvoiceSeller | undefined };
  logger?: Logger;
}

/** An id the database could hold: anything else is no return (404), never a query. */
export const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

/** When each order was delivered: its (last) delivered event, the start of every return window. */
export async function deliveredAt(db: Db | Tx, orderIds: number[]): Promise<Map<number, Date>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: orderEvents.orderId, at: sql<Date>`max(${orderEvents.at})`.mapWith(orderEvents.at) })
    .from(orderEvents)
    .where(
      and(
        inArray(orderEvents.orderId, orderIds),
        eq(orderEvents.status, "delivered"),
        sql`${orderEvents.returnStatus} is null`,
      ),
    )
    .groupBy(orderEvents.orderId);
  return new Map(rows.map((row) => [row.orderId, row.at]));
}

/**
 * Each order line's window (its product's collection, rules/collections.ts) and final-sale flag (the
 * line's own, snapshotted when it was bought: a product marked final sale later stays returnable).
 */
export async function lineRules(db: Db | Tx, lines: OrderLineRow[]) {
  const ids = [...new Set(lines.map((line) => line.productId))];
  if (!ids.length) return new Map<number, { returnDays: number; finalSale: boolean }>();
  const rows = await db
    .select({ id: products.id, collections: products.collections, category: products.category })
    .from(products)
    .where(inArray(products.id, ids));
  const days = new Map(rows.map((row) => [row.id, collectionForProduct(row).returnDays]));
  return new Map(
    lines.map((line) => [line.id, { returnDays: days.get(line.productId) ?? 7, finalSale: line.finalSale }]),
  );
}

/**
 * What each order line may be exchanged for: the sizes of its colour in stock now, in the catalogue's
 * order, and that colour (the colour of the variant bought; else the product's colour of the name the line
 * kept; else its first).
 */
export async function exchangeChoices(
  db: Db | Tx,
  lines: Pick<OrderLineRow, "id" | "productId" | "variantId" | "colour">[],
): Promise<Map<number, { colourId: number | undefined; sizes: string[] }>> {
  const ids = lines.map((line) => line.productId);
  const [variants, colours] = await Promise.all([variantsOf(db, ids), coloursOf(db, ids)]);
  return new Map(
    lines.map((line) => {
      const ofProduct = variants.get(line.productId) ?? [];
      const ofColours = colours.get(line.productId) ?? [];
      const colourId =
        ofProduct.find((variant) => variant.id === line.variantId)?.colourId ??
        ofColours.find((colour) => colour.name === line.colour)?.id ??
        ofColours[0]?.id;
      const sizes = ofProduct
        .filter((variant) => variant.colourId === colourId && variant.stock > 0 && variant.size !== "")
        .map((variant) => variant.size);
      return [line.id, { colourId, sizes }];
    }),
  );
}

/** How many units of each order line the return requests `where` picks take, summed over their lines. */
export async function unitsByLine(db: Db | Tx, where: SQL | undefined): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderLineId: returnLines.orderLineId, n: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(where)
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, row.n]));
}

/** How many of each order line live requests (returns and exchanges, not rejected or cancelled) already take. */
export async function requestedByLine(db: Db | Tx, orderLineIds: number[]): Promise<Map<number, number>> {
  if (!orderLineIds.length) return new Map();
  return unitsByLine(
    db,
    and(inArray(returnLines.orderLineId, orderLineIds), notInArray(returnRequests.status, [...RELEASED_STATUSES])),
  );
}

/** A request's line as read: what its view shows (the new size as stored), with its price and product. */
type RequestLine = Omit<ReturnRequestView["lines"][number], "newSize" | "size"> & {
  /** As the order line keeps it: "" for a product without sizes. */
  size: string;
  variantId: number | null;
  unitPricePaise: number;
  /** The order line's pieces, value and share of a code's discount: what its pieces were paid. */
  lineQuantity: number;
  lineTotalPaise: number;
  lineDiscountPaise: number;
  /** Fixed when the return is received; null before. */
  refundPaise: number | null;
  productId: number;
  exchangeSize: string | null;
  exchangeVariantId: number | null;
};

export interface RequestDetails {
  row: ReturnRequestRow;
  lines: RequestLine[];
  refund: RefundRow | undefined;
  creditNoteNumber: string | null;
}

export async function requestDetails(db: Db | Tx, rows: ReturnRequestRow[]): Promise<RequestDetails[]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [lines, refundRows, notes] = await Promise.all([
    db
      .select({
        returnId: returnLines.returnId,
        orderLineId: returnLines.orderLineId,
        quantity: returnLines.quantity,
        reason: returnLines.reason,
        exchangeSize: returnLines.exchangeSize,
        exchangeVariantId: returnLines.exchangeVariantId,
        name: orderLines.name,
        colour: orderLines.colour,
        size: orderLines.size,
        variantId: orderLines.variantId,
        unitPricePaise: orderLines.unitPricePaise,
        lineQuantity: orderLines.quantity,
        lineTotalPaise: orderLines.lineTotalPaise,
        lineDiscountPaise: orderLines.discountPaise,
        refundPaise: returnLines.refundPaise,
        productId: orderLines.productId,
      })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(returnLines.id)),
    db.select().from(refunds).where(inArray(refunds.returnId, ids)),
    db
      .select({ returnId: creditNotes.returnId, number: creditNotes.creditNoteNumber })
      .from(creditNotes)
      .where(inArray(creditNotes.returnId, ids)),
  ]);
  return rows.map((row) => ({
    row,
    lines: lines.filter((line) => line.returnId === row.id),
    refund: refundRows.find((refund) => refund.returnId === row.id),
    creditNoteNumber: notes.find((note) => note.returnId === row.id)?.number ?? null,
  }));
}

/**
 * What a return refunds for its lines (an exchange refunds nothing): as fixed when it was received, else
 * what the pieces were paid (after a code's discount: rules/discounts.ts), as if none came back before.
 */
export const amountOf = (details: RequestDetails) =>
  details.row.kind === "exchange"
    ? 0
    : details.lines.reduce(
        (sum, line) => sum + (line.refundPaise ?? refundForPieces(paidLine(line), 0, line.quantity)),
        0,
      );

/** An order line as a refund sees it: its pieces and what they were paid. */
export const paidLine = (line: Pick<RequestLine, "lineQuantity" | "lineTotalPaise" | "lineDiscountPaise">) => ({
  quantity: line.lineQuantity,
  paidPaise: line.lineTotalPaise - line.lineDiscountPaise,
});

/**
 * Fixes what a received return refunds for each of its lines, in the order's lock: each line's pieces are
 * the next ones of the line after those earlier received returns refunded, so a line returned bit by bit
 * refunds exactly what was paid for it (rules/discounts.ts). Answers the sum.
 */
export async function fixLineRefunds(tx: Tx, details: RequestDetails): Promise<number> {
  const lineIds = details.lines.map((line) => line.orderLineId);
  const before = await unitsByLine(
    tx,
    and(
      inArray(returnLines.orderLineId, lineIds),
      isNotNull(returnLines.refundPaise),
      ne(returnLines.returnId, details.row.id),
    ),
  );
  let sum = 0;
  for (const line of details.lines) {
    const refundPaise = refundForPieces(paidLine(line), before.get(line.orderLineId) ?? 0, line.quantity);
    await tx
      .update(returnLines)
      .set({ refundPaise })
      .where(and(eq(returnLines.returnId, details.row.id), eq(returnLines.orderLineId, line.orderLineId)));
    line.refundPaise = refundPaise;
    sum += refundPaise;
  }
  return sum;
}

/** The new sizes an exchange reserves when approved (and gives back if cancelled). */
export const replacementHoldings = (details: RequestDetails): Holding[] =>
  details.lines.map((line) => ({
    productId: line.productId,
    variantId: line.exchangeVariantId,
    quantity: line.quantity,
  }));

export function toRequestView(details: RequestDetails): ReturnRequestView {
  const { row, refund } = details;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    statusLabel: statusLabel(row.kind, row.status),
    createdAt: row.createdAt.toISOString(),
    lines: details.lines.map(({ orderLineId, name, colour, size, quantity, reason, exchangeSize }) => ({
      orderLineId,
      name,
      colour,
      size: size || null,
      quantity,
      reason,
      newSize: exchangeSize,
    })),
    amount: toRupees(refund?.amountPaise ?? amountOf(details)),
    replacement:
      row.carrier && row.trackingNumber ? { carrier: row.carrier, trackingNumber: row.trackingNumber } : null,
    refund: refund
      ? {
          state: refund.state,
          label: REFUND_STATE_LABELS[refund.state],
          reference: refund.providerRefundId ?? refund.payoutReference,
          shipping: toRupees(refund.shippingPaise),
        }
      : null,
    payout: row.payout ? describePayout(row.payout) : null,
    staffNote: row.staffNote,
    creditNoteNumber: details.creditNoteNumber,
  };
}
