import { randomFillSync, randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import { BROTLI } from "./http/kept-body";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { Flash } from "./http/flash";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createServices, type Services } from "./services";
import { createApi } from "./api";
import { serveUploads } from "./catalog/uploads";
import { createUploadStore, type UploadStore } from "./catalog/upload-store";
import { closeConnectionsWhileDraining, healthRoutes, type Lifecycle } from "./health";
import { createMetrics } from "./metrics";
import { renderErrorPage } from "./http/error-page";
import { identifyPageShopper } from "./http/shopper";
import { sharedPageCache, sharedPages, type PageHandleOf } from "./http/shared-pages";
import { pageHandleFinder } from "./http/page-routes";
import { pageRequestsOnly, refuseMalformedRequests } from "./http/guard";
import { buildFiles } from "./http/static-files";
import { readFlash, setFlash } from "./http/flash";
import { identifyUser, sessionToken } from "./auth/sessions";
import { readCookies } from "./http/read-cookies";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A request id in the form the store makes (randomUUID): what it takes from a proxy's X-Request-Id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  /**
   * How pages are rendered: a production build, Vite's dev middleware, or none (API-only, for the
   * API tests).
   */
  pages?:
    | { kind: "build"; build: ServerBuild; clientDir?: string }
    | { kind: "dev"; middleware: RequestHandler; loadBuild: () => Promise<ServerBuild> };
  /** Shared with server.ts, which marks the app draining on SIGTERM (server/health.ts). */
  lifecycle?: Lifecycle;
  /** Where upload bytes are kept; by default the one the settings ask for (the database or the bucket). */
  uploadStore?: UploadStore;
}

export function createApp({
  config,
  database,
  logger,
  pages,
  lifecycle = { draining: false },
  uploadStore = createUploadStore(database.db, config),
}: AppOptions) {
  const metrics = createMetrics(database);
  const services: Services = createServices(database.db, config, logger, {
    observeCatalogRead: metrics.observeCatalogRead,
    uploadStore,
  });
  const app = express();
  // Read by the cookie policy (server/http/cookie-policy.ts).
  app.locals.crossSiteCookies = config.crossSiteCookies;
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(metrics.timeRequests);
  app.use(closeConnectionsWhileDraining(lifecycle));

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        // A proxy's id is kept only in the form the store makes itself: a shared page leaves its request id
        // out by value (app/entry.server.tsx), and an id a client chose ("StyleHub", a word on the page) would
        // take that word out of the page every visitor is then given.
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && UUID.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
      // One short line per request: no headers (they carry cookies and tokens). The serializers read the
      // request and response themselves: pino-http's wrappers would first copy every header of every request
      // into a new object (a kept catalogue answer ran about 7% faster without them).
      wrapSerializers: false,
      serializers: {
        req: (req: express.Request) => ({ id: req.id, method: req.method, url: req.originalUrl ?? req.url }),
        res: (res: express.Response) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
    }),
  );

  const nextNonce = nonces();
  app.use((_req, res, next) => {
    res.locals.cspNonce = nextNonce();
    next();
  });
  const isDev = pages?.kind === "dev";
  // Razorpay Checkout loads its script from checkout.razorpay.com, shows its form in frames and calls its
  // servers from the page: allowed only with real keys (without them the store's own test gateway pays).
  const razorpay = config.razorpay
    ? {
        // cdn.razorpay.com: the risk-detection script checkout.js loads (razorpay/razorpay-magento#537).
        script: ["https://checkout.razorpay.com", "https://cdn.razorpay.com"],
        frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
        connect: ["https://lumberjack.razorpay.com", "https://api.razorpay.com"],
        // checkout.js is third-party code that styles its own overlay; the store's pages need no inline style.
        style: ["'unsafe-inline'"],
        // Without JavaScript the checkout posts a form to Razorpay's hosted checkout (server/payments/hosted-checkout.ts).
        formAction: [new URL(config.razorpay.apiUrl).origin],
      }
    : { script: [], frame: [], connect: [], style: [], formAction: [] };
  app.use(
    helmet({
      contentSecurityPolicy: isDev
        ? false // Vite's dev client injects inline scripts and websockets.
        : {
            useDefaults: true,
            directives: {
              "script-src": [
                "'self'",
                (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
                ...razorpay.script,
              ],
              "style-src": ["'self'", ...razorpay.style],
              // The store's own images and uploads, and the image hosts the owner allowed (IMAGE_HOSTS).
              "img-src": ["'self'", "data:", "blob:", ...config.imageHosts],
              "media-src": ["'self'"],
              "connect-src": ["'self'", ...razorpay.connect],
              ...(razorpay.frame.length ? { "frame-src": ["'self'", ...razorpay.frame] } : {}),
              "form-action": ["'self'", ...razorpay.formAction],
              "upgrade-insecure-requests": null,
            },
          },
      crossOriginEmbedderPolicy: false,
      // Not "no-referrer": with it, browsers send `Origin: null` on same-site form posts, which React
      // Router's CSRF check refuses (400), so no form would work without JavaScript. "same-origin"
      // still sends nothing to other sites.
      referrerPolicy: { policy: "same-origin" },
    }),
  );
  // The store needs no camera, microphone, location or USB; no page nor frame of another site may ask.
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()");
    next();
  });
  app.use(refuseMalformedRequests);
  // The build's files come compressed from the build: sent ahead of `compression` and of everything below.
  if (pages?.kind === "build") app.use(buildFiles(pages.clientDir ?? path.join(root, "build/client")));
  // Most requests are for the catalogue's kept answers, already compressed: they are answered here, ahead of
  // what they do not use (server/api/index.ts).
  const api = createApi({ services, config });
  app.use(api.keptReads);
  app.use(compression({ brotli: BROTLI }));

  // Signed cookies (the guest's identity) are checked against the session secret.
  app.use(readCookies(config.sessionSecret));

  app.use(healthRoutes(database, lifecycle));
  app.get("/metrics", metrics.endpoint(config.metricsToken));

  app.use(api.router);
  app.use("/uploads", serveUploads(database.db, uploadStore));

  if (pages?.kind === "dev") app.use(pages.middleware);

  if (pages) {
    // Which page a path shows, to know before rendering whether it may be the shared one.
    const pageHandleOf: PageHandleOf =
      pages.kind === "build"
        ? pageHandleFinder(pages.build)
        : async (pathname) => pageHandleFinder(await pages.loadBuild())(pathname);
    app.use(
      pageRequestsOnly,
      // First: a shopper given the shared page has their page cookies taken out here, so nobody is looked up
      // for it, and a page kept in memory is sent before anything else is done.
      sharedPages(pageHandleOf),
      sharedPageCache(services.catalog.stamp, metrics.observeSharedPage),
      identifyPageShopper,
      identifyUser(database.db),
      readFlash,
    );
    const getLoadContext = (req: express.Request, res: express.Response) => ({
      services,
      cspNonce: res.locals.sharedPolicy ? "" : (res.locals.cspNonce as string),
      sharedPolicy: res.locals.sharedPolicy as string | undefined,
      sharedNavigation: res.locals.sharedNavigation === true,
      shopperKnown: req.shopper.known,
      requestId: String(req.id),
      owner: req.shopper.owner,
      user: req.user,
      sessionToken: sessionToken(req),
      clientIp: req.ip,
      flash: res.locals.flash ?? null,
      setFlash: (flash: Flash) => setFlash(req, res, flash),
    });
    if (pages.kind === "build") {
      app.all("/{*splat}", createRequestHandler({ build: pages.build, getLoadContext }));
    } else {
      app.all("/{*splat}", async (req, res, next) => {
        try {
          const build = await pages.loadBuild();
          return createRequestHandler({ build, getLoadContext, mode: "development" })(req, res, next);
        } catch (error) {
          next(error);
        }
      });
    }
  }

  // Last resort for failures outside React Router (it renders its own error boundary).
  app.use(((error, req, res, next) => {
    if (res.headersSent) return next(error);
    req.log.error({ err: error }, "unhandled error");
    res
      .status(500)
      .type("html")
      .send(renderErrorPage(config.storeName, String(req.id)));
  }) as express.ErrorRequestHandler);

  return { app, services };
}

/**
 * CSP nonces of 16 random bytes each, taken in turn from a pool filled 256 at a time: one call for the
 * system's randomness every 256 requests, not one a request (it was 5% of a cached answer's CPU). No
 * bytes are used twice. node's randomUUID keeps its randomness the same way.
 */
function nonces(): () => string {
  const NONCE_BYTES = 16;
  const pool = Buffer.alloc(NONCE_BYTES * 256);
  let at = pool.length;
  return () => {
    if (at === pool.length) {
      randomFillSync(pool);
      at = 0;
    }
    const nonce = pool.toString("base64", at, at + NONCE_BYTES);
    at += NONCE_BYTES;
    return nonce;
  };
}
