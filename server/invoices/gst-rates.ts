// The GST facts the tax invoice is made from, as data: one home for HSN codes and rates.
//
// Rates: the GST rationalisation recommended by the 56th GST Council meeting (3 September 2025) and
// notified for goods from 22 September 2025 (Notification No. 9/2025-Central Tax (Rate), 17 September
// 2025): apparel (HSN chapters 61, 62) and footwear (chapter 64) of a sale value up to ₹2,500 a piece
// at 5%, above it at 18%; watches (9102), handbags (4202), perfumes (3303) and sunglasses (9004 10) at 18%.
// HSN codes: the Customs Tariff of India's headings (CBIC), chosen for what each category sells.
// A change of law is a change here, and nowhere else.
import type { Category } from "@rules/collections";

/** A rate that depends on the sale value of one piece (apparel, footwear), or one rate for everything. */
export type RateRule =
  { kind: "banded"; upToPaise: number; lowPercent: number; highPercent: number } | { kind: "flat"; percent: number };

/** Apparel and footwear: 5% when a piece's taxable value is at most ₹2,500, 18% above. */
const APPAREL_BAND: RateRule = { kind: "banded", upToPaise: 2_500_00, lowPercent: 5, highPercent: 18 };
const STANDARD: RateRule = { kind: "flat", percent: 18 };

export interface HsnEntry {
  hsn: string;
  rule: RateRule;
}

/** By the product's sidebar category ("Other" is filed as apparel, the store's main line). */
export const HSN_BY_CATEGORY: Record<Category | "Other", HsnEntry> = {
  // 6205 men's shirts (woven); t-shirts and polos are 6109, told apart by name below.
  "Shirts & Tshirt": { hsn: "6205", rule: APPAREL_BAND },
  Loafers: { hsn: "6403", rule: APPAREL_BAND }, // footwear with leather uppers
  Shoes: { hsn: "6403", rule: APPAREL_BAND },
  "Jeans & Trouser & Trackpant": { hsn: "6203", rule: APPAREL_BAND }, // trousers, jeans, track pants
  "HandBags and Bag": { hsn: "4202", rule: STANDARD },
  "Luxury Watch": { hsn: "9102", rule: STANDARD }, // wrist watches, base-metal cases
  Perfumes: { hsn: "3303", rule: STANDARD },
  "Cordset & Tracksuit": { hsn: "6211", rule: APPAREL_BAND }, // track suits and sets
  "Girls Sandals and jutti": { hsn: "6402", rule: APPAREL_BAND }, // sandals, flip-flops (rubber or plastic)
  Sunglasses: { hsn: "9004", rule: STANDARD },
  Other: { hsn: "6211", rule: APPAREL_BAND },
};

/** Knitted t-shirts and polos (6109) among the shirts category. */
const T_SHIRT = /\b(t-?shirts?|tees?|polos?)\b/i;

export function hsnFor(product: { category: string; name: string }): HsnEntry {
  const entry = HSN_BY_CATEGORY[product.category as Category] ?? HSN_BY_CATEGORY.Other;
  if (product.category === "Shirts & Tshirt" && T_SHIRT.test(product.name)) return { ...entry, hsn: "6109" };
  return entry;
}

/**
 * How GSTR-1's HSN summary names each code the store uses, and its unit quantity code (GSTN's UQC list:
 * footwear is counted in pairs, everything else in pieces).
 */
export const HSN_SUMMARY: Record<string, { description: string; uqc: "PCS" | "PRS" }> = {
  "3303": { description: "Perfumes and toilet waters", uqc: "PCS" },
  "4202": { description: "Handbags, wallets and similar containers", uqc: "PCS" },
  "6109": { description: "T-shirts, singlets and other vests, knitted or crocheted", uqc: "PCS" },
  "6203": { description: "Men's or boys' suits, jackets, trousers and shorts", uqc: "PCS" },
  "6205": { description: "Men's or boys' shirts", uqc: "PCS" },
  "6211": { description: "Track suits, ski suits, swimwear and other garments", uqc: "PCS" },
  "6402": { description: "Footwear with outer soles and uppers of rubber or plastics", uqc: "PRS" },
  "6403": { description: "Footwear with uppers of leather", uqc: "PRS" },
  "9004": { description: "Spectacles, goggles and the like", uqc: "PCS" },
  "9102": { description: "Wrist-watches and other watches", uqc: "PCS" },
};
