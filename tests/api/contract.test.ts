// docs/product.md section 7 as older clients send it: they must keep working unchanged.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartItems } from "../../server/db/schema";
import type { CartLine } from "@rules/cart-rules";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { TestClient } from "../helpers/client";
import { logIn, signUp } from "../helpers/accounts";

const customer = {
  name: "Asha Rao",
  email: "asha@example.com",
  contact: "9876543210",
  address: "12 MG Road, Bengaluru 560001",
};

const shop = setUpTestServer();
let client: TestClient;
let LOAFER: number;

beforeAll(async () => {
  LOAFER = await addProduct(shop.db, { category: "Loafers", stock: 25 }); // sizes 6-10, 5 in each
});
beforeEach(async () => {
  await shop.db.delete(cartItems);
  client = new TestClient(shop.url);
});

describe("a size sent as a number", () => {
  it("is taken like the same size as text by the cart", async () => {
    const res = await client.post<CartLine[]>("/api/cart", { productId: LOAFER, size: 6 });
    expect(res.status).toBe(201);
    expect(res.body.map((l) => l.size)).toEqual(["6"]);
    const again = await client.post<CartLine[]>("/api/cart", { productId: LOAFER, size: "6" });
    expect(again.body).toHaveLength(1);
    expect(again.body[0]!.quantity).toBe(2);
  });

  it("is taken by /submit-order and createOrder", async () => {
    const cod = await client.post<{ orderNumber: string }>("/submit-order", {
      customer,
      product: [{ id: LOAFER, quantity: 1, size: 7 }],
    });
    expect(cod.status).toBe(201);
    const online = await client.post<{ orderNumber: string }>("/api/order/createOrder", {
      customer,
      product: [{ id: LOAFER, quantity: 1, size: 8 }],
    });
    expect(online.status).toBe(201);
  });

  it("still refuses a size that is neither text nor a number", async () => {
    const res = await client.post<{ message: string }>("/api/cart", { productId: LOAFER, size: { eu: 6 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("size: must be text or a number");
  });
});

describe("profile fields", () => {
  it("take free text, a choice of the page in any case stored as the choice", async () => {
    await logIn(client, await signUp(client));
    const female = await client.request<{ gender: string }>("PUT", "/api/auth/profile", { gender: "Female" });
    expect(female.status).toBe(200);
    const read = async () =>
      (await client.get<Record<string, unknown>>("/api/auth/profile")).body as {
        gender?: string;
        user?: { gender: string };
      };
    const gender = async () => {
      const b = await read();
      return b.user?.gender ?? b.gender;
    };
    expect(await gender()).toBe("female");
    expect((await client.request("PUT", "/api/auth/profile", { gender: "  Non-binary " })).status).toBe(200);
    expect(await gender()).toBe("Non-binary");
    const long = await client.request<{ message: string }>("PUT", "/api/auth/profile", { gender: "x".repeat(41) });
    expect(long.status).toBe(400);
  });
});

describe("order lookup by number and e-mail", () => {
  it("is limited per client address like login", async () => {
    const limit = shop.server.config.authAttemptsPerMinute;
    for (let i = 0; i < limit; i++) {
      const res = await client.post("/api/orders/lookup", { orderNumber: `SH-GUESS${i}`, email: "a@b.co" });
      expect(res.status).toBe(404);
    }
    const over = await client.post<{ message: string }>("/api/orders/lookup", {
      orderNumber: "SH-GUESSX",
      email: "a@b.co",
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/too many attempts/i);
  });
});

describe("headers", () => {
  it("send a Permissions-Policy that turns off what the store does not use", async () => {
    const res = await fetch(`${shop.url}/api/products`);
    expect(res.headers.get("permissions-policy")).toBe(
      "camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()",
    );
  });
});

describe("the wishlist with the product objects a client posts", () => {
  it("keeps one entry per product and removes it by the object's id or _id", async () => {
    const first = await client.post<{ id: number; _id: string }[]>("/wishlist", { id: LOAFER });
    expect(first.status).toBe(201);
    const again = await client.post<{ id: number; _id: string }[]>("/wishlist", first.body[0]);
    expect(again.body).toHaveLength(1);
    const item = again.body[0]!;
    expect((await client.delete<unknown[]>(`/wishlist/${item._id}`)).body).toEqual([]);
    await client.post("/wishlist", { _id: String(LOAFER) });
    expect((await client.delete<unknown[]>(`/wishlist/${item.id}`)).body).toEqual([]);
  });
});
