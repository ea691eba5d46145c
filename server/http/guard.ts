import type { Request, RequestHandler, Response } from "express";

// Methods some route of the store answers; anything else (TRACE, CONNECT, PROPFIND…) is refused here,
// before React Router, whose Fetch Request cannot even be built for some of them.
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
// Pages read with GET and take their forms by POST; other methods have no page action to run.
const PAGE_METHODS = ["GET", "HEAD", "POST"];
// Pages' forms are sent by browsers in these two encodings.
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Answers JSON to a client asking for JSON (or sending it), a short text otherwise. */
function refuse(req: Request, res: Response, status: number, message: string) {
  res.status(status);
  if (req.accepts(["html", "json"]) === "json" || req.is(["json", "+json"])) res.json({ message });
  else res.type("text/plain").send(message);
}

/** Refuses what no route can answer: unknown methods and addresses whose percent-encoding is broken. */
export const refuseMalformedRequests: RequestHandler = (req, res, next) => {
  if (!KNOWN_METHODS.has(req.method)) {
    res.setHeader("Allow", [...KNOWN_METHODS].join(", "));
    return refuse(req, res, 405, `The ${req.method} method is not allowed`);
  }
  try {
    decodeURIComponent(req.path);
  } catch {
    return refuse(req, res, 400, "The address is not valid (broken percent-encoding)");
  }
  next();
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
  next();
};
