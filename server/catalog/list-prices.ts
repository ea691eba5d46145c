// The prices a list's price window and price orders read (docs/decisions/048-lists-priced-as-cards.md): each
// product's "from" price (its lowest over its colours and sizes, where its card's range starts), in the best
// running sale on it when one covers it, so "under ₹900" finds the ₹1,000 shirt a 20% sale shows at ₹800.
//
// Sales start and end at a minute, with no write to the catalogue, so the sale prices are not kept in the
// index's columns: they are worked out here for the running sales a list is asked with, once per index
// generation and set of sales, from the index's own ascending order of "from" prices. A sale takes a
// percentage off every product of whole categories and collections, and a sale price never falls as the
// price rises (rules/offers.ts), so the products of one percentage keep their order: the order in the sales
// is a merge of a few runs already in order, not a sort.
import { bestSale, salePrice, type OfferTerms } from "@rules/offers";
import type { CatalogIndex } from "./catalog-index";
import { byCategory } from "./index-orders";

/** The prices a list filters and sorts by, with the products in ascending order of them. */
export interface ListPrices {
  /** Each document's price as the shopper pays it for its cheapest variant, in paise before the markup. */
  price: Int32Array;
  /** The shown products by that price, ascending (ties: the lower own "from" price, then the lower id). */
  ascending(): Int32Array;
  /** One category's products in the same order. */
  ascendingIn(category: string): Int32Array;
  /** Each document's percentage off in the best running sale on it (0: none); absent when no sale covers any. */
  saleOff?: Uint8Array;
}

/**
 * A price in paise before the markup as a shopper pays it in a sale of `percent` (0: none): the sale is taken
 * off the price shown, markup included (rules/offers.ts's salePrice, as a card and a cart line are priced).
 */
export function paidPaise(paise: number, percent: number, markupPaise: number): number {
  return percent ? salePrice(paise + markupPaise, { percent }) - markupPaise : paise;
}

/** The price list's own, no sale covering anything: the index's columns and orders as they are. */
function ownPrices(index: CatalogIndex): ListPrices {
  return {
    price: index.columns.fromPricePaise,
    ascending: () => index.order("price-asc"),
    ascendingIn: (category) => index.orderInCategory("price-asc", category),
  };
}

/** Sets of sales' prices an index keeps for its current generation (a sale starting and another ending: a few). */
const KEPT_SALE_PRICES = 8;
const kept = new WeakMap<CatalogIndex, { generation: number; bySales: Map<string, ListPrices> }>();

/**
 * The prices a list reads among the `running` offers (only sales change a price; "buy N" needs a cart).
 * With no sale running it is the index's own, at no cost; with one, worked out once per index generation,
 * sales and markup.
 */
export function listPrices(index: CatalogIndex, running: OfferTerms[], markupPaise: number): ListPrices {
  const sales = running.filter((offer) => offer.kind === "sale");
  if (!sales.length) return ownPrices(index);
  const key = JSON.stringify([
    markupPaise,
    sales.map(({ id, percent, collections, categories }) => [id, percent, collections, categories]),
  ]);
  let known = kept.get(index);
  if (!known || known.generation !== index.generation) {
    known = { generation: index.generation, bySales: new Map() };
    kept.set(index, known);
  }
  let prices = known.bySales.get(key);
  if (!prices) {
    prices = salePrices(index, sales, markupPaise);
    if (known.bySales.size >= KEPT_SALE_PRICES) known.bySales.delete(known.bySales.keys().next().value!);
    known.bySales.set(key, prices);
  }
  return prices;
}

function salePrices(index: CatalogIndex, sales: OfferTerms[], markupPaise: number): ListPrices {
  const { live, category, collections, fromPricePaise: from, id } = index.columns;
  // A product's sale follows from its category and collections: judged once for each pair the index holds.
  const percentOfScope = new Map<number, number>();
  const scopes = index.collectionLists.values.length;
  const percent = new Uint8Array(index.capacity);
  const price = new Int32Array(index.capacity);
  let covered = false;
  for (let doc = 0; doc < index.capacity; doc++) {
    if (!live[doc]) continue;
    const scope = category[doc]! * scopes + collections[doc]!;
    let off = percentOfScope.get(scope);
    if (off === undefined) {
      const product = {
        category: index.categories.values[category[doc]!]!,
        collections: index.collectionLists.values[collections[doc]!]!,
      };
      off = bestSale(sales, product)?.percent ?? 0;
      percentOfScope.set(scope, off);
    }
    percent[doc] = off;
    price[doc] = paidPaise(from[doc]!, off, markupPaise);
    if (off) covered = true;
  }
  if (!covered) return ownPrices(index);
  let ascending: Int32Array | undefined;
  let inCategories: Int32Array[] | undefined;
  const order = () => (ascending ??= mergeRuns(index.order("price-asc"), percent, price, from, id));
  return {
    price,
    saleOff: percent,
    ascending: order,
    ascendingIn(name) {
      // Every category's at once, in one pass: the counts beside the filters read them all.
      inCategories ??= byCategory(order(), category, index.categories.values.length);
      return inCategories[index.categories.values.indexOf(name)] ?? new Int32Array(0);
    },
  };
}

/**
 * The products of `byFrom` (ascending "from" price, then id) in ascending price paid: split into one run per
 * percentage off, each still in order, then merged by price paid, "from" price and id.
 */
function mergeRuns(
  byFrom: Int32Array,
  percent: Uint8Array,
  price: Int32Array,
  from: Int32Array,
  id: Int32Array,
): Int32Array {
  const counts = new Int32Array(256);
  for (const doc of byFrom) counts[percent[doc]!]!++;
  const runs: { docs: Int32Array; at: number }[] = [];
  const runOf = new Int32Array(256).fill(-1);
  for (let p = 0; p < 256; p++) {
    if (!counts[p]) continue;
    runOf[p] = runs.length;
    runs.push({ docs: new Int32Array(counts[p]!), at: 0 });
  }
  for (const doc of byFrom) {
    const run = runs[runOf[percent[doc]!]!]!;
    run.docs[run.at++] = doc;
  }
  for (const run of runs) run.at = 0;
  const before = (a: number, b: number) => price[a]! - price[b]! || from[a]! - from[b]! || id[a]! - id[b]!;
  const merged = new Int32Array(byFrom.length);
  for (let i = 0; i < merged.length; i++) {
    let best: { docs: Int32Array; at: number } | undefined;
    for (const run of runs) {
      if (run.at < run.docs.length && (!best || before(run.docs[run.at]!, best.docs[best.at]!) < 0)) best = run;
    }
    merged[i] = best!.docs[best!.at++]!;
  }
  return merged;
}
