import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../helpers/instance";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "stylehub-start-"));

/** Starts the real server.ts in production mode, waits for its "open at" line, checks, then stops it. */
async function startStopServer(): Promise<{ output: string; live: number; health: number; exitCode: number | null }> {
  const server = await startServer({ DATA_DIR: dataDir });
  const { url } = server;
  // It answers at once (live); it is ready for shoppers once the catalogue index has loaded behind it.
  const live = (await fetch(`${url}/healthz/live`)).status;
  let health = (await fetch(`${url}/healthz`)).status;
  for (const deadline = Date.now() + 60_000; health === 503 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    health = (await fetch(`${url}/healthz`)).status;
  }
  const exitCode = await server.stop("SIGTERM");
  return { output: server.output(), live, health, exitCode };
}

describe("server start-up", () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("starts on an empty DATA_DIR, seeds, and shuts down cleanly on SIGTERM", async () => {
    const first = await startStopServer();
    expect(first.live).toBe(200);
    expect(first.health).toBe(200);
    expect(first.output).toMatch(/seeded the catalogue/);
    expect(first.output).toMatch(/StyleHub is open at http:\/\/127\.0\.0\.1:\d+ \(pglite database\)/);
    expect(first.exitCode).toBe(0);
  }, 120_000);

  it("starts again on the same DATA_DIR without seeding twice", async () => {
    const second = await startStopServer();
    expect(second.live).toBe(200);
    expect(second.health).toBe(200);
    expect(second.output).not.toMatch(/seeded the catalogue/);
    expect(second.exitCode).toBe(0);
  }, 120_000);
});
