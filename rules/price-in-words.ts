/*
 * A price written in a search's words ("shades under 2000", "shoes above 1,500"): the one reading of such
 * words, for the search (server/catalog/search.ts), for the /products page's price filter and heading,
 * and for its form, which takes them out of the search box once the shopper moves a price slider.
 */

/** "under 2000", "below ₹1,500", "upto 2k", "less than 999": a price cap written in words. */
const PRICE_CAP =
  /(?:under|below|upto|up to|within|less than|max|maximum|cheaper than|not more than|<)\s*(?:rs\.?|inr|₹)?\s*(\d[\d,]*)\s*(k)?\b/iu;
/** "above 3000", "over 2k", "more than 1500": a price floor. */
const PRICE_FLOOR = /(?:above|over|more than|min|minimum|from|>)\s*(?:rs\.?|inr|₹)?\s*(\d[\d,]*)\s*(k)?\b/iu;

/** Lowest and highest price, in rupees as the shopper sees them; either may be absent. */
export interface PriceBounds {
  minPrice?: number;
  maxPrice?: number;
}

/** A search with any price written in its words taken out. */
export interface PriceInWords extends PriceBounds {
  /** The rest of the search as the shopper wrote it. */
  text: string;
}

function rupees(digits: string, thousands: string | undefined): number {
  const value = Number(digits.replace(/,/g, ""));
  return thousands ? value * 1000 : value;
}

/** Takes a price written in words out of a search: "shades under 2000" is "shades" up to ₹2,000. */
export function priceInWords(q: string): PriceInWords {
  let text = q.normalize("NFKC");
  const found: PriceInWords = { text };
  const cap = PRICE_CAP.exec(text);
  if (cap) {
    found.maxPrice = rupees(cap[1]!, cap[2]);
    text = text.replace(cap[0], " ");
  }
  const floor = PRICE_FLOOR.exec(text);
  if (floor) {
    found.minPrice = rupees(floor[1]!, floor[2]);
    text = text.replace(floor[0], " ");
  }
  found.text = text.replace(/\s+/g, " ").trim();
  return found;
}

/**
 * The prices a list allows given its price filter and the price in its search's words: the narrower of
 * the two at each end ("shoes under 3000" with the highest price at ₹2,000 lists up to ₹2,000).
 */
export function narrowerPrice(filter: PriceBounds, words: PriceBounds): PriceBounds {
  const floors = [filter.minPrice, words.minPrice].filter((v) => v !== undefined);
  const caps = [filter.maxPrice, words.maxPrice].filter((v) => v !== undefined);
  return {
    minPrice: floors.length ? Math.max(...floors) : undefined,
    maxPrice: caps.length ? Math.min(...caps) : undefined,
  };
}
