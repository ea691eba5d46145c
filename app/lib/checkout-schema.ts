// The checkout form's rules (docs/product.md section 5, docs/product.md section 10 "Checkout, orders and payment"), shared by
// the checkout page and the server. Client-safe: zod only.
import { z } from "zod";
import { MOBILE_DIGITS, MOBILE_INPUT_MAX, mobileSchema } from "./phone";

/** The stored lengths. The contact field takes more characters as typed ("+91 98765 43210"): INPUT_LIMITS. */
export const CUSTOMER_LIMITS = { name: 100, email: 254, contact: MOBILE_DIGITS, address: 500 } as const;

/** How many characters each field of the form accepts as typed. */
export const CUSTOMER_INPUT_LIMITS = { ...CUSTOMER_LIMITS, contact: MOBILE_INPUT_MAX } as const;

const text = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? "is required" : "must be text") });

const required = (max: number) => text().trim().min(1, "is required").max(max, `must be at most ${max} characters`);

/** The shopper's details on an order. Every field is required and is trimmed; the contact is normalised. */
export const customerSchema = z.object(
  {
    name: required(CUSTOMER_LIMITS.name),
    email: required(CUSTOMER_LIMITS.email).pipe(z.email("must be a valid e-mail address")),
    // "+91 98765 43210" and "09876543210" are stored as 9876543210 (app/lib/phone.ts).
    contact: mobileSchema,
    address: required(CUSTOMER_LIMITS.address),
  },
  { error: "Please fill in your name, e-mail, contact and address" },
);

export type CustomerDetails = z.output<typeof customerSchema>;
export type CustomerDetailsInput = z.input<typeof customerSchema>;
