import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { productColours, productVariants, products } from "../../server/db/schema";
import { STAFF_MESSAGES, sizeNotSold, type StaffProductView } from "@rules/staff";
import { toCardView, type ProductPage, type ProductView } from "@rules/catalog-types";
import type { CartLine } from "@rules/cart-rules";
import type { OrderView } from "@rules/order-status";
import { setUpTestServer } from "../helpers/harness";
import { userWithSession } from "../helpers/accounts";
import { TestClient, callJson } from "../helpers/client";
import { addProduct, seededProductId } from "../helpers/catalog";
import { builtPages } from "../helpers/app";

// A size may cost more or less than its colour (docs/decisions/042-a-price-per-size.md): the staff set it on
// the colour, and the product page, its cards, the cart, the order and the shown-price check all read it.
const shop = setUpTestServer(async () => ({ pages: await builtPages() }));
let adminToken: string;
let productId: number;
let colourId: number;
let markup: number;

type Answer = { product: StaffProductView; message?: string; errors?: { path: string[]; message: string }[] };
const asAdmin = (method: string, url: string, body?: unknown) =>
  callJson<Answer>(shop.url, method, url, body, adminToken);
const editColour = (id: number, body: unknown) =>
  asAdmin("PATCH", `/api/admin/products/${productId}/colours/${id}`, body);
const shopper = async (path = `/api/products/${productId}`) => await (await fetch(`${shop.url}${path}`)).json();
const customer = {
  name: "Kavya Rao",
  email: "kavya.sizes@example.com",
  contact: "9876500042",
  address: "12 MG Road, Bengaluru 560001",
};

beforeAll(async () => {
  adminToken = (await userWithSession(shop.db, "admin")).token;
  productId = await addProduct(shop.db, { category: "Loafers", name: "Size Priced Loafers", price: 2000, stock: 10 });
  const [colour] = await shop.db
    .select()
    .from(productColours)
    .where(eq(productColours.productId, productId))
    .orderBy(asc(productColours.position));
  colourId = colour!.id;
  await shop.db.update(products).set({ oldPricePaise: 300000 }).where(eq(products.id, productId));
  const view = (await shopper()) as ProductView;
  markup = view.price - 2000;
});

describe("the staff give a size a price of its own", () => {
  it("keeps it on the size, and says it on the colour", async () => {
    const res = await editColour(colourId, { sizePrices: { "10": 2400, "6": 1800 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product.colours[0]!.sizePrices).toEqual({ "6": 1800, "10": 2400 });
    const rows = await shop.db
      .select({ size: productVariants.size, price: productVariants.basePricePaise })
      .from(productVariants)
      .where(eq(productVariants.colourId, colourId));
    expect(Object.fromEntries(rows.map((r) => [r.size, r.price]))).toEqual({
      "6": 180000,
      "7": null,
      "8": null,
      "9": null,
      "10": 240000,
    });
  });

  it("refuses a size the product does not come in and a price that is not whole rupees, changing nothing", async () => {
    const unknown = await editColour(colourId, { sizePrices: { "10": 2600, "13": 2500 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(sizeNotSold("13"));
    const bad = await editColour(colourId, { sizePrices: { "10": "two thousand" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(STAFF_MESSAGES.sizePrice);
    const view = (await editColour(colourId, { name: "Tan" })).body.product;
    expect(view.colours[0]!.sizePrices).toEqual({ "6": 1800, "10": 2400 });
  });
});

describe("shoppers see and pay a size's own price", () => {
  it("shows each size's price on the product, its price range on a card, and every variant's price", async () => {
    const view = (await shopper()) as ProductView;
    expect(view.price).toBe(2000 + markup);
    const bySize = Object.fromEntries(view.sizeAvailability!.map((a) => [a.size, a]));
    expect(bySize["10"]).toMatchObject({ price: 2400 + markup, oldPrice: 3000 + markup });
    expect(bySize["6"]).toMatchObject({ price: 1800 + markup, oldPrice: 3000 + markup });
    expect(bySize["8"]!.price).toBeUndefined();
    expect(view.variants!.find((v) => v.size === "10")).toMatchObject({ price: 2400 + markup, inStock: true });
    expect(view.options).toEqual([
      { name: "Colour", values: ["Tan"] },
      { name: "Size", values: ["6", "7", "8", "9", "10"] },
    ]);
    // The variant a colour and size mean, with its SKU; a size the product is not sold in is refused.
    const chosen = (await shopper(`/api/products/${productId}?size=10`)) as ProductView;
    expect(chosen.variant).toMatchObject({ colour: view.colour, size: "10", price: 2400 + markup, inStock: true });
    expect(chosen.variant!.sku).toMatch(/-10$/);
    const unknown = await fetch(`${shop.url}/api/products/${productId}?size=13`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: "Size 13 is not available for Size Priced Loafers" });
    expect(view.colours![0]!.sizePrices).toEqual({ min: 1800 + markup, max: 2400 + markup });
    expect(toCardView(view).priceRange).toEqual({ min: 1800 + markup, max: 2400 + markup });

    // The list reads the product's row: its one swatch carries the sizes' range.
    const list = (await shopper(`/api/products?q=${encodeURIComponent("Size Priced Loafers")}`)) as ProductPage;
    const card = list.products.find((p) => p.id === productId)!;
    expect(toCardView(card).priceRange).toEqual({ min: 1800 + markup, max: 2400 + markup });
    expect(toCardView(card).colours).toBeUndefined();

    // The page says each size's own price on its button, and stays one byte a character.
    const html = await (await fetch(`${shop.url}/product/${productId}`)).text();
    expect(html).toMatch(new RegExp(`&#x20b9;${(2400 + markup).toLocaleString("en-IN")}`));
    expect([...html].filter((char) => char.codePointAt(0)! > 0xff)).toEqual([]);
  });

  it("is found by a list's price window and placed in its price order by its cheapest size", async () => {
    const list = async (query: string) =>
      ((await shopper(`/api/products?category=Loafers&limit=100&${query}`)) as ProductPage).products.map((p) => p.id);
    // Its colour costs ₹2,000, its size 6 ₹1,800: the card's range starts at ₹1,800, and so does the list's price.
    expect(await list(`maxPrice=${1800 + markup}`)).toContain(productId);
    expect(await list(`maxPrice=${1799 + markup}`)).not.toContain(productId);
    expect(await list(`minPrice=${1801 + markup}`)).not.toContain(productId);
    const cheapestFirst = ((await shopper(`/api/products?category=Loafers&limit=100&sort=price-asc`)) as ProductPage)
      .products;
    const from = cheapestFirst.map((p) => toCardView(p).priceRange?.min ?? p.price);
    expect(from).toEqual([...from].sort((a, b) => a - b));
    expect(from[cheapestFirst.findIndex((p) => p.id === productId)]).toBe(1800 + markup);
  });

  it("charges it in the cart and the order, and checks a shown price against the size's", async () => {
    const client = new TestClient(shop.url);
    const refused = await client.post<{ message: string }>("/api/cart", {
      productId,
      size: "10",
      quantity: 1,
      price: 2000 + markup,
    });
    expect(refused.status).toBe(409);
    expect((await client.post("/api/cart", { productId, size: "10", quantity: 1, price: 2400 + markup })).status).toBe(
      201,
    );
    expect((await client.post("/api/cart", { productId, size: "8", quantity: 2 })).status).toBeLessThan(300);
    const cart = (await client.get<CartLine[]>("/api/cart")).body;
    expect(cart.map(({ size, price, lineTotal }) => ({ size, price, lineTotal }))).toEqual([
      { size: "10", price: 2400 + markup, lineTotal: 2400 + markup },
      { size: "8", price: 2000 + markup, lineTotal: 2 * (2000 + markup) },
    ]);
    const placed = await client.post<{ orderNumber: string; order: OrderView }>("/submit-order", {
      customer,
      fromCart: true,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const lines = placed.body.order.lines.map(({ size, unitPrice }) => ({ size, unitPrice }));
    expect(lines).toEqual([
      { size: "10", unitPrice: 2400 + markup },
      { size: "8", unitPrice: 2000 + markup },
    ]);
  });

  it("goes back to the colour's price when the staff empty it", async () => {
    expect((await editColour(colourId, { sizePrices: { "10": "", "6": null } })).status).toBe(200);
    const view = (await shopper()) as ProductView;
    expect(view.sizeAvailability!.every((a) => a.price === undefined)).toBe(true);
    expect(view.colours![0]!.sizePrices).toBeUndefined();
    expect(toCardView(view).priceRange).toBeUndefined();
    const [row] = await shop.db
      .select({ swatches: products.swatches })
      .from(products)
      .where(eq(products.id, productId));
    expect(row!.swatches).toEqual([]);
  });
});

describe("the staff's edit page, without JavaScript", () => {
  const post = (fields: [string, string][]) =>
    fetch(`${shop.url}/admin/products/${productId}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${adminToken}`,
        "content-type": "application/x-www-form-urlencoded",
        origin: shop.url,
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  it("shows a field per size, saves the prices typed, and answers a refused one beside the sizes", async () => {
    const html = await (
      await fetch(`${shop.url}/admin/products/${productId}`, { headers: { authorization: `Bearer ${adminToken}` } })
    ).text();
    expect(html).toContain("Price by size");
    for (const size of ["6", "7", "8", "9", "10"]) expect(html).toContain(`name="sizePrice.${size}"`);

    const sku = (await shop.db.select().from(productColours).where(eq(productColours.id, colourId)))[0]!.sku;
    const saved = await post([
      ["intent", "editColour"],
      ["colourId", String(colourId)],
      ["name", "Tan"],
      ["sku", sku],
      ["sizePrice.6", ""],
      ["sizePrice.10", "2600"],
    ]);
    expect(saved.status, await saved.clone().text()).toBeLessThan(400);
    expect(await saved.text()).toMatch(/size 10 ₹2,600/);

    const refused = await post([
      ["intent", "editColour"],
      ["colourId", String(colourId)],
      ["name", "Tan"],
      ["sku", sku],
      ["sizePrice.10", "0"],
    ]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(STAFF_MESSAGES.sizePrice);
    const view = (await shopper()) as ProductView;
    expect(view.sizeAvailability!.find((a) => a.size === "10")!.price).toBe(2600 + markup);
  });
});

describe("a former product's link", () => {
  it("leads to the product it joined once its colour is removed", async () => {
    const loafers = await seededProductId(shop.db, "Men Suede Penny Loafers");
    const [tan] = await shop.db
      .select()
      .from(productColours)
      .where(eq(productColours.productId, loafers))
      .orderBy(asc(productColours.position))
      .offset(1);
    const former = tan!.formerProductId!;
    expect(former).toBeGreaterThan(0);
    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.colourId, tan!.id));
    const removed = await asAdmin("DELETE", `/api/admin/products/${loafers}/colours/${tan!.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    for (const [path, to] of [
      [`/api/products/${former}`, `/api/products/${loafers}`],
      [`/product/${former}`, `/product/${loafers}`],
    ]) {
      const res = await fetch(`${shop.url}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(to);
    }
  });
});
