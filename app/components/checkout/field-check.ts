// The checkout's field messages, from the schema the server checks the order with (rules/checkout-schema.ts).
// zod is most of this module's weight: the page fetches it once it has hydrated (useFieldCheck.ts), not with
// its first load; the server's action imports it as any module.
import { checkoutFormSchema } from "@rules/checkout-schema";
import type { ZodError } from "@rules/zod";
import { stateNotOfPin } from "@rules/address";
import type { DeliveryEstimate } from "@rules/delivery";
import { FIELDS, LABELS, type CheckoutField, type FieldErrors, type Values } from "./checkout-fields";

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
