import { fileURLToPath } from "node:url";
import { seededCatalogue } from "../../helpers/seeded-catalogue";

/**
 * The seeded products the browser tests use, named once. Each is found by its name in the seeded store
 * (data/catalog/products.json with its recoloured copies kept together as one product's colours; read
 * once, when a spec imports this), so no spec depends on where a product stands in that file. Its id is
 * still its place in the file: the server seeds an empty database in file order (server/db/seed.ts), and
 * the suite always starts one. A product here is its first colour: its price and stock are that colour's.
 */

export interface CatalogProduct {
  id: number;
  name: string;
  /** What shoppers are charged, in whole rupees: the base price plus the store's markup. */
  amount: number;
  /** The same as the pages show it ("₹3,799"). */
  price: string;
  sizes: string[];
  stock: number;
}

/** The settings the server under test runs with (playwright.config.ts passes E2E_SERVER_ENV on). */
export const serverEnv = JSON.parse(process.env.E2E_SERVER_ENV ?? "{}") as Record<string, string | undefined>;

/** The store's flat markup (server/config.ts: PRICE_MARKUP_RUPEES, 500 unless the run sets it). */
export const markup = Number(serverEnv.PRICE_MARKUP_RUPEES ?? 500);

/** Whole rupees as the pages print them: 3799 -> "₹3,799". */
export const rupees = (value: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(value);

const file = fileURLToPath(new URL("../../../data/catalog/products.json", import.meta.url));

/** Every seeded product, with the id the server gives it. */
export const catalog: CatalogProduct[] = seededCatalogue(file).map((p) => ({
  id: p.id,
  name: p.name,
  amount: p.basePrice + markup,
  price: rupees(p.basePrice + markup),
  sizes: p.sizes,
  stock: p.stock,
}));

/** The seeded product with this name; a renamed or duplicated one fails here rather than in a spec. */
export function product(name: string): CatalogProduct {
  const found = catalog.filter((p) => p.name === name);
  if (found.length !== 1) throw new Error(`data/catalog/products.json has ${found.length} products named "${name}"`);
  return found[0]!;
}

// Stock is counted per product and the specs run in parallel against one database: a product bought in
// one spec should not be one whose stock another spec counts. The notes say what each is chosen for.

/** Sizes 6-10 (needed for the cart and Buy Now): ₹3,799 with the markup. */
export const CROC_LOAFERS = product("Men Dark Brown Croc-Textured Tassel Loafers");
/** Sizes 6-10; no spec buys it, so its sizes keep the seeded stock (8 in size 8). */
export const BURGUNDY_LOAFERS = product("Men Burgundy Polished Leather Penny Loafers");
/** Men's shoes (Buy Now needs a size); its first colour's stock 6 over sizes 6-11: 1 in each. */
export const LOW_TOP_SNEAKERS = product("Men Canvas Low-Top Sneakers");
/** No sizes. */
export const GUNMETAL_WATCH = product("Men Exclusive Gunmetal Dial Automatic-Look Open Heart Watch");
/** No sizes. */
export const OLIVE_TOTE = product("Women Olive Canvas Tote Bag");
/** No sizes; returns.spec.ts makes it final sale for a while. */
export const TAN_TOTE = product("Women Tan Structured Tote Bag");
/** A perfume: no sizes, plenty of stock, a 15-day return window. */
export const OUD_ROYALE = product("Oud Royale Eau de Parfum 100 ml");
/** A perfume only delivery.spec.ts uses. */
export const GULAB_ATTAR = product("Gulab Attar 50 ml");
/** A perfume only tap-targets.spec.ts uses. */
export const BLUE_TIDE = product("Blue Tide Eau de Toilette 100 ml");
// Perfumes only payment.spec.ts buys (no sizes; stock 42-58).
export const CITRUS_BREEZE = product("Citrus Breeze Eau de Toilette 100 ml");
export const MONSOON_MITTI = product("Monsoon Mitti Eau de Toilette 100 ml");
export const KESAR_OUD = product("Kesar Oud Attar 50 ml");
export const SPICED_CARDAMOM = product("Spiced Cardamom Eau de Parfum 50 ml");
export const AQUA_SPORT = product("Aqua Sport Eau de Toilette 100 ml");
export const PINK_PEONY = product("Pink Peony Bloom Eau de Parfum 50 ml");
/** Sunglasses; return-windows.spec.ts makes it final sale for a while. */
export const ROSE_GOLD_AVIATORS = product("Women Rose Gold-Toned Polarised Aviator Sunglasses");
/** A tracksuit: the cart needs a size. */
export const NAVY_TRACKSUIT = product("Men Navy Zip-Up Tracksuit with Contrast Taping");
/** A shirt in sizes S-XL, with a 7-day return window. */
export const WHITE_FORMAL_SHIRT = product("Men White Striped Formal Shirt");
/** Seeded with no stock. */
export const OLIVE_LINEN_SHIRT = product("Men Olive Pure Linen Shirt");
/** Sandals, sizes 36-40: Buy Now needs a size; the cart stores "N/A" without one. */
export const EMBROIDERED_SANDALS = product("Women Embroidered Block Heel Sandals");
/** Sandals, sizes 36-40, only tap-targets.spec.ts uses. */
export const GOLD_SANDALS = product("Women Gold Block Heel Party Sandals");
/** A perfume only early-taps.spec.ts uses (Buy Now's dialog, Add to Cart, the wishlist, the cart's stepper). */
export const VELVET_ROSE = product("Velvet Rose Eau de Parfum 100 ml");
/** Sizes 6-11 (Buy Now and the cart need one); only early-taps.spec.ts uses it. */
export const WHITE_HIGH_TOPS = product("Men Canvas High-Top Sneakers");
