// A running sale as lists, cards and the product page show it: the sale price as the price, the product's
// own price struck beside it and the sale's percentage off (rules/offers.ts's salePrice, the same figure a
// cart line is charged). Worked on the views a list already holds, with the running offers read once per
// catalogue version (server/services.ts), so a sale adds no query to a list or its cards.
import type { ProductPage, ProductView } from "@rules/catalog-types";
import { toPaise, toRupees } from "@rules/money";
import { bestSale, salePrice, type OfferTerms } from "@rules/offers";

/** One product's view in the best running sale on it (unchanged when none covers it). */
export function withSale<T extends ProductView>(view: T, running: OfferTerms[]): T {
  const sale = running.length ? bestSale(running, view) : null;
  if (!sale) return view;
  const pricePaise = salePrice(view.pricePaise, sale);
  const onSale = (price: number) => toRupees(salePrice(toPaise(price), sale));
  // A size of its own price is on sale too: the page shows the price its cart line is charged.
  const sizes = {
    ...(view.sizeAvailability && {
      sizeAvailability: view.sizeAvailability.map((size) =>
        size.price === undefined
          ? size
          : { ...size, price: onSale(size.price), oldPrice: size.price, discount: `${sale.percent}% off` },
      ),
    }),
    ...(view.variants && { variants: view.variants.map((v) => ({ ...v, price: onSale(v.price) })) }),
  };
  const shown = {
    ...view,
    ...sizes,
    price: toRupees(pricePaise),
    pricePaise,
    oldPrice: view.price,
    discount: `${sale.percent}% off`,
    sale: { name: sale.name, percent: sale.percent },
  };
  if (!view.colours) return shown;
  return {
    ...shown,
    colours: view.colours.map((colour) => ({
      ...colour,
      price: onSale(colour.price),
      oldPrice: colour.price,
      ...(colour.sizePrices && {
        sizePrices: { min: onSale(colour.sizePrices.min), max: onSale(colour.sizePrices.max) },
      }),
    })),
  };
}

/** Each cached page on sale, by the running offers it was priced with. */
const pricedPages = new WeakMap<ProductPage, { running: string; page: ProductPage }>();

/**
 * A list's page in the running sales. The same page priced with the same offers is the same object each
 * time: the API sends a cached page's JSON and compressed forms as made once for that object
 * (server/api/catalog.ts), which a new object each request would make again for every shopper.
 */
export function pageWithSales(page: ProductPage, running: OfferTerms[]): ProductPage {
  if (!running.length) return page;
  const key = running.map((offer) => offer.id).join(",");
  const kept = pricedPages.get(page);
  if (kept?.running === key) return kept.page;
  const priced = { ...page, products: page.products.map((view) => withSale(view, running)) };
  pricedPages.set(page, { running: key, page: priced });
  return priced;
}
