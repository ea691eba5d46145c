import { type z, ZodError } from "zod";
import type { ProductRow } from "../db/schema";
import { HttpError, badRequest, notFound } from "../http/errors";
import { checkShownProduct, SHOWN_IN } from "../catalog/shown-product";
import { chooseVariant, sizesOf, type SizeChoice, type Variant } from "../catalog/sizes";
import { chooseColour, colourStock, variantPrices, type Colour } from "../catalog/colours";
import type { CartItemRow } from "./one-order-per-cart";
import { collectionForProduct } from "@rules/collections";
import { withMarkup } from "@rules/money";
import type { OfferTerms } from "@rules/offers";
import { MAX_PER_LINE, orderItemSchema, type LineItem } from "@rules/line-item";

// An order's lines as placeOrder and the checkout's quote both see them.

/** At most this many entries in one order's `product` list. */
export const MAX_ORDER_LINES = 20;

/**
 * An order's item: a product, how many, and its size as the request chose it (`size`, read by
 * rules/line-item.ts) or as the shopper's cart line holds it (`variantId`).
 */
export type OrderItem = Omit<LineItem, "size"> & SizeChoice & { colourId?: number };

/** The items of a request: one object or a list, each checked; errors name the entry. */
export function parseItems(raw: unknown): OrderItem[] {
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
    throw badRequest("Select a product");
  }
  const list: unknown[] = Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_ORDER_LINES) throw badRequest(`An order can hold at most ${MAX_ORDER_LINES} items`);
  const issues: z.core.$ZodIssue[] = [];
  const items: OrderItem[] = [];
  list.forEach((entry, index) => {
    const parsed = orderItemSchema.safeParse(entry);
    if (parsed.success) {
      const item = parsed.data as LineItem;
      items.push({ ...item, size: item.size ?? null });
    } else
      issues.push(
        ...parsed.error.issues.map((issue) => ({
          ...issue,
          path: Array.isArray(raw) ? ["product", index, ...issue.path] : issue.path,
        })),
      );
  });
  if (issues.length) throw new ZodError(issues);
  return items;
}

/** The shopper's cart lines as an order's items, each with the variant its line points at. */
export function cartOrderItems(lines: CartItemRow[]): OrderItem[] {
  if (!lines.length) throw badRequest("Select a product");
  if (lines.length > MAX_ORDER_LINES) throw badRequest(`An order can hold at most ${MAX_ORDER_LINES} items`);
  return lines.map(({ productId, colourId, variantId, quantity }) => ({ productId, colourId, variantId, quantity }));
}

/** A line checkout refuses for its size (none chosen yet, or one the product does not come in). */
export interface SizeProblem {
  productId: number;
  name: string;
  /** The size rule's words: "Please select a size before proceeding!" */
  message: string;
  /** The sizes the product comes in, and their names where the collection has them. */
  sizes: string[];
  sizeNames?: Record<string, string> | undefined;
}

export interface PricedLine {
  product: ProductRow;
  /** The colour bought: its price is the line's. */
  colour: Colour;
  /** The variant bought; null only on a quote's line refused for its size. */
  variant: Variant | null;
  /** The size as stored and shown: the variant's ("" for a product without sizes). */
  size: string;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
}

/**
 * An order's lines as placeOrder and quote() both see them: the same product and size asked for twice
 * make one line; each is the product it names (as shown), in the variant the catalogue says its size
 * means (server/catalog/sizes.ts), within MAX_PER_LINE, priced from the catalogue with the markup. With
 * `sizeProblems`, a refused size is noted there and the line kept as asked (a quote), instead of thrown
 * (an order).
 */
export function priceLines(
  items: OrderItem[],
  byId: Map<number, ProductRow>,
  variants: Map<number, Variant[]>,
  colours: Map<number, Colour[]>,
  markupPaise: number,
  sizeProblems?: SizeProblem[],
  running: OfferTerms[] = [],
): PricedLine[] {
  type Line = { product: ProductRow; colour: Colour; variant: Variant | null; size: string; quantity: number };
  const lines = new Map<string, Line>();
  for (const item of items) {
    const product = byId.get(item.productId);
    if (!product) throw notFound("Product not found");
    const ofProduct = colours.get(product.id) ?? [];
    // A cart line names its colour by id; a request by slug or name (the first colour when it names none).
    const colour =
      item.colourId !== undefined
        ? ofProduct.find((c) => c.id === item.colourId)
        : chooseColour(product, ofProduct, item.color, colourStock(variants.get(product.id)));
    if (!colour) throw notFound("Product not found");
    let variant: Variant | null;
    try {
      variant = chooseVariant(product, variants.get(product.id) ?? [], item, "order", colour.id);
    } catch (error) {
      if (!sizeProblems || !(error instanceof HttpError)) throw error;
      const sizes = sizesOf(product);
      const sizeNames = collectionForProduct(product).sizeNames;
      sizeProblems.push({ productId: product.id, name: product.name, message: error.message, sizes, sizeNames });
      variant = null;
    }
    const prices = variantPrices(product, colour, variant);
    checkShownProduct(item, { ...product, ...prices }, markupPaise, SHOWN_IN.order, running);
    const size = variant ? variant.size : "size" in item ? (item.size ?? "") : "";
    const key = `${colour.id}\u0000${variant ? variant.id : `?${size}`}`;
    const line = lines.get(key);
    if (line) line.quantity += item.quantity;
    else lines.set(key, { product, colour, variant, size, quantity: item.quantity });
  }
  for (const { product, quantity } of lines.values()) {
    if (quantity > MAX_PER_LINE) {
      throw badRequest(`You can order at most ${MAX_PER_LINE} of ${product.name} at once`);
    }
  }
  return [...lines.values()].map((line) => {
    const unitPricePaise = withMarkup(
      variantPrices(line.product, line.colour, line.variant).basePricePaise,
      markupPaise,
    );
    return { ...line, unitPricePaise, lineTotalPaise: unitPricePaise * line.quantity };
  });
}

/** Without items of its own, a `fromCart` order is the shopper's cart. */
export const readsCart = (input: { items?: unknown; fromCart?: boolean | undefined }) =>
  (input.items === undefined || input.items === null) && Boolean(input.fromCart);
