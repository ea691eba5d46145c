import { Router } from "express";
import type { Services } from "../services";
import { deliveryStatus } from "@rules/delivery";

/**
 * GET /api/delivery/:pin: "Delivery by <date>" and whether cash on delivery is taken at that PIN code, or
 * why not (`{ pin, message }`, 400 or 404): the answer the pages' "Check delivery" gets too.
 */
export function deliveryRouter(services: Services): Router {
  const router = Router();
  router.get("/api/delivery/:pin", async (req, res) => {
    const answer = await services.delivery.check(String(req.params.pin));
    res.status(deliveryStatus(answer)).json(answer);
  });
  return router;
}
