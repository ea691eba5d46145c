/**
 * `npm run bench`: throughput and p95 latency of the store's JSON API on a generated 10,000-product
 * catalogue, next to a bare node:http JSON handler measured in the same run. Machines here are shared and
 * noisy, so read the ratios, not the absolute figures.
 *
 * The servers run in a child process (so the load generator does not share their event loop).
 */
import { fork } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions, wrapPglite } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { readCatalogSeed } from "../server/db/seed";
import { products } from "../server/db/schema";
import { createApp } from "../server/app";
import { createLogger } from "../server/logger";
import { loadConfig } from "../server/config";

const CATALOGUE_SIZE = 10_000;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

interface Ports {
  bare: number;
  store: number;
}

async function serve(): Promise<void> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  await migrateDatabase(database);
  const seed = await readCatalogSeed();
  const rows = Array.from({ length: CATALOGUE_SIZE }, (_, i) => {
    const source = seed[i % seed.length]!;
    const copy = Math.floor(i / seed.length);
    return {
      ...source,
      sku: `${source.sku}-${copy}`,
      name: copy ? `${source.name} ${copy}` : source.name,
      basePricePaise: source.basePricePaise + (copy % 7) * 1000,
      // Plenty, so the order scenario never runs out during a run.
      stock: 1_000_000,
      createdAt: new Date(source.createdAt!.getTime() - copy * 86_400_000),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(products).values(rows.slice(i, i + 500));

  const config = loadConfig({ NODE_ENV: "production", SESSION_SECRET: "b".repeat(40), LOG_LEVEL: "silent" });
  const { app } = createApp({ config, database, logger: createLogger("silent") });
  const store = app.listen(0, "127.0.0.1");
  const body = JSON.stringify({ products: [{ id: 1, name: "Linen Shirt", price: 1999 }], total: 1 });
  const bare = http
    .createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(body);
    })
    .listen(0, "127.0.0.1");
  await Promise.all([store, bare].map((s) => new Promise((r) => s.once("listening", r))));
  const ports: Ports = {
    bare: (bare.address() as AddressInfo).port,
    store: (store.address() as AddressInfo).port,
  };
  process.send!(ports);
}

interface Scenario {
  name: string;
  method?: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
}

async function load(port: number, scenario: Scenario): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let errors = 0;
  const payload = scenario.body === undefined ? undefined : JSON.stringify(scenario.body);
  const once = () =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        {
          agent,
          host: "127.0.0.1",
          port,
          path: scenario.path,
          method: scenario.method ?? "GET",
          headers: {
            ...scenario.headers,
            ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode! >= 400) errors++;
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(payload);
    });

  // Warm up, then measure for a fixed time with a fixed number of requests in flight.
  await Promise.all(Array.from({ length: CONCURRENCY }, once));
  latencies.length = 0;
  errors = 0;
  const deadline = Date.now() + DURATION_MS;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) await once();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    name: scenario.name,
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
  };
}

/** A guest with five lines in the cart, for the cart reads (its signed cookie, as a browser keeps it). */
async function guestWithCart(port: number): Promise<string> {
  let cookie = "";
  for (const productId of [177, 178, 179, 180, 181]) {
    const res = await fetch(`http://127.0.0.1:${port}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ productId }),
    });
    cookie ||= res.headers.getSetCookie()[0]!.split(";")[0]!;
  }
  return cookie;
}

const catalogueScenarios: Scenario[] = [
  { name: "GET /api/products?q=linen shirt (search)", path: "/api/products?q=linen%20shirt" },
  {
    name: "GET /api/products (category + price filter, sorted)",
    path: `/api/products?category=${encodeURIComponent("Perfumes")}&minPrice=2000&maxPrice=6000&sort=price-asc`,
  },
  { name: "GET /api/products/:id", path: "/api/products/123" },
];

async function main() {
  if (process.argv.includes("--serve")) return serve();
  console.log(
    `Preparing a ${CATALOGUE_SIZE.toLocaleString("en-IN")}-product catalogue (embedded PGlite) and a bare node:http handler...`,
  );
  const child = fork(new URL(import.meta.url).pathname, ["--serve"], { execArgv: ["--import", "tsx"] });
  const ports = await new Promise<Ports>((resolve, reject) => {
    child.once("message", (m) => resolve(m as Ports));
    child.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
  });
  try {
    console.log(`Each scenario: ${CONCURRENCY} requests in flight for ${DURATION_MS / 1000} s.\n`);
    const bare = await load(ports.bare, { name: "bare node:http JSON handler", path: "/" });
    const cookie = await guestWithCart(ports.store);
    const scenarios: Scenario[] = [
      ...catalogueScenarios,
      // Each add comes from a new guest (no cookie), so no line reaches its cap during the run.
      { name: "POST /api/cart (a new guest's first add)", method: "POST", path: "/api/cart", body: { productId: 177 } },
      { name: "GET /api/cart (5 lines)", path: "/api/cart", headers: { cookie } },
      {
        name: "POST /submit-order (cash on delivery)",
        method: "POST",
        path: "/submit-order",
        body: {
          customer: { name: "Asha Rao", email: "asha@example.com", contact: "9876543210", address: "12 MG Road, Pune" },
          product: { id: 178, quantity: 1 },
        },
      },
      {
        name: "POST /api/order/createOrder (pay online, test gateway)",
        method: "POST",
        path: "/api/order/createOrder",
        body: {
          customer: { name: "Asha Rao", email: "asha@example.com", contact: "9876543210", address: "12 MG Road, Pune" },
          product: { id: 179, quantity: 1 },
        },
      },
    ];
    const results = [bare];
    for (const scenario of scenarios) results.push(await load(ports.store, scenario));
    const rows = results.map((r) => ({
      scenario: r.name,
      "req/s": r.perSecond.toFixed(0),
      "p50 ms": r.p50.toFixed(1),
      "p95 ms": r.p95.toFixed(1),
      "throughput vs bare": `${((r.perSecond / bare.perSecond) * 100).toFixed(1)}%`,
      "p95 vs bare": `${(r.p95 / bare.p95).toFixed(1)}x`,
      errors: r.errors,
    }));
    console.table(rows);
  } finally {
    child.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
