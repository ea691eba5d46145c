// The PIN code a shopper last checked, kept in a cookie for a year so the product page, the cart, checkout
// and the JSON API answer for it without asking again.
import { PIN_PATTERN } from "@rules/address";
import { cookieValue } from "@rules/cookies";
import { DELIVERY_PIN_COOKIE } from "../http/cookie-names";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The remembered PIN code in a Cookie header, when it is a well-formed one. */
export function rememberedPinIn(cookieHeader: string | null | undefined): string | null {
  const pin = cookieValue(cookieHeader, DELIVERY_PIN_COOKIE);
  return pin && PIN_PATTERN.test(pin) ? pin : null;
}

/** The Set-Cookie header that remembers `pin`. */
export function rememberPinHeader(request: Request, pin: string): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${DELIVERY_PIN_COOKIE}=${pin}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}
