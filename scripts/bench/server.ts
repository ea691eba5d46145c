/**
 * The store process the bench measures: the production build on the prepared catalogue, and beside it the
 * bare node:http JSON handler every scenario is compared with.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { like } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { createApp } from "../../server/app";
import { loadCatalogue } from "../../server/catalog/catalog-engine";
import { loadConfig } from "../../server/config";
import { products } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { openBenchDatabase } from "./database";

export interface Ports {
  bare: number;
  store: number;
  /** From the process's start to its catalogue index loaded (what /healthz/ready waits for), and how. */
  ready?: { ms: number; from: string; rssMb: number };
  /** Product id -> the seed's SKU, for the relevance set (the first copy of the seed only). */
  skus: Record<number, string>;
}

export async function serve(kind: string, where: string): Promise<void> {
  const database = await openBenchDatabase(kind, where);
  const config = loadConfig({ NODE_ENV: "production", SESSION_SECRET: "b".repeat(40), LOG_LEVEL: "silent" });
  const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
  const { app } = createApp({ config, database, logger: createLogger("silent"), pages: { kind: "build", build } });
  const store = app.listen(0, "127.0.0.1");
  const body = JSON.stringify({ products: [{ id: 1, name: "Linen Shirt", price: 1999 }], total: 1 });
  const bare = http
    .createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(body);
    })
    .listen(0, "127.0.0.1");
  await Promise.all([store, bare].map((s) => new Promise((r) => s.once("listening", r))));
  // Ready as the store tells its balancer (server.ts loads the index at start); a snapshot written by this
  // first load is finished before the bench goes on, so a restart can find it.
  const loaded = await loadCatalogue(database.db);
  const ready = {
    // Since the process began (performance's time origin), its modules' loading included.
    ms: performance.now(),
    from: loaded.from,
    rssMb: process.memoryUsage().rss / 2 ** 20,
  };
  await loaded.snapshotWritten;
  // Exits on its own when told to stop, so that a CPU profile asked for is written.
  process.on("SIGTERM", () => process.exit(0));
  // The parent asks for this process's CPU time around each scenario.
  process.on("message", (m) => {
    if (m === "cpu") process.send!({ cpu: process.cpuUsage() });
    if (m === "memory") process.send!({ peakMb: process.resourceUsage().maxRSS / 1024 });
  });
  const seedCopies = await database.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(like(products.sku, "%-0"));
  const ports: Ports = {
    bare: (bare.address() as AddressInfo).port,
    store: (store.address() as AddressInfo).port,
    ready,
    skus: Object.fromEntries(seedCopies.map((p) => [p.id, p.sku.slice(0, -2)])),
  };
  process.send!(ports);
}
