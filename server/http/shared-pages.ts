import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { KeptBody, sendKeptBody } from "./kept-body";
import { DELIVERY_PIN_COOKIE, FLASH_COOKIE, PAGE_COOKIES, SCRIPT_COOKIE } from "./cookie-names";
import type { PageHandle } from "./page-routes";

/** Where the inline scripts' hashes go in a shared page's Content-Security-Policy (app/entry.server.tsx). */
export const SCRIPT_HASHES = "SCRIPT_HASHES";

const CSP = "Content-Security-Policy";

/** Whether a request's If-None-Match names this ETag: the copy it holds is still the page. */
export const stillCurrent = (ifNoneMatch: string | null | undefined, etag: string) =>
  (ifNoneMatch ?? "").split(/\s*,\s*/).includes(etag);

declare module "express-serve-static-core" {
  interface Locals {
    /** This request's policy with SCRIPT_HASHES in place of its nonce, when its page may be shared. */
    sharedPolicy?: string;
    /** A client-side navigation's data that is the same for everyone: a shared cache may keep it. */
    sharedNavigation?: boolean;
  }
}

/** Whether a request carries a cookie, signed or not (cookie-parser has read them). */
const carries = (req: Request, name: string) => name in (req.cookies ?? {}) || name in (req.signedCookies ?? {});

/** Whether a request carries one of the cookies that change what a page shows. */
const carriesPageCookie = (req: Request) => PAGE_COOKIES.some((name) => carries(req, name));

/** The handle of the page a path shows (page-routes.ts). */
export type PageHandleOf = (pathname: string) => PageHandle | undefined | Promise<PageHandle | undefined>;

/**
 * Whether a shopper with page cookies may be given the shared page all the same. Their browser has run the
 * store's script (SCRIPT_COOKIE), which fills in what is theirs (the header's counts, the hearts, the
 * account, a product page's delivery date for their remembered PIN code) from GET /api/shopper once the
 * page has loaded (app/components/shopper.tsx). Only a document: a client-side navigation's `.data` is the
 * shopper's own data. Only a catalogue page, and not one with a message waiting for it (a flash).
 */
async function shopperMayShare(req: Request, pageHandleOf: PageHandleOf): Promise<boolean> {
  if (req.method !== "GET" || req.path.endsWith(".data")) return false;
  if (req.cookies?.[SCRIPT_COOKIE] !== "1" || carries(req, FLASH_COOKIE)) return false;
  return (await pageHandleOf(req.path))?.shared === true;
}

/** The page a navigation's data (`/shirts.data`, `/_root.data` for the home page) is for. */
const pageOfData = (path: string) => (path === "/_root.data" ? "/" : path.slice(0, -".data".length));

/**
 * Whether a client-side navigation's data (React Router's single fetch) is the same for everyone: it asks
 * only for the routes it does not have yet (`_routes`), not for the root's, which holds the shopper's counts,
 * hearts and account (the root reloads only after a change: app/root.tsx), and the page is a shared one.
 * What is left is the page's own loader, which reads no cookie but the remembered PIN code (a product page's
 * delivery date): with one, the data is the shopper's own (decision 024).
 */
async function navigationMayShare(req: Request, pageHandleOf: PageHandleOf): Promise<boolean> {
  if (req.method !== "GET" || !req.path.endsWith(".data")) return false;
  const routes = req.query._routes;
  // One route, the page's own: React Router loads every route, the root's too, for an empty `_routes`, and
  // another route's loader (a layout's, some day) would not have been checked here.
  if (typeof routes !== "string" || routes === "" || routes.includes(",") || routes === "root") return false;
  if (carries(req, DELIVERY_PIN_COOKIE)) return false;
  return (await pageHandleOf(pageOfData(req.path)))?.shared === true;
}

/** Takes the store's page cookies out of a request, so everything after it sees a visitor without them. */
function forgetPageCookies(req: Request) {
  for (const name of PAGE_COOKIES) {
    delete req.cookies?.[name];
    delete req.signedCookies?.[name];
  }
  const kept = (req.headers.cookie ?? "")
    .split(";")
    .filter((pair) => !PAGE_COOKIES.includes(pair.slice(0, pair.indexOf("=")).trim()))
    .join(";");
  if (kept.trim()) req.headers.cookie = kept;
  else delete req.headers.cookie;
}

/**
 * A page asked for without the store's page cookies (and without credentials) is the same for every such
 * visitor: no cart, no wishlist, no account, no message, no PIN code. Other cookies (a site's analytics, a
 * consent banner's) change nothing in it. Such a page is rendered without a nonce, its inline scripts
 * allowed by their hashes instead, so the answer holds nothing of this request's and a shared cache (a CDN,
 * nginx) may keep it for the next visitor; the catalogue pages then say `public` (decision 024). A shopper
 * whose browser runs the store's script is given the same page (shopperMayShare), their page cookies left
 * out of the request before anything reads them. Any other request with one of those cookies gets the
 * per-request nonce as before.
 */
export function sharedPages(pageHandleOf: PageHandleOf): RequestHandler {
  return async (req, res, next) => {
    const looking = req.method === "GET" || req.method === "HEAD";
    if (!looking || req.headers.authorization !== undefined) return next();
    // Without a policy and nonce (development) no page is shared, so nobody's cookies are taken out either.
    const policy = res.getHeader(CSP);
    const nonce = res.locals.cspNonce as string | undefined;
    if (typeof policy !== "string" || !nonce) return next();
    const sharedNavigation = await navigationMayShare(req, pageHandleOf);
    if (carriesPageCookie(req)) {
      if (!sharedNavigation && !(await shopperMayShare(req, pageHandleOf))) return next();
      forgetPageCookies(req);
    }
    res.locals.sharedNavigation = sharedNavigation;
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
}

/** How long a shared page is served from memory before it is rendered again (and never past a change). */
const PAGE_FRESH_MS = 1_000;
/** Pages kept per instance (one is about 100 kB of HTML). */
const MAX_PAGES = 200;
/** What a stored page answers with; the rest (security headers, the request id) is this request's. */
const KEPT_HEADERS = ["content-type", "content-security-policy", "etag", "cache-control", "vary"];

interface StoredPage {
  stamp: string;
  storedAt: number;
  headers: [string, string][];
  body: KeptBody;
}

/**
 * A shared page that many visitors ask for within a second is rendered once per instance: the page the
 * entry made (the same bytes for everyone without page cookies, above) is kept with its headers under the
 * catalogue's stamp, and given again until a second has passed or the catalogue changes on any instance.
 * It is what a CDN in front would do, for a store run without one.
 */
export function sharedPageCache(
  stamp: () => Promise<string>,
  observe: (result: "fresh" | "miss") => void = () => {},
): RequestHandler {
  const pages = new LRUCache<string, StoredPage>({ max: MAX_PAGES });
  return (req, res, next) => {
    if (res.locals.sharedPolicy === undefined || req.method !== "GET") return next();
    const key = req.originalUrl;
    stamp().then((current) => {
      const stored = pages.get(key);
      if (stored && stored.stamp === current && Date.now() - stored.storedAt < PAGE_FRESH_MS) {
        observe("fresh");
        for (const [name, value] of stored.headers) res.setHeader(name, value);
        const etag = stored.headers.find(([name]) => name === "etag")?.[1];
        if (etag && stillCurrent(req.headers["if-none-match"], etag)) return void res.status(304).end();
        return void sendKeptBody(req, res.status(200), stored.body);
      }
      observe("miss");
      keepWhatIsSent(res, (body) => {
        const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          if (value === undefined) return [];
          // compression adds its own Vary: Accept-Encoding again when the page is sent from here.
          const text = String(value);
          return [[name, name === "vary" ? text.replace(/,?\s*Accept-Encoding/i, "").replace(/^,\s*/, "") : text]];
        });
        if (String(res.getHeader("cache-control") ?? "").startsWith("public"))
          pages.set(key, { stamp: current, storedAt: Date.now(), headers, body: new KeptBody(body) });
      });
      next();
    }, next);
  };
}

/** Collects the body of a 200 answer as it is written (before compression) and hands it over at the end. */
function keepWhatIsSent(res: Response, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  };
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    if (res.statusCode === 200) done(Buffer.concat(chunks));
    return end(chunk, ...rest);
  } as Response["end"];
}
