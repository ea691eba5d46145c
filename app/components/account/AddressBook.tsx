import { MapPin, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { addressLines, type ShippingAddress } from "@rules/address";
import { AddressFields, type AddressField, type AddressFieldWiring } from "~/components/AddressFields";
import { inputClass } from "~/components/ui/field";
import { AccountSection } from "./AccountSection";

export interface SavedAddressView extends ShippingAddress {
  id: number;
}

/** What the account's action answers when an address could not be saved: the message and what was typed. */
export interface AddressAnswer {
  kind: "address";
  error: string;
  field: string | null;
  values: Record<AddressField, string>;
}

/**
 * "My addresses": the delivery addresses checkout offers. Plain form posts (intent address-add and
 * address-delete on /account), so they work without JavaScript.
 */
export function AddressBook({
  addresses,
  answer,
}: {
  addresses: SavedAddressView[];
  answer: AddressAnswer | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "address-add";
  const values = answer?.values;
  // The form's one message (above the fields) says what is wrong; the field it is about points to it.
  const field = (name: AddressField): AddressFieldWiring => ({
    control: {
      name,
      defaultValue: values?.[name] ?? "",
      required: name !== "locality",
      maxLength: name === "pin" ? 7 : undefined,
      className: inputClass,
    },
    invalid: answer?.field === name,
    describedBy: answer?.field === name ? "address-error" : undefined,
  });
  return (
    <AccountSection id="addresses" title="My addresses">
      {addresses.length ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="saved-addresses">
          {addresses.map((address) => (
            <li
              key={address.id}
              className="flex items-start justify-between gap-3 rounded-md border border-line p-3 text-sm"
            >
              <span className="flex gap-2">
                <MapPin aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-muted" />
                <span>
                  <span className="block whitespace-pre-line">{addressLines(address).join("\n")}</span>
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="address-delete" />
                <input type="hidden" name="id" value={address.id} />
                <button
                  type="submit"
                  aria-label={`Delete the address ${addressLines(address).join(", ")}`}
                  className="inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-accent-dark"
                >
                  <Trash2 aria-hidden="true" size={18} />
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">No saved addresses yet. Checkout can keep the one you deliver to.</p>
      )}
      <details className="group mt-4" open={Boolean(answer)}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-dark underline-offset-2 hover:underline">
          Add an address
        </summary>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2" aria-label="Add an address">
          <input type="hidden" name="intent" value="address-add" />
          {answer ? (
            <p id="address-error" role="alert" className="text-sm font-medium text-accent-dark sm:col-span-2">
              {answer.error}
            </p>
          ) : null}
          <AddressFields idPrefix="address" field={field} />
          <div className="sm:col-span-2">
            <button
              type="submit"
              aria-busy={busy || undefined}
              className="inline-flex min-h-11 items-center rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-dark"
            >
              {busy ? "Saving..." : "Save address"}
            </button>
          </div>
        </Form>
      </details>
    </AccountSection>
  );
}
