import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COLLECTIONS, NEW_ARRIVALS_KEY, type CollectionDefinition } from "@rules/collections";
import { generateCatalog } from "../../scripts/catalog";

/**
 * The seeded catalogue's pictures (decision 017): every product's drawing is its own within its collection,
 * and the committed files are exactly what `npm run catalog:generate` writes.
 */
interface SeedProduct {
  sku: string;
  category: string;
  collections: string[];
  image: string;
}

const seed: SeedProduct[] = JSON.parse(readFileSync("data/catalog/products.json", "utf8"));
const picture = (p: SeedProduct): string => readFileSync(`public${p.image}`, "utf8");

/**
 * A picture with its colours taken out: every colour value (hex, rgb(), named) and every opacity become
 * one placeholder, so two drawings that differ only in colour normalise to the same text.
 */
function withoutColour(svg: string): string {
  return svg
    .replace(/(fill|stroke|stop-color|flood-color|color)="(?!none"|url\()[^"]*"/g, '$1="c"')
    .replace(/#[0-9a-fA-F]{3,8}\b/g, "#c")
    .replace(/rgba?\([^)]*\)/g, "#c")
    .replace(/((?:stop-|fill-|stroke-|flood-)?opacity)="[^"]*"/g, '$1="o"');
}

/**
 * The lists a shopper browses, each with the products it shows: every collection page, chosen by its
 * `select` rule as the server chooses them (server/catalog/catalog.ts, collectionSelection: by category or
 * by collection key), so a new arrival filed under "new-arrivals" but of the jeans category is on
 * /jeans-page beside the jeans; and the /new-arrivals list itself.
 */
function shownTogether(): { list: string; products: SeedProduct[] }[] {
  const selects = (c: CollectionDefinition, p: SeedProduct): boolean =>
    "collection" in c.select ? p.collections.includes(c.select.collection) : p.category === c.select.category;
  return [
    ...COLLECTIONS.map((c) => ({
      list: c.featuredPaths[0] ?? c.sidebarPaths[0] ?? c.key,
      products: seed.filter((p) => selects(c, p)),
    })),
    { list: "/new-arrivals", products: seed.filter((p) => p.collections.includes(NEW_ARRIVALS_KEY)) },
  ];
}

describe("the seeded catalogue's pictures", () => {
  it("normalising colour makes recoloured copies equal (the check can see them)", () => {
    const a = `<svg><path d="M0 0H9" fill="#26272b" stroke="white" opacity=".4"/><stop stop-color="rgb(1,2,3)"/></svg>`;
    const b = `<svg><path d="M0 0H9" fill="#f4f4f1" stroke="#000" opacity=".7"/><stop stop-color="#abc"/></svg>`;
    const c = `<svg><path d="M0 0H8" fill="#f4f4f1" stroke="#000" opacity=".7"/><stop stop-color="#abc"/></svg>`;
    expect(withoutColour(a)).toBe(withoutColour(b));
    expect(withoutColour(a)).not.toBe(withoutColour(c));
  });

  it("every collection page and the new arrivals list show products", () => {
    for (const { list, products } of shownTogether()) expect(products.length, list).toBeGreaterThan(0);
  });

  it("no two products a collection page shows share a drawing once colour is removed", () => {
    const shared: string[] = [];
    for (const { list, products } of shownTogether()) {
      const seen = new Map<string, string>();
      for (const product of products) {
        const key = withoutColour(picture(product));
        const first = seen.get(key);
        if (first) shared.push(`${list}: ${first} and ${product.sku}`);
        else seen.set(key, product.sku);
      }
    }
    expect(shared).toEqual([]);
  });

  it("every product has its own picture file, of a reasonable size", () => {
    expect(new Set(seed.map((p) => p.image)).size).toBe(seed.length);
    for (const product of seed) {
      expect(product.image).toBe(`/images/products/${product.sku.toLowerCase()}.svg`);
      expect(Buffer.byteLength(picture(product))).toBeLessThan(12_000);
    }
  });

  it("the committed catalogue and pictures are what npm run catalog:generate writes", () => {
    const generated = generateCatalog();
    expect(generated.json).toBe(readFileSync("data/catalog/products.json", "utf8"));
    expect(generated.pictures.size).toBe(seed.length);
    for (const [file, svg] of generated.pictures) {
      expect(svg, file).toBe(readFileSync(`public/images/products/${file}`, "utf8"));
    }
  });
});
