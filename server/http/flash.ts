/**
 * Messages after a no-JavaScript form post ("… added to cart"), carried to the next page in a signed,
 * short-lived cookie and read once (as the Epic Stack's toasts are), never in the address: a link such
 * as `/?notice=Your account is blocked` could otherwise make any text look like the store's own alert.
 * cookie-parser checks the signature against the session secret, so only the store writes one.
 */
import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { FLASH_COOKIE } from "./cookie-names";
import { PRIVATE_CACHE_CONTROL } from "@rules/caching";

export type FlashKind = "success" | "error";

/** A message for the next page, and whether it tells of success or failure. */
export interface Flash {
  message: string;
  kind: FlashKind;
}

/** Long enough for the redirect that follows the post; a message not read by then is dropped. */
const FLASH_MAX_AGE_MS = 60_000;

const MAX_MESSAGE = 300;
const flashSchema = z.object({
  message: z.string().trim().min(1).max(MAX_MESSAGE),
  kind: z.enum(["success", "error"]),
});

declare module "express-serve-static-core" {
  interface Locals {
    /** The message the previous (no-JavaScript) post left for this page, read once. */
    flash?: Flash | null;
  }
}

const cookieOptions = (req: Request) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: req.secure,
  path: "/",
});

/** Leaves a message for the next page this browser opens. */
export function setFlash(req: Request, res: Response, flash: Flash): void {
  // A long product name must not turn the shopper's answer into an error: the message is cut instead.
  const parsed = flashSchema.safeParse({ message: flash.message.slice(0, MAX_MESSAGE), kind: flash.kind });
  if (!parsed.success) return;
  const value = parsed.data;
  res.cookie(FLASH_COOKIE, JSON.stringify(value), { ...cookieOptions(req), signed: true, maxAge: FLASH_MAX_AGE_MS });
}

function parse(raw: unknown): Flash | null {
  if (typeof raw !== "string") return null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Before the pages: a page request (GET) takes the message and clears the cookie, so it shows once. A
 * cookie with a bad signature or shape is cleared and ignored. The page that shows a message is that
 * shopper's alone: it is never stored by a shared cache, whatever the page's own caching headers say.
 */
export const readFlash: RequestHandler = (req, res, next) => {
  res.locals.flash = null;
  if (
    (req.method !== "GET" && req.method !== "HEAD") ||
    !(FLASH_COOKIE in (req.cookies ?? {}) || FLASH_COOKIE in (req.signedCookies ?? {}))
  ) {
    return next();
  }
  res.clearCookie(FLASH_COOKIE, cookieOptions(req));
  const flash = parse(req.signedCookies?.[FLASH_COOKIE]);
  if (!flash) return next();
  res.locals.flash = flash;
  // Set just before the headers go out, after React Router has added the page's own.
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
};
