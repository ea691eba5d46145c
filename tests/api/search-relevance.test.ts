import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import { productColours, products } from "../../server/db/schema";
import type { ProductPage } from "@rules/catalog-types";
import { createTestDatabase } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/app";
import { recallAt10, relevantSkus, SEARCH_CASES } from "./search-cases";

let database: Database;
let server: TestServer;
const skuOf = new Map<number, string>();
/**
 * The relevance set names the seed's SKUs; a seeded product sold in several colours holds several (one per
 * colour, the first being its own). Each names the product that holds it.
 */
const productSkuOf = new Map<string, string>();
const asProducts = (skus: Iterable<string>) => new Set([...skus].map((sku) => productSkuOf.get(sku) ?? sku));

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  for (const row of await database.db.select({ id: products.id, sku: products.sku }).from(products)) {
    skuOf.set(row.id, row.sku);
  }
  const colours = await database.db
    .select({ colourSku: productColours.sku, sku: products.sku })
    .from(productColours)
    .innerJoin(products, eq(products.id, productColours.productId));
  for (const row of colours) productSkuOf.set(row.colourSku, row.sku);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function search(q: string, limit = 10): Promise<ProductPage> {
  const res = await fetch(`${server.url}/api/products?${new URLSearchParams({ q, limit: String(limit) })}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ProductPage;
}

describe("search relevance: what a shopper means is in the first 10", () => {
  it("has at least 60 shopper queries", () => {
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(60);
  });

  for (const testCase of SEARCH_CASES) {
    it(`"${testCase.q}"`, async () => {
      const page = await search(testCase.q, 100);
      const skus = page.products.map((p) => skuOf.get(p.id)!);
      if (testCase.empty) {
        expect(page.total).toBe(0);
        return;
      }
      const relevant = asProducts(relevantSkus(testCase, [...productSkuOf.keys()]));
      const top10 = skus.slice(0, 10);
      const missing = [...relevant].filter((sku) => !top10.includes(sku));
      // Every relevant product when there are 10 or fewer; otherwise the first 10 are all relevant.
      expect(recallAt10(relevant, top10), `first 10: ${top10.join(", ")}; missing: ${missing.join(", ")}`).toBe(1);
      if (testCase.first) expect(skus[0]).toBe(productSkuOf.get(testCase.first));
      for (const sku of asProducts(testCase.absent ?? [])) expect(skus).not.toContain(sku);
      if (testCase.maxPrice !== undefined) {
        for (const product of page.products) expect(product.price).toBeLessThanOrEqual(testCase.maxPrice);
      }
      expect(page.noExactMatch ?? null).toEqual(testCase.readAs === undefined ? null : { readAs: testCase.readAs });
    });
  }
});

describe("search ranking", () => {
  it("ranks every tracksuit before any trackpants", async () => {
    const skus = (await search("tracksuit", 100)).products.map((p) => skuOf.get(p.id)!);
    const tracksuits = asProducts(
      [...productSkuOf.keys()].filter((sku) => /^TRAK-0(0\d|1[01])$|^NEWA-01[34]$/.test(sku)),
    );
    const trackpants = asProducts(["JEAN-024", "JEAN-025", "NEWA-016"]);
    const lastTracksuit = Math.max(...skus.map((s, i) => (tracksuits.has(s) ? i : -1)));
    const firstTrackpants = skus.findIndex((s) => trackpants.has(s));
    expect(lastTracksuit).toBeGreaterThanOrEqual(12);
    if (firstTrackpants >= 0) expect(firstTrackpants).toBeGreaterThan(lastTracksuit);
  });

  it("puts the typed word before a word it only begins: 'sand' lists the Sand trousers first", async () => {
    const page = await search("sand");
    expect(skuOf.get(page.products[0]!.id)).toBe(productSkuOf.get("TROU-011"));
    expect(page.products.map((p) => skuOf.get(p.id))).toContain(productSkuOf.get("SAND-001"));
  });

  it("ranks fewer typos first: 'loafer' (exact) and 'lofer' list the same loafers, exact matches never below typos", async () => {
    const exact = await search("loafer", 100);
    const typo = await search("lofer", 100);
    // Every loafer (each of its colours one product) holds the word itself.
    const loafers = exact.products.filter((p) => /loafer/i.test(p.name)).length;
    expect(loafers).toBeGreaterThanOrEqual(12);
    expect(
      typo.products
        .slice(0, loafers)
        .map((p) => p.id)
        .sort(),
    ).toEqual(
      exact.products
        .slice(0, loafers)
        .map((p) => p.id)
        .sort(),
    );
  });

  it("gives a price cap in words and the price filter together the lower cap", async () => {
    const res = await fetch(
      `${server.url}/api/products?q=${encodeURIComponent("shoes under 3000")}&maxPrice=2000&limit=100`,
    );
    const page = (await res.json()) as ProductPage;
    expect(page.total).toBeGreaterThan(0);
    for (const product of page.products) expect(product.price).toBeLessThanOrEqual(2000);
  });
});
