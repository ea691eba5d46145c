/**
 * The store's one server: settings, database (migrated and seeded), then Express with the JSON API,
 * static assets and the React Router pages. `NODE_ENV=production` serves the build; otherwise Vite's
 * dev server with hot reload.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./server/config";
import { openDatabase } from "./server/db/client";
import { migrateDatabase } from "./server/db/migrate";
import { seedCatalogIfEmpty } from "./server/db/seed";
import { loadPinCodesIfEmpty } from "./server/delivery/pin-codes";
import { createLogger } from "./server/logger";
import { createApp, type AppOptions } from "./server/app";
import type { Lifecycle } from "./server/health";
import { bootstrapAdmin } from "./server/auth/admin";
import { importDiskUploads, processOlderUploads } from "./server/catalog/uploads";
import {
  createUploadStore,
  moveUploadsToBucket,
  s3UploadStore,
  uploadsOutsideDatabase,
} from "./server/catalog/upload-store";
import { startJobs, storeJobs } from "./server/jobs";
import { loadCatalogue } from "./server/catalog/catalog-engine";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (config.env === "production" && !process.env.PUBLIC_URL) {
    logger.warn(`PUBLIC_URL is not set: e-mails and the sitemap link to ${config.publicUrl}`);
  }

  if (config.s3) {
    try {
      // A bucket that is set but cannot be used stops the start, before the database is even opened: an
      // instance that could not keep or serve uploads must not take shoppers.
      await s3UploadStore(config.s3).check();
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  }
  const database = await openDatabase(config);
  const uploadStore = createUploadStore(database.db, config);
  await migrateDatabase(database, async () => {
    const seeded = await seedCatalogIfEmpty(database.db);
    if (seeded) logger.info({ products: seeded }, "seeded the catalogue");
    const pins = await loadPinCodesIfEmpty(database.db);
    if (pins) logger.info({ pinCodes: pins }, "loaded India Post's PIN codes");
    // Uploads kept on this disk by an older version move into the upload store, where every instance sees them.
    const imported = await importDiskUploads(database.db, uploadStore, config.dataDir);
    if (imported) logger.info({ uploads: imported, store: uploadStore.where }, "copied DATA_DIR/uploads");
  });
  if (config.admin) {
    try {
      logger.info(await bootstrapAdmin(database.db, config.admin));
    } catch (error) {
      console.error((error as Error).message);
      await database.close();
      process.exit(1);
    }
  }

  let pages: AppOptions["pages"];
  if (config.env === "production") {
    const buildFile = path.resolve("build/server/index.js");
    pages = { kind: "build", build: (await import(buildFile)) as ServerBuild };
  } else {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    pages = {
      kind: "dev",
      middleware: devServer.middlewares,
      loadBuild: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    };
  }

  const lifecycle: Lifecycle = { draining: false, catalogLoaded: false };
  const { app, services } = createApp({ config, database, logger, pages, lifecycle, uploadStore });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    console.log(`${config.storeName} is open at http://${shown}:${port} (${database.kind} database)`);
  });
  // A kept-alive connection stays open longer than a proxy's or a client's idle timeout (nginx's upstream
  // keepalive 60 s, most balancers 60 s): with Node's 5 s, the store could close a socket just as the
  // other side sent its next request on it, which then fails with ECONNRESET. The headers' timeout must be
  // above it, or Node drops an idle connection that way first. Shutdown closes idle connections itself.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  // E-mails, expired sessions and abandoned payments are handled in the background on every instance.
  const jobs = startJobs(storeJobs(database.db, config, logger, services.payments), logger);
  // The catalogue index loads now rather than on the first request (a few seconds at 100,000 products);
  // until then /healthz/ready says "starting". Should it fail, the first request loads it.
  loadCatalogue(database.db)
    .catch((error: unknown) => logger.warn({ err: error }, "catalogue index not loaded yet"))
    .finally(() => (lifecycle.catalogLoaded = true));
  void (async () => {
    // With a bucket, the uploads kept in the database move into it, behind the first requests: until each
    // has moved it is served from the database (docs/decisions/018-upload-storage.md).
    try {
      const moved = await moveUploadsToBucket(database.db, uploadStore);
      if (moved) logger.info({ uploads: moved, store: uploadStore.where }, "moved uploads from the database");
    } catch (error) {
      logger.error(
        { err: error },
        "uploads not moved into the bucket; they are served from the database, and the next start tries again",
      );
    }
    if (uploadStore.kind === "database") {
      const missing = await uploadsOutsideDatabase(database.db).catch(() => 0);
      if (missing) {
        logger.error(
          { uploads: missing },
          "uploads kept in an S3 bucket by an earlier start cannot be served: set the S3_ settings again",
        );
      }
    }
    // Uploads older than the image pipeline get their renditions once, behind the first requests: until
    // then their pages show the original, as before (docs/decisions/016-image-pipeline.md).
    try {
      const processed = await processOlderUploads(database.db, uploadStore, (name, message) =>
        logger.warn({ upload: name, message }, "upload kept as it is"),
      );
      if (processed) logger.info({ uploads: processed }, "made renditions of older uploads");
    } catch (error) {
      logger.warn({ err: error }, "older uploads not processed; the next start tries again");
    }
  })();

  // The requests being answered, so that a shutdown knows when those it must finish are done.
  const inFlight = new Set<ServerResponse>();
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Draining: readiness and /healthz answer 503 and every response closes its connection, so the
    // balancer and keep-alive clients move to another instance.
    lifecycle.draining = true;
    logger.info({ signal, requests: inFlight.size }, "shutting down: finishing the requests in flight");
    setTimeout(() => {
      logger.error("requests still running after 10 s: exiting anyway");
      process.exit(1);
    }, 10_000).unref();
    // While the requests in flight at the signal finish, the instance still accepts: a balancer asking its
    // health checks is told it is draining (readiness and /healthz 503, liveness 200) rather than refused
    // as if it were dead, and a request arriving meanwhile is answered, closing its connection. Idle
    // keep-alive connections close now. With nothing in flight, it stops accepting at once.
    server.closeIdleConnections();
    await Promise.all([...inFlight].map((res) => new Promise((resolve) => res.once("close", resolve))));
    // Stop accepting (a balancer retries a refused connection on another instance at once); the callback
    // runs once every request accepted meanwhile has been answered too.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    await closed;
    clearInterval(idle);
    await jobs.stop();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
