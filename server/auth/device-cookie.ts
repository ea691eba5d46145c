// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has
// signed in to an account before carries a token for it, and its logins skip the per-account limit. An
// attacker guessing one account's password from anywhere then slows only strangers, never its owner on a
// device they have used; the per-address limit stays strict for everyone.
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookieAttributes, type CookiePolicy } from "../http/cookie-policy";
import { cookieValue } from "@rules/cookies";
import { DEVICE_COOKIE } from "../http/cookie-names";

/** Accounts a browser is remembered for (a shared family computer). */
const MAX_ACCOUNTS = 5;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The token for one account on any device: its e-mail's HMAC under the session secret. */
function tokenFor(email: string, secret: string): string {
  return createHmac("sha256", secret).update(`device:${email.trim().toLowerCase()}`).digest("base64url").slice(0, 22);
}

const tokensIn = (cookie: string | undefined) => (cookie ?? "").split(".").filter((t) => /^[\w-]{22}$/.test(t));

/** Whether the browser's device cookie says it signed in to this e-mail's account before. */
export function knowsDevice(cookie: string | undefined, email: unknown, secret: string): boolean {
  if (typeof email !== "string" || !email.trim()) return false;
  const wanted = Buffer.from(tokenFor(email, secret));
  return tokensIn(cookie).some((token) => {
    const given = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  });
}

/** The device cookie after a successful login: this account's token added (newest last, five at most). */
export function deviceCookieHeader(cookie: string | undefined, email: string, secret: string, policy: CookiePolicy) {
  const token = tokenFor(email, secret);
  const tokens = [...tokensIn(cookie).filter((t) => t !== token), token].slice(-MAX_ACCOUNTS);
  return `${DEVICE_COOKIE}=${tokens.join(".")}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; HttpOnly; ${cookieAttributes(policy)}`;
}

/** The device cookie's value in a Cookie header (for the page actions, which see the raw request). */
export function deviceCookieIn(cookieHeader: string | null | undefined): string | undefined {
  return cookieValue(cookieHeader, DEVICE_COOKIE);
}
