import { Router, type RequestHandler } from "express";
import type { Database } from "./db/client";

/** What the health checks know of the process: set `draining` when shutdown begins (server.ts). */
export interface Lifecycle {
  draining: boolean;
  /** False while the catalogue index first loads (a few seconds at 100,000 products): not ready yet. */
  catalogLoaded?: boolean;
}

/**
 * While the instance drains, every answer closes its connection: a keep-alive connection must not outlive
 * the shutdown, so the balancer and the client reconnect to another instance (server.ts). Mounted first, so
 * that answers given early (the build's files, the catalogue's kept reads) close theirs too.
 */
export const closeConnectionsWhileDraining =
  (lifecycle: Lifecycle): RequestHandler =>
  (_req, res, next) => {
    if (lifecycle.draining) res.setHeader("Connection", "close");
    next();
  };

/**
 * The balancer's checks. `/healthz/live`: the process answers (restart it if not). `/healthz/ready`: send
 * it shoppers (the database answers, the catalogue index has loaded, and it is not shutting down). `/healthz` is the older combined check,
 * kept for existing balancers: the database's state, and 503 while draining.
 */
export function healthRoutes(database: Database, lifecycle: Lifecycle): Router {
  const router = Router();
  router.get("/healthz/live", (_req, res) => {
    res.json({ status: "ok" });
  });
  const check = async () => {
    const up = await database.ping();
    const ok = up && !lifecycle.draining;
    return {
      code: ok ? 200 : 503,
      body: { status: lifecycle.draining ? "draining" : up ? "ok" : "unavailable", database: up ? "up" : "down" },
    };
  };
  router.get("/healthz", async (_req, res) => {
    const { code, body } = await check();
    res.status(code).json(body);
  });
  router.get("/healthz/ready", async (_req, res) => {
    const { code, body } = await check();
    if (code === 200 && lifecycle.catalogLoaded === false) res.status(503).json({ ...body, status: "starting" });
    else res.status(code).json(body);
  });
  return router;
}
