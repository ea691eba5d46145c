import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { orderEvents, orders } from "../../server/db/schema";
import { moveOrder } from "../../server/orders/admin";
import { placeOrder } from "../../server/orders/orders";
import { plainOrderSettings, setUpServerOn, setUpTestDatabase, type TestShop } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { userWithSession } from "../helpers/accounts";
import { testConfig } from "../helpers/app";

// The browser tests' route that moves an order's history back (server/api/test-hooks.ts): only with
// TEST_HOOKS=true, only for staff.

const DAY = 24 * 60 * 60 * 1000;
const settings = plainOrderSettings;

const store = setUpTestDatabase();
const hooks = setUpServerOn(store, { env: { TEST_HOOKS: "true" } });
const plain = setUpServerOn(store);
let adminToken: string;
let shopperToken: string;
let PERFUME: number;

beforeAll(async () => {
  adminToken = (await userWithSession(store.db, "admin")).token;
  shopperToken = (await userWithSession(store.db)).token;
  PERFUME = await addProduct(store.db, { category: "Perfumes", stock: 60 });
});

const age = (server: TestShop, id: number | string, body: unknown, token: string | null = adminToken) =>
  fetch(`${server.url}/api/test-hooks/orders/${id}/age`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe("POST /api/test-hooks/orders/:id/age", () => {
  it("moves a delivered order's history back by whole days, for staff, only with TEST_HOOKS", async () => {
    const { order } = await placeOrder(
      store.db,
      {
        owner: "guest:00000000-0000-4000-8000-000000000001",
        customer: { name: "Kavya Menon", email: "kavya@example.com", contact: "9876500077", address: "Kochi 682031" },
        items: { productId: PERFUME },
        paymentMethod: "cod",
      },
      settings,
    );
    const staff = { ...settings, seller: testConfig().contact };
    await moveOrder(store.db, order.id, { status: "shipped", carrier: "Delhivery", trackingNumber: "DL1" }, staff);
    await moveOrder(store.db, order.id, { status: "delivered" }, staff);
    const delivered = async () =>
      (
        await store.db
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, "delivered")))
      )[0]!.at.getTime();
    const before = await delivered();
    const [placed] = await store.db.select().from(orders).where(eq(orders.id, order.id));

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
    const [aged] = await store.db.select().from(orders).where(eq(orders.id, order.id));
    expect(aged!.createdAt.getTime()).toBe(placed!.createdAt.getTime() - 14 * DAY);
    expect(aged!.status).toBe("delivered");
  });
});
