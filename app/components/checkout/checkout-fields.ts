import { CUSTOMER_INPUT_LIMITS, checkoutFormSchema } from "@rules/checkout-schema";
import type { ZodError } from "@rules/zod";
import { ADDRESS_LABELS, ADDRESS_LIMITS, stateNotOfPin } from "@rules/address";
import type { DeliveryEstimate } from "@rules/delivery";
import type { PaymentMethod } from "@rules/order-status";
import { clampQuantity } from "@rules/quantity";
import { sizeField } from "@rules/line-item";

/** The checkout form's fields, what the page checks as they are typed and what its action reads. */
export type CheckoutField = "name" | "email" | "contact" | "pin" | "line1" | "locality" | "city" | "state" | "gstin";
export type Values = Record<CheckoutField, string>;
export type FieldErrors = Partial<Record<CheckoutField, string>>;

export const FIELDS: CheckoutField[] = [
  "name",
  "email",
  "contact",
  "pin",
  "line1",
  "locality",
  "city",
  "state",
  "gstin",
];
/** Fields a shopper may leave empty. */
export const OPTIONAL: readonly CheckoutField[] = ["locality", "gstin"];
export const LABELS: Record<CheckoutField, string> = {
  name: "Name",
  email: "E-mail",
  contact: "Contact number",
  ...ADDRESS_LABELS,
  gstin: "GSTIN",
};
export const EMPTY: Values = {
  name: "",
  email: "",
  contact: "",
  pin: "",
  line1: "",
  locality: "",
  city: "",
  state: "",
  gstin: "",
};
/** What each field accepts as typed (the PIN code may come as "560 001"). */
export const INPUT_LIMITS: Record<CheckoutField, number> = {
  name: CUSTOMER_INPUT_LIMITS.name,
  email: CUSTOMER_INPUT_LIMITS.email,
  contact: CUSTOMER_INPUT_LIMITS.contact,
  pin: 7,
  ...ADDRESS_LIMITS,
  state: 60,
  gstin: 20,
};

export const NO_PRODUCT = "No product selected. Please go back and choose a product.";
export const SUBMIT_FAILED = "Failed to submit order. Please try again.";

/** The payment choice sits in the address (`?payment=online`), like the product, so a reload keeps it. */
export const PAYMENT_PARAM = "payment";

export function paymentMethodFrom(url: URL): PaymentMethod {
  return url.searchParams.get(PAYMENT_PARAM) === "online" ? "online" : "cod";
}

/** What is being bought, from the URL: one product (Buy Now) or the whole cart (Proceed to Buy). */
type Choice = { kind: "buy"; productId: number; quantity: number; size: string | null } | { kind: "cart" } | null;

export function choiceFrom(url: URL): Choice {
  const params = url.searchParams;
  if (params.get("from") === "cart") return { kind: "cart" };
  const product = params.get("product")?.trim() ?? "";
  if (!/^\d{1,9}$/.test(product) || Number(product) < 1) return null;
  const quantity = clampQuantity(Number(params.get("quantity") ?? 1));
  const size = sizeField.safeParse(params.get("size") ?? "").data ?? null;
  return { kind: "buy", productId: Number(product), quantity, size };
}

/** Each field's first message of a refusal: "Contact number must be exactly 10 digits". */
export function issueErrors(issues: ZodError["issues"]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as CheckoutField | undefined;
    if (field && FIELDS.includes(field) && !errors[field]) errors[field] = `${LABELS[field]} ${issue.message}`;
  }
  return errors;
}

/**
 * The field-level messages of the shared schema, and the state the PIN code's place (when known) says
 * it must be: the order rules refuse any other.
 */
export function fieldErrors(values: Values, place?: DeliveryEstimate | null): FieldErrors {
  const parsed = checkoutFormSchema.safeParse(values);
  const errors = parsed.success ? {} : issueErrors(parsed.error.issues);
  if (place && !errors.state && values.state && values.state !== place.state) {
    errors.state = `${LABELS.state} ${stateNotOfPin(place.pin, place.state)}`;
  }
  return errors;
}

/** "Name, E-mail and Address": the fields still missing or wrong, for the hint under Place Order. */
export function listFields(fields: CheckoutField[]): string {
  const names = fields.map((field) => LABELS[field]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}
