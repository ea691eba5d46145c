import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { emailOutbox, orderEvents, orders } from "../../server/db/schema";
import { moveOrder } from "../../server/orders/admin";
import type { PaymentGateway } from "../../server/payments/gateway";
import { findOrder, placeOrder } from "../../server/orders/orders";
import { expireStalePayments, markPaid } from "../../server/payments/payments";
import { plainOrderSettings, setUpTestDatabase } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { testConfig } from "../helpers/app";
import { mailSubjectsAbout } from "../helpers/mail";

const settings = plainOrderSettings;

const customer = {
  name: "Meera Iyer",
  email: "meera.tracking@example.com",
  contact: "9876500001",
  address: "4 Park Street, Kolkata 700016",
};

const store = setUpTestDatabase();
let guest = 0;
let PERFUME: number;

beforeAll(async () => {
  PERFUME = await addProduct(store.db, { category: "Perfumes", stock: 60 });
});

async function place(paymentMethod: "cod" | "online") {
  const { order } = await placeOrder(
    store.db,
    {
      owner: `guest:00000000-0000-4000-8000-${String(++guest).padStart(12, "0")}`,
      customer,
      items: { productId: PERFUME, quantity: 1 },
      paymentMethod,
    },
    settings,
  );
  return order;
}

const eventsOf = (orderId: number) =>
  store.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
/** A cash-on-delivery order's cancelling refunds nothing: a gateway asked for a refund here fails the test. */
const noRefunds = {
  refund: () => Promise.reject(new Error("no refund was expected")),
} as unknown as PaymentGateway;
const move = (orderId: number, input: Record<string, unknown>) =>
  moveOrder(store.db, orderId, input, { ...settings, seller: testConfig().contact, gateway: noRefunds });
const mailsFor = (orderNumber: string) => mailSubjectsAbout(store.db, orderNumber);

describe("order events", () => {
  it("records placing, packing, shipping (with carrier and tracking), out for delivery and delivery once each", async () => {
    const order = await place("cod");
    await move(order.id, { status: "packed" });
    const shipped = await move(order.id, { status: "shipped", carrier: "Blue Dart", trackingNumber: "BD-99812" });
    expect(shipped).toMatchObject({ carrier: "Blue Dart", trackingNumber: "BD-99812" });
    await move(order.id, { status: "out_for_delivery" });
    await move(order.id, { status: "delivered" });

    const events = await eventsOf(order.id);
    expect(events.map((e) => [e.status, e.actor])).toEqual([
      ["placed", "shopper"],
      ["packed", "staff"],
      ["shipped", "staff"],
      ["out_for_delivery", "staff"],
      ["delivered", "staff"],
    ]);
    expect(events[2]!.note).toBe("Blue Dart · tracking number BD-99812");
    for (let i = 1; i < events.length; i++) expect(events[i]!.at >= events[i - 1]!.at).toBe(true);

    // The guest lookup shows the same journey.
    const view = await findOrder(store.db, order.orderNumber, customer.email);
    expect(view!.timeline.map((e) => e.label)).toEqual([
      "Order placed",
      "Packed",
      "Shipped",
      "Out for delivery",
      "Delivered",
    ]);
    expect(view!.trackingNumber).toBe("BD-99812");

    const mails = await mailsFor(order.orderNumber);
    expect(mails.filter((s) => s.includes("has shipped"))).toHaveLength(1);
    expect(mails.filter((s) => s.includes("was delivered"))).toHaveLength(1);
    const [shippedMail] = await store.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your StyleHub order ${order.orderNumber} has shipped`));
    expect(shippedMail!.body).toContain("Tracking number: BD-99812");
    expect(shippedMail!.toAddress).toBe(customer.email);
  });

  it("refuses to ship without a carrier and tracking number, and records nothing", async () => {
    const order = await place("cod");
    await expect(move(order.id, { status: "shipped" })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/Carrier is required to ship/),
    });
    await expect(
      move(order.id, { status: "shipped", carrier: "Delhivery", trackingNumber: " " }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/Tracking number is required to ship/) });
    const [row] = await store.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "placed", carrier: null, trackingNumber: null });
    expect((await eventsOf(order.id)).map((e) => e.status)).toEqual(["placed"]);
    expect((await mailsFor(order.orderNumber)).filter((s) => s.includes("shipped"))).toEqual([]);
  });

  it("a refused move (skipping a step) writes no event", async () => {
    const order = await place("cod");
    await expect(move(order.id, { status: "delivered" })).rejects.toMatchObject({ status: 409 });
    await expect(move(order.id, { status: "out_for_delivery" })).rejects.toMatchObject({ status: 409 });
    expect((await eventsOf(order.id)).map((e) => e.status)).toEqual(["placed"]);
  });

  it("two staff marking the same order delivered at once: one move, one event, one e-mail", async () => {
    const order = await place("cod");
    await move(order.id, { status: "shipped", carrier: "Delhivery", trackingNumber: "DL-1" });
    const results = await Promise.allSettled([
      move(order.id, { status: "delivered" }),
      move(order.id, { status: "delivered" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await eventsOf(order.id)).filter((e) => e.status === "delivered")).toHaveLength(1);
    expect((await mailsFor(order.orderNumber)).filter((s) => s.includes("was delivered"))).toHaveLength(1);
  });

  it("an online order: placed awaiting payment by the shopper, paid once by the payment however often confirmed", async () => {
    const order = await place("online");
    await store.db
      .update(orders)
      .set({ providerOrderId: `order_track_${order.id}` })
      .where(eq(orders.id, order.id));
    const ref = { orderId: order.id };
    const outcomes = await Promise.all([
      markPaid(store.db, ref, "pay_1", settings),
      markPaid(store.db, ref, "pay_1", settings),
    ]);
    expect(outcomes.filter((o) => o.kind === "paid" && o.transitioned)).toHaveLength(1);
    expect((await eventsOf(order.id)).map((e) => [e.status, e.actor])).toEqual([
      ["pending_payment", "shopper"],
      ["paid", "payment"],
    ]);
  });

  it("an unpaid online order expires by the system, and a late payment is recorded as paid", async () => {
    const order = await place("online");
    await store.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, order.id));
    await expireStalePayments(store.db, 30 * 60 * 1000);
    await expireStalePayments(store.db, 30 * 60 * 1000);
    await markPaid(store.db, { orderId: order.id }, "pay_late", settings);
    const events = await eventsOf(order.id);
    expect(events.map((e) => [e.status, e.actor])).toEqual([
      ["pending_payment", "shopper"],
      ["payment_failed", "system"],
      ["paid", "payment"],
    ]);
    const [row] = await store.db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, order.id)));
    expect(row!.status).toBe("paid");
  });

  it("cancelling records the staff's event", async () => {
    const order = await place("cod");
    await move(order.id, { status: "cancelled" });
    expect((await eventsOf(order.id)).map((e) => [e.status, e.actor])).toEqual([
      ["placed", "shopper"],
      ["cancelled", "staff"],
    ]);
  });
});
