import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { productVariants, products, type ProductRow } from "../db/schema";
import { discountLabel, withMarkup } from "~/lib/money";
import { CATEGORIES, COLLECTIONS, type CollectionDefinition } from "~/lib/collections";
import { FEW_LEFT, PAGE_SIZE, SORTS, type ProductPage, type ProductView } from "~/lib/catalog-types";
import { searchCondition } from "./search";

type Search = Awaited<ReturnType<typeof searchCondition>>;

/** The shopper-facing view of a row: markup applied once, discount computed, never the stock figure. */
export function toProductView(row: ProductRow, markupPaise: number): ProductView {
  const price = withMarkup(row.basePricePaise, markupPaise);
  const oldPrice = row.oldPricePaise === null ? null : withMarkup(row.oldPricePaise, markupPaise);
  return {
    id: row.id,
    _id: String(row.id),
    name: row.name,
    image: row.image,
    price: price / 100,
    pricePaise: price,
    oldPrice: oldPrice === null ? null : oldPrice / 100,
    discount: discountLabel(price, oldPrice),
    category: row.category,
    collections: row.collections,
    sizes: row.sizes,
    description: row.description,
    details: row.details,
    inStock: row.stock > 0,
    createdAt: row.createdAt.toISOString(),
  };
}

const optionalWhole = (max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
    .pipe(z.number().int("must be a whole number").min(0, "must be 0 or more").max(max).optional());

/** The query of GET /api/products and of the /products page (same names, so URLs are shareable). */
export const productQuerySchema = z
  .object({
    q: z.string().trim().max(100, "must be at most 100 characters").optional(),
    category: z.enum(CATEGORIES, { error: "must be one of the store's categories" }).optional(),
    collection: z
      .string()
      .refine((key) => key === "new-arrivals" || COLLECTIONS.some((c) => c.key === key), "is not a collection")
      .optional(),
    minPrice: optionalWhole(10_000_000),
    maxPrice: optionalWhole(10_000_000),
    sort: z.enum(SORTS, { error: `must be one of ${SORTS.join(", ")}` }).default("featured"),
    page: optionalWhole(100_000)
      .transform((v) => v ?? 1)
      .pipe(z.number().min(1, "must be 1 or more")),
    limit: optionalWhole(100)
      .transform((v) => v ?? PAGE_SIZE)
      .pipe(z.number().min(1, "must be 1 or more")),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: "must not be above maxPrice",
    path: ["minPrice"],
  });
export type ProductQuery = z.output<typeof productQuerySchema>;

function filters(query: Partial<ProductQuery>, markupPaise: number, search: Search | undefined): SQL[] {
  const where: SQL[] = [eq(products.hidden, false)];
  if (query.category) where.push(eq(products.category, query.category));
  if (query.collection) where.push(sql`${query.collection} = any(${products.collections})`);
  // Price filters apply to the price the shopper sees (with the markup).
  if (query.minPrice !== undefined) where.push(gte(products.basePricePaise, query.minPrice * 100 - markupPaise));
  if (query.maxPrice !== undefined) where.push(lte(products.basePricePaise, query.maxPrice * 100 - markupPaise));
  if (search) where.push(search.where);
  return where;
}

/**
 * Each ordering spelled exactly as an index is built, NULLS placement included (a DESC index is NULLS LAST
 * here, and a plain "desc" means NULLS FIRST), so PostgreSQL walks the index and stops at the page instead
 * of sorting every match.
 */
const newestFirst = sql`${products.createdAt} desc nulls last`;

function ordering(query: Partial<ProductQuery>, search: Search | undefined): SQL[] {
  switch (query.sort) {
    case "price-asc":
      return [asc(products.basePricePaise), asc(products.id)];
    case "price-desc":
      // products_price_idx read backwards.
      return [sql`${products.basePricePaise} desc nulls first`, sql`${products.id} desc`];
    case "newest":
      return [newestFirst, asc(products.id)];
    default: {
      // Featured: the best deals first (largest discount), then the newest (products_featured_idx); a
      // search's ties in that order.
      const featured = [sql`${products.dealRatio} desc nulls last`, newestFirst, asc(products.id)];
      return search ? [desc(search.rank), ...featured] : featured;
    }
  }
}

export async function listProducts(db: Db, query: Partial<ProductQuery>, markupPaise: number): Promise<ProductPage> {
  const search = await searchCondition(db, query.q, markupPaise);
  const where = and(...filters(query, markupPaise, search));
  const limit = query.limit ?? PAGE_SIZE;
  const page = query.page ?? 1;
  // The page and the total as two queries: a window count would make every query read every match.
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ordering(query, search))
      .limit(limit)
      .offset((page - 1) * limit),
    countProducts(db, where),
  ]);
  return {
    products: rows.map((row) => toProductView(row, markupPaise)),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  };
}

async function countProducts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(where);
  return row?.n ?? 0;
}

/** The products of a collection page (first `limit`), newest first. */
export async function listCollection(
  db: Db,
  collection: CollectionDefinition,
  markupPaise: number,
  options: { page?: number; limit?: number } = {},
): Promise<ProductPage> {
  const select =
    "collection" in collection.select
      ? { collection: collection.select.collection }
      : { category: collection.select.category };
  return listProducts(
    db,
    { ...select, sort: "newest", page: options.page ?? 1, limit: options.limit ?? 100 },
    markupPaise,
  );
}

export async function getProduct(db: Db, id: number, markupPaise: number): Promise<ProductView | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.hidden, false)));
  if (!row) return undefined;
  const view = toProductView(row, markupPaise);
  if (!row.sizes.length) return view;
  const variants = await db
    .select({ size: productVariants.size, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, row.id));
  const stockOf = new Map(variants.map((v) => [v.size, v.stock]));
  return {
    ...view,
    sizeAvailability: row.sizes.map((size) => {
      const stock = stockOf.get(size) ?? 0;
      return { size, inStock: stock > 0, fewLeft: stock > 0 && stock <= FEW_LEFT ? stock : null };
    }),
  };
}

/** Same category, without the product itself, newest first, at most `cap`. */
export async function relatedProducts(
  db: Db,
  product: ProductView,
  cap: number,
  markupPaise: number,
): Promise<ProductView[]> {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(eq(products.category, product.category), eq(products.hidden, false), sql`${products.id} <> ${product.id}`),
    )
    .orderBy(newestFirst, asc(products.id))
    .limit(cap);
  return rows.map((row) => toProductView(row, markupPaise));
}
