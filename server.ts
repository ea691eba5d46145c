/**
 * The store's one server: settings, database (migrated and seeded), then Express with the JSON API,
 * static assets and the React Router pages. `NODE_ENV=production` serves the build; otherwise Vite's
 * dev server with hot reload.
 */
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
import { startJobs, storeJobs } from "./server/jobs";
import { catalogIndex } from "./server/catalog/catalog-index";

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

  const database = await openDatabase(config);
  await migrateDatabase(database, async () => {
    const seeded = await seedCatalogIfEmpty(database.db);
    if (seeded) logger.info({ products: seeded }, "seeded the catalogue");
    const pins = await loadPinCodesIfEmpty(database.db);
    if (pins) logger.info({ pinCodes: pins }, "loaded India Post's PIN codes");
    // Uploads kept on this disk by an older version move into the database, where every instance sees them.
    const imported = await importDiskUploads(database.db, config.dataDir);
    if (imported) logger.info({ uploads: imported }, "copied DATA_DIR/uploads into the database");
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
  const { app, services } = createApp({ config, database, logger, pages, lifecycle });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    console.log(`${config.storeName} is open at http://${shown}:${port} (${database.kind} database)`);
  });

  // E-mails, expired sessions and abandoned payments are handled in the background on every instance.
  const jobs = startJobs(storeJobs(database.db, config, logger, services.payments), logger);
  // Uploads older than the image pipeline get their renditions once, behind the first requests: until
  // then their pages show the original, as before (docs/decisions/016-image-pipeline.md).
  // The catalogue index loads now rather than on the first request (a few seconds at 100,000 products);
  // until then /healthz/ready says "starting". Should it fail, the first request loads it.
  catalogIndex(database.db)
    .catch((error: unknown) => logger.warn({ err: error }, "catalogue index not loaded yet"))
    .finally(() => (lifecycle.catalogLoaded = true));
  processOlderUploads(database.db, (name, message) => logger.warn({ upload: name, message }, "upload kept as it is"))
    .then((processed) => processed && logger.info({ uploads: processed }, "made renditions of older uploads"))
    .catch((error: unknown) => logger.warn({ err: error }, "older uploads not processed; the next start tries again"));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Draining: readiness and /healthz answer 503 and every response closes its connection, so the
    // balancer and keep-alive clients move to another instance.
    lifecycle.draining = true;
    logger.info({ signal }, "shutting down: finishing the requests in flight");
    setTimeout(() => {
      logger.error("requests still running after 10 s: exiting anyway");
      process.exit(1);
    }, 10_000).unref();
    // Stop accepting; the callback runs once every request in flight has been answered.
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
