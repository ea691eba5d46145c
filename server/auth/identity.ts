import type { RequestHandler } from "express";
import type { UserRole } from "../db/schema";
import { HttpError } from "../http/errors";
import { ACCOUNT_MESSAGES } from "@rules/account";
import { NOT_STAFF, NOT_YOUR_AREA, apiArea, isStaffRole, mayWork } from "@rules/staff-roles";

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

/** API guard for the owner's own calls (the test hooks): 401 when signed out, 403 for anyone else. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new HttpError(401, UNAUTHORIZED_MESSAGE));
  if (req.user.role !== "admin") return next(new HttpError(403, NOT_STAFF));
  next();
};

/**
 * API guard for the staff's calls: 401 when signed out, 403 for a customer, and 403 for a member of staff
 * whose role does not reach the call's area (rules/staff-roles.ts: a call it does not place is the owner's).
 */
export const requireStaff: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new HttpError(401, UNAUTHORIZED_MESSAGE));
  if (!isStaffRole(req.user.role)) return next(new HttpError(403, NOT_STAFF));
  if (!mayWork(req.user.role, apiArea(req.originalUrl.split("?")[0] ?? ""))) {
    return next(new HttpError(403, NOT_YOUR_AREA));
  }
  next();
};
