import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { cartItems, products, type ProductRow } from "../db/schema";
import { HttpError, badRequest, notFound } from "../http/errors";
import { collectionForProduct } from "~/lib/collections";
import { MAX_PER_LINE } from "~/lib/pricing";
import { withMarkup } from "~/lib/money";
import type { OwnerKey } from "./owner";
import { productRef } from "./product-ref";

/** A cart line as the API answers it (docs/product.md section 7): prices in rupees with the markup. */
export interface CartLine {
  /** The line's own id (DELETE /api/cart/:id takes it). */
  _id: string;
  id: number;
  /** The product's id, as a string (the older client's `productId`). */
  productId: string;
  name: string;
  image: string;
  size: string | null;
  price: number;
  quantity: number;
  lineTotal: number;
  inStock: boolean;
  /** How many this line may hold (stock, at most 10). */
  maxQuantity: number;
}

const quantity = z
  .number({ error: "must be a whole number from 1 to 10" })
  .int("must be a whole number from 1 to 10")
  .min(1, "must be at least 1")
  .max(MAX_PER_LINE, `must be at most ${MAX_PER_LINE}`);

/** POST /api/cart. `name` and `price` from older clients are accepted and ignored: the server prices. */
export const addToCartSchema = z
  .object({
    productId: productRef.optional(),
    id: productRef.optional(),
    _id: productRef.optional(),
    quantity: quantity.default(1),
    size: z.string().trim().max(20, "must be at most 20 characters").nullish(),
  })
  .transform(({ productId, id, _id, ...rest }) => ({ ...rest, productId: productId ?? id ?? _id }))
  .refine((v) => v.productId !== undefined, { message: "is required", path: ["productId"] });

export const updateQuantitySchema = z.object({ quantity });

const lineCap = (stock: number) => Math.min(MAX_PER_LINE, stock);

function capMessage(product: ProductRow): string {
  if (product.stock <= 0) return `${product.name} is out of stock`;
  return product.stock < MAX_PER_LINE
    ? `Only ${product.stock} of ${product.name} left in stock`
    : `You can add at most ${MAX_PER_LINE} of ${product.name} to your cart`;
}

/** The size a line is stored with, by the product's collection rules (docs/product.md section 5). */
export function resolveSize(product: ProductRow, requested: string | null | undefined): string {
  const collection = collectionForProduct(product);
  const sizes = product.sizes.length ? product.sizes : collection.sizes;
  const size = requested?.trim() || "";
  if (!sizes.length) {
    if (size && size !== "N/A") throw badRequest(`${product.name} does not come in sizes`);
    return "";
  }
  if (!size || size === "N/A") {
    if (collection.sizeRule.cartDefault) return collection.sizeRule.cartDefault;
    throw badRequest(collection.sizeRule.forCart ?? "Please select a size before adding to cart!");
  }
  if (!sizes.includes(size)) throw badRequest(`Size ${size} is not available for ${product.name}`);
  return size;
}

async function findProduct(db: Db, productId: number): Promise<ProductRow> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.hidden, false)));
  if (!product) throw notFound("Product not found");
  return product;
}

export async function getCart(db: Db, owner: OwnerKey, markupPaise: number): Promise<CartLine[]> {
  const rows = await db
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.owner, owner))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map(({ line, product }) => {
    const pricePaise = withMarkup(product.basePricePaise, markupPaise);
    return {
      _id: String(line.id),
      id: line.id,
      productId: String(product.id),
      name: product.name,
      image: product.image,
      size: line.size || null,
      price: pricePaise / 100,
      quantity: line.quantity,
      lineTotal: (pricePaise * line.quantity) / 100,
      inStock: !product.hidden && product.stock > 0,
      maxQuantity: Math.max(1, lineCap(product.stock)),
    };
  });
}

/**
 * Adds to the line of the same product and size. The cap (stock, at most 10) is enforced inside the
 * one INSERT ... ON CONFLICT statement, so parallel adds can never push a line past it.
 */
export async function addToCart(db: Db, owner: OwnerKey, input: z.output<typeof addToCartSchema>): Promise<void> {
  const product = await findProduct(db, input.productId!);
  const size = resolveSize(product, input.size);
  const cap = lineCap(product.stock);
  if (input.quantity > cap) throw new HttpError(409, capMessage(product));
  const inserted = await db
    .insert(cartItems)
    .values({ owner, productId: product.id, size, quantity: input.quantity })
    .onConflictDoUpdate({
      target: [cartItems.owner, cartItems.productId, cartItems.size],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${cap}`,
    })
    .returning({ id: cartItems.id });
  if (!inserted.length) throw new HttpError(409, capMessage(product));
}

export async function updateQuantity(db: Db, owner: OwnerKey, lineId: number, newQuantity: number): Promise<void> {
  const [row] = await db
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, lineId), eq(cartItems.owner, owner)));
  if (!row) throw notFound("Cart item not found");
  if (newQuantity > lineCap(row.product.stock)) throw new HttpError(409, capMessage(row.product));
  await db
    .update(cartItems)
    .set({ quantity: newQuantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.owner, owner)));
}

export async function removeLine(db: Db, owner: OwnerKey, lineId: number): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.owner, owner)))
    .returning({ id: cartItems.id });
  if (!removed.length) throw notFound("Cart item not found");
}

export async function clearCart(db: Db, owner: OwnerKey): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.owner, owner));
}

/** The number of items (quantities added up), for the header's cart icon. */
export async function countItems(db: Db, owner: OwnerKey): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number) })
    .from(cartItems)
    .where(eq(cartItems.owner, owner));
  return row?.n ?? 0;
}
