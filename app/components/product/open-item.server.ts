import type { AppLoadContext } from "react-router";
import { toCardView, type ProductCardView, type ProductView } from "@rules/catalog-types";
import { collectionForProduct } from "@rules/collections";
import { ITEM_COLOUR_PARAM } from "./item-colour";

/** The in-page detail a grid page shows for ?item=<id>: the product, whose rules apply, and its related list. */
export interface OpenItem {
  product: ProductView;
  /** Key of the collection whose rules (sizes, highlights, returns) apply; see rulesByKey. */
  rulesKey: string;
  related: ProductCardView[];
}

export const NOT_HERE_NOTICE = "We could not find that product here, so we are showing the whole collection.";

/**
 * Reads ?item=<id> (on the colour ?itemColor=<slug>, else its first) for a grid page. A product is shown
 * when it is in the page's list, or when it is one of their related products (same category as
 * `allowedCategories`): those are what a related card links to. Anything else (not a number, unknown,
 * another category) leaves the grid with a notice.
 */
export async function loadOpenItem(
  context: AppLoadContext,
  url: URL,
  options: {
    /** The page's products (only their ids are read). */
    products: { id: number }[];
    allowedCategories: string[];
    /** Related cap of the page; else the product's collection's. */
    relatedCap?: number;
  },
): Promise<{ open: OpenItem | null; notice: string | null }> {
  const raw = url.searchParams.get("item");
  if (raw === null || raw.trim() === "") return { open: null, notice: null };
  if (!/^\d{1,9}$/.test(raw.trim())) return { open: null, notice: NOT_HERE_NOTICE };
  const id = Number(raw.trim());
  const listed = options.products.find((p) => p.id === id);
  // Read on its own even when listed: one product's read carries its sizes' availability.
  const product = await context.services.catalog.get(id, url.searchParams.get(ITEM_COLOUR_PARAM));
  if (!product || (!listed && !options.allowedCategories.includes(product.category))) {
    return { open: null, notice: NOT_HERE_NOTICE };
  }
  // The product's own rules, whichever page shows it: a trouser listed on the jeans page keeps the
  // trousers' sizes and return window, as its own page says.
  const rules = collectionForProduct(product);
  const related = await context.services.catalog.related(product, options.relatedCap ?? rules.relatedCap);
  return { open: { product, rulesKey: rules.key, related: related.map(toCardView) }, notice: null };
}
