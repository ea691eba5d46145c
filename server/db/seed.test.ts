import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFile, readCatalogSeed } from "./seed";

describe("the catalogue seed", () => {
  let dir: string;
  let shipped: Record<string, unknown>[];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "stylehub-seed-"));
    shipped = JSON.parse(await readFile(catalogFile, "utf8")) as Record<string, unknown>[];
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Writes the shipped catalogue with one product changed, and reads it back. */
  async function readWith(change: Record<string, unknown>, index = 0) {
    const file = path.join(dir, `catalog-${Math.random().toString(36).slice(2)}.json`);
    await writeFile(file, JSON.stringify(shipped.map((p, i) => (i === index ? { ...p, ...change } : p))));
    return readCatalogSeed(file);
  }

  it("reads the catalogue that ships with the store", async () => {
    const rows = await readCatalogSeed();
    expect(rows).toHaveLength(shipped.length);
    expect(rows[0]?.basePricePaise).toBe((shipped[0]?.basePrice as number) * 100);
  });

  it("rejects a category the store does not have", async () => {
    await expect(readWith({ category: "Shirtz" })).rejects.toThrow(/categories/);
  });

  it("rejects an unknown collection", async () => {
    await expect(readWith({ collections: ["lofers"] })).rejects.toThrow(/not a collection/);
  });

  it("rejects a size that the product's collection does not offer", async () => {
    const loafer = shipped.findIndex((p) => (p.collections as string[]).includes("loafers"));
    await expect(readWith({ sizes: ["6", "13"] }, loafer)).rejects.toThrow(/size 13 is not one of/);
    const perfume = shipped.findIndex((p) => (p.collections as string[]).includes("perfume"));
    await expect(readWith({ sizes: ["M"] }, perfume)).rejects.toThrow(/\(none\)/);
  });
});
