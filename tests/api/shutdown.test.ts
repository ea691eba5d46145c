import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { openPglite, openPostgres, type Database } from "../../server/db/client";
import { orders } from "../../server/db/schema";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import type { Lifecycle } from "../../server/health";
import { createTestDatabase } from "../helpers/db";
import { testConfig } from "../helpers/app";
import { createEmptyPostgresDatabase, onPostgres, startInstance } from "../helpers/instance";
import { addProduct, addProductsBeforeStart } from "../helpers/catalog";
import { checkoutCustomer as customer } from "../helpers/accounts";

let PERFUME: number; // no sizes, stock 60: made by the test before the instance starts

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("health checks", () => {
  it("live answers while the process runs; ready and /healthz answer 503 while draining", async () => {
    const database = await createTestDatabase();
    const lifecycle: Lifecycle = { draining: false };
    const { app } = createApp({ config: testConfig(), database, logger: createLogger("silent"), lifecycle });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const statuses = async () =>
      Promise.all(
        ["/healthz/live", "/healthz/ready", "/healthz"].map(async (p) => {
          const res = await fetch(`${url}${p}`);
          return [res.status, ((await res.json()) as { status: string }).status, res.headers.get("connection")];
        }),
      );
    try {
      expect(await statuses()).toEqual([
        [200, "ok", "keep-alive"],
        [200, "ok", "keep-alive"],
        [200, "ok", "keep-alive"],
      ]);
      // While the catalogue index first loads, the instance is alive but not ready.
      lifecycle.catalogLoaded = false;
      expect((await statuses()).map(([status, word]) => [status, word])).toEqual([
        [200, "ok"],
        [503, "starting"],
        [200, "ok"],
      ]);
      lifecycle.catalogLoaded = true;
      lifecycle.draining = true;
      expect(await statuses()).toEqual([
        [200, "ok", "close"],
        [503, "draining", "close"],
        [503, "draining", "close"],
      ]);
      // Every answer, the catalogue's kept reads too (answered ahead of the rest of the app).
      for (const path of ["/api/products?limit=1", "/api/collections", "/api/cart"]) {
        const res = await fetch(`${url}${path}`);
        expect([path, res.status, res.headers.get("connection")]).toEqual([path, 200, "close"]);
      }
      // The database going away makes the instance unready, not dead.
      lifecycle.draining = false;
      await database.close();
      const [live, ready] = await statuses();
      expect(live![0]).toBe(200);
      expect(ready!.slice(0, 2)).toEqual([503, "unavailable"]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("graceful shutdown", () => {
  it("SIGTERM during a burst of orders: every acknowledged order is in the database, none cut mid-write; draining, it is alive and not ready", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "stylehub-shutdown-"));
    dirs.push(dataDir);
    const databaseUrl = onPostgres() ? await createEmptyPostgresDatabase() : undefined;
    const before: Database = databaseUrl ? openPostgres(databaseUrl) : await openPglite(dataDir);
    try {
      PERFUME = await addProductsBeforeStart(before, (db) => addProduct(db, { category: "Perfumes", stock: 60 }));
    } finally {
      await before.close();
    }
    const instance = await startInstance({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    // Kept-alive connections outlive a proxy's 60 s idle timeout, so the store never closes one as the proxy
    // reuses it; the drain below still ends at once, closing them.
    expect((await fetch(`${instance.url}/healthz/live`)).headers.get("keep-alive")).toBe("timeout=65");

    // An order whose body is still arriving: in flight until the test sends the rest, so the drain lasts
    // until then and what the instance answers meanwhile can be asked.
    const slow = slowOrder(instance.url);
    await slow.sent;

    let signalledAt = 0;
    // /healthz/live, asked every 20 ms from the signal until the slow order is let go.
    const live: (number | string)[] = [];
    let askingLive = true;
    let liveAsked: Promise<void> | undefined;
    const acknowledged: { orderNumber: string; at: number }[] = [];
    const failures: number[] = [];
    const order = async () => {
      try {
        const res = await fetch(`${instance.url}/submit-order`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ customer, product: { id: PERFUME } }),
        });
        const body = (await res.json()) as { orderNumber: string };
        if (res.ok) acknowledged.push({ orderNumber: body.orderNumber, at: Date.now() });
        else failures.push(res.status);
      } catch {
        // refused or reset before the server read it: never acknowledged
      }
      if (!signalledAt) {
        signalledAt = Date.now();
        instance.child.kill("SIGTERM");
        liveAsked = (async () => {
          while (askingLive) {
            live.push(await statusOf(`${instance.url}/healthz/live`));
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        })();
      }
    };
    // 30 at once (the first answer sends SIGTERM), then more while it drains.
    const burst = Array.from({ length: 30 }, order);
    const late: Promise<void>[] = [];
    for (let i = 0; i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      late.push(order());
    }
    await Promise.all([...burst, ...late]);

    // Draining: readiness and /healthz answer 503 (the balancer stops sending), liveness 200 (no restart).
    const started = Date.now();
    while (!/shutting down/.test(instance.output()) && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        ["/healthz", "/healthz/ready", "/healthz/live"].map((p) => statusOf(`${instance.url}${p}`)),
      );
      expect(answers).toEqual([503, 503, 200]);
    }
    askingLive = false;
    await liveAsked;
    expect(live.length).toBeGreaterThan(0);
    expect(new Set(live)).toEqual(new Set([200]));

    // The rest of the slow order: it is answered and stored, then the drain ends and the process exits.
    const slowAnswer = await slow.finish();
    expect(slowAnswer.status).toBe(201);
    acknowledged.push({ orderNumber: slowAnswer.body.orderNumber!, at: Date.now() });
    const exitCode = await instance.stop();

    expect(exitCode).toBe(0);
    expect(instance.output()).toMatch(/shutting down/);
    expect(failures).toEqual([]); // no 5xx: nothing was cut off from its database
    expect(acknowledged.filter((a) => a.at > signalledAt).length).toBeGreaterThan(0);
    expect(await statusOf(`${instance.url}/healthz/live`)).toBe("ECONNREFUSED");

    const database: Database = databaseUrl ? openPostgres(databaseUrl) : await openPglite(dataDir);
    try {
      const stored = await database.db.select({ orderNumber: orders.orderNumber }).from(orders);
      // Every acknowledged order was written, and every written order was acknowledged.
      expect(stored.map((r) => r.orderNumber).sort()).toEqual(acknowledged.map((a) => a.orderNumber).sort());
      const numbers = acknowledged.map((a) => a.orderNumber);
      expect(
        await database.db.select({ n: orders.id }).from(orders).where(inArray(orders.orderNumber, numbers)),
      ).toHaveLength(numbers.length);
    } finally {
      await database.close();
    }
  }, 120_000);
});

/** The status of a GET on a connection of its own, or the error's code when no answer came. */
function statusOf(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** A guest's order whose body is sent in two parts: `sent` once the first is out, `finish()` sends the rest. */
function slowOrder(base: string) {
  const body = Buffer.from(JSON.stringify({ customer, product: { id: PERFUME } }));
  const req = http.request(`${base}/submit-order`, {
    method: "POST",
    agent: false,
    headers: { "content-type": "application/json", "content-length": body.length },
  });
  const answer = new Promise<{ status: number; body: { orderNumber?: string } }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) as { orderNumber?: string } }));
    });
    req.on("error", reject);
  });
  const half = Math.floor(body.length / 2);
  const sent = new Promise<void>((resolve) => req.write(body.subarray(0, half), () => resolve()));
  return {
    sent,
    finish: () => {
      req.end(body.subarray(half));
      return answer;
    },
  };
}
