import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";

/** An error with an HTTP status and a message meant for the shopper. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const notFound = (message = "Not found") => new HttpError(404, message);

/** The first zod issue, phrased for a person: "quantity: must be at least 1". */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** Unknown paths under the JSON API answer JSON, not the HTML 404 page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl.split("?")[0]}` });
};

/**
 * Every API failure answers `{ message }` (plus `errors` for validation and `requestId` for 500s).
 * Unexpected errors are logged with the request id and never leak a stack.
 */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const e = error as { type?: string; status?: number; statusCode?: number; message?: string };
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message, ...(error.details ? { errors: error.details } : {}) });
    return;
  }
  if (error instanceof ZodError) {
    res.status(400).json({ message: describeZodError(error), errors: error.issues });
    return;
  }
  if (e.type === "entity.parse.failed") {
    res.status(400).json({ message: "Malformed JSON in request body" });
    return;
  }
  if (e.type === "entity.too.large") {
    res.status(413).json({ message: "Request body is too large" });
    return;
  }
  const status = e.status ?? e.statusCode;
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: e.message ?? "Bad request" });
    return;
  }
  req.log.error({ err: error }, "unhandled API error");
  res.status(500).json({ message: "Something went wrong on our side. Please try again.", requestId: req.id });
};
