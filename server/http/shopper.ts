import { randomUUID } from "node:crypto";
import { cookiePolicy } from "./cookie-policy";
import type { RequestHandler } from "express";
import { guestOwner, type OwnerKey } from "../cart/owner";
import { GUEST_COOKIE } from "./cookie-names";

const GUEST_ID = /^[0-9a-f-]{36}$/;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

declare module "express-serve-static-core" {
  interface Request {
    /**
     * Whose cart and wishlist this request reads and changes. `known` is false for a visitor who has no
     * guest cookie yet and is only looking (a page GET): their cart and wishlist are empty.
     */
    shopper: { owner: OwnerKey; guestId: string; known: boolean };
  }
}

/**
 * Knows every shopper: a guest by a signed, httpOnly cookie set on the first visit (cookie-parser checks
 * the signature, so a guest cannot claim another's cart by editing it). Accounts replace the owner with
 * the signed-in user.
 */
export const identifyShopper: RequestHandler = (req, res, next) => {
  if (req.shopper) return next();
  const fromCookie = req.signedCookies?.[GUEST_COOKIE] as unknown;
  let guestId = typeof fromCookie === "string" && GUEST_ID.test(fromCookie) ? fromCookie : undefined;
  const known = guestId !== undefined;
  if (!guestId) {
    guestId = randomUUID();
    const policy = cookiePolicy(req);
    res.cookie(GUEST_COOKIE, guestId, {
      signed: true,
      httpOnly: true,
      sameSite: policy.sameSite,
      secure: policy.secure,
      maxAge: ONE_YEAR_MS,
      path: "/",
    });
  }
  req.shopper = { owner: guestOwner(guestId), guestId, known };
  next();
};

/**
 * Pages: a visitor without a guest cookie who only looks (GET, HEAD) is given none. Looking changes
 * nothing, and an answer without a cookie, for a request without one, is the same for every such visitor,
 * so shared caches may keep it (decision 024). The cookie is set by the first post that changes something.
 */
export const identifyPageShopper: RequestHandler = (req, res, next) => {
  const looking = req.method === "GET" || req.method === "HEAD";
  if (looking && req.signedCookies?.[GUEST_COOKIE] === undefined) {
    const guestId = randomUUID();
    req.shopper = { owner: guestOwner(guestId), guestId, known: false };
    return next();
  }
  identifyShopper(req, res, next);
};
