// One line item (a product, its size, how many) as the cart, an order and the pages take it, with the one
// cap on a line's quantity (./quantity.ts, docs/product.md section 5). Plain zod, no React: the server and
// the browser both import it.
import { MAX_PER_LINE } from "./quantity";
import { z } from "./zod";

export { MAX_PER_LINE, clampQuantity } from "./quantity";

/** A product named by its numeric id or by `_id` (the same id as a string), as older clients send it. */
export const productRef = z.union(
  [
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ],
  { error: "must be a product id" },
);

/**
 * SPEC's word for a cart line whose size is not chosen yet (a sandal added from a card): the cart API
 * answers it, and a client sending it back means "no size", never a size called "N/A".
 */
export const SIZE_NOT_CHOSEN = "N/A";

/**
 * The one reading of a size as it enters (a JSON body, a form field): trimmed text, or null for none
 * given ("", or SPEC's "N/A"). Nothing past this point trims or compares with "N/A" again; the catalogue
 * (server/catalog/sizes.ts) decides what the choice means for a product.
 */
export function sizeChoice(text: string): string | null {
  const size = text.trim();
  return size === "" || size === SIZE_NOT_CHOSEN ? null : size;
}

const sizeText = (tooLong: string) => z.string().trim().max(20, tooLong).transform(sizeChoice);

/** A size as text or as a number (`"size": 6` is size "6"), wherever a size is taken: sizeChoice's answer. */
export const sizeRef = z
  .union([z.string(), z.number().finite()], { error: "must be text or a number" })
  .transform(String)
  .pipe(sizeText("must be at most 20 characters"));

/** The quantity rule over a number schema, in the caller's words. */
const quantityRule = (number: z.ZodNumber, say: { whole?: string; least: string; most: string }) =>
  number.int(say.whole).min(1, say.least).max(MAX_PER_LINE, say.most);

const WHOLE = `must be a whole number from 1 to ${MAX_PER_LINE}`;

/** A line's quantity as the JSON API and the domain take it: a whole number from 1 to MAX_PER_LINE. */
export const quantitySchema = quantityRule(z.number({ error: WHOLE }), {
  whole: WHOLE,
  least: "must be at least 1",
  most: `must be at most ${MAX_PER_LINE}`,
});

/** The same rule for a page's quantity field (form text), worded for the shopper. */
export const quantityField = quantityRule(
  z.coerce.number({ error: `Quantity must be a whole number from 1 to ${MAX_PER_LINE}` }),
  {
    whole: `Quantity must be a whole number from 1 to ${MAX_PER_LINE}`,
    least: "Quantity must be at least 1",
    most: `You can add at most ${MAX_PER_LINE} of one item`,
  },
);

/** A returned line's quantity (rules/returns.ts): the same cap, the return form's words. */
export const returnQuantity = quantityRule(z.number(), {
  least: "Quantity must be at least 1",
  most: `Quantity must be at most ${MAX_PER_LINE}`,
});

/** A page's size field (form text): sizeChoice's answer. */
export const sizeField = sizeText("Size must be at most 20 characters");

/** The longest colour slug or name a request may name. */
const COLOUR_MAX = 40;

/** A page's colour field (form text or a checkout link's `color`): the colour's slug, "" for the first. */
export const colourField = z.string().trim().max(COLOUR_MAX, `Colour must be at most ${COLOUR_MAX} characters`);

/** The shown name and price, as older clients' product objects carry them (a price may come as text). */
export const shownProductFields = {
  name: z.string().max(300).optional(),
  price: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v),
    z.number().finite().optional().catch(undefined),
  ),
};

/**
 * One line item: the product's `productId`, `id` or `_id` (in that order: a cart line's `_id` is the
 * line's own id), a quantity (1 when left out) and a size. A shown name and price, when given, must be
 * the product's (server/catalog/shown-product.ts checks them). `notAnObject` words the refusal of an entry
 * that is not an object.
 */
const lineItem = (notAnObject?: string) =>
  z
    .object(
      {
        productId: productRef.optional(),
        id: productRef.optional(),
        _id: productRef.optional(),
        quantity: quantitySchema.default(1),
        size: sizeRef.nullish(),
        /** The colour's slug or name (the product's first colour when left out). */
        color: z.string().trim().max(COLOUR_MAX, `must be at most ${COLOUR_MAX} characters`).nullish(),
        ...shownProductFields,
      },
      notAnObject ? { error: notAnObject } : undefined,
    )
    .transform(({ productId, id, _id, ...rest }) => ({ ...rest, productId: productId ?? id ?? _id }))
    .refine((v) => v.productId !== undefined, { message: "is required", path: ["productId"] });

/** POST /api/cart's body, checked by the cart's addToCart itself. */
export const lineItemSchema = lineItem();

/** One entry of an order's `product` list (an entry that is not an object "must be a product"). */
export const orderItemSchema = lineItem("must be a product");

export type LineItem = z.output<typeof lineItemSchema> & { productId: number };
