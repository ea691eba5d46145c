// A shopper asks to return or exchange lines of a delivered order.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  emailOutbox,
  orderLines,
  orders,
  productVariants,
  returnLines,
  returnRequests,
  type OrderRow,
} from "../../db/schema";
import { HttpError, notFound } from "../../http/errors";
import { parseInput } from "../../http/parse";
import { recordOrderEvent } from "../events";
import { normalizeOrderNumber } from "../orders";
import { stockMessage } from "../stock";
import {
  NOT_RETURNABLE_LABELS,
  RETURN_MESSAGES,
  lineReturnability,
  returnEventKind,
  type ReturnRequestView,
} from "@rules/returns";
import { returnRequestSchema } from "@rules/returns-schema";
import {
  deliveredAt,
  lineRules,
  requestDetails,
  requestedByLine,
  exchangeChoices,
  toRequestView,
  type ReturnsContext,
} from "./details";
import { requestLetter, returnEmail } from "./letters";

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
      exchange ? exchangeChoices(tx, lines) : new Map<number, { colourId: number | undefined; sizes: string[] }>(),
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
          .where(
            and(
              eq(productVariants.productId, line.productId),
              eq(productVariants.colourId, sizes.get(line.id)?.colourId ?? -1),
              eq(productVariants.size, wanted.size),
            ),
          );
        if (!variant) throw new HttpError(400, `${line.name} does not come in size ${wanted.size}`);
        if (!(sizes.get(line.id)?.sizes ?? []).includes(wanted.size) || variant.stock < wanted.quantity) {
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
