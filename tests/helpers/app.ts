import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createLogger } from "../../server/logger";
import { createApp, type AppOptions } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import type { Database } from "../../server/db/client";

export const testSecret = "test-session-secret-that-is-long-enough-0123456789";

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: ".cache/test-data",
    SESSION_SECRET: testSecret,
    LOG_LEVEL: "silent",
    // The staff tests name product photos on this host (the pages may show images from it).
    IMAGE_HOSTS: "https://images.example.com,http://images.example.com",
    ...env,
  });
}

const buildFile = path.resolve("build/server/index.js");

/** The production build's pages, for a test server that serves them too (`npm test` builds first). */
export async function builtPages(): Promise<NonNullable<AppOptions["pages"]>> {
  if (!existsSync(buildFile)) throw new Error("Run `npm run build` first (npm test does).");
  return { kind: "build", build: (await import(buildFile)) as ServerBuild };
}

export interface TestServer {
  url: string;
  config: Config;
  close(): Promise<void>;
}

/** The real Express app on a free loopback port, over the given database. */
export async function startTestServer(
  database: Database,
  options: { env?: Record<string, string>; pages?: AppOptions["pages"] } = {},
): Promise<TestServer> {
  const config = testConfig(options.env);
  const { app } = createApp({ config, database, logger: createLogger("silent"), pages: options.pages });
  const server = app.listen(0, "127.0.0.1");
  // fetch keeps a socket for the server's advertised keep-alive less 1 s: on a loaded machine (event-loop lag
  // past that second) a request could go out on a socket the server is closing (ECONNRESET). Idle gaps
  // between a test's requests stay far below a minute.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Two test servers over one database: two instances of the store. */
export interface TestServerPair {
  a: TestServer;
  b: TestServer;
  /** A new temporary folder, holding each one's DATA_DIR ("a" and "b"); a test may put more in it. */
  dataDir: string;
  /** Closes both and removes the folder. */
  close(): Promise<void>;
}

/**
 * Starts two test servers over one database, one after the other, each with a DATA_DIR of its own: for what
 * must not depend on the disk of the instance that took a request.
 */
export async function startTestServerPair(
  database: Database,
  env: Record<string, string> = {},
): Promise<TestServerPair> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "stylehub-pair-"));
  const start = (name: string) => startTestServer(database, { env: { ...env, DATA_DIR: path.join(dataDir, name) } });
  const a = await start("a");
  const b = await start("b");
  return {
    a,
    b,
    dataDir,
    close: async () => {
      await a.close();
      await b.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
