// Older clients send, beside a product's id, the name and price they showed the shopper (SPEC section 7's
// product objects). When given, they must be that product's: an older client that sends its own list
// index as the id is refused, naming both, rather than binding a product the shopper never saw.
// Their schema is part of the line item's (rules/line-item.ts: shownProductFields).
import { HttpError } from "../http/errors";
import { formatPaise, toPaise, withMarkup } from "@rules/money";
import { bestSale, salePrice, type OfferTerms } from "@rules/offers";

export interface ShownProduct {
  name?: string | undefined;
  price?: number | undefined;
}

/** Where the product was going, for the refusal: "This order", "Nothing was ordered." */
export interface ShownContext {
  subject: string;
  outcome: string;
}

export const SHOWN_IN = {
  order: { subject: "This order", outcome: "Nothing was ordered." },
  cart: { subject: "This item", outcome: "Nothing was added to your cart." },
  wishlist: { subject: "This item", outcome: "Nothing was added to your wishlist." },
} satisfies Record<string, ShownContext>;

/**
 * Throws 409 when the shown name or price is not the product's (names compared without case). While a sale
 * runs on it (`running`: the offers running now), its sale price is its price as shown too.
 */
export function checkShownProduct(
  shown: ShownProduct,
  product: { id: number; name: string; basePricePaise: number; category?: string; collections?: string[] },
  markupPaise: number,
  where: ShownContext,
  running: OfferTerms[] = [],
): void {
  if (shown.name !== undefined && shown.name.trim().toLowerCase() !== product.name.trim().toLowerCase()) {
    throw new HttpError(
      409,
      `${where.subject} names “${shown.name.trim()}”, but product ${product.id} is “${product.name}”. ${where.outcome}`,
    );
  }
  const pricePaise = withMarkup(product.basePricePaise, markupPaise);
  const sale =
    running.length && product.category !== undefined
      ? bestSale(running, { category: product.category, collections: product.collections ?? [] })
      : null;
  const shownPaise = shown.price === undefined ? undefined : toPaise(shown.price);
  if (sale && shownPaise === salePrice(pricePaise, sale)) return;
  if (shownPaise !== undefined && shownPaise !== pricePaise) {
    throw new HttpError(
      409,
      `${where.subject} shows ${product.name} at ${formatPaise(shownPaise)}, but its price is ${formatPaise(pricePaise)}. ${where.outcome}`,
    );
  }
}
