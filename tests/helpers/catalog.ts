import { eq } from "drizzle-orm";
import type { Database, Db } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { seedCatalogIfEmpty } from "../../server/db/seed";
import { products } from "../../server/db/schema";
import { createProduct } from "../../server/catalog/admin";
import type { PRODUCT_CATEGORIES } from "@rules/collections";
import { setStock } from "./stock";

/**
 * What a test needs of a product. The category decides the collection, the sizes and the size rules as for a
 * product the staff add (placementFor): Perfumes and Luxury Watch have no sizes, Loafers 6-10, Shoes 6-11
 * (Buy Now needs one), Shirts & Tshirt S-XL, Cordset & Tracksuit S-XL (the cart needs one), Girls Sandals and
 * jutti 36-40 (the cart takes one without a size, its line answered as "N/A").
 */
export interface ProductSpec {
  category: (typeof PRODUCT_CATEGORIES)[number];
  /** Whole rupees as the staff type them: shoppers see it plus the store's markup. */
  price?: number;
  /** One figure spread over the sizes by the store's rule, or each size's figure. */
  stock?: number | Record<string, number>;
  name?: string;
  /** The photo's address, on https://images.example.com (made up from a counter unless given). */
  image?: string;
}

const IMAGE_ORIGIN = "https://images.example.com";
let made = 0;

/**
 * Adds a product through the staff's own code (server/catalog/admin.ts) and answers its id, so that a test
 * states what it relies on instead of naming a seeded product by its place in data/catalog/products.json.
 */
export async function addProduct(db: Db, spec: ProductSpec): Promise<number> {
  made++;
  const product = await createProduct(
    db,
    {
      name: spec.name ?? `Test ${spec.category} ${made}`,
      image: spec.image ?? `${IMAGE_ORIGIN}/test-product-${made}.jpg`,
      price: spec.price ?? 1000,
      category: spec.category,
      stock: typeof spec.stock === "number" ? spec.stock : 0,
    },
    { markupPaise: 0, imageOrigins: [IMAGE_ORIGIN] },
  );
  if (typeof spec.stock === "object") await setStock(db, product.id, spec.stock);
  return product.id;
}

/** The loafer the cart and order tests buy: ₹3,299 (shown ₹3,799 with the markup), sizes 6-10, 5 in each. */
export const TAN_LOAFER = {
  category: "Loafers",
  name: "Test Tan Suede Penny Loafers",
  image: "https://images.example.com/tan-suede-penny-loafers.jpg",
  price: 3299,
  stock: 25,
} as const satisfies ProductSpec;

/** addProduct that also notes in `made` the product's stock as made, its sizes' figures added up. */
export async function addProductNoting(db: Db, spec: ProductSpec, made: Map<number, number>): Promise<number> {
  const id = await addProduct(db, spec);
  const stock = typeof spec.stock === "object" ? Object.values(spec.stock).reduce((a, b) => a + b, 0) : spec.stock;
  made.set(id, stock ?? 0);
  return id;
}

/** A seeded product's id by its name, for a test that checks what the seeded catalogue shows. */
export async function seededProductId(db: Db, name: string): Promise<number> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.name, name));
  if (rows.length !== 1) throw new Error(`${rows.length} seeded products are named ${name}`);
  return rows[0]!.id;
}

/**
 * For a test that starts real server.ts processes on a database of its own: makes that database what
 * server.ts would (migrated, catalogue seeded) and then runs `add` on it, so that the instances start with
 * the test's products (server.ts then finds the catalogue seeded and leaves it be).
 */
export async function addProductsBeforeStart<T>(database: Database, add: (db: Db) => Promise<T>): Promise<T> {
  await migrateDatabase(database, async () => void (await seedCatalogIfEmpty(database.db)));
  return add(database.db);
}

/**
 * For tables built when the file loads, before beforeAll or beforeEach has made the products: a table names
 * a product where its id goes (`{ id: "perfume" }`), and this answers the value with each such name under
 * `id`, `_id` or `productId`, at any depth, replaced by that product's id in `ids`.
 */
export function withProductIds<T>(value: T, ids: Record<string, number>): T {
  if (Array.isArray(value)) return value.map((v: unknown) => withProductIds(v, ids)) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      ["id", "_id", "productId"].includes(key) && typeof v === "string" && Object.hasOwn(ids, v)
        ? ids[v]
        : withProductIds(v, ids),
    ]),
  ) as T;
}
