import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { checkShownProduct, SHOWN_IN } from "../catalog/shown-product";
import { z } from "zod";
import type { Db } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { shownProductWithStock } from "../catalog/catalog";
import { cartItems, clearedCarts, productColumns, productVariants, products, type ProductRow } from "../db/schema";
import { HttpError, badRequest, notFound } from "../http/errors";
import { collectionForProduct } from "@rules/collections";
import { lineItemSchema, MAX_PER_LINE, quantitySchema, sizeRef, type LineItem } from "@rules/line-item";
import { withMarkup } from "@rules/money";
import type { CartLine } from "@rules/cart-rules";
import type { OwnerKey } from "./owner";
import { stockMessage } from "../orders/stock";

/** PATCH /api/cart/:id: a new quantity, a size (text or a number such as 38), or both. */
export const updateLineSchema = z
  .object({
    quantity: quantitySchema.optional(),
    size: sizeRef.optional(),
  })
  .refine((v) => v.quantity !== undefined || v.size !== undefined, {
    message: "is required (or a size)",
    path: ["quantity"],
  });

const quantityInput = z.object({ quantity: quantitySchema });
const sizeInput = z.object({ size: sizeRef });

const lineCap = (stock: number) => Math.min(MAX_PER_LINE, stock);

function capMessage(product: ProductRow, size: string, stock: number): string {
  if (stock < MAX_PER_LINE) return stockMessage({ name: product.name, size: sizeWord(size), available: stock });
  return `You can add at most ${MAX_PER_LINE} of ${product.name} to your cart`;
}

/** The size as the messages name it: none for a product without sizes or a line still to be given one. */
const sizeWord = (size: string) => (size && size !== "N/A" ? size : undefined);

/**
 * The stock a line can draw on: its size's (stock is kept per size), or the product's whole stock for a
 * line still without a size (the sandals' "N/A"), which checkout will ask for. `sizeStock` is the size's
 * row's stock, undefined or null when the size has no row.
 */
const lineStock = (product: ProductRow, sizeStock: number | null | undefined): number => sizeStock ?? product.stock;

/** lineStock of a line in `size`, read from the database. */
export async function stockForLine(db: Db, product: ProductRow, size: string): Promise<number> {
  const [variant] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.size, size)));
  return lineStock(product, variant?.stock);
}

/** The sizes a product comes in: its own, else its collection's; empty when it has none. */
export function sizesOf(product: ProductRow): string[] {
  return product.sizes.length ? product.sizes : collectionForProduct(product).sizes;
}

/** The size a line is stored with, by the product's collection rules (docs/product.md section 5). */
export function resolveSize(product: ProductRow, requested: string | null | undefined): string {
  const collection = collectionForProduct(product);
  const sizes = sizesOf(product);
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

/** The statements every add to the cart runs (with the product read, `shownProductWithStock`). */
const statementsFor = preparedPerDatabase((db: Db) => ({
  /** A new line, or more of one the cart holds, never past `cap` (nothing is returned then). */
  addLine: db
    .insert(cartItems)
    .values({
      owner: sql.placeholder("owner"),
      productId: sql.placeholder("productId"),
      size: sql.placeholder("size"),
      quantity: sql.placeholder("quantity"),
    })
    .onConflictDoUpdate({
      target: [cartItems.owner, cartItems.productId, cartItems.size],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${sql.placeholder("cap")}`,
    })
    .returning({ id: cartItems.id })
    .prepare("cart_add_line"),
  /** The cart's lines, each with its product and its size's stock (null for a line without a size row). */
  lines: db
    .select({
      line: cartItems,
      product: productColumns,
      sizeStock: productVariants.stock,
      // The product's sizes with none left: a line's size picker offers them as sold out.
      soldOutSizes: sql<string[]>`(select coalesce(array_agg(v.size), '{}') from ${productVariants} v
        where v.product_id = ${products.id} and v.stock <= 0 and v.size <> '')`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, cartItems.productId), eq(productVariants.size, cartItems.size)),
    )
    .where(eq(cartItems.owner, sql.placeholder("owner")))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare("cart_lines"),
}));

async function findProductWithStock(
  db: Db,
  productId: number,
): Promise<{ product: ProductRow; stockOf: (size: string) => number }> {
  const row = await shownProductWithStock(db, productId);
  if (!row) throw notFound("Product not found");
  const { product, stockBySize } = row;
  return { product, stockOf: (size) => lineStock(product, stockBySize[size]) };
}

export async function getCart(db: Db, owner: OwnerKey, markupPaise: number): Promise<CartLine[]> {
  const rows = await statementsFor(db).lines.execute({ owner });
  return rows.map(({ line, product, sizeStock, soldOutSizes }) => {
    const stock = lineStock(product, sizeStock);
    const oldPricePaise = product.oldPricePaise === null ? null : withMarkup(product.oldPricePaise, markupPaise);
    const pricePaise = withMarkup(product.basePricePaise, markupPaise);
    const sizes = sizesOf(product);
    return {
      _id: String(line.id),
      id: line.id,
      productId: String(product.id),
      name: product.name,
      image: product.image,
      size: line.size || null,
      price: pricePaise / 100,
      pricePaise,
      oldPrice: oldPricePaise === null ? null : oldPricePaise / 100,
      oldPricePaise,
      quantity: line.quantity,
      lineTotal: (pricePaise * line.quantity) / 100,
      inStock: !product.hidden && stock > 0,
      maxQuantity: Math.max(1, lineCap(stock)),
      sizes,
      soldOutSizes: sizes.filter((size) => soldOutSizes.includes(size)),
      needsSize: sizes.length > 0 && !sizes.includes(line.size),
    };
  });
}

/**
 * Adds to the line of the same product and size. `raw` is checked here with the one line-item schema
 * (rules/line-item.ts), whoever calls. The cap (stock, at most MAX_PER_LINE) is enforced inside the
 * one INSERT ... ON CONFLICT statement, so parallel adds can never push a line past it.
 */
export async function addToCart(db: Db, owner: OwnerKey, raw: unknown, markupPaise: number): Promise<void> {
  const input = lineItemSchema.parse(raw) as LineItem;
  const { product, stockOf } = await findProductWithStock(db, input.productId);
  checkShownProduct(input, product, markupPaise, SHOWN_IN.cart);
  const size = resolveSize(product, input.size);
  const stock = stockOf(size);
  const cap = lineCap(stock);
  if (input.quantity > cap) throw new HttpError(409, capMessage(product, size, stock));
  const inserted = await statementsFor(db).addLine.execute({
    owner,
    productId: product.id,
    size,
    quantity: input.quantity,
    cap,
  });
  if (!inserted.length) throw new HttpError(409, capMessage(product, size, stock));
}

/** Sets a line's quantity; `raw` is checked here with the line item's quantity rule. */
export async function updateQuantity(db: Db, owner: OwnerKey, lineId: number, raw: unknown): Promise<void> {
  const { quantity: newQuantity } = quantityInput.parse({ quantity: raw });
  const [row] = await db
    .select({ line: cartItems, product: productColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, lineId), eq(cartItems.owner, owner)));
  if (!row) throw notFound("Cart item not found");
  const stock = await stockForLine(db, row.product, row.line.size);
  if (newQuantity > lineCap(stock)) throw new HttpError(409, capMessage(row.product, row.line.size, stock));
  await db
    .update(cartItems)
    .set({ quantity: newQuantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.owner, owner)));
}

/**
 * Gives a line a size (a sandal added as "N/A" from a card, or a change of mind). When the cart already
 * holds the product in that size, the two lines become one, capped by stock.
 */
export async function setLineSize(db: Db, owner: OwnerKey, lineId: number, raw: unknown): Promise<void> {
  const { size: requested } = sizeInput.parse({ size: raw });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ line: cartItems, product: productColumns })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.id, lineId), eq(cartItems.owner, owner)))
      .for("update");
    if (!row) throw notFound("Cart item not found");
    const { line, product } = row;
    const chosen = requested.trim();
    if (sizesOf(product).length && (!chosen || chosen === "N/A")) {
      throw badRequest(`Please select a size for ${product.name}`);
    }
    const size = resolveSize(product, chosen);
    if (size === line.size) return;
    const stock = await stockForLine(tx, product, size);
    if (stock <= 0) throw new HttpError(409, capMessage(product, size, stock));
    const [twin] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.owner, owner), eq(cartItems.productId, product.id), eq(cartItems.size, size)))
      .for("update");
    if (!twin) {
      await tx
        .update(cartItems)
        .set({ size, updatedAt: sql`now()` })
        .where(eq(cartItems.id, line.id));
      return;
    }
    const quantity = Math.min(
      twin.quantity + line.quantity,
      Math.max(1, lineCap(await stockForLine(tx, product, size))),
    );
    await tx
      .update(cartItems)
      .set({ quantity, updatedAt: sql`now()` })
      .where(eq(cartItems.id, twin.id));
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  });
}

export async function removeLine(db: Db, owner: OwnerKey, lineId: number): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.owner, owner)))
    .returning({ id: cartItems.id });
  if (!removed.length) throw notFound("Cart item not found");
}

/** How long an emptied cart can be restored. */
export const CLEARED_CART_KEPT_MS = 24 * 60 * 60 * 1000;

/** Empties the cart, keeping its lines a day for "Restore my cart" (a later clearing replaces them). */
export async function clearCart(db: Db, owner: OwnerKey): Promise<void> {
  await db.transaction(async (tx) => {
    const lines = await tx
      .delete(cartItems)
      .where(eq(cartItems.owner, owner))
      .returning({ productId: cartItems.productId, size: cartItems.size, quantity: cartItems.quantity });
    if (!lines.length) return;
    await tx
      .insert(clearedCarts)
      .values({ owner, lines })
      .onConflictDoUpdate({ target: clearedCarts.owner, set: { lines, clearedAt: sql`now()` } });
  });
}

const keptSince = () => new Date(Date.now() - CLEARED_CART_KEPT_MS);

/** The number of items of the owner's emptied cart that can still be restored, or 0. */
export async function clearedItemCount(db: Db, owner: OwnerKey): Promise<number> {
  const [row] = await db
    .select({ lines: clearedCarts.lines })
    .from(clearedCarts)
    .where(and(eq(clearedCarts.owner, owner), gt(clearedCarts.clearedAt, keptSince())));
  return row ? row.lines.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/** What a restore brought back, and the products it could not (gone, or out of stock). */
export interface RestoreResult {
  restored: number;
  unavailable: string[];
}

/**
 * Puts the emptied cart's lines back, within stock and the line cap, beside anything added since (the
 * same product and size add up). The kept copy is used once.
 */
export async function restoreCart(db: Db, owner: OwnerKey): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .delete(clearedCarts)
      .where(and(eq(clearedCarts.owner, owner), gt(clearedCarts.clearedAt, keptSince())))
      .returning({ lines: clearedCarts.lines });
    if (!kept) throw notFound("There is no emptied cart to restore");
    const ids = [...new Set(kept.lines.map((line) => line.productId))];
    const rows = ids.length ? await tx.select(productColumns).from(products).where(inArray(products.id, ids)) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const result: RestoreResult = { restored: 0, unavailable: [] };
    for (const line of kept.lines) {
      const product = byId.get(line.productId);
      const cap = product && !product.hidden ? lineCap(await stockForLine(tx, product, line.size)) : 0;
      if (!product || cap < 1) {
        if (product) result.unavailable.push(product.name);
        continue;
      }
      const [added] = await tx
        .insert(cartItems)
        .values({ owner, productId: product.id, size: line.size, quantity: Math.min(line.quantity, cap) })
        .onConflictDoUpdate({
          target: [cartItems.owner, cartItems.productId, cartItems.size],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${cap})`, updatedAt: sql`now()` },
        })
        .returning({ quantity: cartItems.quantity });
      if (added) result.restored += Math.min(line.quantity, cap);
    }
    return result;
  });
}

/** Background job: emptied carts past their day. */
export async function deleteExpiredClearedCarts(db: Db): Promise<void> {
  await db.delete(clearedCarts).where(lte(clearedCarts.clearedAt, keptSince()));
}

/** The number of items (quantities added up), for the header's cart icon. */
export async function countItems(db: Db, owner: OwnerKey): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number) })
    .from(cartItems)
    .where(eq(cartItems.owner, owner));
  return row?.n ?? 0;
}
