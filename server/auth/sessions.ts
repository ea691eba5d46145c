import { createHash, createHmac, randomBytes } from "node:crypto";
import { cookieAttributes, cookiePolicy, type CookiePolicy } from "../http/cookie-policy";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Request, RequestHandler, Response } from "express";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { userOwner } from "../cart/owner";
import type { SessionUser } from "./identity";
import { SESSION_COOKIE } from "../http/cookie-names";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Only the token's hash is stored: a copy of the database cannot sign anyone in. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session and answers its token (32 random bytes, base64url: what the browser keeps). */
export async function createSession(
  db: Db,
  userId: number,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The account of a live session, else undefined (unknown, malformed or expired tokens alike). */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function endSession(db: Db, token: string): Promise<void> {
  if (!TOKEN.test(token)) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of an account (a password change, a removed account). */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** The token a request carries: `Authorization: Bearer <token>` (docs/product.md's calls) or the signed cookie. */
export function sessionToken(req: Request): string | undefined {
  const header = req.get("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const cookie = req.signedCookies?.[SESSION_COOKIE] as unknown;
  return typeof cookie === "string" ? cookie : undefined;
}

/**
 * cookie-parser's signature (the cookie-signature package): "s:" + value + "." + the value's HMAC-SHA256
 * in base64 without padding. Signing here lets page actions, which answer through React Router rather
 * than Express, set the same cookie cookie-parser reads back.
 */
export function signCookieValue(value: string, secret: string): string {
  const mac = createHmac("sha256", secret).update(value).digest("base64").replace(/=+$/, "");
  return `s:${value}.${mac}`;
}

/** `secure` alone is the pages' same-site policy (Lax); the API passes the request's whole policy. */
const sessionAttributes = (policy: boolean | CookiePolicy) =>
  `Path=/; HttpOnly; ${cookieAttributes(typeof policy === "boolean" ? { sameSite: "lax", secure: policy } : policy)}`;

/** The Set-Cookie header that keeps a session: signed, httpOnly, SameSite=Lax (None across sites), Secure over HTTPS. */
export function sessionCookieHeader(
  token: string,
  expiresAt: Date,
  options: { secret: string; secure: boolean | CookiePolicy },
) {
  const value = encodeURIComponent(signCookieValue(token, options.secret));
  return `${SESSION_COOKIE}=${value}; Expires=${expiresAt.toUTCString()}; ${sessionAttributes(options.secure)}`;
}

/** The Set-Cookie header that removes the session cookie. */
export function clearedSessionCookieHeader(secure: boolean | CookiePolicy): string {
  return `${SESSION_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${sessionAttributes(secure)}`;
}

export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.append("Set-Cookie", sessionCookieHeader(token, expiresAt, { secret: req.secret!, secure: cookiePolicy(req) }));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.append("Set-Cookie", clearedSessionCookieHeader(cookiePolicy(req)));
}

/**
 * Knows the signed-in account (after identifyShopper): sets req.user and makes the account the owner of
 * the cart and wishlist. A request without a token costs no query.
 */
export function identifyUser(db: Db): RequestHandler {
  return async (req, _res, next) => {
    if (req.user || req.userChecked) return next();
    req.userChecked = true;
    const token = sessionToken(req);
    if (!token) return next();
    try {
      const user = await findSessionUser(db, token);
      if (user) {
        req.user = user;
        req.shopper = { ...req.shopper, owner: userOwner(user.id), known: true };
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

declare module "express-serve-static-core" {
  interface Request {
    /** The session was already looked up (the API router and the pages both run identifyUser). */
    userChecked?: boolean;
  }
}
