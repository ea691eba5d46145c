// The PIN code a shopper last checked, kept in a cookie for a year so the product page, the cart and
// checkout answer for it without asking again.
import type { AppLoadContext } from "react-router";
import { PIN_PATTERN } from "~/lib/address";
import { cookieValue } from "~/lib/cookies";
import type { DeliveryAnswer } from "~/lib/delivery";
import { DELIVERY_PIN_COOKIE } from "../../server/http/cookie-names";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The remembered PIN code, when the request carries a well-formed one. */
export function rememberedPin(request: Request): string | null {
  return rememberedPinIn(request.headers.get("cookie"));
}

/** The remembered PIN code in a Cookie header (the JSON API's requests), when it is a well-formed one. */
export function rememberedPinIn(cookieHeader: string | null | undefined): string | null {
  const pin = cookieValue(cookieHeader, DELIVERY_PIN_COOKIE);
  return pin && PIN_PATTERN.test(pin) ? pin : null;
}

/** The Set-Cookie header that remembers `pin`. */
export function rememberPinHeader(request: Request, pin: string): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${DELIVERY_PIN_COOKIE}=${pin}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** What "Check delivery" shows on a page for the remembered PIN code; null before the shopper gives one. */
export async function rememberedDelivery(request: Request, context: AppLoadContext): Promise<DeliveryAnswer | null> {
  const pin = rememberedPin(request);
  return pin ? context.services.delivery.check(pin) : null;
}
