import { and, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { productColours, productVariants, products } from "../../server/db/schema";
import { respreadStock, setVariantStock } from "../../server/orders/stock";

/**
 * Sets a product's stock as the staff would: a whole figure (spread over its colours and sizes by the
 * store's one rule, as the seed did), or each size's figure of a product of one colour (the product's stock
 * becomes their sum).
 */
export async function setStock(db: Database["db"], productId: number, stock: number | Record<string, number>) {
  if (typeof stock === "object") {
    const colours = await db
      .select({ id: productColours.id })
      .from(productColours)
      .where(eq(productColours.productId, productId));
    if (colours.length !== 1)
      throw new Error(`setStock by size needs a product of one colour; ${productId} has ${colours.length}`);
    const colourId = colours[0]!.id;
    await setVariantStock(
      db,
      productId,
      Object.entries(stock).map(([size, figure]) => ({ colourId, size, stock: figure })),
    );
    return;
  }
  await db.update(products).set({ stock }).where(eq(products.id, productId));
  await respreadStock(db, productId);
}

/** One size's stock ("" for a product without sizes), in all its colours. */
export async function sizeStockOf(db: Database["db"], productId: number, size: string): Promise<number> {
  const rows = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  return rows.reduce((sum, row) => sum + row.stock, 0);
}
