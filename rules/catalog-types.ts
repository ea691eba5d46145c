import { sizeNeededForCart } from "./cart-rules";
import type { ProductImage } from "./images";
import { discountLabel, toPaise } from "./money";
import { dotPaint } from "./colour-paint";
import type { RatingView } from "./ratings";

/** A product as the API and the pages show it: prices in whole rupees with the markup applied. */
export interface ProductView {
  id: number;
  /** The same id as a string, for clients written for the older contract. */
  _id: string;
  name: string;
  /** The first photo (docs/product.md's shape). */
  image: string;
  /** Every photo in the staff's order, the first being `image`; sizes where the store knows them. */
  images: ProductImage[];
  /** Rupees, as docs/product.md's API shape has it. */
  price: number;
  /** The same price in paise, for pages that add up. */
  pricePaise: number;
  oldPrice: number | null;
  discount: string | null;
  category: string;
  collections: string[];
  sizes: string[];
  description: string;
  details: string[];
  inStock: boolean;
  /** Staff marked it a sale item: non-returnable (docs/decisions/015). */
  finalSale: boolean;
  createdAt: string;
  /**
   * Its shown reviews' average (to one decimal, as the product page shows it) and count: only when it has any
   * (docs/decisions/044-ratings-on-cards.md).
   */
  rating?: RatingView;
  /**
   * Per size, in the order of `sizes`: whether it can be bought, and how many are left when only a few
   * are (3 or fewer; null otherwise, so the exact stock stays private). On one product's reads only.
   */
  sizeAvailability?: SizeAvailability[];
  /**
   * On one product's reads: the colours it comes in, in the staff's order (one for a product of one colour;
   * docs/decisions/034-colours-as-variants.md). The photos, prices, description, stock and `sizeAvailability`
   * above are then those of the chosen colour. On lists, only for a product of several colours, and the
   * photo and prices are those of the colour the list was asked for (by its colour filter or a colour
   * named in its search), else of the first.
   */
  colours?: ColourView[];
  /** The chosen colour's slug (`?color=` in a product link): with `colours`. */
  colour?: string;
  /**
   * While a sale runs on it (rules/offers.ts): its name and percentage. `price` is then the sale price, and
   * `oldPrice` the product's own price, struck beside it.
   */
  sale?: { name: string; percent: number };
  /** On one product's reads: every colour and size it is sold in ("" for none), and whether it can be bought now. */
  variants?: VariantView[];
  /** On one product's reads: what a shopper chooses, in order: its colours' names, then its sizes (when it has any). */
  options?: { name: "Colour" | "Size"; values: string[] }[];
  /** GET /api/products/:id?size=: the variant of the chosen colour in that size. */
  variant?: VariantView;
}

/** One colour and size of a product: its SKU, whether it can be bought now, and its price. */
export interface VariantView {
  colour: string;
  size: string;
  sku: string;
  inStock: boolean;
  price: number;
}

/** One colour of a product, as its swatch shows it. */
export interface ColourView {
  /** As written ("Navy"; "" for a product whose colour was never named). */
  name: string;
  /** Its address in a product link: /product/12?color=navy. */
  slug: string;
  /** The colour's first photo: its swatch. */
  swatch: ProductImage;
  price: number;
  oldPrice: number | null;
  /** The lowest and highest of its sizes' own prices, when a size has a price of its own. */
  sizePrices?: { min: number; max: number };
  /** Whether any of its sizes can be bought now: on one product's reads only. */
  inStock?: boolean;
}

/** A product's link on one colour: the first colour's link carries none (it is the product's own address). */
export function productPath(product: { id: number; colours?: { slug: string }[] }, colour?: string | null): string {
  const first = product.colours?.[0]?.slug;
  return colour && colour !== first
    ? `/product/${product.id}?color=${encodeURIComponent(colour)}`
    : `/product/${product.id}`;
}

/**
 * What a product card needs, and nothing more: listing pages carry 40 cards in their HTML and again in their
 * loader data, which the server encodes and the browser parses on every load. The long texts, the other
 * photos and the fields a card never shows stay on the product's own page and the API.
 */
export interface ProductCardView {
  id: number;
  name: string;
  /** The first photo. */
  picture: ProductImage;
  price: number;
  oldPrice: number | null;
  discount: string | null;
  inStock: boolean;
  finalSale: boolean;
  /** Its collection needs a size chosen before it can go into the cart: the card offers "Select size". */
  needsSize: boolean;
  /** A product of several colours: the first few as swatches (the list's chosen one among them). */
  colours?: CardColour[];
  /** How many more colours it comes in than its swatches show ("+2"). */
  moreColours?: number;
  /** The colour the list chose (its filter, or a colour its search named): its photo and price are shown. */
  colour?: string;
  /** Its colours' and sizes' lowest and highest prices, when they differ and no colour was chosen. */
  priceRange?: { min: number; max: number };
  /** Its reviews' average and count ("4.3 ★ (27)"): only when it has shown reviews. */
  rating?: RatingView;
}

/** One colour on a card: a tap shows its photo and price in place. */
export interface CardColour {
  name: string;
  slug: string;
  /** Its photo; absent when it is the card's own (a page of 40 cards carries no photo twice). */
  picture?: ProductImage;
  price: number;
  oldPrice: number | null;
  discount: string | null;
  /** The classes that paint its dot, from its name; none for a name the store cannot paint. */
  paint?: string;
}

const paintOf = (name: string) => {
  const paint = dotPaint(name);
  return paint ? { paint } : {};
};

/**
 * The lowest and highest price of a product's colours and their sizes' own prices (decision 042): the range
 * its card shows when they differ, and its lowest is the "from" price its lists filter and sort by (decision
 * 048). In whatever unit the prices are given; no colours: { min: Infinity, max: -Infinity }.
 */
export function colourPriceRange(colours: { price: number; sizePrices?: { min: number; max: number } | undefined }[]): {
  min: number;
  max: number;
} {
  let min = Infinity;
  let max = -Infinity;
  for (const { price, sizePrices } of colours) {
    min = Math.min(min, price, sizePrices?.min ?? price);
    max = Math.max(max, price, sizePrices?.max ?? price);
  }
  return { min, max };
}

/** A card shows at most this many swatches, then "+N". */
export const CARD_SWATCHES = 5;

export function toCardView(product: ProductView): ProductCardView {
  const card: ProductCardView = {
    id: product.id,
    name: product.name,
    picture: product.images[0] ?? { src: product.image, width: null, height: null },
    price: product.price,
    oldPrice: product.oldPrice,
    discount: product.discount,
    inStock: product.inStock,
    finalSale: product.finalSale,
    needsSize: sizeNeededForCart(product, null) !== null,
    ...(product.rating ? { rating: product.rating } : {}),
  };
  const colours = product.colours ?? [];
  const { min, max } = colourPriceRange(colours);
  // A product of one colour whose sizes differ in price shows their range, and no swatch.
  if (colours.length < 2) return min < max ? { ...card, priceRange: { min, max } } : card;
  const chosen = product.colour && product.colour !== colours[0]!.slug ? product.colour : undefined;
  // The chosen colour is always among the swatches: in the last place when it would not be.
  const shown = colours.slice(0, CARD_SWATCHES);
  const chosenAt = colours.findIndex((colour) => colour.slug === chosen);
  if (chosenAt >= CARD_SWATCHES) shown[CARD_SWATCHES - 1] = colours[chosenAt]!;
  return {
    ...card,
    colours: shown.map((colour) => ({
      name: colour.name,
      slug: colour.slug,
      ...(colour.swatch.src === card.picture.src ? {} : { picture: colour.swatch }),
      price: colour.price,
      oldPrice: colour.oldPrice,
      discount: discountLabel(toPaise(colour.price), colour.oldPrice === null ? null : toPaise(colour.oldPrice)),
      ...paintOf(colour.name),
    })),
    moreColours: colours.length - shown.length,
    ...(chosen ? { colour: chosen } : min < max ? { priceRange: { min, max } } : {}),
  };
}

export interface SizeAvailability {
  size: string;
  inStock: boolean;
  fewLeft: number | null;
  /** A size with a price of its own: its price, old price and discount, which the page shows once it is chosen. */
  price?: number;
  oldPrice?: number | null;
  discount?: string | null;
}

/** "Only N left" is said from this many units down. */
export const FEW_LEFT = 3;

export interface ProductPage {
  products: ProductView[];
  total: number;
  page: number;
  totalPages: number;
  /**
   * Set when a search found products but none holds its words as written (or as another form of them, a
   * synonym, or the start of a longer word) in its name, category or colour: they only come closest, and
   * the page says so. `readAs` is the search as it was read when typos were forgiven ("lofer" ->
   * "loafer"), null when the words were found only in descriptions.
   */
  noExactMatch?: { readAs: string | null };
}

/** The discount steps the filter offers ("30% and more"). */
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50] as const;

export interface FacetValue {
  value: string;
  count: number;
}

/** How many products each filter choice would show, given the other filters (GET /api/products/facets). */
export interface ProductFacets {
  categories: FacetValue[];
  sizes: FacetValue[];
  colors: FacetValue[];
  /** For each step, how many products save at least that much. */
  discounts: { min: number; count: number }[];
  /** For each step ("4 stars and up"), how many products are rated at least that much as shown. */
  ratings: { min: number; count: number }[];
  inStock: number;
}

/** What the header's search box suggests as the shopper types (GET /api/products/suggestions). */
export interface SearchSuggestions {
  products: Pick<ProductView, "id" | "name" | "image" | "price" | "pricePaise">[];
  /** The collections of the best matches ("Loafers Collection" for "lofer"). */
  collections: { title: string; path: string }[];
}

export const SORTS = ["featured", "price-asc", "price-desc", "newest", "rating"] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_LABELS: Record<Sort, string> = {
  featured: "Featured",
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  newest: "Newest first",
  rating: "Customer rating",
};

export const PAGE_SIZE = 20;
/** A collection page's cards: at most 40, so its markup stays small at any catalogue size. */
export const COLLECTION_PAGE_SIZE = 40;

/**
 * The ?page= a shopper asked for: 1 when absent, undefined when it is not a page number above 1 ("abc",
 * "0", "1"), which the page answers by redirecting to its first page.
 */
export function requestedPage(url: URL): number | undefined {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page > 1 ? page : undefined;
}
export const PRICE_SLIDER_MAX = 20_000;
