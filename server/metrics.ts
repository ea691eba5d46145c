import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { count, isNull, sql } from "drizzle-orm";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Database } from "./db/client";
import { emailOutbox, orders } from "./db/schema";
import type { CacheReadResult } from "./catalog/read-cache";

/**
 * The store's Prometheus metrics, one registry per app. Request timings and the pool are this instance's
 * own; the order and outbox figures are read from the database at each scrape, so every instance reports
 * the same values (aggregate them with max(), not sum()).
 */
export function createMetrics(database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "stylehub_" });

  const requestDuration = new Histogram({
    name: "stylehub_http_request_duration_seconds",
    help: "Time to answer a request, by route (the route's pattern, never the raw path)",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  const catalogReads = new Counter({
    name: "stylehub_catalog_cache_reads_total",
    help: "This instance's catalogue reads by how the read cache answered: fresh, stale (reloaded behind it) or miss",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const observeCatalogRead = (result: CacheReadResult) => catalogReads.inc({ result });

  const sharedPageReads = new Counter({
    name: "stylehub_shared_page_cache_reads_total",
    help: "This instance's catalogue pages asked for without cookies, by how its page cache answered: fresh or miss",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const observeSharedPage = (result: "fresh" | "miss") => sharedPageReads.inc({ result });

  const queryDuration = new Histogram({
    name: "stylehub_db_query_duration_seconds",
    help: "Time of each database query from this instance, as the driver saw it",
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  database.observeQueries?.((seconds) => queryDuration.observe(seconds));

  // One query a scrape for the order and outbox figures; a failing database leaves them out of that scrape.
  let snapshot: Promise<Snapshot | undefined> | undefined;
  const readSnapshot = () => {
    snapshot ??= readFromDatabase(database)
      .catch(() => undefined)
      .finally(() => setTimeout(() => (snapshot = undefined), 1000).unref());
    return snapshot;
  };
  new Counter({
    name: "stylehub_orders_placed_total",
    help: "Orders placed, by payment method (from the database: the same on every instance)",
    labelNames: ["payment_method"] as const,
    registers: [registry],
    async collect() {
      const figures = await readSnapshot();
      this.reset();
      for (const row of figures?.orders ?? []) this.inc({ payment_method: row.method }, row.placed);
    },
  });
  new Counter({
    name: "stylehub_orders_paid_total",
    help: "Online orders paid (from the database)",
    registers: [registry],
    async collect() {
      const figures = await readSnapshot();
      this.reset();
      this.inc(figures?.orders.reduce((sum, row) => sum + row.paid, 0) ?? 0);
    },
  });
  new Gauge({
    name: "stylehub_orders_payment_failed",
    help: "Online orders whose payment failed or expired and were not paid since (from the database)",
    registers: [registry],
    async collect() {
      const figures = await readSnapshot();
      this.set(figures?.orders.reduce((sum, row) => sum + row.failed, 0) ?? 0);
    },
  });
  new Gauge({
    name: "stylehub_outbox_backlog",
    help: "E-mails waiting in the outbox (from the database)",
    registers: [registry],
    async collect() {
      this.set((await readSnapshot())?.outbox ?? 0);
    },
  });
  const { pool } = database;
  if (pool) {
    new Gauge({
      name: "stylehub_db_pool_connections",
      help: "This instance's PostgreSQL connections: total open, idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }

  /** Times every request, labelled by the route that answered it. */
  const timeRequests: RequestHandler = (req, res, next) => {
    const stop = requestDuration.startTimer();
    res.once("finish", () => {
      stop({
        method: req.method,
        route: routeLabel(req.route as { path?: unknown } | undefined, req.path, res.statusCode),
        status_code: res.statusCode,
      });
    });
    next();
  };

  /** GET /metrics: 404 without METRICS_TOKEN (as if there were none), else only for `Authorization: Bearer <token>`. */
  const endpoint =
    (token: string | undefined): RequestHandler =>
    async (req, res) => {
      if (!token) return void res.status(404).json({ message: "Not found" });
      if (!sameToken(req.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1], token)) {
        res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
        return void res.status(401).json({ message: "A valid metrics token is required" });
      }
      res.setHeader("Cache-Control", "no-store");
      res.type(registry.contentType).send(await registry.metrics());
    };

  return { registry, timeRequests, endpoint, observeCatalogRead, observeSharedPage };
}

interface Snapshot {
  orders: { method: string; placed: number; paid: number; failed: number }[];
  outbox: number;
}

async function readFromDatabase({ db }: Database): Promise<Snapshot> {
  const [byMethod, [outbox]] = await Promise.all([
    db
      .select({
        method: orders.paymentMethod,
        placed: count(),
        paid: count(orders.paidAt),
        failed: sql<number>`count(*) filter (where ${orders.status} = 'payment_failed')`.mapWith(Number),
      })
      .from(orders)
      .groupBy(orders.paymentMethod),
    db.select({ n: count() }).from(emailOutbox).where(isNull(emailOutbox.sentAt)),
  ]);
  return { orders: byMethod, outbox: outbox?.n ?? 0 };
}

/** A bounded set of labels: route patterns, never raw paths (which would grow without end). */
function routeLabel(route: { path?: unknown } | undefined, path: string, status: number): string {
  if (route?.path !== undefined) {
    const pattern = Array.isArray(route.path) ? route.path.join(",") : String(route.path);
    return pattern === "/{*splat}" ? "page" : pattern;
  }
  if (path.startsWith("/uploads/")) return "/uploads/:name";
  if (path.startsWith("/assets/")) return "/assets";
  return status === 404 ? "unmatched" : "static";
}

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
