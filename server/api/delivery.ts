import { Router } from "express";
import type { Services } from "../services";
import { badRequest, notFound } from "../http/errors";

/** GET /api/delivery/:pin: "Delivery by <date>" and whether cash on delivery is taken at that PIN code. */
export function deliveryRouter(services: Services): Router {
  const router = Router();
  router.get("/api/delivery/:pin", async (req, res) => {
    const answer = await services.delivery.check(String(req.params.pin));
    if ("estimate" in answer) return void res.json(answer.estimate);
    throw /^[1-9]\d{5}$/.test(answer.pin) ? notFound(answer.error) : badRequest(answer.error);
  });
  return router;
}
