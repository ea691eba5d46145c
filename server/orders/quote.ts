import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { productColumns, products } from "../db/schema";
import type { OwnerKey } from "../cart/owner";
import { coloursOf, colourImages } from "../catalog/colours";
import { variantsOf } from "../catalog/sizes";
import { cartAsItems } from "./one-order-per-cart";
import { cartOrderItems, parseItems, priceLines, readsCart, type PricedLine, type SizeProblem } from "./pricing";
import type { OrderSettings } from "./order-settings";
import type { OrderTotals } from "@rules/pricing";
import { describeCoupon, discountedTotals, type CouponTerms, type DiscountableLine } from "@rules/discounts";
import { applyCartCode, cartCoupon, type CouponJudgement } from "../coupons/coupons";
import { describeOffer, offerHint, type OfferTerms } from "@rules/offers";

/** One line of a quote: amounts in paise. */
export interface QuoteLine {
  productId: number;
  name: string;
  image: string;
  /** The colour's name ("" for a product of one unnamed colour). */
  colour: string;
  size: string | null;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
  /** What the line gets off: its automatic offer's and its share of the code's. */
  discountPaise: number;
  /** Of that, the automatic offer's, and the offer's words ("Winter sale: 20% off"; null: none). */
  offerDiscountPaise: number;
  offer: string | null;
  /** What a code's and an offer's scope read. */
  category: string;
  collections: string[];
  finalSale: boolean;
}

/** The cart's code as the quote judged it (null when the cart holds none). */
export interface QuotedCoupon {
  code: string;
  /** "10% off (up to ₹500)"; null when it does not apply. */
  description: string | null;
  /** Why it does not apply now (the order would be refused until it is removed); null when it does. */
  problem: string | null;
  /** What it gives, when it applies (the cart page spreads it over its lines as they change). */
  terms: CouponTerms | null;
}

/** What an order of these items would come to now, by placeOrder's own rules (amounts in paise). */
export interface OrderQuote extends OrderTotals {
  lines: QuoteLine[];
  /** The lines placeOrder would refuse for their size: the shopper chooses one first. */
  sizeProblems: SizeProblem[];
  /** Taken off the goods by automatic offers and the cart's code, and the shipping the code waived. */
  discountPaise: number;
  shippingDiscountPaise: number;
  coupon: QuotedCoupon | null;
  /** Of the discount, what automatic offers took; the offers applied, in words; and the one almost reached. */
  offerDiscountPaise: number;
  offers: string[];
  /** "Add 1 more to get Buy 2, get 10% off" (null: none near). */
  offerHint: string | null;
  /** The running offers the cart page applies over its lines as they change (rules/offers.ts). */
  runningOffers: OfferTerms[];
}

export interface QuoteInput {
  owner: OwnerKey;
  /** Untrusted, as placeOrder takes it: one product object or a list. */
  items?: unknown;
  /** Without items, the shopper's cart. */
  fromCart?: boolean;
}

/**
 * The checkout's summary: the lines, subtotal, shipping and total placeOrder would charge for these
 * items, and the sizes it would refuse, without taking stock or writing anything. Nothing asked for (an
 * empty cart) is an empty quote; products no longer sold are left out (placeOrder refuses them). `running`:
 * the automatic offers running now, as lists and product pages show them (server/services.ts keeps them per
 * catalogue version); placing the order reads them again in its own transaction.
 */
export async function quoteOrder(
  db: Db,
  input: QuoteInput,
  settings: OrderSettings,
  running: OfferTerms[],
): Promise<OrderQuote> {
  const { priced, sizeProblems } = await pricedItems(db, input, settings, running);
  const cart = { lines: discountableLines(priced), offers: running };
  const judged = readsCart(input) && priced.length ? await cartCoupon(db, input.owner, cart) : null;
  return quoteOf(priced, sizeProblems, judged, settings, running);
}

/**
 * Puts a code on the shopper's cart (applyCartCode: 400 with why when it does not apply) and answers the
 * cart's quote with it, pricing the cart once.
 */
export async function applyCodeToCart(
  db: Db,
  owner: OwnerKey,
  code: unknown,
  settings: OrderSettings,
  running: OfferTerms[],
): Promise<OrderQuote> {
  const { priced, sizeProblems } = await pricedItems(db, { owner, fromCart: true }, settings, running);
  const judged = await applyCartCode(db, owner, code, { lines: discountableLines(priced), offers: running });
  return quoteOf(priced, sizeProblems, judged, settings, running);
}

function quoteOf(
  priced: PricedLine[],
  sizeProblems: SizeProblem[],
  judged: CouponJudgement | null,
  settings: OrderSettings,
  running: OfferTerms[],
): OrderQuote {
  const discountable = discountableLines(priced);
  const {
    lines: discounted,
    offers,
    nearestOffer,
    ...totals
  } = discountedTotals(discountable, judged?.terms ?? null, settings, running);
  return {
    ...totals,
    offers: offers.map(describeOffer),
    offerHint: nearestOffer && offerHint(nearestOffer),
    runningOffers: running,
    coupon: judged && {
      code: judged.code,
      description: judged.terms && describeCoupon(judged.terms),
      problem: judged.problem,
      terms: judged.terms,
    },
    lines: priced.map(({ product, colour, size, quantity, unitPricePaise, lineTotalPaise }, index) => ({
      productId: product.id,
      name: product.name,
      image: colourImages(product, colour)[0]!.src,
      colour: colour.name,
      size: size || null,
      quantity,
      unitPricePaise,
      lineTotalPaise,
      discountPaise: discounted[index]!.discountPaise,
      offerDiscountPaise: discounted[index]!.offerDiscountPaise,
      offer: discounted[index]!.offer && describeOffer(discounted[index]!.offer),
      category: product.category,
      collections: product.collections,
      finalSale: product.finalSale,
    })),
    sizeProblems,
  };
}

/** Priced lines as a discount sees them (rules/discounts.ts). */
export const discountableLines = (priced: PricedLine[]): DiscountableLine[] =>
  priced.map((line) => ({
    unitPricePaise: line.unitPricePaise,
    quantity: line.quantity,
    category: line.product.category,
    collections: line.product.collections,
    productId: line.product.id,
    finalSale: line.product.finalSale,
  }));

async function pricedItems(db: Db, input: QuoteInput, settings: OrderSettings, running: OfferTerms[]) {
  let items;
  if (readsCart(input)) {
    const cart = await cartAsItems(db, input.owner);
    items = cart.length ? cartOrderItems(cart) : [];
  } else {
    const raw = input.items;
    items = raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0) ? [] : parseItems(raw);
  }
  const ids = [...new Set(items.map((item) => item.productId))];
  // The products, their variants and their colours: three reads that need not wait on each other.
  const [rows, variants, colours] = await Promise.all([
    ids.length
      ? db
          .select(productColumns)
          .from(products)
          .where(and(inArray(products.id, ids), eq(products.hidden, false)))
      : [],
    variantsOf(db, ids),
    coloursOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sizeProblems: SizeProblem[] = [];
  const priced = priceLines(
    items.filter((item) => byId.has(item.productId)),
    byId,
    variants,
    colours,
    settings.markupPaise,
    sizeProblems,
    running,
  );
  return { priced, sizeProblems };
}
