import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, orders, productColours, productVariants, products } from "../../server/db/schema";
import type { ProductView } from "@rules/catalog-types";
import type { StaffProductView } from "@rules/staff";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { checkoutCustomer as customer, userWithSession } from "../helpers/accounts";
import { setStock, sizeStockOf } from "../helpers/stock";
import { TestClient } from "../helpers/client";

// Stock is kept per size (docs/decisions/011-stock-per-size.md).
const shop = setUpTestServer();
let adminToken: string;
let SHIRT: number; // a sized product (its collection's sizes)
let PERFUME: number; // no sizes: one variant of size ""
let shirtSizes: string[];

beforeAll(async () => {
  adminToken = (await userWithSession(shop.db, "admin")).token;
  SHIRT = await addProduct(shop.db, { category: "Shirts & Tshirt", stock: 20 });
  PERFUME = await addProduct(shop.db, { category: "Perfumes", stock: 60 });
  shirtSizes = (await shop.db.select().from(products).where(eq(products.id, SHIRT)))[0]!.sizes;
});
beforeEach(async () => {
  await shop.db.delete(orders);
  await shop.db.delete(cartItems);
});

const totalOf = async (id: number) =>
  (await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe("the seeded stock, spread over the sizes", () => {
  it("gives every colour of every product one variant per size (one of size '' without sizes), summing to its stock", async () => {
    const rows = await shop.db.select().from(products);
    const colours = await shop.db.select().from(productColours);
    const variants = await shop.db.select().from(productVariants);
    for (const product of rows) {
      const sizes = product.sizes.length ? product.sizes : [""];
      const own = variants.filter((v) => v.productId === product.id);
      expect(own.reduce((sum, v) => sum + v.stock, 0)).toBe(product.stock);
      const ofProduct = colours.filter((c) => c.productId === product.id);
      expect(ofProduct.length).toBeGreaterThan(0);
      for (const colour of ofProduct) {
        const ofColour = own.filter((v) => v.colourId === colour.id);
        expect(ofColour.map((v) => v.size).sort()).toEqual(sizes.slice().sort());
        expect(ofColour.map((v) => v.sku).sort()).toEqual(
          sizes.map((s) => (s ? `${colour.sku}-${s}` : colour.sku)).sort(),
        );
        // The rule: the colour's stock / sizes each, the first stock % sizes sizes one more.
        const total = ofColour.reduce((sum, v) => sum + v.stock, 0);
        const n = sizes.length;
        const bySize = new Map(ofColour.map((v) => [v.size, v.stock]));
        sizes.forEach((size, i) => expect(bySize.get(size)).toBe(Math.floor(total / n) + (i < total % n ? 1 : 0)));
      }
    }
  });
});

describe("a product's sizes as shoppers see them", () => {
  it("says which sizes are sold out and which have only a few left, never the exact stock", async () => {
    const [sold, few, many] = shirtSizes;
    await setStock(shop.db, SHIRT, Object.fromEntries(shirtSizes.map((s) => [s, 20])));
    await setStock(shop.db, SHIRT, { [sold!]: 0, [few!]: 2, [many!]: 40 });
    const res = await new TestClient(shop.url).get<ProductView>(`/api/products/${SHIRT}`);
    expect(res.status).toBe(200);
    expect(res.body.sizes).toEqual(shirtSizes);
    expect(res.body.sizeAvailability).toEqual(
      shirtSizes.map((size) =>
        size === sold
          ? { size, inStock: false, fewLeft: null }
          : size === few
            ? { size, inStock: true, fewLeft: 2 }
            : { size, inStock: true, fewLeft: null },
      ),
    );
  });
});

describe("the cart and orders per size", () => {
  it("refuses a sold-out size while another size of the same product sells", async () => {
    await setStock(shop.db, SHIRT, Object.fromEntries(shirtSizes.map((s, i) => [s, i === 0 ? 0 : 5])));
    const shopper = new TestClient(shop.url);
    const refused = await shopper.post<{ message: string }>("/api/cart", { productId: SHIRT, size: shirtSizes[0] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(new RegExp(`in size ${shirtSizes[0]} is out of stock$`));
    expect((await shopper.post("/api/cart", { productId: SHIRT, size: shirtSizes[1], quantity: 2 })).status).toBe(201);
    const placed = await shopper.post<{ orderNumber: string }>("/submit-order", { customer, fromCart: true });
    expect(placed.status).toBe(201);
    expect(await sizeStockOf(shop.db, SHIRT, shirtSizes[1]!)).toBe(3);
    expect(await sizeStockOf(shop.db, SHIRT, shirtSizes[2]!)).toBe(5);
    expect(await totalOf(SHIRT)).toBe(3 + 5 * (shirtSizes.length - 2));
  });

  it("sells the last 3 of one size to exactly 3 of 30 shoppers at once, leaving the other sizes alone", async () => {
    const [last, other] = shirtSizes;
    await setStock(shop.db, SHIRT, Object.fromEntries(shirtSizes.map((s) => [s, s === last ? 3 : 7])));
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        new TestClient(shop.url).post<{ message: string }>("/submit-order", {
          customer,
          product: { id: SHIRT, size: last, quantity: 1 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(27);
    for (const r of refused) expect(r.body.message).toMatch(new RegExp(`in size ${last} is out of stock$`));
    expect(await sizeStockOf(shop.db, SHIRT, last!)).toBe(0);
    expect(await sizeStockOf(shop.db, SHIRT, other!)).toBe(7);
    expect(await totalOf(SHIRT)).toBe(7 * (shirtSizes.length - 1));
  });

  it("a product without sizes keeps one figure", async () => {
    await setStock(shop.db, PERFUME, 4);
    const shopper = new TestClient(shop.url);
    const placed = await shopper.post("/submit-order", { customer, product: { id: PERFUME, quantity: 3 } });
    expect(placed.status).toBe(201);
    expect(await sizeStockOf(shop.db, PERFUME, "")).toBe(1);
    expect(await totalOf(PERFUME)).toBe(1);
  });
});

describe("staff edit stock per size", () => {
  const patch = (id: number, body: unknown) =>
    fetch(`${shop.url}/api/admin/products/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(body),
    }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as { product: StaffProductView; message?: string },
    }));

  it("sets each size; the product's stock becomes their sum", async () => {
    const figures = Object.fromEntries(shirtSizes.map((s, i) => [s, i + 1]));
    const res = await patch(SHIRT, { stockBySize: figures });
    expect(res.status).toBe(200);
    expect(res.body.product.stockBySize).toEqual(figures);
    expect(res.body.product.stock).toBe(shirtSizes.reduce((sum, _s, i) => sum + i + 1, 0));
    expect(await totalOf(SHIRT)).toBe(res.body.product.stock);
  });

  it("spreads one figure over the sizes, and refuses a size the product does not come in", async () => {
    const res = await patch(SHIRT, { stock: shirtSizes.length * 2 + 1 });
    expect(res.status).toBe(200);
    expect(Object.values(res.body.product.stockBySize)).toEqual(shirtSizes.map((_s, i) => (i === 0 ? 3 : 2)));
    const before = await totalOf(SHIRT);
    const refused = await patch(SHIRT, { stockBySize: { XXXL: 4 } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Size XXXL is not one of this product's sizes");
    expect(await totalOf(SHIRT)).toBe(before);
  });

  it("gives a product moved to another category that category's sizes, keeping its stock", async () => {
    await setStock(shop.db, SHIRT, 10);
    const res = await patch(SHIRT, { category: "Perfumes" });
    expect(res.status).toBe(200);
    expect(res.body.product.sizes).toEqual([]);
    expect(res.body.product.stockBySize).toEqual({});
    expect(await sizeStockOf(shop.db, SHIRT, "")).toBe(10);
    await patch(SHIRT, { category: "Shirts & Tshirt" });
    expect(await totalOf(SHIRT)).toBe(10);
  });
});
