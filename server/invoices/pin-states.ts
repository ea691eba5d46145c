// Which state a 6-digit Indian PIN code is in, from its first digits, and GST's state codes.
//
// Source: India Post's PIN code allocation (the first two digits name a postal circle, the third a
// sorting district), as tabulated in "Postal Index Number", India Post / Wikipedia's PIN zones table.
// The three-digit entries split circles that serve more than one state or union territory; a few
// sorting districts straddle a border, and those PINs take the circle's main state.
// GST state codes: rules/address.ts (the states' names are the checkout's list too).

export { GST_STATE_CODES } from "@rules/address";

/** First two digits of the PIN -> GST state code. */
const BY_CIRCLE: Record<string, string> = {
  "11": "07",
  "12": "06",
  "13": "06",
  "14": "03",
  "15": "03",
  "16": "03",
  "17": "02",
  "18": "01",
  "19": "01",
  ...Object.fromEntries(["20", "21", "22", "23", "24", "25", "26", "27", "28"].map((p) => [p, "09"])),
  ...Object.fromEntries(["30", "31", "32", "33", "34"].map((p) => [p, "08"])),
  ...Object.fromEntries(["36", "37", "38", "39"].map((p) => [p, "24"])),
  ...Object.fromEntries(["40", "41", "42", "43", "44"].map((p) => [p, "27"])),
  ...Object.fromEntries(["45", "46", "47", "48"].map((p) => [p, "23"])),
  "49": "22",
  "50": "36",
  ...Object.fromEntries(["51", "52", "53"].map((p) => [p, "37"])),
  ...Object.fromEntries(["56", "57", "58", "59"].map((p) => [p, "29"])),
  ...Object.fromEntries(["60", "61", "62", "63", "64"].map((p) => [p, "33"])),
  ...Object.fromEntries(["67", "68", "69"].map((p) => [p, "32"])),
  ...Object.fromEntries(["70", "71", "72", "73", "74"].map((p) => [p, "19"])),
  ...Object.fromEntries(["75", "76", "77"].map((p) => [p, "21"])),
  "78": "18",
  "79": "18",
  ...Object.fromEntries(["80", "81", "82", "83", "84", "85"].map((p) => [p, "10"])),
};

/** First three digits -> GST state code, where a circle serves more than one state. */
const BY_DISTRICT: Record<string, string> = {
  "160": "04", // Chandigarh
  "194": "38", // Ladakh
  ...Object.fromEntries(["246", "248", "249", "262", "263"].map((p) => [p, "05"])), // Uttarakhand
  "396": "26", // Daman, Silvassa (Valsad's PINs share it)
  "403": "30", // Goa
  "605": "34", // Puducherry
  "682": "32", // Kochi (Lakshadweep's 682555 is listed below)
  "737": "11", // Sikkim
  "744": "35", // Andaman and Nicobar
  ...Object.fromEntries(["790", "791", "792"].map((p) => [p, "12"])), // Arunachal Pradesh
  ...Object.fromEntries(["793", "794"].map((p) => [p, "17"])), // Meghalaya
  "795": "14", // Manipur
  "796": "15", // Mizoram
  ...Object.fromEntries(["797", "798"].map((p) => [p, "13"])), // Nagaland
  "799": "16", // Tripura
  // Jharkhand's sorting districts inside the Bihar circle.
  ...Object.fromEntries(
    ["814", "815", "816", "822", "825", "826", "827", "828", "829", "831", "832", "833", "834", "835"].map((p) => [
      p,
      "20",
    ]),
  ),
};

const EXACT: Record<string, string> = { "682555": "31" }; // Lakshadweep

/** The last 6-digit number in the address that can be a PIN code (first digit 1 to 8), or undefined. */
export function pinIn(address: string): string | undefined {
  const matches = address.match(/(?<!\d)[1-8]\d{2}\s?\d{3}(?!\d)/g);
  return matches?.at(-1)?.replace(/\s/, "");
}

/** The GST state code of a PIN code, or undefined (an Army Post Office, or digits no circle uses). */
export function stateCodeOfPin(pin: string): string | undefined {
  return EXACT[pin] ?? BY_DISTRICT[pin.slice(0, 3)] ?? BY_CIRCLE[pin.slice(0, 2)];
}

/** The state code of a GSTIN (its first two digits). */
export const stateCodeOfGstin = (gstin: string) => gstin.slice(0, 2);
