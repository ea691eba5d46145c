import { asc, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox, orderEvents, type OrderEventRow, type OrderRow } from "../db/schema";
import type { Tx } from "../db/client";
import { ORDER_STATUS_LABELS, type OrderActor, type OrderEventView, type OrderStatus } from "@rules/order-status";
import { RETURN_EVENT_LABELS, type ReturnEventKind } from "@rules/returns";
import { deliveryPromise } from "@rules/delivery";
import { groupBy } from "../db/group-by";

/**
 * Records one status change. Every place that changes an order's status calls this in the same
 * transaction, so the timeline and the status never disagree (a rolled-back move leaves no event).
 */
export async function recordOrderEvent(
  tx: Db | Tx,
  orderId: number,
  status: OrderStatus,
  actor: OrderActor,
  note: string | null = null,
  /** A return's move: the order keeps `status`; the event names the return and its new status. */
  extra: { returnId?: number; returnStatus?: ReturnEventKind; byUserId?: number | null } = {},
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, status, actor, note, ...extra });
}

/** The events of many orders in one query, oldest first, by order id. */
export async function eventsByOrder(db: Db, orderIds: number[]): Promise<Map<number, OrderEventRow[]>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.orderId), asc(orderEvents.id));
  return groupBy(rows, (row) => row.orderId);
}

export function toEventView(row: OrderEventRow): OrderEventView {
  return {
    status: row.status,
    label: row.returnStatus ? RETURN_EVENT_LABELS[row.returnStatus] : ORDER_STATUS_LABELS[row.status],
    returnStatus: row.returnStatus ?? null,
    at: row.at.toISOString(),
    actor: row.actor,
    note: row.note,
  };
}

/** A plain-text e-mail to the order's shopper: greeting, `middle`, where to write, the store's name. */
export function letterBody(
  order: Pick<OrderRow, "customerName">,
  middle: string[],
  settings: { storeName: string; supportEmail: string },
): string {
  return [
    `Hello ${order.customerName},`,
    "",
    ...middle,
    "",
    `Questions? Write to ${settings.supportEmail}.`,
    "",
    settings.storeName,
  ].join("\n");
}

/** The e-mails a shopper gets as the parcel moves: at shipped (with the tracking number) and at delivered. */
export async function queueTrackingEmail(
  tx: Tx,
  order: OrderRow,
  status: OrderStatus,
  settings: { storeName: string; supportEmail: string },
): Promise<void> {
  let subject: string;
  let middle: string[];
  if (status === "shipped") {
    subject = `Your ${settings.storeName} order ${order.orderNumber} has shipped`;
    middle = [
      `Your order ${order.orderNumber} is on its way.`,
      "",
      `Carrier: ${order.carrier ?? ""}`,
      `Tracking number: ${order.trackingNumber ?? ""}`,
      "",
      deliveryPromise(order.deliverBy),
    ];
  } else if (status === "delivered") {
    subject = `Your ${settings.storeName} order ${order.orderNumber} was delivered`;
    middle = [`Your order ${order.orderNumber} was delivered. We hope you enjoy it.`];
  } else {
    return;
  }
  await tx
    .insert(emailOutbox)
    .values({ toAddress: order.customerEmail, subject, body: letterBody(order, middle, settings) });
}
