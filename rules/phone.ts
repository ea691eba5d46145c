// Indian mobile numbers as shoppers type and paste them. Plain rules (no zod): shared by the checkout form,
// the profile form and the server; the schemas that apply them are in rules/phone-schema.ts.

/** The digits of a mobile number, as stored: exactly 10 (docs/product.md, "Checkout, orders and payment"). */
export const MOBILE_DIGITS = 10;

/**
 * How many characters a mobile field accepts before normalising: room for "+91 98765 43210" and
 * "0091-98765-43210". A field capped at 10 characters cut a pasted "+91 98765 43210" to "+91 98765 ".
 */
export const MOBILE_INPUT_MAX = 20;

/** What a shopper may type into a mobile field: digits, "+", spaces, dashes, dots and brackets. */
export const MOBILE_TYPING = /[^\d+\s\-().]/g;

const SEPARATORS = /[\s\-().]/g;
// "+91", "0091" or "91" (the country code), then an optional trunk "0", then the 10 digits. A bare
// 10-digit number that starts with 91 or 0 is left alone: the regex only strips a prefix when exactly
// 10 digits remain after it.
const WITH_PREFIX = /^(?:(?:\+|00)?91)?0?(\d{10})$/;

/**
 * The 10 digits of an Indian mobile number written any of the usual ways: "+91 98765 43210",
 * "+91-98765-43210", "919876543210", "09876543210", "98765 43210". Anything else comes back without its
 * separators, for the schema to refuse with its message (never silently cut to 10 characters).
 */
export function normaliseMobile(raw: string): string {
  const compact = raw.trim().replace(SEPARATORS, "");
  return WITH_PREFIX.exec(compact)?.[1] ?? compact;
}

/** India's mobile numbers start with 6, 7, 8 or 9 (the numbering plan); 0-5 begin landlines and codes. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const MOBILE_START_MESSAGE = "must be a mobile number starting with 6, 7, 8 or 9";
