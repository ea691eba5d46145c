import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { productVariants, products } from "../../server/db/schema";

/**
 * Sets a product's stock as the staff would: a whole figure (spread over its sizes by the store's one
 * rule, as the seed did), or each size's figure (the product's stock becomes their sum).
 */
export async function setStock(db: Database["db"], productId: number, stock: number | Record<string, number>) {
  if (typeof stock === "number") {
    await db.update(products).set({ stock }).where(eq(products.id, productId));
    await db.execute(sql`select product_variants_respread(${productId})`);
    return;
  }
  for (const [size, figure] of Object.entries(stock)) {
    await db
      .update(productVariants)
      .set({ stock: figure })
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  }
  await db
    .update(products)
    .set({
      stock: sql`(select sum(${productVariants.stock}) from ${productVariants} where ${productVariants.productId} = ${productId})`,
    })
    .where(eq(products.id, productId));
}

/** One size's stock ("" for a product without sizes). */
export async function sizeStockOf(db: Database["db"], productId: number, size: string): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  return row?.stock ?? 0;
}
