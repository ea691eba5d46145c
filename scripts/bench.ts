/**
 * `npm run bench`: throughput, latency and server CPU of the store's JSON API and its pages, at several
 * catalogue sizes, on the embedded PGlite and on PostgreSQL, next to a bare node:http JSON handler
 * measured in the same run. Machines here are shared and noisy, so read the ratios, not the absolute
 * figures.
 *
 *   BENCH_SIZES=350,10000,100000  catalogue sizes (PGlite runs only up to 10,000)
 *   BENCH_DBS=pglite,postgres     databases; PostgreSQL from BENCH_DATABASE_URL or the machine's server
 *   BENCH_DURATION_MS=5000        per scenario
 *   BENCH_CONCURRENCY=10          requests in flight (1: what one request costs, without queueing)
 *   BENCH_SCENARIOS=featured,page  only the scenarios whose names hold one of these (all by default)
 *   BENCH_CPU_PROF=dir            write the store process's CPU profile there (node --cpu-prof)
 *   BENCH_AGAINST=dir             also serve another checkout of the store, built (another commit:
 *                                 `git worktree add .cache/before <commit>`, then `npm run build` in it), on the
 *                                 same catalogue, and measure the two in turn: the ratios of one run
 *   BENCH_ROUNDS=6                with BENCH_AGAINST, alternating windows per scenario and checkout
 *
 * The bare handler is measured beside every scenario, in windows taken in turn with the scenario's own
 * (BARE_WINDOWS), and a scenario's share of it is the median of those windows' ratios: the machine's speed
 * moves twofold within an hour, and a share of one bare figure taken at the start of the run moved with it.
 *
 * Each database and size is filled by one child process and served by another (so the load generator does
 * not share its event loop, and the store starts on a catalogue already there, as in production), which
 * reports its own CPU time per scenario. PGlite keeps its data in a scratch folder, as `npm start` does in
 * DATA_DIR. Pages need a production build (`npm run build`).
 */
import { fork } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { ServerBuild } from "react-router";
import { openPostgres, pgliteExtensions, wrapPglite, type Database } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { readCatalogSeed } from "../server/db/seed";
import { like, sql } from "drizzle-orm";
import { products } from "../server/db/schema";
import { recallAt10, relevantSkus, SEARCH_CASES } from "../tests/api/search-cases";
import { createApp } from "../server/app";
import { createLogger } from "../server/logger";
import { loadConfig } from "../server/config";

const SIZES = (process.env.BENCH_SIZES ?? "350,10000,100000").split(",").map(Number);
const DATABASES = (process.env.BENCH_DBS ?? "pglite,postgres").split(",");
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PGLITE_MAX_SIZE = 10_000;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ONLY = process.env.BENCH_SCENARIOS?.split(",").filter(Boolean);
const WARM_UP_MS = 500;
/** Each scenario is measured in this many windows, each right after a window of the bare handler. */
const BARE_WINDOWS = 4;
const BARE_WINDOW_MS = 400;
const BARE: Scenario = { name: "bare node:http JSON handler", path: "/" };
const AGAINST = process.env.BENCH_AGAINST ? path.resolve(process.env.BENCH_AGAINST) : undefined;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
/**
 * Every request takes a compressed answer, as a browser's pages and its fetch calls do: without it the store
 * would skip the compression it does for every real shopper (before 2026-11-28 the bench sent none).
 */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** Requests sent by this process so far: a path made per request never repeats one of the warm-up's. */
let sent = 0;

interface Ports {
  bare: number;
  store: number;
  /** Product id -> the seed's SKU, for the relevance set (the first copy of the seed only). */
  skus: Record<number, string>;
}

/** The seed, copied until the catalogue has `size` products (names and SKUs made unique). */
async function catalogueRows(size: number) {
  const seed = await readCatalogSeed();
  return Array.from({ length: size }, (_, i) => {
    const source = seed[i % seed.length]!;
    const copy = Math.floor(i / seed.length);
    return {
      ...source,
      sku: `${source.sku}-${copy}`,
      name: copy ? `${source.name} ${copy}` : source.name,
      basePricePaise: source.basePricePaise + (copy % 7) * 1000,
      // Plenty, so the order scenarios never run out during a run.
      stock: 1_000_000,
      createdAt: new Date(source.createdAt!.getTime() - copy * 86_400_000),
    };
  });
}

/**
 * PGlite in a scratch data folder (as `npm start` keeps it in DATA_DIR), or the scratch database the parent
 * made on the PostgreSQL server.
 */
async function openBenchDatabase(kind: string, where: string): Promise<Database> {
  if (kind === "pglite") return wrapPglite(await PGlite.create(where, { extensions: pgliteExtensions }));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${where}`;
  return openPostgres(url.toString());
}

const benchDatabaseName = (size: number) => `stylehub_bench_${process.pid}_${size}`;

/**
 * Fills the scratch database, in a process of its own: the store then starts on a catalogue that is
 * already there, as in production, and its heap holds nothing of the rows that were written.
 */
async function prepare(kind: string, size: number, where: string): Promise<void> {
  const database = await openBenchDatabase(kind, where);
  await migrateDatabase(database);
  const rows = await catalogueRows(size);
  // The triggers give each product its variants and search words, as the seed and staff would.
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(products).values(rows.slice(i, i + 500));
  // As a store that has been running would be: otherwise PostgreSQL's autovacuum works through the rows
  // just written while the first scenarios are measured, on the same two cores.
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
}

async function serve(kind: string, where: string): Promise<void> {
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
  // Exits on its own when told to stop, so that a CPU profile asked for is written.
  process.on("SIGTERM", () => process.exit(0));
  // The parent asks for this process's CPU time around each scenario.
  process.on("message", (m) => {
    if (m === "cpu") process.send!({ cpu: process.cpuUsage() });
  });
  const seedCopies = await database.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(like(products.sku, "%-0"));
  const ports: Ports = {
    bare: (bare.address() as AddressInfo).port,
    store: (store.address() as AddressInfo).port,
    skus: Object.fromEntries(seedCopies.map((p) => [p.id, p.sku.slice(0, -2)])),
  };
  process.send!(ports);
}

interface Scenario {
  name: string;
  method?: string;
  /** A fixed path, or one per request (a new query each time, so no cache answers it). */
  path: string | ((i: number) => string);
  body?: unknown;
  headers?: Record<string, string>;
  /** Requests in flight, when not BENCH_CONCURRENCY (one shopper typing sends one at a time). */
  inFlight?: number;
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** The server process's CPU time per request (user + system). */
  cpuMs?: number;
  /** Every request's time, ms, sorted (to merge windows). */
  latencies: number[];
  /** The seconds the window lasted. */
  elapsed: number;
  /** The server's CPU time over the window, ms. */
  cpuTotalMs?: number;
  /** With the bare handler measured beside it: the median of the windows' req/s ratios, and the bare req/s. */
  vsBare?: number;
  bareReqPerSecond?: number;
}

async function load(
  port: number,
  scenario: Scenario,
  cpu?: () => Promise<number>,
  durationMs = DURATION_MS,
  warmUpMs = WARM_UP_MS,
): Promise<Result> {
  const inFlight = scenario.inFlight ?? CONCURRENCY;
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const latencies: number[] = [];
  let errors = 0;
  const payload = scenario.body === undefined ? undefined : JSON.stringify(scenario.body);
  const once = () =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const path = typeof scenario.path === "string" ? scenario.path : scenario.path(sent++);
      const req = http.request(
        {
          agent,
          host: "127.0.0.1",
          port,
          path,
          method: scenario.method ?? "GET",
          headers: {
            "accept-encoding": BROWSER_ACCEPT_ENCODING,
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

  // Warm up (half a second, so the code this scenario runs is compiled, as on a server that has been up a
  // while), then measure for a fixed time with a fixed number of requests in flight.
  const warmUntil = Date.now() + warmUpMs;
  if (warmUpMs > 0)
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        do await once();
        while (Date.now() < warmUntil);
      }),
    );
  latencies.length = 0;
  errors = 0;
  const cpuBefore = await cpu?.();
  const deadline = Date.now() + durationMs;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (Date.now() < deadline) await once();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const cpuAfter = await cpu?.();
  agent.destroy();
  const cpuTotalMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return summary(scenario.name, latencies, errors, elapsed, cpuTotalMs);
}

/** The figures of requests measured over `elapsed` seconds, with the server's CPU over them. */
function summary(name: string, latencies: number[], errors: number, elapsed: number, cpuTotalMs?: number): Result {
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    name,
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    cpuMs: cpuTotalMs === undefined ? undefined : cpuTotalMs / latencies.length,
    latencies,
    elapsed,
    cpuTotalMs,
  };
}

/** A scenario's windows as one measurement: all their requests, over all their time and CPU. */
function mergeWindows(windows: Result[]): Result {
  const cpu = windows.every((w) => w.cpuTotalMs !== undefined)
    ? windows.reduce((sum, w) => sum + w.cpuTotalMs!, 0)
    : undefined;
  return summary(
    windows[0]!.name,
    windows.flatMap((w) => w.latencies),
    windows.reduce((sum, w) => sum + w.errors, 0),
    windows.reduce((sum, w) => sum + w.elapsed, 0),
    cpu,
  );
}

/**
 * A scenario in BARE_WINDOWS windows, each right after a window of the bare handler on the same process, so
 * its share of the bare handler compares two figures taken a moment apart (the median of the windows').
 */
async function besideBare(store: Store, scenario: Scenario): Promise<Result> {
  const windows: Result[] = [];
  const ratios: number[] = [];
  const bares: number[] = [];
  for (let i = 0; i < BARE_WINDOWS; i++) {
    const bare = await load(store.ports.bare, BARE, undefined, BARE_WINDOW_MS, i === 0 ? 100 : 0);
    // Only the first window warms the scenario up: the others follow it by half a second.
    const window = await load(
      store.ports.store,
      scenario,
      store.cpu,
      DURATION_MS / BARE_WINDOWS,
      i === 0 ? WARM_UP_MS : 0,
    );
    windows.push(window);
    bares.push(bare.perSecond);
    ratios.push(window.perSecond / bare.perSecond);
  }
  return { ...mergeWindows(windows), vsBare: median(ratios), bareReqPerSecond: median(bares) };
}

/** Words a shopper starts typing, paired for the suggestions' "a new prefix each time" scenario. */
const SUGGEST_WORDS = [
  "black",
  "white",
  "blue",
  "linen",
  "leather",
  "men",
  "women",
  "slim",
  "cotton",
  "tan",
  "navy",
  "formal",
  "casual",
  "gold",
  "brown",
  "red",
  "green",
  "grey",
  "suede",
  "denim",
];

/** `guest`: the cookie of a guest with a cart and a wishlist (guestWithCart); `checkout`: whose build is served. */
function scenarios(size: number, guest: string, checkout = "."): Scenario[] {
  // A page deep in the list: the middle of the catalogue.
  const deepPage = Math.max(1, Math.floor(size / 20 / 2));
  const shirts = encodeURIComponent("Shirts & Tshirt");
  return [
    { name: "GET /api/products (featured, page 1)", path: "/api/products?limit=20" },
    { name: "GET /api/products?q=linen shirt", path: "/api/products?q=linen%20shirt" },
    {
      name: "GET /api/products?q= (a new search each time)",
      path: (i) => `/api/products?q=${encodeURIComponent(`shirt under ${3000 + (i % 5000)}`)}`,
    },
    {
      name: "GET /api/products (category + price filter)",
      path: `/api/products?category=${shirts}&minPrice=1000&maxPrice=3000&sort=price-asc`,
    },
    {
      name: "GET /api/products (category + price, a new filter each time)",
      path: (i) => `/api/products?category=${shirts}&minPrice=1000&maxPrice=${3000 + (i % 5000)}&sort=price-asc`,
    },
    { name: `GET /api/products (newest, page ${deepPage})`, path: `/api/products?sort=newest&page=${deepPage}` },
    { name: "GET /api/products/:id", path: "/api/products/123" },
    { name: "GET /api/products/suggestions?q=black loaf", path: "/api/products/suggestions?q=black%20loaf" },
    {
      name: "GET /api/products/suggestions (a new prefix each time)",
      path: (i) => {
        const first = SUGGEST_WORDS[i % SUGGEST_WORDS.length]!;
        const second = SUGGEST_WORDS[Math.floor(i / SUGGEST_WORDS.length) % SUGGEST_WORDS.length]!;
        return `/api/products/suggestions?q=${encodeURIComponent(`${first} ${second.slice(0, 2 + (i % 3))}`)}`;
      },
    },
    {
      name: "GET /api/products/suggestions (one shopper typing: 1 in flight, a new prefix each time)",
      inFlight: 1,
      path: (i) => {
        const first = SUGGEST_WORDS[(i * 7) % SUGGEST_WORDS.length]!;
        const second = SUGGEST_WORDS[(i * 3 + 1) % SUGGEST_WORDS.length]!;
        return `/api/products/suggestions?q=${encodeURIComponent(`${first} ${second.slice(0, 2 + (i % 4))}`)}`;
      },
    },
    { name: "GET /api/products/facets?q=shoes", path: "/api/products/facets?q=shoes" },
    // Each add comes from a new guest (no cookie), so no line reaches its cap during the run.
    { name: "POST /api/cart (a new guest's first add)", method: "POST", path: "/api/cart", body: { productId: 177 } },
    { name: "page /", path: "/" },
    { name: "page /products", path: "/products" },
    { name: "page /shirts (collection)", path: "/shirts" },
    { name: "page /product/123", path: "/product/123" },
    { name: "page /product-list", path: "/product-list" },
    // Cookies that are not the store's (a site's analytics, a consent banner's) change nothing on a page.
    {
      name: "page /shirts with only an analytics cookie",
      path: "/shirts",
      headers: { cookie: "_ga=GA1.1.2093.1764300000; cookie_consent=accepted" },
    },
    // What a page costs when nothing keeps it: a new URL each time, or a shopper's own (with a cookie).
    {
      name: "page /products?q= (a new search each time)",
      path: (i) => `/products?q=${encodeURIComponent(`shirt under ${3000 + (i % 5000)}`)}`,
    },
    // A shopper's own page is rendered for each request: what a render costs. Their cookie is one a page reads
    // (a remembered PIN code): other cookies get the shared page (server/http/cookie-names.ts).
    ...["/", "/products", "/shirts", "/product/123", "/product-list"].map((path) => ({
      name: `page ${path} for a shopper with a cookie`,
      path,
      headers: { cookie: "delivery_pin=110001" },
    })),
    // A click from one page of the store to another in a browser running its script: the next page's own data
    // (the root's is not asked for again: app/root.tsx), the same for everyone and kept; a new search's, which
    // nothing keeps; and all of it with the root's, as after a change or back on the tab.
    {
      name: "GET /shirts.data?_routes= for a guest with a cart (a navigation in the browser)",
      path: "/shirts.data?_routes=sidebar%2Fshirts",
      headers: { cookie: `${guest}; stylehub_js=1` },
    },
    {
      name: "GET /products.data?q=&_routes= (a navigation to a new search each time)",
      path: (i) =>
        `/products.data?q=${encodeURIComponent(`shirt under ${3000 + (i % 5000)}`)}&_routes=routes%2Fproducts`,
      headers: { cookie: `${guest}; stylehub_js=1` },
    },
    {
      name: "GET /shirts.data with the root's for a shopper with a cookie (after a change, or back on the tab)",
      path: "/shirts.data",
      headers: { cookie: "delivery_pin=110001" },
    },
    // The floor under every render: a page with the header and footer but no products, and an answer that
    // goes through React Router (its request, route matching and loader) with nothing rendered.
    {
      name: "page /about for a shopper with a cookie (no products)",
      path: "/about",
      headers: { cookie: "delivery_pin=110001" },
    },
    { name: "GET /robots.txt (React Router, nothing rendered)", path: "/robots.txt" },
    // What a first visit asks for besides the page: its largest script, and the photos of its cards.
    { name: "GET the largest script of a page (React and React Router)", path: `/assets/${frameworkChunk(checkout)}` },
    { name: "GET a product photo (SVG)", path: "/images/products/shrt-025.svg" },
    // A shopper whose browser runs the store's script is given the shared page, cart or not, and asks for
    // their counts, hearts and account once it has loaded (decision 024): the two requests a full load makes.
    ...["/", "/shirts"].map((path) => ({
      name: `page ${path} for a guest with a cart and a wishlist, their browser running the script (shared)`,
      path,
      headers: { cookie: `${guest}; stylehub_js=1` },
    })),
    {
      name: "GET /api/shopper (a guest with a cart and a wishlist: what a shared page fills in)",
      path: "/api/shopper",
      headers: { cookie: guest, accept: "application/json" },
    },
  ];
}

/** The built framework chunk's file name (it carries a content hash). */
function frameworkChunk(checkout: string): string {
  const name = readdirSync(path.join(checkout, "build/client/assets")).find((file) => /^framework-.*\.js$/.test(file));
  if (!name) throw new Error("No framework chunk in build/client/assets: run `npm run build` first.");
  return name;
}

/** A new guest's cookie, after they have added a product to the cart and saved three to the wishlist. */
async function guestWithCart(port: number): Promise<string> {
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const added = await post("/api/cart", { productId: 177 });
  if (added.status !== 201) throw new Error(`the bench guest's add to cart answered ${added.status}`);
  const cookie = added.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  for (const id of [101, 102, 103]) {
    const saved = await post("/wishlist", { id }, cookie);
    if (saved.status !== 201) throw new Error(`the bench guest's wishlist answered ${saved.status}`);
  }
  return cookie;
}

interface Run {
  database: string;
  size: number;
  bare: Result;
  results: Result[];
  /** Mean recall@10 over the search relevance set (tests/api/search-cases.ts), at 350 products. */
  recall?: number;
  /** With BENCH_AGAINST: each scenario on this checkout and on the other, measured in turn. */
  paired?: Paired[];
}

interface Paired {
  mine: Result;
  theirs: Result;
  /** Medians of the rounds' ratios, this checkout over the other: req/s, and CPU per request. */
  throughput: number;
  cpu: number;
}

/** Recall@10 of every relevance case, through the JSON API, as tests/api/search-relevance.test.ts counts it. */
async function meanRecall(port: number, skus: Record<number, string>): Promise<number> {
  const allSkus = Object.values(skus);
  let sum = 0;
  for (const testCase of SEARCH_CASES) {
    const response = await fetch(`http://127.0.0.1:${port}/api/products?limit=10&q=${encodeURIComponent(testCase.q)}`);
    const body = (await response.json()) as { products: { id: number }[] };
    const top10 = body.products.map((p) => skus[p.id] ?? "");
    sum += recallAt10(relevantSkus(testCase, allSkus), top10);
  }
  return sum / SEARCH_CASES.length;
}

/**
 * Runs this script in a child process with `args` (NODE_ENV=production), or the same script of another
 * checkout, in that checkout (BENCH_AGAINST).
 */
function child(args: string[], profile = false, checkout?: string) {
  const script = checkout ? path.join(checkout, "scripts/bench.ts") : new URL(import.meta.url).pathname;
  return fork(script, args, {
    cwd: checkout,
    execArgv: [
      "--import",
      "tsx",
      ...(profile && process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    // React and React Router pick their production builds from this, as `npm start` does.
    env: { ...process.env, NODE_ENV: "production" },
  });
}

interface Store {
  ports: Ports;
  /** The store process's CPU time so far, in ms. */
  cpu: () => Promise<number>;
  /** A guest with a cart and a wishlist on this store (guestWithCart). */
  guest: string;
  stop: () => Promise<void>;
}

/** A store process (this checkout's, or another's) serving its build on the prepared catalogue at `where`. */
async function startStore(database: string, where: string, profile: boolean, checkout?: string): Promise<Store> {
  const store = child(["--serve", database, where], profile, checkout);
  const ports = await new Promise<Ports>((resolve, reject) => {
    store.once("message", (m) => resolve(m as Ports));
    store.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const cpu = () =>
    new Promise<number>((resolve) => {
      store.once("message", (m) => {
        const usage = (m as { cpu: NodeJS.CpuUsage }).cpu;
        resolve((usage.user + usage.system) / 1000);
      });
      store.send("cpu");
    });
  const stop = async () => {
    store.kill();
    await new Promise((r) => store.once("exit", r));
  };
  return { ports, cpu, guest: await guestWithCart(ports.store), stop };
}

const chosenScenarios = (size: number, guest: string, checkout?: string) =>
  scenarios(size, guest, checkout).filter(
    (scenario) => !ONLY?.length || ONLY.some((part) => scenario.name.includes(part)),
  );

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A scenario's rounds as one result: each figure's median, the requests and errors summed. */
function medianResult(rounds: Result[]): Result {
  const of = (key: "perSecond" | "p50" | "p95" | "p99") => median(rounds.map((r) => r[key]));
  return {
    ...mergeWindows(rounds),
    name: rounds[0]!.name,
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    perSecond: of("perSecond"),
    p50: of("p50"),
    p95: of("p95"),
    p99: of("p99"),
    cpuMs: median(rounds.map((r) => r.cpuMs ?? 0)),
  };
}

/**
 * One scenario on two stores in turn, each first in every other round, so a drift of the machine's speed
 * falls on both; each round's ratio is of two windows measured a moment apart.
 */
async function inTurn(mine: Store, scenario: Scenario, theirs: Store, theirScenario: Scenario): Promise<Paired> {
  const window = DURATION_MS / ROUNDS;
  const rounds: { mine: Result; theirs: Result }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const onMine = () => load(mine.ports.store, scenario, mine.cpu, window);
    const onTheirs = () => load(theirs.ports.store, theirScenario, theirs.cpu, window);
    if (round % 2 === 0) {
      const first = await onMine();
      rounds.push({ mine: first, theirs: await onTheirs() });
    } else {
      const first = await onTheirs();
      rounds.push({ theirs: first, mine: await onMine() });
    }
  }
  return {
    mine: medianResult(rounds.map((r) => r.mine)),
    theirs: medianResult(rounds.map((r) => r.theirs)),
    throughput: median(rounds.map((r) => r.mine.perSecond / r.theirs.perSecond)),
    cpu: median(rounds.map((r) => (r.mine.cpuMs ?? 0) / Math.max(r.theirs.cpuMs ?? 0, 1e-6))),
  };
}

async function runOne(database: string, size: number, where: string): Promise<Run> {
  const filling = child(["--prepare", database, String(size), where]);
  const filled = await new Promise<number | null>((resolve) => filling.once("exit", resolve));
  if (filled !== 0) throw new Error(`filling the bench database failed (${filled})`);
  // One process to a PGlite data folder: the other checkout serves a copy of the same catalogue.
  const theirWhere = AGAINST && database === "pglite" ? `${where}-against` : where;
  if (theirWhere !== where) cpSync(where, theirWhere, { recursive: true });
  const mine = await startStore(database, where, true);
  let theirs: Store | undefined;
  try {
    theirs = AGAINST ? await startStore(database, theirWhere, false, AGAINST) : undefined;
    const bare = await load(mine.ports.bare, BARE);
    const chosen = chosenScenarios(size, mine.guest);
    const theirChosen = theirs ? chosenScenarios(size, theirs.guest, AGAINST) : [];
    // Every scenario once, briefly, before any is measured: a store that has been up a while has compiled
    // its code and settled its heap, so the first scenario measured is not the one that pays for it.
    for (const scenario of chosen) await load(mine.ports.store, scenario, undefined, 300);
    if (theirs) for (const scenario of theirChosen) await load(theirs.ports.store, scenario, undefined, 300);
    const results: Result[] = [];
    const paired: Paired[] = [];
    for (const [i, scenario] of chosen.entries()) {
      if (!theirs) {
        results.push(await besideBare(mine, scenario));
        continue;
      }
      const both = await inTurn(mine, scenario, theirs, theirChosen[i]!);
      results.push(both.mine);
      paired.push(both);
    }
    // The relevance set names the seed's products: it holds only for the seed itself.
    const recall = size === 350 ? await meanRecall(mine.ports.store, mine.ports.skus) : undefined;
    return { database, size, bare, results, recall, paired: theirs ? paired : undefined };
  } finally {
    await mine.stop();
    await theirs?.stop();
    if (theirWhere !== where) rmSync(theirWhere, { recursive: true, force: true });
  }
}

function printPaired(run: Run) {
  console.log(`this checkout against ${AGAINST} (medians of ${ROUNDS} alternating windows; ratios this / other)`);
  console.table(
    run.paired!.map((p) => ({
      scenario: p.mine.name,
      "req/s other": p.theirs.perSecond.toFixed(0),
      "req/s this": p.mine.perSecond.toFixed(0),
      "req/s ratio": p.throughput.toFixed(3),
      "CPU ms other": p.theirs.cpuMs?.toFixed(2) ?? "",
      "CPU ms this": p.mine.cpuMs?.toFixed(2) ?? "",
      "CPU ratio": p.cpu.toFixed(3),
      errors: p.mine.errors + p.theirs.errors,
    })),
  );
}

function print(run: Run) {
  console.log(
    `\n${run.database}, ${run.size.toLocaleString("en-IN")} products (bare handler ${run.bare.perSecond.toFixed(0)} req/s at the start${run.paired ? "" : "; each scenario's share is of the bare handler measured beside it"})`,
  );
  if (run.recall !== undefined) {
    console.log(
      `search relevance: mean recall@10 ${(run.recall * 100).toFixed(1)}% over ${SEARCH_CASES.length} queries`,
    );
  }
  if (run.paired) return printPaired(run);
  console.table(
    run.results.map((r) => ({
      scenario: r.name,
      "req/s": r.perSecond.toFixed(0),
      "p50 ms": r.p50.toFixed(1),
      "p95 ms": r.p95.toFixed(1),
      "p99 ms": r.p99.toFixed(1),
      "CPU ms/req": r.cpuMs?.toFixed(2) ?? "",
      "vs bare": `${((r.vsBare ?? r.perSecond / run.bare.perSecond) * 100).toFixed(1)}%`,
      "bare req/s": r.bareReqPerSecond?.toFixed(0) ?? "",
      errors: r.errors,
    })),
  );
}

async function withPostgresDatabase<T>(size: number, work: (name: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const name = benchDatabaseName(size);
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  try {
    return await work(name);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** A scratch PGlite data folder, removed afterwards. */
async function withPgliteFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "stylehub-bench-"));
  try {
    return await work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main() {
  if (process.argv[2] === "--prepare") return prepare(process.argv[3]!, Number(process.argv[4]), process.argv[5]!);
  if (process.argv[2] === "--serve") return serve(process.argv[3]!, process.argv[4]!);
  console.log(
    `Each scenario: ${CONCURRENCY} requests in flight (unless it says otherwise) for ${DURATION_MS / 1000} s, after a warm-up${AGAINST ? `, on each checkout, in ${ROUNDS} windows taken in turn` : ""}.`,
  );
  const runs: Run[] = [];
  for (const database of DATABASES) {
    if (database === "postgres" && !(await postgresReachable())) {
      console.log(`\nPostgreSQL at ${POSTGRES_URL} is not reachable: skipped.`);
      continue;
    }
    for (const size of SIZES) {
      if (database === "pglite" && size > PGLITE_MAX_SIZE) continue;
      console.log(`\nPreparing ${database} with ${size.toLocaleString("en-IN")} products...`);
      const run =
        database === "postgres"
          ? await withPostgresDatabase(size, (name) => runOne(database, size, name))
          : await withPgliteFolder((folder) => runOne(database, size, folder));
      print(run);
      runs.push(run);
    }
  }
  // Each scenario at the largest size against its own figure at the smallest, same database.
  for (const database of DATABASES) {
    const mine = runs.filter((r) => r.database === database).sort((a, b) => a.size - b.size);
    if (mine.length < 2) continue;
    const [small, large] = [mine[0]!, mine[mine.length - 1]!];
    console.log(
      `\n${database}: p95 at ${large.size.toLocaleString("en-IN")} against ${small.size.toLocaleString("en-IN")}`,
    );
    console.table(
      large.results.map((r, i) => ({
        scenario: r.name.replace(/newest, page \d+\)/, "newest, deep page)"),
        [`p95 ms at ${small.size}`]: small.results[i]!.p95.toFixed(1),
        [`p95 ms at ${large.size}`]: r.p95.toFixed(1),
        ratio: `${(r.p95 / Math.max(small.results[i]!.p95, 0.1)).toFixed(2)}x`,
      })),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
