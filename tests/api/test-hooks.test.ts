import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { orderEvents, orders, users } from "../../server/db/schema";
import { createSession } from "../../server/auth/sessions";
import { moveOrder } from "../../server/orders/admin";
import { placeOrder, type OrderSettings } from "../../server/orders/orders";
import { createTestDatabase } from "../helpers/db";
import { startTestServer, testConfig, type TestServer } from "../helpers/app";

// The browser tests' route that moves an order's history back (server/api/test-hooks.ts): only with
// TEST_HOOKS=true, only for staff.

const PERFUME = 177;
const DAY = 24 * 60 * 60 * 1000;
const settings: OrderSettings = {
  markupPaise: 50_000,
  freeShippingThresholdPaise: 99_900,
  shippingFeePaise: 9_900,
  storeName: "StyleHub",
  supportEmail: "support@stylehub.example",
  delivery: { holidays: [], codUnavailableStates: [] },
};

let database: Database;
let hooks: TestServer;
let plain: TestServer;
let adminToken: string;
let shopperToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  hooks = await startTestServer(database, { env: { TEST_HOOKS: "true" } });
  plain = await startTestServer(database);
  const [admin, shopper] = await database.db
    .insert(users)
    .values([
      { username: "hooks-admin", email: "hooks-admin@example.com", passwordHash: "x", role: "admin" },
      { username: "hooks-shopper", email: "hooks-shopper@example.com", passwordHash: "x" },
    ])
    .returning();
  adminToken = (await createSession(database.db, admin!.id, 60 * 60 * 1000)).token;
  shopperToken = (await createSession(database.db, shopper!.id, 60 * 60 * 1000)).token;
});
afterAll(async () => {
  await hooks?.close();
  await plain?.close();
  await database?.close();
});

const age = (server: TestServer, id: number | string, body: unknown, token: string | null = adminToken) =>
  fetch(`${server.url}/api/test-hooks/orders/${id}/age`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe("POST /api/test-hooks/orders/:id/age", () => {
  it("moves a delivered order's history back by whole days, for staff, only with TEST_HOOKS", async () => {
    const { order } = await placeOrder(
      database.db,
      {
        owner: "guest:00000000-0000-4000-8000-000000000001",
        customer: { name: "Kavya Menon", email: "kavya@example.com", contact: "9876500077", address: "Kochi 682031" },
        items: { productId: PERFUME },
        paymentMethod: "cod",
      },
      settings,
    );
    const staff = { ...settings, seller: testConfig().contact };
    await moveOrder(database.db, order.id, { status: "shipped", carrier: "Delhivery", trackingNumber: "DL1" }, staff);
    await moveOrder(database.db, order.id, { status: "delivered" }, staff);
    const delivered = async () =>
      (
        await database.db
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, "delivered")))
      )[0]!.at.getTime();
    const before = await delivered();
    const [placed] = await database.db.select().from(orders).where(eq(orders.id, order.id));

    expect((await age(plain, order.id, { days: 14 })).status).toBe(404);
    expect((await age(hooks, order.id, { days: 14 }, null)).status).toBe(401);
    expect((await age(hooks, order.id, { days: 14 }, shopperToken)).status).toBe(403);
    expect((await age(hooks, order.id, { days: 0 })).status).toBe(400);
    expect((await age(hooks, order.id, { days: "14" })).status).toBe(400);
    expect((await age(hooks, 999_999_999, { days: 14 })).status).toBe(404);
    expect(await delivered()).toBe(before);

    const res = await age(hooks, order.id, { days: 14 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: order.id, days: 14 });
    expect(await delivered()).toBe(before - 14 * DAY);
    const [aged] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(aged!.createdAt.getTime()).toBe(placed!.createdAt.getTime() - 14 * DAY);
    expect(aged!.status).toBe("delivered");
  });
});
