import type { Request, RequestHandler, Response } from "express";
import { cookieValue } from "@rules/cookies";
import { entryWithNul, fieldWithNul, nulMessage } from "@rules/nul-character";
import { STORE_COOKIES } from "./cookie-names";
import { badRequest } from "./errors";

// Methods some route of the store answers; anything else (TRACE, CONNECT, PROPFIND…) is refused here,
// before React Router, whose Fetch Request cannot even be built for some of them.
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
// Pages read with GET and take their forms by POST; other methods have no page action to run.
const PAGE_METHODS = ["GET", "HEAD", "POST"];
// Pages' forms are sent by browsers in these two encodings.
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
/**
 * The largest form a page takes: the staff's catalogue file (10 MB) or a review's four photos (2 MB each),
 * with room for the form's other fields. A page reads its form whole, in memory.
 */
export const MAX_PAGE_FORM_BYTES = 12 * 1024 * 1024;

/** Answers JSON to a client asking for JSON (or sending it), a short text otherwise. */
function refuse(req: Request, res: Response, status: number, message: string) {
  res.status(status);
  if (req.accepts(["html", "json"]) === "json" || req.is(["json", "+json"])) res.json({ message });
  else res.type("text/plain").send(message);
}

/** A host as a URL names it: a name or address, an IPv6 address in brackets, and perhaps a port. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._~-]+)(?::\d{1,5})?$/i;
const isHost = (value: string) => HOST.test(value) && URL.canParse(`http://${value}`);
/** A proxy's list (`a.example, b.example`), each item valid. */
const isListOf = (value: string, valid: (item: string) => boolean) =>
  value.split(",").every((item) => valid(item.trim()));
const isWebProtocol = (value: string) => /^https?$/i.test(value);

/**
 * Refuses what no route can answer: unknown methods, addresses whose percent-encoding is broken and a Host
 * that names no host. A page's address is built from the Host, or from a trusted proxy's X-Forwarded-Host
 * and X-Forwarded-Proto (React Router's request, `req.protocol`, `req.hostname`): a forwarded host or
 * protocol that could not be part of an address is ignored, as if the proxy had not sent it.
 */
export const refuseMalformedRequests: RequestHandler = (req, res, next) => {
  if (!KNOWN_METHODS.has(req.method)) {
    res.setHeader("Allow", [...KNOWN_METHODS].join(", "));
    return refuse(req, res, 405, `The ${req.method} method is not allowed`);
  }
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return refuse(req, res, 400, "The address is not valid (broken percent-encoding)");
  }
  const nul = nulInRequest(req, path);
  if (nul) return refuse(req, res, 400, nul);
  const { host } = req.headers;
  if (host && !isHost(host)) return refuse(req, res, 400, "The Host header is not valid");
  const forwardedHost = req.headers["x-forwarded-host"];
  if (typeof forwardedHost === "string" && !isListOf(forwardedHost, isHost)) delete req.headers["x-forwarded-host"];
  const forwardedProto = req.headers["x-forwarded-proto"];
  if (typeof forwardedProto === "string" && !isListOf(forwardedProto, isWebProtocol)) {
    delete req.headers["x-forwarded-proto"];
  }
  next();
};

/**
 * Where a request's address or the store's own cookies carry a NUL character (rules/nul-character.ts), the
 * message saying so. The query is read as the pages read it (URLSearchParams) and the cookies as
 * cookie-parser decodes them. Headers need no check: Node refuses a NUL in one before the request is made.
 */
function nulInRequest(req: Request, path: string): string | undefined {
  if (path.includes("\u0000")) return "The address is not valid (it holds the NUL character, U+0000)";
  const query = req.url.indexOf("?");
  const parameter = query === -1 ? undefined : entryWithNul(new URLSearchParams(req.url.slice(query + 1)));
  if (parameter !== undefined) return nulMessage(`query parameter ${parameter}`);
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const name of STORE_COOKIES) {
    const value = cookieValue(header, name);
    if (value !== undefined && decodedCookie(value).includes("\u0000")) return nulMessage(`cookie ${name}`);
  }
  return undefined;
}

/** A cookie's value as cookie-parser (the `cookie` package) decodes it: as it is when it cannot be decoded. */
function decodedCookie(value: string): string {
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/** After the JSON API's body parser: a NUL anywhere in the body is refused with the field it is in. */
export const refuseNulInBody: RequestHandler = (req, _res, next) => {
  const field = fieldWithNul(req.body);
  next(field === undefined ? undefined : badRequest(nulMessage(field)));
};

/** In front of the pages: only GET and HEAD, and POST of a form. */
export const pageRequestsOnly: RequestHandler = (req, res, next) => {
  if (req.method === "OPTIONS") {
    res.setHeader("Allow", PAGE_METHODS.join(", "));
    return void res.status(204).end();
  }
  if (!PAGE_METHODS.includes(req.method)) {
    res.setHeader("Allow", PAGE_METHODS.join(", "));
    return refuse(req, res, 405, `The ${req.method} method is not allowed on this page`);
  }
  // `is` answers null for a post without a body, which a page action may take.
  if (req.method === "POST" && req.is(FORM_TYPES) === false) {
    return refuse(req, res, 415, "A page takes a form (application/x-www-form-urlencoded or multipart/form-data)");
  }
  if (req.method === "POST" && Number(req.headers["content-length"] ?? 0) > MAX_PAGE_FORM_BYTES) {
    res.setHeader("Connection", "close");
    return refuse(req, res, 413, "The form is too large: photos may be at most 2 MB each, a file at most 10 MB");
  }
  next();
};
