// Discounts: the one home of what a coupon code takes off an order, how that is spread over the order's
// lines, and what a returned piece gives back. The cart, the checkout's quote, placing the order (and so the
// Razorpay amount and cash on delivery), the tax invoice, the credit note and the refund all use it.
// Amounts are integer paise. docs/decisions/035-coupon-codes.md says why each rule is as it is.
import { formatPaise, formatRupees, percentOfPaise, toRupees } from "./money";
import { shippingFor, type ShippingSettings } from "./pricing";
import { applyOffers, inCollection, type OfferTerms, type OffersApplied } from "./offers";
import { COLLECTIONS } from "./collections";

export const COUPON_KINDS = ["percent", "flat", "free_shipping"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_STATES = ["active", "paused", "ended"] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** What a code gives, as an order records it when placed (a later edit never reaches a placed order). */
export interface CouponTerms {
  code: string;
  kind: CouponKind;
  /** percent: 1 to 90. */
  percent: number | null;
  /** percent: at most this much off (null: no cap). */
  capPaise: number | null;
  /** flat: this much off. */
  flatPaise: number | null;
  /** The cart's subtotal (before any discount) must be at least this. */
  minCartPaise: number;
  /**
   * Scope: products of these sidebar categories, of these collections (rules/collections.ts keys) or these
   * products count; all of them null (or left out): every product.
   */
  categories: string[] | null;
  collections?: string[] | null;
  productIds?: number[] | null;
  /** Final-sale products neither count towards nor get the discount. */
  excludeFinalSale: boolean;
  /**
   * Whether the code also applies to lines an automatic offer took something off (on what is left of
   * them); when false it skips those lines. Orders placed before this existed read as true.
   */
  combinable?: boolean;
}

/** A line as the discount sees it. */
export interface DiscountableLine {
  unitPricePaise: number;
  quantity: number;
  category: string;
  finalSale: boolean;
  /** What an automatic offer's and a code's scope read besides the category (none: in no collection). */
  collections?: string[];
  /** What a code scoped to products reads. */
  productId?: number;
}

/** A goods discount never brings the goods below this: an order always has something to charge and refund. */
export const MIN_GOODS_PAID_PAISE = 100;

export interface DiscountedTotals {
  itemCount: number;
  /** The goods before any discount. */
  subtotalPaise: number;
  /** Taken off the goods, by automatic offers and the code (the sum of the lines' `discountPaise`). */
  discountPaise: number;
  /** Of that, what the automatic offers took. */
  offerDiscountPaise: number;
  /** The automatic offers applied, and the "buy N" offer the cart is nearest to (rules/offers.ts). */
  offers: OffersApplied["applied"];
  nearestOffer: OffersApplied["nearest"];
  /** The shipping charged (after a free-shipping code). */
  shippingPaise: number;
  /** The shipping a free-shipping code waived. */
  shippingDiscountPaise: number;
  /** subtotal - discount + shipping: what is charged. */
  totalPaise: number;
  /** The lines, in the order given: each one's share of the discount and what is paid for it. */
  lines: { discountPaise: number; offerDiscountPaise: number; offer: OfferTerms | null; paidPaise: number }[];
}

const lineTotal = (line: DiscountableLine) => line.unitPricePaise * line.quantity;

type CouponScope = Pick<CouponTerms, "categories" | "collections" | "productIds" | "excludeFinalSale">;

/** Whether a code is for chosen categories, collections or products (else for everything). */
export const scoped = (terms: CouponScope) =>
  terms.categories !== null || Boolean(terms.collections) || Boolean(terms.productIds);

/** Whether a line is in the code's scope: any of its categories, collections or products. */
export function lineQualifies(terms: CouponScope, line: DiscountableLine) {
  if (terms.excludeFinalSale && line.finalSale) return false;
  if (!scoped(terms)) return true;
  return (
    Boolean(terms.categories?.includes(line.category)) ||
    Boolean(
      terms.collections?.some((key) =>
        inCollection({ category: line.category, collections: line.collections ?? [] }, key),
      ),
    ) ||
    (line.productId !== undefined && Boolean(terms.productIds?.includes(line.productId)))
  );
}

/** "Shoes, Girls Watches Collection, 2 chosen products": what a scoped code is for. */
export function scopeWords(terms: Pick<CouponTerms, "categories" | "collections" | "productIds">): string {
  const products = terms.productIds?.length ?? 0;
  return [
    ...(terms.categories ?? []),
    ...(terms.collections ?? []).map((key) => COLLECTIONS.find((c) => c.key === key)?.title ?? key),
    ...(products ? [products === 1 ? "a chosen product" : `${products} chosen products`] : []),
  ].join(", ");
}

/**
 * Spreads `discount` over `amounts` in proportion to each: every share rounded down, and the paise left
 * over go to the largest amount (the first of equals), then the next largest if it would go below nothing.
 */
export function spreadInProportion(discount: number, amounts: number[]): number[] {
  const whole = amounts.reduce((sum, amount) => sum + amount, 0);
  if (discount <= 0 || whole <= 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => Math.floor((discount * amount) / whole));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const bySize = amounts.map((_, index) => index).sort((a, b) => amounts[b]! - amounts[a]! || a - b);
  for (const index of bySize) {
    if (left <= 0) break;
    const room = amounts[index]! - shares[index]!;
    const given = Math.min(room, left);
    shares[index]! += given;
    left -= given;
  }
  return shares;
}

/**
 * The order's totals with the running automatic offers and a code (or none). The offers come first
 * (rules/offers.ts: each line's best sale, or the best "buy N" offer), then the code on what is left of its
 * qualifying lines: percent of it (rounded half up, at most the cap), or flat (at most it), spread over those
 * lines by spreadInProportion. The goods never fall below MIN_GOODS_PAID_PAISE. Shipping is judged on the
 * subtotal before any discount, so a discount never adds a shipping charge; free shipping waives it and
 * touches nothing else.
 */
export function discountedTotals(
  lines: DiscountableLine[],
  terms: CouponTerms | null,
  settings: ShippingSettings,
  offers: OfferTerms[] = [],
): DiscountedTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const fullShipping = shippingFor(subtotalPaise, settings);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const automatic = applyOffers(
    lines.map((line) => ({ ...line, collections: line.collections ?? [] })),
    offers,
  );
  // What each line costs after its offer: what a code's share is taken from.
  const left = lines.map((line, index) => lineTotal(line) - automatic.lines[index]!.offerDiscountPaise);
  const inScope = lines.map(
    (line, index) =>
      terms !== null &&
      lineQualifies(terms, line) &&
      (terms.combinable !== false || automatic.lines[index]!.offerDiscountPaise === 0),
  );
  const eligible = left.reduce((sum, amount, index) => sum + (inScope[index] ? amount : 0), 0);
  let discount = 0;
  if (terms?.kind === "percent" && terms.percent) {
    discount = percentOfPaise(eligible, terms.percent);
    if (terms.capPaise !== null) discount = Math.min(discount, terms.capPaise);
  } else if (terms?.kind === "flat" && terms.flatPaise) {
    discount = Math.min(terms.flatPaise, eligible);
  }
  discount = Math.max(0, Math.min(discount, subtotalPaise - automatic.discountPaise - MIN_GOODS_PAID_PAISE));
  const shares = spreadInProportion(
    discount,
    left.map((amount, index) => (inScope[index] ? amount : 0)),
  );
  const shippingDiscountPaise = terms?.kind === "free_shipping" ? fullShipping : 0;
  const shippingPaise = fullShipping - shippingDiscountPaise;
  const discountPaise = automatic.discountPaise + discount;
  return {
    itemCount,
    subtotalPaise,
    discountPaise,
    offerDiscountPaise: automatic.discountPaise,
    offers: automatic.applied,
    nearestOffer: automatic.nearest,
    shippingPaise,
    shippingDiscountPaise,
    totalPaise: subtotalPaise - discountPaise + shippingPaise,
    lines: lines.map((line, index) => {
      const { offerDiscountPaise, offer } = automatic.lines[index]!;
      const lineDiscount = offerDiscountPaise + shares[index]!;
      return { discountPaise: lineDiscount, offerDiscountPaise, offer, paidPaise: lineTotal(line) - lineDiscount };
    }),
  };
}

/**
 * What `count` pieces of a line paid `paidPaise` for `quantity` pieces came to, counted from the first: the
 * pieces' shares of a discounted line differ by at most a paisa, and these cumulative figures add up to the
 * line exactly, however the pieces come back.
 */
export function paidForPieces(paidPaise: number, quantity: number, count: number): number {
  if (count >= quantity) return paidPaise;
  return Math.floor((paidPaise * count) / quantity);
}

/**
 * The refund for `count` pieces of a line when `before` of its pieces were refunded already: the difference
 * of the cumulative figures, so returning a line piece by piece gives back exactly what was paid for it.
 */
export function refundForPieces(line: { paidPaise: number; quantity: number }, before: number, count: number): number {
  return (
    paidForPieces(line.paidPaise, line.quantity, before + count) - paidForPieces(line.paidPaise, line.quantity, before)
  );
}

// ---------------------------------------------------------------------------------------------------------
// Whether a code may be used, and the shopper's words when not.

/** A code as stored, with its limits. */
export interface CouponRecord extends CouponTerms {
  state: CouponState;
  /** The first moment it works, and the first it no longer does (null: open-ended). */
  startsAt: Date | null;
  endsAt: Date | null;
  /** null: no limit. */
  maxUses: number | null;
  /** null: no limit. */
  maxUsesPerShopper: number | null;
  firstOrderOnly: boolean;
  /** Uses held by orders now. */
  uses: number;
}

/** What is known of the shopper and the cart when a code is judged. */
export interface CouponContext {
  now: Date;
  lines: DiscountableLine[];
  /** This shopper's uses of this code (by account, e-mail or mobile), held by orders now. */
  shopperUses: number;
  /** This shopper's earlier orders that still stand (by account, e-mail or mobile). */
  earlierOrders: number;
  /** The automatic offers running now: a code kept off offer lines needs a line without one. */
  offers?: OfferTerms[];
}

/** "30 Nov", in India's time. */
export function istDay(at: Date): string {
  return new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short" }).format(at);
}

const times = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);

/** Normalises what a shopper typed: "  style10 " -> "STYLE10". */
export const normalizeCode = (raw: string) => raw.trim().toUpperCase();

/** A code's form: 3 to 20 letters, digits, '-' or '_'. */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,20}$/;

export const unknownCodeMessage = (code: string) =>
  `We don't have a code called ${code}. Check the spelling, or try another code.`;

/** Why this code cannot be used on this cart now, in the store's words; null when it can. */
export function couponProblem(coupon: CouponRecord, context: CouponContext): string | null {
  const { code } = coupon;
  if (coupon.state === "ended") return `${code} has ended. Try another code.`;
  if (coupon.state === "paused") return `${code} is paused for now. Try again later, or use another code.`;
  if (coupon.startsAt && context.now < coupon.startsAt) return `${code} starts on ${istDay(coupon.startsAt)}`;
  if (coupon.endsAt && context.now >= coupon.endsAt) {
    return `${code} ended on ${istDay(new Date(coupon.endsAt.getTime() - 1))}`;
  }
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return `${code} has been used up. Try another code.`;
  if (coupon.firstOrderOnly && context.earlierOrders > 0) return `${code} is for your first order`;
  if (coupon.maxUsesPerShopper !== null && context.shopperUses >= coupon.maxUsesPerShopper) {
    return `You have used ${code} ${times(context.shopperUses)} already`;
  }
  const subtotal = context.lines.reduce((sum, line) => sum + lineTotal(line), 0);
  if (subtotal < coupon.minCartPaise)
    return `Add ${formatRupees(Math.ceil(toRupees(coupon.minCartPaise - subtotal)))} more to use ${code}`;
  if (coupon.kind !== "free_shipping" && !context.lines.some((line) => lineQualifies(coupon, line))) {
    const where = scopeWords(coupon);
    if (coupon.excludeFinalSale && !scoped(coupon)) return `${code} does not apply to final-sale items`;
    return `${code} is for ${where}${coupon.excludeFinalSale ? " (not final-sale items)" : ""}: add one to use it`;
  }
  if (coupon.kind !== "free_shipping" && coupon.combinable === false && context.offers?.length) {
    const { lines } = applyOffers(
      context.lines.map((line) => ({ ...line, collections: line.collections ?? [] })),
      context.offers,
    );
    const left = context.lines.some((line, index) => lineQualifies(coupon, line) && !lines[index]!.offerDiscountPaise);
    if (!left) return `${code} does not apply to items already in an offer`;
  }
  return null;
}

/** The terms an order records from a code. */
export function termsOf(coupon: CouponTerms): CouponTerms {
  const { code, kind, percent, capPaise, flatPaise, minCartPaise, categories, excludeFinalSale } = coupon;
  const combinable = coupon.combinable !== false;
  const collections = coupon.collections ?? null;
  const productIds = coupon.productIds ?? null;
  return {
    code,
    kind,
    percent,
    capPaise,
    flatPaise,
    minCartPaise,
    categories,
    collections,
    productIds,
    excludeFinalSale,
    combinable,
  };
}

/** "10% off (up to ₹500)", "₹300 off", "Free shipping": how a code is described. */
export function describeCoupon(terms: CouponTerms): string {
  let what =
    terms.kind === "percent"
      ? `${terms.percent}% off${terms.capPaise !== null ? ` (up to ${formatPaise(terms.capPaise)})` : ""}`
      : terms.kind === "flat"
        ? `${formatPaise(terms.flatPaise ?? 0)} off`
        : "Free shipping";
  if (terms.minCartPaise > 0) what += ` above ${formatPaise(terms.minCartPaise)}`;
  if (terms.combinable === false && terms.kind !== "free_shipping") what += ", not on items in an offer";
  return what;
}
