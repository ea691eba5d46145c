import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db/client";
import { catalogIndexSnapshotParts, catalogIndexSnapshots, products } from "../../server/db/schema";
import { CatalogIndex } from "../../server/catalog/catalog-index";
import { decodeImage, encodeImage, snapshotStore, type IndexImage } from "../../server/catalog/index-snapshot";
import { createTestDatabase } from "../helpers/db";
import { addProduct } from "../helpers/catalog";
import { setStock } from "../helpers/stock";

// The catalogue index kept between starts (server/catalog/index-snapshot.ts): an index started from a
// snapshot, then brought up to date, must hold exactly what one loaded from every product holds.
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** What an index holds, by product id and by term, whatever its document numbers. */
function contents(image: IndexImage) {
  const { id, live, ...columns } = image.columns as unknown as Record<string, ArrayLike<number>>;
  const named: Record<string, (n: number) => unknown> = {
    category: (n) => image.categories[n],
    colours: (n) => image.colourLists[n],
    collections: (n) => image.collectionLists[n],
    sizesInStock: (n) => image.sizeLists[n],
  };
  const byId = new Map<number, Record<string, unknown>>();
  for (let doc = 0; doc < image.capacity; doc++) {
    if (!live![doc]) continue;
    const row: Record<string, unknown> = {};
    for (const [key, column] of Object.entries(columns)) row[key] = named[key]?.(column[doc]!) ?? column[doc];
    byId.set(id![doc]!, row);
  }
  const terms = new Map<string, string[]>();
  image.terms.forEach((term, i) => {
    const postings = [...image.postings[i]!]
      .filter((posting) => live![posting >> 3])
      .map((posting) => `${id![posting >> 3]}:${posting & 7}`)
      .sort();
    if (postings.length) terms.set(term, postings);
  });
  return { byId, terms };
}

/** Every snapshot kept, newest first. */
const snapshotsOf = (db: Database["db"]) =>
  db.select().from(catalogIndexSnapshots).orderBy(desc(catalogIndexSnapshots.id));

async function loadedIndex(withSnapshots: boolean, loadPage?: number) {
  const store = snapshotStore(database.db);
  const loading = vi.spyOn(store, "load");
  const index = new CatalogIndex(database.db, undefined, {
    snapshots: withSnapshots ? store : undefined,
    snapshotFrom: 1,
    loadPage,
  });
  await index.refresh();
  await store.saving;
  const restored = loading.mock.results.length ? await loading.mock.results[0]!.value : undefined;
  return { index, restored: restored !== undefined };
}

describe("the catalogue index's snapshot", () => {
  it("is written by a first load, and a later start from it, after changes, holds what a full load holds", async () => {
    const first = await loadedIndex(true);
    expect(first.restored).toBe(false);
    expect(await snapshotsOf(database.db)).toHaveLength(1);

    // Changes after the snapshot: a product renamed, one hidden, one added, one sold out.
    const [renamed, hidden, soldOut] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.hidden, false))
      .orderBy(products.id)
      .limit(3);
    await database.db.update(products).set({ name: "Zanzibar Linen Kurta" }).where(eq(products.id, renamed!.id));
    await database.db.update(products).set({ hidden: true }).where(eq(products.id, hidden!.id));
    const added = await addProduct(database.db, { category: "Loafers", name: "Quokka Suede Loafers", stock: 4 });
    await setStock(database.db, soldOut!.id, 0);

    const second = await loadedIndex(true);
    expect(second.restored).toBe(true);
    const full = await loadedIndex(false);
    const restored = contents(second.index.capture());
    expect(restored).toEqual(contents(full.index.capture()));
    expect(restored.byId.has(hidden!.id)).toBe(false);
    expect(restored.byId.has(added)).toBe(true);
    expect(restored.byId.get(soldOut!.id)!.inStock).toBe(0);
    expect(restored.terms.get("zanzibar")).toEqual([`${renamed!.id}:1`]);
  });

  it("is the same whether the products are read at once or a few at a time", async () => {
    const atOnce = await loadedIndex(false);
    const inPages = await loadedIndex(false, 7);
    expect(contents(inPages.index.capture())).toEqual(contents(atOnce.index.capture()));
  });

  it("keeps only the newest snapshot", async () => {
    const [before] = await snapshotsOf(database.db);
    const store = snapshotStore(database.db);
    store.save((await loadedIndex(false)).index.capture());
    await store.saving;
    const after = await snapshotsOf(database.db);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBeGreaterThan(before!.id);
  });

  it("is not read when taken on another cluster, before another migration or in another layout", async () => {
    const [kept] = await snapshotsOf(database.db);
    const load = () => snapshotStore(database.db).load();
    expect(await load()).toBeDefined();
    for (const change of [
      { cluster: "another" },
      { migration: 1 },
      { format: 999 },
      // Ahead of this database's transactions: a copy restored elsewhere.
      { since: 2 ** 50 },
    ]) {
      await database.db.update(catalogIndexSnapshots).set(change).where(eq(catalogIndexSnapshots.id, kept!.id));
      expect(await load()).toBeUndefined();
      await database.db
        .update(catalogIndexSnapshots)
        .set({ cluster: kept!.cluster, migration: kept!.migration, format: kept!.format, since: kept!.since })
        .where(eq(catalogIndexSnapshots.id, kept!.id));
    }
    expect(await load()).toBeDefined();
  });

  it("is not read when a part has gone: the index loads every product instead", async () => {
    const [kept] = await snapshotsOf(database.db);
    await database.db
      .delete(catalogIndexSnapshotParts)
      .where(sql`${catalogIndexSnapshotParts.snapshotId} = ${kept!.id} and ${catalogIndexSnapshotParts.part} = 1`);
    expect(await snapshotStore(database.db).load()).toBeUndefined();
    const { index, restored } = await loadedIndex(true);
    expect(restored).toBe(false);
    expect(index.size).toBeGreaterThan(250);
  });

  it("reads back in many parts exactly what was written", async () => {
    const image = (await loadedIndex(false)).index.capture();
    const parts = encodeImage(image, 4_096);
    expect(parts.length).toBeGreaterThan(10);
    const back = await decodeImage(async (n) => parts[n]);
    expect(back!.terms).toEqual(image.terms);
    expect(back!.postings.map((list) => [...list])).toEqual(image.postings.map((list) => [...list]));
    expect(contents(back!)).toEqual(contents(image));
  });
});
