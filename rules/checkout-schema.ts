// The checkout form's rules (docs/product.md section 5, docs/product.md section 10 "Checkout, orders and payment"), shared by
// the checkout page and the server. Client-safe: zod only.
import { z } from "./zod";
import { formatAddress, type ShippingAddress } from "./address";
import { shippingAddressSchema } from "./address-schema";
import { CUSTOMER_LIMITS } from "./checkout";
import { mobileSchema } from "./phone-schema";
import { GSTIN_PATTERN } from "./store-contact";

const text = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? "is required" : "must be text") });

const required = (max: number) => text().trim().min(1, "is required").max(max, `must be at most ${max} characters`);

/** Who the order is for: required, trimmed, the contact normalised. */
const recipientSchema = z.object({
  name: required(CUSTOMER_LIMITS.name),
  email: required(CUSTOMER_LIMITS.email).pipe(z.email("must be a valid e-mail address")),
  // "+91 98765 43210" and "09876543210" are stored as 9876543210 (rules/phone.ts).
  contact: mobileSchema,
  // A business buyer's GSTIN, for the tax invoice; optional, any case.
  gstin: z
    .string({ error: "must be text" })
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.string().regex(GSTIN_PATTERN, "must be a 15-character GSTIN such as 29ABCDE1234F1Z5").nullable()),
});

/** Our checkout form: the recipient and the structured address, every field's message at once. */
export const checkoutFormSchema = recipientSchema.extend(shippingAddressSchema.shape);

/** SPEC's one free-text address (docs/product.md section 7), which any client may still send. */
const freeTextAddressSchema = z.object({ address: required(CUSTOMER_LIMITS.address) });

/** Any of these makes the address the structured one (our checkout's), checked field by field. */
const STRUCTURED_KEYS = ["pin", "line1", "city", "state"] as const;

export const CUSTOMER_REQUIRED = "Please fill in your name, e-mail, contact and address";

export interface CustomerDetails {
  name: string;
  email: string;
  contact: string;
  /** The address as orders keep and print it: the structured one formatted, or SPEC's text as given. */
  address: string;
  /** The structured address, when the client sent one (null for SPEC's single `address`). */
  shipping: ShippingAddress | null;
  /** A business buyer's GSTIN, or null. */
  gstin: string | null;
}

export interface CustomerDetailsInput {
  name: string;
  email: string;
  contact: string;
  address?: string;
  pin?: string;
  line1?: string;
  locality?: string | null;
  city?: string;
  state?: string;
  gstin?: string | null;
}

/**
 * The shopper's details on an order: name, e-mail and mobile, and either the structured address (PIN code,
 * house and street, locality, city, state) or SPEC's single address. Every field's message at once.
 */
export const customerSchema = z.unknown().transform((input, ctx): CustomerDetails => {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    ctx.addIssue({ code: "custom", message: CUSTOMER_REQUIRED, input });
    return z.NEVER;
  }
  const record = input as Record<string, unknown>;
  const structured = STRUCTURED_KEYS.some(
    (key) => record[key] !== undefined && record[key] !== null && record[key] !== "",
  );
  const recipient = recipientSchema.safeParse(record);
  const place = structured ? shippingAddressSchema.safeParse(record) : freeTextAddressSchema.safeParse(record);
  if (!recipient.success || !place.success) {
    for (const issue of [...(recipient.error?.issues ?? []), ...(place.error?.issues ?? [])]) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path, input: issue.input });
    }
    return z.NEVER;
  }
  const shipping = structured ? (place.data as ShippingAddress) : null;
  return {
    ...recipient.data,
    address: shipping ? formatAddress(shipping) : (place.data as { address: string }).address,
    shipping,
  };
});
