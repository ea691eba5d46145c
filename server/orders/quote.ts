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
  /** The line's share of the code's discount. */
  discountPaise: number;
  /** What a code's scope reads. */
  category: string;
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
  /** Taken off the goods by the cart's code, and the shipping it waived. */
  discountPaise: number;
  shippingDiscountPaise: number;
  coupon: QuotedCoupon | null;
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
 * empty cart) is an empty quote; products no longer sold are left out (placeOrder refuses them).
 */
export async function quoteOrder(db: Db, input: QuoteInput, settings: OrderSettings): Promise<OrderQuote> {
  const { priced, sizeProblems } = await pricedItems(db, input, settings);
  const discountable = discountableLines(priced);
  const judged = readsCart(input) && priced.length ? await cartCoupon(db, input.owner, discountable) : null;
  return quoteOf(priced, sizeProblems, judged, settings);
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
): Promise<OrderQuote> {
  const { priced, sizeProblems } = await pricedItems(db, { owner, fromCart: true }, settings);
  const judged = await applyCartCode(db, owner, code, discountableLines(priced));
  return quoteOf(priced, sizeProblems, judged, settings);
}

function quoteOf(
  priced: PricedLine[],
  sizeProblems: SizeProblem[],
  judged: CouponJudgement | null,
  settings: OrderSettings,
): OrderQuote {
  const discountable = discountableLines(priced);
  const { lines: discounted, ...totals } = discountedTotals(discountable, judged?.terms ?? null, settings);
  return {
    ...totals,
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
      category: product.category,
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
    finalSale: line.product.finalSale,
  }));

async function pricedItems(db: Db, input: QuoteInput, settings: OrderSettings) {
  let items;
  if (readsCart(input)) {
    const cart = await cartAsItems(db, input.owner);
    items = cart.length ? cartOrderItems(cart) : [];
  } else {
    const raw = input.items;
    items = raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0) ? [] : parseItems(raw);
  }
  const ids = [...new Set(items.map((item) => item.productId))];
  const rows = ids.length
    ? await db
        .select(productColumns)
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.hidden, false)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sizeProblems: SizeProblem[] = [];
  const priced = priceLines(
    items.filter((item) => byId.has(item.productId)),
    byId,
    await variantsOf(db, ids),
    await coloursOf(db, ids),
    settings.markupPaise,
    sizeProblems,
  );
  return { priced, sizeProblems };
}
