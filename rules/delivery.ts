// How long delivery takes, and what "Check delivery" answers. Client-safe: the terms page, the product
// page, the cart and checkout word it from here; the server computes the answer (server/delivery).
import { PIN_PATTERN } from "./pin";

/** docs/product.md's terms: delivery in 5-7 business days (Sundays and the store's holidays excluded). */
export const DELIVERY_BUSINESS_DAYS = { min: 5, max: 7 } as const;

/** The answer to "Check delivery" for one PIN code (GET /api/delivery/:pin). */
export interface DeliveryEstimate {
  pin: string;
  city: string;
  state: string;
  /** The latest day of the promise, in India's time zone: "2026-12-03". */
  deliverBy: string;
  /** "Thu, 3 Dec" */
  deliverByText: string;
  cashOnDelivery: boolean;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-12-15" as a promise is worded: "Tue, 15 Dec" (by hand: Intl's first use costs a page's main thread). */
export function deliveryDayLabel(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** An order's promise as pages and letters word it; orders placed before the day was kept give the terms. */
export const deliveryPromise = (deliverBy: string | null) =>
  deliverBy ? `Delivery by ${deliveryDayLabel(deliverBy)}.` : "Orders are delivered in 5-7 business days.";

/** Why "Check delivery" has no estimate for what was typed (its spaces dropped). */
export interface DeliveryRefusal {
  pin: string;
  message: string;
}

/**
 * "Check delivery"'s one answer on every transport: GET /api/delivery/:pin's body, POST /delivery's to the
 * page's fetcher, and the pages' answer for the remembered PIN code (their loaders, GET /api/shopper).
 */
export type DeliveryAnswer = DeliveryEstimate | DeliveryRefusal;

export const isRefusal = (answer: DeliveryAnswer): answer is DeliveryRefusal => "message" in answer;

/** The estimate an answer gives, or null. */
export const estimateIn = (answer: DeliveryAnswer | null | undefined): DeliveryEstimate | null =>
  answer && !isRefusal(answer) ? answer : null;

/** The answer's HTTP status: 200 with an estimate, 400 for what is not a PIN code, 404 for one India Post lacks. */
export const deliveryStatus = (answer: DeliveryAnswer): 200 | 400 | 404 =>
  !isRefusal(answer) ? 200 : PIN_PATTERN.test(answer.pin) ? 404 : 400;

export const pinNotFound = (pin: string) => `We could not find PIN code ${pin}. Please check it.`;
export const codUnavailable = (pin: string) =>
  `Cash on delivery is not available for PIN code ${pin}. Please pay online.`;
