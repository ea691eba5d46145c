/**
 * Deterministic catalogue generator.
 *
 * Writes data/catalog/products.json and one SVG product picture per product into
 * public/images/products/. Uses a seeded PRNG only (no Math.random, no clock), so every
 * run produces byte-identical output. Run from the project root:
 *
 *   npm run catalog:generate
 *
 * The JSON it writes is what the store seeds into an empty database (server/db/seed.ts); edit the
 * builders below, not the JSON, and commit both. Categories and sizes are the collection data's
 * (app/lib/collections.ts).
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORIES, collectionByKey, type Category } from "../app/lib/collections";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const JSON_FILE = path.join(ROOT, "data/catalog/products.json");
const IMAGE_DIR = path.join(ROOT, "public/images/products");
const PRINT_WIDTH = 120; // matches .prettierrc.json

// ---------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------

type Rng = () => number;

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rngFor = (key: string): Rng => mulberry32(hashSeed(`stylehub-catalog-v1:${key}`));

function at<T>(arr: readonly T[], i: number): T {
  const v = arr[((i % arr.length) + arr.length) % arr.length];
  if (v === undefined) throw new Error("empty list");
  return v;
}

const pick = <T>(r: Rng, arr: readonly T[]): T => at(arr, Math.floor(r() * arr.length));
const int = (r: Rng, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));

function shuffle<T>(r: Rng, arr: readonly T[]): T[] {
  const out = [...arr];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------

const COLORS: Record<string, string> = {
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

function hex(name: string): string {
  const v = COLORS[name];
  if (!v) throw new Error(`unknown colour ${name}`);
  return v;
}

// ---------------------------------------------------------------------------
// Product drafts
// ---------------------------------------------------------------------------

type ArtType =
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
interface Art {
  t: ArtType;
  c: string;
  v?: string; // style variant
  a?: string; // accent colour
  b?: string; // secondary colour (strap, sole, lens, cap…)
  p?: string; // pattern: stripe, check, gingham, breton, dots, quilt…
  n?: number; // numeric variation
}

interface Draft {
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

interface Product {
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

// Categories and sizes come from the store's collection data, so the generator cannot drift from what
// the pages offer and the server checks (the seed rejects anything else).
const CAT = {
  shirts: category("Shirts & Tshirt"),
  loafers: category("Loafers"),
  shoes: category("Shoes"),
  jeans: category("Jeans & Trouser & Trackpant"),
  bags: category("HandBags and Bag"),
  watch: category("Luxury Watch"),
  perfume: category("Perfumes"),
  cordset: category("Cordset & Tracksuit"),
  sandals: category("Girls Sandals and jutti"),
  sunglasses: category("Sunglasses"),
} as const;

const SIZES = {
  loafers: sizesOf("loafers"),
  shoes: sizesOf("menshoes"),
  clothing: sizesOf("shirts"),
  sandals: sizesOf("sandals"),
  flipflops: sizesOf("flipflops"),
  none: [] as string[],
};

function category(name: Category): Category {
  if (!CATEGORIES.includes(name)) throw new Error(`unknown category ${name}`);
  return name;
}

function sizesOf(collectionKey: string): string[] {
  const found = collectionByKey(collectionKey);
  if (!found) throw new Error(`unknown collection ${collectionKey}`);
  return [...found.sizes];
}

const lc = (s: string): string => s.toLowerCase();
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Joins description sentences; checks the 120-260 character window. */
function desc(...sentences: string[]): string {
  const text = sentences
    .join(" ")
    .replace(/\s+/g, " ")
    .replace(/\b([Aa]) (?=[aeiouAEIOU])/g, (_, a: string) => `${a}n `)
    .trim();
  if (text.length < 120 || text.length > 260) problems.push(`description length ${text.length}: ${text}`);
  return text;
}

const usedNames = new Set<string>();
const problems: string[] = [];

/** Tries candidate names in order and returns the first that is unused. */
function uniqueName(cands: string[]): string {
  for (const c of cands) {
    if (!usedNames.has(c)) {
      usedNames.add(c);
      return c;
    }
  }
  throw new Error(`no unique name among ${cands.join(" | ")}`);
}

/** Picks the n-th colour from a list while skipping any colour already used for the same kind. */
function colourCycler(r: Rng, list: readonly string[]): () => string {
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

// ----- loafers --------------------------------------------------------------

function buildLoafers(): Draft[] {
  const r = rngFor("loafers");
  type L = [string, string, string, string]; // style, colour, material, extra
  const rows: L[] = [
    ["penny", "Tan", "Suede", ""],
    ["penny", "Black", "Leather", ""],
    ["penny", "Cognac", "Burnished Leather", ""],
    ["penny", "Burgundy", "Polished Leather", ""],
    ["penny", "Navy", "Suede", ""],
    ["penny", "Coffee", "Textured Leather", ""],
    ["tassel", "Brown", "Leather", ""],
    ["tassel", "Black", "Patent Leather", ""],
    ["tassel", "Taupe", "Suede", ""],
    ["tassel", "Dark Brown", "Croc-Textured", ""],
    ["horsebit", "Black", "Leather", ""],
    ["horsebit", "Tan", "Leather", ""],
    ["horsebit", "Beige", "Suede", ""],
    ["horsebit", "Olive", "Suede", ""],
    ["driving", "Brown", "Suede", ""],
    ["driving", "Navy", "Suede", ""],
    ["driving", "Tan", "Leather", "Moccasin "],
    ["driving", "Grey", "Suede", ""],
    ["driving", "Camel", "Nubuck", ""],
  ];
  const styleName: Record<string, string> = {
    penny: "Penny Loafers",
    tassel: "Tassel Loafers",
    horsebit: "Horsebit Detail Loafers",
    driving: "Driving Loafers",
  };
  const price: Record<string, [number, number]> = {
    penny: [1699, 3999],
    tassel: [1899, 4299],
    horsebit: [2299, 4499],
    driving: [1499, 3299],
  };
  return rows.map(([style, colour, mat, extra]) => {
    const c = lc(colour);
    const m = mat === "Croc-Textured" ? "croc-textured leather" : lc(mat);
    const suede = /suede|nubuck/i.test(mat);
    const lead: Record<string, string> = {
      penny: `Classic penny loafers in ${c} ${m} with a saddle strap across the vamp and hand-finished moc-toe stitching.`,
      tassel: `Slip-on tassel loafers in ${c} ${m}, trimmed with a leather lace around the collar and twin tassels on the vamp.`,
      horsebit: `Sleek ${c} ${m} loafers with a polished gold-tone metal bit across the vamp and a slim stacked heel.`,
      driving: `Soft ${c} ${m} ${lc(extra)}driving loafers with a flexible rubber-pebble sole that wraps up the heel for grip behind the wheel.`,
    };
    const occasion = pick(r, [
      "Pair them with chinos for office days or with kurta-pyjama for festive evenings.",
      "A smart-casual pick for weddings, brunches and long office days.",
      "Cushioned footbed keeps you comfortable through long workdays.",
      "Goes easily from office trousers to weekend denim.",
    ]);
    return {
      name: uniqueName([
        `Men ${colour} ${mat} ${extra}${styleName[style]}`,
        `Men ${colour} ${mat} Slip-On ${styleName[style]}`,
      ]),
      description: desc(lead[style] ?? "", occasion),
      category: CAT.loafers,
      sizes: SIZES.loafers,
      details: [
        `Upper: ${m}`,
        style === "driving" ? "Sole: flexible rubber pebble sole" : "Sole: TPR with stacked heel",
        "Cushioned leather-lined footbed",
        suede ? "Care: brush with a suede brush; avoid water" : "Care: wipe clean and polish regularly",
      ],
      price: price[style] ?? [1499, 3999],
      color: colour,
      art: {
        t: "loafer",
        c: hex(colour),
        v: style,
        p: suede ? "suede" : mat.includes("Patent") ? "patent" : mat.includes("Croc") ? "croc" : "",
      },
    };
  });
}

// ----- men's shoes ------------------------------------------------------------

interface ShoeKind {
  key: ArtType;
  v: string;
  count: number;
  colours: string[];
  names: string[];
  price: [number, number];
  lead: (c: string, q: string) => string;
  more: string[];
  details: (q: string) => string[];
}

function buildMenShoes(): Draft[] {
  const r = rngFor("menshoes");
  const kinds: ShoeKind[] = [
    {
      key: "sneaker",
      v: "sneaker",
      count: 14,
      colours: ["White", "Off-White", "Black", "Navy", "Grey", "Beige", "Olive", "Tan", "Light Grey", "Cream"],
      names: [
        "Low-Top Leather Sneakers",
        "Perforated Leather Sneakers",
        "Chunky Sneakers",
        "Colourblocked Sneakers",
        "Suede Panel Sneakers",
        "Court Sneakers",
        "High-Top Sneakers",
      ],
      price: [1999, 4499],
      lead: (c, q) =>
        `${cap(c)} ${lc(q)} with a padded collar, tonal lacing and a cushioned rubber cupsole that keeps every step light.`,
      more: [
        "Wear them with denim, chinos or shorts for an easy weekend look.",
        "A clean everyday pair that works with joggers as well as smart jeans.",
      ],
      details: (q) => [
        q.includes("Suede") ? "Upper: synthetic leather with suede panels" : "Upper: synthetic leather",
        "Sole: lightweight rubber cupsole",
        "Closure: lace-up",
        "Care: wipe with a damp cloth",
      ],
    },
    {
      key: "sneaker",
      v: "running",
      count: 10,
      colours: ["Black", "Grey", "Navy", "Royal Blue", "Red", "Teal", "Charcoal", "Olive", "White", "Light Grey"],
      names: [
        "Mesh Running Shoes",
        "Lightweight Running Shoes",
        "Cushioned Running Shoes",
        "Knit Running Shoes",
        "Road Running Shoes",
      ],
      price: [1799, 3999],
      lead: (c, q) =>
        `Breathable ${c} ${lc(q)} with an engineered mesh upper, a responsive foam midsole and a grippy rubber outsole.`,
      more: [
        "Built for daily runs, gym sessions and long walks on city roads.",
        "The padded heel tab and collar lock your foot in for steady strides.",
      ],
      details: () => [
        "Upper: breathable engineered mesh",
        "Midsole: responsive EVA foam",
        "Outsole: high-abrasion rubber",
        "Closure: lace-up with pull tab",
      ],
    },
    {
      key: "formal",
      v: "derby",
      count: 8,
      colours: ["Black", "Brown", "Tan", "Dark Brown", "Burgundy", "Cognac"],
      names: [
        "Leather Derby Shoes",
        "Plain-Toe Derby Shoes",
        "Formal Derby Shoes",
        "Textured Leather Derby Shoes",
        "Suede Derby Shoes",
      ],
      price: [1999, 4999],
      lead: (c, q) =>
        `Open-laced ${c} ${lc(q)} with a rounded toe, a smooth lining and a stacked heel for a polished office look.`,
      more: [
        "Pair with formal trousers and a crisp shirt for meetings and weddings.",
        "The cushioned insole keeps you comfortable through long workdays.",
      ],
      details: (q) => [
        q.includes("Suede") ? "Upper: suede" : "Upper: genuine leather",
        "Sole: TPR with stacked heel",
        "Closure: lace-up derby",
        "Care: polish regularly with shoe cream",
      ],
    },
    {
      key: "formal",
      v: "oxford",
      count: 8,
      colours: ["Black", "Brown", "Tan", "Dark Brown", "Burgundy", "Cognac"],
      names: [
        "Cap-Toe Oxford Shoes",
        "Brogue Oxford Shoes",
        "Leather Oxford Shoes",
        "Wholecut Oxford Shoes",
        "Patent Oxford Shoes",
      ],
      price: [2299, 5999],
      lead: (c, q) =>
        `Closed-laced ${c} ${lc(q)} with a sleek almond toe, a leather-lined interior and a low stacked heel.`,
      more: [
        "Made for suits, sherwanis and formal evenings.",
        "A sharp pair for boardrooms, receptions and black-tie dinners.",
      ],
      details: (q) => [
        q.includes("Patent") ? "Upper: patent leather" : "Upper: genuine leather",
        q.includes("Brogue") ? "Brogue perforations along the toe cap" : "Sleek almond toe",
        "Sole: TPR with stacked heel",
        "Closure: lace-up oxford",
      ],
    },
    {
      key: "boot",
      v: "chelsea",
      count: 7,
      colours: ["Tan", "Black", "Brown", "Dark Brown", "Taupe", "Cognac", "Olive"],
      names: ["Suede Chelsea Boots", "Leather Chelsea Boots", "Lug-Sole Chelsea Boots"],
      price: [2999, 5999],
      lead: (c, q) =>
        `Ankle-high ${c} ${lc(q)} with stretch elastic side gussets and a rear pull tab so they slip on and off easily.`,
      more: [
        "Wear them with slim jeans in winter or with chinos for evenings out.",
        "A versatile boot for cooler months, travel and smart-casual dinners.",
      ],
      details: (q) => [
        q.includes("Suede") ? "Upper: suede" : "Upper: genuine leather",
        q.includes("Lug") ? "Sole: chunky lug rubber sole" : "Sole: TPR with stacked heel",
        "Elastic side gussets with pull tab",
        "Ankle-high shaft",
      ],
    },
    {
      key: "sneaker",
      v: "canvas",
      count: 7,
      colours: ["White", "Navy", "Black", "Olive", "Red", "Maroon", "Khaki", "Grey", "Mustard"],
      names: ["Canvas Casual Sneakers", "Canvas Low-Top Sneakers", "Canvas High-Top Sneakers"],
      price: [1299, 2499],
      lead: (c, q) =>
        `Everyday ${c} ${lc(q)} with a breathable cotton canvas upper, metal eyelets and a vulcanised rubber sole with toe cap.`,
      more: [
        "Easy to pair with cuffed jeans, shorts and tees.",
        "Light, washable and made for college days and casual outings.",
      ],
      details: () => [
        "Upper: cotton canvas",
        "Sole: vulcanised rubber",
        "Closure: lace-up with metal eyelets",
        "Care: hand wash gently, air dry",
      ],
    },
    {
      key: "sneaker",
      v: "sports",
      count: 6,
      colours: ["Black", "Grey", "Navy", "Blue", "Red", "Olive", "Charcoal"],
      names: [
        "Training Sports Shoes",
        "Walking Shoes",
        "Court Sports Shoes",
        "Gym Training Shoes",
        "Trail Sports Shoes",
      ],
      price: [1499, 3499],
      lead: (c, q) =>
        `Supportive ${c} ${lc(q)} with a breathable knit-and-mesh upper, a stable wide base and a cushioned midsole.`,
      more: [
        "Ideal for gym workouts, badminton and brisk morning walks.",
        "The textured outsole grips well on indoor floors and outdoor tracks.",
      ],
      details: () => [
        "Upper: knit and mesh",
        "Midsole: cushioned EVA",
        "Outsole: non-marking rubber",
        "Closure: lace-up",
      ],
    },
  ];
  const out: Draft[] = [];
  for (const k of kinds) {
    const nextColour = colourCycler(r, k.colours);
    for (let i = 0; i < k.count; i++) {
      const q = at(k.names, i);
      let colour = nextColour();
      let name = `Men ${colour} ${q}`;
      let guard = 0;
      while (usedNames.has(name) && guard++ < 40) {
        colour = nextColour();
        name = `Men ${colour} ${q}`;
      }
      name = uniqueName([name]);
      const accent = pick(r, ["#f4f4f1", "#26272b", "#c0392f", "#2a49a0", "#e6c23c", "#3daead", "#e27b2c"]);
      out.push({
        name,
        description: desc(k.lead(lc(colour), q), pick(r, k.more)),
        category: CAT.shoes,
        sizes: SIZES.shoes,
        details: k.details(q),
        price: k.price,
        color: colour,
        art: {
          t: k.key,
          c: hex(colour),
          v: q.includes("High-Top") ? `${k.v}-high` : k.v,
          a: accent === hex(colour) ? "#8a8e93" : accent,
          p: q.includes("Brogue")
            ? "brogue"
            : q.includes("Cap-Toe")
              ? "cap"
              : q.includes("Wholecut")
                ? "whole"
                : q.includes("Lug")
                  ? "lug"
                  : q.includes("Suede")
                    ? "suede"
                    : q.includes("Chunky")
                      ? "chunky"
                      : "",
        },
      });
    }
  }
  return out;
}

// ----- watches --------------------------------------------------------------

function buildLuxuryWatches(): Draft[] {
  const r = rngFor("luxury-watch");
  const lines = ["Exclusive", "Premium", "Luxury"] as const;
  const styles = [
    { v: "chrono", name: "Chronograph", movement: "Quartz chronograph movement" },
    { v: "analog", name: "Analog", movement: "Japanese quartz movement with date window" },
    { v: "auto", name: "Automatic-Look Open Heart", movement: "Quartz movement with open-heart dial" },
    { v: "diver", name: "Diver Style Analog", movement: "Quartz movement, unidirectional-look bezel" },
    { v: "dress", name: "Slim Dress", movement: "Ultra-slim quartz movement" },
  ];
  const dials = ["Black", "Blue", "Navy", "Green", "Silver", "White", "Grey", "Champagne", "Brown", "Gunmetal"];
  const straps = [
    { v: "steel", name: "Stainless Steel Bracelet", metal: "steel" },
    { v: "gold", name: "Gold-Toned Steel Bracelet", metal: "gold" },
    { v: "two", name: "Two-Tone Steel Bracelet", metal: "two" },
    { v: "leather", name: "Brown Leather Strap", metal: "steel", b: "#6d4327" },
    { v: "leather", name: "Black Leather Strap", metal: "steel", b: "#26272b" },
    { v: "leather", name: "Tan Leather Strap", metal: "gold", b: "#b4773e" },
    { v: "mesh", name: "Steel Mesh Strap", metal: "steel" },
    { v: "silicone", name: "Black Silicone Strap", metal: "black", b: "#26272b" },
    { v: "silicone", name: "Navy Silicone Strap", metal: "steel", b: "#1f2b48" },
    { v: "steel", name: "Black Steel Bracelet", metal: "black" },
  ];
  const dialHex: Record<string, string> = {
    Black: "#1b1c1f",
    Blue: "#1f4690",
    Navy: "#16244a",
    Green: "#1d5a43",
    Silver: "#d3d6da",
    White: "#f2f1ec",
    Grey: "#6c7077",
    Champagne: "#dcc48f",
    Brown: "#573722",
    Gunmetal: "#43474e",
  };
  const out: Draft[] = [];
  const nextDial = colourCycler(r, dials);
  for (let i = 0; i < 23; i++) {
    const line = at(lines, i);
    const style = at(styles, Math.floor(i / 3) + i);
    const strap = pick(r, straps);
    let dial = nextDial();
    if (strap.v === "silicone" && style.v === "dress") dial = "Black";
    const sizeMm = style.v === "dress" ? 40 : style.v === "chrono" || style.v === "diver" ? 44 : 42;
    const name = uniqueName([
      `Men ${line} ${dial} Dial ${style.name} Watch`,
      `Men ${line} ${dial} Dial ${style.name} Watch with ${strap.name}`,
      `Men ${line} ${dial} Dial ${strap.name.replace(/ (Bracelet|Strap)$/, "")} ${style.name} Watch`,
    ]);
    const price: [number, number] =
      line === "Exclusive" ? [2999, 5999] : line === "Premium" ? [4999, 8999] : [7999, 12599];
    const feature: Record<string, string> = {
      chrono: "three working-look sub-dials and twin pushers",
      analog: "baton indices, luminous hands and a neat date window",
      auto: "an open-heart window that shows the balance wheel at work",
      diver: "a bold rotating-look bezel and luminous markers",
      dress: "a razor-thin case and minimal baton markers",
    };
    out.push({
      name,
      description: desc(
        `A ${sizeMm} mm ${line.toLowerCase()}-line watch with a ${lc(dial)} sunray dial, ${feature[style.v]}, on a ${lc(strap.name)}.`,
        pick(r, [
          "Made for boardrooms, weddings and evenings out.",
          "Water resistant to 50 m and backed by a 2-year warranty.",
          "A gift-ready piece that comes in a premium box.",
        ]),
      ),
      category: CAT.watch,
      sizes: SIZES.none,
      details: [
        `Line: ${line}`,
        `Case: ${sizeMm} mm stainless steel, mineral crystal`,
        style.movement,
        `Strap: ${strap.name.toLowerCase()}`,
        "Water resistance: 50 m; 2-year warranty",
      ],
      price,
      color: dial,
      art: { t: "watch", c: dialHex[dial] ?? "#1b1c1f", v: style.v, p: strap.v, a: strap.metal, b: strap.b },
    });
  }
  return out;
}

function buildGirlsWatches(): Draft[] {
  const r = rngFor("girls-watch");
  type W = [string, string, string, string, string, string, string]; // name, colour, dial hex, strap, metal, extra, line
  const rows: W[] = [
    ["Women Rose Gold Mesh Strap Analog Watch", "Rose Gold", "#f1e6e2", "mesh", "rose", "", "Premium"],
    ["Women Gold-Toned Bracelet Watch with Crystal Bezel", "Gold", "#f4efe3", "steel", "gold", "crystal", "Luxury"],
    ["Women Silver Crystal Studded Bracelet Watch", "Silver", "#dfe3e8", "steel", "steel", "crystal", "Exclusive"],
    ["Women Blush Pink Leather Strap Analog Watch", "Blush Pink", "#f6ecec", "leather", "rose", "", "Exclusive"],
    ["Women White Dial Slim Steel Watch", "White", "#f7f6f2", "steel", "steel", "", "Premium"],
    ["Women Black Dial Slim Leather Strap Watch", "Black", "#1d1e22", "leather", "gold", "", "Exclusive"],
    ["Women Rose Gold Mother-of-Pearl Dial Watch", "Rose Gold", "#efe7ef", "steel", "rose", "pearl", "Luxury"],
    ["Women Two-Tone Square Dial Bracelet Watch", "Silver", "#f3f1ec", "steel", "two", "square", "Premium"],
    ["Women Gold Square Dial Mesh Watch", "Gold", "#e9dcc0", "mesh", "gold", "square", "Premium"],
    ["Women Silver Mesh Minimal Watch", "Silver", "#eef0f2", "mesh", "steel", "", "Exclusive"],
    ["Women Green Dial Gold-Toned Bracelet Watch", "Green", "#1d5a43", "steel", "gold", "crystal", "Luxury"],
    ["Women Lavender Leather Strap Analog Watch", "Lavender", "#f3eff8", "leather", "rose", "", "Exclusive"],
  ];
  return rows.map(([name, colour, dial, strap, metal, extra, line]) => {
    const strapText =
      strap === "mesh"
        ? `${metal === "rose" ? "rose gold-toned" : metal === "gold" ? "gold-toned" : "silver-toned"} mesh strap with slide clasp`
        : strap === "leather"
          ? `${lc(colour === "Black" ? "Black" : colour)} genuine leather strap`
          : `${metal === "two" ? "two-tone" : metal === "gold" ? "gold-toned" : metal === "rose" ? "rose gold-toned" : "stainless"} steel bracelet`;
    const dialText =
      extra === "pearl"
        ? "mother-of-pearl"
        : extra === "square"
          ? "square"
          : colour === "Green"
            ? "deep green"
            : "soft";
    return {
      name: uniqueName([name]),
      description: desc(
        `A ${extra === "square" ? "26 mm square" : "32 mm"} ladies' watch with a ${dialText} dial${extra === "crystal" ? ", a crystal-studded bezel" : ""} and a ${strapText}.`,
        pick(r, [
          "Elegant enough for parties and light enough for everyday office wear.",
          "Makes a thoughtful gift for birthdays and anniversaries.",
          "Pairs beautifully with ethnic wear as well as western outfits.",
        ]),
      ),
      category: CAT.watch,
      sizes: SIZES.none,
      details: [
        `Line: ${line}`,
        `Strap: ${strapText}`,
        "Japanese quartz movement, mineral crystal",
        "Water resistance: 50 m; 2-year warranty",
      ],
      price: line === "Luxury" ? [5999, 8999] : line === "Premium" ? [3999, 6499] : [2999, 4499],
      color: colour,
      art: {
        t: "watch",
        c: dial,
        v: extra === "square" ? "ladysq" : "lady",
        p: strap,
        a: metal,
        b: strap === "leather" ? hex(colour === "Black" ? "Black" : colour) : undefined,
        n: extra === "crystal" ? 1 : extra === "pearl" ? 2 : 0,
      },
    };
  });
}

// ----- jeans, chinos, joggers -------------------------------------------------

function buildJeans(): Draft[] {
  const r = rngFor("jeans");
  type J = [string, string, string, string, string]; // gender, fit, colour, kind, qualifier
  const rows: J[] = [
    ["Men", "Slim Fit", "Indigo", "jeans", "Stretch Jeans"],
    ["Men", "Slim Fit", "Mid Blue", "jeans", "Clean Look Jeans"],
    ["Men", "Slim Fit", "Black", "jeans", "Stretch Jeans"],
    ["Men", "Slim Fit", "Light Blue", "jeans", "Mildly Faded Jeans"],
    ["Men", "Slim Fit", "Dark Indigo", "jeans", "Rigid Denim Jeans"],
    ["Men", "Slim Fit", "Charcoal Grey", "jeans", "Stretch Jeans"],
    ["Men", "Skinny Fit", "Ice Blue", "jeans", "Heavy Fade Jeans"],
    ["Men", "Straight Fit", "Indigo", "jeans", "Denim Jeans"],
    ["Men", "Straight Fit", "Mid Blue", "jeans", "Mildly Faded Jeans"],
    ["Men", "Straight Fit", "Grey", "jeans", "Clean Look Jeans"],
    ["Men", "Relaxed Fit", "Light Blue", "jeans", "Denim Jeans"],
    ["Men", "Relaxed Fit", "Dark Indigo", "jeans", "Stretch Jeans"],
    ["Men", "Tapered Fit", "Black", "jeans", "Clean Look Jeans"],
    ["Women", "High-Rise Straight Fit", "Mid Blue", "jeans", "Jeans"],
    ["Women", "Wide Leg", "Light Blue", "jeans", "Jeans"],
    ["Women", "Mom Fit", "Ice Blue", "jeans", "Jeans"],
    ["Men", "Slim Fit", "Beige", "chinos", "Cotton Chinos"],
    ["Men", "Slim Fit", "Olive", "chinos", "Stretch Chinos"],
    ["Men", "Slim Fit", "Navy", "chinos", "Cotton Chinos"],
    ["Men", "Tapered Fit", "Khaki", "chinos", "Chinos"],
    ["Men", "Regular Fit", "Stone", "chinos", "Cotton Chinos"],
    ["Men", "Slim Fit", "Rust", "chinos", "Stretch Chinos"],
    ["Men", "", "Black", "jogger", "Cuffed Joggers"],
    ["Men", "", "Charcoal", "track", "Side-Stripe Trackpants"],
    ["Men", "", "Navy", "track", "Side-Stripe Trackpants"],
    ["Men", "", "Olive", "cargo", "Cargo Joggers"],
    ["Women", "", "Grey Melange", "jogger", "Relaxed Joggers"],
    ["Men", "", "Sage", "jogger", "Cuffed Joggers"],
  ];
  return rows.map(([g, fit, colour, kind, q]) => {
    const c = lc(colour);
    const f = lc(fit);
    const name = uniqueName([[g, fit, colour, q].filter(Boolean).join(" ")]);
    let d: string;
    let details: string[];
    let price: [number, number];
    let v: string;
    if (kind === "jeans") {
      const rigid = q.includes("Rigid");
      d = desc(
        `${f.startsWith("high") || f.startsWith("wide") || f.startsWith("mom") ? "Five-pocket" : cap(f)} ${c} ${g === "Women" ? "women's " : ""}jeans cut from ${rigid ? "sturdy 100% cotton rigid denim" : "soft cotton-stretch denim"}${fit && (f.startsWith("high") || f.startsWith("wide") || f.startsWith("mom")) ? ` in a ${f} shape` : ""}, with ${q.includes("Fade") || q.includes("Faded") ? "a lived-in fade on the thighs" : "a clean, even wash"}.`,
        pick(r, [
          "Pair with a crisp tee or a linen shirt for everyday wear.",
          "A wardrobe staple that works for college, travel and weekends.",
          "Holds its shape wash after wash and moves with you all day.",
        ]),
      );
      details = [
        rigid ? "Denim: 100% cotton" : "Denim: 98% cotton, 2% elastane",
        `${cap(f) || "Regular fit"}${f.startsWith("high") ? "" : ", mid-rise"}`,
        "5-pocket styling with zip fly and button closure",
        "Care: machine wash cold, inside out",
      ];
      price = [1299, 2999];
      v =
        f.includes("skinny") || f.includes("tapered")
          ? "skinny"
          : f.includes("slim")
            ? "slim"
            : f.includes("straight") || f.includes("mom")
              ? "straight"
              : f.includes("wide")
                ? "wide"
                : "relaxed";
    } else if (kind === "chinos") {
      d = desc(
        `${cap(f)} ${c} chinos in breathable cotton twill${q.includes("Stretch") ? " with a touch of stretch" : ""}, finished with slant pockets and a neat turn-up-ready hem.`,
        pick(r, [
          "Smart enough for the office, relaxed enough for weekends.",
          "Team with a polo or an oxford shirt and loafers.",
        ]),
      );
      details = [
        q.includes("Stretch") ? "Fabric: 97% cotton, 3% elastane" : "Fabric: 100% cotton twill",
        `${cap(f)}, mid-rise`,
        "Slant front pockets, welt back pockets",
        "Care: machine wash cold",
      ];
      price = [1199, 2499];
      v = f.includes("tapered") ? "skinny" : f.includes("regular") ? "straight" : "slim";
    } else {
      const track = kind === "track";
      d = desc(
        track
          ? `Lightweight ${c} trackpants in quick-dry polyester knit with contrast side stripes, zip pockets and an elasticated drawstring waist.`
          : kind === "cargo"
            ? `Relaxed ${c} cargo joggers in soft cotton twill with flap side pockets, ribbed cuffs and a drawstring waistband.`
            : `Soft ${c} joggers in brushed cotton-blend fleece with ribbed ankle cuffs, side pockets and an elasticated drawstring waist.`,
        pick(r, [
          "Great for the gym, travel days and lounging at home.",
          "Pair with a tee and sneakers for an easy athleisure look.",
        ]),
      );
      details = [
        track
          ? "Fabric: polyester knit"
          : kind === "cargo"
            ? "Fabric: cotton twill"
            : "Fabric: 60% cotton, 40% polyester",
        "Elasticated waist with drawstring",
        track ? "Zip side pockets" : "Ribbed ankle cuffs",
        "Care: machine wash cold",
      ];
      price = [1099, 1999];
      v = kind;
    }
    const wash = kind === "jeans" ? "denim" : "";
    return {
      name,
      description: d,
      category: CAT.jeans,
      sizes: SIZES.clothing,
      details,
      price,
      color: colour,
      art: { t: "pants", c: hex(colour), v, p: wash, a: kind === "track" ? "#f4f4f1" : undefined },
    };
  });
}

function buildTrousers(): Draft[] {
  const r = rngFor("trousers");
  type T = [string, string, string]; // kind, colour, name
  const rows: T[] = [
    ["formal", "Charcoal", "Men Charcoal Slim Fit Formal Trousers"],
    ["formal", "Black", "Men Black Flat-Front Formal Trousers"],
    ["formal", "Navy", "Men Navy Slim Fit Formal Trousers"],
    ["formal", "Grey", "Men Grey Regular Fit Formal Trousers"],
    ["formal", "Light Grey", "Men Light Grey Tapered Formal Trousers"],
    ["formal", "Brown", "Men Brown Slim Fit Formal Trousers"],
    ["pleated", "Beige", "Men Beige Pleated Relaxed Trousers"],
    ["pleated", "Charcoal", "Men Charcoal Double-Pleated Trousers"],
    ["pleated", "Olive", "Men Olive Pleated Tapered Trousers"],
    ["linen", "Off-White", "Men Off-White Linen Blend Trousers"],
    ["linen", "Sand", "Men Sand Linen Blend Drawstring Trousers"],
    ["linen", "Sage", "Men Sage Linen Blend Relaxed Trousers"],
    ["blend", "Navy", "Men Navy Polyester-Cotton Smart Trousers"],
    ["blend", "Khaki", "Men Khaki Polyester-Cotton Regular Trousers"],
    ["blend", "Stone", "Men Stone Polyester-Cotton Slim Trousers"],
  ];
  return rows.map(([kind, colour, name]) => {
    const c = lc(colour);
    const lead: Record<string, string> = {
      formal: `Sharp ${c} formal trousers in a wrinkle-resistant polyester and cotton blend with a pressed crease, hook-and-bar closure and slant pockets.`,
      pleated: `Relaxed ${c} trousers with front pleats for extra room through the thigh, tapering to a clean hem; polyester and cotton blend.`,
      linen: `Breezy ${c} trousers in a linen-cotton blend that stays cool in Indian summers, with a comfortable waistband and side pockets.`,
      blend: `Easy-care ${c} trousers in a polyester and cotton blend that resists creasing, with a flat front and a neat mid-rise fit.`,
    };
    return {
      name: uniqueName([name]),
      description: desc(
        lead[kind] ?? "",
        pick(r, [
          "Dress them up with a blazer or down with a polo.",
          "Made for workdays, travel and family functions.",
        ]),
      ),
      category: CAT.jeans,
      sizes: SIZES.clothing,
      details: [
        kind === "linen" ? "Fabric: 55% linen, 45% cotton" : "Fabric: polyester and cotton blend",
        kind === "pleated"
          ? "Double front pleats, tapered leg"
          : kind === "linen"
            ? "Partially elasticated waist"
            : "Flat front with pressed crease",
        "Free delivery; 14-day return or replacement",
        "Care: machine wash cold",
      ],
      price: kind === "linen" ? [1499, 2799] : [1299, 2999],
      color: colour,
      art: {
        t: "pants",
        c: hex(colour),
        v: kind === "pleated" ? "pleated" : kind === "linen" ? "linen" : "formal",
      },
    };
  });
}

// ----- handbags ---------------------------------------------------------------

function buildHandbags(): Draft[] {
  const r = rngFor("handbags");
  type H = [ArtType, string, string, string, string]; // art, colour, name, variant, hardware
  const rows: H[] = [
    ["tote", "Tan", "Women Tan Structured Tote Bag", "", "gold"],
    ["tote", "Black", "Women Black Oversized Tote Bag", "", "gold"],
    ["tote", "Beige", "Women Beige Textured Shopper Tote", "", "gold"],
    ["tote", "Olive", "Women Olive Canvas Tote Bag", "canvas", "silver"],
    ["sling", "Black", "Women Black Quilted Sling Bag", "quilt", "gold"],
    ["sling", "Maroon", "Women Maroon Flap Sling Bag", "", "gold"],
    ["sling", "Blush Pink", "Women Blush Pink Mini Sling Bag", "", "gold"],
    ["sling", "Cream", "Women Cream Quilted Chain Sling Bag", "quilt", "gold"],
    ["clutch", "Gold", "Women Gold Embellished Envelope Clutch", "sequin", "gold"],
    ["clutch", "Silver", "Women Silver Shimmer Envelope Clutch", "sequin", "silver"],
    ["clutch", "Rani Pink", "Women Rani Pink Satin Envelope Clutch", "", "gold"],
    ["satchel", "Cognac", "Women Cognac Satchel with Buckle Flap", "", "gold"],
    ["satchel", "Navy", "Women Navy Structured Satchel Bag", "", "gold"],
    ["satchel", "Mustard", "Women Mustard Twin-Buckle Satchel", "", "gold"],
    ["backpack", "Navy", "Unisex Navy Laptop Backpack", "", "silver"],
    ["backpack", "Black", "Unisex Black Anti-Theft Backpack", "", "silver"],
    ["laptop", "Brown", "Men Brown Faux Leather Laptop Bag", "", "gold"],
    ["laptop", "Charcoal", "Men Charcoal Nylon Laptop Messenger Bag", "", "silver"],
    ["hobo", "Taupe", "Women Taupe Slouchy Hobo Bag", "", "gold"],
  ];
  const lead: Record<string, (c: string, v: string) => string> = {
    tote: (c, v) =>
      `A roomy ${c} ${v === "canvas" ? "heavy cotton canvas" : "faux leather"} tote with sturdy double handles, a magnetic snap closure and an inner zip pocket for your phone and keys.`,
    sling: (c, v) =>
      `A compact ${c} ${v === "quilt" ? "quilted " : ""}sling bag with a fold-over flap, a metal turn-lock and an adjustable crossbody strap.`,
    clutch: (c, v) =>
      `A festive ${c} envelope clutch ${v === "sequin" ? "covered in hand-set sequins and beads" : "in soft satin"}, with a magnetic flap and a detachable chain strap.`,
    satchel: (c) =>
      `A structured ${c} satchel in textured faux leather with a top handle, a buckled front flap and a detachable shoulder strap.`,
    backpack: (c) =>
      `A ${c} everyday backpack in water-resistant polyester with a padded 15.6-inch laptop sleeve, organiser pockets and cushioned straps.`,
    laptop: (c) =>
      `A ${c} laptop bag with a padded compartment for 15.6-inch laptops, a zip front pocket, twin grab handles and a detachable shoulder strap.`,
    hobo: (c) =>
      `A slouchy ${c} hobo bag in buttery faux leather with a wide shoulder strap, a zip top and two inner slip pockets.`,
  };
  const price: Record<string, [number, number]> = {
    tote: [1499, 3999],
    sling: [1299, 2999],
    clutch: [1299, 2799],
    satchel: [2299, 4999],
    backpack: [1799, 3499],
    laptop: [2499, 6999],
    hobo: [1999, 3999],
  };
  const use: Record<string, string[]> = {
    tote: ["Fits a tablet, a water bottle and daily essentials.", "Ideal for office commutes and shopping trips."],
    sling: ["Hands-free and just right for brunches and travel.", "Holds a phone, cards, keys and a lipstick."],
    clutch: ["Made for weddings, sangeet nights and parties.", "A glamorous finish for sarees and lehengas."],
    satchel: ["A polished work bag with room for files.", "Carry it by hand or across the shoulder."],
    backpack: ["Built for college, office and weekend trips.", "The trolley sleeve slides over luggage handles."],
    laptop: ["A smart choice for work trips and daily commutes.", "Keeps chargers and files neatly organised."],
    hobo: ["Easy to carry all day from work to dinner.", "Soft, spacious and light on the shoulder."],
  };
  return rows.map(([t, colour, name, v, metal]) => ({
    name: uniqueName([name]),
    description: desc((lead[t] ?? lead.tote!)(lc(colour), v), pick(r, use[t] ?? [""])),
    category: CAT.bags,
    sizes: SIZES.none,
    details: [
      t === "backpack" || t === "laptop"
        ? colour === "Brown"
          ? "Material: faux leather"
          : "Material: water-resistant polyester"
        : v === "canvas"
          ? "Material: cotton canvas"
          : v === "sequin"
            ? "Material: embellished fabric"
            : "Material: faux leather",
      t === "clutch" ? "Closure: magnetic flap" : t === "sling" ? "Closure: turn-lock flap" : "Closure: zip",
      `${metal === "gold" ? "Gold" : "Silver"}-toned hardware`,
      t === "clutch" ? "Detachable chain strap" : "Inner zip pocket and phone slip",
      "Care: wipe with a soft dry cloth",
    ].slice(0, t === "tote" || t === "hobo" ? 4 : 5),
    price: price[t] ?? [1299, 3999],
    color: colour,
    art: { t, c: hex(colour), v, a: metal, p: v },
  }));
}

// ----- perfume ------------------------------------------------------------------

function buildPerfumes(): Draft[] {
  const r = rngFor("perfume");
  type P = [string, "EDP" | "EDT" | "Attar", number, string, string, string, string, string];
  // name, type, ml, for, top, heart, base, colour
  const rows: P[] = [
    ["Oud Royale", "EDP", 100, "Men", "saffron", "Turkish rose", "smoky oud", "Amber"],
    ["Velvet Rose", "EDP", 100, "Women", "pink pepper", "Damask rose", "white musk", "Rose Pink"],
    ["Sandal Noir", "EDP", 100, "Men", "green cardamom", "Mysore sandalwood", "soft leather", "Cognac"],
    ["Citrus Breeze", "EDT", 100, "Unisex", "bergamot", "lemon zest", "neroli and musk", "Yellow"],
    ["Vetiver Road", "EDT", 100, "Men", "grapefruit", "earthy vetiver", "cedarwood", "Olive Green"],
    ["Amber Nights", "EDP", 50, "Unisex", "cinnamon", "warm amber", "bourbon vanilla", "Amber"],
    ["Mogra Bloom", "EDP", 50, "Women", "mandarin", "mogra jasmine", "white musk", "Ivory"],
    ["Monsoon Mitti", "EDT", 100, "Unisex", "rain-soaked earth", "vetiver", "patchouli", "Smoky Grey"],
    ["Kesar Oud", "Attar", 50, "Unisex", "saffron", "agarwood", "sandalwood", "Gold"],
    ["Gulab", "Attar", 50, "Women", "fresh rose petals", "kannauj rose", "sandalwood", "Rose Pink"],
    ["Ocean Drift", "EDT", 100, "Men", "sea salt", "clary sage", "driftwood", "Aqua Blue"],
    ["Midnight Saffron", "EDP", 100, "Men", "saffron", "frankincense", "dark leather", "Wine"],
    ["White Musk Cloud", "EDP", 50, "Women", "juicy pear", "white musk", "cashmere wood", "Blush Pink"],
    ["Lavender Fields", "EDT", 50, "Unisex", "lavender", "geranium", "tonka bean", "Lavender"],
    ["Neroli Sun", "EDT", 100, "Unisex", "neroli", "orange blossom", "amber", "Peach"],
    ["Fig & Cedar", "EDP", 100, "Unisex", "green fig", "fig leaf", "cedarwood and musk", "Sage"],
    ["Spiced Cardamom", "EDP", 50, "Men", "cardamom", "clove", "tonka bean", "Honey"],
    ["Smoked Oud", "EDP", 100, "Men", "birch smoke", "oud", "vanilla", "Charcoal"],
    ["Chandan", "Attar", 50, "Unisex", "soft spice", "Mysore sandalwood", "creamy musk", "Champagne"],
    ["Khus", "Attar", 50, "Unisex", "cool green notes", "khus roots", "earthy moss", "Bottle Green"],
    ["Shamama", "Attar", 50, "Men", "saffron", "herbal spices", "oakmoss and amber", "Brown"],
    ["Musk Kasturi", "Attar", 50, "Unisex", "powdery notes", "white musk", "ambergris", "Cream"],
    ["Majmua", "Attar", 50, "Unisex", "kewda", "khus and rose", "sandalwood", "Olive"],
    ["Motia", "Attar", 50, "Women", "green leaves", "motia jasmine", "sandalwood", "Champagne"],
    ["Blue Tide", "EDT", 100, "Men", "mint", "marine notes", "ambergris", "Blue"],
    ["Pink Peony Bloom", "EDP", 50, "Women", "lychee", "peony", "rose and musk", "Pink"],
    ["Velvet Oud", "EDP", 50, "Unisex", "rose", "oud", "patchouli", "Burgundy"],
    ["Green Tea Mist", "EDT", 50, "Unisex", "green tea", "bergamot", "white musk", "Mint"],
    ["Noir Leather", "EDP", 100, "Men", "black pepper", "leather", "tobacco leaf", "Black"],
    ["Goa Sunset", "EDT", 100, "Women", "coconut water", "frangipani", "vanilla", "Coral"],
    ["Himalayan Cedar", "EDP", 100, "Men", "juniper", "cedar", "oakmoss", "Emerald"],
    ["Rajnigandha Royale", "EDP", 100, "Women", "tuberose", "jasmine", "sandalwood", "Cream"],
    ["Iris Silk", "EDP", 50, "Women", "violet leaf", "iris", "soft musk", "Lilac"],
    ["Aqua Sport", "EDT", 100, "Men", "grapefruit", "aquatic notes", "vetiver", "Turquoise"],
    ["Pepper Wood", "EDP", 50, "Men", "black pepper", "cedarwood", "amber", "Rust"],
    ["Chai Spice", "EDP", 50, "Unisex", "ginger", "cardamom and black tea", "vanilla", "Tan"],
    ["Mandarin Fizz", "EDT", 50, "Women", "mandarin", "pink grapefruit", "musk", "Orange"],
    ["Royal Agarwood", "EDP", 100, "Unisex", "saffron", "agarwood", "amber", "Maroon"],
    ["Midnight Orchid", "EDP", 100, "Women", "plum", "orchid", "vanilla", "Purple"],
    ["Fresh Linen", "EDT", 50, "Unisex", "aldehydes", "cotton flower", "clean musk", "Powder Blue"],
  ];
  const typeName = { EDP: "Eau de Parfum", EDT: "Eau de Toilette", Attar: "Attar" } as const;
  const edpShapes = ["rect", "round", "hex", "flask", "rect", "square"];
  const edtShapes = ["tall", "flask", "tall", "rect", "round"];
  const caps = ["gold", "black", "silver", "wood", "gold", "black"];
  return rows.map(([nm, type, ml, forWhom, top, heart, base, colour], i) => {
    const who = forWhom === "Men" ? "for men" : forWhom === "Women" ? "for women" : "for everyone";
    const lasting = type === "EDT" ? "5-6 hours" : type === "Attar" ? "10-12 hours" : "8-10 hours";
    const body =
      type === "Attar"
        ? `A concentrated, alcohol-free ${nm.toLowerCase()} attar ${who}, blending ${top} with ${heart} over a base of ${base}.`
        : `An ${lc(typeName[type])} ${who} that opens with ${top}, settles into ${heart} and dries down to ${base}.`;
    const tail =
      type === "Attar"
        ? pick(r, [
            "Dab a drop on the wrists for festive days and prayers.",
            "Long-lasting and skin-friendly, in a traditional cut-glass bottle.",
          ])
        : type === "EDT"
          ? pick(r, [
              "Light and fresh for office days and hot afternoons.",
              "A bright everyday spray for college, gym and travel.",
            ])
          : pick(r, [
              "Rich and long-lasting for evenings, weddings and dates.",
              "A signature scent that lingers well into the night.",
            ]);
    const shape = type === "Attar" ? "attar" : type === "EDT" ? at(edtShapes, i) : at(edpShapes, i);
    const price: [number, number] =
      type === "Attar"
        ? [1299, 3999]
        : type === "EDP"
          ? ml === 100
            ? [2499, 4999]
            : [1699, 2999]
          : ml === 100
            ? [1499, 2999]
            : [1099, 1999];
    return {
      name: uniqueName([`${nm} ${typeName[type]} ${ml} ml`]),
      description: desc(body, tail),
      category: CAT.perfume,
      sizes: SIZES.none,
      details: [
        `Type: ${typeName[type]}, ${ml} ml`,
        `Notes: ${top} (top), ${heart} (heart), ${base} (base)`,
        `For: ${forWhom}`,
        `Lasts up to ${lasting}`,
        "Easy 15-day exchange; 100% original",
      ],
      price,
      color: colour,
      art: { t: "perfume", c: hex(colour), v: shape, a: type === "Attar" ? "gold" : at(caps, i * 7 + 3), n: i },
    };
  });
}

// ----- sunglasses -----------------------------------------------------------------

function buildSunglasses(): Draft[] {
  const r = rngFor("sunglasses");
  const lensHex: Record<string, string> = {
    Green: "#2f4a33",
    Grey: "#3c3f44",
    Brown: "#6b4529",
    "Blue Mirror": "#2d5fb8",
    "Silver Mirror": "#9aa3ad",
    "Pink Gradient": "#c96d8e",
    Yellow: "#d9b33a",
    "Smoke Gradient": "#44464c",
    "Gold Mirror": "#c89a3a",
  };
  type S = [string, string, string, string]; // shape, gender, frame colour, lens
  const rows: S[] = [
    ["aviator", "Unisex", "Gold", "Green"],
    ["aviator", "Men", "Gunmetal", "Grey"],
    ["aviator", "Unisex", "Silver", "Blue Mirror"],
    ["aviator", "Women", "Rose Gold", "Pink Gradient"],
    ["aviator", "Men", "Black", "Smoke Gradient"],
    ["aviator", "Unisex", "Gold", "Brown"],
    ["wayfarer", "Unisex", "Black", "Green"],
    ["wayfarer", "Men", "Tortoise", "Brown"],
    ["wayfarer", "Unisex", "Matte Black", "Blue Mirror"],
    ["wayfarer", "Men", "Navy", "Grey"],
    ["wayfarer", "Unisex", "Olive", "Smoke Gradient"],
    ["wayfarer", "Women", "Red", "Grey"],
    ["round", "Unisex", "Gold", "Green"],
    ["round", "Unisex", "Black", "Grey"],
    ["round", "Unisex", "Silver", "Yellow"],
    ["round", "Women", "Tortoise", "Brown"],
    ["round", "Men", "Gunmetal", "Silver Mirror"],
    ["cateye", "Women", "Black", "Smoke Gradient"],
    ["cateye", "Women", "Tortoise", "Brown"],
    ["cateye", "Women", "White", "Pink Gradient"],
    ["cateye", "Women", "Burgundy", "Grey"],
    ["cateye", "Women", "Rose Gold", "Gold Mirror"],
    ["sport", "Men", "Matte Black", "Blue Mirror"],
    ["sport", "Men", "Red", "Silver Mirror"],
    ["sport", "Unisex", "White", "Gold Mirror"],
    ["sport", "Men", "Navy", "Grey"],
    ["browline", "Men", "Black", "Green"],
    ["browline", "Unisex", "Tortoise", "Brown"],
    ["browline", "Men", "Brown", "Grey"],
    ["browline", "Unisex", "Navy", "Smoke Gradient"],
  ];
  const shapeName: Record<string, string> = {
    aviator: "Aviator",
    wayfarer: "Square Wayfarer",
    round: "Round",
    cateye: "Cat-Eye",
    sport: "Sports Wrap",
    browline: "Browline",
  };
  const metal = new Set(["Gold", "Gunmetal", "Silver", "Rose Gold"]);
  return rows.map(([shape, g, frame, lens], i) => {
    const polar = i % 3 !== 2;
    const sn = shapeName[shape] ?? shape;
    const tone = metal.has(frame) ? `${frame}-Toned` : frame;
    const name = uniqueName([
      `${g} ${tone} ${polar ? "Polarised " : ""}${sn} Sunglasses`,
      `${g} ${tone} ${sn} Sunglasses with ${lens} Lens`,
      `${g} ${tone} ${polar ? "Polarised " : "UV Protected "}${sn} Sunglasses with ${lens} Lens`,
    ]);
    const frameMat = metal.has(frame)
      ? "lightweight metal"
      : shape === "sport"
        ? "flexible TR90"
        : "hand-polished acetate";
    const lead = `${cap(sn.toLowerCase())} sunglasses with a ${lc(frame)} ${frameMat} frame and ${lc(lens)}${polar ? " polarised" : ""} lenses that block 100% of UVA and UVB rays.`;
    const tail: Record<string, string[]> = {
      aviator: ["A timeless pilot shape for road trips and beach days."],
      wayfarer: ["A bold everyday shape that suits most face types."],
      round: ["A retro look that pairs well with kurtas and linen shirts."],
      cateye: ["A flattering upswept shape for brunches and holidays."],
      sport: ["Wraparound coverage for cycling, cricket and running."],
      browline: ["A smart retro browline for office and weekends alike."],
    };
    return {
      name,
      description: desc(lead, pick(r, tail[shape] ?? [""])),
      category: CAT.sunglasses,
      sizes: SIZES.none,
      details: [
        `Lens: ${lens}${polar ? ", polarised" : ""}, UV400 protection`,
        `Frame: ${frame} ${frameMat}`,
        shape === "sport" ? "Rubberised nose pads and temple tips" : "Spring hinges for a comfortable fit",
        "Comes with a hard case and microfibre cloth",
      ],
      price: shape === "sport" ? [1299, 2999] : metal.has(frame) ? [1499, 3499] : [1099, 2999],
      color: frame,
      art: {
        t: "glasses",
        c: hex(frame),
        v: shape,
        b: lensHex[lens] ?? "#3c3f44",
        p: lens.includes("Mirror") ? "mirror" : lens.includes("Gradient") ? "grad" : frame === "Tortoise" ? "" : "",
        a: frame === "Tortoise" ? "tortoise" : metal.has(frame) ? "metal" : "acetate",
      },
    };
  });
}

// ----- tracksuits and co-ords -------------------------------------------------------

function buildTracksuits(): Draft[] {
  const r = rngFor("tracksuit");
  type T = [string, string, string, string, string]; // art, colour, name, pattern, accent colour name
  const rows: T[] = [
    ["track", "Navy", "Men Navy Zip-Up Tracksuit with Contrast Taping", "", "White"],
    ["track", "Black", "Men Black Slim Fit Solid Tracksuit", "", "Grey"],
    ["track", "Charcoal", "Men Charcoal Colourblocked Tracksuit", "", "Orange"],
    ["track", "Olive", "Men Olive Training Tracksuit", "", "Black"],
    ["track", "Maroon", "Men Maroon Striped Sleeve Tracksuit", "", "White"],
    ["track", "Royal Blue", "Men Royal Blue Polyester Tracksuit", "", "Navy"],
    ["track", "Grey Melange", "Men Grey Melange Fleece Tracksuit", "", "Navy"],
    ["track", "Bottle Green", "Men Bottle Green Funnel Neck Tracksuit", "", "White"],
    ["track", "Black", "Women Black Zip-Through Tracksuit", "", "Pink"],
    ["track", "Lavender", "Women Lavender Fleece Tracksuit", "", "White"],
    ["track", "Pink", "Women Pink Slim Fit Tracksuit", "", "White"],
    ["coord", "Lilac", "Women Lilac Shirt and Trousers Co-ord Set", "", ""],
    ["coord", "Sage", "Women Sage Linen Blend Co-ord Set", "", ""],
    ["coord", "Mustard", "Women Mustard Striped Co-ord Set", "stripe", "Off-White"],
    ["coord", "Blush Pink", "Women Blush Pink Printed Co-ord Set", "dots", "White"],
    ["coord", "Beige", "Men Beige Textured Shirt and Trousers Co-ord Set", "", ""],
  ];
  return rows.map(([t, colour, name, pat, accent]) => {
    const c = lc(colour);
    const women = name.startsWith("Women");
    const d =
      t === "track"
        ? desc(
            `A ${c} ${name.includes("Fleece") ? "brushed fleece" : "soft polyester knit"} tracksuit with a full-zip jacket, ${accent ? `${lc(accent)} contrast detailing, ` : ""}ribbed cuffs and matching joggers with an elasticated waist.`,
            pick(r, [
              "Perfect for workouts, travel days and winter mornings.",
              "Looks sharp on the move and feels easy at home.",
            ]),
          )
        : desc(
            `A ${c} ${women ? "two-piece" : "men's two-piece"} co-ord set: a relaxed ${pat === "stripe" ? "striped " : pat === "dots" ? "printed " : ""}camp-collar shirt with matching ${women ? "wide-leg trousers" : "drawstring trousers"} in ${name.includes("Linen") ? "a linen blend" : "breathable viscose-cotton"}.`,
            pick(r, [
              "Wear it together or style the pieces separately.",
              "An easy, put-together outfit for holidays and brunches.",
            ]),
          );
    return {
      name: uniqueName([name]),
      description: d,
      category: CAT.cordset,
      sizes: SIZES.clothing,
      details:
        t === "track"
          ? [
              name.includes("Fleece") ? "Fabric: cotton-poly fleece" : "Fabric: polyester knit",
              "Full-zip jacket with zip pockets",
              "Joggers with elasticated drawstring waist",
              "14-day return; free delivery",
              "Care: machine wash cold",
            ]
          : [
              name.includes("Linen") ? "Fabric: linen blend" : "Fabric: viscose-cotton blend",
              "Shirt with camp collar and button front",
              "Trousers with elasticated waist and pockets",
              "Care: gentle machine wash",
            ],
      price: t === "track" ? [1999, 4499] : [1799, 3999],
      color: colour,
      art: { t: t as ArtType, c: hex(colour), a: accent ? hex(accent) : undefined, p: pat, v: women ? "w" : "m" },
    };
  });
}

// ----- shirts and t-shirts ---------------------------------------------------------------

interface TopRow {
  art: "shirt" | "tee";
  v: string;
  colour: string;
  name: string;
  p?: string;
  a?: string;
}

function topDraft(r: Rng, row: TopRow, extra?: string): Draft {
  const c = lc(row.colour);
  const leads: Record<string, string> = {
    formal: `A crisp ${c} formal shirt in ${row.p === "stripe" ? "fine-striped " : ""}cotton poplin with a spread collar, curved hem and single-button cuffs.`,
    casual: `A ${c} ${row.p === "check" ? "checked" : row.p === "gingham" ? "gingham" : row.p === "stripe" ? "striped" : "solid"} casual shirt in soft-washed cotton with a button-down front, patch pocket and a relaxed curved hem.`,
    linen: `A breathable ${c} shirt in pure linen with a spread collar and a slightly slubbed texture that softens with every wash.`,
    oxford: `A ${c} oxford shirt woven from soft, textured oxford cotton, with a button-down collar and a chest pocket.`,
    resort: `A ${c} ${row.p === "dots" ? "printed " : row.p === "stripe" ? "striped " : ""}short-sleeve shirt in fluid viscose with an open camp collar and a boxy, relaxed fit.`,
    polo: `A ${c} polo T-shirt in breathable cotton pique with a ribbed collar, a two-button placket and ribbed sleeve hems.`,
    crew: `A ${c} ${row.p === "breton" ? "striped " : ""}crew neck T-shirt in 180 GSM combed cotton with a ribbed neckline and a regular fit.`,
    vneck: `A ${c} V-neck T-shirt in soft cotton-modal jersey that drapes well and keeps its shape through the day.`,
    oversized: `An oversized ${c} T-shirt in heavyweight 240 GSM cotton with dropped shoulders, a thick ribbed neck and a boxy fit.`,
    henley: `A ${c} henley T-shirt in slub cotton with a three-button placket and ${row.name.includes("Full") ? "full sleeves" : "short sleeves"}.`,
  };
  const tails: Record<string, string[]> = {
    formal: ["Made for office days, interviews and formal dinners.", "Tuck it into trousers for a sharp workday look."],
    casual: [
      "Wear it open over a tee or buttoned up with chinos.",
      "An easy pick for weekends, travel and casual Fridays.",
    ],
    linen: [
      "Keeps you cool through humid summers and beach holidays.",
      "Great for summer weddings, holidays and mehendi.",
    ],
    oxford: ["Smart enough for work and relaxed enough for weekends.", "Pairs well with chinos, jeans and loafers."],
    resort: [
      "Made for holidays, beach days and summer evenings.",
      "Wear it over a tee or buttoned with linen trousers.",
    ],
    polo: ["A smart-casual staple for office Fridays and golf days.", "Pairs with chinos and sneakers for weekends."],
    crew: ["An everyday essential that layers under shirts and jackets.", "Soft and breathable for daily wear."],
    vneck: ["Looks great on its own or layered under a blazer.", "A light, comfortable pick for hot days."],
    oversized: ["Style it with cargo joggers and chunky sneakers.", "A streetwear staple for college and weekends."],
    henley: [
      "Smarter than a tee and easier than a shirt, for relaxed days out.",
      "Pairs well with dark jeans, chinos and suede boots.",
    ],
  };
  const fabric: Record<string, string> = {
    formal: "Fabric: 100% cotton poplin",
    casual: "Fabric: 100% cotton",
    linen: "Fabric: 100% linen",
    oxford: "Fabric: 100% cotton oxford",
    resort: "Fabric: 100% viscose",
    polo: "Fabric: cotton pique",
    crew: "Fabric: 100% combed cotton, 180 GSM",
    vneck: "Fabric: cotton-modal jersey",
    oversized: "Fabric: 100% cotton, 240 GSM",
    henley: "Fabric: slub cotton",
  };
  const fit: Record<string, string> = {
    formal: "Slim fit, spread collar, full sleeves",
    casual: "Regular fit, button-down front, full sleeves",
    linen: "Regular fit, spread collar, full sleeves",
    oxford: "Regular fit, button-down collar, full sleeves",
    resort: "Relaxed fit, camp collar, short sleeves",
    polo: "Regular fit, polo collar, short sleeves",
    crew: "Regular fit, crew neck, short sleeves",
    vneck: "Slim fit, V-neck, short sleeves",
    oversized: "Oversized fit, drop shoulders",
    henley: "Regular fit, henley neck",
  };
  const special: Record<string, [string, string]> = {
    cord: [
      `A ${c} overshirt in soft cotton corduroy with two flap chest pockets, a button front and a relaxed cut for layering over tees.`,
      "Fabric: cotton corduroy",
    ],
    denim: [
      `A ${c} denim shirt in washed cotton denim with two chest pockets, a spread collar and a regular fit that softens with every wash.`,
      "Fabric: 100% cotton denim",
    ],
    knit: [
      `A ${c} polo in textured open-knit cotton yarn with a ribbed collar, a two-button placket and a relaxed, breathable fit.`,
      "Fabric: cotton knit",
    ],
    waffle: [
      `A ${c} henley in waffle-knit cotton with a three-button placket, full sleeves and ribbed cuffs that hold their shape.`,
      "Fabric: waffle-knit cotton",
    ],
  };
  const sp = row.p ? special[row.p] : undefined;
  return {
    name: uniqueName([row.name]),
    description: desc(sp?.[0] ?? leads[row.v] ?? "", pick(r, tails[row.v] ?? [""])),
    category: CAT.shirts,
    sizes: SIZES.clothing,
    details: [
      sp?.[1] ?? fabric[row.v] ?? "Fabric: cotton",
      fit[row.v] ?? "Regular fit",
      ...(extra ? [extra] : []),
      row.v === "linen" ? "Care: gentle machine wash, iron while damp" : "Care: machine wash cold",
    ],
    price: row.art === "tee" ? [1099, 1999] : row.v === "linen" ? [1799, 2999] : [1299, 2799],
    color: row.colour,
    art: {
      t: row.art,
      c: hex(row.colour),
      v: row.v,
      p: row.p,
      a: row.a ? hex(row.a) : undefined,
      n: row.name.includes("Full") ? 1 : 0,
    },
  };
}

function buildShirts(): Draft[] {
  const r = rngFor("shirts");
  const rows: TopRow[] = [
    { art: "shirt", v: "formal", colour: "White", name: "Men Slim Fit White Formal Shirt" },
    { art: "shirt", v: "formal", colour: "Light Blue", name: "Men Slim Fit Light Blue Formal Shirt" },
    { art: "shirt", v: "formal", colour: "Blue", name: "Men Blue Pinstriped Formal Shirt", p: "stripe", a: "White" },
    { art: "shirt", v: "formal", colour: "Pink", name: "Men Pink Slim Fit Formal Shirt" },
    { art: "shirt", v: "formal", colour: "Black", name: "Men Black Satin-Finish Party Shirt" },
    { art: "shirt", v: "formal", colour: "Lavender", name: "Men Lavender Formal Shirt" },
    { art: "shirt", v: "formal", colour: "White", name: "Men White Striped Formal Shirt", p: "stripe", a: "Navy" },
    { art: "shirt", v: "casual", colour: "Red", name: "Men Red Checked Casual Shirt", p: "check", a: "Navy" },
    { art: "shirt", v: "casual", colour: "Navy", name: "Men Navy Gingham Casual Shirt", p: "gingham", a: "White" },
    { art: "shirt", v: "casual", colour: "Olive", name: "Men Olive Cotton Casual Shirt" },
    { art: "shirt", v: "casual", colour: "Mustard", name: "Men Mustard Checked Flannel Shirt", p: "check", a: "Brown" },
    {
      art: "shirt",
      v: "casual",
      colour: "Sky Blue",
      name: "Men Sky Blue Striped Casual Shirt",
      p: "stripe",
      a: "White",
    },
    { art: "shirt", v: "linen", colour: "Olive", name: "Men Olive Pure Linen Shirt" },
    { art: "shirt", v: "linen", colour: "Off-White", name: "Men Off-White Linen Shirt" },
    { art: "shirt", v: "linen", colour: "Sky Blue", name: "Men Sky Blue Relaxed Linen Shirt" },
    { art: "shirt", v: "oxford", colour: "Light Blue", name: "Men Light Blue Oxford Shirt" },
    { art: "shirt", v: "oxford", colour: "White", name: "Men White Button-Down Oxford Shirt" },
    { art: "tee", v: "polo", colour: "Navy", name: "Men Navy Pique Polo T-shirt" },
    { art: "tee", v: "polo", colour: "White", name: "Men White Pique Polo T-shirt" },
    { art: "tee", v: "polo", colour: "Bottle Green", name: "Men Bottle Green Polo T-shirt" },
    { art: "tee", v: "polo", colour: "Maroon", name: "Men Maroon Tipped Collar Polo T-shirt", a: "White" },
    { art: "tee", v: "polo", colour: "Sky Blue", name: "Men Sky Blue Cotton Polo T-shirt" },
    { art: "tee", v: "crew", colour: "Black", name: "Men Black Crew Neck Cotton T-shirt" },
    { art: "tee", v: "crew", colour: "White", name: "Men White Crew Neck Cotton T-shirt" },
    { art: "tee", v: "crew", colour: "Navy", name: "Men Navy Striped Crew Neck T-shirt", p: "breton", a: "White" },
    { art: "tee", v: "crew", colour: "Mustard", name: "Men Mustard Crew Neck T-shirt" },
    { art: "tee", v: "vneck", colour: "Grey Melange", name: "Men Grey Melange V-Neck T-shirt" },
    { art: "tee", v: "vneck", colour: "Teal", name: "Men Teal V-Neck T-shirt" },
    { art: "tee", v: "oversized", colour: "Beige", name: "Men Beige Oversized Drop-Shoulder T-shirt" },
    { art: "tee", v: "oversized", colour: "Lilac", name: "Women Lilac Oversized T-shirt" },
    { art: "tee", v: "henley", colour: "Maroon", name: "Men Maroon Henley T-shirt" },
    { art: "tee", v: "henley", colour: "Olive", name: "Men Olive Full Sleeve Henley T-shirt" },
  ];
  return rows.map((row) => topDraft(r, row));
}

// ----- sandals and jutti ----------------------------------------------------------------

function buildSandals(): Draft[] {
  const r = rngFor("sandals");
  type S = [ArtType, string, string, string]; // art, colour, name, variant
  const rows: S[] = [
    ["heel", "Black", "Women Black Embroidered Block Heel Sandals", "emb"],
    ["heel", "Gold", "Women Gold Block Heel Party Sandals", ""],
    ["heel", "Tan", "Women Tan Ankle Strap Block Heels", ""],
    ["heel", "Nude", "", ""],
    ["heel", "Maroon", "Women Maroon Embroidered Block Heel Sandals", "emb"],
    ["heel", "Silver", "Women Silver Shimmer Block Heels", ""],
    ["kolhapuri", "Tan", "Women Tan Leather Kolhapuri Flats", ""],
    ["kolhapuri", "Brown", "Women Brown Braided Kolhapuri Flats", ""],
    ["kolhapuri", "Gold", "Girls Gold Kolhapuri Flats", ""],
    ["kolhapuri", "Black", "Women Black Kolhapuri Flats", ""],
    ["kolhapuri", "Cognac", "Women Cognac Toe-Ring Kolhapuri Flats", ""],
    ["jutti", "Red", "Women Red Embroidered Punjabi Jutti", "emb"],
    ["jutti", "Gold", "Women Gold Zari Mojari", "zari"],
    ["jutti", "Rani Pink", "Women Rani Pink Embroidered Jutti", "emb"],
    ["jutti", "Bottle Green", "Women Bottle Green Zari Jutti", "zari"],
    ["jutti", "Ivory", "Women Ivory Pearl Embellished Jutti", "pearl"],
    ["jutti", "Navy", "Women Navy Thread Work Mojari", "emb"],
    ["jutti", "Maroon", "Girls Maroon Embroidered Jutti", "emb"],
    ["flat", "Pink", "Girls Pink Strappy Flat Sandals", ""],
    ["flat", "White", "Girls White Cross-Strap Flat Sandals", ""],
    ["flat", "Tan", "Women Tan Gladiator Flat Sandals", "gladiator"],
    ["flat", "Black", "Women Black Comfort Flat Sandals", ""],
    ["flat", "Peach", "Girls Peach Bow Flat Sandals", "bow"],
    ["flat", "Silver", "Girls Silver Glitter Flat Sandals", "glitter"],
  ];
  return rows.map(([t, colourIn, nameIn, v]) => {
    const colour = colourIn === "Nude" ? "Beige" : colourIn;
    const name = nameIn || "Women Beige Cushioned Block Heel Sandals";
    const c = lc(colour);
    const lead: Record<string, string> = {
      heel: `${v === "emb" ? "Thread-embroidered" : "Elegant"} ${c} sandals on a steady 2.5-inch block heel, with a wide toe band and an adjustable buckled ankle strap.`,
      kolhapuri: `Handcrafted ${c} kolhapuri-style flats with a braided leather T-strap, a toe loop and a stitched flat sole that moulds to your feet.`,
      jutti: `A ${c} ${name.includes("Mojari") ? "mojari" : "jutti"} with a gently pointed toe and ${v === "zari" ? "rich zari work" : v === "pearl" ? "faux pearls and beads" : "colourful thread embroidery"} on the vamp, on a soft cushioned sole.`,
      flat: `Comfortable ${c} flat sandals with ${name.includes("Gladiator") ? "gladiator straps" : "soft crossover straps"}, a padded footbed and an ankle strap with a buckle.`,
    };
    const tail: Record<string, string[]> = {
      heel: ["Perfect for weddings, parties and festive dinners.", "Pairs with lehengas, sarees and dresses."],
      kolhapuri: [
        "Great with kurtas, palazzos and summer dresses.",
        "An everyday ethnic staple for college and festivals.",
      ],
      jutti: ["Made for mehendi, sangeet and festive days.", "Pairs beautifully with salwar suits and lehengas."],
      flat: ["Light and easy for school, college and outings.", "A comfy everyday pair for summer."],
    };
    return {
      name: uniqueName([name]),
      description: desc(lead[t] ?? "", pick(r, tail[t] ?? [""])),
      category: CAT.sandals,
      sizes: SIZES.sandals,
      details: [
        t === "kolhapuri"
          ? "Upper: genuine leather"
          : t === "jutti"
            ? "Upper: fabric with embroidery"
            : "Upper: synthetic",
        t === "heel" ? "Heel: 2.5-inch block heel" : "Flat sole",
        t === "heel" || t === "flat" ? "Closure: buckled ankle strap" : "Slip-on",
        "Cushioned footbed",
        "Care: wipe with a dry cloth",
      ].slice(0, t === "flat" ? 4 : 5),
      price: t === "heel" ? [1499, 2999] : t === "jutti" ? [1199, 2499] : [1099, 1999],
      color: colour,
      art: { t, c: hex(colour), v, a: pick(r, ["#c9a13f", "#e5735a", "#3daead", "#f4f4f1", "#df8fa3"]) },
    };
  });
}

// ----- flip-flops ------------------------------------------------------------------------

function buildFlipflops(): Draft[] {
  const r = rngFor("flipflops");
  type F = [ArtType, string, string, string]; // art, colour, name, strap/sole accent colour
  const rows: F[] = [
    ["flip", "Black", "Men Black Textured Flip-Flops", "Black"],
    ["flip", "Navy", "Men Navy Cushioned Flip-Flops", "White"],
    ["flip", "Olive", "Men Olive Rubber Flip-Flops", "Black"],
    ["flip", "Grey", "Men Grey Colourblocked Flip-Flops", "Orange"],
    ["flip", "Brown", "Men Brown Faux Leather Flip-Flops", "Tan"],
    ["flip", "Blue", "Unisex Blue Everyday Flip-Flops", "White"],
    ["slide", "Black", "Men Black Cushioned Sliders", "White"],
    ["slide", "Navy", "Men Navy Moulded Sliders", "Navy"],
    ["slide", "White", "Unisex White Comfort Sliders", "Black"],
    ["slide", "Olive", "Men Olive Textured Sliders", "Black"],
    ["slide", "Tan", "Men Tan Double-Strap Sliders", "Brown"],
    ["slide", "Charcoal", "Men Charcoal Ribbed Sliders", "Red"],
  ];
  return rows.map(([t, colour, name, acc]) => {
    const c = lc(colour);
    const lead =
      t === "flip"
        ? `Lightweight ${c} flip-flops with a ${name.includes("Leather") ? "faux leather" : "soft rubber"} V-strap, a textured anti-skid footbed and a flexible EVA sole.`
        : `Easy ${c} sliders with a ${name.includes("Double") ? "double buckled strap" : "wide moulded strap"}, a contoured cushioned footbed and a slip-resistant sole.`;
    return {
      name: uniqueName([name]),
      description: desc(
        lead,
        pick(r, [
          "Made for the beach, the pool and quick errands.",
          "Water-friendly and quick to dry for monsoon days.",
        ]),
      ),
      category: CAT.shoes,
      sizes: SIZES.flipflops,
      details: [
        t === "flip" ? "Strap: V-strap with toe post" : "Strap: wide upper strap",
        "Sole: lightweight EVA with anti-skid grip",
        "Water-friendly, quick to dry",
        "Sizes: UK 6-9 (EURO 40-43)",
      ],
      price: [1099, 1699],
      color: colour,
      art: {
        t,
        c: hex(colour),
        a: hex(acc),
        v: name.includes("Double") ? "double" : name.includes("Ribbed") ? "rib" : "",
      },
    };
  });
}

// ----- new arrivals ----------------------------------------------------------------------

function buildNewArrivals(): Draft[] {
  const r = rngFor("new-arrivals");
  const out: Draft[] = [];
  const tops: TopRow[] = [
    {
      art: "shirt",
      v: "resort",
      colour: "Teal",
      name: "Men Teal Printed Cuban Collar Resort Shirt",
      p: "dots",
      a: "Cream",
    },
    { art: "shirt", v: "resort", colour: "Cream", name: "Men Cream Striped Camp Collar Shirt", p: "stripe", a: "Rust" },
    { art: "shirt", v: "linen", colour: "Sage", name: "Men Sage Linen-Blend Relaxed Shirt" },
    { art: "shirt", v: "casual", colour: "Brown", name: "Men Brown Corduroy Overshirt", p: "cord" },
    { art: "shirt", v: "casual", colour: "Mid Blue", name: "Men Mid Blue Denim Shirt", p: "denim" },
    { art: "tee", v: "polo", colour: "Cream", name: "Men Cream Textured Knit Polo", p: "knit" },
    { art: "tee", v: "oversized", colour: "Charcoal", name: "Men Charcoal Heavyweight Oversized T-shirt" },
    { art: "tee", v: "henley", colour: "Rust", name: "Men Rust Waffle Knit Full Sleeve Henley", p: "waffle" },
  ];
  for (const row of tops) {
    const d = topDraft(r, row, "New season drop");
    out.push({ ...d, discounted: true });
  }
  const sets: [ArtType, string, string, string, string, string][] = [
    [
      "coord",
      "Mauve",
      "Women Mauve Ribbed Knit Co-ord Set",
      "rib",
      "w",
      "A mauve ribbed-knit co-ord set: a fitted crew-neck top with matching flared trousers in soft stretch viscose.",
    ],
    [
      "coord",
      "Champagne",
      "Women Champagne Satin Co-ord Set",
      "",
      "w",
      "A champagne satin co-ord set with a relaxed camp-collar shirt and wide-leg trousers that catch the light beautifully.",
    ],
    [
      "coord",
      "Navy",
      "Men Navy Knit Shirt and Trousers Co-ord Set",
      "knit",
      "m",
      "A navy textured-knit co-ord for men: a short-sleeve knit shirt with matching drawstring trousers in breathable cotton.",
    ],
    [
      "coord",
      "Terracotta",
      "Women Terracotta Linen Blend Co-ord Set",
      "",
      "w",
      "A terracotta linen-blend co-ord set with a boxy button-front shirt and easy wide-leg trousers with an elasticated waist.",
    ],
    [
      "track",
      "Black",
      "Men Black Nylon Windcheater Tracksuit",
      "",
      "m",
      "A black lightweight nylon tracksuit with a windcheater jacket, reflective piping, zip pockets and matching tapered joggers.",
    ],
    [
      "track",
      "Sage",
      "Women Sage Fleece Zip Tracksuit",
      "",
      "w",
      "A sage brushed-fleece tracksuit with a cropped zip jacket, ribbed cuffs and relaxed joggers with an elasticated waist.",
    ],
  ];
  for (const [t, colour, name, p, v, lead] of sets) {
    out.push({
      name: uniqueName([name]),
      description: desc(
        lead,
        pick(r, ["New this season and made for easy dressing.", "Wear it together or split the pieces up."]),
      ),
      category: CAT.cordset,
      sizes: SIZES.clothing,
      details: [
        t === "track" ? "Fabric: polyester" : "Fabric: viscose blend",
        t === "track" ? "Full-zip jacket with matching joggers" : "Top with matching trousers",
        "New season drop",
        "Care: machine wash cold",
      ],
      price: t === "track" ? [2499, 4499] : [1999, 3999],
      color: colour,
      art: { t, c: hex(colour), p, v, a: t === "track" ? "#f4f4f1" : undefined },
      discounted: true,
    });
  }
  const bottoms: [string, string, string, string, string][] = [
    [
      "Men Baggy Fit Light Blue Jeans",
      "Light Blue",
      "wide",
      "denim",
      "Roomy light blue jeans in a baggy fit, cut from soft rigid cotton denim with a mid-rise waist and a gently stacked hem.",
    ],
    [
      "Men Black Parachute Cargo Trackpants",
      "Black",
      "cargo",
      "",
      "Lightweight black parachute trackpants in crinkled nylon with cargo flap pockets, toggle hems and an elasticated waist.",
    ],
    [
      "Men Stone Korean Pleated Trousers",
      "Stone",
      "pleated",
      "",
      "Wide stone-coloured trousers with deep double pleats, a clean straight leg and a comfortable half-elastic waistband.",
    ],
    [
      "Women Indigo Wide Leg Carpenter Jeans",
      "Indigo",
      "wide",
      "denim",
      "Indigo wide-leg carpenter jeans in sturdy cotton denim, with a hammer loop, utility pockets and a high-rise waist.",
    ],
    [
      "Men Olive Relaxed Fit Cargo Pants",
      "Olive",
      "cargo",
      "",
      "Relaxed olive cargo pants in cotton twill with roomy flap pockets on both thighs and a drawcord at the hem.",
    ],
    [
      "Men Grey Melange Straight Fit Joggers",
      "Grey Melange",
      "jogger",
      "",
      "Grey melange straight joggers in heavyweight cotton-blend terry, with an open hem, side pockets and a drawstring waistband.",
    ],
  ];
  for (const [name, colour, v, p, lead] of bottoms) {
    out.push({
      name: uniqueName([name]),
      description: desc(
        lead,
        pick(r, ["A fresh shape for this season's street style.", "Pair with an oversized tee and chunky sneakers."]),
      ),
      category: CAT.jeans,
      sizes: SIZES.clothing,
      details: [
        p === "denim" ? "Denim: 100% cotton" : v === "jogger" ? "Fabric: cotton-blend terry" : "Fabric: cotton blend",
        v === "wide" ? "Wide, relaxed leg" : v === "pleated" ? "Double pleats, straight leg" : "Flap cargo pockets",
        "New season drop",
        "Care: machine wash cold",
      ],
      price: [1499, 2999],
      color: colour,
      art: { t: "pants", c: hex(colour), v, p },
      discounted: true,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// Assembly: SKUs, prices, stock, dates
// ---------------------------------------------------------------------------

interface Collection {
  key: string;
  prefix: string;
  build: () => Draft[];
  count: number;
  /** Share of items without a discount (oldPrice null). */
  undiscounted: number;
}

const COLLECTIONS: Collection[] = [
  { key: "loafers", prefix: "LOAF", build: buildLoafers, count: 19, undiscounted: 0.16 },
  { key: "menshoes", prefix: "SHOE", build: buildMenShoes, count: 60, undiscounted: 0.15 },
  { key: "luxury-watch", prefix: "LWAT", build: buildLuxuryWatches, count: 23, undiscounted: 0.83 },
  { key: "girls-watch", prefix: "GWAT", build: buildGirlsWatches, count: 12, undiscounted: 0.75 },
  { key: "jeans", prefix: "JEAN", build: buildJeans, count: 28, undiscounted: 0.18 },
  { key: "trousers", prefix: "TROU", build: buildTrousers, count: 15, undiscounted: 0.8 },
  { key: "handbags", prefix: "HBAG", build: buildHandbags, count: 19, undiscounted: 0.16 },
  { key: "perfume", prefix: "PERF", build: buildPerfumes, count: 40, undiscounted: 0.15 },
  { key: "sunglasses", prefix: "SUNG", build: buildSunglasses, count: 30, undiscounted: 0.17 },
  { key: "tracksuit", prefix: "TRAK", build: buildTracksuits, count: 16, undiscounted: 0.75 },
  { key: "shirts", prefix: "SHRT", build: buildShirts, count: 32, undiscounted: 0.16 },
  { key: "sandals", prefix: "SAND", build: buildSandals, count: 24, undiscounted: 0.17 },
  { key: "flipflops", prefix: "FLIP", build: buildFlipflops, count: 12, undiscounted: 0.17 },
  { key: "new-arrivals", prefix: "NEWA", build: buildNewArrivals, count: 20, undiscounted: 0 },
];

/** A rupee price ending in 99 (sometimes 49) inside [min, max]. */
function rupees(r: Rng, min: number, max: number): number {
  const lo = Math.ceil((min + 1) / 100);
  const hi = Math.floor((max + 1) / 100);
  const p = int(r, lo, hi) * 100 - (r() < 0.15 ? 51 : 1);
  return Math.min(Math.max(p, 1099), 12599);
}

function oldPriceFor(r: Rng, base: number): number {
  const d = 0.15 + r() * 0.4;
  let old = Math.ceil(base / (1 - d) / 100) * 100 - 1;
  if (old <= base) old = base + 100;
  const pct = (old - base) / old;
  if (pct < 0.1 || pct > 0.6) throw new Error(`bad discount ${base} ${old}`);
  return old;
}

const DAY = 86_400_000;
const START = Date.UTC(2025, 5, 1); // 2025-06-01
const NEW_START = Date.UTC(2026, 10, 1); // 2026-11-01

function isoAt(dayMs: number, r: Rng): string {
  const m = int(r, 3 * 60 + 30, 15 * 60); // 09:00-20:30 IST
  const minutes = m - (m % 15);
  return new Date(dayMs + minutes * 60_000).toISOString();
}

function buildCatalog(): { products: Product[]; arts: Map<string, Art> } {
  const products: Product[] = [];
  const arts = new Map<string, Art>();
  for (const col of COLLECTIONS) {
    const r = rngFor(`assemble:${col.key}`);
    const drafts = col.build();
    if (drafts.length !== col.count) throw new Error(`${col.key}: ${drafts.length} != ${col.count}`);
    const n = drafts.length;
    const plain = new Set(
      shuffle(
        r,
        drafts.map((_, i) => i),
      ).slice(0, Math.round(n * col.undiscounted)),
    );
    const spanDays = col.key === "new-arrivals" ? 14 : Math.round((Date.UTC(2026, 9, 31) - START) / DAY);
    drafts.forEach((d, i) => {
      const sku = `${col.prefix}-${String(i + 1).padStart(3, "0")}`;
      const base = rupees(r, d.price[0], d.price[1]);
      const discounted = d.discounted ?? !plain.has(i);
      const oldPrice = discounted ? oldPriceFor(r, base) : null;
      const day =
        col.key === "new-arrivals"
          ? NEW_START + Math.floor((i * spanDays) / (n - 1)) * DAY
          : START + int(r, 0, spanDays) * DAY;
      products.push({
        sku,
        name: d.name,
        description: d.description,
        category: d.category,
        collections: [col.key],
        basePrice: base,
        oldPrice,
        sizes: [...d.sizes],
        details: d.details,
        stock: int(r, 6, 60),
        createdAt: isoAt(day, r),
        image: `/images/products/${sku.toLowerCase()}.svg`,
        color: d.color,
      });
      arts.set(sku, d.art);
    });
  }
  // A handful out of stock and a few nearly gone, spread across collections.
  const r = rngFor("stock");
  const pool = shuffle(
    r,
    products.filter((p) => !p.collections.includes("new-arrivals")),
  );
  pool.slice(0, 5).forEach((p) => (p.stock = 0));
  pool.slice(5, 13).forEach((p) => (p.stock = int(r, 1, 3)));
  return { products, arts };
}

// ---------------------------------------------------------------------------
// Colour maths for the pictures
// ---------------------------------------------------------------------------

function rgb(h: string): [number, number, number] {
  const v = parseInt(h.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  const c = x.map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

const dk = (h: string, t = 0.25): string => mix(h, "#14110f", t);
const lt = (h: string, t = 0.25): string => mix(h, "#ffffff", t);
const lum = (h: string): number => {
  const [r, g, b] = rgb(h);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};
/** A visible stitch/line colour on top of a fill. */
const ink = (h: string, t = 0.35): string => (lum(h) < 0.22 ? lt(h, t) : dk(h, t));

const METAL: Record<string, [string, string, string]> = {
  gold: ["#f3dc93", "#c9a13f", "#8a6a1f"],
  silver: ["#f2f4f6", "#b9bec5", "#7b8189"],
  steel: ["#f2f4f6", "#b9bec5", "#7b8189"],
  rose: ["#f4d2c4", "#cf9683", "#95604f"],
  black: ["#6a6d73", "#34363b", "#18191c"],
  wood: ["#b07a4d", "#7a4b2b", "#4a2c18"],
  two: ["#f2f4f6", "#b9bec5", "#7b8189"],
};
const metal = (k: string | undefined): [string, string, string] => METAL[k ?? "gold"] ?? METAL.gold!;

// ---------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------

function lin(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1, x1 = 0, y1 = 0): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function rad(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

/** Standard body shading: light top-left to darker bottom-right. */
const shade = (id: string, c: string, x2 = 1, y2 = 1): string =>
  lin(
    id,
    [
      [0, lt(c, lum(c) < 0.2 ? 0.16 : 0.14)],
      [0.55, c],
      [1, dk(c, lum(c) > 0.85 ? 0.12 : 0.2)],
    ],
    x2,
    y2,
  );

/** Mirror an x coordinate around the centre line. */
const m = (x: number): number => 600 - x;

interface Pic {
  defs: string;
  body: string;
  floor?: [number, number, number]; // cx, cy, rx of the floor shadow
}

function svgDoc(p: Pic): string {
  const [fx, fy, frx] = p.floor ?? [300, 680, 220];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">` +
    `<defs>${lin("bg", [
      [0, "#f8f5f0"],
      [1, "#ebe5dc"],
    ])}` +
    rad("fl", [
      [0, "#4d3f33", 0.26],
      [1, "#4d3f33", 0],
    ]) +
    `<filter id="ds" x="-15%" y="-15%" width="130%" height="130%"><feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="#3b2f25" flood-opacity=".16"/></filter>` +
    `${p.defs}</defs>` +
    `<rect width="600" height="750" fill="url(#bg)"/>` +
    `<ellipse cx="${fx}" cy="${fy}" rx="${frx}" ry="${Math.round(frx * 0.11)}" fill="url(#fl)"/>` +
    `<g filter="url(#ds)">${p.body}</g></svg>\n`
  );
}

/** Surface patterns for fabrics. Returns a <pattern> with id `id`, or "" for plain. */
function fabricPattern(id: string, p: string | undefined, c: string, a: string | undefined): string {
  const acc = a ?? ink(c, 0.45);
  const u = `id="${id}" patternUnits="userSpaceOnUse"`;
  switch (p) {
    case "stripe":
      return `<pattern ${u} width="16" height="16"><rect width="4" height="16" fill="${acc}" opacity=".75"/></pattern>`;
    case "breton":
      return `<pattern ${u} width="30" height="30"><rect y="18" width="30" height="10" fill="${acc}"/></pattern>`;
    case "check":
      return `<pattern ${u} width="48" height="48"><rect width="18" height="48" fill="${acc}" opacity=".45"/><rect width="48" height="18" fill="${acc}" opacity=".45"/><rect x="30" width="3" height="48" fill="${lt(c, 0.5)}" opacity=".5"/><rect y="30" width="48" height="3" fill="${lt(c, 0.5)}" opacity=".5"/></pattern>`;
    case "gingham":
      return `<pattern ${u} width="24" height="24"><rect width="12" height="24" fill="${acc}" opacity=".45"/><rect width="24" height="12" fill="${acc}" opacity=".45"/></pattern>`;
    case "dots":
      return `<pattern ${u} width="34" height="34"><circle cx="8" cy="8" r="4.5" fill="${acc}"/><circle cx="25" cy="25" r="4.5" fill="${acc}"/><path d="M22 6q4 3 8 0M5 23q4 3 8 0" stroke="${acc}" stroke-width="2" fill="none" opacity=".7"/></pattern>`;
    case "cord":
      return `<pattern ${u} width="9" height="10"><rect width="3" height="10" fill="${dk(c, 0.25)}" opacity=".6"/></pattern>`;
    case "denim":
    case "linen":
      return `<pattern ${u} width="7" height="7"><path d="M0 7L7 0" stroke="${lt(c, 0.35)}" stroke-width="1.2" opacity=".35"/><path d="M0 3h7" stroke="${dk(c, 0.2)}" stroke-width=".8" opacity=".25"/></pattern>`;
    case "knit":
    case "rib":
      return `<pattern ${u} width="10" height="12"><path d="M0 0l5 6l5-6M0 6l5 6l5-6" stroke="${dk(c, 0.2)}" stroke-width="1.3" fill="none" opacity=".35"/></pattern>`;
    case "waffle":
      return `<pattern ${u} width="14" height="14"><rect x="2" y="2" width="10" height="10" rx="2" fill="${dk(c, 0.18)}" opacity=".35"/></pattern>`;
    case "slub":
      return `<pattern ${u} width="40" height="9"><path d="M0 4h14M20 7h12" stroke="${lt(c, 0.3)}" stroke-width="1.4" opacity=".35"/></pattern>`;
    default:
      return "";
  }
}

// ---------------------------------------------------------------------------
// Garments (flat-lay, front view, centre line x = 300)
// ---------------------------------------------------------------------------

type Pt = [number, number];
const P = (p: Pt): string => `${Math.round(p[0] * 10) / 10} ${Math.round(p[1] * 10) / 10}`;
const mp = (p: Pt): Pt => [m(p[0]), p[1]];
/** Point moved from p towards q by distance d. */
function toward(p: Pt, q: Pt, d: number): Pt {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const l = Math.hypot(dx, dy) || 1;
  return [p[0] + (dx / l) * d, p[1] + (dy / l) * d];
}

const buttons = (ys: number[], c: string, x = 300, r = 5): string =>
  ys
    .map(
      (y) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${lt(c, 0.55)}" stroke="${dk(c, 0.35)}" stroke-width="1.2"/>`,
    )
    .join("");

/** Soft fold hints drawn over a garment. */
const folds = (c: string, paths: string[]): string =>
  `<g fill="none" stroke="${dk(c, 0.5)}" stroke-linecap="round" opacity=".09" stroke-width="9">${paths
    .map((d) => `<path d="${d}"/>`)
    .join("")}</g>`;

interface Top {
  defs: string;
  body: string;
}

/**
 * T-shirts, polos and henleys. Variant: crew, vneck, polo, henley, oversized. n=1 → full sleeves.
 */
function teeArt(id: string, c: string, v: string, pattern?: string, accent?: string, full = false): Top {
  const over = v === "oversized";
  const N: Pt = over ? [244, 128] : [248, 126];
  const S: Pt = over ? [148, 166] : [170, 150];
  const SO: Pt = full ? [90, 588] : over ? [82, 326] : [94, 266];
  const SI: Pt = full ? [146, 598] : over ? [152, 348] : [152, 302];
  const A: Pt = full ? [188, 264] : over ? [162, 304] : [188, 258];
  const H: Pt = over ? [162, 640] : [188, 642];
  const ctrl: Pt = [S[0] - 40, S[1] + 18];
  const d =
    `M${P(N)}L${P(S)}Q${P(ctrl)} ${P(SO)}L${P(SI)}L${P(A)}L${P(H)}Q300 ${H[1] + 6} ${P(mp(H))}` +
    `L${P(mp(A))}L${P(mp(SI))}L${P(mp(SO))}Q${P(mp(ctrl))} ${P(mp(S))}L${P(mp(N))}Q300 142 ${P(N)}Z`;
  const pat = fabricPattern(`${id}p`, pattern, c, accent);
  const rib = dk(c, 0.12);
  let neck = "";
  const inside = dk(c, 0.42);
  if (v === "vneck") {
    neck =
      `<path d="M${P(N)}Q300 142 ${P(mp(N))}L300 218Z" fill="${inside}"/>` +
      `<path d="M${P(N)}L300 218L${P(mp(N))}" fill="none" stroke="${rib}" stroke-width="14" stroke-linejoin="miter"/>`;
  } else if (v === "polo") {
    const tip = accent ?? rib;
    neck =
      `<path d="M${P(N)}Q300 142 ${P(mp(N))}L314 170L286 170Z" fill="${inside}"/>` +
      `<rect x="286" y="168" width="28" height="96" rx="3" fill="${c}" stroke="${ink(c)}" stroke-width="1.5"/>` +
      buttons([194, 232], c) +
      `<path d="M${P(N)}Q300 108 ${P(mp(N))}" fill="none" stroke="${dk(c, 0.06)}" stroke-width="14"/>` +
      `<path d="M298 178L250 120L218 134L256 214Z" fill="${lt(c, 0.06)}" stroke="${ink(c)}" stroke-width="1.5" stroke-linejoin="round"/>` +
      `<path d="M302 178L350 120L382 134L344 214Z" fill="${lt(c, 0.06)}" stroke="${ink(c)}" stroke-width="1.5" stroke-linejoin="round"/>` +
      (accent ? `<path d="M226 140L259 204M374 140L341 204" stroke="${tip}" stroke-width="4"/>` : "");
  } else {
    neck =
      `<path d="M${P(N)}Q300 142 ${P(mp(N))}Q300 ${over ? 200 : 194} ${P(N)}Z" fill="${inside}"/>` +
      `<path d="M${P(N)}Q300 ${over ? 200 : 194} ${P(mp(N))}" fill="none" stroke="${rib}" stroke-width="${over ? 18 : 13}"/>`;
    if (v === "henley") {
      neck +=
        `<rect x="289" y="168" width="22" height="104" rx="3" fill="${c}" stroke="${ink(c)}" stroke-width="1.5"/>` +
        buttons([188, 220, 252], c, 300, 4.5);
    }
  }
  // sleeve hem stitching or rib cuffs
  const a1 = toward(SO, S, full ? 40 : 16);
  const a2 = toward(SI, A, full ? 40 : 16);
  const cuffs = [
    [SO, SI, a2, a1],
    [mp(SO), mp(SI), mp(a2), mp(a1)],
  ]
    .map(
      (q) =>
        `<path d="M${q.map((p) => P(p as Pt)).join("L")}Z" fill="${v === "polo" || full ? rib : c}" opacity="${v === "polo" || full ? 1 : 0}"/>` +
        `<path d="M${P(q[3] as Pt)}L${P(q[2] as Pt)}" stroke="${ink(c)}" stroke-width="1.6" stroke-dasharray="5 4"/>`,
    )
    .join("");
  const seams = `<path d="M${P(S)}Q${S[0] + 12} ${(S[1] + A[1]) / 2} ${P(A)}M${P(mp(S))}Q${m(S[0] + 12)} ${(S[1] + A[1]) / 2} ${P(mp(A))}" fill="none" stroke="${dk(c, 0.3)}" stroke-width="2" opacity=".5"/>`;
  const hem = `<path d="M${H[0] + 2} ${H[1] - 16}Q300 ${H[1] - 10} ${m(H[0] + 2)} ${H[1] - 16}" fill="none" stroke="${ink(c)}" stroke-width="1.6" stroke-dasharray="5 4"/>`;
  return {
    defs: shade(`${id}g`, c) + pat + `<path id="${id}b" d="${d}"/>`,
    body:
      `<use href="#${id}b" fill="url(#${id}g)"/>` +
      (pat ? `<use href="#${id}b" fill="url(#${id}p)"/>` : "") +
      folds(c, ["M236 330Q250 450 236 600", "M372 300Q358 430 372 560", "M214 190Q250 226 262 280"]) +
      cuffs +
      seams +
      hem +
      neck,
  };
}

/** Long-sleeve shirts; short sleeves for "resort". Also used as jacket base. */
function shirtArt(
  id: string,
  c: string,
  v: string,
  pattern?: string,
  accent?: string,
  opts: { jacket?: boolean } = {},
): Top {
  const short = v === "resort";
  const jacket = !!opts.jacket;
  const sleeveL = short
    ? "M172 150Q130 158 116 206L98 318L164 336L188 262Z"
    : "M172 150Q128 158 120 204L96 556L154 564L188 262Z";
  const sleeveR = short
    ? "M428 150Q470 158 484 206L502 318L436 336L412 262Z"
    : "M428 150Q472 158 480 204L504 556L446 564L412 262Z";
  const hemPath = jacket
    ? "L188 640L412 640"
    : "L186 626Q188 662 236 664Q270 652 300 652Q330 652 364 664Q412 662 414 626";
  const body = `M248 122L172 150Q184 200 188 262${hemPath}L412 262Q416 200 428 150L352 122Q300 110 248 122Z`;
  const pat = fabricPattern(`${id}p`, pattern, c, accent);
  const cuffC = dk(c, jacket ? 0.14 : 0.04);
  const cuffs = short
    ? `<path d="M104 300L166 318M496 300L434 318" stroke="${ink(c)}" stroke-width="1.6" stroke-dasharray="5 4"/>`
    : `<path d="M96 556L154 564L151 610L92 602Z" fill="${cuffC}" stroke="${ink(c)}" stroke-width="1.5"/>` +
      `<path d="M504 556L446 564L449 610L508 602Z" fill="${cuffC}" stroke="${ink(c)}" stroke-width="1.5"/>` +
      (jacket
        ? `<path d="M106 566l-3 36M118 568l-3 36M130 569l-2 36M142 571l-2 36M494 566l3 36M482 568l3 36M470 569l2 36M458 571l2 36" stroke="${dk(c, 0.3)}" stroke-width="1.4"/>`
        : buttons([590], c, 124, 4) + buttons([590], c, 476, 4));
  let front = "";
  const inside = dk(c, 0.45);
  if (jacket) {
    const acc = accent ?? lt(c, 0.6);
    front =
      `<path d="M130 190L104 552M140 200L115 553M470 190L496 552M460 200L485 553" stroke="${acc}" stroke-width="6" fill="none"/>` +
      `<path d="M188 612L412 612L412 640L188 640Z" fill="${dk(c, 0.14)}"/>` +
      `<path d="M200 613v26M214 613v26M228 613v26M242 613v26M256 613v26M270 613v26M284 613v26M316 613v26M330 613v26M344 613v26M358 613v26M372 613v26M386 613v26M400 613v26" stroke="${dk(c, 0.3)}" stroke-width="1.3"/>` +
      `<path d="M246 124L242 92Q300 78 358 92L354 124Q300 112 246 124Z" fill="${lt(c, 0.04)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
      `<path d="M300 86V640" stroke="${dk(c, 0.45)}" stroke-width="5"/>` +
      `<path d="M300 88V638" stroke="${lt(c, 0.45)}" stroke-width="7" stroke-dasharray="2 3" opacity=".7"/>` +
      `<rect x="294" y="104" width="12" height="30" rx="4" fill="#c9ccd1" stroke="#7b8189"/>` +
      `<path d="M222 520L240 590M378 520L360 590" stroke="${dk(c, 0.4)}" stroke-width="3" stroke-linecap="round"/>`;
  } else {
    const camp = short;
    const pocket =
      v === "formal" && pattern !== "stripe"
        ? ""
        : `<path d="M330 246H384V302L357 312L330 302Z" fill="none" stroke="${ink(c)}" stroke-width="1.6"/>`;
    const bd = v === "oxford" ? buttons([196], c, 264, 3.5) + buttons([196], c, 336, 3.5) : "";
    front = camp
      ? `<path d="M250 122Q300 138 350 122L300 262Z" fill="${inside}"/>` +
        `<path d="M300 262V652" stroke="${ink(c)}" stroke-width="1.5"/>` +
        buttons([300, 370, 440, 510, 580], c) +
        `<path d="M250 122L300 262L266 222L226 204L208 198Q222 150 250 122Z" fill="${lt(c, 0.05)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
        `<path d="M350 122L300 262L334 222L374 204L392 198Q378 150 350 122Z" fill="${lt(c, 0.05)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
        (pat
          ? `<path d="M250 122L300 262L266 222L226 204L208 198Q222 150 250 122ZM350 122L300 262L334 222L374 204L392 198Q378 150 350 122Z" fill="url(#${id}p)"/>`
          : "") +
        pocket
      : `<path d="M248 122Q300 104 352 122L348 142Q300 126 252 142Z" fill="${dk(c, 0.12)}"/>` +
        `<path d="M252 142Q300 126 348 142L300 174Z" fill="${inside}"/>` +
        `<rect x="291" y="172" width="18" height="480" fill="${c}" stroke="${ink(c)}" stroke-width="1.4"/>` +
        (pat ? `<rect x="291" y="172" width="18" height="480" fill="url(#${id}p)"/>` : "") +
        buttons([206, 272, 338, 404, 470, 536, 602], c) +
        `<path d="M300 174L250 120Q234 140 240 162L260 210Z" fill="${lt(c, 0.05)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
        `<path d="M300 174L350 120Q366 140 360 162L340 210Z" fill="${lt(c, 0.05)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
        (pat
          ? `<path d="M300 174L250 120Q234 140 240 162L260 210ZM300 174L350 120Q366 140 360 162L340 210Z" fill="url(#${id}p)"/>`
          : "") +
        bd +
        pocket;
  }
  const seams = `<path d="M172 150Q184 200 188 262M428 150Q416 200 412 262" fill="none" stroke="${dk(c, 0.3)}" stroke-width="2" opacity=".55"/>`;
  const hem = jacket
    ? ""
    : `<path d="M188 614Q190 648 236 650Q270 640 300 640Q330 640 364 650Q410 648 412 614" fill="none" stroke="${ink(c)}" stroke-width="1.4" stroke-dasharray="5 4" opacity=".8"/>`;
  const sleeves = `<path id="${id}l" d="${sleeveL}"/><path id="${id}r" d="${sleeveR}"/>`;
  return {
    defs: shade(`${id}g`, c) + pat + sleeves + `<path id="${id}b" d="${body}"/>`,
    body:
      `<use href="#${id}l" fill="url(#${id}g)"/><use href="#${id}r" fill="url(#${id}g)"/>` +
      (pat ? `<use href="#${id}l" fill="url(#${id}p)"/><use href="#${id}r" fill="url(#${id}p)"/>` : "") +
      cuffs +
      `<use href="#${id}b" fill="url(#${id}g)"/>` +
      (pat ? `<use href="#${id}b" fill="url(#${id}p)"/>` : "") +
      folds(c, [
        "M236 330Q250 450 236 600",
        "M372 300Q358 430 372 560",
        ...(short ? [] : ["M150 300Q140 400 128 500"]),
      ]) +
      seams +
      hem +
      front,
  };
}

const PANT_FITS: Record<string, [number, number]> = {
  skinny: [206, 274],
  slim: [196, 276],
  straight: [184, 280],
  relaxed: [172, 284],
  wide: [150, 290],
  formal: [190, 278],
  pleated: [180, 282],
  linen: [174, 284],
  jogger: [202, 276],
  track: [190, 280],
  cargo: [178, 284],
  cwide: [156, 290],
};

/** Jeans, chinos, trousers, joggers, trackpants. */
function pantsArt(id: string, c: string, v: string, pattern?: string, accent?: string): Top {
  const [ho, hi] = PANT_FITS[v] ?? PANT_FITS.slim!;
  const Y = 668;
  const denim = pattern === "denim";
  const elastic = v === "jogger" || v === "track" || v === "cargo" || v === "linen" || v === "cwide";
  const d = `M192 150L408 150Q418 220 420 300L${m(ho)} ${Y}L${m(hi)} ${Y}L303 330L297 330L${hi} ${Y}L${ho} ${Y}L180 300Q182 220 192 150Z`;
  const grad = lin(
    `${id}g`,
    [
      [0, dk(c, 0.2)],
      [0.2, lt(c, 0.1)],
      [0.42, c],
      [0.5, dk(c, 0.16)],
      [0.58, c],
      [0.8, lt(c, 0.1)],
      [1, dk(c, 0.2)],
    ],
    1,
    0,
  );
  const pat = fabricPattern(
    `${id}p`,
    denim ? "denim" : pattern === "dots" || pattern === "stripe" ? pattern : undefined,
    c,
    accent,
  );
  const st = denim ? "#d9a441" : ink(c, 0.3);
  const stitch = `stroke="${st}" stroke-width="${denim ? 2 : 1.5}" stroke-dasharray="${denim ? "5 3" : "4 4"}" fill="none"`;
  let parts = "";
  // fades for denim
  if (denim) {
    parts +=
      `<ellipse cx="236" cy="340" rx="40" ry="150" fill="url(#${id}f)"/><ellipse cx="364" cy="340" rx="40" ry="150" fill="url(#${id}f)"/>` +
      `<path d="M262 300l24 8M258 316l26 6M264 286l20 10M338 300l-24 8M342 316l-26 6M336 286l-20 10" stroke="${lt(c, 0.5)}" stroke-width="3" stroke-linecap="round" opacity=".35"/>`;
  }
  // waistband
  const wb = `<path d="M190 116H410V152H190Z" fill="${dk(c, elastic ? 0.1 : 0.06)}" stroke="${ink(c)}" stroke-width="1.4"/>`;
  parts += wb;
  if (elastic) {
    const g: string[] = [];
    for (let x = 198; x <= 402; x += 10) g.push(`M${x} 118v32`);
    parts += `<path d="${g.join("")}" stroke="${dk(c, 0.3)}" stroke-width="1.3"/>`;
    parts += `<path d="M292 136Q284 180 284 214M308 136Q318 180 318 216" stroke="${accent ?? lt(c, 0.6)}" stroke-width="4" fill="none" stroke-linecap="round"/><rect x="280" y="210" width="8" height="14" rx="2" fill="${dk(c, 0.4)}"/><rect x="314" y="212" width="8" height="14" rx="2" fill="${dk(c, 0.4)}"/>`;
  } else {
    parts += `<path d="M190 146H410" ${stitch}/>`;
    for (const x of [206, 262, 338, 394]) {
      parts += `<rect x="${x - 5}" y="110" width="10" height="46" rx="2" fill="${dk(c, 0.04)}" stroke="${ink(c)}" stroke-width="1.2"/>`;
    }
    parts += denim
      ? `<circle cx="300" cy="134" r="9" fill="#b8894f" stroke="#6d4327" stroke-width="2"/>`
      : `<rect x="292" y="128" width="16" height="10" rx="2" fill="${dk(c, 0.35)}"/>`;
    parts += `<path d="M318 154V284Q318 302 300 308" ${stitch}/><path d="M300 152V312" stroke="${dk(c, 0.3)}" stroke-width="1.6"/>`;
  }
  // pockets
  if (denim) {
    parts += `<path d="M214 152Q224 206 182 224M386 152Q376 206 418 224" stroke="${dk(c, 0.35)}" stroke-width="2" fill="none"/><path d="M206 152Q216 200 181 214M394 152Q384 200 419 214" ${stitch}/>`;
  } else if (v === "cwide") {
    parts += "";
  } else {
    parts += `<path d="M224 154L186 246M376 154L414 246" stroke="${dk(c, 0.35)}" stroke-width="2" fill="none"/>`;
  }
  if (v === "formal" || v === "pleated" || v === "linen") {
    const mid = (ho + hi) / 2;
    parts += `<path d="M238 156L${mid} ${Y}M362 156L${m(mid)} ${Y}" stroke="${dk(c, 0.3)}" stroke-width="2" opacity=".6"/>`;
  }
  if (v === "pleated") {
    parts += `<path d="M258 152L252 226M274 152L270 204M342 152L348 226M326 152L330 204" stroke="${dk(c, 0.35)}" stroke-width="2"/>`;
  }
  if (v === "track" && accent) {
    parts += `<path d="M186 156Q182 230 181 300L${ho + 7} ${Y}M414 156Q418 230 419 300L${m(ho + 7)} ${Y}" stroke="${accent}" stroke-width="10" fill="none"/>`;
  }
  if (v === "cargo") {
    parts +=
      `<path d="M182 390H236V470Q236 478 228 478H190Q182 478 182 470Z" fill="${dk(c, 0.06)}" stroke="${ink(c)}" stroke-width="1.5"/><path d="M180 378H238V404H180Z" fill="${dk(c, 0.1)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
      `<path d="M418 390H364V470Q364 478 372 478H410Q418 478 418 470Z" fill="${dk(c, 0.06)}" stroke="${ink(c)}" stroke-width="1.5"/><path d="M420 378H362V404H420Z" fill="${dk(c, 0.1)}" stroke="${ink(c)}" stroke-width="1.5"/>`;
  }
  if (v === "jogger") {
    parts += `<path d="M${ho + 1} ${Y - 40}L${hi - 1} ${Y - 40}L${hi} ${Y}L${ho} ${Y}Z" fill="${dk(c, 0.12)}"/><path d="M${m(ho + 1)} ${Y - 40}L${m(hi - 1)} ${Y - 40}L${m(hi)} ${Y}L${m(ho)} ${Y}Z" fill="${dk(c, 0.12)}"/>`;
    const rb: string[] = [];
    for (let x = ho + 8; x < hi - 2; x += 9) rb.push(`M${x} ${Y - 38}v36M${m(x)} ${Y - 38}v36`);
    parts += `<path d="${rb.join("")}" stroke="${dk(c, 0.3)}" stroke-width="1.2"/>`;
  } else {
    parts += `<path d="M${ho + 1} ${Y - 14}H${hi - 1}M${m(ho + 1)} ${Y - 14}H${m(hi - 1)}" ${stitch}/>`;
  }
  const fade = denim
    ? rad(`${id}f`, [
        [0, "#ffffff", 0.3],
        [1, "#ffffff", 0],
      ])
    : "";
  return {
    defs: grad + pat + fade + `<path id="${id}b" d="${d}"/>`,
    body:
      `<use href="#${id}b" fill="url(#${id}g)"/>` +
      (pat ? `<use href="#${id}b" fill="url(#${id}p)"/>` : "") +
      folds(c, [
        `M${ho + 30} 420Q${ho + 40} 520 ${ho + 28} 640`,
        `M${m(ho + 30)} 420Q${m(ho + 40)} 520 ${m(ho + 28)} 640`,
      ]) +
      parts,
  };
}

function garmentPic(a: Art): Pic {
  const c = a.c;
  switch (a.t) {
    case "tee": {
      const t = teeArt("t", c, a.v ?? "crew", a.p, a.a, a.n === 1);
      return { defs: t.defs, body: t.body, floor: [300, 700, 0] };
    }
    case "shirt": {
      const p = a.p ?? (a.v === "linen" ? "slub" : a.v === "oxford" ? "linen" : undefined);
      const t = shirtArt("s", c, a.v ?? "formal", p, a.a);
      return { defs: t.defs, body: t.body, floor: [300, 700, 0] };
    }
    case "pants": {
      const t = pantsArt("p", c, a.v ?? "slim", a.p, a.a);
      return { defs: t.defs, body: `<g transform="translate(0 -14)">${t.body}</g>`, floor: [300, 700, 0] };
    }
    case "track": {
      const top = shirtArt("j", c, "formal", undefined, a.a, { jacket: true });
      const bot = pantsArt("q", c, "track", undefined, a.a);
      return {
        defs: top.defs + bot.defs,
        body:
          `<g transform="translate(90 252) scale(.7)">${bot.body}</g>` +
          `<g transform="translate(96 -24) scale(.68)">${top.body}</g>`,
        floor: [300, 700, 0],
      };
    }
    default: {
      // co-ord set
      const knit = a.p === "rib" || a.p === "knit";
      const top = knit && a.v === "w" ? teeArt("k", c, "crew", a.p, undefined) : shirtArt("k", c, "resort", a.p, a.a);
      const bot = pantsArt(
        "q",
        c,
        a.v === "w" ? "cwide" : "linen",
        a.p === "rib" || a.p === "knit" ? undefined : a.p,
        a.a,
      );
      return {
        defs: top.defs + bot.defs,
        body:
          `<g transform="translate(90 252) scale(.7)">${bot.body}</g>` +
          `<g transform="translate(96 -24) scale(.68)">${top.body}</g>`,
        floor: [300, 700, 0],
      };
    }
  }
}

// ---------------------------------------------------------------------------
// Footwear. Side views: toe to the right, ground at y = 520, drawn as a staggered pair.
// ---------------------------------------------------------------------------

interface Side {
  defs: string;
  shoe: string;
  top: number; // highest point of the shoe in local coordinates
}

/** Shared leather-shoe base: feather line, sole with toe spring and a stacked heel (ground y = 520). */
const FEATHER = "C540 498 512 506 470 506C430 506 380 502 300 500Z";

function leatherSole(soleC: string, lug = false): string {
  if (lug) {
    const t: string[] = [];
    for (let x = 100; x < 500; x += 24) t.push(`M${x} 524v-9h12v9`);
    return (
      `<path d="M86 490L300 494C380 496 430 500 470 500C512 500 540 492 552 478Q568 490 560 506C542 524 510 526 470 526H96Q84 526 84 510Z" fill="${soleC}"/>` +
      `<path d="${t.join("")}" fill="#0e0e10"/>`
    );
  }
  return (
    `<path d="M176 496L300 500C380 502 430 506 470 506C512 506 540 498 552 484Q562 490 557 500C540 516 510 520 470 520L300 518L176 512Z" fill="${soleC}"/>` +
    `<path d="M88 492H182V520H96Q88 520 88 512Z" fill="${soleC}"/>` +
    `<path d="M90 503H180M90 511H180" stroke="${lt(soleC, 0.22)}" stroke-width="1.3"/>` +
    `<path d="M178 502L300 506C380 508 430 511 470 511C508 511 534 504 548 494" fill="none" stroke="${lt(soleC, 0.35)}" stroke-width="1.4" stroke-dasharray="3 3"/>`
  );
}

function loaferSide(a: Art): Side {
  const c = a.c;
  const v = a.v ?? "penny";
  const driving = v === "driving";
  const soleC = driving ? dk(c, 0.45) : lum(c) < 0.2 ? "#1a1a1c" : "#3a2a20";
  const upper = `M90 496C80 456 84 420 98 394Q104 384 116 385C168 396 226 410 282 410C340 390 440 392 500 420C536 436 556 460 552 484${FEATHER}`;
  let s = "";
  if (driving) {
    s += `<path d="M90 496L300 500C380 502 430 506 470 506C512 506 540 498 552 484Q562 490 557 500C540 514 510 516 470 516H100Q88 514 88 504Z" fill="${soleC}"/>`;
    const nubs: string[] = [];
    for (let x = 110; x <= 500; x += 26)
      nubs.push(`<circle cx="${x}" cy="${x > 470 ? 516 - (x - 470) * 0.3 : 516}" r="7"/>`);
    s += `<g fill="${soleC}">${nubs.join("")}<circle cx="92" cy="480" r="8"/><circle cx="88" cy="456" r="7"/><circle cx="90" cy="432" r="6"/></g>`;
  } else {
    s += leatherSole(soleC);
  }
  s += `<path d="${upper}" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.5"/>`;
  if (a.p === "croc") s += `<path d="${upper}" fill="url(#uc)"/>`;
  s += `<path d="M116 385C168 396 226 410 282 410C226 402 168 390 122 377Q114 379 116 385Z" fill="${mix(c, "#d8c2a0", 0.6)}" stroke="${dk(c, 0.3)}"/>`;
  s += `<path d="M98 394Q104 384 116 385C168 396 226 410 282 410" fill="none" stroke="${dk(c, 0.3)}" stroke-width="3"/>`;
  // apron / moc seam
  s += `<path d="M284 418C336 404 430 408 486 434C512 446 532 462 540 478" fill="none" stroke="${dk(c, 0.3)}" stroke-width="2.5"/>`;
  s += `<path d="M286 425C336 412 428 416 482 441C506 452 524 466 532 480" fill="none" stroke="${lt(c, 0.35)}" stroke-width="1.6" stroke-dasharray="4 3"/>`;
  s += `<path d="M148 392C150 430 148 466 150 494" fill="none" stroke="${dk(c, 0.25)}" stroke-width="1.6"/>`;
  if (v === "penny") {
    s += `<path d="M262 416C300 406 344 400 380 400L388 434C350 434 306 442 270 450Z" fill="${lt(c, 0.06)}" stroke="${dk(c, 0.35)}" stroke-width="1.5"/>`;
    s += `<path d="M308 429Q328 419 350 423" stroke="${dk(c, 0.55)}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
    s += `<path d="M266 444C304 436 344 430 382 428" stroke="${lt(c, 0.3)}" stroke-width="1.3" stroke-dasharray="3 3" fill="none"/>`;
  } else if (v === "tassel") {
    s += `<path d="M116 389C168 400 226 414 306 413" fill="none" stroke="${dk(c, 0.4)}" stroke-width="4"/>`;
    s += `<g fill="${dk(c, 0.18)}" stroke="${dk(c, 0.45)}" stroke-width="1.2"><path d="M306 421L296 467Q310 475 322 465L318 421Z"/><path d="M326 417L322 463Q336 471 346 459L338 417Z"/><circle cx="312" cy="417" r="7"/><circle cx="332" cy="413" r="7"/></g>`;
    s += `<path d="M302 437l-3 24M310 437v26M316 437l2 24M328 433l-2 24M334 433v24M340 433l2 22" stroke="${dk(c, 0.45)}" stroke-width="1"/>`;
  } else if (v === "horsebit") {
    const [hl, hm, hd] = metal("gold");
    s += `<path d="M292 417C322 407 354 403 386 405" stroke="${hd}" stroke-width="9" stroke-linecap="round" fill="none"/><path d="M292 415C322 405 354 401 386 403" stroke="${hm}" stroke-width="5" stroke-linecap="round" fill="none"/>`;
    s += `<circle cx="284" cy="423" r="12" fill="none" stroke="${hm}" stroke-width="6"/><circle cx="394" cy="411" r="12" fill="none" stroke="${hm}" stroke-width="6"/><path d="M276 415a12 12 0 0 1 12-4M386 403a12 12 0 0 1 12-4" stroke="${hl}" stroke-width="2" fill="none"/>`;
  } else {
    s += `<path d="M282 414C300 402 320 398 336 400" stroke="${dk(c, 0.4)}" stroke-width="3" fill="none"/><ellipse cx="318" cy="408" rx="8" ry="5" fill="${dk(c, 0.3)}"/><path d="M318 412l-8 22M320 412l6 22" stroke="${dk(c, 0.4)}" stroke-width="2.5" stroke-linecap="round"/>`;
  }
  s += `<path d="M340 404C410 402 466 418 506 440" stroke="#fff" stroke-width="${a.p === "patent" ? 7 : 5}" stroke-linecap="round" opacity="${a.p === "patent" ? 0.5 : a.p === "suede" ? 0.08 : 0.2}" fill="none"/>`;
  const suede = a.p === "suede";
  const defs =
    lin(
      "ug",
      [
        [0, lt(c, suede ? 0.1 : 0.22)],
        [0.6, c],
        [1, dk(c, suede ? 0.12 : 0.25)],
      ],
      0,
      1,
    ) +
    (a.p === "croc"
      ? `<pattern id="uc" patternUnits="userSpaceOnUse" width="18" height="14"><rect x="1" y="1" width="16" height="12" rx="4" fill="none" stroke="${dk(c, 0.35)}" stroke-width="1.2" opacity=".6"/></pattern>`
      : "");
  return { defs, shoe: s, top: 384 };
}

function formalSide(a: Art): Side {
  const c = a.c;
  const boot = a.t === "boot";
  const lug = a.p === "lug";
  const soleC = lum(c) < 0.2 ? "#17171a" : "#2f221a";
  let s = leatherSole(soleC, lug);
  const foot = lug ? "C540 492 512 500 470 500C430 500 380 496 300 494Z" : FEATHER;
  const base = lug ? 490 : 496;
  if (boot) {
    const up = `M90 ${base}C82 430 92 330 104 258L118 250H262L268 258C266 330 276 382 306 406C380 414 460 424 510 446C540 460 556 470 552 484${foot}`;
    s += `<path d="${up}" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.5"/>`;
    const gc = lum(c) < 0.2 ? "#3f4045" : dk(c, 0.5);
    s += `<path d="M150 254H226C218 320 206 360 188 396C170 360 158 320 150 254Z" fill="${gc}" stroke="${dk(c, 0.4)}" stroke-width="1.5"/>`;
    const r: string[] = [];
    for (let x = 158; x <= 218; x += 8) r.push(`M${x} 258L${188 + (x - 188) * 0.25} 386`);
    s += `<path d="${r.join("")}" stroke="${lt(gc, 0.18)}" stroke-width="1.3"/>`;
    s += `<path d="M98 262Q92 218 112 214Q128 216 124 256" fill="none" stroke="${dk(c, 0.25)}" stroke-width="9" stroke-linecap="round"/>`;
    s += `<path d="M118 252H262" stroke="${dk(c, 0.3)}" stroke-width="4"/><path d="M98 440C150 446 190 470 216 ${base + 2}" fill="none" stroke="${dk(c, 0.3)}" stroke-width="1.8"/>`;
    s += `<path d="M312 416C390 422 466 436 512 460" stroke="${lt(c, 0.5)}" stroke-width="5" stroke-linecap="round" opacity=".25" fill="none"/>`;
    return {
      defs: lin(
        "ug",
        [
          [0, lt(c, 0.2)],
          [0.6, c],
          [1, dk(c, 0.25)],
        ],
        0,
        1,
      ),
      shoe: s,
      top: 214,
    };
  }
  const v = a.v ?? "derby";
  const up = `M90 ${base}C82 456 86 416 100 388Q108 380 120 382C170 394 212 404 244 404L258 398C300 392 400 398 472 420C528 436 558 460 552 484${foot}`;
  s += `<path d="M244 404Q250 380 272 378L290 394Z" fill="${dk(c, 0.2)}"/>`;
  s += `<path d="${up}" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.5"/>`;
  s += `<path d="M100 388Q108 380 120 382C170 394 212 404 244 404" fill="none" stroke="${dk(c, 0.35)}" stroke-width="3"/>`;
  if (v === "derby") {
    s += `<path d="M246 404C262 420 266 448 252 470C240 488 218 496 196 499" fill="none" stroke="${dk(c, 0.35)}" stroke-width="2"/>`;
  } else {
    s += `<path d="M250 406C272 430 290 436 320 436" fill="none" stroke="${dk(c, 0.35)}" stroke-width="2"/>`;
  }
  s += `<path d="M110 420C150 424 196 446 220 498" fill="none" stroke="${dk(c, 0.3)}" stroke-width="1.6"/>`;
  if (a.p === "cap" || a.p === "brogue") {
    s += `<path d="M452 416Q478 452 470 505" fill="none" stroke="${dk(c, 0.35)}" stroke-width="2"/>`;
  }
  if (a.p === "brogue") {
    const dots: string[] = [];
    for (let i = 0; i < 9; i++) {
      const t = i / 8;
      dots.push(
        `<circle cx="${(444 + 20 * t + 12 * Math.sin(Math.PI * t)).toFixed(1)}" cy="${(420 + 80 * t).toFixed(1)}" r="2.2"/>`,
      );
    }
    for (let i = 0; i < 7; i++) dots.push(`<circle cx="${126 + i * 14}" cy="${428 + i * 9 + i * i}" r="2.2"/>`);
    s += `<g fill="${dk(c, 0.5)}">${dots.join("")}</g>`;
  }
  const laceC = lum(c) < 0.2 ? "#55565c" : dk(c, 0.55);
  const l: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 262 + i * 18;
    l.push(`M${x - 6} ${402 - i}L${x + 10} ${395 - i}`);
  }
  s += `<path d="${l.join("")}" stroke="${laceC}" stroke-width="4" stroke-linecap="round"/>`;
  s += `<path d="M300 388q-18-20-28-4q10 10 28 4q10-22 26-8q-10 14-26 8l-8 22M300 388l14 20" fill="none" stroke="${laceC}" stroke-width="3" stroke-linecap="round"/>`;
  s += `<path d="M330 404C400 404 466 420 510 446" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="${a.p === "patent" ? 0.5 : 0.22}" fill="none"/>`;
  return {
    defs: lin(
      "ug",
      [
        [0, lt(c, 0.22)],
        [0.6, c],
        [1, dk(c, 0.25)],
      ],
      0,
      1,
    ),
    shoe: s,
    top: 378,
  };
}

function sneakerSide(a: Art): Side {
  const c = a.c;
  const v = a.v ?? "sneaker";
  const high = v.endsWith("-high");
  const kind = v.replace("-high", "");
  const canvas = kind === "canvas";
  const acc = a.a ?? "#f4f4f1";
  const light = lum(c) > 0.75;
  const soleC = canvas ? "#f3f1ea" : "#f4f3ef";
  const laceC = light ? "#e9e7e1" : lum(c) < 0.2 ? "#f4f4f1" : lt(c, 0.7);
  const lift = kind === "running" || a.p === "chunky" ? 18 : kind === "sports" ? 8 : 0;
  const y = (n: number): number => n - lift;
  let s = "";
  let up: string;
  let heelOverlay = "";
  let toeCap: string;
  if (canvas) {
    s += `<path d="M84 474L540 474Q558 478 558 492Q556 514 530 518H100Q84 516 82 498Z" fill="url(#sg)" stroke="#c9c6bd" stroke-width="1.2"/>`;
    s += `<path d="M86 490H556" stroke="${acc === "#f4f4f1" ? "#1f2b48" : acc}" stroke-width="4"/><path d="M90 510H546" stroke="#bdb8ad" stroke-width="2"/>`;
    up = high
      ? "M92 476C78 400 84 300 100 252Q140 244 180 250Q196 300 214 350L240 360C300 392 380 420 440 432C500 440 546 452 558 474Z"
      : "M92 476C82 436 86 396 100 370Q112 356 130 358Q176 362 216 376L240 374C300 398 380 422 440 432C500 440 546 452 558 474Z";
    toeCap = `<path d="M476 438C520 444 552 456 558 474H478C474 462 472 450 476 438Z" fill="#f3f1ea" stroke="#c9c6bd"/><path d="M488 442v30M500 444v29M512 447v26M524 450v23" stroke="#d4d0c6" stroke-width="1.5"/>`;
  } else {
    s += `<path d="M84 ${y(452)}L300 ${y(458)}C380 ${y(461)} 440 ${y(464)} 480 ${y(462)}C520 ${y(460)} 546 ${y(452)} 558 ${y(440)}C566 456 560 480 540 494C512 512 470 518 430 518H118Q86 518 80 496Q76 ${y(470)} 84 ${y(452)}Z" fill="url(#sg)" stroke="#cfccc4" stroke-width="1.2"/>`;
    s += `<path d="M92 510Q100 517 118 517H430C470 517 510 511 538 496" fill="none" stroke="${light ? "#cfcac0" : "#3b3c40"}" stroke-width="6" stroke-linecap="round"/>`;
    if (kind === "running" || kind === "sports") {
      s += `<path d="M104 ${y(478)}C200 ${y(462)} 300 ${y(494)} 400 ${y(478)}C450 ${y(470)} 500 ${y(472)} 548 ${y(466)}" stroke="${acc}" stroke-width="5" fill="none" opacity=".9"/>`;
    } else {
      s += `<path d="M90 ${y(464)}L300 ${y(470)}C380 ${y(473)} 440 ${y(476)} 480 ${y(474)}C516 ${y(472)} 540 ${y(466)} 552 ${y(456)}" fill="none" stroke="#bdb8ad" stroke-width="1.5" stroke-dasharray="4 3"/>`;
    }
    const back = high
      ? `M92 ${y(454)}C78 400 84 300 100 252Q140 244 180 250Q196 300 214 352L242 ${y(360)}`
      : `M92 ${y(454)}C80 ${y(420)} 82 ${y(380)} 98 ${y(354)}Q104 ${y(340)} 122 ${y(340)}Q150 ${y(342)} 168 ${y(360)}Q196 ${y(376)} 226 ${y(362)}L242 ${y(360)}`;
    up = `${back}C300 ${y(382)} 360 ${y(400)} 420 ${y(408)}C488 ${y(412)} 540 ${y(420)} 556 ${y(442)}C552 ${y(454)} 524 ${y(460)} 480 ${y(462)}C440 ${y(464)} 380 ${y(461)} 300 ${y(458)}Z`;
    heelOverlay = high
      ? `<path d="M92 ${y(454)}C78 400 84 300 100 252Q110 250 122 250C126 340 140 420 176 ${y(456)}Z" fill="${kind === "sneaker" && !a.p ? dk(c, 0.12) : acc}" opacity=".9"/>`
      : `<path d="M92 ${y(454)}C80 ${y(420)} 82 ${y(380)} 98 ${y(354)}Q104 ${y(342)} 118 ${y(341)}C126 ${y(380)} 140 ${y(424)} 176 ${y(456)}Z" fill="${kind === "sneaker" && !a.p ? dk(c, 0.12) : acc}" opacity=".9"/>`;
    toeCap = `<path d="M464 ${y(410)}C512 ${y(414)} 546 ${y(424)} 556 ${y(442)}C552 ${y(454)} 524 ${y(460)} 480 ${y(462)}C462 ${y(448)} 456 ${y(428)} 464 ${y(410)}Z" fill="${lt(c, 0.12)}" stroke="${dk(c, 0.25)}" stroke-width="1.2"/>`;
  }
  // tongue
  s += high
    ? `<path d="M176 ${canvas ? 256 : 254}Q178 228 200 226Q220 228 222 250L232 356Z" fill="${dk(c, 0.15)}"/>`
    : canvas
      ? `<path d="M210 380Q206 340 232 336Q254 334 260 350L268 384Z" fill="${dk(c, 0.12)}" stroke="${dk(c, 0.3)}"/>`
      : `<path d="M220 ${y(366)}Q214 ${y(320)} 242 ${y(314)}Q266 ${y(312)} 272 ${y(332)}L280 ${y(372)}Z" fill="${dk(c, 0.12)}" stroke="${dk(c, 0.3)}"/>`;
  s += `<path d="${up}" fill="url(#ug)" stroke="${dk(c, 0.3)}" stroke-width="1.5"/>`;
  if (kind === "running" || kind === "sports") s += `<path d="${up}" fill="url(#um)"/>`;
  s += heelOverlay + toeCap;
  if (!canvas) {
    s += `<path d="M190 ${y(446)}C250 ${y(418)} 330 ${y(404)} 410 ${y(424)}C340 ${y(424)} 270 ${y(438)} 226 ${y(458)}L196 ${y(457)}Z" fill="${acc}"/>`;
    if (a.p === "suede")
      s += `<path d="M300 ${y(458)}C300 ${y(430)} 330 ${y(404)} 380 ${y(410)}L440 ${y(418)}C460 ${y(424)} 466 ${y(440)} 470 ${y(462)}Z" fill="${dk(c, 0.12)}" opacity=".8"/>`;
    if (!high)
      s += `<path d="M98 ${y(354)}Q104 ${y(340)} 122 ${y(340)}Q150 ${y(342)} 168 ${y(360)}Q196 ${y(376)} 226 ${y(362)}" fill="none" stroke="${dk(c, 0.2)}" stroke-width="7" stroke-linecap="round"/>`;
    if (kind === "running")
      s += `<path d="M100 ${y(352)}Q92 ${y(318)} 114 ${y(314)}L124 ${y(338)}" fill="none" stroke="${acc}" stroke-width="6" stroke-linecap="round"/>`;
  } else {
    s += `<path d="M150 ${high ? 256 : 364}C148 410 156 446 172 476" fill="none" stroke="${dk(c, 0.3)}" stroke-width="1.6" stroke-dasharray="4 3"/>`;
  }
  const st: Pt = high ? [196, 268] : canvas ? [238, 380] : [244, y(366)];
  const en: Pt = canvas ? [420, 430] : [420, y(410)];
  const n = high ? 8 : 5;
  s += `<path d="M${st[0] - 10} ${st[1] + 2}L${en[0]} ${en[1] - 6}L${en[0] - 6} ${en[1] + 12}L${st[0] - 8} ${st[1] + 22}Z" fill="${dk(c, 0.1)}" stroke="${dk(c, 0.3)}" stroke-width="1.2"/>`;
  const l: string[] = [];
  const e: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = st[0] + (en[0] - st[0]) * t;
    const yy = st[1] + (en[1] - st[1]) * t;
    l.push(`M${(x - 9).toFixed(1)} ${(yy - 6).toFixed(1)}L${(x + 13).toFixed(1)} ${(yy + 6).toFixed(1)}`);
    e.push(`<circle cx="${(x + 2).toFixed(1)}" cy="${(yy + 12).toFixed(1)}" r="3"/>`);
  }
  s += `<g fill="${canvas ? "#c4c8cd" : dk(c, 0.4)}">${e.join("")}</g>`;
  s += `<path d="${l.join("")}" stroke="${laceC}" stroke-width="5" stroke-linecap="round"/>`;
  const defs =
    lin(
      "ug",
      [
        [0, lt(c, 0.2)],
        [0.65, c],
        [1, dk(c, 0.22)],
      ],
      0,
      1,
    ) +
    lin(
      "sg",
      [
        [0, soleC],
        [1, "#d9d5cb"],
      ],
      0,
      1,
    ) +
    (kind === "running" || kind === "sports"
      ? `<pattern id="um" patternUnits="userSpaceOnUse" width="8" height="8"><circle cx="4" cy="4" r="1.6" fill="${dk(c, 0.4)}" opacity=".35"/></pattern>`
      : "");
  return { defs, shoe: s, top: high ? 226 : canvas ? 336 : y(312) };
}

function heelSide(a: Art): Side {
  const c = a.c;
  const emb = a.v === "emb";
  const soleC = lum(c) < 0.2 ? "#2a2a2d" : dk(c, 0.3);
  let s = "";
  s += `<path d="M100 418L176 432L170 520H112Z" fill="url(#hg)" stroke="${dk(c, 0.4)}" stroke-width="1.2"/>`;
  s += `<path d="M92 404C200 420 300 492 386 504H534Q552 506 550 514Q548 520 534 520H384C300 510 200 440 100 420Q90 414 92 404Z" fill="${soleC}"/>`;
  s += `<path d="M92 404C200 420 300 492 386 504H534V509H384C300 498 200 426 96 410Z" fill="#e2cfb2"/>`;
  s += `<path d="M96 406C92 370 100 340 110 318L138 322C130 350 132 380 148 414Z" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.2"/>`;
  s += `<ellipse cx="158" cy="316" rx="52" ry="15" fill="none" stroke="${dk(c, 0.3)}" stroke-width="15"/><ellipse cx="158" cy="316" rx="52" ry="15" fill="none" stroke="url(#ug)" stroke-width="11"/>`;
  s += `<rect x="202" y="306" width="14" height="18" rx="2" fill="none" stroke="#c9a13f" stroke-width="3"/>`;
  s += `<path d="M300 490C310 440 346 420 374 428L380 446C356 442 330 458 320 496Z" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.2"/>`;
  s += `<path d="M380 504C384 452 430 428 482 436C518 442 540 476 536 504Z" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.2"/>`;
  if (emb) {
    const cols = [a.a ?? "#c9a13f", "#c9a13f", "#f4f4f1"];
    const d: string[] = [];
    for (let i = 0; i < 9; i++) {
      const t = i / 8;
      const x = 396 + t * 128;
      const y = 478 - Math.sin(Math.PI * t) * 30;
      d.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 2 ? 3 : 5}" fill="${at(cols, i)}"/>`);
    }
    s +=
      d.join("") +
      `<path d="M404 466Q460 436 522 470" fill="none" stroke="#c9a13f" stroke-width="2" stroke-dasharray="2 4"/>`;
  } else {
    s += `<path d="M396 470Q460 442 526 480" fill="none" stroke="${lt(c, 0.4)}" stroke-width="2" stroke-dasharray="3 3"/>`;
  }
  return {
    defs:
      lin(
        "ug",
        [
          [0, lt(c, 0.25)],
          [0.6, c],
          [1, dk(c, 0.25)],
        ],
        0,
        1,
      ) +
      lin(
        "hg",
        [
          [0, dk(c, 0.1)],
          [1, dk(c, 0.35)],
        ],
        1,
        0,
      ),
    shoe: s,
    top: 300,
  };
}

function sidePair(side: Side): Pic {
  const h = 520 - side.top;
  const fs = 1.04; // front scale
  const rs = 0.95; // rear scale
  const dy = Math.min(175, Math.max(86, 0.56 * h * fs));
  const span = dy + h * rs;
  const ground = Math.round(Math.min(640, 392 + span / 2));
  const rearGround = ground - dy;
  const ftx = 18 - 82 * fs;
  const rtx = 586 - 552 * rs;
  return {
    defs:
      side.defs +
      `<filter id="dim"><feColorMatrix type="matrix" values=".82 0 0 0 0 0 .82 0 0 0 0 0 .82 0 0 0 0 0 1 0"/></filter>` +
      `<g id="sh">${side.shoe}</g>`,
    body:
      `<ellipse cx="${Math.round(rtx + 317 * rs)}" cy="${Math.round(rearGround + 2)}" rx="230" ry="20" fill="url(#fl)"/>` +
      `<use href="#sh" transform="translate(${rtx.toFixed(1)} ${(rearGround - 520 * rs).toFixed(1)}) scale(${rs})" filter="url(#dim)"/>` +
      `<use href="#sh" transform="translate(${ftx.toFixed(1)} ${(ground - 520 * fs).toFixed(1)}) scale(${fs})"/>`,
    floor: [Math.round(ftx + 317 * fs), ground + 2, 260],
  };
}

// ---------------------------------------------------------------------------
// Footwear, top views of a pair (flip-flops, sliders, kolhapuri, jutti, flat sandals)
// ---------------------------------------------------------------------------

const FOOT =
  "M-14 -252C36 -254 78 -220 82 -158C86 -100 72 -40 68 20C64 90 74 150 66 200C58 238 34 254 4 254C-28 254 -54 240 -60 204C-66 168 -52 120 -50 60C-48 10 -70 -40 -74 -110C-78 -190 -58 -250 -14 -252Z";
const POINTED =
  "M-6 -268C26 -236 76 -196 80 -124C82 -60 70 0 66 60C62 130 74 180 64 214C54 244 30 256 2 256C-26 256 -52 244 -60 212C-68 176 -56 130 -58 60C-60 0 -80 -60 -78 -124C-76 -196 -36 -236 -6 -268Z";

function topPair(a: Art): Pic {
  const c = a.c;
  const t = a.t;
  const acc = a.a ?? "#26272b";
  let defs = `<path id="f" d="${t === "jutti" ? POINTED : FOOT}"/>`;
  let one = "";
  if (t === "flip" || t === "slide") {
    const bed = t === "flip" ? c : acc;
    const strap = t === "flip" ? acc : c;
    const same = Math.abs(lum(bed) - lum(strap)) < 0.08;
    const strapC = same ? (lum(strap) < 0.3 ? lt(strap, 0.22) : dk(strap, 0.22)) : strap;
    defs +=
      lin(
        "fb",
        [
          [0, lt(bed, 0.12)],
          [1, dk(bed, 0.12)],
        ],
        0,
        1,
      ) +
      lin(
        "fs",
        [
          [0, lt(strapC, 0.2)],
          [1, dk(strapC, 0.15)],
        ],
        0,
        1,
      );
    defs += `<pattern id="tx" patternUnits="userSpaceOnUse" width="12" height="12"><circle cx="6" cy="6" r="1.6" fill="${dk(bed, 0.3)}" opacity=".5"/></pattern>`;
    one += `<use href="#f" transform="translate(0 12)" fill="${dk(bed, lum(bed) < 0.2 ? 0 : 0.35)}" stroke="${lum(bed) < 0.2 ? "#55565c" : "none"}"/><use href="#f" fill="url(#fb)" stroke="${dk(bed, 0.3)}" stroke-width="2"/><use href="#f" fill="url(#tx)" transform="scale(.9)"/>`;
    if (t === "flip") {
      one += `<path d="M-28 -168Q-58 -112 -62 -28M-28 -168Q30 -122 68 -30" fill="none" stroke="${dk(strapC, 0.35)}" stroke-width="26" stroke-linecap="round"/>`;
      one += `<path d="M-28 -168Q-58 -112 -62 -28M-28 -168Q30 -122 68 -30" fill="none" stroke="url(#fs)" stroke-width="20" stroke-linecap="round"/>`;
      one += `<circle cx="-28" cy="-170" r="12" fill="${dk(strapC, 0.2)}" stroke="${dk(strapC, 0.45)}"/>`;
    } else if (a.v === "double") {
      for (const y of [-150, -60]) {
        one += `<path d="M-76 ${y}Q2 ${y - 26} 84 ${y}L82 ${y + 52}Q2 ${y + 40} -74 ${y + 52}Z" fill="url(#fs)" stroke="${dk(strapC, 0.35)}" stroke-width="2"/>`;
        one += `<rect x="26" y="${y - 6}" width="24" height="56" rx="5" fill="none" stroke="#c9a13f" stroke-width="5"/>`;
      }
    } else {
      one += `<path d="M-78 -150Q2 -186 86 -150L82 -20Q2 -4 -72 -20Z" fill="url(#fs)" stroke="${dk(strapC, 0.35)}" stroke-width="2"/>`;
      if (a.v === "rib") {
        one += `<path d="M-74 -128Q2 -160 84 -128M-73 -104Q2 -134 83 -104M-72 -80Q2 -108 83 -80M-72 -56Q2 -82 82 -56" stroke="${dk(strapC, 0.3)}" stroke-width="3" fill="none"/>`;
      } else {
        one += `<path d="M-66 -140Q2 -170 76 -140" stroke="${lt(strapC, 0.35)}" stroke-width="3" fill="none" stroke-dasharray="5 4"/><path d="M-60 -40Q2 -26 72 -40" stroke="${lt(strapC, 0.35)}" stroke-width="3" fill="none" stroke-dasharray="5 4"/>`;
      }
    }
  } else if (t === "kolhapuri") {
    defs += lin(
      "fb",
      [
        [0, lt(c, 0.18)],
        [1, dk(c, 0.1)],
      ],
      0,
      1,
    );
    one += `<use href="#f" transform="translate(0 10)" fill="${dk(c, 0.4)}"/><use href="#f" fill="url(#fb)" stroke="${dk(c, 0.35)}" stroke-width="2"/>`;
    one += `<use href="#f" transform="scale(.92)" fill="none" stroke="${dk(c, 0.4)}" stroke-width="2" stroke-dasharray="5 4"/>`;
    one += `<path d="M-24 -186L-10 -120" stroke="${dk(c, 0.15)}" stroke-width="12" stroke-linecap="round"/><circle cx="-26" cy="-192" r="13" fill="none" stroke="${dk(c, 0.2)}" stroke-width="8"/>`;
    one += `<path d="M-80 -116Q2 -146 86 -116L84 -58Q2 -80 -76 -58Z" fill="${dk(c, 0.1)}" stroke="${dk(c, 0.45)}" stroke-width="2"/>`;
    const b: string[] = [];
    for (let x = -70; x <= 76; x += 12)
      b.push(`M${x} ${-118 + Math.abs(x) * 0.08 - 6}l6 12l6 -12M${x} ${-96 + Math.abs(x) * 0.08 - 6}l6 12l6 -12`);
    one += `<path d="${b.join("")}" stroke="${lt(c, 0.35)}" stroke-width="2" fill="none"/>`;
  } else if (t === "jutti") {
    defs += lin(
      "fb",
      [
        [0, lt(c, 0.2)],
        [1, dk(c, 0.15)],
      ],
      0,
      1,
    );
    defs += `<clipPath id="vc"><use href="#f"/></clipPath>`;
    const gold = "#d8b04a";
    const dotC = a.v === "pearl" ? "#fbf7ee" : a.v === "zari" ? gold : (a.a ?? gold);
    one += `<use href="#f" transform="translate(0 10)" fill="${dk(c, 0.45)}"/><use href="#f" fill="#e6d3b3" stroke="url(#fb)" stroke-width="14"/>`;
    one += `<g clip-path="url(#vc)"><path d="M-100 -290H100V80Q2 -50 -100 80Z" fill="url(#fb)"/>`;
    one += `<path d="M-100 70Q2 -60 100 70" fill="none" stroke="${gold}" stroke-width="5"/>`;
    one += `<path d="M-100 58Q2 -72 100 58" fill="none" stroke="${dotC}" stroke-width="4" stroke-dasharray="1 9" stroke-linecap="round"/></g>`;
    one += `<g transform="translate(2 -110)"><circle r="16" fill="${gold}"/><circle r="7" fill="${a.v === "pearl" ? "#fbf7ee" : dk(c, 0.2)}"/>`;
    for (let i = 0; i < 8; i++) {
      one += `<ellipse cx="0" cy="-26" rx="6" ry="11" fill="${dotC}" transform="rotate(${i * 45})"/>`;
    }
    one += `</g><path d="M-40 -190Q2 -150 44 -190M-52 -40Q2 -10 56 -40" fill="none" stroke="${gold}" stroke-width="3" stroke-dasharray="6 4"/>`;
    one += `<path d="M-54 -60l0 0M-40 -66l0 0M58 -60l0 0M44 -66l0 0M2 -200l0 0M-20 -190l0 0M24 -190l0 0" stroke="${dotC}" stroke-width="8" stroke-linecap="round"/>`;
  } else {
    // flat sandal
    defs +=
      lin(
        "fb",
        [
          [0, "#efe2cb"],
          [1, "#d6c2a2"],
        ],
        0,
        1,
      ) +
      lin(
        "fs",
        [
          [0, lt(c, 0.2)],
          [1, dk(c, 0.15)],
        ],
        0,
        1,
      );
    one += `<use href="#f" transform="translate(0 10)" fill="${dk(c, 0.35)}"/><use href="#f" fill="url(#fb)" stroke="${dk(c, 0.3)}" stroke-width="4"/>`;
    const sc = `stroke="url(#fs)" stroke-width="24" stroke-linecap="round" fill="none"`;
    const sh = `stroke="${dk(c, 0.35)}" stroke-width="28" stroke-linecap="round" fill="none"`;
    const straps =
      a.v === "gladiator"
        ? ["M-70 -150Q2 -172 80 -150", "M-64 -80Q2 -100 74 -80", "M-56 -10Q2 -26 66 -10", "M2 -166V60"]
        : ["M-72 -160Q2 -80 70 -40", "M76 -160Q2 -80 -64 -40", "M-62 -206Q-30 -216 -10 -214"];
    one += straps.map((d) => `<path d="${d}" ${sh}/><path d="${d}" ${sc}/>`).join("");
    one += `<path d="M-62 150Q-70 70 2 70Q70 70 64 150" stroke="${dk(c, 0.35)}" stroke-width="18" fill="none"/><path d="M-62 150Q-70 70 2 70Q70 70 64 150" stroke="url(#fs)" stroke-width="13" fill="none"/><rect x="48" y="88" width="18" height="20" rx="3" fill="none" stroke="#c9a13f" stroke-width="4"/>`;
    if (a.v === "bow") {
      one += `<path d="M2 -108l-30 -16v34zM2 -108l30 -16v34z" fill="${dk(c, 0.1)}" stroke="${dk(c, 0.4)}" stroke-width="2"/><circle cx="2" cy="-108" r="7" fill="${dk(c, 0.2)}"/>`;
    }
    if (a.v === "glitter") {
      defs += `<pattern id="gl" patternUnits="userSpaceOnUse" width="10" height="10"><circle cx="3" cy="3" r="1.6" fill="#fff"/><circle cx="8" cy="7" r="1.2" fill="#8a8e93"/></pattern>`;
      one += straps
        .map((d) => `<path d="${d}" stroke="url(#gl)" stroke-width="22" fill="none" opacity=".7"/>`)
        .join("");
    }
  }
  defs += `<g id="one">${one}</g>`;
  return {
    defs,
    body:
      `<use href="#one" transform="translate(206 372) rotate(-5) scale(-.96 .96)"/>` +
      `<use href="#one" transform="translate(394 378) rotate(5) scale(.96)"/>`,
    floor: [300, 640, 0],
  };
}

// ---------------------------------------------------------------------------
// Handbags (front view)
// ---------------------------------------------------------------------------

function bagPic(a: Art): Pic {
  const c = a.c;
  const [ml, mm, md] = metal(a.a);
  const edge = dk(c, 0.35);
  const stitch = `fill="none" stroke="${ink(c, 0.3)}" stroke-width="1.6" stroke-dasharray="5 4"`;
  const defs =
    lin(
      "bg1",
      [
        [0, lt(c, 0.2)],
        [0.55, c],
        [1, dk(c, 0.22)],
      ],
      1,
      1,
    ) +
    lin(
      "bm",
      [
        [0, ml],
        [0.5, mm],
        [1, md],
      ],
      1,
      1,
    ) +
    (a.p === "quilt"
      ? `<pattern id="bq" patternUnits="userSpaceOnUse" width="36" height="36"><path d="M0 0L36 36M36 0L0 36" stroke="${dk(c, 0.3)}" stroke-width="1.6"/></pattern>`
      : a.p === "sequin"
        ? `<pattern id="bq" patternUnits="userSpaceOnUse" width="14" height="12"><circle cx="4" cy="4" r="3" fill="${lt(c, 0.5)}"/><circle cx="11" cy="10" r="3" fill="${dk(c, 0.2)}"/></pattern>`
        : a.p === "canvas"
          ? `<pattern id="bq" patternUnits="userSpaceOnUse" width="6" height="6"><path d="M0 3h6M3 0v6" stroke="${dk(c, 0.2)}" stroke-width=".8" opacity=".4"/></pattern>`
          : "");
  const over = (d: string): string => (a.p ? `<path d="${d}" fill="url(#bq)"/>` : "");
  let b = "";
  let floor: [number, number, number] = [300, 650, 220];
  switch (a.t) {
    case "tote": {
      const body = "M150 300H450L432 626Q430 644 412 644H188Q170 644 168 626Z";
      b += `<path d="M232 304C232 178 368 178 368 304" fill="none" stroke="${dk(c, 0.4)}" stroke-width="18"/>`;
      b += `<path d="${body}" fill="url(#bg1)" stroke="${edge}" stroke-width="2"/>${over(body)}`;
      b += `<path d="M150 300H450L448 336H152Z" fill="${dk(c, 0.1)}"/><path d="M154 322H446" ${stitch}/><path d="M170 612H430" ${stitch}/>`;
      b += `<path d="M212 306C212 150 388 150 388 306" fill="none" stroke="${dk(c, 0.2)}" stroke-width="18"/><path d="M212 306C212 150 388 150 388 306" fill="none" stroke="${lt(c, 0.2)}" stroke-width="4" opacity=".5"/>`;
      b += `<rect x="200" y="296" width="24" height="44" rx="4" fill="${dk(c, 0.15)}"/><rect x="376" y="296" width="24" height="44" rx="4" fill="${dk(c, 0.15)}"/><circle cx="212" cy="326" r="4" fill="url(#bm)"/><circle cx="388" cy="326" r="4" fill="url(#bm)"/>`;
      b += `<path d="M176 360L168 620M424 360L432 620" stroke="${dk(c, 0.3)}" stroke-width="2" opacity=".5"/>`;
      floor = [300, 648, 210];
      break;
    }
    case "sling": {
      const body = "M164 390H436Q454 390 454 408V586Q454 630 410 630H190Q146 630 146 586V408Q146 390 164 390Z";
      const flap = "M146 396H454V510Q300 556 146 510Z";
      b += `<path d="M160 398C150 120 450 120 440 398" fill="none" stroke="${a.p === "quilt" ? "url(#bm)" : dk(c, 0.2)}" stroke-width="${a.p === "quilt" ? 8 : 12}" stroke-dasharray="${a.p === "quilt" ? "14 4" : "none"}"/>`;
      b += `<circle cx="160" cy="400" r="9" fill="none" stroke="url(#bm)" stroke-width="5"/><circle cx="440" cy="400" r="9" fill="none" stroke="url(#bm)" stroke-width="5"/>`;
      b += `<path d="${body}" fill="url(#bg1)" stroke="${edge}" stroke-width="2"/>`;
      b += `<path d="${flap}" fill="${lt(c, 0.06)}" stroke="${edge}" stroke-width="2"/>${over(flap)}<path d="M154 404H446V506Q300 548 154 506Z" ${stitch}/>`;
      b += `<rect x="278" y="508" width="44" height="30" rx="8" fill="url(#bm)" stroke="${md}"/><rect x="290" y="516" width="20" height="14" rx="4" fill="${mm}" stroke="${md}"/>`;
      floor = [300, 634, 190];
      break;
    }
    case "clutch": {
      const body = "M124 360H476Q492 360 492 376V574Q492 590 476 590H124Q108 590 108 574V376Q108 360 124 360Z";
      const flap = "M108 368Q108 360 124 360H476Q492 360 492 368L316 496Q300 506 284 496Z";
      b += `<path d="M130 366C150 190 450 190 470 366" fill="none" stroke="url(#bm)" stroke-width="6" stroke-dasharray="12 5"/>`;
      b += `<path d="${body}" fill="url(#bg1)" stroke="${edge}" stroke-width="2"/>${over(body)}`;
      b += `<path d="${flap}" fill="${lt(c, 0.1)}" stroke="${edge}" stroke-width="2"/>${over(flap)}`;
      b += `<circle cx="300" cy="486" r="15" fill="url(#bm)" stroke="${md}"/><circle cx="300" cy="486" r="6" fill="${ml}"/>`;
      floor = [300, 594, 220];
      break;
    }
    case "satchel": {
      const body = "M150 330H450Q470 330 472 352L484 618Q486 640 462 640H138Q114 640 116 618L128 352Q130 330 150 330Z";
      const flap = "M128 338H472L476 476Q300 494 124 476Z";
      b += `<path d="M236 334C236 236 364 236 364 334" fill="none" stroke="${dk(c, 0.3)}" stroke-width="20"/><path d="M236 334C236 236 364 236 364 334" fill="none" stroke="${dk(c, 0.05)}" stroke-width="14"/>`;
      b += `<rect x="222" y="322" width="28" height="22" rx="4" fill="url(#bm)"/><rect x="350" y="322" width="28" height="22" rx="4" fill="url(#bm)"/>`;
      b += `<path d="${body}" fill="url(#bg1)" stroke="${edge}" stroke-width="2"/>`;
      b += `<path d="${flap}" fill="${lt(c, 0.08)}" stroke="${edge}" stroke-width="2"/><path d="M136 348H464L466 466Q300 482 134 466Z" ${stitch}/>`;
      for (const x of [214, 386]) {
        b += `<path d="M${x - 14} 340H${x + 14}V538Q${x} 550 ${x - 14} 538Z" fill="${dk(c, 0.12)}" stroke="${edge}" stroke-width="1.5"/>`;
        b += `<rect x="${x - 20}" y="470" width="40" height="30" rx="4" fill="none" stroke="url(#bm)" stroke-width="6"/><path d="M${x} 472V498" stroke="${mm}" stroke-width="4"/>`;
      }
      b += `<path d="M140 620H460" ${stitch}/>`;
      floor = [300, 644, 210];
      break;
    }
    case "backpack": {
      const body = "M196 196Q196 150 250 146H350Q404 150 404 196L420 614Q420 646 388 646H212Q180 646 180 614Z";
      b += `<path d="M272 150C272 104 328 104 328 150" fill="none" stroke="${dk(c, 0.3)}" stroke-width="12"/>`;
      b += `<path d="M186 230L170 600M414 230L430 600" stroke="${dk(c, 0.4)}" stroke-width="18" stroke-linecap="round"/>`;
      b += `<path d="${body}" fill="url(#bg1)" stroke="${edge}" stroke-width="2"/>`;
      b += `<path d="M202 214Q210 176 252 172H348Q390 176 398 214" fill="none" stroke="${dk(c, 0.45)}" stroke-width="4"/><path d="M202 214Q210 176 252 172H348Q390 176 398 214" fill="none" stroke="${ml}" stroke-width="3" stroke-dasharray="2 3"/>`;
      b += `<rect x="376" y="202" width="10" height="26" rx="3" fill="url(#bm)"/>`;
      b += `<path d="M222 392H378Q396 392 398 410L402 586Q402 606 382 606H218Q198 606 198 586L202 410Q204 392 222 392Z" fill="${dk(c, 0.08)}" stroke="${edge}" stroke-width="2"/>`;
      b += `<path d="M206 420H394" stroke="${dk(c, 0.45)}" stroke-width="4"/><rect x="360" y="416" width="8" height="22" rx="2" fill="url(#bm)"/><path d="M212 590H388" ${stitch}/>`;
      b += `<rect x="258" y="250" width="84" height="14" rx="7" fill="${dk(c, 0.18)}"/>`;
      floor = [300, 650, 170];
      break;
    }
    case "laptop": {
      const body = "M124 318H476Q498 318 498 340V590Q498 612 476 612H124Q102 612 102 590V340Q102 318 124 318Z";
      b += `<path d="M112 330C90 120 510 120 488 330" fill="none" stroke="${dk(c, 0.4)}" stroke-width="10"/>`;
      b += `<path d="M244 322C244 252 356 252 356 322" fill="none" stroke="${dk(c, 0.3)}" stroke-width="18"/>`;
      b += `<path d="${body}" fill="url(#bg1)" stroke="${edge}" stroke-width="2"/>`;
      b += `<path d="M108 340H492" stroke="${dk(c, 0.45)}" stroke-width="4"/><rect x="420" y="334" width="10" height="24" rx="3" fill="url(#bm)"/>`;
      b += `<path d="M152 410H448V574Q448 586 436 586H164Q152 586 152 574Z" fill="${dk(c, 0.07)}" stroke="${edge}" stroke-width="1.6"/><path d="M150 402H450V448Q300 462 150 448Z" fill="${lt(c, 0.06)}" stroke="${edge}" stroke-width="1.6"/>`;
      b += `<rect x="286" y="440" width="28" height="18" rx="4" fill="url(#bm)"/><path d="M112 600H488" ${stitch}/>`;
      b += `<rect x="232" y="312" width="24" height="20" rx="3" fill="url(#bm)"/><rect x="344" y="312" width="24" height="20" rx="3" fill="url(#bm)"/>`;
      floor = [300, 616, 230];
      break;
    }
    default: {
      const body = "M146 340Q300 396 454 340Q488 500 420 620Q300 660 180 620Q112 500 146 340Z";
      b += `<path d="M164 350C170 110 430 110 436 350" fill="none" stroke="${dk(c, 0.3)}" stroke-width="28"/><path d="M164 350C170 110 430 110 436 350" fill="none" stroke="${c}" stroke-width="22"/>`;
      b += `<path d="${body}" fill="url(#bg1)" stroke="${edge}" stroke-width="2"/>`;
      b += `<path d="M156 352Q300 406 444 352" fill="none" stroke="${dk(c, 0.4)}" stroke-width="3"/><path d="M220 440Q240 540 214 610M380 440Q360 540 386 610" stroke="${dk(c, 0.3)}" stroke-width="3" fill="none" opacity=".4"/>`;
      b += `<circle cx="300" cy="372" r="7" fill="url(#bm)"/>`;
      floor = [300, 630, 200];
    }
  }
  return { defs, body: b, floor };
}

// ---------------------------------------------------------------------------
// Watches (front view)
// ---------------------------------------------------------------------------

function watchPic(a: Art): Pic {
  const dial = a.c;
  const v = a.v ?? "analog";
  const lady = v.startsWith("lady");
  const square = v === "ladysq";
  const strap = a.p ?? "steel";
  const [ml, mm, md] = metal(a.a === "two" ? "steel" : a.a);
  const cx = 300;
  const cy = 372;
  const R = lady ? 92 : 128;
  const W = lady ? 74 : 112;
  const darkDial = lum(dial) < 0.45;
  const mark = darkDial ? (a.a === "gold" || a.a === "rose" ? lt(mm, 0.3) : "#eceef0") : "#2b2c30";
  let defs =
    lin(
      "wm",
      [
        [0, ml],
        [0.5, mm],
        [1, md],
      ],
      1,
      1,
    ) +
    lin(
      "ws",
      [
        [0, md],
        [0.25, ml],
        [0.5, mm],
        [0.8, ml],
        [1, md],
      ],
      1,
      0,
    ) +
    rad(
      "wd",
      [
        [0, lt(dial, a.n === 2 ? 0 : 0.18)],
        [0.75, dial],
        [1, dk(dial, 0.3)],
      ],
      0.42,
      0.38,
      0.7,
    );
  let b = "";
  // strap
  const x0 = cx - W / 2;
  if (strap === "leather" || strap === "silicone") {
    const sc = a.b ?? "#3b2a20";
    defs += lin(
      "wl",
      [
        [0, dk(sc, 0.25)],
        [0.5, lt(sc, 0.12)],
        [1, dk(sc, 0.25)],
      ],
      1,
      0,
    );
    b += `<path d="M${x0} 60Q${x0} 40 ${x0 + 12} 40H${x0 + W - 12}Q${x0 + W} 40 ${x0 + W} 60V${cy}H${x0}Z" fill="url(#wl)"/>`;
    b += `<path d="M${x0} ${cy}H${x0 + W}V670Q${cx} 712 ${x0} 670Z" fill="url(#wl)"/>`;
    if (strap === "leather") {
      b += `<path d="M${x0 + 7} 52V${cy}M${x0 + W - 7} 52V${cy}M${x0 + 7} ${cy}V664M${x0 + W - 7} ${cy}V664" stroke="${lt(sc, 0.45)}" stroke-width="1.6" stroke-dasharray="5 4"/>`;
      b += `<g fill="${dk(sc, 0.5)}"><ellipse cx="${cx}" cy="580" rx="5" ry="4"/><ellipse cx="${cx}" cy="608" rx="5" ry="4"/><ellipse cx="${cx}" cy="636" rx="5" ry="4"/></g>`;
      b += `<rect x="${x0 - 6}" y="66" width="${W + 12}" height="${lady ? 22 : 30}" rx="6" fill="none" stroke="url(#wm)" stroke-width="6"/><path d="M${cx} 68V${lady ? 92 : 102}" stroke="${mm}" stroke-width="5"/>`;
      b += `<rect x="${x0 - 3}" y="${cy + R + 34}" width="${W + 6}" height="16" rx="4" fill="${dk(sc, 0.15)}"/>`;
    } else {
      const g: string[] = [];
      for (let y = 70; y < 680; y += 34) if (Math.abs(y - cy) > R + 20) g.push(`M${x0 + 14} ${y}H${x0 + W - 14}`);
      b += `<path d="${g.join("")}" stroke="${dk(sc, 0.45)}" stroke-width="5" stroke-linecap="round"/>`;
    }
  } else if (strap === "mesh") {
    defs += `<pattern id="wh" patternUnits="userSpaceOnUse" width="5" height="5"><path d="M0 5L5 0M0 0L5 5" stroke="${md}" stroke-width=".8" opacity=".55"/></pattern>`;
    b += `<rect x="${x0}" y="40" width="${W}" height="${650}" rx="10" fill="url(#ws)"/><rect x="${x0}" y="40" width="${W}" height="650" rx="10" fill="url(#wh)"/>`;
    b += `<rect x="${x0 - 4}" y="600" width="${W + 8}" height="40" rx="6" fill="url(#wm)" stroke="${md}"/>`;
  } else {
    // link bracelet, tiled as a pattern
    const center = a.a === "two" ? "#d6b25a" : ml;
    const cw = Math.round(W * 0.36);
    const side = (W - cw) / 2 - 2;
    defs +=
      `<pattern id="wk" patternUnits="userSpaceOnUse" x="${x0}" y="36" width="${W}" height="30">` +
      `<g stroke="${md}" stroke-width=".8"><rect width="${side}" height="27" rx="5" fill="url(#ws)"/>` +
      `<rect x="${W - side}" width="${side}" height="27" rx="5" fill="url(#ws)"/>` +
      `<rect x="${(W - cw) / 2}" width="${cw}" height="27" rx="5" fill="${center}"/></g></pattern>`;
    b += `<rect x="${x0}" y="36" width="${W}" height="${cy - 36}" fill="url(#wk)"/><rect x="${x0}" y="${cy}" width="${W}" height="${696 - cy}" fill="url(#wk)"/>`;
  }
  // lugs + case
  b += `<rect x="${cx - W / 2 - 8}" y="${cy - R - 30}" width="${W + 16}" height="${2 * R + 60}" rx="16" fill="url(#wm)" stroke="${md}"/>`;
  if (square) {
    const s = R;
    b += `<rect x="${cx - s}" y="${cy - s}" width="${2 * s}" height="${2 * s}" rx="26" fill="url(#wm)" stroke="${md}" stroke-width="2"/>`;
    b += `<rect x="${cx - s + 14}" y="${cy - s + 14}" width="${2 * s - 28}" height="${2 * s - 28}" rx="16" fill="url(#wd)"/>`;
  } else {
    b += `<circle cx="${cx + R + 4}" cy="${cy}" r="0"/>`;
    b += `<rect x="${cx + R - 6}" y="${cy - 14}" width="${lady ? 14 : 22}" height="28" rx="5" fill="url(#wm)" stroke="${md}"/>`;
    if (v === "chrono") {
      b += `<rect x="${cx + R - 16}" y="${cy - 94}" width="20" height="24" rx="4" fill="url(#wm)" stroke="${md}" transform="rotate(40 ${cx} ${cy})"/><rect x="${cx + R - 16}" y="${cy + 70}" width="20" height="24" rx="4" fill="url(#wm)" stroke="${md}" transform="rotate(-40 ${cx} ${cy})"/>`;
    }
    b += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#wm)" stroke="${md}" stroke-width="2"/>`;
    const bez = v === "diver" ? dk(dial, 0.35) : a.a === "black" ? "#232427" : null;
    if (bez) {
      b += `<circle cx="${cx}" cy="${cy}" r="${R - 12}" fill="none" stroke="${bez}" stroke-width="18"/>`;
      const circ = 2 * Math.PI * (R - 12);
      b += `<circle cx="${cx}" cy="${cy}" r="${R - 12}" fill="none" stroke="#e9eaec" stroke-width="8" stroke-dasharray="2 ${(circ / 12 - 2).toFixed(2)}" transform="rotate(-90.5 ${cx} ${cy})"/>`;
      b += `<path d="M${cx - 7} ${cy - R + 4}H${cx + 7}L${cx} ${cy - R + 16}Z" fill="#e9eaec"/>`;
    }
    if (a.n === 1) {
      const circ = 2 * Math.PI * (R - 6);
      b += `<circle cx="${cx}" cy="${cy}" r="${R - 6}" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-dasharray="0 ${(circ / 36).toFixed(2)}"/>`;
    }
    b += `<circle cx="${cx}" cy="${cy}" r="${R - (bez ? 22 : 12)}" fill="url(#wd)" stroke="${md}" stroke-width="1.5"/>`;
  }
  const Rd = square ? R - 14 : R - 12;
  const Ri = Rd - 10;
  if (!square) {
    const c1 = 2 * Math.PI * (Ri + 4);
    b += `<circle cx="${cx}" cy="${cy}" r="${Ri + 4}" fill="none" stroke="${mark}" stroke-width="4" opacity=".45" stroke-dasharray="1 ${(c1 / 60 - 1).toFixed(2)}"/>`;
  }
  // hour markers
  const mk: string[] = [];
  for (let i = 0; i < 12; i++) {
    const big = i % 3 === 0;
    const len = big ? (lady ? 16 : 24) : lady ? 10 : 15;
    const w = big ? (lady ? 5 : 8) : lady ? 3 : 5;
    const rr = square ? Ri - 6 : Ri - 4;
    mk.push(
      `<rect x="${cx - w / 2}" y="${cy - rr}" width="${w}" height="${len}" rx="1.5" transform="rotate(${i * 30} ${cx} ${cy})"/>`,
    );
  }
  b += `<g fill="${mark}">${mk.join("")}</g>`;
  const sub = (x: number, y: number, r: number): string =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${darkDial ? lt(dial, 0.12) : dk(dial, 0.1)}" stroke="${mark}" stroke-width="1.5" opacity=".95"/><path d="M${x} ${y}L${x + r * 0.5} ${y - r * 0.6}" stroke="${mark}" stroke-width="2"/>`;
  if (v === "chrono") {
    const r = R * 0.2;
    b += sub(cx - R * 0.44, cy, r) + sub(cx + R * 0.44, cy, r) + sub(cx, cy + R * 0.44, r);
  } else if (v === "auto") {
    const r = R * 0.24;
    const y = cy + R * 0.42;
    b += `<circle cx="${cx}" cy="${y}" r="${r}" fill="#141416" stroke="${mm}" stroke-width="3"/>`;
    b += `<circle cx="${cx}" cy="${y}" r="${r * 0.7}" fill="none" stroke="#c9a13f" stroke-width="5" stroke-dasharray="3 3"/><path d="M${cx - r * 0.6} ${y}H${cx + r * 0.6}M${cx} ${y - r * 0.6}V${y + r * 0.6}" stroke="#c9a13f" stroke-width="2"/><circle cx="${cx}" cy="${y}" r="4" fill="#d7403a"/>`;
  } else if (v === "analog" || v === "diver") {
    b += `<rect x="${cx + Ri * 0.58}" y="${cy - 9}" width="24" height="18" rx="2" fill="#f6f5f0" stroke="${md}"/>`;
  }
  // hands at 10:10
  const hand = (angle: number, len: number, w: number, col: string, tail = 0): string =>
    `<path d="M${cx - w / 2} ${cy + tail}L${cx - w / 2} ${cy - len + w}L${cx} ${cy - len}L${cx + w / 2} ${cy - len + w}L${cx + w / 2} ${cy + tail}Z" fill="${col}" stroke="${dk(col, 0.3)}" stroke-width=".8" transform="rotate(${angle} ${cx} ${cy})"/>`;
  const hc = darkDial ? (a.a === "gold" || a.a === "rose" ? ml : "#f2f3f5") : "#26272b";
  b += hand(-60, Ri * 0.55, lady ? 6 : 10, hc, 10) + hand(60, Ri * 0.85, lady ? 4.5 : 7, hc, 12);
  if (!lady || a.n !== 2)
    b += `<path d="M${cx} ${cy + 24}V${cy - Ri * 0.9}" stroke="#d7403a" stroke-width="2" transform="rotate(160 ${cx} ${cy})"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="${lady ? 5 : 7}" fill="${mm}" stroke="${md}"/>`;
  // glass highlight
  b += `<path d="M${cx - Rd * 0.8} ${cy - Rd * 0.3}A${Rd * 0.9} ${Rd * 0.9} 0 0 1 ${cx + Rd * 0.2} ${cy - Rd * 0.86}" fill="none" stroke="#fff" stroke-width="${lady ? 6 : 9}" stroke-linecap="round" opacity=".28"/>`;
  return { defs, body: b, floor: [300, 712, 120] };
}

// ---------------------------------------------------------------------------
// Perfume bottles
// ---------------------------------------------------------------------------

function perfumePic(a: Art): Pic {
  const c = a.c;
  const shape = a.v ?? "rect";
  const [cl, cm, cd] = metal(a.a);
  const glass = mix(c, "#ffffff", 0.72);
  const defs =
    lin(
      "pl",
      [
        [0, lt(c, 0.25)],
        [0.5, c],
        [1, dk(c, 0.3)],
      ],
      1,
      0.3,
    ) +
    lin(
      "pg",
      [
        [0, "#ffffff", 0.75],
        [0.5, glass, 0.55],
        [1, dk(glass, 0.25), 0.8],
      ],
      1,
      0.2,
    ) +
    lin(
      "pc",
      [
        [0, cl],
        [0.45, cm],
        [1, cd],
      ],
      1,
      0,
    );
  let b = "";
  const hi = (x: number, y1: number, y2: number): string =>
    `<path d="M${x} ${y1}V${y2}" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".55"/><path d="M${x + 16} ${y1 + 10}V${y1 + 60}" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".4"/>`;
  const plate = (y: number, w: number): string =>
    `<rect x="${300 - w / 2}" y="${y}" width="${w}" height="${Math.round(w * 0.42)}" rx="4" fill="${a.a === "black" ? "#1f1f22" : "url(#pc)"}" opacity=".9"/><path d="M${300 - w * 0.3} ${y + w * 0.2}H${300 + w * 0.3}" stroke="${a.a === "black" ? "#c9a13f" : cd}" stroke-width="3"/>`;
  let floor: [number, number, number] = [300, 646, 170];
  switch (shape) {
    case "round": {
      b += `<rect x="276" y="300" width="48" height="42" fill="url(#pc)"/>`;
      b += `<circle cx="300" cy="488" r="152" fill="url(#pg)" stroke="${dk(glass, 0.3)}" stroke-width="2"/><circle cx="300" cy="492" r="128" fill="url(#pl)"/>`;
      b += `<rect x="244" y="204" width="112" height="104" rx="14" fill="url(#pc)"/><ellipse cx="300" cy="206" rx="56" ry="10" fill="${cl}"/>`;
      b +=
        `<path d="M200 430A110 110 0 0 1 260 376" stroke="#fff" stroke-width="12" stroke-linecap="round" fill="none" opacity=".5"/>` +
        plate(520, 96);
      floor = [300, 642, 180];
      break;
    }
    case "tall": {
      b += `<rect x="278" y="248" width="44" height="24" fill="url(#pc)"/>`;
      b += `<rect x="218" y="266" width="164" height="378" rx="16" fill="url(#pg)" stroke="${dk(glass, 0.3)}" stroke-width="2"/><rect x="232" y="300" width="136" height="330" rx="8" fill="url(#pl)"/>`;
      b += `<rect x="246" y="120" width="108" height="136" rx="10" fill="url(#pc)"/><rect x="246" y="120" width="108" height="14" rx="6" fill="${cl}" opacity=".6"/>`;
      b += hi(246, 316, 560) + plate(420, 84);
      break;
    }
    case "flask": {
      b += `<rect x="274" y="276" width="52" height="40" fill="url(#pc)"/>`;
      const d = "M196 354Q196 316 240 312H360Q404 316 404 354L416 612Q416 644 384 644H216Q184 644 184 612Z";
      b += `<path d="${d}" fill="url(#pg)" stroke="${dk(glass, 0.3)}" stroke-width="2"/><path d="M214 370Q214 340 248 338H352Q386 340 386 370L396 604Q396 626 374 626H226Q204 626 204 604Z" fill="url(#pl)"/>`;
      b += `<path d="M252 284Q252 186 300 180Q348 186 348 284Z" fill="url(#pc)"/>`;
      b += hi(232, 380, 580) + plate(450, 100);
      break;
    }
    case "hex": {
      b += `<rect x="272" y="272" width="56" height="40" fill="url(#pc)"/>`;
      const d = "M236 306H364L428 380V570L364 644H236L172 570V380Z";
      b += `<path d="${d}" fill="url(#pg)" stroke="${dk(glass, 0.3)}" stroke-width="2"/><path d="M246 330H354L406 390V560L354 622H246L194 560V390Z" fill="url(#pl)"/>`;
      b += `<path d="M246 332L300 380L354 332M300 380V600" stroke="#fff" stroke-width="2" opacity=".3" fill="none"/>`;
      b += `<path d="M252 282L236 228L264 184H336L364 228L348 282Z" fill="url(#pc)"/><path d="M264 184L300 228L336 184M236 228H364M300 228V282" stroke="${cd}" stroke-width="1.5" fill="none" opacity=".6"/>`;
      b += hi(214, 400, 540) + plate(470, 84);
      break;
    }
    case "square": {
      b += `<rect x="270" y="308" width="60" height="32" fill="url(#pc)"/>`;
      b += `<rect x="168" y="334" width="264" height="310" rx="30" fill="url(#pg)" stroke="${dk(glass, 0.3)}" stroke-width="2"/><rect x="192" y="360" width="216" height="262" rx="18" fill="url(#pl)"/>`;
      b += `<rect x="230" y="224" width="140" height="92" rx="46" fill="url(#pc)"/>`;
      b += hi(198, 380, 600) + plate(470, 110);
      break;
    }
    case "attar": {
      b += `<path d="M300 150Q306 170 314 186H286Q294 170 300 150Z" fill="url(#pc)"/><circle cx="300" cy="148" r="8" fill="url(#pc)"/>`;
      b += `<path d="M260 262Q260 190 300 184Q340 190 340 262Z" fill="url(#pc)"/><rect x="254" y="258" width="92" height="18" rx="6" fill="${cd}"/>`;
      b += `<path d="M280 276H320V396H280Z" fill="url(#pg)" stroke="${dk(glass, 0.3)}"/><rect x="284" y="300" width="32" height="96" fill="url(#pl)"/>`;
      b += `<path d="M280 396Q160 426 168 530Q176 640 300 644Q424 640 432 530Q440 426 320 396Z" fill="url(#pg)" stroke="${dk(glass, 0.3)}" stroke-width="2"/>`;
      b += `<path d="M292 414Q184 440 190 530Q196 620 300 624Q404 620 410 530Q416 440 308 414Z" fill="url(#pl)"/>`;
      b += `<path d="M300 420V620M236 440Q220 530 246 612M364 440Q380 530 354 612" stroke="#fff" stroke-width="2" opacity=".3" fill="none"/>`;
      b += `<rect x="274" y="322" width="52" height="10" rx="4" fill="url(#pc)"/><rect x="274" y="372" width="52" height="10" rx="4" fill="url(#pc)"/><path d="M210 520A92 92 0 0 1 250 450" stroke="#fff" stroke-width="10" stroke-linecap="round" fill="none" opacity=".5"/>`;
      floor = [300, 646, 150];
      break;
    }
    default: {
      b += `<rect x="270" y="298" width="60" height="36" fill="url(#pc)"/>`;
      b += `<rect x="184" y="328" width="232" height="316" rx="22" fill="url(#pg)" stroke="${dk(glass, 0.3)}" stroke-width="2"/><rect x="202" y="366" width="196" height="260" rx="10" fill="url(#pl)"/>`;
      b += `<rect x="224" y="178" width="152" height="126" rx="10" fill="url(#pc)"/><rect x="224" y="178" width="152" height="14" rx="6" fill="${cl}" opacity=".6"/>`;
      b += hi(214, 384, 600) + plate(470, 104);
    }
  }
  return { defs, body: b, floor };
}

// ---------------------------------------------------------------------------
// Sunglasses
// ---------------------------------------------------------------------------

function glassesPic(a: Art): Pic {
  const c = a.c;
  const v = a.v ?? "wayfarer";
  const lens = a.b ?? "#3c3f44";
  const metalFrame = a.a === "metal";
  const tort = a.a === "tortoise";
  const fw = metalFrame ? 6 : v === "sport" ? 10 : 14;
  let defs =
    (a.p === "mirror"
      ? lin(
          "ln",
          [
            [0, dk(lens, 0.3)],
            [0.45, lens],
            [0.7, lt(lens, 0.35)],
            [1, mix(lens, "#b56fd1", 0.4)],
          ],
          0.3,
          1,
        )
      : a.p === "grad"
        ? lin(
            "ln",
            [
              [0, dk(lens, 0.35)],
              [1, lt(lens, 0.55), 0.85],
            ],
            0,
            1,
          )
        : lin(
            "ln",
            [
              [0, dk(lens, 0.25)],
              [1, lt(lens, 0.12)],
            ],
            0,
            1,
          )) +
    (tort
      ? `<pattern id="fr" patternUnits="userSpaceOnUse" width="40" height="30"><rect width="40" height="30" fill="#7a4a22"/><ellipse cx="10" cy="8" rx="9" ry="5" fill="#3b2010"/><ellipse cx="30" cy="20" rx="10" ry="6" fill="#b07a3a"/><ellipse cx="28" cy="6" rx="4" ry="3" fill="#2a1608"/><ellipse cx="8" cy="24" rx="6" ry="3" fill="#c28a45"/></pattern>`
      : lin(
          "fr",
          [
            [0, lt(c, metalFrame ? 0.35 : 0.2)],
            [0.5, c],
            [1, dk(c, 0.3)],
          ],
          0,
          1,
        ));
  const frame = "url(#fr)";
  const lensPath: Record<string, string> = {
    wayfarer: "M86 348L282 342Q292 343 290 356L278 432Q270 474 226 474L140 470Q104 466 98 432L84 362Q84 348 86 348Z",
    aviator: "M98 352Q190 330 282 350Q294 358 288 400Q272 484 196 486Q118 486 100 420Q88 380 98 352Z",
    round: "M190 314A90 90 0 1 1 189.9 314Z",
    cateye: "M80 340Q82 328 104 334L278 352Q292 356 288 378L276 432Q264 468 222 470L150 466Q108 460 98 420Z",
    browline: "M94 352H280Q292 352 290 366L282 424Q272 468 228 470H152Q108 468 100 424L90 368Q90 352 94 352Z",
    sport: "",
  };
  let b = "";
  // temples receding behind
  const tw = metalFrame ? 5 : 11;
  b += `<path d="M${v === "sport" ? 84 : 92} 362L140 206Q146 190 160 194M${v === "sport" ? 516 : 508} 362L460 206Q454 190 440 194" fill="none" stroke="${tort ? "#5a3418" : dk(c, 0.25)}" stroke-width="${tw}" stroke-linecap="round"/>`;
  if (v === "sport") {
    const d =
      "M80 352Q300 318 520 352L512 414Q492 470 424 470Q356 470 330 428Q300 404 270 428Q244 470 176 470Q108 470 88 414Z";
    b += `<path d="${d}" fill="url(#ln)" stroke="${frame}" stroke-width="6"/>`;
    b += `<path d="M78 354Q300 316 522 354" fill="none" stroke="${frame}" stroke-width="18" stroke-linecap="round"/>`;
    b += `<path d="M274 432Q300 416 326 432" fill="none" stroke="#2b2c30" stroke-width="8" stroke-linecap="round"/>`;
    b += `<path d="M130 372L190 372L150 440ZM410 372L470 372L430 440Z" fill="#fff" opacity=".18"/>`;
    return { defs, body: b, floor: [300, 560, 230] };
  }
  const lp = lensPath[v] ?? lensPath.wayfarer!;
  defs += `<path id="lp" d="${lp}"/>`;
  const L = `<use href="#lp" fill="url(#ln)" stroke="${frame}" stroke-width="${fw}" stroke-linejoin="round"/>`;
  const R = `<use href="#lp" transform="translate(600 0) scale(-1 1)" fill="url(#ln)" stroke="${frame}" stroke-width="${fw}" stroke-linejoin="round"/>`;
  // bridge
  if (v === "aviator") {
    b += `<path d="M284 372Q300 360 316 372M232 338H368" fill="none" stroke="${frame}" stroke-width="6" stroke-linecap="round"/>`;
  } else if (v === "round") {
    b += `<path d="M278 382Q300 360 322 382" fill="none" stroke="${frame}" stroke-width="${fw}"/>`;
  } else if (v === "browline") {
    b += `<path d="M286 380Q300 368 314 380" fill="none" stroke="#b9bec5" stroke-width="6"/>`;
  } else {
    b += `<path d="M284 356Q300 346 316 356" fill="none" stroke="${frame}" stroke-width="${fw + 4}"/>`;
  }
  b += L + R;
  if (v === "browline") {
    b += `<path d="M90 372Q88 350 108 350H278Q294 350 292 370M510 372Q512 350 492 350H322Q306 350 308 370" fill="none" stroke="${frame}" stroke-width="18" stroke-linecap="round"/>`;
    b += `<use href="#lp" fill="none" stroke="#b9bec5" stroke-width="3"/><use href="#lp" transform="translate(600 0) scale(-1 1)" fill="none" stroke="#b9bec5" stroke-width="3"/>`;
    b += `<path d="M90 372Q88 350 108 350H278Q294 350 292 370M510 372Q512 350 492 350H322Q306 350 308 370" fill="none" stroke="${frame}" stroke-width="18" stroke-linecap="round"/>`;
  }
  if (v === "wayfarer" || v === "cateye") {
    b += `<circle cx="106" cy="360" r="4" fill="#d9dadd"/><circle cx="494" cy="360" r="4" fill="#d9dadd"/>`;
  }
  if (metalFrame || v === "aviator" || v === "round") {
    b += `<ellipse cx="272" cy="408" rx="6" ry="10" fill="#ffffff" opacity=".55" stroke="#b9bec5"/><ellipse cx="328" cy="408" rx="6" ry="10" fill="#ffffff" opacity=".55" stroke="#b9bec5"/>`;
  }
  b += `<path d="M126 374L180 368L136 440ZM374 374L428 368L384 440Z" fill="#fff" opacity=".16"/>`;
  return { defs, body: b, floor: [300, 560, 230] };
}

// ---------------------------------------------------------------------------
// Picture dispatch
// ---------------------------------------------------------------------------

function renderSvg(a: Art): string {
  switch (a.t) {
    case "shirt":
    case "tee":
    case "pants":
    case "track":
    case "coord":
      return svgDoc(garmentPic(a));
    case "loafer":
      return svgDoc(sidePair(loaferSide(a)));
    case "formal":
    case "boot":
      return svgDoc(sidePair(formalSide(a)));
    case "sneaker":
      return svgDoc(sidePair(sneakerSide(a)));
    case "heel":
      return svgDoc(sidePair(heelSide(a)));
    case "flip":
    case "slide":
    case "kolhapuri":
    case "jutti":
    case "flat":
      return svgDoc(topPair(a));
    case "watch":
      return svgDoc(watchPic(a));
    case "perfume":
      return svgDoc(perfumePic(a));
    case "glasses":
      return svgDoc(glassesPic(a));
    default:
      return svgDoc(bagPic(a));
  }
}

// ---------------------------------------------------------------------------
// JSON output (2-space indent; short arrays inline, matching Prettier's JSON style)
// ---------------------------------------------------------------------------

function toJson(value: unknown, indent = 0, prefixLen = 0): string {
  const pad = " ".repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map((v) => toJson(v, indent + 2, 0));
    const inline = `[${items.join(", ")}]`;
    const simple = value.every((v) => typeof v !== "object" || v === null);
    if (simple && !inline.includes("\n") && indent + prefixLen + inline.length + 1 <= PRINT_WIDTH) return inline;
    return `[\n${items.map((s) => `${pad}  ${s}`).join(",\n")}\n${pad}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return "{}";
    const lines = entries.map(([k, v]) => {
      const key = `${JSON.stringify(k)}: `;
      return `${pad}  ${key}${toJson(v, indent + 2, key.length)}`;
    });
    return `{\n${lines.join(",\n")}\n${pad}}`;
  }
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

function main(): void {
  const { products, arts } = buildCatalog();
  if (problems.length) throw new Error(problems.join("\n"));
  const skus = new Set(products.map((p) => p.sku));
  if (skus.size !== products.length) throw new Error("duplicate sku");
  if (new Set(products.map((p) => p.name)).size !== products.length) throw new Error("duplicate name");
  mkdirSync(path.dirname(JSON_FILE), { recursive: true });
  mkdirSync(IMAGE_DIR, { recursive: true });
  writeFileSync(JSON_FILE, `${toJson(products)}\n`);
  const wanted = new Set<string>();
  let bytes = 0;
  for (const p of products) {
    const file = `${p.sku.toLowerCase()}.svg`;
    const art = arts.get(p.sku);
    if (!art) throw new Error(`no art for ${p.sku}`);
    const svg = renderSvg(art);
    bytes += svg.length;
    wanted.add(file);
    writeFileSync(path.join(IMAGE_DIR, file), svg);
  }
  for (const f of readdirSync(IMAGE_DIR)) {
    if (f.endsWith(".svg") && !wanted.has(f)) unlinkSync(path.join(IMAGE_DIR, f));
  }
  console.log(`wrote ${products.length} products and ${wanted.size} pictures (${Math.round(bytes / 1024)} KB)`);
}

main();
