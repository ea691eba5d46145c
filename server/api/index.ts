import cors from "cors";
import express, { Router } from "express";
import type { Config } from "../config";
import type { Services } from "../services";
import { apiErrorHandler, apiNotFound } from "../http/errors";
import { refuseNulInBody } from "../http/guard";
import { catalogRouter, isKeptCatalogueRead } from "./catalog";
import { deliveryRouter } from "./delivery";
import { cartRouter } from "./cart";
import { shopperRouter } from "./shopper";
import { ordersRouter } from "./orders";
import { reviewsRouter } from "./reviews";
import { authRouter } from "./auth";
import { staffRouter } from "./staff";
import { hostedPaymentsRouter } from "./hosted-payments";
import { paymentsRouter, WEBHOOK_PATH } from "./payments";
import { testHooksRouter } from "./test-hooks";
import { identifyPageShopper, identifyShopper } from "../http/shopper";
import { identifyUser } from "../auth/sessions";
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from "@rules/caching";

/** Paths that belong to the JSON API (docs/product.md section 7 keeps some outside /api). */
export const API_PATHS = ["/api", "/submit-order", "/wishlist"];

/** GET /api/products, /api/products/:id, /api/collections: the same answer for every shopper. */
const isCatalogueRead = (req: express.Request) =>
  (req.method === "GET" || req.method === "HEAD") &&
  /^\/api\/(products|collections)(\/|$)/.test(req.baseUrl + req.path);

const unlessCatalogueRead =
  (handler: express.RequestHandler): express.RequestHandler =>
  (req, res, next) =>
    isCatalogueRead(req) ? next() : handler(req, res, next);

/**
 * GET /api/shopper, its product offers and a product's size advice only read: like a page, they give a visitor without a guest
 * cookie none (such a visitor has no orders to advise from).
 */
const identifyApiShopper: express.RequestHandler = (req, res, next) => {
  // Express matches paths whatever their case and with a trailing slash: so does this.
  const path = (req.baseUrl + req.path).toLowerCase().replace(/\/+$/, "");
  return path === "/api/shopper" || path === "/api/shopper/offers" || path.startsWith("/api/size-advice/")
    ? identifyPageShopper(req, res, next)
    : identifyShopper(req, res, next);
};

/**
 * The JSON API. `router` answers every call. `keptReads` answers the catalogue's kept reads (the list,
 * filter counts, suggestions, collections), which most requests are, ahead of the middleware they do not
 * use: server/app.ts mounts it before compression (a kept answer is already compressed), cookies and the
 * health and metrics routes. A kept read it lets through (none should) is answered the same by `router`.
 */
export function createApi({ services, config }: { services: Services; config: Config }): {
  keptReads: express.RequestHandler;
  router: Router;
} {
  const apiCors = cors({ origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: true });
  // Answers about one shopper (the cart, the wishlist, orders, the account) or for the staff are never kept
  // by a shared cache or the browser's history; only the catalogue's reads are the same for everyone.
  const cachePolicy: express.RequestHandler = (req, res, next) => {
    // The catalogue's reads may be kept by a CDN or reverse proxy for a short while and served stale while
    // it asks again; browsers revalidate each time (Express's ETag answers 304 when nothing changed).
    res.set("Cache-Control", isCatalogueRead(req) ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    next();
  };

  const keptReads = Router();
  keptReads.use(apiCors, cachePolicy, catalogRouter(services), apiErrorHandler);

  const router = Router();
  // Webhooks are signed over the exact bytes sent: read them raw (express.json then skips the body).
  router.use(WEBHOOK_PATH, express.raw({ type: () => true, limit: "100kb" }));
  router.use(
    API_PATHS,
    apiCors,
    express.json({ limit: "100kb" }),
    refuseNulInBody,
    // The catalogue's reads are the same for everyone: no guest cookie is given, nobody is looked up.
    unlessCatalogueRead(identifyApiShopper),
    unlessCatalogueRead(identifyUser(services.db)),
  );

  router.use(API_PATHS, cachePolicy);

  // Domain routers are mounted here with their full paths.
  router.use(catalogRouter(services));
  router.use(deliveryRouter(services));
  router.use(cartRouter(services));
  router.use(shopperRouter(services));
  router.use(reviewsRouter(services));
  router.use(ordersRouter(services));
  router.use(authRouter(services));
  router.use(staffRouter(services));
  router.use(paymentsRouter(services));
  router.use(hostedPaymentsRouter(services));
  if (config.testHooks) router.use(testHooksRouter(services));

  router.use("/api", apiNotFound);
  router.use(["/api", "/submit-order"], apiErrorHandler);
  // /wishlist is also a page: only failures of the JSON calls answer JSON.
  router.use("/wishlist", (error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) =>
    req.is("application/json") || req.method === "DELETE" || req.accepts(["json", "html"]) === "json"
      ? apiErrorHandler(error, req, res, next)
      : next(error),
  );
  return {
    keptReads: (req, res, next) => (isKeptCatalogueRead(req) ? keptReads(req, res, next) : next()),
    router,
  };
}
