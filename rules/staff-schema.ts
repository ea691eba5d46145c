// The schemas of what the staff send (a new product, a product's changes, an order's move), built on the
// plain rules of rules/staff.ts (its limits and messages): for the server's JSON API and the staff pages'
// actions.
import { optionalText, z } from "./zod";
import { PRODUCT_CATEGORIES } from "./collections";
import { MAX_GALLERY_PHOTOS } from "./images";
import { NEEDS_TRACKING, ORDER_STATUSES } from "./order-status";
import { colourSlug, isImageAddress, STAFF_LIMITS, STAFF_MESSAGES } from "./staff";

const wholeRupees = (message: string, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(1, message).max(max, message));

const productName = z
  .string({ error: STAFF_MESSAGES.nameRequired })
  // One line: runs of spaces, tabs and line breaks become one space.
  .transform((v) => v.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, STAFF_MESSAGES.nameRequired).max(STAFF_LIMITS.name, STAFF_MESSAGES.nameTooLong));

const price = wholeRupees(STAFF_MESSAGES.price, STAFF_LIMITS.maxPrice);

const category = z
  .string({ error: STAFF_MESSAGES.category })
  .nullish()
  .transform((v) => v?.trim() || "Other")
  .pipe(z.enum(PRODUCT_CATEGORIES, { error: STAFF_MESSAGES.category }));

const description = z
  .string({ error: "Description must be text" })
  .nullish()
  .transform((v) => v?.trim() ?? "")
  .pipe(z.string().max(STAFF_LIMITS.description, STAFF_MESSAGES.descriptionTooLong));

const imageText = z
  .string({ error: STAFF_MESSAGES.imageRequired })
  .trim()
  .min(1, STAFF_MESSAGES.imageRequired)
  .max(STAFF_LIMITS.imageAddress, STAFF_MESSAGES.imageTooLong);

/**
 * The gallery: the photos in their order, the first being the product's `image`. An edit's addresses are
 * checked by the domain (a product may keep the pictures it has).
 */
const imageList = (item: z.ZodType<string>) =>
  z
    .array(item, { error: STAFF_MESSAGES.images })
    .min(1, STAFF_MESSAGES.images)
    .max(MAX_GALLERY_PHOTOS, STAFF_MESSAGES.images)
    .refine((list) => new Set(list).size === list.length, STAFF_MESSAGES.imagesRepeated);

const stock = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, STAFF_MESSAGES.stock).transform(Number)], {
    error: STAFF_MESSAGES.stock,
  })
  .pipe(
    z.number().int(STAFF_MESSAGES.stock).min(0, STAFF_MESSAGES.stock).max(STAFF_LIMITS.maxStock, STAFF_MESSAGES.stock),
  );

const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
  error: STAFF_MESSAGES.hidden,
});

/**
 * POST /api/products/create (docs/product.md section 7): name, image, price, category, description, and an
 * optional stock. The price is the base price in whole rupees: shoppers see it with the store's markup.
 */
export const newProductSchema = z.preprocess(
  // Photos given: the first is the image.
  (input) =>
    input && typeof input === "object" && Array.isArray((input as { images?: unknown }).images)
      ? { ...input, image: (input as { images: unknown[] }).images[0] }
      : input,
  z.object({
    name: productName,
    image: imageText.refine(isImageAddress, STAFF_MESSAGES.image),
    images: imageList(imageText.refine(isImageAddress, STAFF_MESSAGES.image)).optional(),
    price,
    category,
    description,
    stock: stock.optional(),
  }),
);

/**
 * PATCH /api/admin/products/:id: any of the fields. The image is checked by the domain (a product may keep
 * the image it has, such as the seeded catalogue's own pictures); an empty old price removes it.
 */
export const productChangesSchema = z
  .object({
    name: productName.optional(),
    /** Replaces the first photo. */
    image: imageText.optional(),
    /** Every photo, in order: the first becomes the image. */
    images: imageList(imageText).optional(),
    price: price.optional(),
    oldPrice: z
      .union([z.null(), z.literal(""), wholeRupees(STAFF_MESSAGES.oldPrice, STAFF_LIMITS.maxPrice)])
      .transform((v) => (v === "" ? null : v))
      .optional(),
    category: category.optional(),
    description: description.optional(),
    stock: stock.optional(),
    /** Stock per size ({ "M": 4, "L": 0 }); the product's stock becomes their sum. */
    stockBySize: z
      .record(z.string().max(20), stock, { error: "Stock by size must map sizes to whole numbers" })
      .optional(),
    /**
     * Stock per colour and size, by the colour's slug (or name): `{ "navy": { "6": 4 } }`, or one figure for
     * every size of that colour (`{ "navy": 5 }`, a product without sizes' one figure). Colours and sizes left
     * out keep their stock; the product's stock becomes the sum of all.
     */
    stockByColour: z
      .record(
        z.string().max(60),
        z.union([stock, z.record(z.string().max(20), stock)], { error: STAFF_MESSAGES.stock }),
        {
          error: "Stock by colour must map colours to whole numbers, or to sizes and whole numbers",
        },
      )
      .optional(),
    hidden: flag.optional(),
    /** A sale item: non-returnable. */
    finalSale: z
      .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
        error: STAFF_MESSAGES.finalSale,
      })
      .optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: STAFF_MESSAGES.nothingToChange });

export const trackingField = (what: string) => optionalText(what, 60);

/**
 * A move to `shipping` hands a parcel to a carrier: it needs the carrier and the tracking number (the
 * shopper's e-mail has them). For a move schema's superRefine (an order's, an exchange's replacement's).
 */
export const trackedWhen =
  (shipping: string) =>
  (
    move: { status: string; carrier?: string | undefined; trackingNumber?: string | undefined },
    ctx: z.RefinementCtx,
  ) => {
    if (move.status !== shipping) return;
    if (!move.carrier) ctx.addIssue({ code: "custom", path: ["carrier"], message: "Carrier is required to ship" });
    if (!move.trackingNumber) {
      ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: "Tracking number is required to ship" });
    }
  };

/** A staff move; marking an order shipped needs the carrier and the tracking number (the shopper's e-mail has them). */
export const orderMoveSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(", ")}` }),
    carrier: trackingField("Carrier"),
    trackingNumber: trackingField("Tracking number"),
  })
  .superRefine(trackedWhen(NEEDS_TRACKING));

const colourName = z
  .string({ error: STAFF_MESSAGES.colourName })
  .transform((v) => v.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, STAFF_MESSAGES.colourName)
      .max(40, STAFF_MESSAGES.colourNameTooLong)
      .refine((v) => colourSlug(v) !== "", STAFF_MESSAGES.colourNameLetters),
  );

const sku = z
  .string({ error: STAFF_MESSAGES.sku })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9](?:[A-Z0-9-]{0,38}[A-Z0-9])?$/, STAFF_MESSAGES.sku));

/** A price field a colour may leave empty: empty or null is the product's. */
const ownPrice = (message: string) =>
  z
    .union([z.null(), z.literal(""), wholeRupees(message, STAFF_LIMITS.maxPrice)])
    .transform((v) => (v === "" ? null : v));

const COLOUR_POSITION = "Position must be a whole number from 1";

const colourFields = {
  name: colourName,
  sku,
  /** Its own photos in order (the first its main one); none: the product's. Addresses are checked by the domain. */
  images: z
    .array(imageText, { error: STAFF_MESSAGES.images })
    .max(MAX_GALLERY_PHOTOS, STAFF_MESSAGES.images)
    .refine((list) => new Set(list).size === list.length, STAFF_MESSAGES.imagesRepeated),
  price: ownPrice(STAFF_MESSAGES.price),
  oldPrice: ownPrice(STAFF_MESSAGES.oldPrice),
  /** Its own description; empty: the product's. */
  description: description.transform((v) => v || null),
};

/** An old price of a colour's own needs a price of its own, below it (docs/decisions/036-staff-manage-colours.md). */
const colourPricesCheck = (v: { price?: number | null; oldPrice?: number | null }, ctx: z.RefinementCtx) => {
  if (v.oldPrice == null) return;
  if (v.price == null)
    ctx.addIssue({ code: "custom", path: ["oldPrice"], message: STAFF_MESSAGES.colourOldPriceAlone });
  else if (v.oldPrice <= v.price)
    ctx.addIssue({ code: "custom", path: ["oldPrice"], message: STAFF_MESSAGES.oldPrice });
};

/** POST /api/admin/products/:id/colours: a new colour; name and SKU are needed, the rest is optional. */
export const newColourSchema = z
  .object({
    ...colourFields,
    images: colourFields.images.optional().transform((v) => v ?? []),
    price: colourFields.price.optional().transform((v) => v ?? null),
    oldPrice: colourFields.oldPrice.optional().transform((v) => v ?? null),
    description: colourFields.description.optional().transform((v) => v ?? null),
  })
  .superRefine(colourPricesCheck);

/**
 * PATCH /api/admin/products/:id/colours/:colourId: any of the fields (prices are checked with the colour's
 * other price by the domain), and its place in the list.
 */
export const colourChangesSchema = z
  .object({
    name: colourName.optional(),
    sku: sku.optional(),
    images: colourFields.images.optional(),
    price: colourFields.price.optional(),
    oldPrice: colourFields.oldPrice.optional(),
    description: colourFields.description.optional(),
    /** Prices of its sizes' own, by size; empty or null: the size costs the colour's price. */
    sizePrices: z.record(z.string().max(20), ownPrice(STAFF_MESSAGES.sizePrice)).optional(),
    /** Its place among the product's colours, 1 being the first (the one lists show). */
    position: z
      .union([z.number(), z.string().trim().regex(/^\d+$/, COLOUR_POSITION).transform(Number)], {
        error: COLOUR_POSITION,
      })
      .pipe(z.number().int(COLOUR_POSITION).min(1, COLOUR_POSITION).max(1000, COLOUR_POSITION))
      .optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: STAFF_MESSAGES.nothingToChange });
