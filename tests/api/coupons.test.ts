// Coupon codes end to end: the staff make them, shoppers apply and remove them (every refusal says why),
// orders take their uses exactly once (the race for the last uses), and give them back when cancelled or
// expired unpaid.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { cartCoupons, couponUses, coupons, orders } from "../../server/db/schema";
import { placeOrder } from "../../server/orders/orders";
import { cancelOrder } from "../../server/orders/cancel";
import { addToCart } from "../../server/cart/cart";
import { expireStalePayments, markPaid } from "../../server/payments/payments";
import type { OrderView } from "@rules/order-status";
import { plainOrderSettings, setUpTestServer } from "../helpers/harness";
import { callJson, TestClient } from "../helpers/client";
import { checkoutCustomer as customer, logIn, newAccount, signUp, userWithSession } from "../helpers/accounts";
import { addProduct } from "../helpers/catalog";

const shop = setUpTestServer();
let admin: { id: number; token: string };
let SHIRT: number; // ₹1,499 (shown ₹1,999 with the ₹500 markup)
let SHOES: number; // ₹2,999 (shown ₹3,499)
const MARKUP = plainOrderSettings.markupPaise;

type Summary = {
  subtotal: number;
  discount: number;
  shipping: number;
  shippingDiscount: number;
  total: number;
  savings: number;
  coupon: { code: string; description: string | null; problem: string | null } | null;
  lines: { name: string; lineTotal: number; discount: number }[];
  message?: string;
};

beforeAll(async () => {
  admin = await userWithSession(shop.db, "admin");
  SHIRT = await addProduct(shop.db, { category: "Shirts & Tshirt", price: 1499, stock: 400 });
  SHOES = await addProduct(shop.db, { category: "Shoes", price: 2999, stock: 400 });
});

let made = 0;
/** A code made through the staff's API, with a unique name unless given. */
async function makeCode(body: Record<string, unknown>) {
  const code = (body.code as string | undefined) ?? `T${++made}${randomBytes(2).toString("hex").toUpperCase()}`;
  const res = await callJson<{ coupon: { id: number; code: string }; message?: string }>(
    shop.url,
    "POST",
    "/api/admin/coupons",
    { kind: "percent", percent: 10, ...body, code },
    admin.token,
  );
  expect(res.status, res.body.message).toBe(201);
  return res.body.coupon;
}

async function cartWith(items: { productId: number; quantity: number; size?: string }[]) {
  const client = new TestClient(shop.url);
  for (const item of items) {
    const res = await client.post("/api/cart", { size: "M", ...item });
    expect(res.status).toBe(201);
  }
  return client;
}
const apply = (client: TestClient, code: string) => client.post<Summary>("/api/cart/coupon", { code });

describe("the staff's codes", () => {
  it("are the staff's only, checked, one per name", async () => {
    const shopper = await userWithSession(shop.db);
    const body = { code: "NOTSTAFF", kind: "percent", percent: 10 };
    expect((await callJson(shop.url, "POST", "/api/admin/coupons", body, shopper.token)).status).toBe(403);
    const bad = await callJson<{ message: string }>(
      shop.url,
      "POST",
      "/api/admin/coupons",
      { code: "X", kind: "percent", percent: 95 },
      admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Code must be 3 to 20/);
    await makeCode({ code: "ONCEONLY" });
    const twice = await callJson<{ message: string }>(
      shop.url,
      "POST",
      "/api/admin/coupons",
      { code: "onceonly", kind: "flat", flat: 100 },
      admin.token,
    );
    expect(twice).toMatchObject({ status: 409, body: { message: "There is already a code ONCEONLY" } });
  });
});

describe("applying a code to the cart", () => {
  it("takes 10% off, spread over the lines, and removes it again", async () => {
    const { code } = await makeCode({ percent: 10 });
    const client = await cartWith([
      { productId: SHIRT, quantity: 2 },
      { productId: SHOES, quantity: 1, size: "8" },
    ]);
    const res = await apply(client, code.toLowerCase());
    expect(res.status, res.body.message).toBe(200);
    const subtotal = 2 * 1999 + 3499;
    expect(res.body).toMatchObject({ subtotal, discount: 749.7, shipping: 0, total: subtotal - 749.7 });
    expect(res.body.coupon).toMatchObject({ code, problem: null, description: "10% off" });
    expect(res.body.lines.reduce((sum, line) => sum + line.discount, 0)).toBeCloseTo(749.7, 2);
    expect(res.body.savings).toBe(749.7);

    const removed = await client.delete<Summary>("/api/cart/coupon");
    expect(removed.body).toMatchObject({ discount: 0, total: subtotal, coupon: null });
  });

  it("refuses, saying why and what to do", async () => {
    const client = await cartWith([{ productId: SHIRT, quantity: 1 }]);
    const unknown = await apply(client, "NOSUCHCODE");
    expect(unknown).toMatchObject({ status: 400 });
    expect(unknown.body.message).toBe(
      "We don't have a code called NOSUCHCODE. Check the spelling, or try another code.",
    );

    const big = await makeCode({ code: "STYLE10", minCart: 2299 });
    expect((await apply(client, big.code)).body.message).toBe("Add ₹300 more to use STYLE10");

    const ended = await makeCode({ startsOn: "2025-11-01", endsOn: "2025-11-30" });
    expect((await apply(client, ended.code)).body.message).toBe(`${ended.code} ended on 30 Nov`);

    const later = await makeCode({ startsOn: "2099-01-10" });
    expect((await apply(client, later.code)).body.message).toBe(`${later.code} starts on 10 Jan`);

    const paused = await makeCode({});
    await callJson(shop.url, "PATCH", `/api/admin/coupons/${paused.id}`, { state: "paused" }, admin.token);
    expect((await apply(client, paused.code)).body.message).toMatch(/is paused for now/);

    const shoesOnly = await makeCode({ categories: ["Shoes"] });
    expect((await apply(client, shoesOnly.code)).body.message).toBe(
      `${shoesOnly.code} is for Shoes: add one to use it`,
    );

    expect((await client.get<Summary>("/api/cart/summary")).body.coupon).toBeNull();
  });

  it("tells the shopper when the cart no longer qualifies, and the order is refused rather than charged in full", async () => {
    const { code } = await makeCode({ kind: "flat", flat: 300, minCart: 3000 });
    const client = await cartWith([{ productId: SHIRT, quantity: 2 }]);
    expect((await apply(client, code)).body).toMatchObject({ discount: 300, total: 3998 - 300 });
    const [line] = (await client.get<{ id: number }[]>("/api/cart")).body;
    await client.patch(`/api/cart/${line!.id}`, { quantity: 1 });
    const summary = (await client.get<Summary>("/api/cart/summary")).body;
    expect(summary).toMatchObject({ discount: 0, total: 1999 + 0 });
    expect(summary.coupon).toMatchObject({ code, problem: `Add ₹1,001 more to use ${code}` });

    const refused = await client.post<{ message: string }>("/submit-order", { customer, fromCart: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Add ₹1,001 more to use ${code}. Remove the code to place the order without it.`);
    await client.patch(`/api/cart/${line!.id}`, { quantity: 2 });
    const placed = await client.post<{ order: OrderView }>("/submit-order", { customer, fromCart: true });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ subtotal: 3998, discount: 300, total: 3698 });
    expect(placed.body.order.coupon).toEqual({ code, discount: 300, shippingDiscount: 0 });
    expect(placed.body.order.lines[0]).toMatchObject({ lineTotal: 3998, discount: 300, paid: 3698 });
    // The code was spent with the cart.
    expect((await client.get<Summary>("/api/cart/summary")).body.coupon).toBeNull();
  });

  it("free shipping waives the shipping line only", async () => {
    const { code } = await makeCode({ kind: "free_shipping" });
    const client = await cartWith([{ productId: SHIRT - 0, quantity: 1 }]);
    // ₹1,999 ships free anyway: a cheaper product shows the waiver.
    await shop.db.execute(sql`select 1`);
    const summary = (await apply(client, code)).body;
    expect(summary).toMatchObject({ discount: 0, shipping: 0 });
    const cheap = await addProduct(shop.db, { category: "Perfumes", price: 100, stock: 20 });
    const small = new TestClient(shop.url);
    await small.post("/api/cart", { productId: cheap, quantity: 1 });
    const waived = (await apply(small, code)).body;
    expect(waived).toMatchObject({ subtotal: 600, discount: 0, shipping: 0, shippingDiscount: 99, total: 600 });
    const placed = await small.post<{ order: OrderView }>("/submit-order", { customer, fromCart: true });
    expect(placed.body.order).toMatchObject({ subtotal: 600, shipping: 0, total: 600 });
    expect(placed.body.order.coupon).toEqual({ code, discount: 0, shippingDiscount: 99 });
  });
});

describe("what is charged", () => {
  it("online: the gateway's order is for the discounted total, computed on the server", async () => {
    const { code } = await makeCode({ kind: "flat", flat: 250 });
    const client = await cartWith([{ productId: SHOES, quantity: 1, size: "9" }]);
    await apply(client, code);
    const res = await client.post<{ amount: number; orderNumber: string }>("/api/order/createOrder", {
      customer,
      fromCart: true,
      // An amount the client makes up is not what is charged.
      amount: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe((3499 - 250) * 100);
  });

  it("a code's later edit never alters a placed order", async () => {
    const { id, code } = await makeCode({ percent: 10, maxUses: 100 });
    const client = await cartWith([{ productId: SHIRT, quantity: 1 }]);
    await apply(client, code);
    const placed = (await client.post<{ order: OrderView }>("/submit-order", { customer, fromCart: true })).body.order;
    expect(placed).toMatchObject({ discount: 199.9, total: 1799.1 });
    const edited = await callJson(
      shop.url,
      "PATCH",
      `/api/admin/coupons/${id}`,
      { kind: "percent", percent: 50 },
      admin.token,
    );
    // Only what was sent changes: the limit stays.
    expect(edited).toMatchObject({ status: 200, body: { coupon: { percent: 50, maxUses: 100, uses: 1 } } });
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ discountPaise: 19_990, totalPaise: 179_910, couponCode: code });
    expect(row!.couponTerms).toMatchObject({ percent: 10 });
  });

  it("a bad request changes nothing and says what to send", async () => {
    const client = await cartWith([{ productId: SHIRT, quantity: 1 }]);
    expect((await client.post<{ message: string }>("/api/cart/coupon", { code: 42 })).body.message).toBe(
      "Enter a code",
    );
    const empty = new TestClient(shop.url);
    expect((await empty.post<{ message: string }>("/api/cart/coupon", { code: "ANYCODE" })).body.message).toBe(
      "Add something to your cart first, then apply the code",
    );
    expect((await client.get<Summary>("/api/cart/summary")).body.coupon).toBeNull();
  });
});

describe("a shopper's own limits", () => {
  it("counts uses by account, e-mail and mobile, and first orders", async () => {
    const { code } = await makeCode({ code: `WELCOME${made}`, maxUsesPerShopper: 1 });
    const guestEmail = { ...customer, email: `welcome.${made}@example.com`, contact: "9812345670" };
    const first = await cartWith([{ productId: SHIRT, quantity: 1 }]);
    await apply(first, code);
    expect((await first.post("/submit-order", { customer: guestEmail, fromCart: true })).status).toBe(201);
    // Another guest cart, the same e-mail: refused at the order, which knows the e-mail.
    const again = await cartWith([{ productId: SHIRT, quantity: 1 }]);
    expect((await apply(again, code)).status).toBe(200);
    const refused = await again.post<{ message: string }>("/submit-order", {
      customer: { ...guestEmail, contact: "9812345671" },
      fromCart: true,
    });
    expect(refused.body.message).toBe(
      `You have used ${code} once already. Remove the code to place the order without it.`,
    );
    // The same mobile, another e-mail.
    const byMobile = await again.post<{ message: string }>("/submit-order", {
      customer: { ...guestEmail, email: "someone.else@example.com" },
      fromCart: true,
    });
    expect(byMobile.status).toBe(409);

    const firstOnly = await makeCode({ firstOrderOnly: true });
    const returning = await cartWith([{ productId: SHIRT, quantity: 1 }]);
    await apply(returning, firstOnly.code);
    const notFirst = await returning.post<{ message: string }>("/submit-order", {
      customer: guestEmail,
      fromCart: true,
    });
    expect(notFirst.body.message).toBe(
      `${firstOnly.code} is for your first order. Remove the code to place the order without it.`,
    );
  });
});

describe("an account", () => {
  it("keeps the guest's code at sign-in, and is judged at the cart for its first order", async () => {
    const { code } = await makeCode({ firstOrderOnly: true });
    const details = newAccount();
    await signUp(new TestClient(shop.url), details);
    const client = await cartWith([{ productId: SHIRT, quantity: 1 }]);
    expect((await apply(client, code)).status).toBe(200);
    await logIn(client, details);
    const summary = (await client.get<Summary>("/api/cart/summary")).body;
    expect(summary.coupon).toMatchObject({ code, problem: null });
    // (Its e-mail and mobile are new too: an earlier order by either would make this not a first order.)
    const newcomer = { ...customer, email: details.email, contact: "9811122233" };
    expect((await client.post("/submit-order", { customer: newcomer, fromCart: true })).status).toBe(201);

    // Its next cart: the account has an order now, so the cart itself says no.
    await client.post("/api/cart", { productId: SHIRT, quantity: 1, size: "M" });
    expect((await apply(client, code)).body.message).toBe(`${code} is for your first order`);
  });
});

/** A guest's cart holding the shirt and the code, as placed by the order code directly. */
async function guestCartWithCode(code: string) {
  const owner = `guest:00000000-0000-4000-8000-${randomBytes(6).toString("hex")}` as const;
  await addToCart(shop.db, owner, { productId: SHIRT, quantity: 1, size: "L" }, MARKUP);
  await shop.db.insert(cartCoupons).values({ owner, code });
  return owner;
}
const couponRow = async (id: number) => (await shop.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
const orderCustomer = (n: number) => ({
  ...customer,
  email: `racer.${n}@example.com`,
  contact: `98${String(n).padStart(8, "0")}`,
});

describe("uses are counted exactly once, like stock", () => {
  it("50 shoppers racing for the last 5 uses: exactly 5 orders get the code", async () => {
    const { id, code } = await makeCode({ maxUses: 8 });
    await shop.db.update(coupons).set({ uses: 3 }).where(eq(coupons.id, id));
    const owners = await Promise.all(Array.from({ length: 50 }, () => guestCartWithCode(code)));
    const results = await Promise.allSettled(
      owners.map((owner, n) =>
        placeOrder(
          shop.db,
          { owner, customer: orderCustomer(n), items: undefined, fromCart: true, paymentMethod: "cod" },
          plainOrderSettings,
        ),
      ),
    );
    const placed = results.filter((r) => r.status === "fulfilled");
    expect(placed).toHaveLength(5);
    for (const refused of results.filter((r) => r.status === "rejected")) {
      expect(String((refused as PromiseRejectedResult).reason.message)).toMatch(/has been used up/);
    }
    expect((await couponRow(id)).uses).toBe(8);
    const uses = await shop.db.select().from(couponUses).where(eq(couponUses.couponId, id));
    expect(uses).toHaveLength(5);
  });

  it("a cancelled order gives its use back, once; an order expired unpaid too, and takes it again if paid", async () => {
    const { id, code } = await makeCode({ maxUses: 1 });
    const owner = await guestCartWithCode(code);
    const { order } = await placeOrder(
      shop.db,
      { owner, customer: orderCustomer(900), items: undefined, fromCart: true, paymentMethod: "cod" },
      plainOrderSettings,
    );
    expect((await couponRow(id)).uses).toBe(1);
    const ctx = {
      db: shop.db,
      gateway: {} as never,
      settings: { storeName: "StyleHub", supportEmail: "s@example.com" },
    };
    await cancelOrder(ctx, order.id, "staff");
    await expect(cancelOrder(ctx, order.id, "staff")).rejects.toThrow();
    expect((await couponRow(id)).uses).toBe(0);

    const online = await guestCartWithCode(code);
    const { order: unpaid } = await placeOrder(
      shop.db,
      { owner: online, customer: orderCustomer(901), items: undefined, fromCart: true, paymentMethod: "online" },
      plainOrderSettings,
    );
    expect((await couponRow(id)).uses).toBe(1);
    await shop.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, unpaid.id));
    expect(await expireStalePayments(shop.db, 60_000)).toBeGreaterThanOrEqual(1);
    expect((await couponRow(id)).uses).toBe(0);
    // Paid after all: the order holds its goods and its use again.
    await markPaid(shop.db, { orderId: unpaid.id }, `pay_${randomBytes(6).toString("hex")}`, plainOrderSettings);
    expect((await couponRow(id)).uses).toBe(1);
  });
});
