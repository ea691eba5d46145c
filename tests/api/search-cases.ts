/**
 * The search relevance set: shopper queries on the seeded catalogue (data/catalog/products.json) and the
 * products each must return in its first 10. Used by tests/api/search-relevance.test.ts and by
 * `npm run bench` (recall@10).
 *
 * `relevant` lists SKUs; "LOAF-*" stands for every SKU with that prefix. Recall@10 of a query is the share
 * of min(10, relevant) found in its first 10 results.
 */
export interface SearchCase {
  q: string;
  relevant: string[];
  /** SKUs that must not appear anywhere in the results. */
  absent?: string[];
  /** The SKU that must come first. */
  first?: string;
  /** Every result's price (as shown, in rupees) must be at most this. */
  maxPrice?: number;
  /** The search must find nothing. */
  empty?: boolean;
  /**
   * The results only come closest (ProductPage.noExactMatch): the search as it was read through typos, or
   * null when its words are only in descriptions. Every other case must be an exact match.
   */
  readAs?: string | null;
}

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(3, "0")}`);

const SNEAKERS = [...range("SHOE", 1, 14), ...range("SHOE", 48, 54)];
const JEANS = [...range("JEAN", 1, 16), "NEWA-015", "NEWA-018"];
const TRACKSUITS = [...range("TRAK", 1, 11), "NEWA-013", "NEWA-014"];
const TRACKPANTS_AND_JOGGERS = [...range("JEAN", 23, 28), "NEWA-016", "NEWA-020"];
const TSHIRTS = [...range("SHRT", 18, 32), "NEWA-007"];
const SHIRTS = ["SHRT-*", ...range("NEWA", 1, 8)];
const COORDS = [...range("TRAK", 12, 16), ...range("NEWA", 9, 12)];
const WATCHES = ["LWAT-*", "GWAT-*"];
const JUTTIS = range("SAND", 12, 18);
const ATTARS = ["PERF-009", "PERF-010", ...range("PERF", 19, 24)];
const NAMED_SANDALS = ["SAND-001", "SAND-002", "SAND-004", ...range("SAND", 19, 24)];

export const SEARCH_CASES: SearchCase[] = [
  // Typos: one in words of 5+ letters, two in words of 9+, a swap counts as one.
  { q: "lofer", relevant: ["LOAF-*"], readAs: "loafers" },
  { q: "lofers", relevant: ["LOAF-*"], readAs: "loafers" },
  { q: "shrit", relevant: SHIRTS, readAs: "shirt" },
  { q: "snglasses", relevant: ["SUNG-*"], readAs: "sunglasses" },
  { q: "sunglases", relevant: ["SUNG-*"], readAs: "sunglasses" },
  { q: "jeens", relevant: JEANS, readAs: "jeans" },
  { q: "handbg", relevant: ["HBAG-*"], readAs: "handbags" },
  { q: "sneekers", relevant: SNEAKERS, readAs: "sneakers" },
  { q: "perfum", relevant: ["PERF-*"] },
  { q: "trousr", relevant: [...range("TROU", 1, 15), "NEWA-017"], readAs: "trouser" },
  { q: "wtach", relevant: WATCHES, readAs: "watch" },
  { q: "wach", relevant: WATCHES, readAs: "watch" },
  { q: "linnen shrt", relevant: ["SHRT-013", "SHRT-014", "SHRT-015", "NEWA-003"], readAs: "linen shirt" },
  { q: "aviatr", relevant: range("SUNG", 1, 6), readAs: "aviator" },
  { q: "cronograph", relevant: ["LWAT-001", "LWAT-005", "LWAT-009", "LWAT-016", "LWAT-020"], readAs: "chronograph" },
  { q: "kolapuri", relevant: range("SAND", 7, 11), readAs: "kolhapuri" },
  { q: "tracksiut", relevant: TRACKSUITS, readAs: "tracksuit" },
  {
    q: "formal shrts",
    relevant: ["SHRT-001", "SHRT-002", "SHRT-003", "SHRT-004", "SHRT-006", "SHRT-007"],
    readAs: "formal shirt",
  },
  { q: "linnen shirt", relevant: ["SHRT-013", "SHRT-014", "SHRT-015", "NEWA-003"], readAs: "linen shirt" },
  { q: "balck loafers", relevant: ["LOAF-002", "LOAF-008", "LOAF-011"], readAs: "black loafers" },
  // Stopwords.
  { q: "loafers for men", relevant: ["LOAF-*"] },
  { q: "watch for women", relevant: ["GWAT-*"], absent: ["LWAT-001"] },
  { q: "bag with chain", relevant: ["HBAG-008"] },
  { q: "the aviator sunglasses", relevant: range("SUNG", 1, 6) },
  { q: "shirt and trousers co-ord", relevant: ["TRAK-012", "TRAK-016", "NEWA-011"] },
  // Singular and plural alike.
  { q: "loafer", relevant: ["LOAF-*"] },
  { q: "sneaker", relevant: SNEAKERS },
  { q: "watches", relevant: WATCHES },
  { q: "jean", relevant: JEANS },
  { q: "trackpant", relevant: ["JEAN-024", "JEAN-025", "NEWA-016"] },
  { q: "clutches", relevant: ["HBAG-009", "HBAG-010", "HBAG-011"] },
  { q: "boot", relevant: range("SHOE", 41, 47) },
  { q: "dress watches", relevant: ["LWAT-004", "LWAT-008", "LWAT-012", "LWAT-019", "LWAT-023"] },
  // Words Indian shoppers use (server/catalog/synonyms.json).
  { q: "chappal", relevant: ["FLIP-*"] },
  { q: "slippers", relevant: ["FLIP-*"] },
  { q: "jutti", relevant: JUTTIS },
  { q: "mojari", relevant: JUTTIS },
  { q: "joggers", relevant: TRACKPANTS_AND_JOGGERS },
  { q: "lowers", relevant: TRACKPANTS_AND_JOGGERS },
  { q: "specs", relevant: ["SUNG-*"] },
  { q: "shades", relevant: ["SUNG-*"] },
  { q: "goggles", relevant: ["SUNG-*"] },
  { q: "purse", relevant: ["HBAG-*"] },
  { q: "sling", relevant: range("HBAG", 5, 8) },
  { q: "clutch", relevant: ["HBAG-009", "HBAG-010", "HBAG-011"] },
  { q: "scent", relevant: ["PERF-*"] },
  { q: "deo", relevant: ["PERF-*"] },
  { q: "attar", relevant: ATTARS },
  { q: "fragrance", relevant: ["PERF-*"] },
  { q: "sneakers", relevant: SNEAKERS },
  { q: "trainers", relevant: ["SHOE-*"] },
  { q: "tee", relevant: TSHIRTS },
  { q: "tees", relevant: TSHIRTS },
  { q: "tshirt", relevant: TSHIRTS },
  { q: "co-ord", relevant: COORDS },
  { q: "coord set", relevant: COORDS },
  { q: "sliders", relevant: range("FLIP", 7, 12) },
  // Hindi, in its own script and in Latin letters, for what the store sells: shoes are joote, not the
  // juttis of the near-spelt "jooti".
  { q: "जूते", relevant: ["SHOE-*", "LOAF-*"], absent: ["SHRT-025", "LWAT-007", "PERF-032"] },
  { q: "joote", relevant: ["SHOE-*", "LOAF-*"], absent: JUTTIS },
  { q: "धूप का चश्मा", relevant: ["SUNG-*"] },
  { q: "ghadi", relevant: WATCHES },
  // Other forms of a word: plural, -ed, -ery.
  { q: "shirts with checks", relevant: ["SHRT-008", "SHRT-011"] },
  { q: "checked shirt", relevant: ["SHRT-008", "SHRT-011"] },
  { q: "embroidery sandals", relevant: ["SAND-001", "SAND-005"], first: "SAND-001" },
  // What the store does not sell: the closest products, never presented as matches.
  { q: "kurta", relevant: [], readAs: null },
  { q: "कुर्ता", relevant: [], empty: true },
  // Colour, material, fit and gender as words.
  { q: "black formal shoes", relevant: ["SHOE-027"], first: "SHOE-027" },
  {
    q: "women gold watch",
    relevant: ["GWAT-001", "GWAT-002", "GWAT-007", "GWAT-009", "GWAT-011"],
    absent: ["LWAT-006", "LWAT-017"],
  },
  { q: "slim fit jeans", relevant: range("JEAN", 1, 6) },
  { q: "navy suede loafers", relevant: ["LOAF-005", "LOAF-016"] },
  { q: "white sneakers", relevant: ["SHOE-005", "SHOE-013", "SHOE-050"] },
  { q: "brown leather shoes", relevant: ["SHOE-030", "SHOE-035"] },
  { q: "linen trousers", relevant: ["TROU-010", "TROU-011", "TROU-012"] },
  { q: "rose gold watch", relevant: ["GWAT-001", "GWAT-007"] },
  { q: "red sunglasses", relevant: ["SUNG-012", "SUNG-024"] },
  { q: "polarised aviators", relevant: ["SUNG-001", "SUNG-002", "SUNG-004", "SUNG-005"] },
  { q: "men black tracksuit", relevant: ["TRAK-002", "NEWA-013"] },
  { q: "suede chelsea boots", relevant: ["SHOE-041", "SHOE-044", "SHOE-047"] },
  // A price cap in words is a filter on the price shown (seed price + the ₹500 markup).
  {
    q: "shoes under 2000",
    relevant: ["SHOE-052", ...range("FLIP", 1, 5), "FLIP-007", "FLIP-011", "FLIP-012"],
    maxPrice: 2000,
  },
  { q: "perfume below 1500", relevant: [], empty: true },
  { q: "perfume below 2000", relevant: ["PERF-004", "PERF-028", "PERF-040"], maxPrice: 2000 },
  { q: "shades under 2000", relevant: ["SUNG-007", "SUNG-010", "SUNG-024", "SUNG-025", "SUNG-029"], maxPrice: 2000 },
  {
    q: "sunglasses under 2000",
    relevant: ["SUNG-007", "SUNG-010", "SUNG-024", "SUNG-025", "SUNG-029"],
    maxPrice: 2000,
  },
  { q: "watch below 4000", relevant: ["LWAT-019", "GWAT-003", "GWAT-004", "GWAT-006"], maxPrice: 4000 },
  { q: "jeans under 2k", relevant: ["JEAN-001", "JEAN-012"], maxPrice: 2000 },
  { q: "loafers upto 2500", relevant: ["LOAF-002", "LOAF-005", "LOAF-006", "LOAF-017", "LOAF-019"], maxPrice: 2500 },
  // Ranking: a whole word beats the prefix of another; the name beats the category.
  { q: "sandal", relevant: NAMED_SANDALS, absent: ["TROU-011"] },
  { q: "sandals", relevant: NAMED_SANDALS, absent: ["TROU-011"] },
  { q: "tracksuit", relevant: TRACKSUITS },
  // A word in the description counts only when no name or category holds it: chinos "pair well with loafers".
  { q: "loafers", relevant: ["LOAF-*"], absent: ["JEAN-017", "JEAN-022", "SHRT-016", "SHRT-017"] },
  { q: "shirt", relevant: SHIRTS },
  { q: "oud", relevant: ["PERF-001", "PERF-009", "PERF-018", "PERF-027"] },
  { q: "watch", relevant: WATCHES },
  { q: "bag", relevant: ["HBAG-*"] },
  // The last word as it is being typed.
  { q: "sungl", relevant: ["SUNG-*"] },
  { q: "loaf", relevant: ["LOAF-*"] },
  { q: "chelsea bo", relevant: range("SHOE", 41, 47) },
  { q: "kolha", relevant: range("SAND", 7, 11) },
];

/** The SKUs a case's relevant list stands for, given every SKU in the catalogue. */
export function relevantSkus(testCase: SearchCase, allSkus: string[]): Set<string> {
  const out = new Set<string>();
  for (const entry of testCase.relevant) {
    if (!entry.endsWith("*")) out.add(entry);
    else for (const sku of allSkus) if (sku.startsWith(entry.slice(0, -1))) out.add(sku);
  }
  return out;
}

/** Recall@10: the share of min(10, relevant) found among the first 10 results (1 when none is relevant). */
export function recallAt10(relevant: Set<string>, top10: string[]): number {
  if (relevant.size === 0) return 1;
  const found = top10.slice(0, 10).filter((sku) => relevant.has(sku)).length;
  return found / Math.min(10, relevant.size);
}
