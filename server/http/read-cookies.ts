import cookieParser from "cookie-parser";
import type { RequestHandler } from "express";

/**
 * cookie-parser, with the cookies it hands on only ever text. It turns a value written `j:{…}` into the
 * object the JSON names; the store writes none, and code reading its cookies expects a string, so such a
 * cookie is left out, like one whose signature does not match. Signed cookies are checked against `secret`.
 */
export function readCookies(secret: string): RequestHandler {
  const parse = cookieParser(secret);
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      for (const cookies of [req.cookies as Record<string, unknown>, req.signedCookies as Record<string, unknown>]) {
        for (const [name, value] of Object.entries(cookies ?? {})) {
          if (typeof value !== "string" && value !== false) delete cookies[name];
        }
      }
      next();
    });
}
