// The staff's rules for products and orders, shared by the JSON API, the staff pages' actions and their
// forms. Client-safe: no server imports.
import { z } from "./zod";
import { PRODUCT_CATEGORIES } from "./collections";
import type { ProductView } from "./catalog-types";
import { MAX_GALLERY_PHOTOS, UPLOADED_IMAGE } from "./images";
import {
  NEEDS_TRACKING,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  canMove,
  type OrderStatus,
  type OrderView,
  type ExtraPaymentView,
} from "./order-status";

export const STAFF_LIMITS = {
  name: 120,
  description: 2000,
  imageAddress: 2048,
  /** Rupees: ₹10,00,000. */
  maxPrice: 1_000_000,
  maxStock: 100_000,
  /** Stock of a new product when the form does not say. */
  defaultStock: 10,
} as const;

export const STAFF_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${STAFF_LIMITS.name} characters`,
  price: "Price must be a whole number of rupees from 1 to 10,00,000",
  oldPrice: "Old price must be a whole number of rupees from 1 to 10,00,000, above the price",
  imageRequired: "Image is required: an http(s) URL or an uploaded file",
  image: "Image must be an http(s) URL or an uploaded file",
  imageTooLong: `Image address must be at most ${STAFF_LIMITS.imageAddress} characters`,
  images: `Photos must be a list of 1 to ${MAX_GALLERY_PHOTOS} image addresses (http(s) URLs or uploaded files)`,
  imagesRepeated: "Each photo may appear only once",
  category: "Category must be one of the store's categories or Other",
  descriptionTooLong: `Description must be at most ${STAFF_LIMITS.description} characters`,
  stock: `Stock must be a whole number from 0 to ${STAFF_LIMITS.maxStock}`,
  hidden: "Hidden must be true or false",
  finalSale: "Final sale must be true or false",
  nothingToChange: "Nothing to change",
} as const;

/** An http(s) URL with a host, or an image uploaded to the store. */
export function isImageAddress(value: string): boolean {
  if (UPLOADED_IMAGE.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Whole rupees: a number or a string of digits (what a form sends). Nothing is stripped. */
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
export type NewProductInput = z.output<typeof newProductSchema>;

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
    hidden: flag.optional(),
    /** A sale item: non-returnable. */
    finalSale: z
      .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
        error: STAFF_MESSAGES.finalSale,
      })
      .optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: STAFF_MESSAGES.nothingToChange });
export type ProductChanges = z.output<typeof productChangesSchema>;

/** A product as the staff see it: the shopper's view plus what only the staff need. */
export interface StaffProductView extends ProductView {
  sku: string;
  stock: number;
  /** Each size's stock (empty for a product without sizes). */
  stockBySize: Record<string, number>;
  hidden: boolean;
  /** The prices the staff typed (before the store's markup), in whole rupees. */
  basePrice: number;
  baseOldPrice: number | null;
}

export interface StaffProductPage {
  products: StaffProductView[];
  total: number;
  page: number;
  totalPages: number;
}

export const PRODUCT_VISIBILITY = ["all", "visible", "hidden"] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITY)[number];

/**
 * Why the staff may not make a move (the moves are rules/order-status.ts's table), in words for the
 * staff; undefined when they may.
 */
export function transitionProblem(from: OrderStatus, to: OrderStatus): string | undefined {
  if (canMove(from, to, "staff")) return undefined;
  if (to === "paid") return "Only a verified payment can mark an order paid";
  if (from === to) return `The order is already "${ORDER_STATUS_LABELS[to]}"`;
  return `An order cannot move from "${ORDER_STATUS_LABELS[from]}" to "${ORDER_STATUS_LABELS[to]}"`;
}

export const trackingField = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(60, `${what} must be at most 60 characters`)
    .optional()
    .transform((v) => v || undefined);

/** A staff move; marking an order shipped needs the carrier and the tracking number (the shopper's e-mail has them). */
export const orderMoveSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(", ")}` }),
    carrier: trackingField("Carrier"),
    trackingNumber: trackingField("Tracking number"),
  })
  .superRefine((move, ctx) => {
    if (move.status !== NEEDS_TRACKING) return;
    if (!move.carrier) ctx.addIssue({ code: "custom", path: ["carrier"], message: "Carrier is required to ship" });
    if (!move.trackingNumber) {
      ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: "Tracking number is required to ship" });
    }
  });

export interface StaffOrderView extends OrderView {
  /** Where the staff may move it next (none when it is finished). */
  nextStatuses: OrderStatus[];
  /** Payments captured that the order could not take, and their refunds. */
  extraPayments: ExtraPaymentView[];
}

export interface StaffOrderPage {
  orders: StaffOrderView[];
  total: number;
  page: number;
  totalPages: number;
}
