// Walks of the index's orders that read no more than a page needs: the first kept documents of an order, the
// first items in order without a full sort, a search's matches kept in the featured order, and a price range
// found by halving in an ascending price order (docs/decisions/022-catalogue-lists-from-the-index.md).
import type { RankedMatches } from "./search";

/** A test of a product of the catalogue index, by document number. */
export type DocTest = (doc: number) => boolean;

/**
 * The first `wanted` documents of an order that pass `keep`: the caller knows at least that many do, so the
 * walk ends at the page's end.
 */
export function firstKept(wanted: number, docAt: (i: number) => number, keep: DocTest | undefined): number[] {
  const docs: number[] = [];
  for (let i = 0; docs.length < wanted; i++) {
    const doc = docAt(i);
    if (!keep || keep(doc)) docs.push(doc);
  }
  return docs;
}

/** The featured order of a search's matches, by their positions: best rank first, ties in the featured order. */
export function byRank({ docs, ranks }: RankedMatches, positions: Int32Array) {
  return (a: number, b: number) => ranks[b]! - ranks[a]! || positions[docs[a]!]! - positions[docs[b]!]!;
}

/**
 * The first `wanted` of a search's matches in the featured order (best rank first, ties by place in it), as
 * indexes into the matches, and how many pass `keep`: one pass, and most matches cost a comparison or two.
 */
export function firstRanked(
  { docs, ranks }: RankedMatches,
  wanted: number,
  positions: Int32Array,
  keep?: DocTest,
): { first: number[]; total: number } {
  const first: number[] = [];
  let total = 0;
  // The match to beat once the page is full: its rank, and its place.
  let lowRank = -Infinity;
  let lowPlace = -1;
  const before = (i: number, rank: number, place: number) =>
    rank > ranks[i]! || (rank === ranks[i]! && place < positions[docs[i]!]!);
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!;
    if (keep && !keep(doc)) continue;
    total++;
    const rank = ranks[i]!;
    if (rank < lowRank) continue;
    const place = positions[doc]!;
    if (rank === lowRank && place > lowPlace) continue;
    let at = first.length;
    while (at > 0 && before(first[at - 1]!, rank, place)) at--;
    first.splice(at, 0, i);
    if (first.length > wanted) first.pop();
    if (first.length === wanted) {
      const last = first[wanted - 1]!;
      lowRank = ranks[last]!;
      lowPlace = positions[docs[last]!]!;
    }
  }
  return { first, total };
}

/** A search's matches in the featured order, and their prices ascending (of `priceOf`); see rankedOrder. */
export interface RankedOrder {
  docs: Int32Array;
  prices: Int32Array;
  priceOf: Int32Array;
}
const rankedOrders = new WeakMap<RankedMatches, { uses: number; order?: RankedOrder }>();

/**
 * The matches of a search in the featured order (best rank first, ties in the featured order) and their
 * prices in ascending order, worked out the second time the same words are listed in that order (a shopper
 * narrowing a search by price, paging, other shoppers searching the same words) and kept with the matches,
 * which live until the index changes. The first time it is undefined: walking the matches once costs less
 * than sorting them, and most searches typed once are never listed again. Listed in other prices (a sale
 * started or ended: server/catalog/list-prices.ts), the same order is kept and only its prices sorted again.
 */
export function rankedOrder(matches: RankedMatches, positions: Int32Array, price: Int32Array): RankedOrder | undefined {
  let kept = rankedOrders.get(matches);
  if (!kept) rankedOrders.set(matches, (kept = { uses: 0 }));
  if (!kept.order && ++kept.uses < 2) return undefined;
  const { docs } = matches;
  const prices = () => Int32Array.from(docs, (doc) => price[doc]!).sort();
  if (kept.order) {
    if (kept.order.priceOf !== price) kept.order = { ...kept.order, prices: prices(), priceOf: price };
    return kept.order;
  }
  const sorted = Array.from({ length: docs.length }, (_, i) => i).sort(byRank(matches, positions));
  kept.order = { docs: Int32Array.from(sorted, (i) => docs[i]!), prices: prices(), priceOf: price };
  return kept.order;
}

/** How many of an ascending list lie within `min` to `max`. */
export function countWithin(sorted: Int32Array, min: number, max: number): number {
  const from = firstWhere(sorted.length, (i) => sorted[i]! >= min);
  return Math.max(0, firstWhere(sorted.length, (i) => sorted[i]! > max) - from);
}

/** The first position below `length` that `passes` (every one after it passes too), found by halving. */
function firstWhere(length: number, passes: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (passes(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The stretch [from, to) of a list in ascending price whose prices are within `min` to `max` (paise). */
export function priceSpan(
  ordered: Int32Array,
  price: Int32Array,
  { min, max }: { min?: number; max?: number },
): { from: number; to: number } {
  const from = min === undefined ? 0 : firstWhere(ordered.length, (i) => price[ordered[i]!]! >= min);
  const to = max === undefined ? ordered.length : firstWhere(ordered.length, (i) => price[ordered[i]!]! > max);
  return { from, to: Math.max(from, to) };
}

/**
 * The first `k` of the items numbered 0 to `count` - 1 in order, among those `kept` (all when no test is
 * given), and how many were kept, without sorting them all or copying them: a page of 20 from 20,000
 * matches costs one comparison for most of them.
 */
export function firstInOrder(
  count: number,
  k: number,
  compare: (a: number, b: number) => number,
  kept?: (item: number) => boolean,
): { first: number[]; total: number } {
  const first: number[] = [];
  let total = 0;
  for (let item = 0; item < count; item++) {
    if (kept && !kept(item)) continue;
    total++;
    if (first.length === k && compare(item, first[k - 1]!) >= 0) continue;
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(item, first[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    first.splice(low, 0, item);
    if (first.length > k) first.pop();
  }
  return { first, total };
}
