import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { products } from "../../server/db/schema";
import type { ProductPage } from "@rules/catalog-types";
import { createCatalogReadCache } from "../../server/catalog/read-cache";
import { setUpServerOn, setUpTestDatabase, type TestShop } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { setStock } from "../helpers/stock";

// The catalogue's read cache (server/catalog/read-cache.ts), keyed on the version that a trigger moves.
// Two apps on one database stand for two instances, each with its own cache.

const store = setUpTestDatabase();
const a = setUpServerOn(store);
const b = setUpServerOn(store);
let PERFUME: number;

beforeAll(async () => {
  PERFUME = await addProduct(store.db, { category: "Perfumes", stock: 60 });
});

const perfumes = "/api/products?category=Perfumes&sort=newest&limit=100";

async function list(server: TestShop, path = perfumes): Promise<ProductPage> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ProductPage;
}

const perfumeIn = (page: ProductPage) => page.products.find((p) => p.id === PERFUME);

async function version(): Promise<string> {
  const [row] = await store.db
    .select({ v: sql<string>`last_value::text || is_called::text` })
    .from(sql`catalog_version`);
  return row!.v;
}

describe("the catalogue read cache", () => {
  it("loads an answer once per catalogue version, however many ask at once", async () => {
    // Fresh for a minute here, so that a slow machine cannot age it between the reads.
    const cache = createCatalogReadCache(store.db, 60_000);
    let loads = 0;
    const load = async () => ({ load: ++loads });
    const first = await Promise.all([cache.read("k", load), cache.read("k", load), cache.read("k", load)]);
    expect(first).toEqual([{ load: 1 }, { load: 1 }, { load: 1 }]);
    expect(await cache.read("k", load)).toEqual({ load: 1 });
    expect(await cache.read("other", load)).toEqual({ load: 2 });
    await store.db
      .update(products)
      .set({ name: sql`${products.name}` })
      .where(eq(products.id, PERFUME));
    // Nothing shoppers see changed: the same answer.
    expect(await cache.read("k", load)).toEqual({ load: 1 });
    // A product deleted outright: the index does not see it, the version does.
    const gone = await addProduct(store.db, { category: "Perfumes" });
    expect(await cache.read("k", load)).toEqual({ load: 3 });
    await store.db.delete(products).where(eq(products.id, gone));
    expect(await cache.read("k", load)).toEqual({ load: 4 });
  });

  it("past fresh, gives the answer at once and loads it again behind it", async () => {
    const cache = createCatalogReadCache(store.db, 0);
    let loads = 0;
    let release = () => {};
    const load = async () => {
      loads++;
      if (loads > 1) await new Promise<void>((resolve) => (release = resolve));
      return { load: loads };
    };
    expect(await cache.read("slow", load)).toEqual({ load: 1 });
    // The reload is still running: the earlier answer comes back without waiting for it.
    expect(await cache.read("slow", load)).toEqual({ load: 1 });
    expect(await cache.read("slow", load)).toEqual({ load: 1 });
    expect(loads).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await cache.read("slow", load)).toEqual({ load: 2 });
  });

  it("shows an edit made on one instance on every instance at the next request, with its count", async () => {
    await Promise.all([list(a), list(b)]);
    const renamed = "Oud Royale Refreshed Eau de Parfum";
    const original = perfumeIn(await list(a))!.name;
    await store.db.update(products).set({ name: renamed }).where(eq(products.id, PERFUME));
    expect(perfumeIn(await list(a))!.name).toBe(renamed);
    expect(perfumeIn(await list(b))!.name).toBe(renamed);
    await store.db.update(products).set({ name: original }).where(eq(products.id, PERFUME));

    const total = (await list(b)).total;
    await store.db.update(products).set({ hidden: true }).where(eq(products.id, PERFUME));
    const [onA, onB] = await Promise.all([list(a), list(b)]);
    expect(onA.total).toBe(total - 1);
    expect(onB.total).toBe(total - 1);
    expect(perfumeIn(onB)).toBeUndefined();
    await store.db.update(products).set({ hidden: false }).where(eq(products.id, PERFUME));
    expect((await list(a)).total).toBe(total);
  });

  it("moves the version when a product sells out or comes back, not for every sale", async () => {
    // A perfume has one variant, of size "": its figure is the product's.
    await setStock(store.db, PERFUME, { "": 5 });
    const start = await version();
    await setStock(store.db, PERFUME, { "": 4 });
    expect(await version()).toBe(start);
    await setStock(store.db, PERFUME, { "": 0 });
    const soldOut = await version();
    expect(soldOut).not.toBe(start);
    expect(perfumeIn(await list(b))!.inStock).toBe(false);
    await setStock(store.db, PERFUME, { "": 3 });
    expect(await version()).not.toBe(soldOut);
    expect(perfumeIn(await list(b))!.inStock).toBe(true);
  });

  it("keeps searches apart by their words and a new product shows at once", async () => {
    const oud = await list(a, "/api/products?q=oud");
    const linen = await list(a, "/api/products?q=linen");
    expect(oud.products.map((p) => p.id)).not.toEqual(linen.products.map((p) => p.id));
    const [source] = await store.db.select().from(products).where(eq(products.id, PERFUME));
    const { id: _id, searchVector: _v, dealRatio: _d, ...copy } = source!;
    const [added] = await store.db
      .insert(products)
      .values({ ...copy, sku: "PERF-CACHE-1", name: "Oud Nouveau Cache Test" })
      .returning({ id: products.id });
    const again = await list(b, "/api/products?q=oud");
    expect(again.total).toBe(oud.total + 1);
    expect(again.products.some((p) => p.id === added!.id)).toBe(true);
  });

  it("lets a shared cache keep the catalogue's reads, revalidated by ETag, and never a shopper's answers", async () => {
    for (const path of [perfumes, `/api/products/${PERFUME}`, "/api/collections"]) {
      const response = await fetch(`${a.url}${path}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
      const etag = response.headers.get("etag");
      expect(etag).toBeTruthy();
      // Nobody's cookie rides on an answer a shared cache keeps.
      expect(response.headers.get("set-cookie"), path).toBeNull();
      // fetch would add "Cache-Control: no-cache" to a conditional request; a browser revalidating does not.
      const again = await fetch(`${a.url}${path}`, {
        headers: { "if-none-match": etag!, "cache-control": "max-age=0" },
      });
      expect(again.status).toBe(304);
    }
    for (const path of ["/api/cart", "/wishlist", "/api/auth/me"]) {
      const response = await fetch(`${a.url}${path}`, { headers: { accept: "application/json" } });
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });
});
