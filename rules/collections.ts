/**
 * The store's collections, as data (docs/product.md sections 2 and 9). One collection page component serves
 * them all; the server reads the same definitions to select products. Client-safe: no server imports.
 */
import type { SizeChartKey } from "./size-charts";

export const CATEGORIES = [
  "Shirts & Tshirt",
  "Loafers",
  "Shoes",
  "Jeans & Trouser & Trackpant",
  "HandBags and Bag",
  "Luxury Watch",
  "Perfumes",
  "Cordset & Tracksuit",
  "Girls Sandals and jutti",
  "Sunglasses",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Staff may also file a product under "Other" (docs/product.md section 5: the default when left empty). */
export const PRODUCT_CATEGORIES = [...CATEGORIES, "Other"] as const;

export interface SizeRule {
  /** Add to Cart needs a size: the message shown when none is chosen. */
  forCart?: string;
  /** Buy Now needs a size: the message shown when none is chosen. */
  forBuy?: string;
  /**
   * Add to Cart may leave the size to be chosen later (sandals): the line waits for one, and checkout
   * asks for it. The cart API names such a line's size "N/A" (SPEC).
   */
  sizeLater?: boolean;
}

export interface CollectionDefinition {
  key: string;
  title: string;
  /** What the collection sells, in lower case and plural ("luxury watches"), for sentences. */
  productsNoun: string;
  /** Paths of the featured tile (docs/product.md's featured paths); the first is canonical. */
  featuredPaths: string[];
  /** Paths inside the category sidebar layout; the first is canonical. */
  sidebarPaths: string[];
  /** A different heading on the featured path (the t-shirt page reads "Premium T-Shirts & Shirts"). */
  featuredTitle?: string;
  /** Which products: by collection key or by sidebar category. */
  select: { collection: string } | { category: Category };
  /** The sidebar category this collection belongs to. */
  category: Category;
  description: string;
  /** The sizes a product of this collection comes in; empty when it has none. */
  sizes: string[];
  sizeLabel?: string;
  /** The size chart linked beside the sizes (rules/size-charts.ts); none for products without sizes. */
  sizeChart?: SizeChartKey;
  /** Display names for stored sizes (flip-flops: "UK 6 / EURO 40"). */
  sizeNames?: Record<string, string>;
  /** The size chosen before the shopper picks one (t-shirts start at M). */
  defaultSize?: string;
  sizeRule: SizeRule;
  relatedCap: number;
  /** Days from delivery to ask for a return or exchange: the one home of the return windows. */
  returnDays: 7 | 14 | 15;
  highlights: string[];
  specifications: { label: string; value: string }[];
}

const sizeMessage = "Please select a size before proceeding!";

export const COLLECTIONS: CollectionDefinition[] = [
  {
    key: "shirts",
    productsNoun: "shirts & t-shirts",
    title: "Shirts & T-Shirts Collection",
    featuredTitle: "Premium T-Shirts & Shirts",
    featuredPaths: ["/tshirts"],
    sidebarPaths: ["/shirts"],
    select: { category: "Shirts & Tshirt" },
    category: "Shirts & Tshirt",
    sizes: ["S", "M", "L", "XL"],
    description: "Formal and casual shirts, linen, polos and everyday tees in S to XL.",
    sizeLabel: "Size",
    defaultSize: "M",
    sizeChart: "tops",
    sizeRule: {},
    relatedCap: 4,
    returnDays: 7,
    highlights: ["7 days easy return and exchange", "Pay on delivery available", "100% original products"],
    specifications: [
      { label: "Sizes", value: "S, M, L, XL" },
      { label: "Fit", value: "Regular" },
      { label: "Care", value: "Machine wash cold, tumble dry low" },
      { label: "Country of origin", value: "India" },
    ],
  },
  {
    key: "loafers",
    productsNoun: "loafers",
    title: "Loafers Collection",
    featuredPaths: ["/loafers"],
    sidebarPaths: ["/loafers-page"],
    select: { category: "Loafers" },
    category: "Loafers",
    sizes: ["6", "7", "8", "9", "10"],
    description: "Penny, tassel and driving loafers in leather and suede, sizes 6 to 10.",
    sizeLabel: "UK size",
    sizeChart: "menFootwear",
    sizeRule: {},
    relatedCap: 4,
    returnDays: 7,
    highlights: ["Free shipping across India", "7 days easy return and exchange", "Pay on delivery available"],
    specifications: [
      { label: "Sizes", value: "UK 6 to 10" },
      { label: "Type", value: "Slip-on" },
      { label: "Country of origin", value: "India" },
    ],
  },
  {
    key: "menshoes",
    productsNoun: "shoes",
    title: "Shoes Collection",
    featuredPaths: ["/menshoes"],
    sidebarPaths: ["/shoes-page"],
    select: { collection: "menshoes" },
    category: "Shoes",
    sizes: ["6", "7", "8", "9", "10", "11"],
    description: "Sneakers, running shoes, derbies, oxfords and boots for men, sizes 6 to 11.",
    sizeLabel: "UK size",
    sizeChart: "menFootwear",
    sizeRule: { forBuy: sizeMessage },
    relatedCap: 4,
    returnDays: 7,
    highlights: ["7 day return", "Premium quality", "Free fast delivery", "Secure payment"],
    specifications: [
      { label: "Sizes", value: "UK 6 to 11" },
      { label: "Country of origin", value: "India" },
    ],
  },
  {
    key: "luxury-watch",
    productsNoun: "luxury watches",
    title: "Luxury Collection",
    featuredPaths: ["/luxury-watch"],
    sidebarPaths: ["/luxury-page", "/Luxury-page"],
    select: { collection: "luxury-watch" },
    category: "Luxury Watch",
    sizes: [],
    description: "Exclusive, Premium and Luxury lines of analog, chronograph and automatic-look watches.",
    sizeRule: {},
    relatedCap: 12,
    returnDays: 14,
    highlights: ["Pay on delivery", "14 days return and exchange", "Type: Regular", "2-year warranty"],
    specifications: [
      { label: "Type", value: "Regular" },
      { label: "Display", value: "Analog" },
      { label: "Water resistance", value: "50 m" },
      { label: "Warranty", value: "2 years" },
    ],
  },
  {
    key: "girls-watch",
    productsNoun: "girls' watches",
    title: "Girls Watches Collection",
    featuredPaths: ["/girls-watch"],
    sidebarPaths: [],
    select: { collection: "girls-watch" },
    category: "Luxury Watch",
    sizes: [],
    description: "Ladies' bracelet, mesh and leather-strap watches in rose gold, gold and silver tones.",
    sizeRule: {},
    relatedCap: 4,
    returnDays: 7,
    highlights: ["Pay on delivery", "7 days return and exchange", "2-year warranty"],
    specifications: [
      { label: "Display", value: "Analog" },
      { label: "Water resistance", value: "50 m" },
      { label: "Warranty", value: "2 years" },
    ],
  },
  {
    key: "jeans",
    productsNoun: "jeans & trackpants",
    title: "Jeans, Trousers & Trackpants Collection",
    featuredPaths: [],
    sidebarPaths: ["/jeans-page"],
    select: { category: "Jeans & Trouser & Trackpant" },
    category: "Jeans & Trouser & Trackpant",
    sizes: ["S", "M", "L", "XL"],
    description: "Slim, straight and relaxed jeans, chinos, formal trousers and trackpants.",
    sizeLabel: "Size",
    sizeChart: "bottoms",
    sizeRule: {},
    relatedCap: 4,
    returnDays: 7,
    highlights: ["7 days easy return and exchange", "Pay on delivery available", "100% original products"],
    specifications: [
      { label: "Sizes", value: "S, M, L, XL" },
      { label: "Care", value: "Machine wash cold" },
    ],
  },
  {
    key: "trousers",
    productsNoun: "trousers",
    title: "Trousers Collection",
    featuredPaths: ["/trousers"],
    sidebarPaths: [],
    select: { collection: "trousers" },
    category: "Jeans & Trouser & Trackpant",
    sizes: ["S", "M", "L", "XL"],
    description: "Formal, pleated and linen trousers in easy-care blends.",
    sizeLabel: "Size",
    sizeChart: "bottoms",
    sizeRule: {},
    relatedCap: 5,
    returnDays: 14,
    highlights: ["Free delivery", "14 day return or replacement", "Polyester and cotton blend", "Machine wash cold"],
    specifications: [
      { label: "Sizes", value: "S, M, L, XL" },
      { label: "Fabric", value: "Polyester and cotton blend" },
      { label: "Care", value: "Machine wash cold" },
    ],
  },
  {
    key: "handbags",
    productsNoun: "handbags",
    title: "Handbag Collection",
    featuredTitle: "Luxury Handbags Collection",
    featuredPaths: ["/handbags"],
    sidebarPaths: ["/handbag-page"],
    select: { category: "HandBags and Bag" },
    category: "HandBags and Bag",
    sizes: [],
    description: "Totes, slings, clutches, satchels, backpacks and laptop bags.",
    sizeRule: {},
    relatedCap: 4,
    returnDays: 7,
    highlights: ["7 days easy return and exchange", "Pay on delivery available", "100% original products"],
    specifications: [
      { label: "Closure", value: "Zip or magnetic snap" },
      { label: "Country of origin", value: "India" },
    ],
  },
  {
    key: "perfume",
    productsNoun: "perfumes",
    title: "Perfume Collection",
    featuredPaths: ["/perfume", "/perfumes"],
    sidebarPaths: ["/perfume-page"],
    select: { category: "Perfumes" },
    category: "Perfumes",
    sizes: [],
    description: "Eau de parfum, eau de toilette and attars: oud, rose, sandalwood, citrus and more.",
    sizeRule: {},
    relatedCap: 8,
    returnDays: 15,
    highlights: ["Pay on delivery", "Easy 15 day exchange", "100% original"],
    specifications: [
      { label: "Form", value: "Spray or roll-on" },
      { label: "Country of origin", value: "India" },
    ],
  },
  {
    key: "sunglasses",
    productsNoun: "sunglasses",
    title: "Sunglasses Collection",
    featuredPaths: ["/sunglasses"],
    sidebarPaths: ["/sunglasse-page"],
    select: { category: "Sunglasses" },
    category: "Sunglasses",
    sizes: [],
    description: "Aviator, wayfarer, round, cat-eye and sports sunglasses with UV400 protection.",
    sizeRule: {},
    relatedCap: 4,
    returnDays: 7,
    highlights: ["7 days return", "Free shipping available", "100% original", "Pay on delivery"],
    specifications: [
      { label: "Protection", value: "UV400" },
      { label: "Country of origin", value: "India" },
    ],
  },
  {
    key: "tracksuit",
    productsNoun: "tracksuits & co-ord sets",
    title: "Tracksuit Collection",
    featuredPaths: ["/tracksuit"],
    sidebarPaths: ["/cordset-page"],
    select: { category: "Cordset & Tracksuit" },
    category: "Cordset & Tracksuit",
    sizes: ["S", "M", "L", "XL"],
    description: "Tracksuits and co-ord sets for men and women, sizes S to XL.",
    sizeLabel: "Size",
    sizeChart: "tops",
    sizeRule: { forCart: "Please select a size before adding to cart!", forBuy: sizeMessage },
    relatedCap: 5,
    returnDays: 14,
    highlights: ["14-day return", "Free delivery", "Pay on delivery available"],
    specifications: [
      { label: "Sizes", value: "S, M, L, XL" },
      { label: "Care", value: "Machine wash cold" },
    ],
  },
  {
    key: "sandals",
    productsNoun: "sandals & juttis",
    title: "Girls Sandals Collection",
    featuredPaths: [],
    sidebarPaths: ["/sandals-page", "/Sandals-page"],
    select: { category: "Girls Sandals and jutti" },
    category: "Girls Sandals and jutti",
    sizes: ["36", "37", "38", "39", "40"],
    description: "Block heels, kolhapuri flats, embroidered juttis and everyday sandals, sizes 36 to 40.",
    sizeLabel: "EURO size",
    sizeChart: "womenFootwear",
    sizeRule: { forBuy: "⚠️ Please select a size before buying!", sizeLater: true },
    relatedCap: 4,
    returnDays: 7,
    highlights: ["7 days easy return and exchange", "Pay on delivery available"],
    specifications: [
      { label: "Sizes", value: "EURO 36 to 40" },
      { label: "Country of origin", value: "India" },
    ],
  },
  {
    key: "flipflops",
    productsNoun: "flip-flops",
    title: "Flipflops Collection",
    featuredPaths: ["/flipflops"],
    sidebarPaths: [],
    select: { collection: "flipflops" },
    category: "Shoes",
    sizes: ["UK 6", "UK 7", "UK 8", "UK 9"],
    description: "Flip-flops and sliders for the beach, the gym and every day, UK 6 to 9.",
    sizeLabel: "Size",
    sizeNames: {
      "UK 6": "UK 6 / EURO 40",
      "UK 7": "UK 7 / EURO 41",
      "UK 8": "UK 8 / EURO 42",
      "UK 9": "UK 9 / EURO 43",
    },
    sizeChart: "flipflops",
    sizeRule: {},
    relatedCap: 4,
    returnDays: 7,
    highlights: ["7 days easy return and exchange", "Pay on delivery available", "Water friendly"],
    specifications: [{ label: "Sizes", value: "UK 6-9 / EURO 40-43" }],
  },
];

/** The category sidebar (docs/product.md section 2): label and path, in order. */
export const SIDEBAR_LINKS: { label: string; path: string; category: Category }[] = [
  { label: "Shirts & Tshirt", path: "/shirts", category: "Shirts & Tshirt" },
  { label: "Loafers", path: "/loafers-page", category: "Loafers" },
  { label: "Shoes", path: "/shoes-page", category: "Shoes" },
  { label: "Jeans & Trouser & Trackpant", path: "/jeans-page", category: "Jeans & Trouser & Trackpant" },
  { label: "HandBags and Bag", path: "/handbag-page", category: "HandBags and Bag" },
  { label: "Luxury Watch", path: "/luxury-page", category: "Luxury Watch" },
  { label: "Perfumes", path: "/perfume-page", category: "Perfumes" },
  { label: "Cordset & Tracksuit", path: "/cordset-page", category: "Cordset & Tracksuit" },
  { label: "Girls Sandals and jutti", path: "/sandals-page", category: "Girls Sandals and jutti" },
  { label: "Sunglasses", path: "/sunglasse-page", category: "Sunglasses" },
];

/** The home page's "Featured Products" tiles (docs/product.md section 2), names and paths as listed. */
/**
 * Paths shoppers type or guess for a collection, which the store's own paths (from SPEC) spell otherwise:
 * each answers 301 to its page. Lower case; watches span two collections, so they lead to a search.
 */
const PATH_ALIASES: Record<string, string> = {
  "/shoes": "/menshoes",
  "/mens-shoes": "/menshoes",
  "/sneakers": "/menshoes",
  "/sandals": "/sandals-page",
  "/jutti": "/sandals-page",
  "/watches": "/products?q=watches",
  "/watch": "/products?q=watches",
  "/jeans": "/jeans-page",
  "/trouser": "/trousers",
  "/tshirt": "/tshirts",
  "/t-shirts": "/tshirts",
  "/shirt": "/shirts",
  "/loafer": "/loafers",
  "/handbag": "/handbags",
  "/bags": "/handbags",
  "/perfumes-page": "/perfume-page",
  "/sunglass": "/sunglasses",
  "/shades": "/sunglasses",
  "/flip-flops": "/flipflops",
  "/flipflop": "/flipflops",
  "/slippers": "/flipflops",
  "/tracksuits": "/tracksuit",
};

/** Where a guessed path leads (see PATH_ALIASES), or undefined. A trailing slash is forgiven. */
export function aliasTarget(pathname: string): string | undefined {
  const key = pathname.toLowerCase().replace(/\/+$/, "");
  return Object.hasOwn(PATH_ALIASES, key) ? PATH_ALIASES[key] : undefined;
}

export const FEATURED_TILES: { name: string; path: string; image: string }[] = [
  { name: "Sunglasses", path: "/sunglasses", image: "/images/products/sung-001.svg" },
  { name: "Perfumes", path: "/perfume", image: "/images/products/perf-001.svg" },
  { name: "Loafer", path: "/loafers", image: "/images/products/loaf-001.svg" },
  { name: "Trouser", path: "/trousers", image: "/images/products/trou-001.svg" },
  { name: "Tracksuit", path: "/tracksuit", image: "/images/products/trak-001.svg" },
  { name: "Mens Shoes", path: "/menshoes", image: "/images/products/shoe-001.svg" },
  { name: "Luxury Watch", path: "/luxury-watch", image: "/images/products/lwat-001.svg" },
  { name: "Handbags and Bags", path: "/handbags", image: "/images/products/hbag-001.svg" },
  { name: "Flipflop", path: "/flipflops", image: "/images/products/flip-001.svg" },
  { name: "Ladies Watches", path: "/girls-watch", image: "/images/products/gwat-001.svg" },
  { name: "T-Shirt and Shirts", path: "/tshirts", image: "/images/products/shrt-001.svg" },
];

/** The list behind /new-arrivals: a collection key of products, without a collection page of its own. */
export const NEW_ARRIVALS_KEY = "new-arrivals";

/** Whether a product may be filed under this collection key. */
export function isCollectionKey(key: string): boolean {
  return key === NEW_ARRIVALS_KEY || COLLECTIONS.some((c) => c.key === key);
}

export function collectionByKey(key: string): CollectionDefinition | undefined {
  return COLLECTIONS.find((c) => c.key === key);
}

/** The collection a path names, case-insensitively (the older client used two spellings of some). */
export function collectionByPath(
  pathname: string,
): { collection: CollectionDefinition; variant: "featured" | "sidebar" } | undefined {
  const wanted = pathname.toLowerCase().replace(/\/+$/, "");
  for (const collection of COLLECTIONS) {
    if (collection.featuredPaths.some((p) => p.toLowerCase() === wanted)) return { collection, variant: "featured" };
    if (collection.sidebarPaths.some((p) => p.toLowerCase() === wanted)) return { collection, variant: "sidebar" };
  }
  return undefined;
}

/** The canonical URL of a collection: its featured path if it has one, else its sidebar path. */
export function canonicalPath(collection: CollectionDefinition): string {
  return collection.featuredPaths[0] ?? collection.sidebarPaths[0] ?? "/products";
}

/** The collection that owns a product's detail rules (sizes, related cap, returns). */
export function collectionForProduct(product: { collections: string[]; category: string }): CollectionDefinition {
  for (const key of product.collections) {
    const found = collectionByKey(key);
    if (found) return found;
  }
  return (
    COLLECTIONS.find((c) => "category" in c.select && c.select.category === product.category) ?? GENERIC_COLLECTION
  );
}

/** For products outside every collection (new arrivals, staff's "Other"). */
export const GENERIC_COLLECTION: CollectionDefinition = {
  key: "all",
  title: "All Products",
  productsNoun: "other products",
  featuredPaths: [],
  sidebarPaths: [],
  select: { collection: "all" },
  category: "Shirts & Tshirt",
  description: "",
  sizes: [],
  sizeRule: {},
  relatedCap: 4,
  returnDays: 7,
  highlights: ["7 days easy return and exchange", "Pay on delivery available", "100% original products"],
  specifications: [],
};

/**
 * The collections a list of products belongs to, as links, in the order first met and at most `max` (never
 * the generic one): where a shopper can browse on from a search (the header's suggestions, a search that
 * found only what comes closest).
 */
export function collectionLinks(
  products: { collections: string[]; category: string }[],
  max: number,
): { title: string; path: string }[] {
  const links = new Map<string, { title: string; path: string }>();
  for (const product of products) {
    if (links.size >= max) break;
    const collection = collectionForProduct(product);
    if (collection === GENERIC_COLLECTION) continue;
    links.set(collection.key, { title: collection.title, path: canonicalPath(collection) });
  }
  return [...links.values()];
}
