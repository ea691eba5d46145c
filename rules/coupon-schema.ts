// What the staff send for a coupon code (the staff page's form and the JSON API alike), and how its days are
// read and shown: entered as days in India's time, from the first day's midnight to the last day's end.
import { z } from "./zod";
import { CATEGORIES, COLLECTIONS } from "./collections";
import { CODE_PATTERN, COUPON_KINDS, COUPON_STATES, normalizeCode } from "./discounts";
import { toPaise } from "./money";

export const COUPON_MESSAGES = {
  code: "Code must be 3 to 20 letters, digits, '-' or '_'",
  kind: "Choose what the code gives: a percentage, a flat amount or free shipping",
  percent: "Percentage must be a whole number from 1 to 90",
  cap: "Cap must be a whole number of rupees from 1 to 1,00,000, or empty",
  flat: "Amount off must be a whole number of rupees from 1 to 1,00,000",
  minCart: "Minimum cart value must be a whole number of rupees up to 10,00,000, or empty",
  day: "Enter a day as YYYY-MM-DD, or leave it empty",
  order: "The last day cannot come before the first",
  uses: "Uses must be a whole number from 1 to 10,00,000, or empty for no limit",
  category: "Choose categories from the list",
  collection: "Choose collections from the list",
  products: "Products must be product numbers separated by commas (at most 50)",
} as const;

const COLLECTION_KEYS = COLLECTIONS.map((c) => c.key) as [string, ...string[]];

/** Product numbers: "12, 15" from the form, or [12, 15] from JSON; empty: none. */
const productList = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === "") return [];
    if (typeof value === "string")
      return value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
    return value;
  },
  z
    .array(
      z
        .union(
          [
            z.number(),
            z
              .string()
              .regex(/^\d{1,9}$/, COUPON_MESSAGES.products)
              .transform(Number),
          ],
          {
            error: COUPON_MESSAGES.products,
          },
        )
        .pipe(z.number().int(COUPON_MESSAGES.products).min(1, COUPON_MESSAGES.products).max(2_147_483_647)),
      { error: COUPON_MESSAGES.products },
    )
    .max(50, COUPON_MESSAGES.products),
);

/** A form's empty field is "no value": undefined, null and "" all read as null. */
export const blankToNull = (value: unknown) => (value === undefined || value === null || value === "" ? null : value);

/** A whole number from min to max, or null for an empty field (codes' and offers' forms alike). */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)], { error: message })
      .pipe(z.number().int(message).min(min, message).max(max, message))
      .nullable(),
  );

/** A day in India's time as the form writes it ("2026-12-01"), or null for an empty field. */
export const dayField = (message: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+05:30`)), message)
      .nullable(),
  );

const day = dayField(COUPON_MESSAGES.day);

/** A checkbox posts "on"; JSON sends true or false. */
const flag = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/** The first moment of an Indian day: "2026-12-01" -> 2026-11-30T18:30Z. */
export const istDayStart = (value: string) => new Date(`${value}T00:00:00+05:30`);
/** The first moment after an Indian day (its end, exclusive). */
export const istDayEnd = (value: string) => new Date(istDayStart(value).getTime() + 24 * 60 * 60 * 1000);
/** The Indian day a moment falls in, as the form writes it ("2026-12-01"). */
export const istDayOf = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);

export const couponInputSchema = z
  .object({
    code: z
      .string({ error: COUPON_MESSAGES.code })
      .transform(normalizeCode)
      .pipe(z.string().regex(CODE_PATTERN, COUPON_MESSAGES.code)),
    kind: z.enum(COUPON_KINDS, { error: COUPON_MESSAGES.kind }),
    percent: wholeNumber(COUPON_MESSAGES.percent, 1, 90),
    cap: wholeNumber(COUPON_MESSAGES.cap, 1, 100_000),
    flat: wholeNumber(COUPON_MESSAGES.flat, 1, 100_000),
    minCart: wholeNumber(COUPON_MESSAGES.minCart, 0, 1_000_000),
    startsOn: day,
    endsOn: day,
    maxUses: wholeNumber(COUPON_MESSAGES.uses, 1, 1_000_000),
    maxUsesPerShopper: wholeNumber(COUPON_MESSAGES.uses, 1, 1_000_000),
    firstOrderOnly: flag,
    /** Product pages may name it in their "Best price" line while it is live. */
    showOnProductPages: flag,
    excludeFinalSale: flag,
    /** Left out (JSON), a code combines with automatic offers. */
    combinable: z.preprocess((value) => (value === undefined || value === null || value === "" ? true : value), flag),
    categories: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.enum(CATEGORIES, { error: COUPON_MESSAGES.category }), { error: COUPON_MESSAGES.category }),
    ),
    collections: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.enum(COLLECTION_KEYS, { error: COUPON_MESSAGES.collection }), { error: COUPON_MESSAGES.collection }),
    ),
    products: productList,
    state: z.enum(COUPON_STATES).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === "percent" && input.percent === null) {
      ctx.addIssue({ code: "custom", path: ["percent"], message: COUPON_MESSAGES.percent });
    }
    if (input.kind === "flat" && input.flat === null) {
      ctx.addIssue({ code: "custom", path: ["flat"], message: COUPON_MESSAGES.flat });
    }
    if (input.startsOn && input.endsOn && input.endsOn < input.startsOn) {
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: COUPON_MESSAGES.order });
    }
  });

export type CouponInput = z.output<typeof couponInputSchema>;

/** The columns a checked input sets (paise; the days as moments in India's time). */
export function couponColumns(input: CouponInput) {
  return {
    kind: input.kind,
    percent: input.kind === "percent" ? input.percent : null,
    capPaise: input.kind === "percent" && input.cap !== null ? toPaise(input.cap) : null,
    flatPaise: input.kind === "flat" && input.flat !== null ? toPaise(input.flat) : null,
    minCartPaise: toPaise(input.minCart ?? 0),
    categories: input.categories.length ? [...input.categories] : null,
    collections: input.collections.length ? [...input.collections] : null,
    productIds: input.products.length ? [...new Set(input.products)] : null,
    excludeFinalSale: input.excludeFinalSale,
    combinable: input.combinable,
    startsAt: input.startsOn ? istDayStart(input.startsOn) : null,
    endsAt: input.endsOn ? istDayEnd(input.endsOn) : null,
    maxUses: input.maxUses,
    maxUsesPerShopper: input.maxUsesPerShopper,
    firstOrderOnly: input.firstOrderOnly,
    showOnProductPages: input.showOnProductPages,
  };
}

/** A code as the staff list shows it and the API answers it (rupees; days in India's time). */
export interface StaffCouponView {
  id: number;
  code: string;
  kind: (typeof COUPON_KINDS)[number];
  description: string;
  percent: number | null;
  cap: number | null;
  flat: number | null;
  minCart: number;
  categories: string[];
  collections: string[];
  /** Product numbers in the code's scope. */
  products: number[];
  excludeFinalSale: boolean;
  /** Whether it also applies to items an automatic offer took something off. */
  combinable: boolean;
  startsOn: string | null;
  endsOn: string | null;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
  firstOrderOnly: boolean;
  /** Product pages may name it in their "Best price" line while it is live. */
  showOnProductPages: boolean;
  state: (typeof COUPON_STATES)[number];
  /** Uses held by orders now. */
  uses: number;
  /** Given by those orders: off the goods and the shipping waived. */
  discountGiven: number;
  /** What those orders came to. */
  revenue: number;
}
