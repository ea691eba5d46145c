import type { ProductRow, Swatch } from "../db/schema";
import { parseSearch, type ShopperSearch } from "./search";
import type { Sort } from "@rules/catalog-types";

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
 * none (the first). A list's price filters and price orders are of the product's price (its first colour's,
 * its lowest), so a colour of another price is shown only where that price is within the list's window and
 * the list is not in price order: a card never shows a price the list was asked to leave out, or out of turn.
 */
export function colourAsked(
  query: { color?: string | undefined; sort?: Sort | undefined },
  search: ShopperSearch,
  /** The list's price window, in paise before the markup. */
  window: { min?: number | undefined; max?: number | undefined },
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
  return (row: Pick<ProductRow, "swatches" | "basePricePaise">): string | undefined => {
    if (!row.swatches.length || (!wanted && !said.size)) return undefined;
    const colour = named(row.swatches);
    if (!colour || colour.basePricePaise === null || colour.basePricePaise === row.basePricePaise) return colour?.slug;
    const price = colour.basePricePaise;
    const within = price >= (window.min ?? -Infinity) && price <= (window.max ?? Infinity);
    return within && !priceOrder ? colour.slug : undefined;
  };
}
