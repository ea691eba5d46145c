import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { productColumns, products } from "../db/schema";
import type { OwnerKey } from "../cart/owner";
import { coloursOf, colourImages } from "../catalog/colours";
import { variantsOf } from "../catalog/sizes";
import { cartAsItems } from "./one-order-per-cart";
import { cartOrderItems, parseItems, priceLines, readsCart, type SizeProblem } from "./pricing";
import type { OrderSettings } from "./order-settings";
import { orderTotals, type OrderTotals } from "@rules/pricing";

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
}

/** What an order of these items would come to now, by placeOrder's own rules (amounts in paise). */
export interface OrderQuote extends OrderTotals {
  lines: QuoteLine[];
  /** The lines placeOrder would refuse for their size: the shopper chooses one first. */
  sizeProblems: SizeProblem[];
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
  return {
    ...orderTotals(priced, settings),
    lines: priced.map(({ product, colour, size, quantity, unitPricePaise, lineTotalPaise }) => ({
      productId: product.id,
      name: product.name,
      image: colourImages(product, colour)[0]!.src,
      colour: colour.name,
      size: size || null,
      quantity,
      unitPricePaise,
      lineTotalPaise,
    })),
    sizeProblems,
  };
}
