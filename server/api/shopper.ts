import { Router } from "express";
import type { Services } from "../services";

/**
 * GET /api/shopper: what is the shopper's own on every page (the header's counts, the Wishlist buttons, the
 * account), for a page that was given to them shared (app/components/shopper.tsx, decision 012). Asking
 * gives a visitor without a cookie none (createApiRouter), so looking stays cookieless.
 */
export function shopperRouter(services: Services): Router {
  const router = Router();
  router.get("/api/shopper", async (req, res) => {
    res.json(await services.shopperSummary({ owner: req.shopper.owner, known: req.shopper.known, user: req.user }));
  });
  return router;
}
