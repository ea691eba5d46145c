// A product's row as shoppers see it (lists, cards, the wishlist, the staff's view of it): the markup applied
// once, the discount computed, its colours' swatches and their sizes' prices.
import type { ProductRow, Swatch } from "../db/schema";
import { discountLabel, toRupees, withMarkup } from "@rules/money";
import { colourPriceRange, type ProductView } from "@rules/catalog-types";
import { colourPrices } from "./colours";
import { averageRating } from "@rules/ratings";

/** A product's row as lists read it: not its search words nor its change mark. */
export type ShownProductRow = Omit<ProductRow, "searchVector" | "changedXid">;

/**
 * The shopper-facing view of a row: markup applied once, discount computed, never the stock figure. A row
 * of several colours carries them (its swatches); `colourSlug` names the one a list shows (its photo and
 * price), the first when none.
 */
export function toProductView(row: ShownProductRow, markupPaise: number, colourSlug?: string): ProductView {
  const chosen = colourSlug ? row.swatches.find((swatch) => swatch.slug === colourSlug) : undefined;
  const prices = colourPrices(row, chosen);
  const price = withMarkup(prices.basePricePaise, markupPaise);
  const oldPrice = prices.oldPricePaise === null ? null : withMarkup(prices.oldPricePaise, markupPaise);
  const view: ProductView = {
    id: row.id,
    _id: String(row.id),
    name: row.name,
    image: chosen?.picture?.src ?? row.image,
    images: chosen?.picture
      ? [chosen.picture]
      : row.images.length
        ? row.images
        : [{ src: row.image, width: null, height: null }],
    price: toRupees(price),
    pricePaise: price,
    oldPrice: toRupees(oldPrice),
    discount: discountLabel(price, oldPrice),
    category: row.category,
    collections: row.collections,
    sizes: row.sizes,
    description: row.description,
    details: row.details,
    inStock: row.stock > 0,
    finalSale: row.finalSale,
    createdAt: row.createdAt.toISOString(),
    ...(row.ratingCount > 0
      ? { rating: { average: averageRating(row.ratingSum, row.ratingCount), count: row.ratingCount } }
      : {}),
  };
  if (!row.swatches.length) return view;
  const ownPicture = row.images[0] ?? { src: row.image, width: null, height: null };
  return {
    ...view,
    colours: row.swatches.map((swatch) => {
      const own = colourPrices(row, swatch);
      const ownOld = own.oldPricePaise === null ? null : withMarkup(own.oldPricePaise, markupPaise);
      return {
        name: swatch.name,
        slug: swatch.slug,
        swatch: swatch.picture ?? ownPicture,
        price: toRupees(withMarkup(own.basePricePaise, markupPaise)),
        oldPrice: toRupees(ownOld),
        ...sizePricesView(swatch.sizeMinPaise, swatch.sizeMaxPaise, markupPaise),
      };
    }),
    colour: chosen?.slug ?? row.swatches[0]!.slug,
  };
}

/** A colour's sizes' own prices as its swatch says them, with the markup; nothing when none has one. */
export function sizePricesView(
  minPaise: number | null | undefined,
  maxPaise: number | null | undefined,
  markupPaise: number,
) {
  if (minPaise === null || minPaise === undefined || maxPaise === null || maxPaise === undefined) return {};
  return {
    sizePrices: { min: toRupees(withMarkup(minPaise, markupPaise)), max: toRupees(withMarkup(maxPaise, markupPaise)) },
  };
}

/** What a product's "from" price reads of its swatches. */
export type SwatchPrices = Pick<Swatch, "basePricePaise" | "oldPricePaise" | "sizeMinPaise" | "sizeMaxPaise">;

/**
 * A product's lowest price over its colours and their sizes' own prices, in paise before the markup: the
 * "from" price its card's range starts at (colourPriceRange, the card's own rule), which lists filter and sort
 * by (docs/decisions/048-lists-priced-as-cards.md). A product without swatches (one colour, no size of its
 * own price) has its own price.
 */
export function fromPricePaise(
  row: Pick<ProductRow, "basePricePaise" | "oldPricePaise"> & { swatches: SwatchPrices[] },
) {
  if (!row.swatches.length) return row.basePricePaise;
  return colourPriceRange(
    row.swatches.map((swatch) => {
      const { sizeMinPaise: min, sizeMaxPaise: max } = swatch;
      return {
        price: colourPrices(row, swatch).basePricePaise,
        sizePrices: min === null || min === undefined || max === null || max === undefined ? undefined : { min, max },
      };
    }),
  ).min;
}
