// The checkout form's rules (SPEC.md section 5, DECISIONS.md "Checkout, orders and payment"), shared by
// the checkout page and the server. Client-safe: zod only.
import { z } from "zod";

export const CUSTOMER_LIMITS = { name: 100, email: 254, contact: 10, address: 500 } as const;

const text = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? "is required" : "must be text") });

const required = (max: number) => text().trim().min(1, "is required").max(max, `must be at most ${max} characters`);

/** The shopper's details on an order. Every field is required and is trimmed. */
export const customerSchema = z.object(
  {
    name: required(CUSTOMER_LIMITS.name),
    email: required(CUSTOMER_LIMITS.email).pipe(z.email("must be a valid e-mail address")),
    contact: text()
      .trim()
      .min(1, "is required")
      .regex(/^\d+$/, "must contain digits only")
      .length(CUSTOMER_LIMITS.contact, `must be exactly ${CUSTOMER_LIMITS.contact} digits`),
    address: required(CUSTOMER_LIMITS.address),
  },
  { error: "Please fill in your name, e-mail, contact and address" },
);

export type CustomerDetails = z.output<typeof customerSchema>;
export type CustomerDetailsInput = z.input<typeof customerSchema>;
