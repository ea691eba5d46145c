/**
 * Writes the seeded catalogue: data/catalog/products.json and one SVG picture per product in
 * public/images/products/ (decision 017). Deterministic (a seeded PRNG, no clock), so every run is
 * byte-identical; the output is committed. Run from the project root after changing anything under
 * scripts/catalog/:
 *
 *   npm run catalog:generate
 *
 * The JSON is what the store seeds into an empty database (server/db/seed.ts). Edit the builders in
 * scripts/catalog/, never the JSON. Categories, collection keys and sizes come from rules/collections.ts.
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateCatalog } from "./catalog";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const JSON_FILE = path.join(ROOT, "data/catalog/products.json");
const IMAGE_DIR = path.join(ROOT, "public/images/products");

function main(): void {
  const { products, json, pictures } = generateCatalog();
  mkdirSync(path.dirname(JSON_FILE), { recursive: true });
  mkdirSync(IMAGE_DIR, { recursive: true });
  writeFileSync(JSON_FILE, json);
  let bytes = 0;
  for (const [file, svg] of pictures) {
    bytes += Buffer.byteLength(svg);
    writeFileSync(path.join(IMAGE_DIR, file), svg);
  }
  // Pictures of products that are no longer generated; staff uploads live in the database, not here.
  for (const f of readdirSync(IMAGE_DIR)) {
    if (f.endsWith(".svg") && !pictures.has(f)) unlinkSync(path.join(IMAGE_DIR, f));
  }
  console.log(`wrote ${products.length} products and ${pictures.size} pictures (${Math.round(bytes / 1024)} KB)`);
}

main();
