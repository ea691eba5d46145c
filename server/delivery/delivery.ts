// "Delivery by <date>" and whether cash on delivery is taken, for a PIN code: the terms' 5-7 business
// days counted in India's time zone, Sundays and the store's holidays excluded.
import type { PinCodeRow } from "../db/schema";
import { DELIVERY_BUSINESS_DAYS, deliveryDayLabel, type DeliveryEstimate } from "@rules/delivery";

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
