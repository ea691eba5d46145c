// The codes staff chose to show on product pages, and the best price one piece of a product comes to with
// one of them for a shopper (rules/best-offer.ts). The live advertised codes are few: they are read once per
// catalogue version (a change to one moves it: drizzle/0042) and judged at the moment a page is priced, so a
// product page adds a query only for a signed-in shopper's own limits on the codes that would be shown, and
// for the code in a known shopper's cart.
import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { coupons } from "../db/schema";
import type { OwnerKey } from "../cart/owner";
import type { ProductView } from "@rules/catalog-types";
import type { CouponRecord, DiscountableLine } from "@rules/discounts";
import { bestOffer, codePrices, type BestOffer, type BestOfferContext, type CodeHistory } from "@rules/best-offer";
import { toPaise } from "@rules/money";
import { cartCode, recordOf, shopperHistory } from "./coupons";

/** An advertised code, with the id its uses are counted by. */
export type AdvertisedCode = CouponRecord & { id: number };

/**
 * The advertised codes that are active, not yet ended and not used up, and give a price (not free
 * shipping). Their start and end are judged when a page is priced, so a list held for a while still starts
 * and stops a code at its minute.
 */
export async function advertisedCodes(db: Db, now = new Date()): Promise<AdvertisedCode[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.showOnProductPages, true),
        eq(coupons.state, "active"),
        sql`${coupons.kind} <> 'free_shipping'`,
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
        or(isNull(coupons.maxUses), sql`${coupons.uses} < ${coupons.maxUses}`),
      ),
    )
    .orderBy(asc(coupons.code));
  return rows.map((row) => ({ ...recordOf(row), id: row.id }));
}

/** Who is looking: a signed-in account (its own limits count), and whose cart (null: nobody's yet). */
export interface OfferShopper {
  userId: number | null;
  owner: OwnerKey | null;
}

/** The product page's best offers: the lowest price's, each size's when sizes' prices differ, and the cart's code. */
export interface ProductOffers {
  bestOffer: BestOffer | null;
  /** Per size (its own price or the colour's), when the sizes' prices differ; else null. */
  bySize: Record<string, BestOffer | null> | null;
  /** The code the shopper's cart holds (null: none, or a visitor without a cart). */
  cartCode: string | null;
}

/** The pieces one product on one colour is sold as: each size in stock at its price, or the one price. */
function piecesOf(product: ProductView, size?: string | null): { size: string | null; piece: DiscountableLine }[] {
  const line = (unitPricePaise: number): DiscountableLine => ({
    unitPricePaise,
    quantity: 1,
    category: product.category,
    collections: product.collections,
    productId: product.id,
    finalSale: product.finalSale,
  });
  if (!product.sizeAvailability?.length)
    return product.inStock ? [{ size: null, piece: line(product.pricePaise) }] : [];
  return product.sizeAvailability
    .filter((each) => each.inStock && (size == null || each.size === size))
    .map((each) => ({
      size: each.size,
      piece: line(each.price === undefined ? product.pricePaise : toPaise(each.price)),
    }));
}

/**
 * One product's best offers (its own prices, before any sale: the rule applies the running offers as the
 * cart does) for this shopper: a guest sees every live advertised code it could use, a first-order code
 * saying so; a signed-in shopper's uses and orders are asked for the codes that would be shown and have a
 * limit of that kind. `size` keeps to one size (GET /api/products/:id?size=).
 */
export async function productOffers(
  db: Db,
  product: ProductView,
  codes: AdvertisedCode[],
  context: Omit<BestOfferContext, "history">,
  shopper: OfferShopper | null,
  size?: string | null,
): Promise<ProductOffers> {
  const none: ProductOffers = { bestOffer: null, bySize: null, cartCode: null };
  if (!codes.length) return none;
  const pieces = piecesOf(product, size);
  if (!pieces.length) return none;
  // The codes a guest would be shown for some size: only these can be a shopper's best.
  const candidates = new Map<string, AdvertisedCode>();
  for (const { piece } of pieces)
    for (const { coupon } of codePrices(piece, codes, context)) candidates.set(coupon.code, coupon as AdvertisedCode);
  if (!candidates.size) return none;
  let judged = context as BestOfferContext;
  const userId = shopper?.userId ?? null;
  if (userId !== null) {
    const limited = [...candidates.values()].filter((code) => code.firstOrderOnly || code.maxUsesPerShopper !== null);
    const histories = new Map<string, CodeHistory>(
      await Promise.all(
        limited.map(async (code) => [code.code, await shopperHistory(db, code.id, { userId })] as const),
      ),
    );
    judged = { ...context, history: (code) => histories.get(code) ?? { shopperUses: 0, earlierOrders: 0 } };
  }
  const shown = [...candidates.values()];
  const prices = new Set(pieces.map(({ piece }) => piece.unitPricePaise));
  const best = bestOffer(pieces, shown, judged);
  return {
    bestOffer: best,
    bySize:
      prices.size > 1 ? Object.fromEntries(pieces.map((each) => [each.size!, bestOffer([each], shown, judged)])) : null,
    cartCode: best && shopper?.owner ? await cartCode(db, shopper.owner) : null,
  };
}
