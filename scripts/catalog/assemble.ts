/** Assembly: SKUs, prices, discounts, stock and dates for every collection's drafts. */
import { COLLECTIONS, isCollectionKey } from "@rules/collections";
import { type Rng, int, rngFor, shuffle } from "./random";
import { type Art, type Draft, type Product } from "./drafts";
import { DETAIL_COMBINATIONS } from "./pictures/svg";
import { buildFlipflops, buildLoafers, buildMenShoes, buildSandals } from "./products/footwear";
import {
  buildGirlsWatches,
  buildHandbags,
  buildLuxuryWatches,
  buildPerfumes,
  buildSunglasses,
} from "./products/accessories";
import { buildJeans, buildShirts, buildTracksuits, buildTrousers } from "./products/clothing";
import { buildNewArrivals } from "./products/new-arrivals";

/** One seeded collection: its builder, how many products it makes and the SKU prefix they carry. */
export interface Collection {
  /** A collection key of rules/collections.ts (checked below). */
  key: string;
  prefix: string;
  build: () => Draft[];
  count: number;
  /** Share of items without a discount (oldPrice null). */
  undiscounted: number;
}

export const SEEDED: Collection[] = [
  { key: "loafers", prefix: "LOAF", build: buildLoafers, count: 19, undiscounted: 0.16 },
  { key: "menshoes", prefix: "SHOE", build: buildMenShoes, count: 60, undiscounted: 0.15 },
  { key: "luxury-watch", prefix: "LWAT", build: buildLuxuryWatches, count: 23, undiscounted: 0.83 },
  { key: "girls-watch", prefix: "GWAT", build: buildGirlsWatches, count: 12, undiscounted: 0.75 },
  { key: "jeans", prefix: "JEAN", build: buildJeans, count: 28, undiscounted: 0.18 },
  { key: "trousers", prefix: "TROU", build: buildTrousers, count: 15, undiscounted: 0.8 },
  { key: "handbags", prefix: "HBAG", build: buildHandbags, count: 19, undiscounted: 0.16 },
  { key: "perfume", prefix: "PERF", build: buildPerfumes, count: 40, undiscounted: 0.15 },
  { key: "sunglasses", prefix: "SUNG", build: buildSunglasses, count: 30, undiscounted: 0.17 },
  { key: "tracksuit", prefix: "TRAK", build: buildTracksuits, count: 16, undiscounted: 0.75 },
  { key: "shirts", prefix: "SHRT", build: buildShirts, count: 32, undiscounted: 0.16 },
  { key: "sandals", prefix: "SAND", build: buildSandals, count: 24, undiscounted: 0.17 },
  { key: "flipflops", prefix: "FLIP", build: buildFlipflops, count: 12, undiscounted: 0.17 },
  { key: "new-arrivals", prefix: "NEWA", build: buildNewArrivals, count: 20, undiscounted: 0 },
];

/** A rupee price ending in 99 (sometimes 49) inside [min, max]. */
export function rupees(r: Rng, min: number, max: number): number {
  const lo = Math.ceil((min + 1) / 100);
  const hi = Math.floor((max + 1) / 100);
  const p = int(r, lo, hi) * 100 - (r() < 0.15 ? 51 : 1);
  return Math.min(Math.max(p, 1099), 12599);
}

export function oldPriceFor(r: Rng, base: number): number {
  const d = 0.15 + r() * 0.4;
  let old = Math.ceil(base / (1 - d) / 100) * 100 - 1;
  if (old <= base) old = base + 100;
  const pct = (old - base) / old;
  if (pct < 0.1 || pct > 0.6) throw new Error(`bad discount ${base} ${old}`);
  return old;
}

export const DAY = 86_400_000;
export const START = Date.UTC(2025, 5, 1); // 2025-06-01
export const NEW_START = Date.UTC(2026, 10, 1); // 2026-11-01

export function isoAt(dayMs: number, r: Rng): string {
  const m = int(r, 3 * 60 + 30, 15 * 60); // 09:00-20:30 IST
  const minutes = m - (m % 15);
  return new Date(dayMs + minutes * 60_000).toISOString();
}

/** The categories a collection page lists whole (its `select` is by category), whatever the products' keys. */
const PAGED_CATEGORIES = new Set<string>(
  COLLECTIONS.flatMap((c) => ("category" in c.select ? [c.select.category] : [])),
);

/**
 * A product's picture position (Art.k, which picks its details): its position among the products a page shows
 * beside it. A category page (/jeans-page, /cordset-page, /shirts) lists every product of its category,
 * whatever collection key it is filed under (jeans and trousers; new arrivals among them), so there the
 * positions run on across collections in the order of SEEDED; elsewhere they count within the collection.
 */
function pictureSlots(): (category: string, i: number) => number {
  const taken = new Map<string, number>();
  return (category, i) => {
    if (!PAGED_CATEGORIES.has(category)) return i;
    const k = taken.get(category) ?? 0;
    taken.set(category, k + 1);
    return k;
  };
}

export function buildCatalog(): { products: Product[]; arts: Map<string, Art> } {
  const products: Product[] = [];
  const arts = new Map<string, Art>();
  const slot = pictureSlots();
  for (const col of SEEDED) {
    if (!isCollectionKey(col.key)) throw new Error(`unknown collection ${col.key}`);
    const r = rngFor(`assemble:${col.key}`);
    const drafts = col.build();
    if (drafts.length !== col.count) throw new Error(`${col.key}: ${drafts.length} != ${col.count}`);
    const n = drafts.length;
    const plain = new Set(
      shuffle(
        r,
        drafts.map((_, i) => i),
      ).slice(0, Math.round(n * col.undiscounted)),
    );
    const spanDays = col.key === "new-arrivals" ? 14 : Math.round((Date.UTC(2026, 9, 31) - START) / DAY);
    drafts.forEach((d, i) => {
      const sku = `${col.prefix}-${String(i + 1).padStart(3, "0")}`;
      const base = rupees(r, d.price[0], d.price[1]);
      const discounted = d.discounted ?? !plain.has(i);
      const oldPrice = discounted ? oldPriceFor(r, base) : null;
      const day =
        col.key === "new-arrivals"
          ? NEW_START + Math.floor((i * spanDays) / (n - 1)) * DAY
          : START + int(r, 0, spanDays) * DAY;
      products.push({
        sku,
        name: d.name,
        description: d.description,
        category: d.category,
        collections: [col.key],
        basePrice: base,
        oldPrice,
        sizes: [...d.sizes],
        details: d.details,
        stock: int(r, 6, 60),
        createdAt: isoAt(day, r),
        image: `/images/products/${sku.toLowerCase()}.svg`,
        color: d.color,
      });
      const k = slot(d.category, i);
      if (k >= DETAIL_COMBINATIONS)
        throw new Error(`${sku}: picture position ${k}, but only ${DETAIL_COMBINATIONS} detail sets`);
      arts.set(sku, { ...d.art, k });
    });
  }
  // A handful out of stock and a few nearly gone, spread across collections.
  const r = rngFor("stock");
  const pool = shuffle(
    r,
    products.filter((p) => !p.collections.includes("new-arrivals")),
  );
  pool.slice(0, 5).forEach((p) => (p.stock = 0));
  pool.slice(5, 13).forEach((p) => (p.stock = int(r, 1, 3)));
  return { products, arts };
}
