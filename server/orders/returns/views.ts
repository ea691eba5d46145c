// What the pages and the API show of returns: a delivered order's returns part and its exchanges'
// replacements (the shopper's pages), and the staff's list of every request.
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { newestFirstPage } from "../../db/staff-lists";
import { orderLines, orders, returnLines, returnRequests, type OrderRow, type ReturnRequestRow } from "../../db/schema";
import { notFound } from "../../http/errors";
import { listNumber, parseInput } from "../../http/parse";
import { PAGE_SIZE } from "@rules/catalog-types";
import type { OrderView } from "@rules/order-status";
import {
  RETURN_KINDS,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  describePayout,
  lineReturnability,
  type OrderReturnsView,
  type ReplacementLineView,
  type ReturnStatus,
  type StaffReturnPage,
  type StaffReturnView,
} from "@rules/returns";
import { deliveredAt, lineRules, requestDetails, requestedByLine, exchangeChoices, toRequestView } from "./details";
import { groupBy } from "../../db/group-by";

/**
 * The returns part of each delivered order's page: every line's chances (window, final sale, already
 * asked for) and the requests made. Orders not delivered get nothing.
 */
export async function returnsForOrders(
  db: Db,
  orderRows: Pick<OrderRow, "id" | "status" | "paymentMethod">[],
  now = new Date(),
): Promise<Map<number, OrderReturnsView>> {
  const delivered = orderRows.filter((order) => order.status === "delivered");
  const ids = delivered.map((order) => order.id);
  const views = new Map<number, OrderReturnsView>();
  if (!ids.length) return views;
  const [lines, when, requestRows] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    deliveredAt(db, ids),
    db
      .select()
      .from(returnRequests)
      .where(inArray(returnRequests.orderId, ids))
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id)),
  ]);
  const [rules, taken, details, sizes] = await Promise.all([
    lineRules(db, lines),
    requestedByLine(
      db,
      lines.map((line) => line.id),
    ),
    requestDetails(db, requestRows),
    exchangeChoices(db, lines),
  ]);
  for (const order of delivered) {
    const deliveredOn = when.get(order.id);
    if (!deliveredOn) continue;
    const lineViews = lines
      .filter((line) => line.orderId === order.id)
      .map((line) => {
        const rule = rules.get(line.id)!;
        const chance = lineReturnability({
          quantity: line.quantity,
          alreadyRequested: taken.get(line.id) ?? 0,
          finalSale: rule.finalSale,
          returnDays: rule.returnDays,
          deliveredAt: deliveredOn,
          now,
        });
        const others = line.size ? (sizes.get(line.id)?.sizes ?? []).filter((size) => size !== line.size) : [];
        return {
          orderLineId: line.id,
          name: line.name,
          colour: line.colour,
          size: line.size || null,
          quantity: line.quantity,
          ...chance,
          exchangeSizes: chance.returnable > 0 ? others : [],
        };
      });
    views.set(order.id, {
      lines: lineViews,
      requests: details.filter((d) => d.row.orderId === order.id).map(toRequestView),
      needsPayout: order.paymentMethod === "cod",
      canRequest: lineViews.some((line) => line.returnable > 0),
      canExchange: lineViews.some((line) => line.exchangeSizes.length > 0),
    });
  }
  return views;
}

export const staffReturnQuerySchema = z.object({
  status: z
    .union([z.literal(""), z.enum(RETURN_STATUSES)], { error: `status: must be one of ${RETURN_STATUSES.join(", ")}` })
    .optional()
    .transform((v) => v || undefined),
  kind: z
    .union([z.literal(""), z.enum(RETURN_KINDS)], { error: `kind: must be one of ${RETURN_KINDS.join(", ")}` })
    .optional()
    .transform((v) => v || undefined),
  page: listNumber("page", 100_000, 1),
  limit: listNumber("limit", 100, PAGE_SIZE),
});

async function staffViews(db: Db, rows: ReturnRequestRow[]): Promise<StaffReturnView[]> {
  const details = await requestDetails(db, rows);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const orderRows = orderIds.length ? await db.select().from(orders).where(inArray(orders.id, orderIds)) : [];
  return details.map((d) => {
    const order = orderRows.find((o) => o.id === d.row.orderId)!;
    const refund = d.refund;
    return {
      ...toRequestView(d),
      orderId: order.id,
      orderNumber: order.orderNumber,
      paymentMethod: order.paymentMethod,
      customer: {
        name: order.customerName,
        email: order.customerEmail,
        contact: order.customerContact,
        address: order.customerAddress,
      },
      payoutFull: d.row.payout ? describePayout(d.row.payout, true) : null,
      refundError: refund?.state === "failed" ? refund.lastError : null,
      nextStatuses: [...RETURN_TRANSITIONS[d.row.kind][d.row.status]],
      canRetryRefund: refund?.state === "failed" || refund?.state === "pending",
      canMarkPaidOut: refund?.state === "awaiting_payout",
    };
  });
}

/** Every return and exchange, newest first; a status or a kind narrows it ("requested": the staff's to-do list). */
export async function listStaffReturns(db: Db, input: unknown): Promise<StaffReturnPage> {
  const query = parseInput(staffReturnQuerySchema, input);
  const where: SQL | undefined = and(
    query.status ? eq(returnRequests.status, query.status) : undefined,
    query.kind ? eq(returnRequests.kind, query.kind) : undefined,
  );
  const { rows, ...paging } = await newestFirstPage(db, returnRequests, where, query);
  return { returns: await staffViews(db, rows), ...paging };
}

export async function staffReturn(db: Db, id: number): Promise<StaffReturnView> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  if (!row) throw notFound("Return not found");
  return (await staffViews(db, [row]))[0]!;
}

/** Exchanges whose replacement is the shopper's: its size set aside at approval, then shipped. */
const REPLACEMENT_STATUSES: ReturnStatus[] = ["approved", "picked_up", "received", "replacement_shipped"];

/**
 * Each order's exchange replacements as lines at ₹0 (the order page and the staff's list show them with
 * the order's lines): the product and picture of the line exchanged, in its new size.
 */
export async function replacementsByOrder(db: Db, orderIds: number[]): Promise<Map<number, ReplacementLineView[]>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({
      orderId: returnRequests.orderId,
      returnId: returnRequests.id,
      status: returnRequests.status,
      carrier: returnRequests.carrier,
      trackingNumber: returnRequests.trackingNumber,
      productId: orderLines.productId,
      name: orderLines.name,
      image: orderLines.image,
      colour: orderLines.colour,
      forSize: orderLines.size,
      size: returnLines.exchangeSize,
      quantity: returnLines.quantity,
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(
      and(
        inArray(returnRequests.orderId, orderIds),
        eq(returnRequests.kind, "exchange"),
        inArray(returnRequests.status, REPLACEMENT_STATUSES),
      ),
    )
    .orderBy(asc(returnRequests.id), asc(returnLines.id));
  return groupBy(
    rows,
    (row) => row.orderId,
    (row): ReplacementLineView => ({
      returnId: row.returnId,
      productId: String(row.productId),
      name: row.name,
      image: row.image,
      colour: row.colour,
      size: row.size ?? "",
      forSize: row.forSize,
      quantity: row.quantity,
      unitPrice: 0,
      lineTotal: 0,
      shipped:
        row.status === "replacement_shipped" && row.carrier && row.trackingNumber
          ? { carrier: row.carrier, trackingNumber: row.trackingNumber }
          : null,
    }),
  );
}

/**
 * The shopper's pages: each delivered order in the list gets its returns part and its exchanges'
 * replacements (only a delivered order has any).
 */
export async function withReturns<T extends OrderView>(db: Db, views: T[], now = new Date()): Promise<T[]> {
  const delivered = views.filter((view) => view.status === "delivered").map((view) => view.id);
  const [byOrder, replacements] = await Promise.all([
    returnsForOrders(db, views, now),
    replacementsByOrder(db, delivered),
  ]);
  return views.map((view) => {
    const returns = byOrder.get(view.id);
    const extra = replacements.get(view.id);
    return returns || extra ? { ...view, ...(returns && { returns }), replacements: extra ?? view.replacements } : view;
  });
}
