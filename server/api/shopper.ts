import { Router } from "express";
import type { Services } from "../services";
import { rememberedPinIn } from "../delivery/remembered-pin";

/**
 * GET /api/shopper: what is the shopper's own on every page (the header's counts, the Wishlist buttons, the
 * account), and the delivery answer for their remembered PIN code (a product page's "Check delivery"), for a
 * page that was given to them shared (app/components/shopper.tsx, decision 024). Asking gives a visitor
 * without a cookie none (createApi), so looking stays cookieless.
 */
export function shopperRouter(services: Services): Router {
  const router = Router();
  router.get("/api/shopper", async (req, res) => {
    const pin = rememberedPinIn(req.headers.cookie);
    const [summary, delivery] = await Promise.all([
      services.shopperSummary({ owner: req.shopper.owner, known: req.shopper.known, user: req.user }),
      pin ? services.delivery.check(pin) : null,
    ]);
    res.json({ ...summary, delivery });
  });
  return router;
}
