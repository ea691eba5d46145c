import { CUSTOMER_INPUT_LIMITS } from "@rules/checkout";
import { ADDRESS_LABELS, ADDRESS_LIMITS } from "@rules/address";
import type { PaymentMethod } from "@rules/order-status";

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

/** Where the checkout's "choose a size" notice is (SizeNeeded.tsx): a refused submit moves focus there. */
export const SIZE_NEEDED_ID = "checkout-size-needed";

export const NO_PRODUCT = "No product selected. Please go back and choose a product.";
export const SUBMIT_FAILED = "Failed to submit order. Please try again.";

/** The payment choice sits in the address (`?payment=online`), like the product, so a reload keeps it. */
export const PAYMENT_PARAM = "payment";

export function paymentMethodFrom(url: URL): PaymentMethod {
  return url.searchParams.get(PAYMENT_PARAM) === "online" ? "online" : "cod";
}

/** "Name, E-mail and Address": the fields still missing or wrong, for the hint under Place Order. */
export function listFields(fields: CheckoutField[]): string {
  const names = fields.map((field) => LABELS[field]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}
