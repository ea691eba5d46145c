import { and, asc, eq } from "drizzle-orm";
import { liveOffers, runningOffers } from "../offers/offers";
import { checkShownProduct, SHOWN_IN, type ShownProduct } from "../catalog/shown-product";
import { z } from "zod";
import type { Db } from "../db/client";
import { products, wishlistItems } from "../db/schema";
import { notFound } from "../http/errors";
import { toProductView } from "../catalog/product-view";
import type { OwnerKey } from "../cart/owner";
import { productRef, shownProductFields } from "@rules/line-item";
import type { ProductView } from "@rules/catalog-types";

/** POST /wishlist takes a product object (docs/product.md section 3): only its id counts. */
export const addToWishlistSchema = z
  .object({
    id: productRef.optional(),
    _id: productRef.optional(),
    productId: productRef.optional(),
    // The name and price the client showed: when given, they must be the product's.
    ...shownProductFields,
  })
  .transform(({ id, _id, productId, name, price }) => ({ productId: id ?? _id ?? productId, name, price }))
  .refine((v) => v.productId !== undefined, { message: "is required", path: ["id"] });

export async function getWishlist(db: Db, owner: OwnerKey, markupPaise: number): Promise<ProductView[]> {
  const rows = await db
    .select({ product: products })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.owner, owner), eq(products.hidden, false)))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
  return rows.map((r) => toProductView(r.product, markupPaise));
}

/** Which products are in the wishlist (those shoppers can see), in the order they were saved: its hearts. */
export async function wishlistProductIds(db: Db, owner: OwnerKey): Promise<number[]> {
  const rows = await db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.owner, owner), eq(products.hidden, false)))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
  return rows.map((r) => r.id);
}

/** Adds a product once; adding it again changes nothing. `shown` is what the client showed of it. */
export async function addToWishlist(
  db: Db,
  owner: OwnerKey,
  productId: number,
  markupPaise: number,
  shown: ShownProduct = {},
): Promise<void> {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      basePricePaise: products.basePricePaise,
      category: products.category,
      collections: products.collections,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.hidden, false)));
  if (!product) throw notFound("Product not found");
  const running = shown.price === undefined ? [] : runningOffers(await liveOffers(db));
  checkShownProduct(shown, product, markupPaise, SHOWN_IN.wishlist, running);
  await db.insert(wishlistItems).values({ owner, productId }).onConflictDoNothing();
}

/** Removes by the product's id (docs/product.md section 10). */
export async function removeFromWishlist(db: Db, owner: OwnerKey, productId: number): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.owner, owner), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  if (!removed.length) throw notFound("Product is not in your wishlist");
}
