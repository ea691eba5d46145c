import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { Db } from "../db/client";
import { newestFirstPage } from "../db/staff-lists";
import {
  creditNotes,
  emailOutbox,
  orderEvents,
  orderLines,
  orders,
  productVariants,
  products,
  refunds,
  returnLines,
  returnRequests,
  type OrderLineRow,
  type OrderRow,
  type RefundRow,
  type ReturnRequestRow,
} from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { listNumber, parseInput } from "../http/parse";
import type { PaymentGateway } from "../payments/gateway";
import { issueCreditNote } from "../invoices/invoices";
import type { InvoiceSeller } from "../invoices/invoice-tax";
import { letterBody, recordOrderEvent } from "./events";
import { normalizeOrderNumber } from "./orders";
import type { Tx } from "../db/client";
import { returnStock, stockMessage, takeStock, type Holding } from "./stock";
import { PAGE_SIZE } from "@rules/catalog-types";
import { trackingField } from "@rules/staff";
import { collectionForProduct } from "@rules/collections";
import { formatPaise } from "@rules/money";
import type { OrderActor, OrderView } from "@rules/order-status";
import {
  NOT_RETURNABLE_LABELS,
  REFUND_STATE_LABELS,
  RELEASED_STATUSES,
  RETURN_KINDS,
  RETURN_MESSAGES,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  describePayout,
  lineReturnability,
  returnEventKind,
  returnMoveProblem,
  returnRequestSchema,
  statusLabel,
  type OrderReturnsView,
  type ReplacementLineView,
  type ReturnRequestView,
  type ReturnStatus,
  type StaffReturnPage,
  type StaffReturnView,
} from "@rules/returns";

export interface ReturnsContext {
  db: Db;
  gateway: PaymentGateway;
  /** `seller`: the store's legal name, address and GSTIN, for a credit note whose invoice kept none. */
  settings: { storeName: string; supportEmail: string; seller?: InvoiceSeller | undefined };
  logger?: Logger;
}

/** A refund claim older than this is taken to have died with its process: another attempt may go on. */
const CLAIM_TIMEOUT = sql`interval '5 minutes'`;

/** When each order was delivered: its (last) delivered event, the start of every return window. */
async function deliveredAt(db: Db | Tx, orderIds: number[]): Promise<Map<number, Date>> {
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
async function lineRules(db: Db | Tx, lines: OrderLineRow[]) {
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

/** Each product's sizes in stock now, in the catalogue's order (what an exchange may ask for). */
async function sizesInStock(db: Db | Tx, productIds: number[]): Promise<Map<number, string[]>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ productId: productVariants.productId, size: productVariants.size })
    .from(productVariants)
    .where(
      and(inArray(productVariants.productId, ids), sql`${productVariants.stock} > 0`, ne(productVariants.size, "")),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.id));
  const sizes = new Map<number, string[]>();
  for (const row of rows) sizes.set(row.productId, [...(sizes.get(row.productId) ?? []), row.size]);
  return sizes;
}

/** How many of each order line live requests (returns and exchanges, not rejected or cancelled) already take. */
async function requestedByLine(db: Db | Tx, orderLineIds: number[]): Promise<Map<number, number>> {
  if (!orderLineIds.length) return new Map();
  const rows = await db
    .select({ orderLineId: returnLines.orderLineId, n: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(
      and(
        inArray(returnLines.orderLineId, orderLineIds),
        sql`${returnRequests.status} not in (${sql.join(
          RELEASED_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, row.n]));
}

interface RequestDetails {
  row: ReturnRequestRow;
  lines: {
    orderLineId: number;
    name: string;
    size: string;
    variantId: number | null;
    quantity: number;
    reason: string;
    unitPricePaise: number;
    productId: number;
    exchangeSize: string | null;
    exchangeVariantId: number | null;
  }[];
  refund: RefundRow | undefined;
  creditNoteNumber: string | null;
}

async function requestDetails(db: Db | Tx, rows: ReturnRequestRow[]): Promise<RequestDetails[]> {
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
        size: orderLines.size,
        variantId: orderLines.variantId,
        unitPricePaise: orderLines.unitPricePaise,
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

/** What a return refunds for its lines (an exchange refunds nothing). */
const amountOf = (details: RequestDetails) =>
  details.row.kind === "exchange"
    ? 0
    : details.lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);

/** The new sizes an exchange reserves when approved (and gives back if cancelled). */
const replacementHoldings = (details: RequestDetails): Holding[] =>
  details.lines.map((line) => ({
    productId: line.productId,
    variantId: line.exchangeVariantId,
    quantity: line.quantity,
  }));

function toRequestView(details: RequestDetails): ReturnRequestView {
  const { row, refund } = details;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    statusLabel: statusLabel(row.kind, row.status),
    createdAt: row.createdAt.toISOString(),
    lines: details.lines.map(({ orderLineId, name, size, quantity, reason, exchangeSize }) => ({
      orderLineId,
      name,
      size: size || null,
      quantity,
      reason,
      newSize: exchangeSize,
    })),
    amount: (refund?.amountPaise ?? amountOf(details)) / 100,
    replacement:
      row.carrier && row.trackingNumber ? { carrier: row.carrier, trackingNumber: row.trackingNumber } : null,
    refund: refund
      ? {
          state: refund.state,
          label: REFUND_STATE_LABELS[refund.state],
          reference: refund.providerRefundId ?? refund.payoutReference,
          shipping: refund.shippingPaise / 100,
        }
      : null,
    payout: row.payout ? describePayout(row.payout) : null,
    staffNote: row.staffNote,
    creditNoteNumber: details.creditNoteNumber,
  };
}

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
    sizesInStock(
      db,
      lines.map((line) => line.productId),
    ),
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
        const others = line.size ? (sizes.get(line.productId) ?? []).filter((size) => size !== line.size) : [];
        return {
          orderLineId: line.id,
          name: line.name,
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

/**
 * A shopper asks to return lines of their delivered order, or to exchange them for another size (the
 * caller has already matched the order to the shopper: signed in, or the guest's number and e-mail). The
 * order row is locked, so two requests at once cannot both take the last returnable unit. Refusals name
 * the line and why (409), or the input (400). An exchange's new size must be another size of the same
 * product in stock now; it is reserved only when the staff approve it.
 */
export async function requestReturn(
  ctx: Pick<ReturnsContext, "db" | "settings">,
  order: OrderRow | undefined,
  input: unknown,
  now = new Date(),
): Promise<ReturnRequestView> {
  const { db, settings } = ctx;
  if (!order) throw notFound("Order not found");
  const request = parseInput(returnRequestSchema, input);
  const exchange = request.kind === "exchange";
  if (!exchange && order.paymentMethod === "cod" && !request.payout) {
    throw new HttpError(400, RETURN_MESSAGES.payoutNeeded);
  }
  const returnId = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
    if (!locked || locked.status !== "delivered") throw new HttpError(409, RETURN_MESSAGES.notDelivered);
    const deliveredOn = (await deliveredAt(tx, [locked.id])).get(locked.id);
    if (!deliveredOn) throw new HttpError(409, RETURN_MESSAGES.notDelivered);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, locked.id));
    const [rules, taken, sizes] = await Promise.all([
      lineRules(tx, lines),
      requestedByLine(
        tx,
        lines.map((line) => line.id),
      ),
      exchange
        ? sizesInStock(
            tx,
            lines.map((line) => line.productId),
          )
        : new Map<number, string[]>(),
    ]);
    const seen = new Set<number>();
    // Each exchanged line's new variant, which its approval reserves.
    const replacements = new Map<number, number>();
    for (const wanted of request.lines) {
      const line = lines.find((l) => l.id === wanted.orderLineId);
      if (!line) throw new HttpError(400, `Order line ${wanted.orderLineId} is not in order ${locked.orderNumber}`);
      if (seen.has(line.id)) throw new HttpError(400, `${line.name} is listed twice`);
      seen.add(line.id);
      const rule = rules.get(line.id)!;
      const chance = lineReturnability({
        quantity: line.quantity,
        alreadyRequested: taken.get(line.id) ?? 0,
        ...rule,
        deliveredAt: deliveredOn,
        now,
      });
      if (chance.reason) throw new HttpError(409, `${line.name}: ${NOT_RETURNABLE_LABELS[chance.reason]}`);
      if (wanted.quantity > chance.returnable) {
        throw new HttpError(409, `${line.name}: only ${chance.returnable} can still be returned`);
      }
      if (exchange) {
        if (!line.size) throw new HttpError(409, `${line.name} comes in one size and cannot be exchanged`);
        if (!wanted.size) throw new HttpError(400, `${line.name}: choose the new size`);
        if (wanted.size === line.size) {
          throw new HttpError(400, `${line.name}: the new size must differ from the one bought (${line.size})`);
        }
        const [variant] = await tx
          .select({ id: productVariants.id, stock: productVariants.stock })
          .from(productVariants)
          .where(and(eq(productVariants.productId, line.productId), eq(productVariants.size, wanted.size)));
        if (!variant) throw new HttpError(400, `${line.name} does not come in size ${wanted.size}`);
        if (!(sizes.get(line.productId) ?? []).includes(wanted.size) || variant.stock < wanted.quantity) {
          throw new HttpError(409, stockMessage({ name: line.name, size: wanted.size, available: variant.stock }));
        }
        replacements.set(line.id, variant.id);
      }
    }
    const [created] = await tx
      .insert(returnRequests)
      .values({
        orderId: locked.id,
        kind: request.kind,
        payout: !exchange && locked.paymentMethod === "cod" ? request.payout : null,
      })
      .returning();
    await tx.insert(returnLines).values(
      request.lines.map((line) => ({
        returnId: created!.id,
        orderLineId: line.orderLineId,
        quantity: line.quantity,
        reason: line.reason,
        exchangeSize: exchange ? line.size! : null,
        exchangeVariantId: replacements.get(line.orderLineId) ?? null,
      })),
    );
    const items = request.lines.reduce((sum, line) => sum + line.quantity, 0);
    await recordOrderEvent(tx, locked.id, locked.status, "shopper", `${items} ${items === 1 ? "item" : "items"}`, {
      returnId: created!.id,
      returnStatus: returnEventKind(request.kind, "requested"),
    });
    // The shopper's confirmation, written with the request: a refused or rolled-back request sends none.
    const [details] = await requestDetails(tx, [created!]);
    const letter = requestLetter(details!, settings.storeName);
    await tx.insert(emailOutbox).values(returnEmail(locked, letter.subject, letter.middle, settings));
    return created!.id;
  });
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
  return toRequestView((await requestDetails(db, [row!]))[0]!);
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

async function staffReturn(db: Db, id: number): Promise<StaffReturnView> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  if (!row) throw notFound("Return not found");
  return (await staffViews(db, [row]))[0]!;
}

export const returnMoveSchema = z
  .object({
    status: z.enum(RETURN_STATUSES, { error: `Status must be one of ${RETURN_STATUSES.join(", ")}` }),
    note: z
      .string({ error: "Note must be text" })
      .trim()
      .max(300, "Note must be at most 300 characters")
      .optional()
      .transform((v) => v || undefined),
    carrier: trackingField("Carrier"),
    trackingNumber: trackingField("Tracking number"),
  })
  .superRefine((move, ctx) => {
    if (move.status !== "replacement_shipped") return;
    if (!move.carrier) ctx.addIssue({ code: "custom", path: ["carrier"], message: "Carrier is required to ship" });
    if (!move.trackingNumber) {
      ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: "Tracking number is required to ship" });
    }
  });

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

function returnEmail(
  order: OrderRow,
  subject: string,
  middle: string[],
  settings: ReturnsContext["settings"],
): typeof emailOutbox.$inferInsert {
  const body = letterBody(order, middle, settings);
  return { toAddress: order.customerEmail, subject: `${subject} (order ${order.orderNumber})`, body };
}

/** A request's lines as its letters list them: "- Name (size M) x 1", an exchange's ", for size L". */
const letterItems = (details: RequestDetails) =>
  details.lines.map(
    (l) =>
      `- ${l.name}${l.size ? ` (size ${l.size})` : ""} x ${l.quantity}` +
      (details.row.kind === "exchange" && l.exchangeSize ? `, for size ${l.exchangeSize}` : ""),
  );

/** The shopper's confirmation that a return or exchange was asked for: what, and what happens next. */
function requestLetter(details: RequestDetails, storeName: string): { subject: string; middle: string[] } {
  const { row } = details;
  const exchange = row.kind === "exchange";
  const items = letterItems(details);
  const to = row.payout ? describePayout(row.payout) : "your original payment method";
  return {
    subject: `We have your ${storeName} ${exchange ? "exchange" : "return"} request`,
    middle: [
      `You asked us to ${exchange ? "exchange" : "return"}:`,
      ...details.lines.map((line, i) => `${items[i]} (${line.reason})`),
      "",
      "We will check it and e-mail you when it is approved and the pickup is arranged.",
      exchange
        ? "Once approved, the new size is set aside for you; it ships, at no charge, once we receive the item."
        : `Once we receive it, we refund ${formatPaise(amountOf(details))} to ${to}.`,
    ],
  };
}

/**
 * The shopper's e-mail for a move. A return's receipt: for cash on delivery, what will be paid out and
 * where (`refund`, the refund just opened); an online payment's refund is made at once and its own letter
 * says so.
 */
function moveLetter(
  row: ReturnRequestRow,
  status: ReturnStatus,
  details: RequestDetails,
  move: { note?: string | undefined; carrier?: string | undefined; trackingNumber?: string | undefined },
  storeName: string,
  refund?: { amountPaise: number; shippingPaise: number; payout: string },
): { subject: string; middle: string[] } | undefined {
  const exchange = row.kind === "exchange";
  const what = exchange ? "exchange" : "return";
  const items = letterItems(details);
  switch (status) {
    case "approved":
      return {
        subject: `Your ${storeName} ${what} is approved`,
        middle: [
          `We have approved your ${what} of:`,
          ...items,
          "",
          "Our courier will collect it from your delivery address. Please keep it unused, with its tags and packaging.",
          ...(exchange
            ? ["", "The new size is set aside for you and ships, at no charge, once we receive the item."]
            : []),
        ],
      };
    case "rejected":
      return {
        subject: `Your ${storeName} ${what} was not accepted`,
        middle: [`We could not accept your ${what} of:`, ...items, ...(move.note ? ["", `Reason: ${move.note}`] : [])],
      };
    case "cancelled":
      return {
        subject: `Your ${storeName} ${what} was cancelled`,
        middle: [`Your ${what} of:`, ...items, "was cancelled.", ...(move.note ? ["", `Reason: ${move.note}`] : [])],
      };
    case "picked_up":
      return {
        subject: `We picked up your ${storeName} ${what}`,
        middle: [
          `Our courier collected your ${what} of:`,
          ...items,
          "",
          exchange
            ? "Once it reaches us and is checked, your new size ships."
            : "Once it reaches us and is checked, we refund it.",
        ],
      };
    case "received":
      if (exchange) {
        return {
          subject: `We received your ${storeName} exchange`,
          middle: ["We received the item you sent back:", ...items, "", "Your new size ships next, at no charge."],
        };
      }
      if (!refund) return undefined; // An online payment's refund is made now: its letter follows.
      return {
        subject: `We received your ${storeName} return`,
        middle: [
          "We received the items you sent back:",
          ...items,
          "",
          `We will pay your refund of ${formatPaise(refund.amountPaise)} to ${refund.payout}, and e-mail you its payment reference (UTR) once it is paid.`,
          ...(refund.shippingPaise
            ? [
                `This includes the order's shipping charge of ${formatPaise(refund.shippingPaise)}: the whole order came back.`,
              ]
            : []),
        ],
      };
    case "replacement_shipped":
      return {
        subject: `Your ${storeName} exchange has shipped`,
        middle: [
          "Your new size is on its way, at no charge:",
          ...details.lines.map((l) => `- ${l.name} (size ${l.exchangeSize ?? ""}) x ${l.quantity}`),
          "",
          `Carrier: ${move.carrier ?? ""}`,
          `Tracking number: ${move.trackingNumber ?? ""}`,
          "",
          "Your order's page shows it as a line of the order at ₹0: nothing more is charged.",
        ],
      };
    default:
      return undefined;
  }
}

/**
 * Whether receiving return `returnId` brings back every unit the order bought: with the returns already
 * received, its lines cover each order line's whole quantity. Exchanges do not count (their replacement
 * is delivered, so the order was not given back). The caller holds the order's lock.
 */
async function completesWholeOrder(tx: Tx, orderId: number, returnId: number): Promise<boolean> {
  const [lines, back] = await Promise.all([
    tx
      .select({ id: orderLines.id, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId)),
    tx
      .select({ orderLineId: returnLines.orderLineId, n: sql<number>`sum(${returnLines.quantity})::int` })
      .from(returnLines)
      .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
      .where(
        and(
          eq(returnRequests.orderId, orderId),
          eq(returnRequests.kind, "return"),
          or(eq(returnRequests.status, "received"), eq(returnRequests.id, returnId)),
        ),
      )
      .groupBy(returnLines.orderLineId),
  ]);
  const returned = new Map(back.map((row) => [row.orderLineId, row.n]));
  return lines.length > 0 && lines.every((line) => (returned.get(line.id) ?? 0) >= line.quantity);
}

/**
 * The staff move a return or an exchange (RETURN_TRANSITIONS; 409 otherwise). The request's row is
 * locked, so a double submission finds it already moved (409) and nothing happens twice; every stock move
 * and e-mail is written in that one transaction. Approving an exchange reserves its new sizes through the
 * stock module (409 and nothing changes when one is short); cancelling it gives them back; receiving gives
 * the sent-back size's stock back and, for a return, opens its refund (one per return), made through the
 * gateway after the transaction (processRefund) for an online payment; shipping an exchange's replacement
 * records its carrier and tracking number.
 */
export async function moveReturn(
  ctx: ReturnsContext,
  id: number,
  input: unknown,
  staffUserId: number | null,
): Promise<StaffReturnView> {
  const move = parseInput(returnMoveSchema, input);
  const { status, note } = move;
  if (!validId(id)) throw notFound("Return not found");
  const { db, settings } = ctx;
  let refundToMake = false;
  await db.transaction(async (tx) => {
    let payoutDue: { amountPaise: number; shippingPaise: number; payout: string } | undefined;
    const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for("update");
    if (!row) throw notFound("Return not found");
    const problem = returnMoveProblem(row.kind, row.status, status);
    if (problem) throw new HttpError(409, problem);
    // The order is locked too: two returns of one order received at once are judged one after the other,
    // so exactly one of them is the one that completes a whole-order return (and refunds the shipping).
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for("update");
    const [details] = await requestDetails(tx, [row]);
    const exchange = row.kind === "exchange";

    if (exchange && status === "approved") {
      const taken = await takeStock(tx, replacementHoldings(details!));
      if (!taken.ok) throw new HttpError(409, `Cannot reserve the new size: ${stockMessage(taken)}`);
    }
    if (exchange && status === "cancelled") await returnStock(tx, replacementHoldings(details!));
    if (status === "received") {
      // The sent-back units, in the size that was bought.
      await returnStock(
        tx,
        details!.lines.map((line) => ({
          productId: line.productId,
          variantId: line.variantId,
          quantity: line.quantity,
        })),
      );
    }
    if (status === "received" && !exchange) {
      const shippingPaise =
        order!.shippingPaise > 0 && (await completesWholeOrder(tx, order!.id, id)) ? order!.shippingPaise : 0;
      const amountPaise = amountOf(details!) + shippingPaise;
      await tx.insert(refunds).values({
        returnId: id,
        orderId: order!.id,
        amountPaise,
        shippingPaise,
        state: order!.paymentMethod === "online" ? "pending" : "awaiting_payout",
        receipt: `return-${id}`,
      });
      refundToMake = order!.paymentMethod === "online";
      if (!refundToMake) {
        payoutDue = { amountPaise, shippingPaise, payout: row.payout ? describePayout(row.payout) : "your account" };
      }
    }

    const noted = status === "rejected" || status === "cancelled" ? (note ?? null) : null;
    await tx
      .update(returnRequests)
      .set({
        status,
        updatedAt: sql`now()`,
        ...(noted !== null && { staffNote: noted }),
        ...(status === "replacement_shipped" && { carrier: move.carrier!, trackingNumber: move.trackingNumber! }),
      })
      .where(eq(returnRequests.id, id));
    const eventNote =
      status === "replacement_shipped" ? `${move.carrier} · tracking number ${move.trackingNumber}` : noted;
    await recordOrderEvent(tx, order!.id, order!.status, "staff", eventNote, {
      returnId: id,
      returnStatus: returnEventKind(row.kind, status),
      byUserId: staffUserId,
    });
    const letter = moveLetter(row, status, details!, move, settings.storeName, payoutDue);
    if (letter) await tx.insert(emailOutbox).values(returnEmail(order!, letter.subject, letter.middle, settings));
  });
  if (refundToMake) await processRefund(ctx, id);
  return staffReturn(db, id);
}

/**
 * The refund is made: its event on the order's timeline, its credit note when the order was invoiced
 * (a GST credit note, numbered in its own series: server/invoices/invoices.ts) and the shopper's e-mail,
 * in one transaction.
 */
async function recordRefunded(
  tx: Tx,
  refund: RefundRow,
  how: string,
  settings: ReturnsContext["settings"],
  by: { actor: OrderActor; userId: number | null },
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
  await recordOrderEvent(tx, order!.id, order!.status, by.actor, `${formatPaise(refund.amountPaise)} ${how}`, {
    returnId: refund.returnId,
    returnStatus: "refunded",
    byUserId: by.userId,
  });
  const note = await issueCreditNote(tx, refund, settings.seller);
  await tx
    .insert(emailOutbox)
    .values(
      returnEmail(
        order!,
        `Your ${settings.storeName} refund of ${formatPaise(refund.amountPaise)} is on its way`,
        [
          `We received your return and refunded ${formatPaise(refund.amountPaise)} ${how}.`,
          ...(refund.shippingPaise
            ? [
                `This includes the order's shipping charge of ${formatPaise(refund.shippingPaise)}: the whole order came back.`,
              ]
            : []),
          "Banks usually take 7-10 business days to show it.",
          ...(note
            ? ["", `Our GST credit note ${note.creditNoteNumber} for it is on your order's page, to download.`]
            : []),
        ],
        settings,
      ),
    );
}

/**
 * Makes an online payment's refund through the gateway, exactly once: one caller claims the refund row
 * (a conditional update; a claim left by a dead process expires), asks the gateway with the refund's
 * receipt (which answers an earlier refund with that receipt rather than refunding again), and records
 * the outcome only if the row is still its claim. Anyone else finds it claimed or done and changes nothing.
 */
export async function processRefund(ctx: ReturnsContext, returnId: number): Promise<RefundRow | undefined> {
  const { db, gateway } = ctx;
  const [claimed] = await db
    .update(refunds)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(refunds.returnId, returnId),
        inArray(refunds.state, ["pending", "failed"]),
        or(sql`${refunds.claimedAt} is null`, sql`${refunds.claimedAt} < now() - ${CLAIM_TIMEOUT}`),
      ),
    )
    .returning();
  if (!claimed) {
    const [current] = await db.select().from(refunds).where(eq(refunds.returnId, returnId));
    return current;
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, claimed.orderId));
  try {
    if (!order?.providerPaymentId) throw new Error("The order has no recorded online payment to refund");
    const refund = await gateway.refund({
      paymentId: order.providerPaymentId,
      amountPaise: claimed.amountPaise,
      receipt: claimed.receipt,
      notes: { order_number: order.orderNumber, return_id: String(returnId) },
    });
    if (refund.status === "failed") throw new Error(`The gateway reports refund ${refund.id} failed`);
    // Recorded only while the claim stands: a refund webhook that settled the row meanwhile cleared it.
    const stillClaimed = and(
      eq(refunds.id, claimed.id),
      inArray(refunds.state, ["pending", "failed"]),
      isNotNull(refunds.claimedAt),
    );
    if (refund.status === "pending" && gateway.canVerifyWebhooks) {
      // Razorpay took it; the bank settles it later and the refund.processed (or .failed) webhook says so.
      // (Without a webhook secret no such webhook can be trusted: a pending refund is recorded as made.)
      const [sent] = await db
        .update(refunds)
        .set({ state: "sent", providerRefundId: refund.id, claimedAt: null, lastError: null })
        .where(stillClaimed)
        .returning();
      return sent ?? (await db.select().from(refunds).where(eq(refunds.id, claimed.id)))[0];
    }
    return await db.transaction(async (tx) => {
      const [done] = await tx
        .update(refunds)
        .set({
          state: "processed",
          providerRefundId: refund.id,
          completedAt: sql`now()`,
          claimedAt: null,
          lastError: null,
        })
        .where(stillClaimed)
        .returning();
      if (done) {
        await recordRefunded(tx, done, "to your original payment method", ctx.settings, {
          actor: "payment",
          userId: null,
        });
      }
      return done;
    });
  } catch (error) {
    ctx.logger?.error({ err: error, returnId }, "refund not made");
    const message = error instanceof Error ? error.message : String(error);
    const [failed] = await db
      .update(refunds)
      .set({ state: "failed", lastError: message.slice(0, 500), claimedAt: null })
      .where(
        and(eq(refunds.id, claimed.id), inArray(refunds.state, ["pending", "failed"]), isNotNull(refunds.claimedAt)),
      )
      .returning();
    return failed;
  }
}

/** The parts of Razorpay's refund entity (a refund.processed or refund.failed webhook's) that the store reads. */
export interface GatewayRefundEvent {
  event: "refund.processed" | "refund.failed";
  refundId: string;
  paymentId: string;
  receipt: string | null;
  amountPaise: number | undefined;
}

/**
 * A refund.processed or refund.failed webhook, applied in the webhook's transaction (which also records
 * its event id, so a repeat changes nothing). The refund is found by the gateway's id, or by our receipt
 * (unique per return: an answer never recorded, or a retry's new refund); its row is locked. Processed: a refund not yet done becomes
 * `processed`, with its "Refunded" event and e-mail (written once: only a row not yet processed moves).
 * Failed: a refund the gateway had accepted (`sent`, or still `pending` under a claim) becomes `failed`
 * with the reason, for the staff's "Retry refund"; a refund already recorded as processed is left alone.
 * Refunds that are not a return's (another application's, or an extra payment's) are ignored.
 */
export async function applyRefundEvent(
  tx: Tx,
  settings: ReturnsContext["settings"],
  refund: GatewayRefundEvent,
  logger?: Logger,
): Promise<"processed" | "ignored"> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(
      or(
        eq(refunds.providerRefundId, refund.refundId),
        refund.receipt ? eq(refunds.receipt, refund.receipt) : undefined,
      ),
    )
    .for("update");
  if (!row) return "ignored";
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  if (order?.providerPaymentId !== refund.paymentId) {
    logger?.error({ refundId: refund.refundId, returnId: row.returnId }, "refund webhook names another payment");
    return "ignored";
  }
  if (refund.event === "refund.processed") {
    if (!["pending", "sent", "failed"].includes(row.state)) return "ignored";
    const [done] = await tx
      .update(refunds)
      .set({
        state: "processed",
        providerRefundId: refund.refundId,
        completedAt: sql`now()`,
        claimedAt: null,
        lastError: null,
      })
      .where(eq(refunds.id, row.id))
      .returning();
    await recordRefunded(tx, done!, "to your original payment method", settings, { actor: "payment", userId: null });
    return "processed";
  }
  // A late failure of an earlier attempt (the staff retried since, as a new refund) changes nothing.
  if (row.providerRefundId && row.providerRefundId !== refund.refundId) return "ignored";
  if (row.state !== "sent" && row.state !== "pending") {
    if (row.state === "processed") {
      logger?.error({ refundId: refund.refundId, returnId: row.returnId }, "refund.failed for a processed refund");
    }
    return "ignored";
  }
  await tx
    .update(refunds)
    .set({
      state: "failed",
      providerRefundId: refund.refundId,
      lastError: `Razorpay reports refund ${refund.refundId} failed`,
      claimedAt: null,
    })
    .where(eq(refunds.id, row.id));
  return "processed";
}

/** The staff try a failed online refund again (the same exactly-once path). */
export async function retryRefund(ctx: ReturnsContext, id: number): Promise<StaffReturnView> {
  if (!validId(id)) throw notFound("Return not found");
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.returnId, id));
  if (!refund) throw notFound("This return has no refund yet");
  if (refund.state !== "failed" && refund.state !== "pending") {
    throw new HttpError(409, `The refund is already "${REFUND_STATE_LABELS[refund.state]}"`);
  }
  await processRefund(ctx, id);
  return staffReturn(ctx.db, id);
}

export const payoutPaidSchema = z.object({
  reference: z
    .string({ error: "Payment reference (UTR) is required" })
    .trim()
    .min(4, "Payment reference (UTR) must be 4 to 40 letters or digits")
    .max(40, "Payment reference (UTR) must be 4 to 40 letters or digits")
    .regex(/^[A-Za-z0-9-]+$/, "Payment reference (UTR) must be 4 to 40 letters or digits"),
});

/** Cash on delivery: the staff paid the refund to the shopper's UPI ID or account (once; 409 after). */
export async function markPayoutPaid(
  ctx: ReturnsContext,
  id: number,
  input: unknown,
  staffUserId: number | null,
): Promise<StaffReturnView> {
  const { reference } = parseInput(payoutPaidSchema, input);
  if (!validId(id)) throw notFound("Return not found");
  await ctx.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.returnId, id)).for("update");
    if (!refund) throw new HttpError(409, "The return must be received before its refund is paid out");
    if (refund.state !== "awaiting_payout") {
      throw new HttpError(409, `The refund is already "${REFUND_STATE_LABELS[refund.state]}"`);
    }
    const [paid] = await tx
      .update(refunds)
      .set({ state: "paid_out", payoutReference: reference, completedAt: sql`now()` })
      .where(eq(refunds.id, refund.id))
      .returning();
    const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id));
    const to = request?.payout ? describePayout(request.payout) : "your account";
    await recordRefunded(tx, paid!, `to ${to} (reference ${reference})`, ctx.settings, {
      actor: "staff",
      userId: staffUserId,
    });
  });
  return staffReturn(ctx.db, id);
}

/** Exchanges whose replacement is the shopper's: its size set aside at approval, then shipped. */
const REPLACEMENT_STATUSES: ReturnStatus[] = ["approved", "picked_up", "received", "replacement_shipped"];

/**
 * Each order's exchange replacements as lines at ₹0 (the order page and the staff's list show them with
 * the order's lines): the product and picture of the line exchanged, in its new size.
 */
export async function replacementsByOrder(db: Db, orderIds: number[]): Promise<Map<number, ReplacementLineView[]>> {
  const byOrder = new Map<number, ReplacementLineView[]>();
  if (!orderIds.length) return byOrder;
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
  for (const row of rows) {
    const line: ReplacementLineView = {
      returnId: row.returnId,
      productId: String(row.productId),
      name: row.name,
      image: row.image,
      size: row.size ?? "",
      forSize: row.forSize,
      quantity: row.quantity,
      unitPrice: 0,
      lineTotal: 0,
      shipped:
        row.status === "replacement_shipped" && row.carrier && row.trackingNumber
          ? { carrier: row.carrier, trackingNumber: row.trackingNumber }
          : null,
    };
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), line]);
  }
  return byOrder;
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

/** A signed-in shopper's own order (My Orders lists the account's orders), by its number. */
export async function orderRowForUser(db: Db, userId: number, orderNumber: string): Promise<OrderRow | undefined> {
  const number = normalizeOrderNumber(orderNumber);
  if (!number) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, number), eq(orders.userId, userId)));
  return order;
}
