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
import { createLogger } from "./server/logger";
import { createApp, type AppOptions } from "./server/app";
import { bootstrapAdmin } from "./server/auth/admin";
import { startJobs, storeJobs } from "./server/jobs";

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

  const { app } = createApp({ config, database, logger, pages });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    console.log(`${config.storeName} is open at http://${shown}:${port} (${database.kind} database)`);
  });

  // E-mails, expired sessions and abandoned payments are handled in the background on every instance.
  const jobs = startJobs(storeJobs(database.db, config, logger), logger);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Stop accepting, let requests in flight finish, then close the database.
    server.close(async () => {
      await jobs.stop();
      await database.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
