// Size advice for a sized product's page (docs/decisions/039): the buyers' fit from real shown reviews, and the
// size this shopper kept of the product's category (delivered, none of the line returned or exchanged).
import { and, desc, eq, ne, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, orders, products } from "../db/schema";
import { requestedByLine } from "../orders/returns/details";
import type { OwnerKey } from "../cart/owner";
import { reviewSums, type ReviewSums } from "./read";
import { fitAdvice, fitLean, keptSizeAdvice, type KeptSize, type SizeAdvice } from "@rules/size-advice";

/** The last kept lines looked at: enough to find one not returned among a shopper's recent orders. */
const LOOK_BACK = 20;

/**
 * The size the shopper last kept in `category`: a line with a size of a delivered order of theirs (the
 * account's, or placed from this guest browser) with no live return or exchange request on any of it.
 */
export async function keptSize(
  db: Db,
  shopper: { owner: OwnerKey; userId: number | null },
  category: string,
): Promise<KeptSize | null> {
  const theirs = shopper.userId
    ? or(eq(orders.userId, shopper.userId), eq(orders.owner, shopper.owner))
    : eq(orders.owner, shopper.owner);
  const lines = await db
    .select({ id: orderLines.id, size: orderLines.size })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(theirs, eq(orders.status, "delivered"), eq(products.category, category), ne(orderLines.size, "")))
    .orderBy(desc(orders.createdAt), desc(orderLines.id))
    .limit(LOOK_BACK);
  const asked = await requestedByLine(
    db,
    lines.map((line) => line.id),
  );
  const kept = lines.find((line) => !asked.get(line.id));
  return kept ? { size: kept.size, category } : null;
}

/**
 * Both kinds of advice for one shopper on a sized product; nothing for a product without sizes. The buyers' fit
 * comes from the product's review sums (`sums`: the kept ones, server/reviews/summary-cache.ts).
 */
export async function sizeAdvice(
  db: Db,
  product: { id: number; category: string; sizes: readonly string[] },
  shopper: { owner: OwnerKey; userId: number | null; known: boolean },
  sums: (productId: number) => Promise<ReviewSums> = (id) => reviewSums(db, id),
): Promise<SizeAdvice> {
  if (!product.sizes.length) return { fit: null, kept: null };
  const [counted, kept] = await Promise.all([
    sums(product.id),
    shopper.known ? keptSize(db, shopper, product.category) : null,
  ]);
  // The fit of its buyers' shown reviews (sample reviews say nothing of real fit).
  const fit = counted?.realSummary.fit ?? { small: 0, true: 0, large: 0 };
  return { fit: fitAdvice(fit), kept: keptSizeAdvice(kept, product.sizes, fitLean(fit)) };
}
