import { Router, type ErrorRequestHandler } from "express";
import type { Services } from "../services";
import { HttpError } from "../http/errors";
import { guestOwner } from "../cart/owner";
import { requireUser, UNAUTHORIZED_MESSAGE } from "../auth/identity";
import { clearSessionCookie, sessionToken, setSessionCookie } from "../auth/sessions";
import { TooManyAttempts } from "../auth/rate-limit";
import { DEVICE_COOKIE } from "../http/cookie-names";
import { cookiePolicy } from "../http/cookie-policy";
import { ACCOUNT_MESSAGES } from "@rules/account";

/** Tells a client held back by the rate limit when to try again. */
const retryAfter: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof TooManyAttempts) res.setHeader("Retry-After", String(error.retryAfterSeconds));
  next(error);
};

/**
 * Accounts (docs/product.md section 7): signup, login (a token and an httpOnly cookie), logout, the profile and
 * the account's orders. The profile calls take `Authorization: Bearer <token>` or the cookie.
 */
export function authRouter(services: Services): Router {
  const router = Router();
  const { accounts } = services;

  router.post("/api/auth/signup", async (req, res) => {
    const user = await accounts.signup(req.body, { ip: req.ip });
    res.status(201).json({ message: ACCOUNT_MESSAGES.signupDone, user });
  });

  router.post("/api/auth/login", async (req, res) => {
    const { token, expiresAt, user, deviceCookie } = await accounts.login(req.body, {
      ip: req.ip,
      guest: guestOwner(req.shopper.guestId),
      deviceCookie: (req.cookies as Record<string, string | undefined>)[DEVICE_COOKIE],
      cookiePolicy: cookiePolicy(req),
    });
    setSessionCookie(req, res, token, expiresAt);
    res.append("Set-Cookie", deviceCookie);
    res.json({ token, expiresAt: expiresAt.toISOString(), user });
  });

  router.post("/api/auth/logout", async (req, res) => {
    const token = sessionToken(req);
    if (token) await accounts.logout(token);
    clearSessionCookie(req, res);
    res.json({ message: "Logged out" });
  });

  // Always the same answer, whether or not the e-mail has an account.
  router.post("/api/auth/forgot-password", async (req, res) => {
    await accounts.requestPasswordReset(req.body, { ip: req.ip });
    res.status(202).json({ message: ACCOUNT_MESSAGES.resetRequested });
  });

  router.post("/api/auth/reset-password", async (req, res) => {
    await accounts.resetPassword(req.body, { ip: req.ip });
    res.json({ message: ACCOUNT_MESSAGES.resetDone });
  });

  router.get("/api/auth/profile", requireUser, async (req, res) => {
    const user = await accounts.profile(req.user!.id);
    if (!user) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    res.json(user);
  });

  router.put("/api/auth/profile", requireUser, async (req, res) => {
    const user = await accounts.updateProfile(req.user!.id, req.body);
    if (!user) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    res.json({ message: ACCOUNT_MESSAGES.profileSaved, user });
  });

  router.get("/api/auth/orders", requireUser, async (req, res) => {
    res.json(await accounts.orders(req.user!.id));
  });

  // A signed-in shopper's saved delivery addresses (offered at checkout).
  router.get("/api/auth/addresses", requireUser, async (req, res) => {
    res.json(await services.addresses.list(req.user!.id));
  });

  router.post("/api/auth/addresses", requireUser, async (req, res) => {
    const outcome = await services.addresses.add(req.user!.id, req.body ?? {});
    res.status(outcome === "saved" ? 201 : 200).json(await services.addresses.list(req.user!.id));
  });

  router.delete("/api/auth/addresses/:id", requireUser, async (req, res) => {
    const raw = String(req.params.id);
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!(await services.addresses.remove(req.user!.id, id))) throw new HttpError(404, "Address not found");
    res.json(await services.addresses.list(req.user!.id));
  });

  router.use("/api/auth", retryAfter);
  return router;
}
