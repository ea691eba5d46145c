import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { productColours, productVariants, products } from "../../server/db/schema";
import { STAFF_MESSAGES, colourInStock, colourTaken, skuTaken, type StaffProductView } from "@rules/staff";
import type { CartLine } from "@rules/cart-rules";
import type { ProductPage, ProductView } from "@rules/catalog-types";
import type { OrderView } from "@rules/order-status";
import { setUpTestServer } from "../helpers/harness";
import { userWithSession } from "../helpers/accounts";
import { TestClient, callJson } from "../helpers/client";
import { addProduct } from "../helpers/catalog";
import { builtPages } from "../helpers/app";

// The staff add, edit, reorder and remove a product's colours (docs/decisions/036-staff-manage-colours.md);
// shoppers see each change at once, carts holding a removed colour still load, and orders keep their lines.
const shop = setUpTestServer(async () => ({ pages: await builtPages() }));
let adminToken: string;
let productId: number;
let productSku: string;
const SIZES = ["6", "7", "8", "9", "10"];
const PHOTO = "https://images.example.com/forest-loafer.jpg";

type Answer = { product: StaffProductView; message?: string; success?: boolean; errors?: { path: string[] }[] };
const asAdmin = (method: string, url: string, body?: unknown) =>
  callJson<Answer>(shop.url, method, url, body, adminToken);
const colours = (body?: unknown) => asAdmin("POST", `/api/admin/products/${productId}/colours`, body);
const colour = (id: number, body?: unknown) =>
  asAdmin(body === undefined ? "DELETE" : "PATCH", `/api/admin/products/${productId}/colours/${id}`, body);
const rows = () =>
  shop.db
    .select()
    .from(productColours)
    .where(eq(productColours.productId, productId))
    .orderBy(asc(productColours.position));
const productRow = async () => (await shop.db.select().from(products).where(eq(products.id, productId)))[0]!;
const shopper = async (slug?: string) => {
  const res = await fetch(`${shop.url}/api/products/${productId}${slug ? `?color=${slug}` : ""}`);
  return (await res.json()) as ProductView;
};
const forest = () => rows().then((all) => all.find((c) => c.slug === "forest-green")!);

beforeAll(async () => {
  adminToken = (await userWithSession(shop.db, "admin")).token;
  productId = await addProduct(shop.db, { category: "Loafers", name: "Test Colour Loafers", price: 2000, stock: 10 });
  productSku = (await productRow()).sku;
  expect((await productRow()).sizes).toEqual(SIZES);
  // A product added at /AddProduct has one colour with no name; the staff name it.
  const [own] = await rows();
  const named = await colour(own!.id, { name: "Tan" });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  expect(await productRow()).toMatchObject({ color: "Tan", colours: ["Tan"] });
});

describe("adding a colour", () => {
  it("adds it last, with a variant per size at stock 0, and shoppers see it at once", async () => {
    const before = await shopper();
    const res = await colours({
      name: " Forest   Green ",
      sku: `${productSku}-forest-green`,
      images: [PHOTO],
      price: "2400",
      oldPrice: 2999,
      description: "Deep green suede.",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const added = res.body.product.colours.at(-1)!;
    expect(added).toMatchObject({
      name: "Forest Green",
      slug: "forest-green",
      sku: `${productSku}-FOREST-GREEN`,
      stock: 0,
      image: PHOTO,
      images: [PHOTO],
      price: 2400,
      oldPrice: 2999,
      description: "Deep green suede.",
    });
    expect(added.stockBySize).toEqual(Object.fromEntries(SIZES.map((s) => [s, 0])));
    const variants = await shop.db
      .select({ sku: productVariants.sku, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.colourId, added.id));
    expect(variants.map((v) => v.sku).sort()).toEqual(SIZES.map((s) => `${productSku}-FOREST-GREEN-${s}`).sort());
    expect((await productRow()).colours).toEqual(["Tan", "Forest Green"]);
    expect((await productRow()).stock).toBe(10);

    // The product page and its API, at once: a swatch with its price, and the colour's own page.
    const after = await shopper();
    expect(after.colours!.map((c) => c.name)).toEqual([...before.colours!.map((c) => c.name), "Forest Green"]);
    const swatch = after.colours!.find((c) => c.slug === "forest-green")!;
    expect(swatch).toMatchObject({ inStock: false, swatch: { src: PHOTO } });
    const green = await shopper("forest-green");
    expect(green.colour).toBe("forest-green");
    expect(green.images[0]!.src).toBe(PHOTO);
    expect(green.description).toBe("Deep green suede.");
    expect(green.price - (await shopper()).price).toBe(400);
    // The colour filter of the lists finds it.
    const listed = await fetch(`${shop.url}/api/products?color=Forest%20Green&limit=100`);
    expect(((await listed.json()) as ProductPage).products.map((p) => p.id)).toContain(productId);
  });

  it("answers a retry of the same name and SKU with the product as it stands", async () => {
    const res = await colours({ name: "forest green", sku: `${productSku}-FOREST-GREEN` });
    expect(res.status).toBe(200);
    expect(res.body.product.colours.filter((c) => c.slug === "forest-green")).toHaveLength(1);
  });

  const refusals: [string, () => Record<string, unknown>, number, string, string | (() => string)][] = [
    [
      "a name the product has, in any case",
      () => ({ name: "FOREST green", sku: "NEW-SKU-1" }),
      409,
      "name",
      colourTaken("Forest Green"),
    ],
    [
      "a name whose slug the product has",
      () => ({ name: "Forest-Green", sku: "NEW-SKU-1" }),
      409,
      "name",
      colourTaken("Forest Green"),
    ],
    ["no name", () => ({ name: "  ", sku: "NEW-SKU-1" }), 400, "name", STAFF_MESSAGES.colourName],
    ["a name of no letters", () => ({ name: "★", sku: "NEW-SKU-1" }), 400, "name", STAFF_MESSAGES.colourNameLetters],
    ["no SKU", () => ({ name: "Rust" }), 400, "sku", STAFF_MESSAGES.sku],
    ["a SKU another product has", () => ({ name: "Rust", sku: productSku }), 409, "sku", () => skuTaken(productSku)],
    ["a SKU of spaces and symbols", () => ({ name: "Rust", sku: "A B/C" }), 400, "sku", STAFF_MESSAGES.sku],
    ["a price of 0", () => ({ name: "Rust", sku: "NEW-SKU-1", price: 0 }), 400, "price", STAFF_MESSAGES.price],
    [
      "an old price not above the price",
      () => ({ name: "Rust", sku: "NEW-SKU-1", price: 500, oldPrice: 500 }),
      400,
      "oldPrice",
      STAFF_MESSAGES.oldPrice,
    ],
    [
      "an old price without a price",
      () => ({ name: "Rust", sku: "NEW-SKU-1", oldPrice: 900 }),
      400,
      "oldPrice",
      STAFF_MESSAGES.colourOldPriceAlone,
    ],
    [
      "a photo from a host the store cannot show",
      () => ({ name: "Rust", sku: "NEW-SKU-1", images: ["https://elsewhere.example.net/a.jpg"] }),
      400,
      "",
      "Images from https://elsewhere.example.net cannot be shown",
    ],
  ];
  for (const [what, body, status, field, message] of refusals) {
    it(`refuses ${what}, changing nothing`, async () => {
      const before = await rows();
      const res = await colours(body());
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(typeof message === "string" ? message : message());
      if (field) expect(res.body.errors?.[0]?.path).toEqual([field]);
      expect(await rows()).toEqual(before);
    });
  }

  it("refuses a SKU taken by another product's colour", async () => {
    const other = await addProduct(shop.db, { category: "Perfumes" });
    const [theirs] = await shop.db.select().from(productColours).where(eq(productColours.productId, other));
    const res = await colours({ name: "Rust", sku: theirs!.sku.toLowerCase() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(skuTaken(theirs!.sku));
  });

  it("is for the staff only", async () => {
    const res = await callJson(shop.url, "POST", `/api/admin/products/${productId}/colours`, {
      name: "Rust",
      sku: "R-1",
    });
    expect(res.status).toBe(401);
  });
});

describe("editing a colour", () => {
  it("changes its name (its slug follows), SKU (its variants' follow), price and photos", async () => {
    const green = await forest();
    const res = await colour(green.id, { name: "Bottle Green", sku: "BOTTLE-1", price: 2500, oldPrice: "" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product.colours.at(-1)).toMatchObject({ name: "Bottle Green", slug: "bottle-green", price: 2500 });
    expect(res.body.product.colours.at(-1)!.oldPrice).toBeNull();
    const skus = await shop.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.colourId, green.id));
    expect(skus.map((v) => v.sku).sort()).toEqual(SIZES.map((s) => `BOTTLE-1-${s}`).sort());
    expect((await productRow()).colours).toContain("Bottle Green");
    expect((await shopper("bottle-green")).colour).toBe("bottle-green");

    const back = await colour(green.id, {
      name: "Forest Green",
      sku: `${productSku}-FOREST-GREEN`,
      price: 2400,
      oldPrice: 2999,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    // Its photos emptied: it shows the product's.
    const plain = await colour(green.id, { images: [] });
    expect(plain.body.product.colours.at(-1)!.image).toBe((await productRow()).image);
    expect((await colour(green.id, { images: [PHOTO] })).status).toBe(200);
  });

  it("refuses another colour's name, an old price not above its price, and own fields on the first colour", async () => {
    const [first, green] = await rows();
    const before = await rows();
    const taken = await colour(green!.id, { name: "TAN" });
    expect([taken.status, taken.body.message]).toEqual([409, colourTaken("Tan")]);
    const cheap = await colour(green!.id, { oldPrice: 2000 });
    expect([cheap.status, cheap.body.message]).toEqual([400, STAFF_MESSAGES.oldPrice]);
    const own = await colour(first!.id, { price: 1500 });
    expect([own.status, own.body.message]).toEqual([400, STAFF_MESSAGES.colourFirstIsProduct]);
    expect((await colour(first!.id, {})).status).toBe(400);
    expect((await colour(99_999_999, { name: "X" })).status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});

describe("reordering colours", () => {
  it("makes a colour first: lists show its photo and price, and the colour it replaced keeps its own", async () => {
    const [first, green] = await rows();
    const was = await productRow();
    const res = await colour(green!.id, { position: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product.colours.map((c) => c.id)).toEqual([green!.id, first!.id]);
    const now = await productRow();
    expect(now).toMatchObject({ image: PHOTO, basePricePaise: 240_000, oldPricePaise: 299_900, sku: green!.sku });
    expect(now.colours[0]).toBe("Forest Green");
    // The first colour has nothing of its own; the one moved down now has what the product had.
    expect(res.body.product.colours[0]).toMatchObject({ price: null, images: [], description: null });
    expect(res.body.product.colours[1]).toMatchObject({ price: 2000, image: was.image });

    const list = await fetch(`${shop.url}/api/products?q=${encodeURIComponent("Test Colour Loafers")}&limit=10`);
    const card = ((await list.json()) as ProductPage).products.find((p) => p.id === productId)!;
    expect([card.image, card.price - (await shopper(first!.slug)).price]).toEqual([PHOTO, 400]);
    expect((await shopper(first!.slug)).images[0]!.src).toBe(was.image);

    // A repeat asks for what is already so.
    const again = await colour(green!.id, { position: 1 });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.product.colours[0]!.id).toBe(green!.id);
    const back = await colour(first!.id, { position: 1 });
    expect(back.body.product.colours.map((c) => c.id)).toEqual([first!.id, green!.id]);
    expect(await productRow()).toMatchObject({ image: was.image, basePricePaise: was.basePricePaise, sku: was.sku });
  });
});

describe("removing a colour", () => {
  const buyer = {
    name: "Asha Rao",
    email: "asha.colours@example.com",
    contact: "9876500012",
    address: "12 MG Road, Bengaluru 560001",
  };

  it("is refused for the only colour, and for a colour with stock", async () => {
    const single = await addProduct(shop.db, { category: "Perfumes", stock: 0 });
    const [only] = await shop.db.select().from(productColours).where(eq(productColours.productId, single));
    const res = await asAdmin("DELETE", `/api/admin/products/${single}/colours/${only!.id}`);
    expect([res.status, res.body.message]).toEqual([409, STAFF_MESSAGES.onlyColour]);

    const green = await forest();
    await asAdmin("PATCH", `/api/admin/products/${productId}`, { stockByColour: { "forest-green": { "8": 3 } } });
    const stocked = await colour(green.id);
    expect([stocked.status, stocked.body.message]).toEqual([409, colourInStock("Forest Green", 3)]);
    expect(await rows()).toHaveLength(2);
  });

  it("takes its lines out of carts, which still load, and leaves orders as they were", async () => {
    const green = await forest();
    // One shopper orders the colour, another keeps it in the cart beside another line.
    const orderer = new TestClient(shop.url);
    await orderer.post("/api/cart", { productId, size: "8", quantity: 1, color: "forest-green" });
    const placed = await orderer.post<{ orderNumber: string }>("/submit-order", { customer: buyer, fromCart: true });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const holder = new TestClient(shop.url);
    expect((await holder.post("/api/cart", { productId, size: "8", quantity: 1, color: "forest-green" })).status).toBe(
      201,
    );
    const [first] = await rows();
    await holder.post("/api/cart", { productId, size: "7", quantity: 1, color: first!.slug || undefined });
    expect((await holder.get<CartLine[]>("/api/cart")).body).toHaveLength(2);

    await asAdmin("PATCH", `/api/admin/products/${productId}`, { stockByColour: { "forest-green": 0 } });
    const res = await colour(green.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product.colours.map((c) => c.slug)).not.toContain("forest-green");
    expect(await rows()).toHaveLength(1);

    const cart = await holder.get<CartLine[]>("/api/cart");
    expect(cart.status).toBe(200);
    expect(cart.body.map((line) => [line.colour, line.size])).toEqual([[first!.name, "7"]]);
    const page = await fetch(`${shop.url}/cart`, { headers: { cookie: holder.cookieHeader } });
    expect(page.status).toBe(200);

    const order = await orderer.post<OrderView>("/api/orders/lookup", {
      orderNumber: placed.body.orderNumber,
      email: buyer.email,
    });
    expect(order.status).toBe(200);
    expect(order.body.lines.map(({ name, colour, size }) => ({ name, colour, size }))).toEqual([
      { name: "Test Colour Loafers", colour: "Forest Green", size: "8" },
    ]);

    // Shoppers see it gone at once; a link to it opens the product's first colour.
    const view = await shopper("forest-green");
    expect(view.colours!.map((c) => c.slug)).toEqual([first!.slug]);
    expect(view.colour).toBe(first!.slug);
  });

  it("moves the next colour first when the first is removed", async () => {
    const added = await colours({ name: "Rust", sku: `${productSku}-RUST`, price: 1800 });
    expect(added.status).toBe(201);
    const [first, rust] = await rows();
    await asAdmin("PATCH", `/api/admin/products/${productId}`, { stockByColour: { [first!.slug]: 0 } });
    const res = await colour(first!.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product.colours.map((c) => c.id)).toEqual([rust!.id]);
    expect(await productRow()).toMatchObject({ basePricePaise: 180_000, sku: rust!.sku, color: "Rust" });
    expect((await rows())[0]).toMatchObject({ position: 0, basePricePaise: null });
  });
});

describe("the staff's edit page, without JavaScript", () => {
  const page = () =>
    fetch(`${shop.url}/admin/products/${productId}`, { headers: { authorization: `Bearer ${adminToken}` } });
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

  it("lists the colours, each with its buttons and form, and a form for a new one", async () => {
    const html = await (await page()).text();
    for (const { name } of await rows()) {
      expect(html).toContain(`aria-label="Move ${name} later"`);
      expect(html).toContain(`Edit ${name}`);
    }
    expect(html).toContain("Add a colour");
    expect(html).toContain('id="new-colour-name"');
  });

  it("answers a refused colour with the message beside its field and what was typed", async () => {
    const before = await rows();
    const res = await post([
      ["intent", "addColour"],
      ["name", "Olive"],
      ["sku", "OLIVE-1"],
      ["images", ""],
      ["price", "1500"],
      ["oldPrice", "1200"],
      ["description", ""],
    ]);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`id="new-colour-oldPrice-error"[^>]*>${STAFF_MESSAGES.oldPrice}`));
    expect(html).toMatch(/aria-describedby="new-colour-oldPrice-hint new-colour-oldPrice-error"/);
    expect(html).toMatch(/id="new-colour-name"[^>]*value="Olive"|value="Olive"[^>]*id="new-colour-name"/);
    expect(await rows()).toEqual(before);
  });

  it("suggests a SKU when none was typed, then adds the colour with a photo typed as an address", async () => {
    const empty = await post([
      ["intent", "addColour"],
      ["name", "Olive Drab"],
      ["sku", ""],
    ]);
    expect(empty.status).toBe(400);
    const suggested = `${(await productRow()).sku}-OLIVE-DRAB`;
    expect(await empty.text()).toContain(`value="${suggested}"`);
    const res = await post([
      ["intent", "addColour"],
      ["name", "Olive Drab"],
      ["sku", suggested],
      ["images", "https://images.example.com/olive.jpg"],
      ["price", ""],
      ["oldPrice", ""],
      ["description", ""],
    ]);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Olive Drab added");
    const olive = (await rows()).find((c) => c.slug === "olive-drab")!;
    expect(olive).toMatchObject({
      sku: suggested,
      image: "https://images.example.com/olive.jpg",
      basePricePaise: null,
    });

    const moved = await post([
      ["intent", "moveColour"],
      ["colourId", String(olive.id)],
      ["position", "1"],
    ]);
    expect(moved.status).toBe(200);
    expect((await rows())[0]!.id).toBe(olive.id);
    const removedFirst = await post([
      ["intent", "removeColour"],
      ["colourId", String(olive.id)],
    ]);
    expect(removedFirst.status).toBe(200);
    expect((await rows()).map((c) => c.slug)).not.toContain("olive-drab");
  });
});
