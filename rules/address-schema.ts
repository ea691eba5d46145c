// The schemas of an Indian delivery address, built on the plain rules of rules/address.ts (its pattern,
// limits, labels and messages): for the server and the checkout form, the only page that validates an
// address in the browser.
import { z } from "./zod";
import { ADDRESS_LIMITS, compactPin, INDIAN_STATES, PIN_PATTERN, PIN_RULE } from "./address";

const text = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? "is required" : "must be text") });

/** "560 001" and " 560001 " are 560001; anything else is refused with the rule. */
export const pinCodeSchema = text()
  .transform(compactPin)
  .pipe(z.string().min(1, "is required").regex(PIN_PATTERN, PIN_RULE));

/** The structured address of our checkout and of saved addresses. */
export const shippingAddressSchema = z.object({
  pin: pinCodeSchema,
  line1: text()
    .trim()
    .min(1, "is required")
    .max(ADDRESS_LIMITS.line1, `must be at most ${ADDRESS_LIMITS.line1} characters`),
  locality: z
    .string({ error: "must be text" })
    .trim()
    .max(ADDRESS_LIMITS.locality, `must be at most ${ADDRESS_LIMITS.locality} characters`)
    .nullish()
    .transform((value) => value || null),
  city: text()
    .trim()
    .min(1, "is required")
    .max(ADDRESS_LIMITS.city, `must be at most ${ADDRESS_LIMITS.city} characters`),
  state: text()
    .trim()
    .min(1, "is required")
    .transform((value) => INDIAN_STATES.find((state) => state.toLowerCase() === value.toLowerCase()) ?? value)
    .pipe(
      z.string().refine((value) => INDIAN_STATES.includes(value), "must be one of India's states or union territories"),
    ),
});
