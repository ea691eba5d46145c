// The server's one home for a PIN code (decision 028): whether it is well-formed (rules/address.ts's
// pattern), where it is (India Post's directory in `pin_codes`, the only source of a PIN code's city and
// state: checkout, "Check delivery" and the invoice's place of supply), and "Delivery by <date>" with
// whether cash on delivery is taken there: the terms' 5-7 business days counted in India's time zone,
// Sundays and the store's holidays excluded.
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db, Tx } from "../db/client";
import { pinCodes, type PinCodeRow } from "../db/schema";
import { compactPin, PIN_MESSAGE, PIN_PATTERN } from "@rules/address";
import {
  DELIVERY_BUSINESS_DAYS,
  deliveryDayLabel,
  pinNotFound,
  type DeliveryAnswer,
  type DeliveryEstimate,
} from "@rules/delivery";

export interface DeliverySettings {
  /** "2026-12-25" (that day) or "01-26" (every year). */
  holidays: string[];
  /** States and union territories where the couriers take no cash. */
  codUnavailableStates: string[];
}

const INDIA_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

/** `now`'s calendar day in India, as a UTC midnight (so adding days never meets a clock change). */
function indiaDay(now: Date): Date {
  return new Date(`${INDIA_DATE.format(now)}T00:00:00Z`);
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** Today in India: "2026-12-03". */
export const indiaToday = (now = new Date()) => INDIA_DATE.format(now);

function isBusinessDay(day: Date, holidays: ReadonlySet<string>): boolean {
  const iso = isoDay(day);
  return day.getUTCDay() !== 0 && !holidays.has(iso) && !holidays.has(iso.slice(5));
}

/** The day `businessDays` working days after `now` (today itself never counts). */
export function addBusinessDays(now: Date, businessDays: number, holidays: string[]): Date {
  const closed = new Set(holidays);
  const day = indiaDay(now);
  for (let left = businessDays; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isBusinessDay(day, closed)) left--;
  }
  return day;
}

/** The last day of the 5-7 business days from `now`, in India: "2026-12-15". The same everywhere in India. */
export function promisedDeliveryDay(settings: Pick<DeliverySettings, "holidays">, now = new Date()): string {
  return isoDay(addBusinessDays(now, DELIVERY_BUSINESS_DAYS.max, settings.holidays));
}

/** The promise for a known PIN code: the last day of the 5-7 business days, and cash on delivery. */
export function estimateDelivery(place: PinCodeRow, settings: DeliverySettings, now = new Date()): DeliveryEstimate {
  const deliverBy = promisedDeliveryDay(settings, now);
  return {
    pin: place.pin,
    city: place.city,
    state: place.state,
    deliverBy,
    deliverByText: deliveryDayLabel(deliverBy),
    cashOnDelivery: place.delivery && !settings.codUnavailableStates.includes(place.state),
  };
}

/** The PIN code's row in India Post's directory, or undefined when it has no such PIN code. */
export async function findPinCode(db: Db | Tx, pin: string): Promise<PinCodeRow | undefined> {
  if (!PIN_PATTERN.test(pin)) return undefined;
  const [found] = await db.select().from(pinCodes).where(eq(pinCodes.pin, pin));
  return found;
}

/** The PIN codes never change while the store runs: each instance keeps the ones asked for. */
export function createPinCodeLookup(db: Db) {
  const cache = new LRUCache<string, PinCodeRow | false>({ max: 20_000 });
  return async (pin: string): Promise<PinCodeRow | undefined> => {
    let row = cache.get(pin);
    if (row === undefined) {
      row = (await findPinCode(db, pin)) ?? false;
      cache.set(pin, row);
    }
    return row || undefined;
  };
}

/**
 * "Check delivery" for a PIN code as typed: the estimate, or why there is none (not a PIN code, or one the
 * directory does not have). The one answer of every transport (rules/delivery.ts).
 */
export function createDeliveryCheck(
  lookup: (pin: string) => Promise<PinCodeRow | undefined>,
  settings: DeliverySettings,
): (typed: string) => Promise<DeliveryAnswer> {
  return async (typed) => {
    const pin = compactPin(typed);
    if (!PIN_PATTERN.test(pin)) return { pin, message: PIN_MESSAGE };
    const place = await lookup(pin);
    return place ? estimateDelivery(place, settings) : { pin, message: pinNotFound(pin) };
  };
}
