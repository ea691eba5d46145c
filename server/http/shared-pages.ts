import type { RequestHandler, Response } from "express";

/** Where the inline scripts' hashes go in a shared page's Content-Security-Policy (app/entry.server.tsx). */
export const SCRIPT_HASHES = "SCRIPT_HASHES";

const CSP = "Content-Security-Policy";

declare module "express-serve-static-core" {
  interface Locals {
    /** This request's policy with SCRIPT_HASHES in place of its nonce, when its page may be shared. */
    sharedPolicy?: string;
  }
}

/**
 * A page asked for without any cookie (and without credentials) is the same for every such visitor: no
 * cart, no wishlist, no account, no message. Such a page is rendered without a nonce, its inline scripts
 * allowed by their hashes instead, so the answer holds nothing of this request's and a shared cache (a CDN,
 * nginx) may keep it for the next visitor; the catalogue pages then say `public` (decision 012). A request
 * with any cookie gets the per-request nonce as before.
 */
export const sharedPages: RequestHandler = (req, res, next) => {
  const looking = req.method === "GET" || req.method === "HEAD";
  if (!looking || req.headers.cookie !== undefined || req.headers.authorization !== undefined) return next();
  const policy = res.getHeader(CSP);
  const nonce = res.locals.cspNonce as string | undefined;
  if (typeof policy !== "string" || !nonce) return next();
  res.locals.sharedPolicy = policy.replace(`'nonce-${nonce}'`, SCRIPT_HASHES);
  // The page sends its own policy with its scripts' hashes. An answer that is not a rendered page (a
  // redirect, robots.txt) keeps the policy it had.
  res.removeHeader(CSP);
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!this.hasHeader(CSP)) this.setHeader(CSP, policy);
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
};
