// Size advice for a sized product's page (docs/decisions/039): the buyers' fit from real shown reviews, and the
// size this shopper kept of the product's category (delivered, none of the line returned or exchanged).
import { and, count, desc, eq, isNotNull, ne, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, orders, products, reviews } from "../db/schema";
import { requestedByLine } from "../orders/returns/details";
import type { OwnerKey } from "../cart/owner";
import type { Fit } from "@rules/reviews";
import { fitAdvice, fitLean, keptSizeAdvice, type KeptSize, type SizeAdvice } from "@rules/size-advice";

/** The fit answers of a product's shown reviews by its buyers (sample reviews say nothing of real fit). */
export async function fitAnswers(db: Db, productId: number): Promise<Record<Fit, number>> {
  const rows = await db
    .select({ fit: reviews.fit, n: count() })
    .from(reviews)
    .where(
      and(
        eq(reviews.productId, productId),
        eq(reviews.status, "published"),
        eq(reviews.sample, false),
        isNotNull(reviews.fit),
      ),
    )
    .groupBy(reviews.fit);
  const fit: Record<Fit, number> = { small: 0, true: 0, large: 0 };
  for (const row of rows) if (row.fit) fit[row.fit] += Number(row.n);
  return fit;
}

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

/** Both kinds of advice for one shopper on a sized product; nothing for a product without sizes. */
export async function sizeAdvice(
  db: Db,
  product: { id: number; category: string; sizes: readonly string[] },
  shopper: { owner: OwnerKey; userId: number | null; known: boolean },
): Promise<SizeAdvice> {
  if (!product.sizes.length) return { fit: null, kept: null };
  const [fit, kept] = await Promise.all([
    fitAnswers(db, product.id),
    shopper.known ? keptSize(db, shopper, product.category) : null,
  ]);
  return { fit: fitAdvice(fit), kept: keptSizeAdvice(kept, product.sizes, fitLean(fit)) };
}
