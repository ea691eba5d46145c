// What the staff send for an automatic offer (the staff page's form and the JSON API alike). Days are
// India's, as for codes (rules/coupon-schema.ts).
import { z } from "./zod";
import { CATEGORIES, COLLECTIONS } from "./collections";
import { dayField, istDayEnd, istDayStart, wholeNumber } from "./coupon-schema";
import { OFFER_KINDS, OFFER_STATES } from "./offers";

export const OFFER_MESSAGES = {
  name: "Name must be 2 to 40 characters",
  kind: "Choose a sale or buy N, get X% off",
  percent: "Percentage must be a whole number from 1 to 90",
  minQuantity: "Pieces must be a whole number from 2 to 20",
  day: "Enter a day as YYYY-MM-DD, or leave it empty",
  order: "The last day cannot come before the first",
  collection: "Choose collections from the list",
  category: "Choose categories from the list",
} as const;

const day = dayField(OFFER_MESSAGES.day);

const listOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.enum(values, { error: message }), { error: message }),
  );

const COLLECTION_KEYS = COLLECTIONS.map((c) => c.key) as [string, ...string[]];

export const offerInputSchema = z
  .object({
    name: z
      .string({ error: OFFER_MESSAGES.name })
      .trim()
      .min(2, OFFER_MESSAGES.name)
      .max(40, OFFER_MESSAGES.name)
      .regex(/^[\x20-\x7e]+$/, "Name must use plain letters, digits and punctuation"),
    kind: z.enum(OFFER_KINDS, { error: OFFER_MESSAGES.kind }),
    percent: wholeNumber(OFFER_MESSAGES.percent, 1, 90).pipe(z.number({ error: OFFER_MESSAGES.percent })),
    minQuantity: wholeNumber(OFFER_MESSAGES.minQuantity, 2, 20),
    startsOn: day,
    endsOn: day,
    collections: listOf(COLLECTION_KEYS, OFFER_MESSAGES.collection),
    categories: listOf(CATEGORIES, OFFER_MESSAGES.category),
    state: z.enum(OFFER_STATES).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === "buy_n" && input.minQuantity === null) {
      ctx.addIssue({ code: "custom", path: ["minQuantity"], message: OFFER_MESSAGES.minQuantity });
    }
    if (input.startsOn && input.endsOn && input.endsOn < input.startsOn) {
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: OFFER_MESSAGES.order });
    }
  });

export type OfferInput = z.output<typeof offerInputSchema>;

/** The columns a checked input sets. */
export function offerColumns(input: OfferInput) {
  return {
    name: input.name,
    kind: input.kind,
    percent: input.percent,
    minQuantity: input.kind === "buy_n" ? input.minQuantity! : 1,
    collections: [...input.collections],
    categories: [...input.categories],
    startsAt: input.startsOn ? istDayStart(input.startsOn) : null,
    endsAt: input.endsOn ? istDayEnd(input.endsOn) : null,
  };
}

/** An offer as the staff list shows it and the API answers it (days in India's time). */
export interface StaffOfferView {
  id: number;
  name: string;
  kind: (typeof OFFER_KINDS)[number];
  description: string;
  percent: number;
  minQuantity: number | null;
  collections: string[];
  categories: string[];
  startsOn: string | null;
  endsOn: string | null;
  state: (typeof OFFER_STATES)[number];
  /** Running now: active, started and not ended. */
  running: boolean;
}
