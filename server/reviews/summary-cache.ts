// A product's review sums, kept per instance (docs/decisions/049-review-sums-rating-sort-and-photos.md).
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { reviewSums, type ReviewSums } from "./read";

/** Products whose sums are kept (a few hundred bytes each). */
const MAX_PRODUCTS = 10_000;

/**
 * A product's review sums (average, stars, fit, and the real reviews' alone), counted once per catalogue
 * stamp instead of at every product page. Every change to what they sum (a shown review added, removed,
 * hidden, restored, or edited in its stars or fit) stamps the product's row (drizzle/0041 and its successor
 * on reviews), which moves the catalogue's version and index generation on every instance (decision 023):
 * `stamp` is the catalogue read cache's, read before counting, so sums counted while a change commits are
 * kept under the stamp before it and counted again at the next read. A helpful vote or a report sums nothing
 * here and stamps nothing.
 */
export function createReviewSumsCache(
  db: Db,
  stamp: () => Promise<string>,
): (productId: number) => Promise<ReviewSums> {
  const kept = new LRUCache<number, { stamp: string; sums: Promise<ReviewSums> }>({ max: MAX_PRODUCTS });
  return async (productId) => {
    const now = await stamp();
    const known = kept.get(productId);
    if (known?.stamp === now) return known.sums;
    // Kept as a promise: pages of one product asking at once count once.
    const sums = reviewSums(db, productId);
    kept.set(productId, { stamp: now, sums });
    sums.catch(() => {
      if (kept.get(productId)?.sums === sums) kept.delete(productId);
    });
    return sums;
  };
}
