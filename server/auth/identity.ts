import type { RequestHandler } from "express";
import type { UserRole } from "../db/schema";
import { HttpError } from "../http/errors";
import { ACCOUNT_MESSAGES } from "@rules/account";

/** The signed-in account of a request, as every other module sees it (never the password hash). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: UserRole;
}

declare module "express-serve-static-core" {
  interface Request {
    /** Set by the session middleware (server/auth) when the request carries a valid session. */
    user?: SessionUser;
  }
}

export const UNAUTHORIZED_MESSAGE = ACCOUNT_MESSAGES.unauthorized;

/** API guard: 401 `{ message }` without a valid session. */
export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new HttpError(401, UNAUTHORIZED_MESSAGE));
  next();
};

/** API guard for staff calls: 401 when signed out, 403 for a signed-in customer. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new HttpError(401, UNAUTHORIZED_MESSAGE));
  if (req.user.role !== "admin") return next(new HttpError(403, "Only the store's staff can do that"));
  next();
};
