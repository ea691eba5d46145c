/**
 * The first-load JavaScript budget: what a browser downloads to hydrate each shopper page (the client entry,
 * the page's route chain with their imports, and the manifest), counted as served, brotli-compressed (the
 * build writes a `.br` beside each asset). Prints every shopper page's figure and exits 1 when one passes
 * the budget. `npm test` (and so CI) runs it after its production build; `npm run js-budget` runs it on the
 * current build. docs/performance.md has the figures.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync } from "node:zlib";

/**
 * The most first-load JavaScript a shopper page may carry, in kB (1,024 bytes) of brotli: just above the
 * heaviest page when it was set (the product page, 119.9 kB), and the aim of 120 kB. Lower it as pages get
 * lighter, never raise it to let a page through.
 */
export const BUDGET_KB = 120;

/** The staff's pages: not shopper pages, so outside the budget. */
const STAFF_ROUTE = /^routes\/(admin-|add-product$)/;

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

export interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/**
 * The files a browser loads first for `routeId`: the entry, the route and its parents, their imports. Not the
 * route manifest's file: React Router discovers routes lazily (its default), so a page inlines the manifest
 * of its own routes and asks `/__manifest` for others as links need them; no page requests the file.
 */
export function firstLoadFiles(manifest: Manifest, routeId: string): string[] {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (
    let route = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files].sort();
}

/**
 * The shopper pages: routes that render a page (a default export; robots.txt and sitemap.xml have none),
 * are no other route's layout, and are not the staff's.
 */
export function shopperPages(manifest: Manifest): string[] {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport && !parents.has(route.id) && !STAFF_ROUTE.test(route.id))
    .map((route) => route.id);
}

/** The build's route manifest (`build/client/assets/manifest-<hash>.js`). */
export function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, "assets");
  const name = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
  if (!name) throw new Error(`No manifest in ${assets}: run npm run build first`);
  const text = readFileSync(path.join(assets, name), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

/** A file's size as served: its `.br`, else compressed here. */
function brotliBytes(clientDir: string, file: string): number {
  const built = path.join(clientDir, file);
  return existsSync(`${built}.br`) ? statSync(`${built}.br`).size : brotliCompressSync(readFileSync(built)).length;
}

function main(): void {
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");
  const manifest = readManifest(clientDir);
  const sizes = new Map<string, number>();
  const bytesOf = (asset: string) => {
    if (!sizes.has(asset)) sizes.set(asset, brotliBytes(clientDir, asset));
    return sizes.get(asset)!;
  };
  // Pages that load the same files (the collection pages share one module) are one line.
  const groups = new Map<string, { ids: string[]; bytes: number }>();
  for (const id of shopperPages(manifest)) {
    const files = firstLoadFiles(manifest, id);
    const key = files.join(" ");
    const group = groups.get(key) ?? { ids: [], bytes: files.reduce((sum, asset) => sum + bytesOf(asset), 0) };
    group.ids.push(id);
    groups.set(key, group);
  }
  const rows = [...groups.values()].sort((a, b) => b.bytes - a.bytes);
  const over = rows.filter((row) => row.bytes > BUDGET_KB * 1024);
  console.log(`First-load JavaScript per shopper page, kB brotli (budget ${BUDGET_KB} kB):`);
  for (const row of rows) {
    const more = row.ids.length > 1 ? ` (and ${row.ids.length - 1} more with the same files)` : "";
    const mark = row.bytes > BUDGET_KB * 1024 ? `  OVER THE ${BUDGET_KB} kB BUDGET` : "";
    console.log(`${(row.bytes / 1024).toFixed(1).padStart(7)}  ${row.ids[0]}${more}${mark}`);
  }
  if (over.length) {
    console.error(`\n${over.length} page(s) over the first-load JavaScript budget (scripts/js-budget.ts).`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
