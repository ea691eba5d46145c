import { Router } from "express";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { orderEvents, orders, returnRequests } from "../db/schema";
import type { Services } from "../services";
import { requireAdmin } from "../auth/identity";
import { badRequest, notFound } from "../http/errors";
import { parseInput } from "../http/parse";

/**
 * The browser tests' routes: they exist only with TEST_HOOKS=true (playwright.config.ts sets it for the
 * store it starts; loadConfig refuses it beside Razorpay keys), and only for staff. They change the test's
 * database where no page can: a spec cannot open the embedded database itself (one process at a time).
 */
export function testHooksRouter(services: Services): Router {
  const router = Router();
  router.use("/api/test-hooks", requireAdmin);

  // The order as if it had happened `days` days earlier: a delivery 14 days ago, for its return windows.
  router.post("/api/test-hooks/orders/:id/age", async (req, res) => {
    if (!/^\d{1,9}$/.test(req.params.id)) throw badRequest("Order id must be a positive whole number");
    const { days } = parseInput(ageSchema, req.body ?? {});
    if (!(await ageOrder(services.db, Number(req.params.id), days))) throw notFound("Order not found");
    res.json({ id: Number(req.params.id), days });
  });
  return router;
}

const ageSchema = z.object({
  days: z.number({ error: "days must be a whole number" }).int().min(1).max(365, "days must be 1 to 365"),
});

/**
 * Moves an order's history back by `days` days: when it was placed, paid and last changed, every event
 * of its timeline (delivery included, where its return windows start) and its return requests. Nothing
 * else changes (its invoice keeps its number and date). False when there is no such order.
 */
export async function ageOrder(db: Db, id: number, days: number): Promise<boolean> {
  const back = sql`make_interval(days => ${days})`;
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({
        createdAt: sql`${orders.createdAt} - ${back}`,
        updatedAt: sql`${orders.updatedAt} - ${back}`,
        paidAt: sql`${orders.paidAt} - ${back}`,
      })
      .where(eq(orders.id, id))
      .returning({ id: orders.id });
    if (!moved.length) return false;
    await tx
      .update(orderEvents)
      .set({ at: sql`${orderEvents.at} - ${back}` })
      .where(eq(orderEvents.orderId, id));
    await tx
      .update(returnRequests)
      .set({
        createdAt: sql`${returnRequests.createdAt} - ${back}`,
        updatedAt: sql`${returnRequests.updatedAt} - ${back}`,
      })
      .where(eq(returnRequests.orderId, id));
    return true;
  });
}
