// An Indian delivery address: the PIN code, the house and street, the locality, the city and the state.
// Plain rules (no zod): shared by the checkout form, saved addresses, the delivery check in every page's
// header, the server's order rules and the e-mails and staff pages that print it. The schemas that apply
// them are in rules/address-schema.ts, so a page that only shows or checks an address loads no zod.
import type { z } from "./zod";
import type { shippingAddressSchema } from "./address-schema";
import { compactPin, PIN_LABEL, PIN_PATTERN } from "./pin";

// The GST Network's state codes (the first two digits of a GSTIN): every state and union territory.
export const GST_STATE_CODES: Record<string, string> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
};

/**
 * India's 28 states and 8 union territories, alphabetically: the checkout's list. Sorted by code unit, not
 * `localeCompare`: the names are plain ASCII (the same order), and a tab's first use of `Intl` costs 50-150 ms
 * (rules/money.ts).
 */
export const INDIAN_STATES: readonly string[] = Object.values(GST_STATE_CODES).sort((a, b) => (a < b ? -1 : 1));

export { compactPin, PIN_INPUT_PATTERN, PIN_MESSAGE, PIN_PATTERN, PIN_RULE } from "./pin";

export const ADDRESS_LIMITS = { line1: 200, locality: 120, city: 80 } as const;

/** The fields' names on every form that asks for an address (checkout, the account's address book). */
export const ADDRESS_LABELS = {
  pin: PIN_LABEL,
  line1: "House/flat and street",
  locality: "Locality or landmark",
  city: "City",
  state: "State",
} as const;

/**
 * The last well-formed PIN code in an address written as one text (SPEC's `address`), or undefined: six
 * digits with no digit either side, the last three may follow a space ("560 001").
 */
export function pinInText(address: string): string | undefined {
  const sixDigits = address.match(/(?<!\d)\d{3}\s?\d{3}(?!\d)/g) ?? [];
  return sixDigits.map(compactPin).findLast((pin) => PIN_PATTERN.test(pin));
}

/** The structured address of our checkout and of saved addresses, as its schema gives it. */
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** India Post's directory decides a PIN code's state: the state field's message when the two differ. */
export const stateNotOfPin = (pin: string, state: string) => `must be ${state} for PIN code ${pin}`;

type CityAndState = { city: string; state: string };

/**
 * The city and state once a PIN code's place is known (its city is "" where the directory has no good
 * one): an empty field is filled, and a `stale` one (it belongs to another PIN code: filled in for it,
 * or written while it was typed) follows the new PIN code. What the shopper wrote otherwise stays.
 */
export function fillFromPin(
  current: CityAndState,
  place: CityAndState,
  stale: Record<keyof CityAndState, boolean>,
): CityAndState {
  const follows = (field: keyof CityAndState) => stale[field] || !current[field].trim();
  return {
    city: follows("city") ? place.city : current.city,
    state: follows("state") ? place.state : current.state,
  };
}

/** The address's parts as an Indian label prints them: house and street, locality, "City, State 560001". */
export function addressLines(address: ShippingAddress): string[] {
  return [address.line1, address.locality, `${address.city}, ${address.state} ${address.pin}`].filter(
    (line): line is string => Boolean(line),
  );
}

/** The address on one block of text (lines joined by newlines), as orders keep it. */
export const formatAddress = (address: ShippingAddress) => addressLines(address).join("\n");
