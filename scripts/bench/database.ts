/**
 * The bench's scratch databases: PGlite in a scratch folder, or a database of its own on the PostgreSQL
 * server, filled with the seed catalogue copied up to the size measured.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPostgres, pgliteExtensions, wrapPglite, type Database } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { coupons, offers, products, reviews } from "../../server/db/schema";
import { readCatalogSeed } from "../../server/db/seed";
import { addColours, priceLargestSizes, SIX } from "./colours";
import {
  ADVERTISED_COUPON,
  ADVERTISED_PRODUCT,
  BENCH_COUPON,
  COLOURS,
  POSTGRES_URL,
  REVIEWS,
  SALE,
  SIX_SIZES,
} from "./settings";

/** The seed, copied until the catalogue has `size` products (names and SKUs made unique). */
async function catalogueRows(size: number) {
  const seed = await readCatalogSeed();
  return Array.from({ length: size }, (_, i) => {
    const source = seed[i % seed.length]!;
    const copy = Math.floor(i / seed.length);
    return {
      ...source,
      sku: `${source.sku}-${copy}`,
      name: copy ? `${source.name} ${copy}` : source.name,
      ...(SIX_SIZES && { sizes: source.sizes?.length === SIX.length ? source.sizes : SIX }),
      basePricePaise: source.basePricePaise + (copy % 7) * 1000,
      // Plenty, so the order scenarios never run out during a run.
      stock: 1_000_000,
      createdAt: new Date(source.createdAt!.getTime() - copy * 86_400_000),
      ...ratingOf(i),
    };
  });
}

/**
 * Two products in five rated, as a store with reviews would be: 1 to 60 reviews averaging 2.5 to 5 stars, a
 * third of them at 4 and up. Written on the rows, as the trigger on reviews keeps them (drizzle/0041), so
 * the fill writes no reviews.
 */
function ratingOf(i: number): { ratingCount: number; ratingSum: number } | undefined {
  if (i % 5 >= 2) return undefined;
  const count = 1 + ((i * 7) % 60);
  const tenths = 25 + ((i * 13) % 26);
  return { ratingCount: count, ratingSum: Math.min(5 * count, Math.max(count, Math.round((count * tenths) / 10))) };
}

/**
 * PGlite in a scratch data folder (as `npm start` keeps it in DATA_DIR), or the scratch database the parent
 * made on the PostgreSQL server.
 */
export async function openBenchDatabase(kind: string, where: string): Promise<Database> {
  if (kind === "pglite") return wrapPglite(await PGlite.create(where, { extensions: pgliteExtensions }));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${where}`;
  return openPostgres(url.toString());
}

const benchDatabaseName = (size: number) => `stylehub_bench_${process.pid}_${size}`;

/**
 * Fills the scratch database, in a process of its own: the store then starts on a catalogue that is
 * already there, as in production, and its heap holds nothing of the rows that were written.
 */
export async function prepare(kind: string, size: number, where: string): Promise<void> {
  const database = await openBenchDatabase(kind, where);
  await migrateDatabase(database);
  const rows = await catalogueRows(size);
  // The triggers give each product its variants and search words, as the seed and staff would.
  for (let i = 0; i < rows.length; i += 500) {
    await database.db.insert(products).values(rows.slice(i, i + 500));
    // The triggers' statements keep the plans they made on the empty tables (a scan of every row, for each
    // product inserted) until the tables' figures change: fresh figures now and then keep the fill linear.
    if ((i + 500) % 10_000 === 0) await database.db.execute(sql`analyze products, product_colours, product_variants`);
  }
  await addColours(database, COLOURS);
  if (SIX_SIZES) await priceLargestSizes(database);
  // The code the coupon scenarios apply (a percentage with a cap and a per-shopper limit: every check runs).
  await database.db
    .insert(coupons)
    .values({ code: BENCH_COUPON, kind: "percent", percent: 10, capPaise: 50_000, maxUsesPerShopper: 1 });
  if (SALE) await startSale(database);
  if (REVIEWS) await addReviews(database, REVIEWS);
  // A code shown on one product's page: the product page's scenarios of that product price it with the rule.
  await database.db.insert(coupons).values({
    code: ADVERTISED_COUPON,
    kind: "percent",
    percent: 10,
    capPaise: 50_000,
    maxUsesPerShopper: 1,
    productIds: [ADVERTISED_PRODUCT],
    showOnProductPages: true,
  });
  // As a store that has been running would be: otherwise PostgreSQL's autovacuum works through the rows
  // just written while the first scenarios are measured, on the same two cores.
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
}

/** BENCH_SALE's offers (scripts/bench/settings.ts). */
async function startSale(database: Database): Promise<void> {
  const [opened] = await database.db
    .select({ category: products.category })
    .from(products)
    .where(sql`id = 123`);
  await database.db.insert(offers).values([
    { name: "Bench sale", kind: "sale", percent: 20, collections: ["shirts"], categories: [opened!.category] },
    { name: "Bench buy two", kind: "buy_n", percent: 10, minQuantity: 2 },
  ]);
}

/** BENCH_REVIEWS's reviews of product 123: sample ones, which need no order line, spread over stars and fits. */
async function addReviews(database: Database, count: number): Promise<void> {
  const fits = ["small", "true", "true", "large"] as const;
  const rows = Array.from({ length: count }, (_, i) => ({
    productId: 123,
    author: `Buyer ${i + 1}`,
    rating: 1 + ((i * 7) % 5),
    title: `Review ${i + 1}`,
    body: "Good cloth and stitching; the colour is as in the photos. Fits as expected after one wash.",
    fit: fits[i % fits.length],
    size: "M",
    sample: true,
    helpful: i % 13,
    createdAt: new Date(Date.now() - i * 3_600_000),
  }));
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(reviews).values(rows.slice(i, i + 500));
}

async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the PostgreSQL server (one left by an interrupted run is replaced). */
export const makeScratchDatabase = (name: string) =>
  asAdmin(async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });

export const dropScratchDatabase = (name: string) =>
  asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));

export async function withPostgresDatabase<T>(size: number, work: (name: string) => Promise<T>): Promise<T> {
  const name = benchDatabaseName(size);
  await makeScratchDatabase(name);
  try {
    return await work(name);
  } finally {
    await dropScratchDatabase(name);
  }
}

/** A scratch PGlite data folder, removed afterwards. */
export async function withPgliteFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "stylehub-bench-"));
  try {
    return await work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
