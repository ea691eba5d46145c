import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, clearedCarts, products, wishlistItems } from "../../server/db/schema";
import { createServices } from "../../server/services";
import { userOwner } from "../../server/cart/owner";
import type { CartLine } from "@rules/cart-rules";
import { CLEARED_CART_KEPT_MS, deleteExpiredClearedCarts } from "../../server/cart/cart";
import type { ProductView } from "@rules/catalog-types";
import { setUpTestServer } from "../helpers/harness";
import { setStock } from "../helpers/stock";
import { TAN_LOAFER, addProduct } from "../helpers/catalog";
import { testConfig } from "../helpers/app";
import { TestClient } from "../helpers/client";

// The file's own products, made in beforeAll. Shown prices carry the store's ₹500 markup.
const LOAFER_NAME = TAN_LOAFER.name;
const LOAFER_IMAGE = TAN_LOAFER.image;
const SHOE_NAME = "Test Black Leather Sneakers";
let LOAFER: number; // ₹3,299 (shown ₹3,799), sizes 6-10, 5 in each
let LOAFER_OUT_OF_STOCK: number;
let SHOE_STOCK_3: number; // men's shoe: stock is per size, 3 left in size 8 and 3 in size 9 (set before each test)
const SHOE_SIZES = { "6": 0, "7": 0, "8": 3, "9": 3, "10": 0, "11": 0 };
let PERFUME: number; // ₹4,899 (shown ₹5,399), no sizes, stock 60
let TRACKSUIT: number; // a size is required for the cart
let SANDAL: number; // no size: stored as "N/A"

/** The it.each tables are built before beforeAll makes the products: they name one, and withId puts its id in. */
const named = {
  loafer: () => LOAFER,
  "sold-out loafer": () => LOAFER_OUT_OF_STOCK,
  perfume: () => PERFUME,
  tracksuit: () => TRACKSUIT,
};
function withId<T>(body: T): T {
  const name = (body as { productId?: unknown } | null)?.productId;
  if (typeof name !== "string" || !Object.hasOwn(named, name)) return body;
  return { ...(body as object), productId: named[name as keyof typeof named]() } as T;
}

const shop = setUpTestServer();
let a: TestClient;
let b: TestClient;
beforeAll(async () => {
  LOAFER = await addProduct(shop.db, TAN_LOAFER);
  LOAFER_OUT_OF_STOCK = await addProduct(shop.db, { category: "Loafers", stock: 0 });
  SHOE_STOCK_3 = await addProduct(shop.db, { category: "Shoes", name: SHOE_NAME, stock: SHOE_SIZES });
  PERFUME = await addProduct(shop.db, { category: "Perfumes", price: 4899, stock: 60 });
  TRACKSUIT = await addProduct(shop.db, { category: "Cordset & Tracksuit", stock: 8 });
  SANDAL = await addProduct(shop.db, { category: "Girls Sandals and jutti", stock: 10 });
});
beforeEach(async () => {
  await shop.db.delete(cartItems);
  await shop.db.delete(wishlistItems);
  await shop.db.delete(clearedCarts);
  await setStock(shop.db, SHOE_STOCK_3, SHOE_SIZES);
  a = new TestClient(shop.url);
  b = new TestClient(shop.url);
});

const cartOf = async (client: TestClient) => {
  const res = await client.get<CartLine[]>("/api/cart");
  expect(res.status).toBe(200);
  return res.body;
};

describe("the guest's identity", () => {
  it("is a signed, httpOnly cookie set on the first visit", async () => {
    const res = await a.get<CartLine[]>("/api/cart");
    expect(res.body).toEqual([]);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("stylehub_guest="));
    expect(cookie).toMatch(/^stylehub_guest=s%3A[0-9a-f-]{36}\.[\w%+/=-]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const again = await a.get("/api/cart");
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("cannot be forged: an unsigned or re-signed cookie is a new guest", async () => {
    await a.post("/api/cart", { productId: PERFUME });
    const guestId = /s%3A([0-9a-f-]{36})\./.exec(a.cookieHeader)?.[1];
    expect(guestId).toBeTruthy();
    const forged = await fetch(`${shop.url}/api/cart`, {
      headers: { accept: "application/json", cookie: `stylehub_guest=${guestId}` },
    });
    expect(await forged.json()).toEqual([]);
    const tampered = await fetch(`${shop.url}/api/cart`, {
      headers: { accept: "application/json", cookie: `stylehub_guest=s%3A${guestId}.AAAA` },
    });
    expect(await tampered.json()).toEqual([]);
  });
});

describe("POST /api/cart", () => {
  it("adds a line priced by the server, ignoring the amounts it is sent", async () => {
    // A shown name or price that is not the product's is refused (below); other amounts are ignored.
    const res = await a.post<CartLine[]>("/api/cart", {
      productId: String(LOAFER),
      size: "8",
      quantity: 2,
      amount: 1,
      oldPrice: 0,
    });
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(1);
    const line = res.body[0]!;
    expect(line).toMatchObject({
      productId: String(LOAFER),
      name: LOAFER_NAME,
      size: "8",
      price: 3799,
      quantity: 2,
      lineTotal: 7598,
      image: LOAFER_IMAGE,
    });
    expect(line._id).toBe(String(line.id));
  });

  it("adds to the line of the same product and size, and makes a new line for another size", async () => {
    await a.post("/api/cart", { productId: LOAFER, size: "8" });
    await a.post("/api/cart", { id: LOAFER, size: "8", quantity: 2 });
    const res = await a.post<CartLine[]>("/api/cart", { _id: String(LOAFER), size: "9" });
    expect(res.body.map((l) => [l.size, l.quantity])).toEqual([
      ["8", 3],
      ["9", 1],
    ]);
  });

  it("defaults the quantity to 1", async () => {
    const res = await a.post<CartLine[]>("/api/cart", { productId: PERFUME });
    expect(res.body[0]).toMatchObject({ quantity: 1, size: null });
  });

  it("stores sandals added without a size as N/A", async () => {
    const res = await a.post<CartLine[]>("/api/cart", { productId: SANDAL });
    expect(res.status).toBe(201);
    expect(res.body[0]!.size).toBe("N/A");
  });

  it.each([
    [{ productId: "tracksuit" }, 400, "Please select a size before adding to cart!"],
    [{ productId: "loafer" }, 400, "Please select a size before adding to cart!"],
    [{ productId: "loafer", size: "12" }, 400, `Size 12 is not available for ${LOAFER_NAME}`],
    [{ productId: "perfume", size: "M" }, 400, /does not come in sizes/],
    [{ productId: 999_999 }, 404, "Product not found"],
    [{ productId: "abc" }, 400, /^productId: /],
    [{}, 400, "productId: is required"],
    [{ productId: "perfume", quantity: 0 }, 400, "quantity: must be at least 1"],
    [{ productId: "perfume", quantity: -2 }, 400, "quantity: must be at least 1"],
    [{ productId: "perfume", quantity: 1.5 }, 400, /^quantity: /],
    [{ productId: "perfume", quantity: "2" }, 400, /^quantity: /],
    [{ productId: "perfume", quantity: 11 }, 400, "quantity: must be at most 10"],
    [{ productId: "sold-out loafer", size: "8" }, 409, /is out of stock$/],
    [[1, 2], 400, /./],
    ["just text", 400, /./],
  ])("refuses %j with %i and changes nothing", async (body, status, message) => {
    await a.post("/api/cart", { productId: PERFUME });
    const before = await cartOf(a);
    const res = await a.post<{ message: string }>("/api/cart", withId(body));
    expect(res.status).toBe(status);
    if (typeof message === "string") expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await cartOf(a)).toEqual(before);
  });

  it("refuses malformed JSON with 400 and changes nothing", async () => {
    await a.post("/api/cart", { productId: PERFUME });
    const res = await a.request("POST", "/api/cart", `{"productId": ${PERFUME},`);
    expect(res.status).toBe(400);
    expect((await cartOf(a))[0]!.quantity).toBe(1);
  });

  it("never lets a line pass the stock", async () => {
    await a.post("/api/cart", { productId: SHOE_STOCK_3, size: "8", quantity: 3 });
    const res = await a.post<{ message: string }>("/api/cart", { productId: SHOE_STOCK_3, size: "8" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Only 3 of ${SHOE_NAME} in size 8 left in stock`);
    expect((await cartOf(a))[0]!.quantity).toBe(3);
  });

  it("ends 20 parallel adds of one product and size as one line of exactly 10", async () => {
    await a.get("/api/cart"); // the guest cookie first, so all 20 requests are one shopper's
    const results = await Promise.all(
      Array.from({ length: 20 }, () => a.post("/api/cart", { productId: PERFUME, quantity: 1 })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(10);
    const cart = await cartOf(a);
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(10);
  });

  it("ends parallel adds at the stock when it is below the line cap", async () => {
    await a.get("/api/cart");
    const results = await Promise.all(
      Array.from({ length: 20 }, () => a.post("/api/cart", { productId: SHOE_STOCK_3, size: "9" })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect((await cartOf(a))[0]!.quantity).toBe(3);
  });
});

describe("PATCH and DELETE /api/cart", () => {
  it("sets a line's quantity within the cap", async () => {
    const [line] = (await a.post<CartLine[]>("/api/cart", { productId: PERFUME })).body;
    const res = await a.patch<CartLine[]>(`/api/cart/${line!._id}`, { quantity: 4 });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ quantity: 4, lineTotal: 4 * (4899 + 500) });
    expect((await a.patch(`/api/cart/${line!._id}`, { quantity: 11 })).status).toBe(400);
    expect((await a.patch(`/api/cart/${line!._id}`, { quantity: 0 })).status).toBe(400);
    expect((await a.patch(`/api/cart/${line!._id}`, {})).status).toBe(400);
    expect((await cartOf(a))[0]!.quantity).toBe(4);
  });

  it("refuses a quantity above the stock with 409", async () => {
    const [line] = (await a.post<CartLine[]>("/api/cart", { productId: SHOE_STOCK_3, size: "8" })).body;
    const res = await a.patch<{ message: string }>(`/api/cart/${line!._id}`, { quantity: 4 });
    expect(res.status).toBe(409);
    expect((await cartOf(a))[0]!.quantity).toBe(1);
  });

  it("removes a line and answers the new cart; clear empties it", async () => {
    await a.post("/api/cart", { productId: PERFUME });
    const lines = (await a.post<CartLine[]>("/api/cart", { productId: LOAFER, size: "7" })).body;
    const removed = await a.delete<CartLine[]>(`/api/cart/${lines[0]!._id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.map((l) => l.productId)).toEqual([String(LOAFER)]);
    expect((await a.delete(`/api/cart/${lines[0]!._id}`)).status).toBe(404);
    expect((await a.delete("/api/cart/not-a-line")).status).toBe(404);
    const cleared = await a.delete("/api/cart/clear");
    expect(cleared).toMatchObject({ status: 200, body: [] });
    expect(await cartOf(a)).toEqual([]);
  });
});

describe("a line's size", () => {
  it("a line still to take a size names the sizes sold out, so its picker never offers them", async () => {
    await setStock(shop.db, SANDAL, { "36": 0, "37": 0, "38": 5, "39": 2, "40": 0 });
    const [sandal] = (await a.post<CartLine[]>("/api/cart", { productId: SANDAL })).body;
    expect(sandal).toMatchObject({ needsSize: true, soldOutSizes: ["36", "37", "40"] });
    const perfume = (await a.post<CartLine[]>("/api/cart", { productId: PERFUME })).body.find(
      (l) => l.productId === String(PERFUME),
    );
    expect(perfume!.soldOutSizes).toEqual([]);
  });

  it("a sandal added without a size needs one, takes one by PATCH, and joins a line of that size", async () => {
    await setStock(shop.db, SANDAL, { "38": 5 });
    const [sandal] = (await a.post<CartLine[]>("/api/cart", { productId: SANDAL })).body;
    expect(sandal).toMatchObject({ size: "N/A", needsSize: true });
    expect(sandal!.sizes).toContain("38");
    const perfume = (await a.post<CartLine[]>("/api/cart", { productId: PERFUME })).body.find(
      (l) => l.productId === String(PERFUME),
    );
    expect(perfume).toMatchObject({ needsSize: false, sizes: [] });

    expect((await a.patch(`/api/cart/${sandal!._id}`, { size: "N/A" })).status).toBe(400);
    expect((await a.patch(`/api/cart/${sandal!._id}`, { size: "99" })).status).toBe(400);
    expect((await a.patch(`/api/cart/${sandal!._id}`, { size: { x: 1 } })).status).toBe(400);
    const chosen = await a.patch<CartLine[]>(`/api/cart/${sandal!._id}`, { size: 38 });
    expect(chosen.status).toBe(200);
    expect(chosen.body.find((l) => l.productId === String(SANDAL))).toMatchObject({ size: "38", needsSize: false });

    // Another "N/A" line of the same sandal, then the same size: one line, quantities added.
    await a.post("/api/cart", { productId: SANDAL, quantity: 2 });
    const again = (await cartOf(a)).find((l) => l.size === "N/A")!;
    const joined = await a.patch<CartLine[]>(`/api/cart/${again._id}`, { size: "38" });
    const sandals = joined.body.filter((l) => l.productId === String(SANDAL));
    expect(sandals).toHaveLength(1);
    expect(sandals[0]).toMatchObject({ size: "38", quantity: 3 });
  });

  it("a product without sizes refuses one", async () => {
    const [line] = (await a.post<CartLine[]>("/api/cart", { productId: PERFUME })).body;
    const res = await a.patch<{ message: string }>(`/api/cart/${line!._id}`, { size: "M" });
    expect(res.status).toBe(400);
    expect((await cartOf(a))[0]!.size).toBeNull();
  });

  it("is the owner's only: another shopper's line is not found", async () => {
    const [line] = (await a.post<CartLine[]>("/api/cart", { productId: SANDAL })).body;
    expect((await b.patch(`/api/cart/${line!._id}`, { size: "38" })).status).toBe(404);
    expect((await cartOf(a))[0]!.size).toBe("N/A");
  });
});

describe("an emptied cart", () => {
  it("is kept a day and restored once, within stock, beside what was added since", async () => {
    await a.post("/api/cart", { productId: PERFUME, quantity: 2 });
    await a.post("/api/cart", { productId: SHOE_STOCK_3, quantity: 3, size: "8" });
    expect((await a.delete("/api/cart/clear")).body).toEqual([]);
    expect((await b.post("/api/cart/restore")).status).toBe(404);

    await a.post("/api/cart", { productId: PERFUME, quantity: 1 });
    // Stock moved on meanwhile: two of the three shoes are left.
    await setStock(shop.db, SHOE_STOCK_3, { "8": 2 });
    const res = await a.post<{ lines: CartLine[]; unavailable: string[] }>("/api/cart/restore");
    expect(res.status).toBe(200);
    expect(res.body.unavailable).toEqual([]);
    expect(res.body.lines.map((l) => [Number(l.productId), l.quantity]).sort()).toEqual(
      [
        [PERFUME, 3],
        [SHOE_STOCK_3, 2],
      ].sort(),
    );
    expect((await a.post("/api/cart/restore")).status).toBe(404);
  });

  it("names what is out of stock now, and is gone after a day", async () => {
    await a.post("/api/cart", { productId: PERFUME });
    await a.post("/api/cart", { productId: LOAFER, size: "8" });
    await a.delete("/api/cart/clear");
    const [loafer] = await shop.db.select().from(products).where(eq(products.id, LOAFER));
    await setStock(shop.db, LOAFER, 0);
    const res = await a.post<{ lines: CartLine[]; unavailable: string[] }>("/api/cart/restore");
    await setStock(shop.db, LOAFER, loafer!.stock);
    expect(res.body.unavailable).toEqual([loafer!.name]);
    expect(res.body.lines.map((l) => Number(l.productId))).toEqual([PERFUME]);

    await a.delete("/api/cart/clear");
    await shop.db.update(clearedCarts).set({ clearedAt: new Date(Date.now() - CLEARED_CART_KEPT_MS - 1000) });
    expect((await a.post("/api/cart/restore")).status).toBe(404);
    await deleteExpiredClearedCarts(shop.db);
    expect(await shop.db.select().from(clearedCarts)).toEqual([]);
  });

  it("stays restorable after the guest signs in", async () => {
    const services = createServices(shop.db, testConfig());
    const guest = "guest:00000000-0000-4000-8000-000000000002" as const;
    const user = userOwner(43);
    await services.cart.add(guest, { productId: PERFUME, quantity: 2, size: undefined });
    await services.cart.clear(guest);
    expect(await services.cart.clearedCount(guest)).toBe(2);
    await services.cart.merge(guest, user);
    expect(await services.cart.clearedCount(guest)).toBe(0);
    expect(await services.cart.clearedCount(user)).toBe(2);
    await services.cart.restore(user);
    expect((await services.cart.lines(user)).map((l) => l.quantity)).toEqual([2]);
  });
});

describe("ownership", () => {
  it("keeps each shopper's cart their own: B never sees A's lines and gets 404 for them", async () => {
    const [line] = (await a.post<CartLine[]>("/api/cart", { productId: PERFUME, quantity: 2 })).body;
    expect(await cartOf(b)).toEqual([]);
    const patch = await b.patch<{ message: string }>(`/api/cart/${line!._id}`, { quantity: 5 });
    expect(patch.status).toBe(404);
    expect(patch.body.message).toBe("Cart item not found");
    expect((await b.delete(`/api/cart/${line!._id}`)).status).toBe(404);
    await b.delete("/api/cart/clear");
    expect((await cartOf(a))[0]!.quantity).toBe(2);
  });

  it("keeps wishlists apart too", async () => {
    await a.post("/wishlist", { id: PERFUME });
    expect((await b.get<ProductView[]>("/wishlist")).body).toEqual([]);
    expect((await b.delete(`/wishlist/${PERFUME}`)).status).toBe(404);
    expect((await a.get<ProductView[]>("/wishlist")).body).toHaveLength(1);
  });
});

describe("the wishlist", () => {
  it("adds a product once, answers the whole list, and removes by product id", async () => {
    const first = await a.post<ProductView[]>("/wishlist", {
      id: LOAFER,
      name: LOAFER_NAME,
      price: 3799,
      image: "y",
    });
    expect(first.status).toBe(201);
    expect(first.body.map((p) => [p.id, p.name, p.price])).toEqual([[LOAFER, LOAFER_NAME, 3799]]);
    const again = await a.post<ProductView[]>("/wishlist", { _id: String(LOAFER) });
    expect(again.body).toHaveLength(1);
    const two = await a.post<ProductView[]>("/wishlist", { _id: String(PERFUME) });
    expect(two.body.map((p) => p.id)).toEqual([LOAFER, PERFUME]);
    const removed = await a.delete<ProductView[]>(`/wishlist/${LOAFER}`);
    expect(removed).toMatchObject({ status: 200 });
    expect(removed.body.map((p) => p.id)).toEqual([PERFUME]);
    expect((await a.delete(`/wishlist/${LOAFER}`)).status).toBe(404);
  });

  it.each([
    [{}, 400],
    [{ id: "abc" }, 400],
    [{ id: 999_999 }, 404],
  ])("refuses %j with %i and changes nothing", async (body, status) => {
    await a.post("/wishlist", { id: PERFUME });
    const res = await a.post<{ message: string }>("/wishlist", body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBeTruthy();
    expect((await a.get<ProductView[]>("/wishlist")).body.map((p) => p.id)).toEqual([PERFUME]);
  });

  it("leaves GET /wishlist to the page when a browser asks for HTML", async () => {
    const res = await a.request("GET", "/wishlist", undefined, { accept: "text/html" });
    expect(res.headers.get("content-type")).not.toMatch(/json/);
  });
});

describe("merging a guest into an account", () => {
  it("adds quantities of the same product and size, capped, and keeps wishes once", async () => {
    const services = createServices(shop.db, testConfig());
    const guest = "guest:00000000-0000-4000-8000-000000000001" as const;
    const user = userOwner(42);
    await services.cart.add(guest, { productId: PERFUME, quantity: 7, size: undefined });
    await services.cart.add(guest, { productId: LOAFER, quantity: 1, size: "8" });
    await services.cart.add(guest, { productId: SHOE_STOCK_3, quantity: 2, size: "8" });
    await services.cart.add(user, { productId: PERFUME, quantity: 6, size: undefined });
    await services.cart.add(user, { productId: SHOE_STOCK_3, quantity: 2, size: "8" });
    await services.wishlist.add(guest, LOAFER);
    await services.wishlist.add(guest, PERFUME);
    await services.wishlist.add(user, PERFUME);

    await services.cart.merge(guest, user);

    const lines = await services.cart.lines(user);
    expect(lines.map((l) => [Number(l.productId), l.size, l.quantity]).sort()).toEqual(
      [
        [PERFUME, null, 10],
        [LOAFER, "8", 1],
        [SHOE_STOCK_3, "8", 3],
      ].sort(),
    );
    expect((await services.wishlist.items(user)).map((p) => p.id).sort()).toEqual([LOAFER, PERFUME].sort());
    expect(await services.cart.lines(guest)).toEqual([]);
    expect(await services.wishlist.items(guest)).toEqual([]);
  });
});

describe("caching", () => {
  it("never lets a shared cache keep a shopper's cart, wishlist or orders", async () => {
    await a.post("/api/cart", { productId: PERFUME });
    for (const path of ["/api/cart", "/wishlist", "/api/orders/my-orders", "/api/orders/SH-NOPE"]) {
      const res = await a.get(path);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    expect((await a.post("/api/cart", { productId: PERFUME })).headers.get("cache-control")).toBe("private, no-store");
    expect((await a.get("/api/products?limit=1")).headers.get("cache-control")).not.toBe("private, no-store");
  });
});

describe("never the wrong product (an older client's list index sent as the id)", () => {
  it("refuses a cart line whose shown name or price is not the product's, naming both, and adds nothing", async () => {
    const wrongName = await a.post<{ message: string }>("/api/cart", {
      id: LOAFER,
      name: "Versace Couture Petrol Blue Polo T-Shirt",
      size: "8",
    });
    expect(wrongName.status).toBe(409);
    expect(wrongName.body.message).toBe(
      `This item names “Versace Couture Petrol Blue Polo T-Shirt”, but product ${LOAFER} is “${LOAFER_NAME}”. Nothing was added to your cart.`,
    );
    const wrongPrice = await a.post<{ message: string }>("/api/cart", { id: LOAFER, price: "999", size: "8" });
    expect(wrongPrice.status).toBe(409);
    expect(wrongPrice.body.message).toMatch(/₹999.*₹3,799.*Nothing was added to your cart\.$/);
    expect(await cartOf(a)).toEqual([]);

    // The product it names, as shown (any case): added.
    const right = await a.post("/api/cart", {
      id: LOAFER,
      name: "test tan suede penny loafers",
      price: 3799,
      size: "8",
    });
    expect(right.status).toBe(201);
  });

  it("refuses a wishlist entry the same way, and keeps the list as it was", async () => {
    const wrong = await a.post<{ message: string }>("/wishlist", {
      id: LOAFER,
      name: "Versace Couture Petrol Blue Polo T-Shirt",
      price: 2499,
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toContain("Nothing was added to your wishlist.");
    expect((await a.get<ProductView[]>("/wishlist")).body).toEqual([]);
    const right = await a.post<ProductView[]>("/wishlist", { id: LOAFER, name: LOAFER_NAME });
    expect(right.status).toBe(201);
    expect(right.body.map((p) => p.id)).toEqual([LOAFER]);
  });
});

describe("the cart domain checks its own input", () => {
  // The pages' actions call cart.add and cart.setQuantity directly: the domain refuses bad input itself.
  it.each([
    [{ productId: "perfume", quantity: 11 }, "must be at most 10"],
    [{ productId: "perfume", quantity: 0 }, "must be at least 1"],
    [{ productId: "perfume", quantity: 2.5 }, "must be a whole number from 1 to 10"],
    [{ productId: "perfume", quantity: "3" }, "must be a whole number from 1 to 10"],
    [{ productId: "loafer", size: "8".repeat(21) }, "must be at most 20 characters"],
    [{ productId: "loafer", size: { eu: 8 } }, "must be text or a number"],
    [{ quantity: 1 }, "is required"],
  ])("cart.add refuses %j and adds nothing", async (input, message) => {
    const services = createServices(shop.db, testConfig());
    const owner = userOwner(44);
    await expect(services.cart.add(owner, withId(input))).rejects.toMatchObject({
      issues: [expect.objectContaining({ message })],
    });
    expect(await services.cart.lines(owner)).toEqual([]);
  });

  it("cart.setQuantity and cart.setSize refuse a bad quantity or size and change nothing", async () => {
    const services = createServices(shop.db, testConfig());
    const owner = userOwner(45);
    await services.cart.add(owner, { productId: LOAFER, size: "8", quantity: 2 });
    const [line] = await services.cart.lines(owner);
    for (const quantity of [11, 0, 1.5, "4", null]) {
      await expect(services.cart.setQuantity(owner, line!.id, quantity)).rejects.toMatchObject({
        issues: [expect.objectContaining({ path: ["quantity"] })],
      });
    }
    for (const size of ["9".repeat(21), { eu: 9 }, undefined]) {
      await expect(services.cart.setSize(owner, line!.id, size)).rejects.toMatchObject({
        issues: [expect.objectContaining({ path: ["size"] })],
      });
    }
    expect((await services.cart.lines(owner)).map((l) => [l.size, l.quantity])).toEqual([["8", 2]]);
  });
});
