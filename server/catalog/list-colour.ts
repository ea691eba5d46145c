import type { ProductRow, Swatch } from "../db/schema";
import { parseSearch, type ShopperSearch } from "./search";
import type { Sort } from "@rules/catalog-types";
import { colourPrices } from "./colours";
import { fromPricePaise, type ShownProductRow } from "./product-view";

// The colour a list shows each product of several colours on (docs/decisions/034-colours-as-variants.md).

/** A colour name's words as a search reads them, worked out once a name: a list asks for each of its cards' colours. */
const colourWordsByName = new Map<string, string[]>();
function colourWords(name: string): string[] {
  let words = colourWordsByName.get(name);
  if (!words) {
    if (colourWordsByName.size >= 10_000) colourWordsByName.clear();
    words = parseSearch(name).words;
    colourWordsByName.set(name, words);
  }
  return words;
}

/**
 * The colour a list shows of a product of several: the one its colour filter chose, else the one its search
 * names ("navy loafers" shows each loafer in navy; of "navy" and "navy blue", the longer name found), else
 * none (the first, with the product's price range). A list's price window and price orders are of the
 * product's "from" price (its lowest over its colours and sizes, as paid in a running sale: decision 048),
 * so a colour is shown only where the price its card then shows, as paid, is within the list's window, and
 * in a price order only where that price is the product's "from" price: a card never shows a price the list
 * was asked to leave out, or out of turn.
 */
export function colourAsked(
  query: { color?: string | undefined; sort?: Sort | undefined },
  search: ShopperSearch,
  /** The list's price window, in paise before the markup. */
  window: { min?: number | undefined; max?: number | undefined },
  /** A price of a product's, in paise before the markup, as the shopper pays it (in a running sale). */
  paid: (row: Pick<ProductRow, "category" | "collections">, paise: number) => number,
) {
  const wanted = query.color?.trim().toLowerCase();
  const said = new Set(search.words);
  const priceOrder = query.sort === "price-asc" || query.sort === "price-desc";
  const named = (swatches: Swatch[]): Swatch | undefined => {
    if (wanted) return swatches.find((swatch) => swatch.name.toLowerCase() === wanted);
    let best: Swatch | undefined;
    for (const swatch of swatches) {
      const nameWords = colourWords(swatch.name);
      if (
        nameWords.length &&
        nameWords.every((word) => said.has(word)) &&
        swatch.name.length > (best?.name.length ?? 0)
      )
        best = swatch;
    }
    return best;
  };
  const windowed = window.min !== undefined || window.max !== undefined;
  return (row: ShownProductRow): string | undefined => {
    if (!row.swatches.length || (!wanted && !said.size)) return undefined;
    const colour = named(row.swatches);
    if (!colour) return undefined;
    const own = colourPrices(row, colour).basePricePaise;
    if (priceOrder && own !== fromPricePaise(row)) return undefined;
    if (!windowed) return colour.slug;
    const price = paid(row, own);
    return price >= (window.min ?? -Infinity) && price <= (window.max ?? Infinity) ? colour.slug : undefined;
  };
}
