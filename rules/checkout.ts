// The checkout form's plain rules, for the browser's first load: its fields' lengths. The schema built on
// them is rules/checkout-schema.ts.
import { MOBILE_DIGITS, MOBILE_INPUT_MAX } from "./phone";

/** The stored lengths. The contact field takes more characters as typed ("+91 98765 43210"): INPUT_LIMITS. */
export const CUSTOMER_LIMITS = { name: 100, email: 254, contact: MOBILE_DIGITS, address: 500 } as const;

/** How many characters each field of the form accepts as typed. */
export const CUSTOMER_INPUT_LIMITS = { ...CUSTOMER_LIMITS, contact: MOBILE_INPUT_MAX } as const;
