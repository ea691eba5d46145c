/**
 * `npm run bench:import`: how long the catalogue import takes with a file of 10,000 rows (one per colour and
 * size), on PGlite and, when reachable, PostgreSQL: the dry run, applying it (every row's stock and a price
 * in ten changed), and applying it again (nothing left to change); then a Shopify file of as many rows of new
 * products (men's shoes in six sizes, one in four in a second colour), made and then applied again (nothing
 * new the second time). The figures are printed, never asserted: the machines here are shared and noisy.
 *
 *   BENCH_IMPORT_ROWS=10000   rows in each file
 */
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { products, productVariants } from "../server/db/schema";
import { readCatalogSeed } from "../server/db/seed";
import { CATALOGUE_COLUMNS, catalogueCsv } from "../server/exports/catalogue-csv";
import { applyImport, dryRunImport } from "../server/exports/catalogue-import";
import { parseCsv, toCsv } from "../server/exports/csv";
import {
  dropScratchDatabase,
  makeScratchDatabase,
  openBenchDatabase,
  postgresReachable,
  withPgliteFolder,
} from "./bench/database";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const MARKUP = 50_000;

/** The seed copied until the catalogue has at least `rows` variants. */
async function fill(database: Database) {
  await migrateDatabase(database);
  const seed = await readCatalogSeed();
  for (let copy = 0; ; copy++) {
    const [counted] = await database.db.select({ n: sql<number>`count(*)::int` }).from(productVariants);
    if (counted!.n >= ROWS) return;
    const rows = seed.map((source) => ({ ...source, sku: `${source.sku}-B${copy}`, stock: 5 }));
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(products).values(rows.slice(i, i + 500));
  }
}

/** The export's first ROWS rows, each with one more in stock, and every tenth product's prices up by a rupee. */
function changedFile(csv: string) {
  const parsed = parseCsv(csv);
  const at = (name: string) => parsed.header.indexOf(name);
  const handles = new Map<string, number>();
  const rows = parsed.records.slice(0, ROWS).map(({ cells }) => {
    const copy = [...cells];
    copy[at("Variant Inventory Qty")] = String(Number(cells[at("Variant Inventory Qty")]) + 1);
    const handle = cells[at("Handle")]!;
    if (!handles.has(handle)) handles.set(handle, handles.size);
    // Every row of a colour carries its price: a product's rows change together.
    if (handles.get(handle)! % 10 === 0) copy[at("Variant Price")] = `${Number(cells[at("Variant Price")]) + 1}.00`;
    return copy;
  });
  return toCsv(parsed.header, rows);
}

const IMAGE_ORIGIN = "https://images.example.com";
const SHOE_SIZES = ["6", "7", "8", "9", "10", "11"];

/** A Shopify file of ROWS rows of new products: six sizes each, one in four in a second colour. */
function newProductsFile(): string {
  const rows: string[][] = [];
  const cells = (values: Partial<Record<(typeof CATALOGUE_COLUMNS)[number], string>>) =>
    CATALOGUE_COLUMNS.map((column) => values[column] ?? "");
  for (let n = 0; rows.length < ROWS; n++) {
    const handle = `bench-new-shoe-${n}`;
    const colours = n % 4 === 0 ? ["Black", "Tan"] : ["Black"];
    colours.forEach((colour, c) =>
      SHOE_SIZES.forEach((size, s) =>
        rows.push(
          cells({
            Handle: handle,
            ...(c === 0 &&
              s === 0 && {
                Title: `Bench New Shoe ${n}`,
                "Body (HTML)": "<p>Leather upper.</p>",
                Type: "Shoes",
                Published: "TRUE",
                "Option1 Name": "Color",
                "Option2 Name": "Size",
                "Image Src": `${IMAGE_ORIGIN}/bench-new-shoe-${n}.jpg`,
              }),
            "Option1 Value": colour,
            "Option2 Value": size,
            "Variant SKU": `BNS-${n}-${colour.toUpperCase()}-${size}`,
            "Variant Price": `${2999 + c * 200 + (size === "11" ? 100 : 0)}.00`,
            "Variant Inventory Qty": String((n + s) % 9),
          }),
        ),
      ),
    );
  }
  return toCsv(CATALOGUE_COLUMNS, rows);
}

async function measureNew(
  database: Database,
  time: <T>(work: () => Promise<T>) => Promise<{ result: T; seconds: number }>,
) {
  const file = newProductsFile();
  const origins = [IMAGE_ORIGIN];
  const dry = await time(() => dryRunImport(database.db, file, MARKUP, origins));
  const applied = await time(() => applyImport(database.db, file, MARKUP, origins).catch((error: unknown) => error));
  const again = await time(() => applyImport(database.db, file, MARKUP, origins).catch((error: unknown) => error));
  console.log(
    `  new products: a file of ${dry.result.rows.toLocaleString("en-IN")} rows (${dry.result.changes.newProducts} products)`,
  );
  console.log(`  dry run   ${dry.seconds.toFixed(2)} s  (${dry.result.problems.length} problems)`);
  if (dry.result.problems.length) console.log(`  first problem: ${JSON.stringify(dry.result.problems[0])}`);
  console.log(`  apply     ${applied.seconds.toFixed(2)} s  ${summary(applied.result)}`);
  console.log(`  again     ${again.seconds.toFixed(2)} s  ${summary(again.result)}`);
}

const summary = (r: unknown) =>
  r instanceof Error ? `refused: ${r.message}` : JSON.stringify((r as { changes: unknown }).changes);

async function measure(label: string, database: Database) {
  await fill(database);
  const file = changedFile(await catalogueCsv(database.db, { markupPaise: MARKUP, vendor: "StyleHub" }));
  const time = async <T>(work: () => Promise<T>) => {
    const start = performance.now();
    const result = await work();
    return { result, seconds: (performance.now() - start) / 1000 };
  };
  const dry = await time(() => dryRunImport(database.db, file, MARKUP));
  const applied = await time(() => applyImport(database.db, file, MARKUP).catch((error: unknown) => error));
  const again = await time(() => applyImport(database.db, file, MARKUP).catch((error: unknown) => error));
  console.log(`\n${label}: a file of ${dry.result.rows.toLocaleString("en-IN")} rows`);
  console.log(`  dry run   ${dry.seconds.toFixed(2)} s  (${dry.result.problems.length} problems)`);
  if (dry.result.problems.length) console.log(`  first problem: ${JSON.stringify(dry.result.problems[0])}`);
  console.log(`  apply     ${applied.seconds.toFixed(2)} s  ${summary(applied.result)}`);
  console.log(`  again     ${again.seconds.toFixed(2)} s  ${summary(again.result)}`);
  await measureNew(database, time);
}

async function main() {
  await withPgliteFolder(async (folder) => {
    const database = await openBenchDatabase("pglite", folder);
    try {
      await measure("PGlite", database);
    } finally {
      await database.close();
    }
  });
  if (!(await postgresReachable())) return console.log("\nPostgreSQL is not reachable: skipped.");
  const name = `stylehub_bench_import_${process.pid}`;
  await makeScratchDatabase(name);
  try {
    const database = await openBenchDatabase("postgres", name);
    try {
      await measure("PostgreSQL", database);
    } finally {
      await database.close();
    }
  } finally {
    await dropScratchDatabase(name);
  }
}

await main();
