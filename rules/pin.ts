// The PIN code's rules, apart from the rest of an address (rules/address.ts, which re-exports them): "Check
// delivery" on the product page needs these alone.

/**
 * A well-formed PIN code, the one rule of the browser and the server: 6 digits, the first 1 to 9. India
 * Post's first digits 1-8 are its postal zones and 9 is the Army Postal Service, whose base post offices
 * are in its directory too (900056, 900099): whether a well-formed PIN code is one we deliver to is the
 * directory's answer (server/delivery/pin-codes.ts), not the pattern's.
 */
export const PIN_PATTERN = /^[1-9]\d{5}$/;

/** The same rule as an `<input pattern>` (which matches the whole value without anchors). */
export const PIN_INPUT_PATTERN = PIN_PATTERN.source.slice(1, -1);

/** The field's name on every form that asks for a PIN code. */
export const PIN_LABEL = "PIN code";

/** What is wrong with a PIN code that is not well-formed: a field's message, after its label or path. */
export const PIN_RULE = "must be 6 digits and cannot start with 0";

/** The same as a sentence, where no field label stands before it ("Check delivery"). */
export const PIN_MESSAGE = `${PIN_LABEL} ${PIN_RULE}`;

/** A PIN code as typed ("560 001", " 560001 "): its spaces dropped. */
export const compactPin = (typed: string) => typed.replace(/\s/g, "");
