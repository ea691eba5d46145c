// The product page's "Best price" line in words: apart from the rule (rules/best-offer.ts), so the page's
// script carries only this and the money formatting it already has.
import { formatPaise } from "./money";

/** The best price with a code, for one piece (rules/best-offer.ts works it out). */
export interface BestOffer {
  /** What the piece is charged with the code, after any running sale. */
  pricePaise: number;
  code: string;
  /** What the code takes off beyond the sale. */
  savingPaise: number;
  /** The code is for a shopper's first order: shown to those who may still have one. */
  firstOrderOnly: boolean;
  /** The size priced, when the sizes' prices differ and none was chosen (the lowest price's); else null. */
  size: string | null;
}

/** A best offer as the page shows it: whether the shopper's cart holds its code already. */
export type ShownBestOffer = BestOffer & { inCart: boolean };

/** A product page's best offers (worked out on the server, so the page's script carries no rule). */
export interface ProductBestOffers {
  /** The lowest price's, naming its size when sizes' prices differ. */
  lowest: ShownBestOffer;
  /** Each size's in stock, when sizes' prices differ (null for a size no advertised code lowers). */
  bySize: Record<string, ShownBestOffer | null> | null;
  /**
   * Judged for a guest (a shared page, decision 024): a signed-in shopper's or a cart's own line is asked for
   * once the page has loaded (GET /api/shopper/offers).
   */
  forGuest?: boolean;
}

/** The offers as the page shows them (null: no line): whether each is the code the cart holds. */
export function shownOffers({
  bestOffer,
  bySize,
  cartCode,
}: {
  bestOffer: BestOffer | null;
  bySize: Record<string, BestOffer | null> | null;
  cartCode: string | null;
}): ProductBestOffers | null {
  if (!bestOffer) return null;
  const shown = (offer: BestOffer) => ({ ...offer, inCart: offer.code === cartCode });
  return {
    lowest: shown(bestOffer),
    bySize: bySize && Object.fromEntries(Object.entries(bySize).map(([size, offer]) => [size, offer && shown(offer)])),
  };
}

/** The line's words, around the code (which the page sets apart so it can be selected and copied). */
export interface BestOfferWords {
  before: string;
  code: string;
  after: string;
}

/**
 * "Best price ₹1,799 with code STYLE10", "... in size M ...", "... on your first order"; or, when the shopper's
 * cart holds that code already, "Best price ₹1,799: STYLE10 applied in your cart". The price is rounded to
 * the rupee as the cart's totals are (formatPaise).
 */
export function bestOfferWords(offer: BestOffer, inCart: boolean): BestOfferWords {
  const price = `Best price ${formatPaise(offer.pricePaise)}${offer.size ? ` in size ${offer.size}` : ""}`;
  if (inCart) return { before: `${price}: `, code: offer.code, after: " applied in your cart" };
  return { before: `${price} with code `, code: offer.code, after: offer.firstOrderOnly ? " on your first order" : "" };
}
