/**
 * The cookies the store sets, named in one place, and which of them change what a page shows: a page asked for
 * with none of those is the same for every visitor, whatever other cookies (analytics, consent) come with it,
 * so it may be shared (server/http/shared-pages.ts, decision 024).
 */
export const SESSION_COOKIE = "stylehub_session";
export const GUEST_COOKIE = "stylehub_guest";
export const FLASH_COOKIE = "stylehub_flash";
export const DELIVERY_PIN_COOKIE = "delivery_pin";
/** The browser's note that it runs the store's script (rules/cookies.ts): not a page cookie. */
import { SCRIPT_COOKIE } from "@rules/cookies";
export { SCRIPT_COOKIE };
/** A device's sign-in history, read only when signing in: no page shows anything of it. */
export const DEVICE_COOKIE = "stylehub_device";

/** The account, the guest's cart and wishlist, a message left for the next page, the remembered PIN code. */
export const PAGE_COOKIES: readonly string[] = [SESSION_COOKIE, GUEST_COOKIE, FLASH_COOKIE, DELIVERY_PIN_COOKIE];

/** Every cookie the store reads: what it finds in them is its input, like a form's. */
export const STORE_COOKIES: readonly string[] = [...PAGE_COOKIES, DEVICE_COOKIE, SCRIPT_COOKIE];
