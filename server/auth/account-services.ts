import { Redis } from "ioredis";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { OwnerKey } from "../cart/owner";
import { listOrdersForUser } from "../orders/history";
import * as accounts from "./accounts";
import { countAttempt, databaseRateLimiter, redisRateLimiter, TooManyAttempts, type AttemptRule } from "./rate-limit";
import { clearedSessionCookieHeader, endSession, sessionCookieHeader } from "./sessions";
import { deviceCookieHeader, deviceCookieIn, knowsDevice } from "./device-cookie";
import type { CookiePolicy } from "../http/cookie-policy";
import { requestPasswordReset, resetLinkIsLive, resetPassword } from "./password-reset";

/** Who is asking: the client's address (for the rate limits). */
export interface Client {
  ip: string | undefined;
}

const emailIn = (input: unknown): unknown =>
  typeof input === "object" && input !== null ? (input as { email?: unknown }).email : undefined;

/**
 * Accounts bound to one database and the settings: the JSON API (server/api/auth.ts) and the /login and
 * /account pages call these, so both count attempts, merge carts and set cookies the same way.
 */
export function createAccountServices(db: Db, config: Config) {
  const limiter = config.redisUrl
    ? redisRateLimiter(new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }))
    : databaseRateLimiter(db);
  const rule: AttemptRule = { limit: config.authAttemptsPerMinute, windowMs: 60_000 };
  // Reset e-mails to one address: a few an hour, so nobody can flood an inbox through the form.
  const resetMailRule: AttemptRule = { limit: 3, windowMs: 60 * 60_000 };

  return {
    /** One guest's order lookup by number and e-mail (server/services.ts): the login rule, per address. */
    countOrderLookup: (client: { ip?: string | undefined }) => countAttempt(limiter, "lookup", { ip: client.ip }, rule),
    /** A new customer account (throws 429, 400 or 409). */
    signup: async (input: unknown, client: Client) => {
      await countAttempt(limiter, "signup", { ip: client.ip, email: emailIn(input) }, rule);
      return accounts.signup(db, input);
    },
    /**
     * Checks the credentials (throws 429, 400 or 401), merges the guest's cart, starts a session. Every
     * attempt counts against the client's address; against the account only from a browser without its
     * device cookie, so guessing at an account never locks its owner out of a device they have used.
     * Answers, besides the session, the device cookie to set.
     */
    login: async (
      input: unknown,
      client: Client & { guest: OwnerKey | undefined; deviceCookie: string | undefined; cookiePolicy: CookiePolicy },
    ) => {
      const email = emailIn(input);
      const known = knowsDevice(client.deviceCookie, email, config.sessionSecret);
      await countAttempt(limiter, "login", { ip: client.ip, email: known ? undefined : email }, rule);
      const session = await accounts.login(db, input, { sessionTtlMs: config.sessionTtlMs, guest: client.guest });
      return {
        ...session,
        deviceCookie: deviceCookieHeader(
          client.deviceCookie,
          session.user.email,
          config.sessionSecret,
          client.cookiePolicy,
        ),
      };
    },
    logout: (token: string) => endSession(db, token),
    /**
     * "Forgot password?" (throws 429 per address, 400 for a malformed e-mail). Past the per-e-mail limit
     * the request is dropped quietly: the answer is the same, so it tells nothing about the e-mail.
     */
    requestPasswordReset: async (input: unknown, client: Client) => {
      await countAttempt(limiter, "reset", { ip: client.ip }, rule);
      try {
        await countAttempt(limiter, "reset-mail", { email: emailIn(input) }, resetMailRule);
      } catch (error) {
        if (error instanceof TooManyAttempts) return;
        throw error;
      }
      await requestPasswordReset(db, input, { publicUrl: config.publicUrl, storeName: config.storeName });
    },
    resetLinkIsLive: (token: string) => resetLinkIsLive(db, token),
    /** A new password through a link (throws 429, 400); every session of the account ends. */
    resetPassword: async (input: unknown, client: Client) => {
      await countAttempt(limiter, "reset", { ip: client.ip }, rule);
      return resetPassword(db, input);
    },
    profile: (userId: number) => accounts.getProfile(db, userId),
    updateProfile: (userId: number, input: unknown) => accounts.updateProfile(db, userId, input),
    /** "My Orders": the account's orders, newest first. */
    orders: (userId: number) => listOrdersForUser(db, userId),
    ensureAdmin: (input: { email: string; password?: string }) => accounts.ensureAdmin(db, input),
    /** The device cookie in a page request's Cookie header (the API reads it parsed). */
    deviceCookieIn,
    /** Set-Cookie headers for the page actions (the signing secret stays on this side). */
    sessionCookie: (token: string, expiresAt: Date, secure: boolean) =>
      sessionCookieHeader(token, expiresAt, { secret: config.sessionSecret, secure }),
    clearedSessionCookie: (secure: boolean) => clearedSessionCookieHeader(secure),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
