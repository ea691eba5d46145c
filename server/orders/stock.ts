import { and, eq, inArray, sql } from "drizzle-orm";
import { orderLines, productVariants, products } from "../db/schema";
import type { Db } from "../db/client";
import type { Tx } from "../db/client";

/**
 * The only code that takes stock from products, gives it back or sets it (docs/product.md section 4):
 * placing an order, an order's status moves (server/orders/lifecycle.ts: paying an order that had
 * expired, an unpaid order expiring, the staff cancelling), a returned parcel received
 * (docs/decisions/015) and the staff counting it again. Each runs
 * inside its caller's transaction, so the stock moves with the order's status or not at all.
 *
 * Stock is kept per size (docs/decisions/011-stock-per-size.md): a holding names the variant it draws on
 * (docs/decisions/027-one-identity-for-a-size.md), and the product's own `stock` (their sum, which says
 * "in stock" on cards) moves by the same amount. Every mover locks the product rows first, in id order,
 * then their variants (placing an order has already locked its products the same way), so two movers
 * never wait on each other in a circle.
 */
export interface Holding {
  productId: number;
  /** null only for an order line whose size the staff have since dropped: nothing holds it. */
  variantId: number | null;
  quantity: number;
}

type Wanted = { productId: number; variantId: number | null; quantity: number };

/** The same variant on several lines counts once, with the lines' quantities added up. */
function byVariant(holdings: Holding[]): Wanted[] {
  const wanted = new Map<string, Wanted>();
  for (const { productId, variantId, quantity } of holdings) {
    const key = `${productId}:${variantId}`;
    const entry = wanted.get(key);
    if (entry) entry.quantity += quantity;
    else wanted.set(key, { productId, variantId, quantity });
  }
  return [...wanted.values()].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
}

export type TakeResult =
  | { ok: true }
  /** The first product and size short of stock: nothing was taken. */
  | { ok: false; productId: number; name: string; size: string; available: number };

/** Takes every holding or none of them. */
export async function takeStock(tx: Tx, holdings: Holding[]): Promise<TakeResult> {
  const wanted = byVariant(holdings);
  if (!wanted.length) return { ok: true };
  const ids = await lockProducts(tx, wanted);
  const rows = await tx
    .select({ id: productVariants.id, size: productVariants.size, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.productId, ids))
    .orderBy(productVariants.productId, productVariants.size)
    .for("update");
  const variants = new Map(rows.map((row) => [row.id, row]));
  for (const { productId, variantId, quantity } of wanted) {
    const variant = variantId === null ? undefined : variants.get(variantId);
    const available = variant?.stock ?? 0;
    if (available < quantity) {
      const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
      const name = product?.name ?? "A product";
      return { ok: false, productId, name, size: variant?.size ?? "", available: Math.max(0, available) };
    }
  }
  await move(tx, wanted, -1);
  return { ok: true };
}

/** Gives the holdings back (an order cancelled or expired). A size since dropped has nowhere to go. */
export async function returnStock(tx: Tx, holdings: Holding[]): Promise<void> {
  const wanted = byVariant(holdings).filter((w) => w.variantId !== null);
  if (!wanted.length) return;
  await lockProducts(tx, wanted);
  await move(tx, wanted, 1);
}

async function lockProducts(tx: Tx, wanted: Wanted[]): Promise<number[]> {
  const ids = [...new Set(wanted.map((w) => w.productId))].sort((a, b) => a - b);
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for("update");
  return ids;
}

async function move(tx: Tx, wanted: Wanted[], sign: 1 | -1): Promise<void> {
  const totals = new Map<number, number>();
  for (const { productId, variantId, quantity } of wanted) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${sign * quantity}` })
      .where(eq(productVariants.id, variantId!));
    totals.set(productId, (totals.get(productId) ?? 0) + quantity);
  }
  for (const [productId, quantity] of [...totals].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${sign * quantity}` })
      .where(eq(products.id, productId));
  }
}

/**
 * A product's stock counted again (staff), as one figure already in `products.stock`: the database's one
 * rule (`product_variants_respread`, drizzle/) spreads it over the product's colours and sizes.
 */
export async function respreadStock(tx: Db | Tx, productId: number): Promise<void> {
  await tx.execute(sql`select product_variants_respread(${productId})`);
}

/** One variant's stock as the staff typed it: a colour (its id) and a size ("" for a product without sizes). */
export interface VariantStock {
  colourId: number;
  size: string;
  stock: number;
}

/**
 * Each named variant's stock as the staff typed it, the others left as they are; the product's own figure
 * becomes the sum of all its variants. A variant is a colour and a size, so one colour's count never
 * touches another's. The caller has checked that the product comes in every colour and size named.
 */
export async function setVariantStock(tx: Db | Tx, productId: number, figures: VariantStock[]) {
  for (const { colourId, size, stock } of figures) {
    await tx
      .update(productVariants)
      .set({ stock })
      .where(
        and(
          eq(productVariants.productId, productId),
          eq(productVariants.colourId, colourId),
          eq(productVariants.size, size),
        ),
      );
  }
  const [summed] = await tx
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${productId})`,
    })
    .where(eq(products.id, productId))
    .returning();
  return summed!;
}

/** What an order's lines hold. */
export function orderHoldings(tx: Tx, orderId: number): Promise<Holding[]> {
  return tx
    .select({ productId: orderLines.productId, variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

/** "Only 2 of Linen Shirt in size M left in stock", or "... is out of stock". */
export function stockMessage(short: { name: string; size?: string; available: number }): string {
  const what = short.size ? `${short.name} in size ${short.size}` : short.name;
  return short.available <= 0 ? `${what} is out of stock` : `Only ${short.available} of ${what} left in stock`;
}
