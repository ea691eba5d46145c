import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { liveOffers, runningOffers } from "../offers/offers";
import { checkShownProduct, SHOWN_IN } from "../catalog/shown-product";
import { z } from "zod";
import type { Db, Tx } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { shownProductWithStock } from "../catalog/one-product";
import { chooseVariant, sizesOf, variantsOf, type Variant } from "../catalog/sizes";
import { chooseColour, colourImages, colourStock, coloursOf, variantPrices } from "../catalog/colours";
import {
  cartItems,
  clearedCarts,
  productColours,
  productColumns,
  productVariants,
  products,
  type ClearedCartLine,
  type ProductRow,
} from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import {
  lineItemSchema,
  MAX_PER_LINE,
  quantitySchema,
  SIZE_NOT_CHOSEN,
  sizeRef,
  type LineItem,
} from "@rules/line-item";
import { toRupees, withMarkup } from "@rules/money";
import type { CartLine } from "@rules/cart-rules";
import { productPath } from "@rules/catalog-types";
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
const sizeInput = z.object({ size: sizeRef.nullable() });

const lineCap = (stock: number) => Math.min(MAX_PER_LINE, stock);

function capMessage(product: ProductRow, variant: Variant | null, stock: number): string {
  if (stock < MAX_PER_LINE) return stockMessage({ name: product.name, size: variant?.size, available: stock });
  return `You can add at most ${MAX_PER_LINE} of ${product.name} to your cart`;
}

/**
 * The stock a line can draw on: its variant's (stock is kept per colour and size), or its colour's whole
 * stock for a line whose size is not chosen yet, which checkout will ask for.
 */
const lineStock = (colourStock: number, variant: Pick<Variant, "stock"> | null | undefined): number =>
  variant?.stock ?? colourStock;

/** A line's variant among the product's, by its id; null when none is chosen (or it is gone). */
const variantOf = (variants: Variant[] | undefined, variantId: number | null) =>
  variants?.find((variant) => variant.id === variantId) ?? null;

/** The statements every add to the cart runs (with the product read, `shownProductWithStock`). */
const statementsFor = preparedPerDatabase((db: Db) => ({
  /** A new line, or more of one the cart holds, never past `cap` (nothing is returned then). */
  addLine: db
    .insert(cartItems)
    .values({
      owner: sql.placeholder("owner"),
      productId: sql.placeholder("productId"),
      colourId: sql.placeholder("colourId"),
      variantId: sql.placeholder("variantId"),
      quantity: sql.placeholder("quantity"),
    })
    .onConflictDoUpdate({
      target: [cartItems.owner, cartItems.colourId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${sql.placeholder("cap")}`,
    })
    .returning({ id: cartItems.id })
    .prepare("cart_add_line"),
  /** The cart's lines, each with its product and its variant (null while the size is not chosen). */
  lines: db
    .select({
      line: cartItems,
      product: productColumns,
      variant: {
        id: productVariants.id,
        size: productVariants.size,
        stock: productVariants.stock,
        basePricePaise: productVariants.basePricePaise,
      },
      colour: {
        name: productColours.name,
        slug: productColours.slug,
        image: productColours.image,
        images: productColours.images,
        basePricePaise: productColours.basePricePaise,
        oldPricePaise: productColours.oldPricePaise,
      },
      // The colour's sizes with none left: a line's size picker offers them as sold out.
      soldOutSizes: sql<string[]>`(select coalesce(array_agg(v.size), '{}') from ${productVariants} v
        where v.colour_id = ${cartItems.colourId} and v.stock <= 0 and v.size <> '')`,
      colourStock: sql<number>`(select coalesce(sum(v.stock), 0) from ${productVariants} v
        where v.colour_id = ${cartItems.colourId})`.mapWith(Number),
      // The product's first colour (in the staff's order, as coloursOf reads them), whose link names none.
      firstColourSlug: sql<string>`(select c.slug from ${productColours} c
        where c.product_id = ${cartItems.productId} order by c.position, c.id limit 1)`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productColours, eq(productColours.id, cartItems.colourId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.owner, sql.placeholder("owner")))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare("cart_lines"),
}));

export async function getCart(db: Db, owner: OwnerKey, markupPaise: number): Promise<CartLine[]> {
  const rows = await statementsFor(db).lines.execute({ owner });
  return rows.map(({ line, product, variant, colour, soldOutSizes, colourStock: ofColour, firstColourSlug }) => {
    const stock = lineStock(ofColour, variant);
    const prices = variantPrices(product, colour, variant);
    const oldPricePaise = prices.oldPricePaise === null ? null : withMarkup(prices.oldPricePaise, markupPaise);
    const pricePaise = withMarkup(prices.basePricePaise, markupPaise);
    const sizes = sizesOf(product);
    return {
      _id: String(line.id),
      id: line.id,
      productId: String(product.id),
      name: product.name,
      image: colourImages(product, colour)[0]!.src,
      colour: colour.name,
      colourSlug: colour.slug,
      link: productPath({ id: product.id, colours: [{ slug: firstColourSlug }] }, colour.slug),
      // The API's words (SPEC): null for a product without sizes, "N/A" for a size not chosen yet.
      size: variant ? variant.size || null : sizes.length ? SIZE_NOT_CHOSEN : null,
      price: toRupees(pricePaise),
      pricePaise,
      oldPrice: toRupees(oldPricePaise),
      oldPricePaise,
      quantity: line.quantity,
      lineTotal: toRupees(pricePaise * line.quantity),
      inStock: !product.hidden && stock > 0,
      maxQuantity: Math.max(1, lineCap(stock)),
      sizes,
      soldOutSizes: sizes.filter((size) => soldOutSizes.includes(size)),
      needsSize: sizes.length > 0 && !sizes.includes(variant?.size ?? ""),
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
  const row = await shownProductWithStock(db, input.productId);
  if (!row) throw notFound("Product not found");
  const { product, variants, colours } = row;
  const colour = chooseColour(product, colours, input.color, colourStock(variants));
  const variant = chooseVariant(product, variants, { size: input.size ?? null }, "cart", colour.id);
  const running = input.price === undefined ? [] : runningOffers(await liveOffers(db));
  const prices = variantPrices(product, colour, variant);
  checkShownProduct(input, { ...product, ...prices }, markupPaise, SHOWN_IN.cart, running);
  const stock = lineStock(colourStock(variants)(colour.id), variant);
  const cap = lineCap(stock);
  if (input.quantity > cap) throw new HttpError(409, capMessage(product, variant, stock));
  const inserted = await statementsFor(db).addLine.execute({
    owner,
    productId: product.id,
    colourId: colour.id,
    variantId: variant?.id ?? null,
    quantity: input.quantity,
    cap,
  });
  if (!inserted.length) throw new HttpError(409, capMessage(product, variant, stock));
}

/** A cart line of the owner's with its product's variants and its own; locked for a caller's transaction. */
async function ownLine(db: Db | Tx, owner: OwnerKey, lineId: number) {
  const [row] = await db
    .select({ line: cartItems, product: productColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, lineId), eq(cartItems.owner, owner)))
    .for("update");
  if (!row) throw notFound("Cart item not found");
  const variants = (await variantsOf(db, [row.product.id])).get(row.product.id) ?? [];
  return {
    ...row,
    variants,
    variant: variantOf(variants, row.line.variantId),
    colourStock: colourStock(variants)(row.line.colourId),
  };
}

/** Sets a line's quantity; `raw` is checked here with the line item's quantity rule. */
export async function updateQuantity(db: Db, owner: OwnerKey, lineId: number, raw: unknown): Promise<void> {
  const { quantity: newQuantity } = quantityInput.parse({ quantity: raw });
  const { product, variant, colourStock: ofColour } = await ownLine(db, owner, lineId);
  const stock = lineStock(ofColour, variant);
  if (newQuantity > lineCap(stock)) throw new HttpError(409, capMessage(product, variant, stock));
  await db
    .update(cartItems)
    .set({ quantity: newQuantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.owner, owner)));
}

/**
 * Gives a line a size (a sandal added without one from a card, or a change of mind). When the cart
 * already holds the product in that size, the two lines become one, capped by stock.
 */
export async function setLineSize(db: Db, owner: OwnerKey, lineId: number, raw: unknown): Promise<void> {
  const { size } = sizeInput.parse({ size: raw });
  await db.transaction(async (tx) => {
    const { line, product, variants } = await ownLine(tx, owner, lineId);
    const variant = chooseVariant(product, variants, { size }, "cart-line", line.colourId)!;
    if (variant.id === line.variantId) return;
    if (variant.stock <= 0) throw new HttpError(409, capMessage(product, variant, variant.stock));
    const [twin] = await tx
      .select()
      .from(cartItems)
      .where(
        and(eq(cartItems.owner, owner), eq(cartItems.colourId, line.colourId), eq(cartItems.variantId, variant.id)),
      )
      .for("update");
    if (!twin) {
      await tx
        .update(cartItems)
        .set({ variantId: variant.id, updatedAt: sql`now()` })
        .where(eq(cartItems.id, line.id));
      return;
    }
    const quantity = Math.min(twin.quantity + line.quantity, Math.max(1, lineCap(variant.stock)));
    await tx
      .update(cartItems)
      .set({ quantity, updatedAt: sql`now()` })
      .where(eq(cartItems.id, twin.id));
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  });
}

/**
 * Puts lines into a cart beside what it holds (the same product and size add up), each within its
 * stock and the line cap: a restored cart, or a guest's cart joining the account's at login. Answers,
 * per line, its product's name (none when it is gone) and how many went in (0: out of stock, or hidden
 * unless `hiddenToo`: a guest's lines join the account's as they were).
 */
export async function putLines(
  tx: Tx,
  owner: OwnerKey,
  lines: ClearedCartLine[],
  { hiddenToo = false } = {},
): Promise<{ name: string | undefined; put: number }[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const rows = ids.length ? await tx.select(productColumns).from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const variants = await variantsOf(tx, ids);
  const colours = await coloursOf(tx, ids);
  const put: { name: string | undefined; put: number }[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    // The line's colour, if the product still comes in it.
    const colour = colours.get(line.productId)?.find((c) => c.id === line.colourId);
    const ofProduct = variants.get(line.productId);
    const variant = variantOf(ofProduct, line.variantId);
    const cap =
      product && colour && (hiddenToo || !product.hidden)
        ? lineCap(lineStock(colourStock(ofProduct)(colour.id), variant))
        : 0;
    if (!product || !colour || cap < 1) {
      put.push({ name: product?.name, put: 0 });
      continue;
    }
    await tx
      .insert(cartItems)
      .values({
        owner,
        productId: product.id,
        colourId: colour.id,
        variantId: variant?.id ?? null,
        quantity: Math.min(line.quantity, cap),
      })
      .onConflictDoUpdate({
        target: [cartItems.owner, cartItems.colourId, cartItems.variantId],
        set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${cap})`, updatedAt: sql`now()` },
      });
    put.push({ name: product.name, put: Math.min(line.quantity, cap) });
  }
  return put;
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
    const lines = await tx.delete(cartItems).where(eq(cartItems.owner, owner)).returning({
      productId: cartItems.productId,
      colourId: cartItems.colourId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
    });
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
    const result: RestoreResult = { restored: 0, unavailable: [] };
    for (const { name, put } of await putLines(tx, owner, kept.lines)) {
      result.restored += put;
      if (!put && name !== undefined) result.unavailable.push(name);
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
