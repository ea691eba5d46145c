// Automatic offers: what a sale on a collection or category, or "buy N, get X% off", takes off each line
// without a code, and which offer a cart gets. rules/discounts.ts applies the result before any code, so
// the cart, the quote, the order, the invoice, the credit note and the refund all see one set of figures.
// Amounts are integer paise. docs/decisions/038-automatic-offers.md says why each rule is as it is.
import { COLLECTIONS } from "./collections";
import { percentOfPaise } from "./money";

export const OFFER_KINDS = ["sale", "buy_n"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const OFFER_STATES = ["active", "paused", "ended"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** What an offer gives and to what, as an order records it when placed. */
export interface OfferTerms {
  id: number;
  /** The staff's name for it, shown to shoppers ("Winter sale"). */
  name: string;
  kind: OfferKind;
  /** 1 to 90: off each piece in scope. */
  percent: number;
  /** buy_n: the pieces in scope the cart must hold (2 or more); a sale: 1. */
  minQuantity: number;
  /** Scope: products of these collections (rules/collections.ts keys) or these categories; both empty: all. */
  collections: string[];
  categories: string[];
}

/** An offer as stored, with when it runs. */
export interface OfferRecord extends OfferTerms {
  state: OfferState;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** What an offer's scope reads of a product. */
export interface OfferProduct {
  category: string;
  collections: string[];
}

/** A line as an offer sees it. */
export interface OfferLine extends OfferProduct {
  unitPricePaise: number;
  quantity: number;
}

/** Whether an offer is running at `now`: active, started, not yet ended. */
export function offerRuns(offer: OfferRecord, now: Date): boolean {
  if (offer.state !== "active") return false;
  if (offer.startsAt && now < offer.startsAt) return false;
  return !(offer.endsAt && now >= offer.endsAt);
}

/** Whether a product is in a collection: by the collection's own key, or its sidebar category. */
export function inCollection(product: OfferProduct, key: string): boolean {
  const collection = COLLECTIONS.find((c) => c.key === key);
  if (!collection) return product.collections.includes(key);
  return "collection" in collection.select
    ? product.collections.includes(collection.select.collection)
    : product.category === collection.select.category;
}

/** Whether a product is in an offer's scope. */
export function offerCovers(offer: Pick<OfferTerms, "collections" | "categories">, product: OfferProduct): boolean {
  if (!offer.collections.length && !offer.categories.length) return true;
  return offer.categories.includes(product.category) || offer.collections.some((key) => inCollection(product, key));
}

/** An offer never brings a piece below this (₹1), so an order always has something to charge and refund. */
export const MIN_PIECE_PAISE = 100;

/** What an offer takes off one piece: its percent of the piece's price, rounded half up, keeping ₹1. */
export const offOnePiece = (unitPricePaise: number, percent: number) =>
  Math.max(0, Math.min(percentOfPaise(unitPricePaise, percent), unitPricePaise - MIN_PIECE_PAISE));

/** The best running sale on a product (the largest percent, then the lowest id), or null. */
export function bestSale<T extends OfferTerms>(offers: T[], product: OfferProduct): T | null {
  let best: T | null = null;
  for (const offer of offers) {
    if (offer.kind !== "sale" || !offerCovers(offer, product)) continue;
    if (!best || offer.percent > best.percent || (offer.percent === best.percent && offer.id < best.id)) best = offer;
  }
  return best;
}

/** A product's price in a sale: what cards, lists and the product page show, and what a cart line is charged. */
export function salePrice(unitPricePaise: number, sale: Pick<OfferTerms, "percent">): number {
  return unitPricePaise - offOnePiece(unitPricePaise, sale.percent);
}

/** "Buy 2, get 10% off". */
export const buyNWords = (offer: Pick<OfferTerms, "minQuantity" | "percent">) =>
  `Buy ${offer.minQuantity}, get ${offer.percent}% off`;

/** "Add 1 more to get Buy 2, get 10% off": the "buy N" offer a cart is nearest to. */
export const offerHint = ({ offer, more }: { offer: Pick<OfferTerms, "minQuantity" | "percent">; more: number }) =>
  `Add ${more} more to get ${buyNWords(offer)}`;

/** How an offer is named to shoppers: "Winter sale: 20% off", "Buy 2, get 10% off". */
export const describeOffer = (offer: Pick<OfferTerms, "kind" | "name" | "minQuantity" | "percent">) =>
  offer.kind === "sale" ? `${offer.name}: ${offer.percent}% off` : buyNWords(offer);

/** The automatic offers of a cart: each line's share, and the offers that gave them. */
export interface OffersApplied {
  /** Per line, in the order given: what the offers take off it, and the offer that did (null: none). */
  lines: { offerDiscountPaise: number; offer: OfferTerms | null }[];
  /** The offers that took something off, each once, in the order of their lines. */
  applied: OfferTerms[];
  /** The sum of the lines' offer discounts. */
  discountPaise: number;
  /** The "buy N" offer the cart is closest to without reaching it, and the pieces it still needs. */
  nearest: { offer: OfferTerms; more: number } | null;
}

/**
 * The automatic offers on these lines, among the running `offers`: each line gets its best sale; of the
 * "buy N" offers whose scope holds N pieces, the one that saves the most over the sales (the first made of
 * equals) is applied too, and a line in both gets the larger of the two, never both. Every share is a
 * whole number of paise per piece, so each piece of a line is charged the same.
 */
export function applyOffers(lines: OfferLine[], offers: OfferTerms[]): OffersApplied {
  const sales = lines.map((line) => {
    const sale = bestSale(offers, line);
    return { offer: sale, off: sale ? offOnePiece(line.unitPricePaise, sale.percent) * line.quantity : 0 };
  });
  let chosen: { offer: OfferTerms; offs: number[]; gain: number } | null = null;
  let nearest: OffersApplied["nearest"] = null;
  const byId = [...offers].sort((a, b) => a.id - b.id);
  for (const offer of byId) {
    if (offer.kind !== "buy_n") continue;
    const pieces = lines.reduce((sum, line) => sum + (offerCovers(offer, line) ? line.quantity : 0), 0);
    if (pieces < offer.minQuantity) {
      const more = offer.minQuantity - pieces;
      if (pieces > 0 && (!nearest || more < nearest.more)) nearest = { offer, more };
      continue;
    }
    const offs = lines.map((line) =>
      offerCovers(offer, line) ? offOnePiece(line.unitPricePaise, offer.percent) * line.quantity : 0,
    );
    const gain = offs.reduce((sum, off, index) => sum + Math.max(0, off - sales[index]!.off), 0);
    if (gain > 0 && (!chosen || gain > chosen.gain)) chosen = { offer, offs, gain };
  }
  const result = lines.map((_, index) => {
    const sale = sales[index]!;
    const buy = chosen ? chosen.offs[index]! : 0;
    return buy > sale.off
      ? { offerDiscountPaise: buy, offer: chosen!.offer }
      : { offerDiscountPaise: sale.off, offer: sale.offer };
  });
  const applied: OfferTerms[] = [];
  for (const line of result) if (line.offer && !applied.includes(line.offer)) applied.push(line.offer);
  return {
    lines: result,
    applied,
    discountPaise: result.reduce((sum, line) => sum + line.offerDiscountPaise, 0),
    nearest: chosen ? null : nearest,
  };
}

/** The terms an order records from an offer. */
export function offerTermsOf(offer: OfferTerms): OfferTerms {
  const { id, name, kind, percent, minQuantity, collections, categories } = offer;
  return { id, name, kind, percent, minQuantity, collections: [...collections], categories: [...categories] };
}
