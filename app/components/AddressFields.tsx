import type { ChangeEvent, ReactNode } from "react";
import { ADDRESS_LABELS, INDIAN_STATES } from "@rules/address";
import { Field } from "~/components/ui/FormField";

export type AddressField = keyof typeof ADDRESS_LABELS;

/** How a form wires one address field: its control's name and value, and what it says is wrong. */
export interface AddressFieldWiring {
  control: {
    name: string;
    className: string;
    required?: boolean;
    maxLength?: number;
    value?: string;
    defaultValue?: string;
    onChange?: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
    onBlur?: () => void;
  };
  error?: ReactNode;
  invalid?: boolean;
  describedBy?: string;
  after?: ReactNode;
}

/**
 * The delivery address's fields, the same on every form that asks for one (checkout, the account's
 * address book): PIN code, house and street, locality, city and state, ids `${idPrefix}-${field}`. They
 * sit in the form's two-column grid, the street and the locality across both columns (`widePin` puts the
 * PIN code there too). The form says how each is wired (`field`).
 */
export function AddressFields({
  idPrefix,
  field,
  widePin = false,
}: {
  idPrefix: string;
  field: (name: AddressField) => AddressFieldWiring;
  widePin?: boolean;
}) {
  const wired = (name: AddressField, className?: string) => {
    const { control, ...rest } = field(name);
    return { props: { id: `${idPrefix}-${name}`, label: ADDRESS_LABELS[name], className, ...rest }, control };
  };
  const pin = wired("pin", widePin ? "sm:col-span-2" : undefined);
  const line1 = wired("line1", "sm:col-span-2");
  const locality = wired("locality", "sm:col-span-2");
  const city = wired("city");
  const state = wired("state");
  return (
    <>
      <Field {...pin.props}>
        {(props) => (
          <input
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="6-digit PIN code"
            {...props}
            {...pin.control}
          />
        )}
      </Field>
      <Field {...line1.props}>
        {(props) => (
          <input
            type="text"
            autoComplete="address-line1"
            placeholder="Flat, house no., building, street"
            {...props}
            {...line1.control}
          />
        )}
      </Field>
      <Field {...locality.props} optional="optional">
        {(props) => (
          <input
            type="text"
            autoComplete="address-line2"
            placeholder="Area, colony, near a landmark"
            {...props}
            {...locality.control}
          />
        )}
      </Field>
      <Field {...city.props}>
        {(props) => <input type="text" autoComplete="address-level2" {...props} {...city.control} />}
      </Field>
      <Field {...state.props}>
        {(props) => (
          <select autoComplete="address-level1" {...props} {...state.control}>
            <option value="">Choose a state</option>
            {INDIAN_STATES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
