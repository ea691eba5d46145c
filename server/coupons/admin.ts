// The staff's side of coupon codes: the list with each code's uses, discount given and the revenue of its
// orders; create, edit, pause, resume and end. An order keeps the terms it got (orders.coupon_terms), so
// nothing here reaches a placed order.
import { asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { couponUses, coupons, orders, products, type CouponRow } from "../db/schema";
import { HttpError, badRequest, notFound } from "../http/errors";
import { parseInput } from "../http/parse";
import { couponColumns, couponInputSchema, istDayOf, type StaffCouponView } from "@rules/coupon-schema";
import { COUPON_STATES, describeCoupon, type CouponState } from "@rules/discounts";
import { toRupees } from "@rules/money";
import { z } from "@rules/zod";
import { recordOf } from "./coupons";
import { COMMAND_LINE, changedFields, recordChange, type Actor } from "../audit/audit";

type Stats = { discountPaise: number; revenuePaise: number };

function toView(row: CouponRow, stats: Stats | undefined): StaffCouponView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    description: describeCoupon(recordOf(row)),
    percent: row.percent,
    cap: toRupees(row.capPaise),
    flat: toRupees(row.flatPaise),
    minCart: toRupees(row.minCartPaise),
    categories: row.categories ?? [],
    collections: row.collections ?? [],
    products: row.productIds ?? [],
    excludeFinalSale: row.excludeFinalSale,
    combinable: row.combinable,
    startsOn: row.startsAt ? istDayOf(row.startsAt) : null,
    endsOn: row.endsAt ? istDayOf(new Date(row.endsAt.getTime() - 1)) : null,
    maxUses: row.maxUses,
    maxUsesPerShopper: row.maxUsesPerShopper,
    firstOrderOnly: row.firstOrderOnly,
    showOnProductPages: row.showOnProductPages,
    state: row.state,
    uses: row.uses,
    discountGiven: toRupees(stats?.discountPaise ?? 0),
    revenue: toRupees(stats?.revenuePaise ?? 0),
  };
}

/** Per code, over the orders holding a use now: the discount they got and what they came to. */
async function statsByCoupon(db: Db, couponId?: number): Promise<Map<number, Stats>> {
  const rows = await db
    .select({
      couponId: couponUses.couponId,
      discountPaise:
        sql<number>`coalesce(sum(${orders.discountPaise} - ${orders.offerDiscountPaise} + ${orders.shippingDiscountPaise}), 0)`.mapWith(
          Number,
        ),
      revenuePaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(Number),
    })
    .from(couponUses)
    .innerJoin(orders, eq(orders.id, couponUses.orderId))
    .where(
      couponId === undefined
        ? isNull(couponUses.releasedAt)
        : sql`${couponUses.releasedAt} is null and ${couponUses.couponId} = ${couponId}`,
    )
    .groupBy(couponUses.couponId);
  return new Map(rows.map((row) => [row.couponId, row]));
}

export async function listCoupons(db: Db): Promise<StaffCouponView[]> {
  const [rows, stats] = await Promise.all([
    db.select().from(coupons).orderBy(asc(coupons.state), asc(coupons.code)),
    statsByCoupon(db),
  ]);
  return rows.map((row) => toView(row, stats.get(row.id)));
}

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

export async function getCoupon(db: Db, id: number): Promise<StaffCouponView> {
  if (!validId(id)) throw notFound("Code not found");
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw notFound("Code not found");
  return toView(row, (await statsByCoupon(db, id)).get(id));
}

/** A code scoped to products names products the store has (400 naming the first it does not). */
async function checkProducts(db: Db, ids: number[]) {
  if (!ids.length) return;
  const known = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  const missing = ids.find((id) => !known.some((row) => row.id === id));
  if (missing !== undefined) throw badRequest(`There is no product ${missing}`);
}

export async function createCoupon(db: Db, raw: unknown, actor: Actor = COMMAND_LINE): Promise<StaffCouponView> {
  const input = parseInput(couponInputSchema, raw);
  await checkProducts(db, input.products);
  const row = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(coupons)
      .values({ code: input.code, ...couponColumns(input), state: input.state ?? "active" })
      .onConflictDoNothing()
      .returning();
    if (!made) throw new HttpError(409, `There is already a code ${input.code}`);
    await recordChange(tx, actor, { ...couponEntry("coupon.create", made), before: null, after: couponTerms(made) });
    return made;
  });
  return toView(row, undefined);
}

/** What the audit log keeps of a code: its terms and state as the staff page shows them. */
function couponTerms(row: CouponRow): Record<string, unknown> {
  const { id: _id, code: _code, ...terms } = toView(row, undefined) as unknown as Record<string, unknown>;
  return terms;
}

const couponEntry = (kind: "coupon.create" | "coupon.edit" | "coupon.state", row: CouponRow) =>
  ({ kind, entityType: "coupon", entityId: row.id, entityLabel: row.code }) as const;

/** Changes a code's terms (its name stays: orders and shoppers know it by it). Placed orders keep theirs. */
export async function updateCoupon(
  db: Db,
  id: number,
  raw: unknown,
  actor: Actor = COMMAND_LINE,
): Promise<StaffCouponView> {
  if (!validId(id)) throw notFound("Code not found");
  const [current] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!current) throw notFound("Code not found");
  // Fields left out keep their values (the staff page's form sends every field, empty ones as "").
  const { kind, percent, cap, flat, minCart, startsOn, endsOn, maxUses, maxUsesPerShopper } = toView(
    current,
    undefined,
  );
  const { firstOrderOnly, showOnProductPages, excludeFinalSale, combinable, categories, collections, products } =
    toView(current, undefined);
  const kept = { kind, percent, cap, flat, minCart, startsOn, endsOn, maxUses, maxUsesPerShopper };
  const input = parseInput(couponInputSchema, {
    ...kept,
    firstOrderOnly,
    showOnProductPages,
    excludeFinalSale,
    combinable,
    categories,
    collections,
    products,
    ...(typeof raw === "object" && raw !== null ? raw : {}),
    code: current.code,
  });
  if (current.state === "ended" && input.state && input.state !== "ended") {
    throw new HttpError(409, `${current.code} has ended: make a new code instead`);
  }
  await checkProducts(db, input.products);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(coupons)
      .set({ ...couponColumns(input), ...(input.state && { state: input.state }), updatedAt: sql`now()` })
      .where(eq(coupons.id, id))
      .returning();
    await recordChange(tx, actor, {
      ...couponEntry("coupon.edit", current),
      ...changedFields(couponTerms(current), couponTerms(changed!)),
    });
  });
  return getCoupon(db, id);
}

const stateSchema = z.object({ state: z.enum(COUPON_STATES, { error: "State must be active, paused or ended" }) });

/** Pause, resume or end a code. An ended code stays ended. */
export async function setCouponState(
  db: Db,
  id: number,
  raw: unknown,
  actor: Actor = COMMAND_LINE,
): Promise<StaffCouponView> {
  const { state } = parseInput(stateSchema, raw);
  if (!validId(id)) throw notFound("Code not found");
  const [current] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!current) throw notFound("Code not found");
  if (current.state === "ended" && state !== "ended") {
    throw new HttpError(409, `${current.code} has ended: make a new code instead`);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(coupons)
      .set({ state: state satisfies CouponState, updatedAt: sql`now()` })
      .where(eq(coupons.id, id));
    await recordChange(tx, actor, {
      ...couponEntry("coupon.state", current),
      before: { state: current.state },
      after: { state },
    });
  });
  return getCoupon(db, id);
}
