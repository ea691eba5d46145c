// The schemas of an Indian mobile number, built on the plain rules of rules/phone.ts: for the server and
// the forms that validate in the browser (rules/checkout-schema.ts, rules/account-schema.ts).
import { z } from "./zod";
import { INDIAN_MOBILE, MOBILE_DIGITS, MOBILE_START_MESSAGE, normaliseMobile } from "./phone";

const text = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? "is required" : "must be text") });

/** A required mobile number: normalised, then exactly 10 digits. */
export const mobileSchema = text()
  .transform(normaliseMobile)
  .pipe(
    z
      .string()
      .min(1, "is required")
      .regex(/^\+?\d+$/, "must contain digits only")
      .regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), `must be exactly ${MOBILE_DIGITS} digits`)
      .regex(INDIAN_MOBILE, MOBILE_START_MESSAGE),
  );

/** An optional mobile number (the profile's): empty, or normalised to exactly 10 digits. */
export const optionalMobileSchema = text()
  .transform(normaliseMobile)
  .pipe(
    z
      .string()
      .regex(new RegExp(`^(\\d{${MOBILE_DIGITS}})?$`), `must be exactly ${MOBILE_DIGITS} digits`)
      .regex(/^([6-9]\d{9})?$/, MOBILE_START_MESSAGE),
  );
