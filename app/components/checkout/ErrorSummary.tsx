import type { Ref } from "react";
import { LABELS, type CheckoutField } from "./checkout-fields";

/**
 * "Please fix 2 fields to continue:" above the checkout's fields, an alert: each field's name a link to
 * it, then what it needs ("Contact number: must be exactly 10 digits"). `messageFor` gives the field's
 * whole message ("Contact number must be exactly 10 digits").
 */
export function ErrorSummary({
  ref,
  fields,
  messageFor,
}: {
  ref: Ref<HTMLDivElement>;
  fields: CheckoutField[];
  messageFor: (field: CheckoutField) => string;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="checkout-error-summary"
      className="rounded-md border border-accent/30 bg-accent-soft px-4 py-3 text-sm text-accent-dark outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <p className="font-semibold">
        {fields.length === 1 ? "Please fix 1 field to continue:" : `Please fix ${fields.length} fields to continue:`}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#checkout-${field}`} className="font-semibold underline underline-offset-2">
              {LABELS[field]}
            </a>
            : {messageFor(field).slice(LABELS[field].length + 1)}
          </li>
        ))}
      </ul>
    </div>
  );
}
