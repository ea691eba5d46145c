// "Best price ₹1,349 with code STYLE10" on the product page and GET /api/products/:id: the staff choose which
// codes are shown; only live ones are; the price is the cart's; a staff edit shows on the next read; and a
// signed-in shopper is not shown a code they have used up, or a first-order code once they have ordered.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { OrderView } from "@rules/order-status";
import type { ProductView } from "@rules/catalog-types";
import type { BestOffer } from "@rules/best-offer-words";
import { setUpTestServer } from "../helpers/harness";
import { builtPages } from "../helpers/app";
import { callJson, TestClient } from "../helpers/client";
import { checkoutCustomer, logIn, signUp, userWithSession } from "../helpers/accounts";
import { addProduct } from "../helpers/catalog";

const shop = setUpTestServer(async () => ({ pages: await builtPages() }));
let admin: { id: number; token: string };

type StaffCoupon = { id: number; code: string; showOnProductPages: boolean; state: string };

beforeAll(async () => {
  admin = await userWithSession(shop.db, "admin");
});

/** A perfume of its own (no sizes): ₹999, shown ₹1,499 with the ₹500 markup. */
const perfume = () => addProduct(shop.db, { category: "Perfumes", price: 999, stock: 50 });

/** An advertised code kept to one product, so the file's codes never meet. */
async function makeCode(productId: number, body: Record<string, unknown> = {}): Promise<StaffCoupon> {
  const code = `BP${randomBytes(3).toString("hex").toUpperCase()}`;
  const res = await callJson<{ coupon: StaffCoupon; message?: string }>(
    shop.url,
    "POST",
    "/api/admin/coupons",
    { code, kind: "percent", percent: 10, products: [productId], showOnProductPages: true, ...body },
    admin.token,
  );
  expect(res.status, res.body.message).toBe(201);
  return res.body.coupon;
}
const patch = (id: number, body: Record<string, unknown>) =>
  callJson<{ coupon: StaffCoupon; message?: string }>(shop.url, "PATCH", `/api/admin/coupons/${id}`, body, admin.token);
const bestOf = async (id: number, query = "") =>
  (await callJson<ProductView & { bestOffer: BestOffer | null }>(shop.url, "GET", `/api/products/${id}${query}`)).body
    .bestOffer;
/** The product page's "Best price" line as text ("" when there is none). */
async function lineOn(client: TestClient, id: number): Promise<string> {
  const page = await client.request<string>("GET", `/product/${id}`, undefined, { accept: "text/html" });
  expect(page.status).toBe(200);
  const match = /<p[^>]*data-testid="best-price"[^>]*>(.*?)<\/p>/.exec(page.body);
  return match ? match[1]!.replace(/<[^>]+>/g, "").replace(/&#x20b9;/g, "₹") : "";
}

describe("the staff's flag", () => {
  it("is saved, answered and changed through the API, and is off unless asked for", async () => {
    const id = await perfume();
    const shown = await makeCode(id);
    expect(shown.showOnProductPages).toBe(true);
    const plain = await makeCode(id, { showOnProductPages: undefined });
    expect(plain.showOnProductPages).toBe(false);
    const off = await patch(shown.id, { showOnProductPages: false });
    expect(off.status, off.body.message).toBe(200);
    expect(off.body.coupon.showOnProductPages).toBe(false);
    // Another edit leaves it as it is.
    expect((await patch(plain.id, { percent: 12 })).body.coupon.showOnProductPages).toBe(false);
  });
});

describe("GET /api/products/:id's bestOffer", () => {
  it("is the cart's price with the best advertised live code, and null without one", async () => {
    const id = await perfume();
    expect(await bestOf(id)).toBeNull();
    await makeCode(id, { showOnProductPages: false, percent: 50 });
    expect(await bestOf(id)).toBeNull();
    const code = await makeCode(id);
    // ₹1,499 less 10% (₹149.90).
    expect(await bestOf(id)).toEqual({
      pricePaise: 134_910,
      code: code.code,
      savingPaise: 14_990,
      firstOrderOnly: false,
      size: null,
    });
    // A flat ₹200 beats it; a minimum above one piece's price is not shown.
    const flat = await makeCode(id, { kind: "flat", percent: null, flat: 200 });
    await makeCode(id, { kind: "flat", percent: null, flat: 600, minCart: 2000 });
    expect(await bestOf(id)).toMatchObject({ pricePaise: 129_900, code: flat.code, savingPaise: 20_000 });
    const cart = new TestClient(shop.url);
    expect((await cart.post("/api/cart", { productId: id, quantity: 1 })).status).toBe(201);
    const summary = await cart.post<{ total: number; discount: number }>("/api/cart/coupon", { code: flat.code });
    expect(summary.body.discount).toBe(200);
  });

  it("leaves out paused, ended, not yet started and used-up codes, and free shipping", async () => {
    const id = await perfume();
    const paused = await makeCode(id, { state: "paused" });
    await makeCode(id, { startsOn: "2099-01-01" });
    await makeCode(id, { kind: "free_shipping", percent: null });
    const full = await makeCode(id, { maxUses: 1 });
    await shop.db.execute(sql`update coupons set uses = 1 where id = ${full.id}`);
    expect(await bestOf(id)).toBeNull();
    expect((await patch(paused.id, { state: "active" })).status).toBe(200);
    expect(await bestOf(id)).toMatchObject({ code: paused.code });
  });

  it("shows a staff edit, pause or hiding on the very next read", async () => {
    const id = await perfume();
    const code = await makeCode(id);
    expect(await bestOf(id)).toMatchObject({ pricePaise: 134_910 });
    expect((await patch(code.id, { percent: 20 })).status).toBe(200);
    expect(await bestOf(id)).toMatchObject({ pricePaise: 119_920 });
    expect((await patch(code.id, { state: "paused" })).status).toBe(200);
    expect(await bestOf(id)).toBeNull();
    expect((await patch(code.id, { state: "active" })).status).toBe(200);
    expect(await bestOf(id)).toMatchObject({ code: code.code });
    await patch(code.id, { showOnProductPages: false });
    expect(await bestOf(id)).toBeNull();
  });

  it("moves the catalogue's version for an advertised code's change, not for an order's use with uses left", async () => {
    const id = await perfume();
    const version = async () =>
      String(
        (
          (await shop.db.execute(sql`select last_value from catalog_version`)) as unknown as {
            rows: { last_value: unknown }[];
          }
        ).rows[0]!.last_value,
      );
    const code = await makeCode(id, { maxUses: 3 });
    const before = await version();
    await shop.db.execute(sql`update coupons set uses = uses + 1 where id = ${code.id}`);
    expect(await version()).toBe(before);
    await shop.db.execute(sql`update coupons set uses = 3 where id = ${code.id}`);
    const usedUp = await version();
    expect(usedUp).not.toBe(before);
    expect(await bestOf(id)).toBeNull();
    const plain = await makeCode(id, { showOnProductPages: false });
    expect(await version()).toBe(usedUp);
    await patch(plain.id, { percent: 30 });
    expect(await version()).toBe(usedUp);
  });

  it("is a guest's for everyone: a first-order code says so", async () => {
    const id = await perfume();
    const code = await makeCode(id, { firstOrderOnly: true, percent: 15 });
    expect(await bestOf(id)).toMatchObject({ code: code.code, firstOrderOnly: true, pricePaise: 127_415 });
  });
});

describe("the product page's line", () => {
  it("says the best price and code, and that it is in the shopper's cart once applied", async () => {
    const id = await perfume();
    const code = await makeCode(id);
    const guest = new TestClient(shop.url);
    expect(await lineOn(guest, id)).toBe(`Best price ₹1,349 with code ${code.code}`);
    expect((await guest.post("/api/cart", { productId: id, quantity: 1 })).status).toBe(201);
    expect((await guest.post("/api/cart/coupon", { code: code.code })).status).toBe(200);
    expect(await lineOn(guest, id)).toBe(`Best price ₹1,349: ${code.code} applied in your cart`);
  });

  it("is not shown to a signed-in shopper who has used the code up, or has ordered before for a first-order code", async () => {
    const id = await perfume();
    const once = await makeCode(id, { maxUsesPerShopper: 1 });
    const client = new TestClient(shop.url);
    await logIn(client, await signUp(client));
    expect(await lineOn(client, id)).toBe(`Best price ₹1,349 with code ${once.code}`);
    expect((await client.post("/api/cart", { productId: id, quantity: 1 })).status).toBe(201);
    expect((await client.post("/api/cart/coupon", { code: once.code })).status).toBe(200);
    const placed = await client.post<{ order: OrderView }>("/submit-order", {
      customer: checkoutCustomer,
      fromCart: true,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await lineOn(client, id)).toBe("");
    // A guest is still shown it.
    expect(await lineOn(new TestClient(shop.url), id)).toBe(`Best price ₹1,349 with code ${once.code}`);
    // A better first-order code: a guest is shown it; a shopper with an order is not, nor the used one.
    const first = await makeCode(id, { firstOrderOnly: true, percent: 15 });
    expect(await lineOn(new TestClient(shop.url), id)).toBe(
      `Best price ₹1,274 with code ${first.code} on your first order`,
    );
    expect(await lineOn(client, id)).toBe("");
  });

  it("is the shopper's own from GET /api/shopper/offers, which a shared page asks for once loaded", async () => {
    const id = await perfume();
    const once = await makeCode(id, { maxUsesPerShopper: 1 });
    type Answer = { bestOffer: { lowest: BestOffer & { inCart: boolean } } | null; message?: string };
    const own = (client: TestClient) => client.get<Answer>(`/api/shopper/offers?product=${id}`);
    // A visitor without a cookie: the guest's line, and no cookie given.
    const visitor = new TestClient(shop.url);
    const first = await own(visitor);
    expect(first.body.bestOffer?.lowest).toMatchObject({ code: once.code, inCart: false });
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const client = new TestClient(shop.url);
    await logIn(client, await signUp(client));
    expect((await client.post("/api/cart", { productId: id, quantity: 1 })).status).toBe(201);
    expect((await client.post("/api/cart/coupon", { code: once.code })).status).toBe(200);
    expect((await own(client)).body.bestOffer?.lowest).toMatchObject({ code: once.code, inCart: true });
    const placed = await client.post("/submit-order", { customer: checkoutCustomer, fromCart: true });
    expect(placed.status).toBe(201);
    expect((await own(client)).body.bestOffer).toBeNull();
    expect((await client.get<Answer>("/api/shopper/offers?product=x")).status).toBe(400);
    expect((await client.get<Answer>("/api/shopper/offers?product=999999999")).status).toBe(404);
  });
});
