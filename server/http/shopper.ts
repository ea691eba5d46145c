import { randomUUID } from "node:crypto";
import { cookiePolicy } from "./cookie-policy";
import type { RequestHandler } from "express";
import { guestOwner, type OwnerKey } from "../cart/owner";

export const GUEST_COOKIE = "stylehub_guest";
const GUEST_ID = /^[0-9a-f-]{36}$/;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

declare module "express-serve-static-core" {
  interface Request {
    /** Whose cart and wishlist this request reads and changes. */
    shopper: { owner: OwnerKey; guestId: string };
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
  req.shopper = { owner: guestOwner(guestId), guestId };
  next();
};
