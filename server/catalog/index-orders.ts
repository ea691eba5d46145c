import { smoothedRating } from "@rules/ratings";
import { KeptFigures } from "./doc-figures";
import type { Columns } from "./index-columns";

/** The orders a list can be in (price-desc is price-asc read backwards). */
export const LIST_ORDERS = ["featured", "newest", "price-asc", "rating"] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

/** What the orders read of the index: its documents' columns, how many there are, and its categories. */
export interface OrderedIndex {
  columns: Columns;
  capacity: number;
  generation: number;
  categories: { values: string[] };
  /** The documents that died, in the order they died, since documents were last renumbered. */
  deaths: { items: Int32Array; length: number };
}

interface KeptInCategory {
  docs: Int32Array;
  /** The index's generation, document count and deaths when it was last brought up to date. */
  generation: number;
  upTo: number;
  deathsUpTo: number;
}

interface Kept extends KeptInCategory {
  /** Each document's place in `docs` (-1 when not shown), once asked for. */
  positions?: Int32Array;
}

/**
 * Past this share of the catalogue changed since an order was last worked out, it is sorted afresh rather
 * than merged: a merge costs a pass over the order and a sort of what was added.
 */
const MERGE_UP_TO = 0.25;

/**
 * The shown products in each list order, worked out when first asked for and then kept up to date as the
 * index changes. A changed product takes a new document number at the end and its old one dies (the index
 * never changes a document's columns in place), so bringing an order up to date is dropping its dead
 * documents and merging in the new ones, sorted: at a million products about a millisecond an order, where
 * sorting every product again took most of a second, after every product a shopper bought the last of.
 */
export class IndexOrders {
  private orders = new Map<ListOrder, Kept>();
  private inCategory = new Map<string, KeptInCategory>();
  /**
   * Each document's smoothed rating, for the rating order: worked out once a document. Worked out for every
   * document at each merge, it was most of what a change cost the filters at a million products: every
   * category's rating order merged after a change did it again.
   */
  private rated = new KeptFigures((length) => new Float64Array(length));

  constructor(private readonly index: OrderedIndex) {}

  /** Documents were renumbered (a compaction, a snapshot read back): nothing kept holds. */
  clear() {
    this.orders.clear();
    this.inCategory.clear();
    this.rated.clear();
  }

  /**
   * The shown products in an order: featured is the best deals first (the largest share saved), then the
   * newest; ties by id, as the database's indexes order them. Rating is the highest smoothed rating first
   * (rules/ratings.ts), then the most reviews, then featured; unrated last.
   */
  order(order: ListOrder): Int32Array {
    return this.kept(order).docs;
  }

  /**
   * Each document's place in an order (-1 when not shown), worked out when first asked for after the order
   * changed: most lists after a change walk a category's order and read no places, and working them out is a
   * write for every document.
   */
  positions(order: ListOrder): Int32Array {
    const known = this.kept(order);
    if (!known.positions) {
      const { docs } = known;
      known.positions = new Int32Array(known.upTo).fill(-1);
      for (let position = 0; position < docs.length; position++) known.positions[docs[position]!] = position;
    }
    return known.positions;
  }

  /** An order, brought up to date. */
  private kept(order: ListOrder): Kept {
    const { capacity, generation } = this.index;
    let known = this.orders.get(order);
    if (known?.generation === generation) return known;
    const compare = this.comparison(order);
    const docs = known ? this.brought(known, compare) : this.sorted(0, compare);
    known = { docs, generation, upTo: capacity, deathsUpTo: this.index.deaths.length };
    this.orders.set(order, known);
    return known;
  }

  /**
   * The shown products of one category in an order (a category page, or a filter by category): walking
   * these instead of the whole order keeps a filtered list's cost to the category's size.
   */
  orderInCategory(order: ListOrder, category: string): Int32Array {
    const { capacity, generation, columns } = this.index;
    const key = `${order}\u0000${category}`;
    let known = this.inCategory.get(key);
    if (known?.generation === generation) return known.docs;
    const { values } = this.index.categories;
    const wanted = values.indexOf(category);
    const inIt = (doc: number) => columns.category[doc] === wanted;
    if (wanted < 0) return new Int32Array(0);
    const kept = (docs: Int32Array): KeptInCategory => ({
      docs,
      generation,
      upTo: capacity,
      deathsUpTo: this.index.deaths.length,
    });
    if (known) {
      known = kept(this.brought(known, this.comparison(order), inIt));
      this.inCategory.set(key, known);
      return known.docs;
    }
    // The first category asked for in this order: every category's are split off it in one pass, as the
    // counts beside the filters read every category's at once (a category asked for afterwards is split then).
    const split = byCategory(this.order(order), columns.category, values.length);
    for (const [n, docs] of split.entries()) {
      const other = `${order}\u0000${values[n]!}`;
      if (this.inCategory.get(other)?.generation !== generation) this.inCategory.set(other, kept(docs));
    }
    return split[wanted]!;
  }

  /** The comparison of an order, its figures read from the columns as they are now. */
  comparison(order: ListOrder): (a: number, b: number) => number {
    const { id, createdAt, dealRatio, fromPricePaise: price, ratingCount } = this.index.columns;
    const featured = (a: number, b: number) =>
      dealRatio[b]! - dealRatio[a]! || createdAt[b]! - createdAt[a]! || id[a]! - id[b]!;
    if (order === "price-asc") return (a, b) => price[a]! - price[b]! || id[a]! - id[b]!;
    if (order === "newest") return (a, b) => createdAt[b]! - createdAt[a]! || id[a]! - id[b]!;
    if (order === "featured") return featured;
    const rated = this.ratings();
    return (a, b) => rated[b]! - rated[a]! || ratingCount[b]! - ratingCount[a]! || featured(a, b);
  }

  /**
   * Every document's smoothed rating, those added since last asked worked out now: not once per comparison,
   * and for dead documents too, which a merge still compares where they were sorted.
   */
  private ratings(): Float64Array {
    const { capacity, columns } = this.index;
    return this.rated.upToDate(capacity, (rated, from, to) => {
      const { ratingSum, ratingCount } = columns;
      for (let doc = from; doc < to; doc++) rated[doc] = smoothedRating(ratingSum[doc]!, ratingCount[doc]!);
    });
  }

  /** The shown documents from `from` on (that pass `keep`), sorted. */
  private sorted(from: number, compare: (a: number, b: number) => number, keep?: (doc: number) => boolean) {
    const { live } = this.index.columns;
    const docs: number[] = [];
    for (let doc = from; doc < this.index.capacity; doc++) if (live[doc] && (!keep || keep(doc))) docs.push(doc);
    return Int32Array.from(docs.sort(compare));
  }

  /**
   * An order worked out when the index had `upTo` documents and `deathsUpTo` deaths, brought up to date: the
   * documents that died since dropped and those added since (that pass `keep`) merged in, sorted. Each is found
   * its place by halving, and the stretches of the order between those places are copied whole: at a million
   * products, checking every document for a death took most of the time. Sorted afresh when much has changed.
   */
  private brought(
    { docs: old, upTo, deathsUpTo }: KeptInCategory,
    compare: (a: number, b: number) => number,
    keep?: (doc: number) => boolean,
  ): Int32Array {
    const { capacity, deaths } = this.index;
    if (capacity - upTo > MERGE_UP_TO * Math.max(old.length, 1)) return this.sorted(0, compare, keep);
    const added = this.sorted(upTo, compare, keep);
    // The places of those that died since: a dead document's columns never change, so it is found where it
    // was sorted. Documents added since `upTo` and already dead were never in the order.
    const gone: number[] = [];
    for (let i = deathsUpTo; i < deaths.length; i++) {
      const doc = deaths.items[i]!;
      if (doc >= upTo || (keep && !keep(doc))) continue;
      const at = firstAfter(old, 0, doc, compare) - 1;
      // Cannot miss while dead documents' columns stay as they were; were it to, sorting afresh is still right.
      if (old[at] !== doc) return this.sorted(0, compare, keep);
      gone.push(at);
    }
    gone.sort((a, b) => a - b);
    const merged = new Int32Array(old.length - gone.length + added.length);
    let n = 0;
    let from = 0;
    let g = 0;
    // Copies the old order from `from` up to `to`, leaving out those that died.
    const copyTo = (to: number) => {
      for (; g < gone.length && gone[g]! < to; g++) {
        merged.set(old.subarray(from, gone[g]), n);
        n += gone[g]! - from;
        from = gone[g]! + 1;
      }
      merged.set(old.subarray(from, to), n);
      n += to - from;
      from = to;
    };
    for (const doc of added) {
      copyTo(firstAfter(old, from, doc, compare));
      merged[n++] = doc;
    }
    copyTo(old.length);
    return merged;
  }
}

/**
 * The first place from `from` on in `sorted` whose document comes after `doc`. Dead documents stay where
 * they were sorted: their columns never change, so `compare` still places them.
 */
function firstAfter(sorted: Int32Array, from: number, doc: number, compare: (a: number, b: number) => number) {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(doc, sorted[middle]!) < 0) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** An order's documents split by category, each category's in the same order: one pass over the order. */
export function byCategory(order: Int32Array, category: Int32Array, categories: number): Int32Array[] {
  const sizes = new Int32Array(categories);
  for (let i = 0; i < order.length; i++) sizes[category[order[i]!]!]!++;
  const split = Array.from(sizes, (size) => new Int32Array(size));
  const filled = new Int32Array(categories);
  for (let i = 0; i < order.length; i++) {
    const doc = order[i]!;
    const n = category[doc]!;
    split[n]![filled[n]!++] = doc;
  }
  return split;
}
