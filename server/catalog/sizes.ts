import { asc, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { productVariants, type ProductRow } from "../db/schema";
import { badRequest } from "../http/errors";
import { collectionForProduct } from "@rules/collections";
import { groupBy } from "../db/group-by";

/**
 * The catalogue's one answer to "which sizes does this product come in" and "which variant does this
 * choice mean" (docs/decisions/027-one-identity-for-a-size.md). The cart and the orders both ask it. A
 * choice arrives already read by rules/line-item.ts's sizeChoice: a size's text, or null for none given.
 */

/** A size as the store keeps it: the product's variant, with its SKU's stock. "" is a product without sizes. */
export interface Variant {
  id: number;
  productId: number;
  /** Its colour (server/catalog/colours.ts): a variant is a colour and a size. */
  colourId: number;
  size: string;
  sku: string;
  stock: number;
  /** The size's own price; null when it costs what its colour costs. */
  basePricePaise: number | null;
}

type Sized = Pick<ProductRow, "sizes" | "collections" | "category">;

/** The sizes a product comes in: its own, else its collection's; empty when it has none. */
export function sizesOf(product: Sized): string[] {
  return product.sizes.length ? product.sizes : collectionForProduct(product).sizes;
}

/** Where a size is being chosen: each asks for a missing one in its own words. */
export type SizeAsked = "cart" | "cart-line" | "order";

/** What a line names: a size chosen now, or the variant a cart line already points at (null: none yet). */
export type SizeChoice = { size: string | null } | { variantId: number | null };

/**
 * The variant a choice means, among the variants of the product's chosen colour: the one variant of a product without sizes
 * (which refuses a size), or the chosen size's. null is a size left to be chosen later: only adding to
 * the cart takes that, and only where the collection allows it (the sandals). Anything else is refused
 * with the shopper's message (400).
 */
export function chooseVariant(
  product: ProductRow,
  allVariants: Variant[],
  choice: SizeChoice,
  asked: SizeAsked,
  colourId: number,
): Variant | null {
  const variants = allVariants.filter((variant) => variant.colourId === colourId);
  const sizes = sizesOf(product);
  const size =
    "size" in choice ? choice.size : (variants.find((variant) => variant.id === choice.variantId)?.size ?? null);
  if (!sizes.length) {
    if (size) throw badRequest(`${product.name} does not come in sizes`);
    return variants.find((variant) => variant.size === "") ?? null;
  }
  if (size === null || size === "") {
    const rule = collectionForProduct(product).sizeRule;
    if (asked === "cart" && rule.sizeLater) return null;
    throw badRequest(
      asked === "cart"
        ? (rule.forCart ?? "Please select a size before adding to cart!")
        : asked === "order"
          ? (rule.forBuy ?? "Please select a size before proceeding!")
          : `Please select a size for ${product.name}`,
    );
  }
  const variant = sizes.includes(size) ? variants.find((v) => v.size === size) : undefined;
  if (!variant) throw badRequest(`Size ${size} is not available for ${product.name}`);
  return variant;
}

/** The variants of these products, each product's in the order its sizes were made. */
export async function variantsOf(db: Db | Tx, productIds: number[]): Promise<Map<number, Variant[]>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      colourId: productVariants.colourId,
      size: productVariants.size,
      sku: productVariants.sku,
      stock: productVariants.stock,
      basePricePaise: productVariants.basePricePaise,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, ids))
    .orderBy(asc(productVariants.id));
  return groupBy(rows, (row) => row.productId);
}
