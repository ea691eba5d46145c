import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { count, sql } from "drizzle-orm";
import { z } from "zod";
import { PRODUCT_CATEGORIES, collectionForProduct, isCollectionKey } from "@rules/collections";
import { toPaise } from "@rules/money";
import type { Db } from "./client";
import { products, type NewProductRow } from "./schema";
import { seedSampleReviews } from "../reviews/samples";

export const catalogFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../data/catalog/products.json",
);

const rupees = z.number().int().positive();
const seedProduct = z
  .object({
    sku: z.string().min(1),
    name: z.string().min(1),
    description: z.string(),
    category: z.enum(PRODUCT_CATEGORIES, { error: "is not one of the store's categories" }),
    collections: z.array(z.string().refine(isCollectionKey, "is not a collection")),
    basePrice: rupees,
    oldPrice: rupees.nullable(),
    sizes: z.array(z.string()),
    details: z.array(z.string()),
    stock: z.number().int().min(0),
    createdAt: z.iso.datetime(),
    image: z.string().min(1),
    color: z.string().nullable().optional(),
  })
  // A size the product's collection does not offer could be put in a cart but never shown on its page.
  .superRefine((p, ctx) => {
    const offered = collectionForProduct(p).sizes;
    for (const size of p.sizes) {
      if (!offered.includes(size)) {
        ctx.addIssue({
          code: "custom",
          path: ["sizes"],
          message: `${p.sku}: size ${size} is not one of its collection's sizes (${offered.join(", ") || "none"})`,
        });
      }
    }
  });

export async function readCatalogSeed(file = catalogFile): Promise<NewProductRow[]> {
  const json: unknown = JSON.parse(await readFile(file, "utf8"));
  return z
    .array(seedProduct)
    .parse(json)
    .map((p) => ({
      sku: p.sku,
      name: p.name,
      description: p.description,
      category: p.category,
      collections: p.collections,
      basePricePaise: toPaise(p.basePrice),
      oldPricePaise: toPaise(p.oldPrice),
      sizes: p.sizes,
      details: p.details,
      stock: p.stock,
      image: p.image,
      color: p.color ?? null,
      createdAt: new Date(p.createdAt),
    }));
}

/**
 * Loads the catalogue that ships with the project, only into an empty products table. Its recoloured
 * copies of one style become one product's colours by the database's grouping rule (the one the migration
 * applied to stores seeded before), and a share of them get sample reviews. Answers how many products it made.
 */
export async function seedCatalogIfEmpty(db: Db, file = catalogFile): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(products);
  if (existing && existing.n > 0) return 0;
  const rows = await readCatalogSeed(file);
  return db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) {
      await tx.insert(products).values(rows.slice(i, i + 200));
    }
    await tx.execute(sql`select products_group_colour_copies()`);
    // Sample reviews on a share of the products (labelled as sample data: docs/product.md).
    await seedSampleReviews(tx);
    const [made] = await tx.select({ n: count() }).from(products);
    return made?.n ?? 0;
  });
}
