import { describeOffer } from "@rules/offers";
import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { orderLines, orders, type OrderEventRow, type OrderLineRow, type OrderRow } from "../db/schema";
import type { OwnerKey } from "../cart/owner";
import { eventsByOrder, toEventView } from "./events";
import { indiaToday } from "../delivery/delivery";
import { ORDER_STATUS_LABELS, hasInvoice, isLate, paymentLabel, type OrderView } from "@rules/order-status";
import { toRupees } from "@rules/money";
import { groupBy } from "../db/group-by";

// Reading orders as their shoppers see them: by the shopper who placed one, or by a guest's order number
// and e-mail.

/** An order number alphabet without look-alikes (no 0/O, 1/I/L): made when placing, read when looking up. */
const ORDER_NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const ORDER_NUMBER = /^SH-[2-9A-HJKMNP-Z]{6}$/;

export function newOrderNumber(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `SH-${code}`;
}

/** "sh-7k3q9d", " SH-7K3Q9D " or "7K3Q9D" -> "SH-7K3Q9D"; undefined when it cannot be an order number. */
export function normalizeOrderNumber(input: string): string | undefined {
  const upper = input.trim().toUpperCase();
  const withPrefix = upper.startsWith("SH-") ? upper : `SH-${upper}`;
  return ORDER_NUMBER.test(withPrefix) ? withPrefix : undefined;
}

/** The order as the shopper sees it: amounts in rupees. `maskContact` hides all but the last 4 digits. */
export function toOrderView(
  order: OrderRow,
  lines: (typeof orderLines.$inferSelect)[],
  events: OrderEventRow[],
  options: { maskContact?: boolean } = {},
): OrderView {
  const contact = options.maskContact ? order.customerContact.replace(/\d(?=\d{4})/g, "•") : order.customerContact;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paymentMethod: order.paymentMethod,
    paymentLabel: paymentLabel(order.status, order.paymentMethod, order.paidAt !== null),
    customer: { name: order.customerName, email: order.customerEmail, contact, address: order.customerAddress },
    lines: lines.map((line) => ({
      productId: String(line.productId),
      name: line.name,
      image: line.image,
      colour: line.colour,
      // The API says null for a product without sizes.
      size: line.size || null,
      quantity: line.quantity,
      unitPrice: toRupees(line.unitPricePaise),
      lineTotal: toRupees(line.lineTotalPaise),
      discount: toRupees(line.discountPaise),
      paid: toRupees(line.lineTotalPaise - line.discountPaise),
    })),
    // Filled in for delivered orders (only they have exchanges): server/orders/returns/views.ts's withReturns.
    replacements: [],
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    coupon: order.couponCode
      ? {
          code: order.couponCode,
          discount: toRupees(order.discountPaise - order.offerDiscountPaise),
          shippingDiscount: toRupees(order.shippingDiscountPaise),
        }
      : null,
    offers: order.offerDiscountPaise
      ? { names: (order.offerTerms ?? []).map(describeOffer), discount: toRupees(order.offerDiscountPaise) }
      : null,
    shipping: toRupees(order.shippingPaise),
    total: toRupees(order.totalPaise),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    deliverBy: order.deliverBy,
    late: isLate(order.status, order.deliverBy, indiaToday()),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    timeline: events.map(toEventView),
    hasInvoice: hasInvoice(order.status),
    awaitingDetails: order.awaitingDetails,
  };
}

/** The lines of many orders in one query, by order id (for lists of orders). */
export async function linesByOrder(db: Db, orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
  if (!orderIds.length) return new Map();
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
  return groupBy(lines, (line) => line.orderId);
}

async function viewOf(db: Db, order: OrderRow | undefined, options?: { maskContact?: boolean }) {
  if (!order) return undefined;
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    eventsByOrder(db, [order.id]),
  ]);
  return toOrderView(order, lines, events.get(order.id) ?? [], options);
}

export async function orderViewById(db: Db, id: number): Promise<OrderView | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return viewOf(db, order);
}

/** The order, for the shopper who placed it; undefined for anyone else (so a guess learns nothing). */
export async function getOrderForOwner(db: Db, owner: OwnerKey, orderNumber: string): Promise<OrderView | undefined> {
  return viewOf(db, await orderRowForOwner(db, owner, orderNumber));
}

/** The one ownership rule of an order page, its API and its invoice. */
export async function orderRowForOwner(db: Db, owner: OwnerKey, orderNumber: string): Promise<OrderRow | undefined> {
  const number = normalizeOrderNumber(orderNumber);
  if (!number) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, number), eq(orders.owner, owner)));
  return order;
}

export const orderLookupSchema = z.object({
  orderNumber: z.string({ error: "is required" }).trim().min(1, "is required").max(20, "is not an order number"),
  email: z.string({ error: "is required" }).trim().min(1, "is required").max(254, "is not an e-mail address"),
});

/**
 * A guest's lookup by order number and e-mail (case-insensitive). A wrong number and a wrong e-mail
 * answer the same (undefined), and the contact number is masked.
 */
export async function findOrder(db: Db, orderNumber: string, email: string): Promise<OrderView | undefined> {
  return viewOf(db, await orderRowByLookup(db, orderNumber, email), { maskContact: true });
}

/** The guest lookup's rule (order number and e-mail), for the order and its invoice. */
export async function orderRowByLookup(db: Db, orderNumber: string, email: string): Promise<OrderRow | undefined> {
  const number = normalizeOrderNumber(orderNumber);
  if (!number) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, number), sql`lower(${orders.customerEmail}) = ${email.trim().toLowerCase()}`));
  return order;
}
