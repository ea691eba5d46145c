import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { emailOutbox, orders } from "../../server/db/schema";
import { promisedDeliveryDay } from "../../server/delivery/delivery";
import { deliveryDayLabel } from "@rules/delivery";
import type { OrderView } from "@rules/order-status";
import type { StaffOrderPage } from "@rules/staff";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { testConfig } from "../helpers/app";
import { TestClient } from "../helpers/client";
import { checkoutCustomer as customer, userWithSession } from "../helpers/accounts";

// The day checkout promised ("Delivery by Tue, 15 Dec") is kept on the order and shown wherever the order
// is: its answer, the confirmation e-mail, the shopper's order, and for staff, "late" once it has passed.

const shop = setUpTestServer();
let a: TestClient;
let PERFUME: number;
let adminToken: string;

beforeAll(async () => {
  adminToken = (await userWithSession(shop.db, "admin")).token;
});
beforeEach(async () => {
  await shop.db.delete(orders);
  await shop.db.delete(emailOutbox);
  PERFUME = await addProduct(shop.db, { category: "Perfumes", stock: 60 });
  a = new TestClient(shop.url);
});

const place = async () => {
  const res = await a.post<{ order: OrderView; orderNumber: string }>("/submit-order", {
    customer,
    product: { id: PERFUME },
  });
  expect(res.status).toBe(201);
  return res.body.order;
};
const staffList = (query: string) =>
  fetch(`${shop.url}/api/admin/orders?${query}`, {
    headers: { accept: "application/json", authorization: `Bearer ${adminToken}` },
  }).then((res) => res.json() as Promise<StaffOrderPage>);

describe("the promised delivery day", () => {
  it("is kept on the order and told in its answer and its confirmation e-mail", async () => {
    const promised = promisedDeliveryDay(testConfig().delivery);
    const order = await place();
    expect(order.deliverBy).toBe(promised);
    expect(order.late).toBe(false);
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.deliverBy).toBe(promised);
    const [mail] = await shop.db.select().from(emailOutbox);
    expect(mail!.body).toContain(`Delivery by ${deliveryDayLabel(promised)}.`);
    expect(mail!.body).not.toContain("5-7 business days");
    const found = await a.post<OrderView>("/api/orders/lookup", {
      orderNumber: order.orderNumber,
      email: customer.email,
    });
    expect(found.body.deliverBy).toBe(promised);
  });

  it("makes an order late for staff once the day has passed undelivered, and never a delivered one", async () => {
    const late = await place();
    const onTime = await place();
    const delivered = await place();
    await shop.db.update(orders).set({ deliverBy: "2026-01-05" }).where(eq(orders.id, late.id));
    await shop.db
      .update(orders)
      .set({ deliverBy: "2026-01-05", status: "delivered" })
      .where(eq(orders.id, delivered.id));
    const all = await staffList("limit=100");
    const byNumber = new Map(all.orders.map((o) => [o.orderNumber, o.late]));
    expect(byNumber.get(late.orderNumber)).toBe(true);
    expect(byNumber.get(onTime.orderNumber)).toBe(false);
    expect(byNumber.get(delivered.orderNumber)).toBe(false);
    const lateOnly = await staffList("status=late");
    expect(lateOnly.orders.map((o) => o.orderNumber)).toEqual([late.orderNumber]);
  });

  it("words a day as the checkout does", () => {
    expect(deliveryDayLabel("2026-12-15")).toBe("Tue, 15 Dec");
    expect(deliveryDayLabel("2027-01-01")).toBe("Fri, 1 Jan");
  });
});
