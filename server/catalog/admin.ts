import { randomBytes } from "node:crypto";
import { and, eq, ilike, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../db/client";
import { likePattern, newestFirstPage } from "../db/staff-lists";
import { products, type ProductRow } from "../db/schema";
import { HttpError, badRequest, notFound } from "../http/errors";
import { listNumber, parseInput } from "../http/parse";
import { toProductView } from "./product-view";
import { respreadStock, setVariantStock, type VariantStock } from "../orders/stock";
import { colourImages, coloursOf, type Colour } from "./colours";
import { variantsOf, type Variant } from "./sizes";
import { photosAt } from "./uploads";
import { PAGE_SIZE, type ProductView } from "@rules/catalog-types";
import { SIDEBAR_LINKS, collectionByPath, type PRODUCT_CATEGORIES } from "@rules/collections";
import {
  PRODUCT_VISIBILITY,
  STAFF_LIMITS,
  STAFF_MESSAGES,
  STOCK_PER_COLOUR,
  isImageAddress,
  type StaffProductPage,
  type ProductChanges,
  type StaffProductView,
} from "@rules/staff";
import { newProductSchema, productChangesSchema } from "@rules/staff-schema";
import type { ProductImage } from "@rules/images";
import { toPaise, toRupees } from "@rules/money";
import { COMMAND_LINE, recordChanges, type Actor } from "../audit/audit";
import { productCreate, productEdit, recordStockChanges, stockBefore } from "../audit/catalogue-changes";

export interface StaffSettings {
  markupPaise: number;
  /** Where a product's image may come from besides uploads: the store's origin and IMAGE_HOSTS. */
  imageOrigins: string[];
}

/**
 * An image address the pages may show (the Content-Security-Policy's img-src): an upload, the store's own
 * path, or a URL on an allowed origin. Refused with what to do otherwise.
 */
export function checkImageOrigins(sources: string[], settings: StaffSettings): void {
  for (const src of sources) {
    if (src.startsWith("/")) continue;
    const origin = new URL(src).origin;
    if (!settings.imageOrigins.includes(origin)) {
      throw badRequest(
        `Images from ${origin} cannot be shown by the store: upload the photo instead, or add ${origin} to the IMAGE_HOSTS setting`,
      );
    }
  }
}

/**
 * Which collections and sizes a product of a category gets: those of the collection behind the category's
 * sidebar link (Shoes: men's shoes, Luxury Watch: luxury watches), as the seeded catalogue fills them.
 * "Other" belongs to no collection: it shows in search, the home grid and /products.
 */
export function placementFor(category: (typeof PRODUCT_CATEGORIES)[number]): {
  collections: string[];
  sizes: string[];
} {
  const link = SIDEBAR_LINKS.find((l) => l.category === category);
  const collection = link ? collectionByPath(link.path)?.collection : undefined;
  return collection ? { collections: [collection.key], sizes: [...collection.sizes] } : { collections: [], sizes: [] };
}

/** A product's colours and its variants (each colour and size's stock). */
export interface Stocked {
  colours: Colour[];
  variants: Variant[];
}

/** The colours and variants of these products, by product. */
export async function stockedOf(db: Db | Tx, ids: number[]): Promise<Map<number, Stocked>> {
  const [colours, variants] = await Promise.all([coloursOf(db, ids), variantsOf(db, ids)]);
  return new Map(ids.map((id) => [id, { colours: colours.get(id) ?? [], variants: variants.get(id) ?? [] }]));
}

export function toStaffProductView(
  row: ProductRow,
  markupPaise: number,
  { colours, variants }: Stocked,
): StaffProductView {
  // In the product's size order; a product without sizes has its one figure per colour in `stock`.
  const bySize = (of: Variant[]) =>
    Object.fromEntries(
      row.sizes.map((size) => [size, of.filter((v) => v.size === size).reduce((sum, v) => sum + v.stock, 0)]),
    );
  return {
    ...toProductView(row, markupPaise),
    sku: row.sku,
    stock: row.stock,
    stockBySize: bySize(variants),
    colours: colours.map((colour) => {
      const own = variants.filter((v) => v.colourId === colour.id);
      return {
        id: colour.id,
        name: colour.name,
        slug: colour.slug,
        sku: colour.sku,
        stock: own.reduce((sum, v) => sum + v.stock, 0),
        stockBySize: bySize(own),
        image: colourImages(row, colour)[0]!.src,
        images: colour.images?.length ? colour.images.map((photo) => photo.src) : colour.image ? [colour.image] : [],
        price: toRupees(colour.basePricePaise),
        oldPrice: toRupees(colour.oldPricePaise),
        description: colour.description,
        sizePrices: Object.fromEntries(
          own.flatMap((v) => (v.basePricePaise === null ? [] : [[v.size, toRupees(v.basePricePaise)]])),
        ),
      };
    }),
    hidden: row.hidden,
    basePrice: toRupees(row.basePricePaise),
    baseOldPrice: toRupees(row.oldPricePaise),
  };
}

const newSku = () => `STAFF-${randomBytes(4).toString("hex").toUpperCase()}`;

/** Adds a product to the catalogue: it shows at once in its collection, in search and on the home grid. */
export async function createProduct(
  db: Db,
  input: unknown,
  settings: StaffSettings,
  actor: Actor = COMMAND_LINE,
): Promise<ProductView> {
  const product = parseInput(newProductSchema, input);
  checkImageOrigins([product.image, ...(product.images ?? [])], settings);
  const images = await photosAt(db, product.images ?? [product.image]);
  const values = {
    images,
    name: product.name,
    description: product.description,
    category: product.category,
    ...placementFor(product.category),
    basePricePaise: toPaise(product.price),
    stock: product.stock ?? STAFF_LIMITS.defaultStock,
    image: product.image,
  };
  // The SKU is random; a clash (about one in four billion) takes another.
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await db.transaction(async (tx) => {
      const [added] = await tx
        .insert(products)
        .values({ ...values, sku: newSku() })
        .onConflictDoNothing({ target: products.sku })
        .returning();
      if (added) await recordChanges(tx, actor, [productCreate(added)]);
      return added;
    });
    if (row) return toProductView(row, settings.markupPaise);
  }
  throw new Error("Could not allocate a free SKU");
}

async function findRow(db: Db, id: number): Promise<ProductRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** One product, hidden or not, for the staff's edit page. */
export async function getStaffProduct(db: Db, id: number, markupPaise: number): Promise<StaffProductView | undefined> {
  const row = await findRow(db, id);
  return row ? toStaffProductView(row, markupPaise, (await stockedOf(db, [row.id])).get(row.id)!) : undefined;
}

/**
 * Edits a product. A new category moves it to that category's collection and sizes; hiding takes it out
 * of the catalogue (listings, search, its page, carts and orders) while past orders keep their lines.
 */
export async function updateProduct(
  db: Db,
  id: number,
  input: unknown,
  settings: StaffSettings,
  actor: Actor = COMMAND_LINE,
): Promise<StaffProductView> {
  const changes = parseInput(productChangesSchema, input);
  const row = await findRow(db, id);
  if (!row) throw notFound("Product not found");

  const images = await changedPhotos(db, row, changes, settings);
  const basePricePaise = changes.price === undefined ? row.basePricePaise : toPaise(changes.price);
  const oldPricePaise = changes.oldPrice === undefined ? row.oldPricePaise : toPaise(changes.oldPrice);
  // Only a newly set old price must be above the price: a price raised past an old one just ends the deal.
  if (changes.oldPrice != null && oldPricePaise !== null && oldPricePaise <= basePricePaise) {
    throw badRequest(STAFF_MESSAGES.oldPrice);
  }
  const moved = changes.category !== undefined && changes.category !== row.category;
  const sizes = moved ? placementFor(changes.category!).sizes : row.sizes;
  const { stockBySize, stockByColour } = changes;
  if (stockBySize && stockByColour) throw badRequest("Give the stock per size or per colour, not both");
  const counted = stockBySize !== undefined || stockByColour !== undefined;

  const updated = await db.transaction(async (tx) => {
    // Read with the change, so the colours checked are the colours counted.
    const colours = (await coloursOf(tx, [row.id])).get(row.id) ?? [];
    const figures = counted ? variantFigures(colours, sizes, stockBySize, stockByColour) : [];
    const stock = await stockBefore(tx, row.id);
    const [changed] = await tx
      .update(products)
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(images && { image: images[0]!.src, images }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.stock !== undefined && !counted && { stock: changes.stock }),
        ...(changes.hidden !== undefined && { hidden: changes.hidden }),
        ...(changes.finalSale !== undefined && { finalSale: changes.finalSale }),
        ...(moved && { category: changes.category, ...placementFor(changes.category!) }),
        basePricePaise,
        oldPricePaise,
      })
      .where(eq(products.id, row.id))
      .returning();
    if (!changed) throw new HttpError(404, "Product not found");
    // New sizes, or one stock figure for the whole product: spread over its colours and sizes.
    if (moved || (changes.stock !== undefined && !counted)) await respreadStock(tx, row.id);
    const result = counted ? await setVariantStock(tx, row.id, figures) : changed;
    // The audit log's entries, in this transaction: the name and prices, then each size's stock.
    await recordChanges(tx, actor, [productEdit(row, changed)]);
    await recordStockChanges(tx, actor, changed, stock);
    return result;
  });
  return toStaffProductView(updated, settings.markupPaise, (await stockedOf(db, [updated.id])).get(updated.id)!);
}

/**
 * The variants' figures an edit gives: per size for a product of one colour (`stockBySize`, as before
 * products had colours), per colour and size otherwise (`stockByColour`; a number sets every size of its
 * colour). Anything naming a colour or size the product does not come in is refused, naming it.
 */
function variantFigures(
  colours: Colour[],
  productSizes: string[],
  stockBySize: Record<string, number> | undefined,
  stockByColour: Record<string, number | Record<string, number>> | undefined,
): VariantStock[] {
  // A product without sizes has one variant per colour, of size "".
  const sizes = productSizes.length ? productSizes : [""];
  const checkSize = (size: string) => {
    if (!sizes.includes(size)) throw badRequest(`Size ${size || '""'} is not one of this product's sizes`);
  };
  if (stockBySize) {
    if (colours.length > 1) throw badRequest(STOCK_PER_COLOUR);
    const colourId = colours[0]!.id;
    return Object.entries(stockBySize).map(([size, stock]) => (checkSize(size), { colourId, size, stock }));
  }
  const figures: VariantStock[] = [];
  const seen = new Set<number>();
  for (const [key, given] of Object.entries(stockByColour ?? {})) {
    const wanted = key.trim().toLowerCase();
    const colour = colours.find((c) => c.slug === wanted || c.name.toLowerCase() === wanted);
    if (!colour) throw badRequest(`Colour ${key} is not one of this product's colours`);
    if (seen.has(colour.id)) throw badRequest(`Colour ${colour.name} is given twice`);
    seen.add(colour.id);
    const bySize = typeof given === "number" ? Object.fromEntries(sizes.map((size) => [size, given])) : given;
    for (const [size, stock] of Object.entries(bySize)) {
      checkSize(size);
      figures.push({ colourId: colour.id, size, stock });
    }
  }
  return figures;
}

/**
 * The product's photos after a change, or undefined when they do not change. A list replaces them all;
 * an image alone replaces the first. The staff may keep any address a product already has (the seeded
 * catalogue's own pictures); a new one must be an http(s) URL or an upload that exists.
 */
async function changedPhotos(
  db: Db,
  row: ProductRow,
  changes: ProductChanges,
  settings: StaffSettings,
): Promise<ProductImage[] | undefined> {
  const current = row.images.length ? row.images : [{ src: row.image, width: null, height: null }];
  let wanted: string[];
  if (changes.images) wanted = changes.images;
  else if (changes.image !== undefined && changes.image !== row.image) {
    wanted = [
      changes.image,
      ...current
        .slice(1)
        .map((p) => p.src)
        .filter((src) => src !== changes.image),
    ];
  } else return undefined;
  const kept = new Map(current.map((p) => [p.src, p]));
  const fresh = wanted.filter((src) => !kept.has(src));
  const bad = fresh.find((src) => !isImageAddress(src));
  if (bad !== undefined) throw badRequest(STAFF_MESSAGES.image);
  checkImageOrigins(fresh, settings);
  const found = new Map((await photosAt(db, fresh)).map((p) => [p.src, p]));
  return wanted.map((src) => kept.get(src) ?? found.get(src)!);
}

/** GET /api/admin/products and the /admin/products page: search by name or SKU, visibility, paging. */
export const staffProductQuerySchema = z.object({
  q: z.string().trim().max(100, "q: must be at most 100 characters").optional(),
  visibility: z
    .enum(PRODUCT_VISIBILITY, { error: `visibility: must be one of ${PRODUCT_VISIBILITY.join(", ")}` })
    .default("all"),
  page: listNumber("page", 100_000, 1),
  limit: listNumber("limit", 100, PAGE_SIZE),
});

/** `%` and `_` in a search are letters, not wildcards. */

/** Every product, hidden ones too, newest first. */
export async function listStaffProducts(db: Db, input: unknown, markupPaise: number): Promise<StaffProductPage> {
  const query = parseInput(staffProductQuerySchema, input);
  const where: SQL[] = [];
  if (query.q) where.push(or(ilike(products.name, likePattern(query.q)), ilike(products.sku, likePattern(query.q)))!);
  if (query.visibility !== "all") where.push(eq(products.hidden, query.visibility === "hidden"));
  const { rows, ...paging } = await newestFirstPage(db, products, and(...where), query);
  const stocked = await stockedOf(
    db,
    rows.map((row) => row.id),
  );
  return { products: rows.map((row) => toStaffProductView(row, markupPaise, stocked.get(row.id)!)), ...paging };
}
