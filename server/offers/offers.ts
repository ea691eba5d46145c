// Automatic offers as the store reads them: the running ones for a cart, a quote or an order (a handful of
// rows: a quote takes them as kept per catalogue version, server/services.ts and decision 051; placing an
// order reads them in its transaction), and the staff's create, edit, pause and end. What an offer takes
// off is rules/offers.ts's. An order keeps the offers it got (orders.offer_terms) and each line its share,
// so nothing here reaches a placed order.
import { asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { offers, type OfferRow } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { parseInput } from "../http/parse";
import { describeOffer, OFFER_STATES, offerRuns, type OfferRecord } from "@rules/offers";
import { offerColumns, offerInputSchema, type StaffOfferView } from "@rules/offer-schema";
import { istDayOf } from "@rules/coupon-schema";
import { z } from "@rules/zod";
import { COMMAND_LINE, changedFields, recordChange, type Actor } from "../audit/audit";

export const offerRecordOf = (row: OfferRow): OfferRecord => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  percent: row.percent,
  minQuantity: row.minQuantity,
  collections: row.collections ?? [],
  categories: row.categories ?? [],
  state: row.state,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
});

/**
 * The active offers that have not ended, as records: whoever asks keeps the running ones at the moment it
 * prices (`runningOffers`), so a list held for a while still starts and stops a sale at its minute.
 */
export async function liveOffers(db: Db | Tx, now = new Date()): Promise<OfferRecord[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(sql`${offers.state} = 'active' and (${or(isNull(offers.endsAt), gt(offers.endsAt, now))})`)
    .orderBy(asc(offers.id));
  return rows.map(offerRecordOf);
}

/** The offers running at `now`. */
export const runningOffers = (records: OfferRecord[], now = new Date()) =>
  records.filter((offer) => offerRuns(offer, now));

function toView(row: OfferRow, now = new Date()): StaffOfferView {
  const record = offerRecordOf(row);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    description: describeOffer(record),
    percent: row.percent,
    minQuantity: row.kind === "buy_n" ? row.minQuantity : null,
    collections: record.collections,
    categories: record.categories,
    startsOn: row.startsAt ? istDayOf(row.startsAt) : null,
    endsOn: row.endsAt ? istDayOf(new Date(row.endsAt.getTime() - 1)) : null,
    state: row.state,
    running: offerRuns(record, now),
  };
}

export async function listOffers(db: Db): Promise<StaffOfferView[]> {
  const rows = await db.select().from(offers).orderBy(asc(offers.state), asc(offers.id));
  return rows.map((row) => toView(row));
}

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

async function offerRow(db: Db, id: number): Promise<OfferRow> {
  if (!validId(id)) throw notFound("Offer not found");
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  if (!row) throw notFound("Offer not found");
  return row;
}

export async function getOffer(db: Db, id: number): Promise<StaffOfferView> {
  return toView(await offerRow(db, id));
}

export async function createOffer(db: Db, raw: unknown, actor: Actor = COMMAND_LINE): Promise<StaffOfferView> {
  const input = parseInput(offerInputSchema, raw);
  const row = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(offers)
      .values({ ...offerColumns(input), state: input.state ?? "active" })
      .returning();
    await recordChange(tx, actor, { ...offerEntry("offer.create", made!), before: null, after: offerTerms(made!) });
    return made!;
  });
  return toView(row);
}

/** What the audit log keeps of an offer: its terms and state as the staff page shows them. */
function offerTerms(row: OfferRow): Record<string, unknown> {
  const { id: _id, ...terms } = toView(row) as unknown as Record<string, unknown>;
  return terms;
}

const offerEntry = (kind: "offer.create" | "offer.edit" | "offer.state", row: OfferRow) =>
  ({ kind, entityType: "offer", entityId: row.id, entityLabel: row.name }) as const;

const endedMessage = (name: string) => `${name} has ended: make a new offer instead`;

/** Changes an offer's terms; fields left out keep their values. Placed orders keep the terms they got. */
export async function updateOffer(
  db: Db,
  id: number,
  raw: unknown,
  actor: Actor = COMMAND_LINE,
): Promise<StaffOfferView> {
  const current = await offerRow(db, id);
  const view = toView(current);
  const { name, kind, percent, minQuantity, collections, categories, startsOn, endsOn } = view;
  const input = parseInput(offerInputSchema, {
    ...{ name, kind, percent, minQuantity, collections, categories, startsOn, endsOn },
    ...(typeof raw === "object" && raw !== null ? raw : {}),
  });
  if (current.state === "ended") throw new HttpError(409, endedMessage(current.name));
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(offers)
      .set({ ...offerColumns(input), ...(input.state && { state: input.state }), updatedAt: sql`now()` })
      .where(eq(offers.id, id))
      .returning();
    await recordChange(tx, actor, {
      ...offerEntry("offer.edit", current),
      ...changedFields(offerTerms(current), offerTerms(changed!)),
    });
  });
  return getOffer(db, id);
}

const stateSchema = z.object({ state: z.enum(OFFER_STATES, { error: "State must be active, paused or ended" }) });

/** Pause, resume or end an offer. An ended offer stays ended. */
export async function setOfferState(
  db: Db,
  id: number,
  raw: unknown,
  actor: Actor = COMMAND_LINE,
): Promise<StaffOfferView> {
  const { state } = parseInput(stateSchema, raw);
  const current = await offerRow(db, id);
  if (current.state === "ended" && state !== "ended") throw new HttpError(409, endedMessage(current.name));
  await db.transaction(async (tx) => {
    await tx
      .update(offers)
      .set({ state, updatedAt: sql`now()` })
      .where(eq(offers.id, id));
    await recordChange(tx, actor, {
      ...offerEntry("offer.state", current),
      before: { state: current.state },
      after: { state },
    });
  });
  return getOffer(db, id);
}
