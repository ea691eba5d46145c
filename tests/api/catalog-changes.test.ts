import { beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { eq, sql } from "drizzle-orm";
import { cartItems, products } from "../../server/db/schema";
import { catalogChangesOf, OUTSIDE_THE_CATALOGUE, type ChangeFeed } from "../../server/db/change-feed";
import type { ProductPage } from "@rules/catalog-types";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { onPostgres } from "../helpers/instance";
import { queriesDuring } from "../helpers/queries";
import { TestClient } from "../helpers/client";
import { rowsOf } from "../../server/db/rows-of";

// The catalogue's feed of changes (server/db/change-feed.ts): with a listener connected, a catalogue read
// asks the database nothing unless something changed; a change committed anywhere shows within a second,
// and this instance's own at the next request.

const shop = setUpTestServer();
let PERFUME: number;
let feed: ChangeFeed;

beforeAll(async () => {
  PERFUME = await addProduct(shop.db, { category: "Perfumes", stock: 60 });
  feed = catalogChangesOf(shop.db)!;
  await until(() => feed.live);
});

async function until(condition: () => boolean | Promise<boolean>, ms = 5_000): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

const perfumes = "/api/products?category=Perfumes&sort=newest&limit=100";
async function perfumeName(): Promise<string | undefined> {
  const response = await fetch(`${shop.url}${perfumes}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as ProductPage).products.find((p) => p.id === PERFUME)?.name;
}

/** A connection of its own, as another instance's would be (PostgreSQL only). */
async function otherConnection(): Promise<pg.Client> {
  const options = shop.database.pool!.options;
  const client = new pg.Client({ connectionString: options.connectionString });
  await client.connect();
  return client;
}

describe("the catalogue's feed of changes", () => {
  it("lets a repeated list, search and suggestion answer without asking the database", async () => {
    const reads = [perfumes, "/api/products?q=linen%20shirt", "/api/products/suggestions?q=black%20lo"];
    for (const path of reads) expect((await fetch(`${shop.url}${path}`)).status).toBe(200);
    const queries = await queriesDuring(shop.database, async () => {
      for (let i = 0; i < 3; i++)
        for (const path of reads) expect((await fetch(`${shop.url}${path}`)).status).toBe(200);
    });
    expect(queries).toBe(0);
  });

  it("shows this instance's own write at the next request", async () => {
    await perfumeName();
    const renamed = `Oud Feed ${Date.now()}`;
    await shop.db.update(products).set({ name: renamed }).where(eq(products.id, PERFUME));
    expect(await perfumeName()).toBe(renamed);
  });

  it("does not ask the database again for a write that changes nothing shoppers see", async () => {
    await perfumeName();
    // A write asks once more (it may have been anything); after that, nothing until the next change.
    await shop.db.update(products).set({ stock: 59 }).where(eq(products.id, PERFUME));
    await perfumeName();
    expect(await queriesDuring(shop.database, () => perfumeName())).toBe(0);
  });

  it.skipIf(!onPostgres())("is not moved by a shopper's cart, wishlist and session", async () => {
    const shopper = new TestClient(shop.url);
    await perfumeName();
    const before = feed.count;
    expect((await shopper.post("/api/cart", { productId: PERFUME, quantity: 1 })).status).toBe(201);
    expect((await shopper.post("/wishlist", { id: PERFUME })).status).toBeLessThan(300);
    expect((await shopper.get("/api/cart")).status).toBe(200);
    expect(feed.count).toBe(before);
    expect(await queriesDuring(shop.database, () => perfumeName())).toBe(0);
  });

  it.skipIf(!onPostgres())(
    "counts a transaction's commit only when it wrote what may change the catalogue",
    async () => {
      const before = feed.count;
      await shop.db.transaction(async (tx) => {
        await tx
          .update(cartItems)
          .set({ quantity: 1 })
          .where(sql`false`);
      });
      expect(feed.count).toBe(before);
      await shop.db.transaction(async (tx) => {
        await tx.update(products).set({ stock: 58 }).where(eq(products.id, PERFUME));
        // A savepoint rolled back leaves the transaction's earlier write to be counted at its commit.
        await tx
          .transaction(async (inner) => {
            await inner
              .update(cartItems)
              .set({ quantity: 1 })
              .where(sql`false`);
            throw new Error("rolled back");
          })
          .catch(() => {});
        const during = feed.count;
        expect(during).toBeGreaterThan(before);
        return during;
      });
      // The write, then its commit: a read in between may have seen the row as it was.
      expect(feed.count).toBe(before + 2);
    },
  );

  it.skipIf(!onPostgres())("shows a change committed on another connection within a second", async () => {
    await perfumeName();
    const other = await otherConnection();
    try {
      const renamed = `Oud Elsewhere ${Date.now()}`;
      await other.query("update products set name = $1 where id = $2", [renamed, PERFUME]);
      const committed = Date.now();
      await until(async () => (await perfumeName()) === renamed, 1_000);
      expect(Date.now() - committed).toBeLessThanOrEqual(1_000);
    } finally {
      await other.end();
    }
  });

  it.skipIf(!onPostgres())(
    "asks the database at every read while its listener is lost, then listens again",
    async () => {
      await perfumeName();
      const other = await otherConnection();
      try {
        await other.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
        );
        await until(() => !feed.live);
        // Not heard of, yet shown at once: with no listener every read asks.
        const renamed = `Oud Unheard ${Date.now()}`;
        await other.query("update products set name = $1 where id = $2", [renamed, PERFUME]);
        expect(await perfumeName()).toBe(renamed);
        await until(() => feed.live, 3_000);
        // Listening again, reads soon stop asking: on a busy machine a reconnection may go round once more
        // (each start of listening moves the count), so the test waits for the feed to settle, not one read.
        await until(async () => (await queriesDuring(shop.database, () => perfumeName())) === 0, 5_000);
        expect(feed.live).toBe(true);
      } finally {
        await other.end();
      }
    },
  );
});

describe("the tables outside the catalogue", () => {
  it("exist, and reach the catalogue through no trigger", async () => {
    const names = [...OUTSIDE_THE_CATALOGUE];
    const listed = sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    );
    const tables = await rowsOf<{ name: string }>(
      shop.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_name in (${listed})`,
    );
    expect(tables.map((t) => t.name).sort()).toEqual(names.sort());
    const triggers = await rowsOf<{ table: string; trigger: string }>(
      shop.db,
      sql`select c.relname as table, t.tgname as trigger from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal and c.relname in (${listed})`,
    );
    expect(triggers).toEqual([]);
  });
});
