import sharp from "sharp";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { orders, products, uploads } from "../../server/db/schema";
import { createServices, type Services } from "../../server/services";
import { placeOrder } from "../../server/orders/orders";
import type { ProductPage, ProductView } from "@rules/catalog-types";
import { collectionByKey } from "@rules/collections";
import type { OrderView } from "@rules/order-status";
import type { StaffOrderPage, StaffOrderView, StaffProductPage, StaffProductView } from "@rules/staff";
import { setUpTestServer } from "../helpers/harness";
import { checkoutCustomer as customer, userWithSession } from "../helpers/accounts";
import { TestClient, callJson } from "../helpers/client";

// A 1x1 PNG, and the start of a JPEG, a GIF and a WebP file: uploads are judged by these bytes.
// Real 3x2 images of each type: the image pipeline decodes every upload.
const tiny = () => sharp({ create: { width: 3, height: 2, channels: 3, background: "#b91c1c" } });
const PNG = await tiny().png().toBuffer();
const JPEG = await tiny().jpeg().toBuffer();
const GIF = await tiny().gif().toBuffer();
const WEBP = await tiny().webp().toBuffer();
const MARKUP = 500;

let dataDir: string;
// Registered before the server's hooks: runs after it has closed.
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
const shop = setUpTestServer(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "stylehub-staff-"));
  return { env: { DATA_DIR: dataDir } };
});
let services: Services;
let adminToken: string;
let customerToken: string;

const call = <T = Record<string, unknown>>(method: string, url: string, body?: unknown, token?: string) =>
  callJson<T>(shop.url, method, url, body, token);
const asAdmin = <T = Record<string, unknown>>(method: string, url: string, body?: unknown) =>
  call<T>(method, url, body, adminToken);

async function upload(bytes: Buffer, options: { type?: string; field?: string; token?: string } = {}) {
  const form = new FormData();
  form.append(
    options.field ?? "image",
    new Blob([new Uint8Array(bytes)], { type: options.type ?? "image/png" }),
    "picture.png",
  );
  const res = await fetch(`${shop.url}/api/uploads`, {
    method: "POST",
    headers: { authorization: `Bearer ${options.token ?? adminToken}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; url?: string; message?: string } };
}

const unique = (label: string) => `${label} ${randomBytes(3).toString("hex")}`;
const productCount = async () => (await shop.db.select({ n: count() }).from(products))[0]!.n;
const uploadCount = async () => (await shop.db.select({ n: count() }).from(uploads))[0]!.n;
const rowOf = async (id: number) => (await shop.db.select().from(products).where(eq(products.id, id)))[0]!;

/** Adds a product through the API and answers it. */
async function create(fields: Record<string, unknown> = {}): Promise<ProductView> {
  const res = await asAdmin<{ success: boolean; product: ProductView }>("POST", "/api/products/create", {
    name: unique("Staff Test Kurta"),
    image: "https://images.example.com/kurta.jpg",
    price: 1999,
    category: "Perfumes",
    description: "A test product.",
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.product;
}

/** Every product of the home grid's order ("featured"), read page by page as View More does. */
async function homeGrid(): Promise<ProductView[]> {
  const all: ProductView[] = [];
  for (let page = 1; ; page++) {
    const res = await call<ProductPage>("GET", `/api/products?sort=featured&limit=100&page=${page}`);
    all.push(...res.body.products);
    if (page >= res.body.totalPages) return all;
  }
}

beforeAll(async () => {
  services = createServices(shop.db, shop.server.config);
  adminToken = (await userWithSession(shop.db, "admin")).token;
  customerToken = (await userWithSession(shop.db)).token;
});

describe("who may call the staff's API", () => {
  const calls: [string, string, unknown][] = [
    ["POST", "/api/products/create", { name: "Intruder", image: "https://x.example/a.jpg", price: 10 }],
    ["GET", "/api/admin/products", undefined],
    ["PATCH", "/api/admin/products/2", { hidden: true }],
    ["GET", "/api/admin/orders", undefined],
    ["PATCH", "/api/admin/orders/1", { status: "cancelled" }],
    ["POST", "/api/uploads", undefined],
    ["GET", "/api/admin/no-such-call", undefined],
  ];

  it.each(calls)("%s %s: 401 signed out, 403 for a customer, and nothing changes", async (method, url, body) => {
    const before = await productCount();
    const [hiddenBefore] = await shop.db.select().from(products).where(eq(products.id, 2));

    const signedOut = await call(method, url, body);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ success: false, message: "Unauthorized or token expired. Please login again." });

    const asCustomer = await call(method, url, body, customerToken);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toEqual({ success: false, message: "Only the store's staff can do that" });

    const badToken = await call(method, url, body, "x".repeat(43));
    expect(badToken.status).toBe(401);

    expect(await productCount()).toBe(before);
    expect((await rowOf(2)).hidden).toBe(hiddenBefore!.hidden);
  });

  it("refuses an upload from a customer before reading the file", async () => {
    const before = await uploadCount();
    const res = await upload(PNG, { token: customerToken });
    expect(res.status).toBe(403);
    expect(await uploadCount()).toBe(before);
  });
});

describe("POST /api/products/create", () => {
  it("adds the product: 201 { success, product } with the shown price, its collection, sizes and a SKU", async () => {
    const name = unique("Men Olive Running Shoes");
    const res = await asAdmin<{ success: boolean; product: ProductView }>("POST", "/api/products/create", {
      name: `  ${name}  `,
      image: "https://images.example.com/shoe.jpg",
      price: 2999,
      category: "Shoes",
      description: "  Light mesh runners.  ",
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const product = res.body.product;
    expect(product).toEqual({
      id: expect.any(Number) as number,
      _id: String(product.id),
      name,
      image: "https://images.example.com/shoe.jpg",
      images: [{ src: "https://images.example.com/shoe.jpg", width: null, height: null }],
      price: 2999 + MARKUP,
      pricePaise: (2999 + MARKUP) * 100,
      oldPrice: null,
      discount: null,
      category: "Shoes",
      collections: ["menshoes"],
      sizes: ["6", "7", "8", "9", "10", "11"],
      description: "Light mesh runners.",
      details: [],
      inStock: true,
      finalSale: false,
      createdAt: expect.any(String) as string,
    });
    const row = await rowOf(product.id);
    expect(row).toMatchObject({ basePricePaise: 299_900, stock: 10, hidden: false, oldPricePaise: null });
    expect(row.sku).toMatch(/^STAFF-[0-9A-F]{8}$/);
  });

  it("files each category in the collection its sidebar link shows, with that collection's sizes", async () => {
    const expected: [string, string[], string[]][] = [
      ["Shirts & Tshirt", ["shirts"], ["S", "M", "L", "XL"]],
      ["Loafers", ["loafers"], ["6", "7", "8", "9", "10"]],
      ["Jeans & Trouser & Trackpant", ["jeans"], ["S", "M", "L", "XL"]],
      ["HandBags and Bag", ["handbags"], []],
      ["Luxury Watch", ["luxury-watch"], []],
      ["Perfumes", ["perfume"], []],
      ["Cordset & Tracksuit", ["tracksuit"], ["S", "M", "L", "XL"]],
      ["Girls Sandals and jutti", ["sandals"], ["36", "37", "38", "39", "40"]],
      ["Sunglasses", ["sunglasses"], []],
      ["Other", [], []],
    ];
    for (const [category, collections, sizes] of expected) {
      const product = await create({ category });
      expect({ category: product.category, collections: product.collections, sizes: product.sizes }).toEqual({
        category,
        collections,
        sizes,
      });
    }
  });

  it("takes SPEC's form as sent: a price as text, an empty category as Other, no description, a stock", async () => {
    const product = await create({ price: "1499", category: "", description: undefined, stock: 3 });
    expect(product).toMatchObject({ price: 1499 + MARKUP, category: "Other", collections: [], description: "" });
    expect((await rowOf(product.id)).stock).toBe(3);
    const noCategory = await create({ category: undefined });
    expect(noCategory.category).toBe("Other");
  });

  it("accepts the limits: a 120-character name and ₹10,00,000", async () => {
    const product = await create({ name: "N".repeat(120), price: 1_000_000, description: "d".repeat(2000) });
    expect(product.name).toHaveLength(120);
    expect(product.price).toBe(1_000_000 + MARKUP);
  });

  const valid = { name: "Valid Name", image: "https://images.example.com/a.jpg", price: 999, category: "Perfumes" };
  it.each([
    ["no name", { ...valid, name: undefined }, "Name is required"],
    ["a blank name", { ...valid, name: "   " }, "Name is required"],
    ["a 121-character name", { ...valid, name: "N".repeat(121) }, "Name must be at most 120 characters"],
    ["no price", { ...valid, price: undefined }, "Price must be a whole number of rupees from 1 to 10,00,000"],
    ["a zero price", { ...valid, price: 0 }, "Price must be a whole number of rupees from 1 to 10,00,000"],
    ["a negative price", { ...valid, price: -5 }, "Price must be a whole number of rupees from 1 to 10,00,000"],
    ["paise", { ...valid, price: 12.5 }, "Price must be a whole number of rupees from 1 to 10,00,000"],
    ["a grouped price", { ...valid, price: "1,499" }, "Price must be a whole number of rupees from 1 to 10,00,000"],
    ["a price in words", { ...valid, price: "cheap" }, "Price must be a whole number of rupees from 1 to 10,00,000"],
    ["over ₹10,00,000", { ...valid, price: 1_000_001 }, "Price must be a whole number of rupees from 1 to 10,00,000"],
    ["no image", { ...valid, image: undefined }, "Image is required: an http(s) URL or an uploaded file"],
    [
      "a javascript: image",
      { ...valid, image: "javascript:alert(1)" },
      "Image must be an http(s) URL or an uploaded file",
    ],
    [
      "an ftp image",
      { ...valid, image: "ftp://files.example.com/a.jpg" },
      "Image must be an http(s) URL or an uploaded file",
    ],
    [
      "a relative image",
      { ...valid, image: "/images/products/loaf-001.svg" },
      "Image must be an http(s) URL or an uploaded file",
    ],
    [
      "an upload that does not exist",
      { ...valid, image: `/uploads/${"a".repeat(32)}.png` },
      "That uploaded image was not found: upload it again",
    ],
    ["an unknown category", { ...valid, category: "Toys" }, "Category must be one of the store's categories or Other"],
    ["a long description", { ...valid, description: "d".repeat(2001) }, "Description must be at most 2000 characters"],
    ["a bad stock", { ...valid, stock: -1 }, "Stock must be a whole number from 0 to 100000"],
  ])("refuses %s: 400 { success: false, message } and adds nothing", async (_label, body, message) => {
    const before = await productCount();
    const res = await asAdmin("POST", "/api/products/create", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await productCount()).toBe(before);
  });

  it("appears at once in search, its collection and the home grid", async () => {
    const word = `Zephyrine${randomBytes(2).toString("hex")}`;
    const product = await create({ name: `${word} Leather Loafers`, category: "Loafers", price: 2599 });

    const search = await call<ProductPage>("GET", `/api/products?q=${encodeURIComponent(word)}`);
    expect(search.body.products.map((p) => p.id)).toEqual([product.id]);
    const collection = await services.catalog.collection(collectionByKey("loafers")!);
    expect(collection.products.map((p) => p.id)).toContain(product.id);
    const filtered = await call<ProductPage>("GET", "/api/products?collection=loafers&sort=newest&limit=100");
    expect(filtered.body.products.map((p) => p.id)).toContain(product.id);
    expect((await homeGrid()).map((p) => p.id)).toContain(product.id);
    const page = await call<ProductView>("GET", `/api/products/${product.id}`);
    expect(page.body).toMatchObject({ id: product.id, price: 2599 + MARKUP });
  });

  it("keeps a script tag in the name and description as text", async () => {
    const name = `<script>alert("x")</script> Kurta ${randomBytes(2).toString("hex")}`;
    const product = await create({ name, description: "<img src=x onerror=alert(1)> & more" });
    expect(product.name).toBe(name);
    const read = await call<ProductView>("GET", `/api/products/${product.id}`);
    expect(read.body.name).toBe(name);
    expect(read.body.description).toBe("<img src=x onerror=alert(1)> & more");
  });

  it("answers malformed input with a 400, not a 500", async () => {
    const res = await asAdmin("POST", "/api/products/create", ["not", "an", "object"]);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe("product images from other sites", () => {
  it("are refused unless their host is in IMAGE_HOSTS (the pages could not show them), naming what to do", async () => {
    const res = await asAdmin<{ message: string }>("POST", "/api/products/create", {
      name: unique("Hot-linked Kurta"),
      image: "https://elsewhere.example/kurta.jpg",
      price: 999,
      category: "Shirts & Tshirt",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "Images from https://elsewhere.example cannot be shown by the store: upload the photo instead, or add https://elsewhere.example to the IMAGE_HOSTS setting",
    );
    const edit = await asAdmin<{ message: string }>("PATCH", "/api/admin/products/2", {
      images: ["/images/products/loaf-002.svg", "https://elsewhere.example/side.jpg"],
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toMatch(/^Images from https:\/\/elsewhere\.example cannot be shown/);
  });
});

describe("PATCH /api/admin/products/:id", () => {
  it("edits name, price, old price, description, image and stock", async () => {
    const product = await create({ category: "Sunglasses" });
    const res = await asAdmin<{ success: boolean; product: StaffProductView }>(
      "PATCH",
      `/api/admin/products/${product.id}`,
      {
        name: "Renamed Aviators",
        price: "1200",
        oldPrice: 1800,
        description: "New words.",
        image: "http://images.example.com/b.png",
        stock: 7,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.product).toMatchObject({
      id: product.id,
      name: "Renamed Aviators",
      basePrice: 1200,
      baseOldPrice: 1800,
      price: 1200 + MARKUP,
      oldPrice: 1800 + MARKUP,
      discount: "26% off",
      description: "New words.",
      image: "http://images.example.com/b.png",
      stock: 7,
      hidden: false,
      sku: expect.stringMatching(/^STAFF-/) as string,
    });
    const cleared = await asAdmin<{ product: StaffProductView }>("PATCH", `/api/admin/products/${product.id}`, {
      oldPrice: "",
    });
    expect(cleared.body.product).toMatchObject({ oldPrice: null, discount: null });
  });

  it("moves a product to a new category's collection and sizes", async () => {
    const product = await create({ category: "Perfumes" });
    const res = await asAdmin<{ product: StaffProductView }>("PATCH", `/api/admin/products/${product.id}`, {
      category: "Cordset & Tracksuit",
    });
    expect(res.body.product).toMatchObject({
      category: "Cordset & Tracksuit",
      collections: ["tracksuit"],
      sizes: ["S", "M", "L", "XL"],
    });
  });

  it("keeps a seeded product's collection and its own picture when they are sent back unchanged", async () => {
    const seeded = await rowOf(2);
    const res = await asAdmin<{ product: StaffProductView }>("PATCH", "/api/admin/products/2", {
      image: seeded.image,
      category: seeded.category,
      stock: seeded.stock,
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ image: seeded.image, collections: seeded.collections });
  });

  it.each([
    [{}, "Nothing to change"],
    [{ name: "" }, "Name is required"],
    [{ price: 0 }, "Price must be a whole number of rupees from 1 to 10,00,000"],
    [{ oldPrice: 1000 }, "Old price must be a whole number of rupees from 1 to 10,00,000, above the price"],
    [{ image: "data:image/png;base64,AAAA" }, "Image must be an http(s) URL or an uploaded file"],
    [{ hidden: "maybe" }, "Hidden must be true or false"],
    [{ category: "Toys" }, "Category must be one of the store's categories or Other"],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    const product = await create({ price: 1999 });
    const before = await rowOf(product.id);
    const res = await asAdmin("PATCH", `/api/admin/products/${product.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await rowOf(product.id)).toEqual(before);
  });

  it("answers 404 for an unknown product and 400 for a bad id", async () => {
    expect((await asAdmin("PATCH", "/api/admin/products/999999", { stock: 1 })).status).toBe(404);
    const bad = await asAdmin("PATCH", "/api/admin/products/abc", { stock: 1 });
    expect(bad).toEqual({
      status: 400,
      body: { success: false, message: "Product id must be a positive whole number" },
    });
  });
});

describe("hiding a product", () => {
  it("takes it out of the catalogue, carts and orders, keeps it in past orders, and unhiding restores it", async () => {
    const word = `Hideable${randomBytes(2).toString("hex")}`;
    const product = await create({ name: `${word} Attar`, category: "Perfumes", stock: 5 });
    const shopper = new TestClient(shop.url);
    const placed = await shopper.post<{ orderNumber: string }>("/submit-order", {
      customer,
      product: { productId: product.id, quantity: 1 },
    });
    expect(placed.status).toBe(201);

    const hide = await asAdmin<{ product: StaffProductView }>("PATCH", `/api/admin/products/${product.id}`, {
      hidden: true,
    });
    expect(hide.body.product.hidden).toBe(true);

    expect((await call("GET", `/api/products/${product.id}`)).status).toBe(404);
    expect((await call<ProductPage>("GET", `/api/products?q=${word}`)).body.total).toBe(0);
    const collection = await services.catalog.collection(collectionByKey("perfume")!);
    expect(collection.products.map((p) => p.id)).not.toContain(product.id);
    expect((await homeGrid()).map((p) => p.id)).not.toContain(product.id);

    const cart = await shopper.post<{ message: string }>("/api/cart", { productId: product.id });
    expect(cart.status).toBe(404);
    expect(cart.body.message).toBe("Product not found");
    const order = await shopper.post<{ message: string }>("/submit-order", { customer, product: { id: product.id } });
    expect(order.status).toBe(404);
    expect(order.body.message).toBe("Product not found");

    const past = await shopper.get<OrderView>(`/api/orders/${placed.body.orderNumber}`);
    expect(past.body.lines).toEqual([
      expect.objectContaining({ productId: String(product.id), name: `${word} Attar` }),
    ]);
    const staffList = await asAdmin<StaffProductPage>("GET", `/api/admin/products?q=${word}`);
    expect(staffList.body.products).toEqual([expect.objectContaining({ id: product.id, hidden: true })]);

    await asAdmin("PATCH", `/api/admin/products/${product.id}`, { hidden: "false" });
    expect((await call("GET", `/api/products/${product.id}`)).status).toBe(200);
    expect((await call<ProductPage>("GET", `/api/products?q=${word}`)).body.total).toBe(1);
  });
});

describe("GET /api/admin/products", () => {
  it("lists every product newest first, with staff fields, searchable by name or SKU, filtered, in pages", async () => {
    const word = `Listable${randomBytes(2).toString("hex")}`;
    const first = await create({ name: `${word} One` });
    const second = await create({ name: `${word} Two` });
    await asAdmin("PATCH", `/api/admin/products/${first.id}`, { hidden: true });

    const all = await asAdmin<StaffProductPage>("GET", `/api/admin/products?q=${word.toLowerCase()}`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(all.body.products.map((p) => [p.id, p.hidden])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
    expect(all.body.products[0]).toMatchObject({ basePrice: 1999, price: 1999 + MARKUP, stock: 10 });

    const hidden = await asAdmin<StaffProductPage>("GET", `/api/admin/products?q=${word}&visibility=hidden`);
    expect(hidden.body.products.map((p) => p.id)).toEqual([first.id]);
    const visible = await asAdmin<StaffProductPage>("GET", `/api/admin/products?q=${word}&visibility=visible`);
    expect(visible.body.products.map((p) => p.id)).toEqual([second.id]);

    const sku = (await rowOf(second.id)).sku;
    const bySku = await asAdmin<StaffProductPage>("GET", `/api/admin/products?q=${sku}`);
    expect(bySku.body.products.map((p) => p.id)).toEqual([second.id]);

    const paged = await asAdmin<StaffProductPage>("GET", `/api/admin/products?q=${word}&limit=1&page=2`);
    expect(paged.body).toMatchObject({ total: 2, page: 2, totalPages: 2 });
    expect(paged.body.products.map((p) => p.id)).toEqual([first.id]);

    const wildcard = await asAdmin<StaffProductPage>("GET", "/api/admin/products?q=%25");
    expect(wildcard.body.total).toBe(0);
  });

  it("refuses a bad query with 400", async () => {
    const res = await asAdmin("GET", "/api/admin/products?limit=1000");
    expect(res).toEqual({
      status: 400,
      body: expect.objectContaining({
        success: false,
        message: "limit: must be a whole number from 1 to 100",
      }) as unknown,
    });
    expect((await asAdmin("GET", "/api/admin/products?visibility=secret")).status).toBe(400);
  });
});

describe("POST /api/uploads", () => {
  it.each([
    ["a PNG", PNG, "png", "image/png"],
    ["a JPEG", JPEG, "jpg", "image/jpeg"],
    ["a GIF", GIF, "gif", "image/gif"],
    ["a WebP", WEBP, "webp", "image/webp"],
  ])("keeps %s under a random name and serves it for a year, immutable, nosniff", async (_l, bytes, ext, type) => {
    const res = await upload(bytes, { type });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`));

    const served = await fetch(`${shop.url}${res.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // Re-encoded without metadata by the image pipeline (tests/api/image-pipeline.test.ts).
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([ext === "jpg" ? "jpeg" : ext, 3, 2]);
  });

  it("judges the type by the bytes: an HTML or SVG file called image/png is refused", async () => {
    for (const bytes of [Buffer.from("<html><script>alert(1)</script></html>"), Buffer.from("<svg xmlns='x'/>")]) {
      const res = await upload(bytes, { type: "image/png" });
      expect(res).toEqual({
        status: 400,
        body: { success: false, message: "Image must be a JPEG, PNG, WebP or GIF file" },
      });
    }
  });

  it("refuses a file over 2 MB, an empty file, no file and the wrong field", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await upload(big)).toEqual({ status: 400, body: { success: false, message: "Image must be at most 2 MB" } });
    const missing = {
      status: 400,
      body: { success: false, message: 'Choose an image file to upload (the form field "image")' },
    };
    expect(await upload(Buffer.alloc(0))).toEqual(missing);
    expect(await upload(PNG, { field: "photo" })).toEqual(missing);
    expect(await asAdmin("POST", "/api/uploads", { image: "https://x.example/a.png" })).toEqual(missing);
  });

  it("gives a product its uploaded image", async () => {
    const { body } = await upload(PNG);
    const product = await create({ image: body.url });
    expect(product.image).toBe(body.url);
  });

  it("answers an unknown upload with 404", async () => {
    expect((await fetch(`${shop.url}/uploads/${"b".repeat(32)}.png`)).status).toBe(404);
  });
});

describe("the staff's orders", () => {
  /** A cash-on-delivery order of `quantity` of a new product with stock 5; answers both. */
  async function codOrder(quantity = 2) {
    const product = await create({ category: "Perfumes", stock: 5 });
    const shopper = new TestClient(shop.url);
    const res = await shopper.post<{ orderId: number; orderNumber: string }>("/submit-order", {
      customer,
      product: { productId: product.id, quantity },
    });
    expect(res.status).toBe(201);
    expect((await rowOf(product.id)).stock).toBe(5 - quantity);
    return { product, orderId: res.body.orderId, orderNumber: res.body.orderNumber };
  }
  // Shipping needs a carrier and tracking number (tests/api/order-tracking.test.ts covers their absence).
  const move = (id: number, status: string) =>
    asAdmin<{ success: boolean; order: StaffOrderView; message?: string }>("PATCH", `/api/admin/orders/${id}`, {
      status,
      ...(status === "shipped" ? { carrier: "Delhivery", trackingNumber: "DL123" } : {}),
    });

  it("lists orders newest first with their lines and next steps, filtered by status or number", async () => {
    const older = await codOrder(1);
    const newer = await codOrder(1);
    await move(older.orderId, "shipped");

    const list = await asAdmin<StaffOrderPage>("GET", "/api/admin/orders?limit=100");
    expect(list.status).toBe(200);
    const ids = list.body.orders.map((o) => o.id);
    expect(ids.indexOf(newer.orderId)).toBeLessThan(ids.indexOf(older.orderId));
    expect(list.body.orders.find((o) => o.id === newer.orderId)).toMatchObject({
      orderNumber: newer.orderNumber,
      status: "placed",
      nextStatuses: ["packed", "shipped", "cancelled"],
      customer: { name: customer.name, email: customer.email, contact: customer.contact },
      lines: [expect.objectContaining({ productId: String(newer.product.id), quantity: 1 })],
    });

    const shipped = await asAdmin<StaffOrderPage>("GET", "/api/admin/orders?status=shipped&limit=100");
    expect(shipped.body.orders.every((o) => o.status === "shipped")).toBe(true);
    expect(shipped.body.orders.map((o) => o.id)).toContain(older.orderId);
    const byNumber = await asAdmin<StaffOrderPage>("GET", `/api/admin/orders?q=${newer.orderNumber.toLowerCase()}`);
    expect(byNumber.body.orders.map((o) => o.id)).toEqual([newer.orderId]);
    expect((await asAdmin("GET", "/api/admin/orders?status=lost")).status).toBe(400);
  });

  it("moves a cash-on-delivery order placed -> shipped -> delivered, and no further", async () => {
    const { orderId, product } = await codOrder();
    const shipped = await move(orderId, "shipped");
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      success: true,
      order: { status: "shipped", nextStatuses: ["out_for_delivery", "delivered"] },
    });
    const delivered = await move(orderId, "delivered");
    expect(delivered.body.order).toMatchObject({ status: "delivered", statusLabel: "Delivered", nextStatuses: [] });

    const cancel = await move(orderId, "cancelled");
    expect(cancel.status).toBe(409);
    expect(cancel.body).toEqual({ success: false, message: 'An order cannot move from "Delivered" to "Cancelled"' });
    expect((await rowOf(product.id)).stock).toBe(3);
  });

  it("cancels a placed order and puts its stock back, once", async () => {
    const { orderId, product } = await codOrder(2);
    const res = await move(orderId, "cancelled");
    expect(res.body.order).toMatchObject({ status: "cancelled", nextStatuses: [] });
    expect((await rowOf(product.id)).stock).toBe(5);
    const again = await move(orderId, "cancelled");
    expect(again).toEqual({ status: 409, body: { success: false, message: 'The order is already "Cancelled"' } });
    expect((await rowOf(product.id)).stock).toBe(5);
  });

  it("cancels an online order still awaiting payment and puts its stock back", async () => {
    const product = await create({ category: "Perfumes", stock: 5 });
    const { order } = await placeOrder(
      shop.db,
      {
        owner: "guest:00000000-0000-4000-8000-000000000000",
        customer,
        items: { productId: product.id, quantity: 3 },
        paymentMethod: "online",
      },
      {
        markupPaise: MARKUP * 100,
        freeShippingThresholdPaise: 99_900,
        shippingFeePaise: 9_900,
        storeName: "StyleHub",
        supportEmail: "support@stylehub.example",
        delivery: { holidays: [], codUnavailableStates: [] },
      },
    );
    expect(order.status).toBe("pending_payment");
    expect((await rowOf(product.id)).stock).toBe(2);
    const res = await move(order.id, "cancelled");
    expect(res.body.order.status).toBe("cancelled");
    expect((await rowOf(product.id)).stock).toBe(5);
  });

  it("never marks an order paid by hand, nor skips a step", async () => {
    const { orderId } = await codOrder(1);
    expect(await move(orderId, "paid")).toEqual({
      status: 409,
      body: { success: false, message: "Only a verified payment can mark an order paid" },
    });
    expect(await move(orderId, "delivered")).toEqual({
      status: 409,
      body: { success: false, message: 'An order cannot move from "Order placed" to "Delivered"' },
    });
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe("placed");
  });

  it("answers 400 for an unknown status, 404 for an unknown order, 400 for a bad id", async () => {
    const { orderId } = await codOrder(1);
    const unknown = await move(orderId, "lost");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^Status must be one of /);
    expect((await move(999_999, "shipped")).status).toBe(404);
    expect((await move(Number.NaN, "shipped")).status).toBe(400);
  });
});
