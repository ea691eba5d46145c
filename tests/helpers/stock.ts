import { and, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { productVariants, products } from "../../server/db/schema";
import { respreadStock, setStockBySize } from "../../server/orders/stock";

/**
 * Sets a product's stock as the staff would: a whole figure (spread over its sizes by the store's one
 * rule, as the seed did), or each size's figure (the product's stock becomes their sum).
 */
export async function setStock(db: Database["db"], productId: number, stock: number | Record<string, number>) {
  if (typeof stock === "object") {
    await setStockBySize(db, productId, stock);
    return;
  }
  await db.update(products).set({ stock }).where(eq(products.id, productId));
  await respreadStock(db, productId);
}

/** One size's stock ("" for a product without sizes). */
export async function sizeStockOf(db: Database["db"], productId: number, size: string): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  return row?.stock ?? 0;
}
