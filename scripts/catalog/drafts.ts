/**
 * What a collection builder returns (a draft per product and its picture recipe), the colour names, and the
 * store's categories and sizes as rules/collections.ts defines them (the generator declares none).
 */
import { collectionByKey, type Category, type CollectionDefinition } from "@rules/collections";
import { type Rng, at, shuffle } from "./random";

// ---------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------

export const COLORS: Record<string, string> = {
  Black: "#26272b",
  "Matte Black": "#2e2f33",
  White: "#f4f4f1",
  "Off-White": "#ebe5d8",
  Cream: "#eee2c6",
  Ivory: "#f1e8d2",
  Beige: "#d8c39f",
  Khaki: "#b9a577",
  Stone: "#c7bca8",
  Sand: "#d5bd92",
  Camel: "#b8894f",
  Tan: "#b4773e",
  Cognac: "#9a4d22",
  Brown: "#6d4327",
  "Dark Brown": "#4b2f1d",
  Coffee: "#5b3c29",
  Taupe: "#8b7b69",
  Burgundy: "#6d1f30",
  Maroon: "#6b1d27",
  Wine: "#732f3b",
  Red: "#c0392f",
  Coral: "#e5735a",
  Rust: "#b0522b",
  Terracotta: "#bd623d",
  Orange: "#e27b2c",
  Mustard: "#d1a02b",
  Yellow: "#e6c23c",
  Honey: "#d3993a",
  Amber: "#cf8a2a",
  Olive: "#6c6b3a",
  "Olive Green": "#5d6a37",
  Sage: "#9cab8a",
  Mint: "#a6d6bf",
  "Bottle Green": "#1f4c3a",
  Emerald: "#1c6a4e",
  Green: "#3b7a4e",
  Teal: "#2b7778",
  Turquoise: "#3daead",
  "Aqua Blue": "#5fbcd0",
  Navy: "#1f2b48",
  "Navy Blue": "#1f2b48",
  Indigo: "#2c3c6a",
  "Dark Indigo": "#1e2a4d",
  "Royal Blue": "#2a49a0",
  Blue: "#3462a6",
  "Mid Blue": "#4d6e9c",
  "Sky Blue": "#8bb8db",
  "Light Blue": "#a7c6e2",
  "Powder Blue": "#b8cfe5",
  "Ice Blue": "#c2d5e5",
  Charcoal: "#3a3d43",
  "Charcoal Grey": "#3a3d43",
  Grey: "#8a8e93",
  "Light Grey": "#c5c7ca",
  "Grey Melange": "#a3a5a8",
  "Smoky Grey": "#6a6d73",
  Silver: "#c4c8cd",
  Gunmetal: "#4a4e55",
  Gold: "#c9a13f",
  "Rose Gold": "#cf9683",
  Champagne: "#e1cb9b",
  Lavender: "#b7a7d8",
  Lilac: "#c2a5d0",
  Purple: "#5c3a7c",
  Pink: "#e8a2b4",
  "Blush Pink": "#ebbcc0",
  "Rose Pink": "#df8fa3",
  Peach: "#f1b894",
  Fuchsia: "#c1367a",
  "Rani Pink": "#d2336b",
  Mauve: "#b08294",
  Tortoise: "#7a4a22",
  "Mother-of-Pearl": "#ece6ea",
};

export function hex(name: string): string {
  const v = COLORS[name];
  if (!v) throw new Error(`unknown colour ${name}`);
  return v;
}

// ---------------------------------------------------------------------------
// Product drafts
// ---------------------------------------------------------------------------

export type ArtType =
  | "shirt"
  | "tee"
  | "pants"
  | "track"
  | "coord"
  | "loafer"
  | "sneaker"
  | "formal"
  | "boot"
  | "flip"
  | "slide"
  | "heel"
  | "kolhapuri"
  | "jutti"
  | "flat"
  | "tote"
  | "sling"
  | "clutch"
  | "satchel"
  | "backpack"
  | "laptop"
  | "hobo"
  | "watch"
  | "perfume"
  | "glasses";

/** Picture recipe. `c` is the main colour; the rest are per-type variations. */
export interface Art {
  t: ArtType;
  c: string;
  v?: string; // style variant
  a?: string; // accent colour
  b?: string; // secondary colour (strap, sole, lens, cap…)
  p?: string; // pattern: stripe, check, gingham, breton, dots, quilt…
  n?: number; // numeric variation
  /**
   * The product's own details: its position among the products a collection page shows beside it
   * (SHOE-007 is 6; on /jeans-page the trousers and the new arrivals' bottoms follow the jeans). Each
   * picture reads it through details() (pictures/svg.ts), so no two products on a page share a drawing,
   * even in the same style and colour family. Set by the assembly (pictureSlots()), never by a builder.
   */
  k?: number;
}

export interface Draft {
  name: string;
  description: string;
  category: string;
  sizes: string[];
  details: string[];
  price: [number, number];
  color: string;
  art: Art;
  /** Probability-free hint: true = must be discounted, false = must not be. */
  discounted?: boolean;
}

export interface Product {
  sku: string;
  name: string;
  description: string;
  category: string;
  collections: string[];
  basePrice: number;
  oldPrice: number | null;
  sizes: string[];
  details: string[];
  stock: number;
  createdAt: string;
  image: string;
  color: string;
}

// Categories and sizes are the collections' own (rules/collections.ts): the generator names only collection
// keys, so it cannot drift from what the pages offer and the server checks (the seed rejects anything else).
export const CAT = {
  shirts: categoryOf("shirts"),
  loafers: categoryOf("loafers"),
  shoes: categoryOf("menshoes"),
  jeans: categoryOf("jeans"),
  bags: categoryOf("handbags"),
  watch: categoryOf("luxury-watch"),
  perfume: categoryOf("perfume"),
  cordset: categoryOf("tracksuit"),
  sandals: categoryOf("sandals"),
  sunglasses: categoryOf("sunglasses"),
} as const;

export const SIZES = {
  loafers: sizesOf("loafers"),
  shoes: sizesOf("menshoes"),
  clothing: sizesOf("shirts"),
  sandals: sizesOf("sandals"),
  flipflops: sizesOf("flipflops"),
  none: [] as string[],
};

function collection(key: string): CollectionDefinition {
  const found = collectionByKey(key);
  if (!found) throw new Error(`unknown collection ${key}`);
  return found;
}

/** The sidebar category of a collection's products. */
export function categoryOf(collectionKey: string): Category {
  return collection(collectionKey).category;
}

/** The sizes a collection's products come in. */
export function sizesOf(collectionKey: string): string[] {
  return [...collection(collectionKey).sizes];
}

export const lc = (s: string): string => s.toLowerCase();
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Joins description sentences; checks the 120-260 character window. */
export function desc(...sentences: string[]): string {
  const text = sentences
    .join(" ")
    .replace(/\s+/g, " ")
    .replace(/\b([Aa]) (?=[aeiouAEIOU])/g, (_, a: string) => `${a}n `)
    .trim();
  if (text.length < 120 || text.length > 260) problems.push(`description length ${text.length}: ${text}`);
  return text;
}

export const usedNames = new Set<string>();
export const problems: string[] = [];

/** Tries candidate names in order and returns the first that is unused. */
export function uniqueName(cands: string[]): string {
  for (const c of cands) {
    if (!usedNames.has(c)) {
      usedNames.add(c);
      return c;
    }
  }
  throw new Error(`no unique name among ${cands.join(" | ")}`);
}

/** Picks the n-th colour from a list while skipping any colour already used for the same kind. */
export function colourCycler(r: Rng, list: readonly string[]): () => string {
  let order = shuffle(r, list);
  let i = 0;
  return () => {
    if (i >= order.length) {
      order = shuffle(r, list);
      i = 0;
    }
    return at(order, i++);
  };
}
