// Coupon codes as shoppers meet them: a cart holds one, judged afresh whenever the cart is read, quoted or
// ordered; an order takes one use of it under the code's lock, exactly once, and gives it back when it stops
// holding its goods (cancelled, expired unpaid), as stock moves (server/orders/lifecycle.ts). What a code
// takes off is rules/discounts.ts's.
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { cartCoupons, couponUses, coupons, orders, type CouponRow } from "../db/schema";
import { HttpError, badRequest } from "../http/errors";
import type { OwnerKey } from "../cart/owner";
import {
  CODE_PATTERN,
  couponProblem,
  normalizeCode,
  termsOf,
  unknownCodeMessage,
  type CouponContext,
  type CouponRecord,
  type CouponTerms,
} from "@rules/discounts";
import { STOCK_HOLDING_STATUSES } from "@rules/order-status";

/** Who is using a code: an account, and (at checkout) the e-mail and mobile number given. */
export interface CouponShopper {
  userId: number | null;
  email?: string | null | undefined;
  contact?: string | null | undefined;
}

/**
 * What a code is judged on: the lines as priced, and the automatic offers they were priced with (a code kept
 * off offer lines needs a line without one), so the judgement and the totals see the same offers.
 */
export type PricedCart = Pick<CouponContext, "lines" | "offers">;

export const userIdOfOwner = (owner: OwnerKey): number | null =>
  owner.startsWith("user:") ? Number(owner.slice(5)) : null;

/** The record the rule judges, from its row. */
export const recordOf = (row: CouponRow): CouponRecord => ({
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  capPaise: row.capPaise,
  flatPaise: row.flatPaise,
  minCartPaise: row.minCartPaise,
  categories: row.categories ?? null,
  collections: row.collections ?? null,
  productIds: row.productIds ?? null,
  excludeFinalSale: row.excludeFinalSale,
  combinable: row.combinable,
  state: row.state,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  maxUses: row.maxUses,
  maxUsesPerShopper: row.maxUsesPerShopper,
  firstOrderOnly: row.firstOrderOnly,
  uses: row.uses,
});

/** Any of the shopper's keys (account, e-mail ignoring case, mobile), or nothing to match. */
function shopperMatch(
  shopper: CouponShopper,
  columns: { userId: SQL | typeof orders.userId; email: SQL; contact: SQL },
): SQL | undefined {
  const keys: (SQL | undefined)[] = [];
  if (shopper.userId !== null) keys.push(sql`${columns.userId} = ${shopper.userId}`);
  const email = shopper.email?.trim().toLowerCase();
  if (email) keys.push(sql`lower(${columns.email}) = ${email}`);
  if (shopper.contact) keys.push(sql`${columns.contact} = ${shopper.contact}`);
  return keys.length ? or(...keys) : undefined;
}

/** This shopper's uses of the code held by orders now, and their orders that still stand (the cart's and the product page's judge). */
export async function shopperHistory(db: Db | Tx, couponId: number, shopper: CouponShopper, exceptOrder?: number) {
  const useMatch = shopperMatch(shopper, {
    userId: sql`${couponUses.userId}`,
    email: sql`${couponUses.email}`,
    contact: sql`${couponUses.contact}`,
  });
  const orderMatch = shopperMatch(shopper, {
    userId: orders.userId,
    email: sql`${orders.customerEmail}`,
    contact: sql`${orders.customerContact}`,
  });
  if (!useMatch || !orderMatch) return { shopperUses: 0, earlierOrders: 0 };
  const notThis = exceptOrder === undefined ? undefined : sql`${orders.id} <> ${exceptOrder}`;
  const [uses] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), isNull(couponUses.releasedAt), useMatch));
  const [earlier] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(inArray(orders.status, [...STOCK_HOLDING_STATUSES]), orderMatch, notThis));
  return { shopperUses: uses?.n ?? 0, earlierOrders: earlier?.n ?? 0 };
}

async function couponByCode(db: Db | Tx, code: string, lock = false): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** How a code stands on a cart or an order now: its terms when it applies, else why not. */
export interface CouponJudgement {
  code: string;
  /** null when the code does not apply (see `problem`). */
  terms: CouponTerms | null;
  problem: string | null;
}

/** Judges a code (as typed) on this cart for this shopper. */
export async function judgeCode(
  db: Db | Tx,
  raw: string,
  cart: PricedCart,
  shopper: CouponShopper,
  now = new Date(),
): Promise<CouponJudgement> {
  const code = normalizeCode(raw);
  const row = CODE_PATTERN.test(code) ? await couponByCode(db, code) : undefined;
  return judgeRow(db, code, row, cart, shopper, now);
}

/** Judges a code by its row (none: the store has no such code). */
async function judgeRow(
  db: Db | Tx,
  code: string,
  row: CouponRow | undefined,
  cart: PricedCart,
  shopper: CouponShopper,
  now = new Date(),
): Promise<CouponJudgement> {
  if (!row) return { code, terms: null, problem: unknownCodeMessage(code) };
  const record = recordOf(row);
  const problem = couponProblem(record, { now, ...cart, ...(await shopperHistory(db, row.id, shopper)) });
  return { code, terms: problem ? null : termsOf(record), problem };
}

/** The code the cart holds, if any. */
export async function cartCode(db: Db | Tx, owner: OwnerKey): Promise<string | null> {
  const [row] = await db.select({ code: cartCoupons.code }).from(cartCoupons).where(eq(cartCoupons.owner, owner));
  return row?.code ?? null;
}

/**
 * The cart's code judged on its lines now (null: the cart holds none). The code was stored as judged, so
 * its row is read with it, in one query.
 */
export async function cartCoupon(db: Db | Tx, owner: OwnerKey, cart: PricedCart): Promise<CouponJudgement | null> {
  const [held] = await db
    .select({ code: cartCoupons.code, row: coupons })
    .from(cartCoupons)
    .leftJoin(coupons, eq(coupons.code, cartCoupons.code))
    .where(eq(cartCoupons.owner, owner));
  return held ? judgeRow(db, held.code, held.row ?? undefined, cart, { userId: userIdOfOwner(owner) }) : null;
}

/**
 * Puts a code on the cart, replacing any other; a code that does not apply now is refused with why (400,
 * nothing changes). An empty cart cannot take one.
 */
export async function applyCartCode(db: Db, owner: OwnerKey, raw: unknown, cart: PricedCart): Promise<CouponJudgement> {
  if (typeof raw !== "string" || !raw.trim()) throw badRequest("Enter a code");
  if (!cart.lines.length) throw badRequest("Add something to your cart first, then apply the code");
  const judged = await judgeCode(db, raw, cart, { userId: userIdOfOwner(owner) });
  if (judged.problem) throw badRequest(judged.problem);
  await db
    .insert(cartCoupons)
    .values({ owner, code: judged.code })
    .onConflictDoUpdate({ target: cartCoupons.owner, set: { code: judged.code, appliedAt: sql`now()` } });
  return judged;
}

export async function removeCartCode(db: Db | Tx, owner: OwnerKey): Promise<void> {
  await db.delete(cartCoupons).where(eq(cartCoupons.owner, owner));
}

/** At login the guest's code goes with the guest's cart (unless the account's cart holds one). */
export async function moveCartCode(tx: Tx, from: OwnerKey, to: OwnerKey): Promise<void> {
  await tx
    .update(cartCoupons)
    .set({ owner: to })
    .where(
      and(eq(cartCoupons.owner, from), sql`not exists (select 1 from ${cartCoupons} kept where kept.owner = ${to})`),
    );
  await tx.delete(cartCoupons).where(eq(cartCoupons.owner, from));
}

/** The words of an order refused for its code: the reason, and the way on. */
export const codeRefusedAtOrder = (problem: string) =>
  `${problem}. Remove the code to place the order without it.`.replace(/\.\. /, ". ");

/**
 * Takes one use of the code for an order being placed, in its transaction: the code's row is locked, so
 * racing orders are judged one after the other against the uses the earlier ones took (the last five uses
 * go to exactly five orders), and the shopper's own limits and first order are judged with the e-mail and
 * mobile given. 409 with why when it no longer applies; nothing is written then.
 */
export async function takeCouponUse(
  tx: Tx,
  code: string,
  cart: PricedCart,
  shopper: CouponShopper,
  now = new Date(),
): Promise<{ couponId: number; terms: CouponTerms }> {
  const row = await couponByCode(tx, code, true);
  if (!row) throw new HttpError(409, codeRefusedAtOrder(unknownCodeMessage(code)));
  const record = recordOf(row);
  const problem = couponProblem(record, { now, ...cart, ...(await shopperHistory(tx, row.id, shopper)) });
  if (problem) throw new HttpError(409, codeRefusedAtOrder(problem));
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(eq(coupons.id, row.id));
  return { couponId: row.id, terms: termsOf(record) };
}

/** The use row of a placed order (written once the order has its id). */
export async function recordCouponUse(tx: Tx, couponId: number, orderId: number, shopper: CouponShopper) {
  await tx.insert(couponUses).values({
    couponId,
    orderId,
    userId: shopper.userId,
    email: shopper.email?.trim().toLowerCase() || null,
    contact: shopper.contact || null,
  });
}

/**
 * The order stopped holding its goods: its use goes back to the code, once (the use row says whether it
 * is held). The caller holds the order's row lock.
 */
export async function releaseCouponUse(tx: Tx, orderId: number): Promise<void> {
  const [released] = await tx
    .update(couponUses)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(couponUses.orderId, orderId), isNull(couponUses.releasedAt)))
    .returning({ couponId: couponUses.couponId });
  if (released) {
    await tx
      .update(coupons)
      .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
      .where(eq(coupons.id, released.couponId));
  }
}

/**
 * An expired order paid after all holds its goods again, and its use too: the shopper paid the discounted
 * amount, so the order keeps its discount even if the code's last use has gone meanwhile.
 */
export async function retakeCouponUse(tx: Tx, orderId: number): Promise<void> {
  const [taken] = await tx
    .update(couponUses)
    .set({ releasedAt: null })
    .where(and(eq(couponUses.orderId, orderId), sql`${couponUses.releasedAt} is not null`))
    .returning({ couponId: couponUses.couponId });
  if (taken) {
    await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(eq(coupons.id, taken.couponId));
  }
}
