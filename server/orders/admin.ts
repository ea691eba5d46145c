import { and, eq, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import { extraPaymentsByOrder } from "../payments/extra-payments";
import type { InvoiceSeller } from "../invoices/invoice-tax";
import { z } from "zod";
import type { Db } from "../db/client";
import { likePattern, newestFirstPage } from "../db/staff-lists";
import { orders, type OrderEventRow, type OrderLineRow, type OrderRow } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { listNumber, parseInput } from "../http/parse";
import { eventsByOrder, queueTrackingEmail } from "./events";
import { linesByOrder, toOrderView, type OrderSettings } from "./orders";
import { transitionOrder } from "./lifecycle";
import { cancelOrder } from "./cancel";
import type { PaymentGateway } from "../payments/gateway";
import type { Logger } from "pino";
import { replacementsByOrder } from "./returns/views";
import { issueInvoice } from "../invoices/invoices";
import { PAGE_SIZE } from "@rules/catalog-types";
import {
  LATE_FILTER,
  NEEDS_TRACKING,
  ORDER_AWAITING_DELIVERY,
  ORDER_STATUSES,
  hasInvoice,
  nextStatuses,
} from "@rules/order-status";
import { indiaToday } from "../delivery/delivery";
import { transitionProblem, type StaffOrderPage, type StaffOrderView } from "@rules/staff";
import { orderMoveSchema } from "@rules/staff-schema";
import { COMMAND_LINE, recordChange, type Actor } from "../audit/audit";
import { orderStatusChange } from "../audit/order-changes";

/** GET /api/admin/orders and the /admin/orders page: a status, an order number or e-mail, paging. */
export const staffOrderQuerySchema = z.object({
  status: z
    .union([z.literal(""), z.literal(LATE_FILTER), z.enum(ORDER_STATUSES)], {
      error: `status: must be ${LATE_FILTER} or one of ${ORDER_STATUSES.join(", ")}`,
    })
    .optional()
    .transform((v) => v || undefined),
  q: z.string().trim().max(100, "q: must be at most 100 characters").optional(),
  page: listNumber("page", 100_000, 1),
  limit: listNumber("limit", 100, PAGE_SIZE),
});

function toStaffOrderView(
  order: OrderRow,
  lines: OrderLineRow[],
  events: OrderEventRow[],
): Omit<StaffOrderView, "extraPayments"> {
  return { ...toOrderView(order, lines, events), nextStatuses: nextStatuses(order.status, "staff") };
}

async function withLines(db: Db, rows: OrderRow[]): Promise<StaffOrderView[]> {
  const ids = rows.map((row) => row.id);
  const [lines, events, extras, replacements] = await Promise.all([
    linesByOrder(db, ids),
    eventsByOrder(db, ids),
    extraPaymentsByOrder(db, ids),
    replacementsByOrder(db, ids),
  ]);
  return rows.map((row) => ({
    ...toStaffOrderView(row, lines.get(row.id) ?? [], events.get(row.id) ?? []),
    replacements: replacements.get(row.id) ?? [],
    extraPayments: extras.get(row.id) ?? [],
  }));
}

/** Every order, newest first. */
export async function listStaffOrders(db: Db, input: unknown): Promise<StaffOrderPage> {
  const query = parseInput(staffOrderQuerySchema, input);
  const where: SQL[] = [];
  if (query.status === LATE_FILTER) {
    // Past the day promised at checkout and not delivered yet.
    where.push(lt(orders.deliverBy, indiaToday()), inArray(orders.status, [...ORDER_AWAITING_DELIVERY]));
  } else if (query.status) {
    where.push(eq(orders.status, query.status));
  }
  if (query.q) {
    where.push(or(ilike(orders.orderNumber, likePattern(query.q)), ilike(orders.customerEmail, likePattern(query.q)))!);
  }
  const { rows, ...paging } = await newestFirstPage(db, orders, and(...where), query);
  return { orders: await withLines(db, rows), ...paging };
}

/**
 * Moves an order where the staff may (rules/order-status.ts; 409 otherwise). Cancelling is
 * server/orders/cancel.ts's: the stock back in the same transaction, a payment taken online refunded
 * through `gateway`. The order row is locked first, so a payment confirmed at the same moment either lands
 * before (and the move is judged from "paid") or finds the order already cancelled. The move's event and
 * its e-mail (shipped, delivered) are written in the same transaction: a retried move finds the order
 * already there (409) and records and sends nothing twice.
 */
export async function moveOrder(
  db: Db,
  id: number,
  input: unknown,
  settings: Pick<OrderSettings, "storeName" | "supportEmail"> & {
    seller: InvoiceSeller;
    /** Refunds an order paid online when it is cancelled. */
    gateway?: PaymentGateway | undefined;
    logger?: Logger | undefined;
  },
  actor: Actor = COMMAND_LINE,
): Promise<StaffOrderView> {
  const { status, carrier, trackingNumber } = parseInput(orderMoveSchema, input);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound("Order not found");
  if (status === "cancelled") {
    if (!settings.gateway) throw new Error("Cancelling an order needs the payment gateway (for its refund)");
    await cancelOrder({ db, gateway: settings.gateway, settings, logger: settings.logger }, id, "staff", actor);
    return staffOrderView(db, id);
  }
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!order) throw notFound("Order not found");
    const problem = transitionProblem(order.status, status);
    if (problem) throw new HttpError(409, problem);
    const shipping = status === NEEDS_TRACKING ? { carrier, trackingNumber } : {};
    const note = status === NEEDS_TRACKING ? `${carrier} · tracking number ${trackingNumber}` : null;
    // Staff moves never take stock (only a payment after expiry does), so the move cannot fall short.
    const moved = await transitionOrder(tx, order, status, "staff", { columns: shipping, note });
    if (!moved.ok) throw new Error(`Staff move of order ${id} found stock short`);
    // Dispatch issues the tax invoice, in the same transaction: a move that fails takes no number.
    if (hasInvoice(status)) await issueInvoice(tx, id, settings.seller);
    await queueTrackingEmail(tx, moved.order, status, settings);
    await recordChange(tx, actor, orderStatusChange(order, status, shipping));
  });
  return staffOrderView(db, id);
}

async function staffOrderView(db: Db, id: number): Promise<StaffOrderView> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  const [view] = await withLines(db, order ? [order] : []);
  return view!;
}
