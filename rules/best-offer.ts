// The best price a shopper could pay for one piece of a product with one advertised code: the product page's
// "Best price ₹1,799 with code STYLE10" and GET /api/products/:id's `bestOffer`. Each code is judged and
// priced on a cart of that one piece by the cart's own rules (couponProblem, then discountedTotals after the
// running offers), so the line never promises what the cart would not give.
// docs/decisions/045-best-price-with-a-code.md says why each rule is as it is.
import { couponProblem, discountedTotals, type CouponRecord, type DiscountableLine } from "./discounts";
import type { BestOffer } from "./best-offer-words";
import type { OfferTerms } from "./offers";
import type { ShippingSettings } from "./pricing";

export type { BestOffer };

/** A shopper's history with one code, as the cart judges it (server/coupons/coupons.ts). */
export interface CodeHistory {
  shopperUses: number;
  earlierOrders: number;
}

/** A guest is judged as a new shopper: a first-order code is shown, saying so. */
const NEW_SHOPPER: CodeHistory = { shopperUses: 0, earlierOrders: 0 };

export interface BestOfferContext {
  now: Date;
  /** The automatic offers running now. */
  offers: OfferTerms[];
  settings: ShippingSettings;
  /** A signed-in shopper's history with a code; left out: a guest. */
  history?: (code: string) => CodeHistory;
}

/** What one piece of one code gives: its price with the code, and what the code took. */
export interface CodePrice {
  coupon: CouponRecord;
  pricePaise: number;
  savingPaise: number;
}

/**
 * Every code that takes something off one piece (the line as a cart holds it, quantity 1), best first: the
 * lowest price, then a code for every order before a first-order one, then by name. Free-shipping codes are
 * not a price and are left out.
 */
export function codePrices(piece: DiscountableLine, codes: CouponRecord[], context: BestOfferContext): CodePrice[] {
  const line = { ...piece, quantity: 1 };
  const found: CodePrice[] = [];
  let withoutCode: number | undefined;
  for (const coupon of codes) {
    if (coupon.kind === "free_shipping") continue;
    const history = context.history?.(coupon.code) ?? NEW_SHOPPER;
    if (couponProblem(coupon, { now: context.now, lines: [line], offers: context.offers, ...history })) continue;
    withoutCode ??= discountedTotals([line], null, context.settings, context.offers).lines[0]!.paidPaise;
    const pricePaise = discountedTotals([line], coupon, context.settings, context.offers).lines[0]!.paidPaise;
    if (pricePaise < withoutCode) found.push({ coupon, pricePaise, savingPaise: withoutCode - pricePaise });
  }
  return found.sort(
    (a, b) =>
      a.pricePaise - b.pricePaise ||
      Number(a.coupon.firstOrderOnly) - Number(b.coupon.firstOrderOnly) ||
      (a.coupon.code < b.coupon.code ? -1 : a.coupon.code > b.coupon.code ? 1 : 0),
  );
}

/**
 * The best offer among the prices a product is sold at (its sizes' own prices, or its one price): for one
 * size chosen, pass that size alone. `size` names the size of the lowest price when the sizes' prices differ.
 */
export function bestOffer(
  pieces: { size: string | null; piece: DiscountableLine }[],
  codes: CouponRecord[],
  context: BestOfferContext,
): BestOffer | null {
  const prices = new Set(pieces.map(({ piece }) => piece.unitPricePaise));
  let best: BestOffer | null = null;
  for (const { size, piece } of pieces) {
    const [top] = codePrices(piece, codes, context);
    if (!top || (best && best.pricePaise <= top.pricePaise)) continue;
    best = {
      pricePaise: top.pricePaise,
      code: top.coupon.code,
      savingPaise: top.savingPaise,
      firstOrderOnly: top.coupon.firstOrderOnly,
      size: prices.size > 1 ? size : null,
    };
  }
  return best;
}
