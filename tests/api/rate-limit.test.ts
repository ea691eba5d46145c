import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import { rateLimitHits } from "../../server/db/schema";
import {
  countAttempt,
  databaseRateLimiter,
  deletePassedWindows,
  redisRateLimiter,
  TooManyAttempts,
  type RateLimiter,
} from "../../server/auth/rate-limit";
import { createTestDatabase } from "../helpers/db";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The behaviour both stores must have: same interface, same answers. */
function limiterContract(name: string, limiter: () => RateLimiter) {
  describe(name, () => {
    it("counts hits in a fixed window and starts again once it has passed", async () => {
      const key = `test:window:${Math.random()}`;
      const windowMs = 1_500;
      const first = await limiter().hit(key, windowMs);
      expect(first.count).toBe(1);
      expect(first.resetAt.getTime() - Date.now()).toBeLessThanOrEqual(windowMs + 50);
      expect((await limiter().hit(key, windowMs)).count).toBe(2);
      const third = await limiter().hit(key, windowMs);
      expect(third.count).toBe(3);
      // The window does not slide with each hit.
      expect(Math.abs(third.resetAt.getTime() - first.resetAt.getTime())).toBeLessThan(60);
      await sleep(first.resetAt.getTime() - Date.now() + 100);
      const fresh = await limiter().hit(key, windowMs);
      expect(fresh.count).toBe(1);
      expect(fresh.resetAt.getTime()).toBeGreaterThan(first.resetAt.getTime());
    });

    it("gives parallel hits distinct counts (one atomic step each)", async () => {
      const key = `test:parallel:${Math.random()}`;
      const counts = await Promise.all(Array.from({ length: 20 }, () => limiter().hit(key, 60_000)));
      expect(counts.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it("countAttempt lets `limit` attempts through per subject, then throws TooManyAttempts", async () => {
      const ip = `10.9.${Math.floor(Math.random() * 250)}.1`;
      const rule = { limit: 3, windowMs: 60_000 };
      for (let i = 0; i < 3; i++) await countAttempt(limiter(), "test", { ip, email: `p${i}@example.com` }, rule);
      const refused = await countAttempt(limiter(), "test", { ip, email: "other@example.com" }, rule).catch((e) => e);
      expect(refused).toBeInstanceOf(TooManyAttempts);
      expect(refused).toMatchObject({ status: 429, message: "Too many attempts. Please wait a minute and try again." });
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      // The e-mail is counted without case; another action has its own counts.
      const email = `Case.${Math.random()}@Example.com`;
      for (let i = 0; i < 3; i++) await countAttempt(limiter(), "test", { email: email.toUpperCase() }, rule);
      await expect(countAttempt(limiter(), "test", { email: email.toLowerCase() }, rule)).rejects.toThrow(
        TooManyAttempts,
      );
      await expect(countAttempt(limiter(), "other", { ip, email }, rule)).resolves.toBeUndefined();
    });
  });
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

limiterContract("the database limiter", () => databaseRateLimiter(database.db));

describe("the database limiter's table", () => {
  it("keeps one row per subject, not one per window", async () => {
    const limiter = databaseRateLimiter(database.db);
    await limiter.hit("test:rows", 50);
    await sleep(80);
    await limiter.hit("test:rows", 50);
    const rows = (await database.db.select().from(rateLimitHits)).filter((row) => row.key === "test:rows");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.count).toBe(1);
  });

  it("forgets passed windows and keeps live ones (the background job)", async () => {
    const limiter = databaseRateLimiter(database.db);
    await limiter.hit("test:passed", 20);
    await limiter.hit("test:live", 60_000);
    await sleep(50);
    await deletePassedWindows(database.db);
    const keys = (await database.db.select().from(rateLimitHits)).map((row) => row.key);
    expect(keys).not.toContain("test:passed");
    expect(keys).toContain("test:live");
  });
});

// Redis: TEST_REDIS_URL, else a private redis-server when one is installed, else these are skipped.
const redisServerInstalled = spawnSync("redis-server", ["--version"]).status === 0;
const redisAvailable = Boolean(process.env.TEST_REDIS_URL) || redisServerInstalled;
let redis: Redis | undefined;
let redisProcess: ChildProcess | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Connects once the server accepts connections (a spawned one needs a moment). */
async function connectWhenReady(url: string): Promise<Redis> {
  for (let attempt = 0; ; attempt++) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    try {
      await client.connect();
      return client;
    } catch (error) {
      client.disconnect();
      if (attempt >= 50) throw error;
      await sleep(100);
    }
  }
}

describe.skipIf(!redisAvailable)("Redis", () => {
  beforeAll(async () => {
    let url = process.env.TEST_REDIS_URL;
    if (!url) {
      const port = await freePort();
      redisProcess = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        {
          stdio: "ignore",
        },
      );
      url = `redis://127.0.0.1:${port}`;
    }
    redis = await connectWhenReady(url);
  });
  afterAll(async () => {
    await redis?.quit();
    redisProcess?.kill();
  });

  limiterContract("the Redis limiter", () => redisRateLimiter(redis!, `stylehub:test:${process.pid}:`));

  it("leaves every key with an expiry", async () => {
    const limiter = redisRateLimiter(redis!, `stylehub:test:${process.pid}:`);
    await limiter.hit("expiry", 5_000);
    const ttl = await redis!.pttl(`stylehub:test:${process.pid}:expiry`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });
});
