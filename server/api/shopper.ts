import { Router } from "express";
import type { Services } from "../services";
import { rememberedPinIn } from "../delivery/remembered-pin";
import { badRequest, notFound } from "../http/errors";

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

  /**
   * GET /api/shopper/offers?product=&color=: a product page's "Best price" line for this shopper (their own
   * limits on the codes, and the code their cart holds), which a shared page carries as a guest's
   * (docs/decisions/045-best-price-with-a-code.md). `{ bestOffer }`, null for no line; 404 for no product.
   */
  router.get("/api/shopper/offers", async (req, res) => {
    const raw = typeof req.query.product === "string" ? req.query.product : "";
    if (!/^\d{1,9}$/.test(raw)) throw badRequest("product must be a positive whole number");
    const colour = typeof req.query.color === "string" ? req.query.color.slice(0, 40) : undefined;
    const shopper = { userId: req.user?.id ?? null, owner: req.shopper.known ? req.shopper.owner : null };
    const bestOffer = await services.catalog.offersFor(Number(raw), colour, shopper);
    if (bestOffer === undefined) throw notFound("Product not found");
    res.json({ bestOffer });
  });
  return router;
}
