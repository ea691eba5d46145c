// The staff's rules for products and orders, shared by the JSON API, the staff pages' actions and their
// forms. Client-safe: no server imports and no zod; the schemas that check what the staff send are in
// rules/staff-schema.ts.
import type { z } from "./zod";
import type { newProductSchema, productChangesSchema } from "./staff-schema";
import type { ProductView } from "./catalog-types";
import { MAX_GALLERY_PHOTOS, UPLOADED_IMAGE } from "./images";
import { ORDER_STATUS_LABELS, canMove, type OrderStatus, type OrderView, type ExtraPaymentView } from "./order-status";

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
  colourName: "Colour name is required",
  colourNameTooLong: "Colour name must be at most 40 characters",
  colourNameLetters: "Colour name needs a letter or a digit",
  sku: "SKU is required: 1 to 40 letters, digits and hyphens",
  colourOldPriceAlone: "Give the colour a price of its own to give it an old price",
  colourFirstIsProduct:
    "The first colour's photos, price and description are the product's: change them in the product's own fields",
  onlyColour: "A product needs at least one colour: this is its only one",
  colourNotFound: "Colour not found",
  sizePrice: "A size's price must be a whole number of rupees from 1 to 10,00,000, or empty for the colour's price",
} as const;

/** What the staff are told when a size's price names a size the product does not come in. */
export const sizeNotSold = (size: string) => `${size} is not one of this product's sizes`;

/** What the staff are told when a colour's name or SKU is taken, or it still has stock to sell. */
export const colourTaken = (name: string) => `This product already comes in ${name}`;
export const skuTaken = (sku: string) => `SKU ${sku} is already in use`;
export const colourInStock = (name: string, stock: number) =>
  `${name} still has ${stock} in stock. Set its stock to 0 first.`;

/** The URL slug of a colour's name, as the database's colour_slug() makes it ("Navy Blue" -> "navy-blue"). */
export const colourSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** A SKU to suggest for a new colour: the product's, then the colour's slug ("STAFF-1A2B-NAVY-BLUE"). */
export const suggestedSku = (productSku: string, name: string) => {
  const slug = colourSlug(name).toUpperCase();
  return slug ? `${productSku}-${slug}`.slice(0, 40).replace(/-+$/, "") : "";
};

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
/** A new product as its schema (rules/staff-schema.ts) gives it. */
export type NewProductInput = z.output<typeof newProductSchema>;
/** A product's changes as their schema gives them. */
export type ProductChanges = z.output<typeof productChangesSchema>;

/**
 * A product as the staff see it: the shopper's view plus what only the staff need. Its stock is kept per
 * colour and size: `colours` has each colour's count, `stockBySize` each size's over all colours.
 */
export interface StaffProductView extends Omit<ProductView, "colours" | "colour"> {
  sku: string;
  stock: number;
  /** Each size's stock in all colours together (empty for a product without sizes). */
  stockBySize: Record<string, number>;
  /** Its colours in the staff's order (one for a product of one colour), each with its stock per size. */
  colours: StaffColourStock[];
  hidden: boolean;
  /** The prices the staff typed (before the store's markup), in whole rupees. */
  basePrice: number;
  baseOldPrice: number | null;
}

/** One colour of a product as the staff count and edit it. */
export interface StaffColourStock {
  id: number;
  /** As written ("Navy"; "" for a colour never named). */
  name: string;
  /** Its key in `stockByColour` and in a product link's `?color=`. */
  slug: string;
  sku: string;
  /** The colour's stock in all its sizes. */
  stock: number;
  /** Each size's stock (empty for a product without sizes: `stock` is then its one figure). */
  stockBySize: Record<string, number>;
  /** Its main photo: its own, else the product's. */
  image: string;
  /** Its own photos in order; empty when it shows the product's (always for the first colour). */
  images: string[];
  /** Its own price and old price in whole rupees before the markup; null: the product's. */
  price: number | null;
  oldPrice: number | null;
  /** Its own description; null: the product's. */
  description: string | null;
  /** The sizes with a price of their own, in whole rupees before the markup; the rest cost the colour's price. */
  sizePrices: Record<string, number>;
}

/** What the staff are told when they give a product of several colours one stock figure per size. */
export const STOCK_PER_COLOUR = "This product comes in several colours: give the stock per colour (stockByColour)";

/** A colour's name where the staff read it: a colour never named is still a row to count. */
export const colourLabel = (colour: Pick<StaffColourStock, "name">) => colour.name || "No colour named";

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
