import { lt, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Db } from "../db/client";
import { rateLimitHits } from "../db/schema";
import { HttpError } from "../http/errors";
import { ACCOUNT_MESSAGES } from "@rules/account";

/**
 * Fixed-window counters kept where every instance of the server sees them: the database, or Redis when
 * REDIS_URL is set. `hit` counts one attempt and answers the count in the current window and its end.
 */
export interface RateLimiter {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
}

/** 429 with a Retry-After (the API router sets the header from `retryAfterSeconds`). */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ACCOUNT_MESSAGES.tooManyAttempts);
  }
}

/**
 * One atomic statement per attempt: a new key starts at 1; a key whose window has passed starts again at
 * 1 with a new window; otherwise the count goes up. The database's clock decides, so instances agree.
 */
export function databaseRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, windowMs) {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, count: 1, resetAt: sql`now() + ${windowMs}::integer * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            count: sql`case when ${rateLimitHits.resetAt} <= now() then 1 else ${rateLimitHits.count} + 1 end`,
            resetAt: sql`case when ${rateLimitHits.resetAt} <= now() then excluded.reset_at else ${rateLimitHits.resetAt} end`,
          },
        })
        .returning({ count: rateLimitHits.count, resetAt: rateLimitHits.resetAt });
      return row!;
    },
  };
}

/** Forgets windows that have passed (they hold nothing), so the table stays small: a background job. */
export async function deletePassedWindows(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
}

// INCR and the window's expiry in one script, so a key can never be left without an expiry.
const REDIS_HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export function redisRateLimiter(redis: Redis, prefix = "stylehub:rate:"): RateLimiter {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(REDIS_HIT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetAt: new Date(Date.now() + ttl) };
    },
  };
}

export interface AttemptRule {
  /** Attempts allowed per subject in one window. */
  limit: number;
  windowMs: number;
}

/**
 * Counts one `action` attempt (login, signup) for the client's address and for the e-mail it names, and
 * throws TooManyAttempts when either is over the limit. Every attempt counts, successful or not.
 */
export async function countAttempt(
  limiter: RateLimiter,
  action: string,
  subjects: { ip?: string | undefined; email?: unknown },
  rule: AttemptRule,
): Promise<void> {
  const keys: string[] = [];
  if (subjects.ip) keys.push(`${action}:ip:${subjects.ip}`);
  if (typeof subjects.email === "string" && subjects.email.trim()) {
    keys.push(`${action}:email:${subjects.email.trim().toLowerCase().slice(0, 254)}`);
  }
  const hits = await Promise.all(keys.map((key) => limiter.hit(key, rule.windowMs)));
  const over = hits.filter((hit) => hit.count > rule.limit);
  if (!over.length) return;
  const lastReset = Math.max(...over.map((hit) => hit.resetAt.getTime()));
  throw new TooManyAttempts(Math.max(1, Math.ceil((lastReset - Date.now()) / 1000)));
}
