import { asc, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { productColours, type ProductColourRow, type ProductRow } from "../db/schema";
import { badRequest } from "../http/errors";
import { groupBy } from "../db/group-by";
import type { ProductImage } from "@rules/images";

/**
 * The catalogue's one answer to "which colours does this product come in", "which colour does this choice
 * mean" and "what does that colour cost and look like" (docs/decisions/034-colours-as-variants.md). Every
 * product has at least one colour, the first being the product's own; a colour's photos, description and
 * prices are the product's where it has none of its own.
 */
export type Colour = Omit<ProductColourRow, "formerProductId">;

type Priced = Pick<ProductRow, "basePricePaise" | "oldPricePaise">;

/**
 * A colour's price and old price: its own when it has a price of its own (its old price then being its
 * own too, null for none), else the product's.
 */
export function colourPrices(product: Priced, colour: Pick<Colour, "basePricePaise" | "oldPricePaise"> | undefined) {
  return colour?.basePricePaise != null
    ? { basePricePaise: colour.basePricePaise, oldPricePaise: colour.oldPricePaise }
    : { basePricePaise: product.basePricePaise, oldPricePaise: product.oldPricePaise };
}

/**
 * A colour and size's price and old price: the size's own price when it has one, else its colour's. A
 * size's price has no old price of its own: the colour's old price (the label's MRP) is struck beside it
 * while it is above it (docs/decisions/042-a-price-per-size.md).
 */
export function variantPrices(
  product: Priced,
  colour: Pick<Colour, "basePricePaise" | "oldPricePaise"> | undefined,
  variant: { basePricePaise: number | null } | null | undefined,
) {
  const ofColour = colourPrices(product, colour);
  const own = variant?.basePricePaise;
  if (own === null || own === undefined) return ofColour;
  const old = ofColour.oldPricePaise;
  return { basePricePaise: own, oldPricePaise: old !== null && old > own ? old : null };
}

/** A colour's photos, the first being its main one: its own, else the product's. */
export function colourImages(
  product: Pick<ProductRow, "image" | "images">,
  colour: Pick<Colour, "image" | "images"> | undefined,
): ProductImage[] {
  if (colour?.images?.length) return colour.images;
  if (colour?.image) return [{ src: colour.image, width: null, height: null }];
  return product.images.length ? product.images : [{ src: product.image, width: null, height: null }];
}

/**
 * The colour a product opens on when none is asked for: its first with any stock, else its first (so a
 * link to a product whose first colour sold out shows one that can be bought).
 */
export function defaultColour<C extends { id: number }>(
  colours: C[],
  stockOf: (colourId: number) => number,
): C | undefined {
  return colours.find((colour) => stockOf(colour.id) > 0) ?? colours[0];
}

/**
 * The colour a choice means: the default one when none is given, the one of that slug (or name, any case)
 * otherwise; a colour the product does not come in is refused with the shopper's message (400).
 */
export function chooseColour(
  product: Pick<ProductRow, "name">,
  colours: Colour[],
  slug: string | null | undefined,
  stockOf: (colourId: number) => number,
): Colour {
  const fallback = defaultColour(colours, stockOf);
  if (!fallback) throw new Error(`Product ${product.name} has no colour`);
  if (slug === null || slug === undefined || slug.trim() === "") return fallback;
  const wanted = slug.trim().toLowerCase();
  const colour = colours.find((c) => c.slug === wanted || c.name.toLowerCase() === wanted);
  if (!colour) throw badRequest(`${product.name} does not come in ${slug.trim()}`);
  return colour;
}

/** The colour of a slug, or the default one when it names none: a link with an old or mistyped colour still opens. */
export function colourOrDefault(
  colours: Colour[],
  slug: string | null | undefined,
  stockOf: (colourId: number) => number,
): Colour | undefined {
  const wanted = slug?.trim().toLowerCase();
  return (wanted && colours.find((c) => c.slug === wanted)) || defaultColour(colours, stockOf);
}

/** A colour's stock over its sizes, from the product's variants. */
export const colourStock = (variants: { colourId: number; stock: number }[] | undefined) => (colourId: number) =>
  (variants ?? []).reduce((sum, variant) => sum + (variant.colourId === colourId ? variant.stock : 0), 0);

const colourColumns = {
  id: productColours.id,
  productId: productColours.productId,
  sku: productColours.sku,
  name: productColours.name,
  slug: productColours.slug,
  position: productColours.position,
  image: productColours.image,
  images: productColours.images,
  description: productColours.description,
  basePricePaise: productColours.basePricePaise,
  oldPricePaise: productColours.oldPricePaise,
};

/** The colours of these products, each product's in its order. */
export async function coloursOf(db: Db | Tx, productIds: number[]): Promise<Map<number, Colour[]>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select(colourColumns)
    .from(productColours)
    .where(inArray(productColours.productId, ids))
    .orderBy(asc(productColours.productId), asc(productColours.position), asc(productColours.id));
  return groupBy(rows, (row) => row.productId);
}
