import { useState } from "react";
import { fillFromPin, PIN_PATTERN } from "@rules/address";
import { MOBILE_TYPING, normaliseMobile } from "@rules/phone";
import { estimateIn } from "@rules/delivery";
import type { Route } from "../../routes/+types/customer-details";
import { EMPTY, FIELDS, type CheckoutField, type FieldErrors, type Values } from "./checkout-fields";
import { useFieldCheck } from "./useFieldCheck";
import { usePinLookup } from "./usePinLookup";

/** The PIN code the city and the state each belong to: filled in for it, or written while it was typed ("" for none). */
type Belongs = { city: string; state: string };

type SavedAddress = Route.ComponentProps["loaderData"]["addresses"][number];

/**
 * What the checkout form holds as the shopper types: the values, which of them follow the PIN code, the
 * delivery answer for it, and each field's message (the page's own check, or the server's answer).
 */
export function useCheckoutForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const remembered = estimateIn(loaderData.delivery);
  const { chosenAddress } = loaderData;
  const start = { ...EMPTY, ...loaderData.who };
  const [values, setValues] = useState<Values>(
    actionData?.values ??
      (chosenAddress
        ? { ...start, ...chosenAddress, locality: chosenAddress.locality ?? "" }
        : remembered
          ? { ...start, pin: remembered.pin, city: remembered.city, state: remembered.state }
          : start),
  );
  // A city or state that belongs to another PIN code follows a new one; written while no PIN code was
  // complete, it is the shopper's own.
  const [belongs, setBelongs] = useState<Belongs>(() => {
    const pin = actionData ? actionData.addressPin : (chosenAddress?.pin ?? remembered?.pin ?? "");
    return { city: pin, state: pin };
  });
  const [saveAddress, setSaveAddress] = useState(true);
  const isSaved = (address: SavedAddress) =>
    address.pin === values.pin.replace(/\s/g, "") &&
    address.line1 === values.line1.trim() &&
    (address.locality ?? "") === values.locality.trim() &&
    address.city === values.city.trim() &&
    address.state === values.state;
  const alreadySaved = loaderData.addresses.some(isSaved);
  const delivery = usePinLookup(values.pin, loaderData.delivery, (place) => {
    const stale = {
      city: !!belongs.city && belongs.city !== place.pin,
      state: !!belongs.state && belongs.state !== place.pin,
    };
    const next = fillFromPin(values, place, stale);
    setValues((current) => ({ ...current, ...next }));
    setBelongs((current) => ({
      city: next.city !== values.city || stale.city ? place.pin : current.city,
      state: next.state !== values.state || stale.state ? place.pin : current.state,
    }));
  });
  const place = estimateIn(delivery);
  const [touched, setTouched] = useState<Partial<Record<CheckoutField, boolean>>>({});
  // Set by a submit with something missing: every field then shows its message, with a summary.
  const [submitted, setSubmitted] = useState(false);
  const serverErrors: FieldErrors = actionData?.errors ?? {};
  const { check, ready } = useFieldCheck();
  // Until the page's own check has come, the server's messages for the fields still holding what it was sent.
  const liveErrors: FieldErrors = check
    ? check.fieldErrors(values, place)
    : Object.fromEntries(
        FIELDS.filter((field) => serverErrors[field] && actionData?.values[field] === values[field]).map((field) => [
          field,
          serverErrors[field],
        ]),
      );
  const invalidFields = FIELDS.filter((field) => liveErrors[field]);
  // A server message the page cannot check itself (the state the directory gives, before the PIN code's
  // answer is here) stands while neither the field nor the PIN code has changed since.
  const standsFromServer = (field: CheckoutField) =>
    Boolean(serverErrors[field]) && actionData?.values[field] === values[field] && actionData.values.pin === values.pin;
  const errorFor = (field: CheckoutField): string | undefined =>
    touched[field] || submitted
      ? liveErrors[field]
      : (serverErrors[field] && liveErrors[field]) || (standsFromServer(field) ? serverErrors[field] : undefined);
  // The summary: after a refused submit in the browser, or the server's 400 answer without JavaScript.
  const summaryFields = submitted ? invalidFields : FIELDS.filter((field) => errorFor(field));
  const showSummary = summaryFields.length > 0 && (submitted || Object.keys(serverErrors).length > 0);

  // The contact keeps what the shopper may type ("+91 98765 43210"): never cut to 10 characters here.
  const update = (field: CheckoutField, value: string) => {
    const next = field === "contact" ? value.replace(MOBILE_TYPING, "") : value;
    setValues((current) => ({ ...current, [field]: next }));
    if (field === "city" || field === "state") {
      const pin = values.pin.replace(/\s/g, "");
      setBelongs((current) => ({ ...current, [field]: PIN_PATTERN.test(pin) ? pin : "" }));
    }
  };
  const blur = (field: CheckoutField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    // Show the number as it will be stored once it is one: "+91 98765 43210" becomes 9876543210.
    if (field === "contact") {
      const normalised = normaliseMobile(values.contact);
      if (/^\d{10}$/.test(normalised)) setValues((current) => ({ ...current, contact: normalised }));
    }
  };
  /** "Deliver here" with JavaScript: the address's fields change in place, keeping what else was typed. */
  const deliverTo = (address: SavedAddress) => {
    setValues((current) => ({ ...current, ...address, locality: address.locality ?? "" }));
    setBelongs({ city: address.pin, state: address.pin });
  };

  return {
    values,
    update,
    blur,
    deliverTo,
    isSaved,
    alreadySaved,
    saveAddress,
    setSaveAddress,
    /** The server's fill without JavaScript: the PIN code the city and state shown belong to. */
    addressPin: belongs.city === belongs.state ? belongs.city : "",
    delivery,
    place,
    liveErrors,
    invalidFields,
    valid: invalidFields.length === 0,
    /** Whether `valid` is the page's own check's, and a promise of it (a submit before it has come waits). */
    checked: check !== undefined,
    whenChecked: ready,
    errorFor,
    summaryFields,
    showSummary,
    submitted,
    setSubmitted,
  };
}
