import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productColours, products } from "../../server/db/schema";
import type { ProductPage, ProductView } from "@rules/catalog-types";
import { setUpTestServer } from "../helpers/harness";
import { addProduct, seededProductId } from "../helpers/catalog";
import { seededCatalogue, type SeededProduct } from "../helpers/seeded-catalogue";

const seed = seededCatalogue();

const shop = setUpTestServer();

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${shop.url}${path}`);
  return { status: res.status, body: (await res.json()) as T };
}
const list = async (query: string) => {
  const { status, body } = await get<ProductPage>(`/api/products${query}`);
  expect(status).toBe(200);
  return body;
};

describe("GET /api/products", () => {
  it("answers the first 20 products with paging figures and the documented shape", async () => {
    const page = await list("");
    expect(page.total).toBe(seed.length);
    expect(page.page).toBe(1);
    expect(page.totalPages).toBe(Math.ceil(seed.length / 20));
    expect(page.products).toHaveLength(20);
    const documented = [
      "_id",
      "category",
      "collections",
      "createdAt",
      "description",
      "details",
      "discount",
      "finalSale",
      "id",
      "image",
      "images",
      "inStock",
      "name",
      "oldPrice",
      "price",
      "pricePaise",
      "sizes",
    ];
    const product = page.products.find((p) => !p.colours && !p.rating)!;
    expect(Object.keys(product).sort()).toEqual(documented.sort());
    expect(product._id).toBe(String(product.id));
    // The row's lists come as lists, each as the catalogue has it.
    const own = seed.find((p) => p.id === product.id)!;
    expect([product.collections, product.sizes, product.details]).toEqual([own.collections, own.sizes, own.details]);
    // A product of several colours adds them, and the one shown; one with shown reviews, its rating.
    const hundred = (await list("?limit=100")).products;
    const coloured = hundred.find((p) => p.colours && !p.rating)!;
    expect(Object.keys(coloured).sort()).toEqual([...documented, "colour", "colours"].sort());
    const rated = hundred.find((p) => !p.colours && p.rating)!;
    expect(Object.keys(rated).sort()).toEqual([...documented, "rating"].sort());
    expect(Object.keys(rated.rating!).sort()).toEqual(["average", "count"]);
  });

  it("adds the ₹500 markup once to price and old price, and computes the discount", async () => {
    const source = seed.find((p) => p.name === "Men Coffee Textured Leather Penny Loafers")!;
    const { body } = await get<ProductView>(`/api/products/${await seededProductId(shop.db, source.name)}`);
    expect(body.name).toBe(source.name);
    expect(body.price).toBe(source.basePrice + 500);
    if (source.oldPrice !== null) {
      expect(body.oldPrice).toBe(source.oldPrice + 500);
      const percent = Math.round(((source.oldPrice - source.basePrice) / (source.oldPrice + 500)) * 100);
      expect(body.discount).toBe(`${percent}% off`);
    }
  });

  it("forgives typos in search: 'linnen shrt' finds a linen shirt", async () => {
    const page = await list("?q=linnen%20shrt");
    expect(page.total).toBeGreaterThan(0);
    expect(page.products[0]!.name).toMatch(/linen/i);
    expect(page.products[0]!.name).toMatch(/shirt/i);
  });

  it("finds by one misspelt word and ranks real matches first", async () => {
    const page = await list("?q=aviatr");
    expect(page.total).toBeGreaterThan(0);
    expect(page.products[0]!.name).toMatch(/aviator/i);
  });

  it("answers an empty page for a search that matches nothing", async () => {
    const page = await list("?q=zzqxv%20wwpqj");
    expect(page).toEqual({ products: [], total: 0, page: 1, totalPages: 1 });
  });

  it("filters by category", async () => {
    const page = await list(`?category=${encodeURIComponent("Perfumes")}&limit=100`);
    expect(page.total).toBe(seed.filter((p) => p.category === "Perfumes").length);
    expect(page.products.every((p) => p.category === "Perfumes")).toBe(true);
  });

  it("filters by collection", async () => {
    const page = await list("?collection=loafers&limit=100");
    expect(page.total).toBe(seed.filter((p) => p.collections.includes("loafers")).length);
    expect(page.products.every((p) => p.collections.includes("loafers"))).toBe(true);
  });

  it("filters by the shown price (with the markup) between minPrice and maxPrice", async () => {
    const page = await list("?minPrice=2000&maxPrice=3000&limit=100");
    const expected = seed.filter((p) => p.basePrice + 500 >= 2000 && p.basePrice + 500 <= 3000).length;
    expect(page.total).toBe(expected);
    expect(page.products.every((p) => p.price >= 2000 && p.price <= 3000)).toBe(true);
  });

  it("combines search, category and price", async () => {
    const page = await list(`?q=shirt&category=${encodeURIComponent("Shirts & Tshirt")}&maxPrice=2500&limit=100`);
    expect(page.total).toBeGreaterThan(0);
    for (const p of page.products) {
      expect(p.category).toBe("Shirts & Tshirt");
      expect(p.price).toBeLessThanOrEqual(2500);
    }
  });

  // In price order a price range is found by halving the order (server/catalog/catalog.ts, priceSpan): the
  // bounds are inclusive at exact prices, in both directions, with and without a category and another filter.
  it.each([
    ["price-asc", "", 2499, 3499],
    ["price-desc", "", 2499, 3499],
    ["price-asc", "Shirts & Tshirt", 1000, 2999],
    ["price-desc", "Shirts & Tshirt", 1999, 1999],
    ["price-asc", "Loafers", 100000, 200000],
  ])("in %s order, category %j, lists exactly the products from ₹%i to ₹%i", async (sort, category, min, max) => {
    const shown = (p: SeededProduct) => p.basePrice + 500;
    const expected = seed.filter((p) => (!category || p.category === category) && shown(p) >= min && shown(p) <= max);
    const query = `?sort=${sort}&minPrice=${min}&maxPrice=${max}&limit=100${category ? `&category=${encodeURIComponent(category)}` : ""}`;
    const page = await list(query);
    expect(page.total).toBe(expected.length);
    expect(page.products.map((p) => p.price)).toEqual(
      expected
        .map(shown)
        .sort((a, b) => (sort === "price-asc" ? a - b : b - a))
        .slice(0, 100),
    );
    // Another filter on top is still applied within the range.
    const inStock = await list(`${query}&inStock=true`);
    expect(inStock.products.every((p) => p.inStock && p.price >= min && p.price <= max)).toBe(true);
    expect(inStock.total).toBeLessThanOrEqual(page.total);
  });

  it.each([
    ["price-asc", (a: ProductView, b: ProductView) => a.price <= b.price],
    ["price-desc", (a: ProductView, b: ProductView) => a.price >= b.price],
    ["newest", (a: ProductView, b: ProductView) => a.createdAt >= b.createdAt],
  ])("sorts by %s across pages", async (sort, inOrder) => {
    const first = await list(`?sort=${sort}&limit=50`);
    const second = await list(`?sort=${sort}&limit=50&page=2`);
    const all = [...first.products, ...second.products];
    for (let i = 1; i < all.length; i++) expect(inOrder(all[i - 1]!, all[i]!)).toBe(true);
  });

  it("pages without overlap and ends on the last page", async () => {
    const pages = Math.ceil(seed.length / 100);
    const one = await list("?page=1&limit=100");
    const last = await list(`?page=${pages}&limit=100`);
    expect(one.totalPages).toBe(pages);
    expect(last.products).toHaveLength(seed.length - (pages - 1) * 100);
    const ids = new Set(one.products.map((p) => p.id));
    expect(last.products.some((p) => ids.has(p.id))).toBe(false);
    const beyond = await list("?page=9&limit=100");
    expect(beyond.products).toEqual([]);
  });

  it.each([
    ["?minPrice=abc", "minPrice"],
    ["?maxPrice=-1", "maxPrice"],
    ["?minPrice=5000&maxPrice=100", "minPrice"],
    ["?sort=cheapest", "sort"],
    ["?page=0", "page"],
    ["?limit=101", "limit"],
    ["?limit=2.5", "limit"],
    ["?category=Toys", "category"],
    ["?collection=nope", "collection"],
    [`?q=${"a".repeat(101)}`, "q"],
  ])("answers %s with 400 and a message naming %s", async (query, name) => {
    const { status, body } = await get<{ message: string }>(`/api/products${query}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(new RegExp(`^${name}: `));
  });

  it("leaves hidden products out", async () => {
    const id = await addProduct(shop.db, { category: "Loafers", stock: 10 });
    expect((await get(`/api/products/${id}`)).status).toBe(200);
    await shop.db.update(products).set({ hidden: true }).where(eq(products.id, id));
    const page = await list("?limit=100&sort=newest&page=1");
    const all = [...page.products, ...(await list("?limit=100&sort=newest&page=2")).products];
    expect(all.some((p) => p.id === id)).toBe(false);
    expect((await get(`/api/products/${id}`)).status).toBe(404);
  });
});

describe("GET /api/products/:id", () => {
  it("answers one product", async () => {
    const id = await seededProductId(shop.db, "Men Suede Penny Loafers");
    const { status, body } = await get<ProductView>(`/api/products/${id}`);
    expect(status).toBe(200);
    expect(body.id).toBe(id);
    expect(body.name).toBe("Men Suede Penny Loafers");
  });

  it("answers a product on each of its colours: the colour's price, photos, description and sizes in stock", async () => {
    const source = seed.find((p) => p.name === "Men Suede Penny Loafers")!;
    const [navy, tan] = source.colourCopies;
    expect([navy!.color, tan!.color]).toEqual(["Navy", "Tan"]);
    const id = await seededProductId(shop.db, source.name);
    expect(navy!.stock).toBe(0);
    // Asked for no colour, the product opens on its first colour that can be bought.
    const opened = (await get<ProductView>(`/api/products/${id}`)).body;
    expect(opened.colour).toBe("tan");
    expect(opened.colours!.map((c) => [c.name, c.slug, c.price, c.inStock])).toEqual([
      ["Navy", "navy", navy!.basePrice + 500, false],
      ["Tan", "tan", tan!.basePrice + 500, true],
    ]);
    const onNavy = (await get<ProductView>(`/api/products/${id}?color=navy`)).body;
    expect(onNavy).toMatchObject({ colour: "navy", price: navy!.basePrice + 500, inStock: false });
    expect(onNavy.sizeAvailability!.every((size) => !size.inStock)).toBe(true);
    const onTan = (await get<ProductView>(`/api/products/${id}?color=tan`)).body;
    expect(onTan).toMatchObject({ id, colour: "tan", price: tan!.basePrice + 500, oldPrice: tan!.oldPrice! + 500 });
    expect(onTan.image).toBe(`/images/products/${tan!.sku.toLowerCase()}.svg`);
    expect(onTan.description).toMatch(/ tan suede /);
    // A colour the product does not come in opens the one it would open on anyway.
    expect((await get<ProductView>(`/api/products/${id}?color=purple`)).body.colour).toBe("tan");
  });

  it("answers the link of a product that became another's colour with a 301 to that product on the colour", async () => {
    const source = seed.find((p) => p.name === "Men Suede Penny Loafers")!;
    const [rows] = await Promise.all([
      shop.db
        .select({ id: productColours.formerProductId })
        .from(productColours)
        .where(eq(productColours.sku, source.colourCopies[1]!.sku)),
    ]);
    const former = rows[0]!.id!;
    const id = await seededProductId(shop.db, source.name);
    for (const path of [`/api/products/${former}`]) {
      const res = await fetch(`${shop.url}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(
        `${path.startsWith("/api") ? "/api/products" : "/product"}/${id}?color=tan`,
      );
    }
  });

  it("answers 404 with a message for an unknown id", async () => {
    expect(await get("/api/products/999999")).toEqual({ status: 404, body: { message: "Product not found" } });
  });

  it("answers 400 for an id that is not a number", async () => {
    const { status, body } = await get<{ message: string }>("/api/products/abc");
    expect(status).toBe(400);
    expect(body.message).toBe("Product id must be a positive whole number");
  });
});

describe("GET /api/collections", () => {
  it("lists every collection with its paths and rules", async () => {
    const { status, body } =
      await get<{ key: string; title: string; paths: string[]; relatedCap: number }[]>("/api/collections");
    expect(status).toBe(200);
    const loafers = body.find((c) => c.key === "loafers");
    expect(loafers).toMatchObject({ title: "Loafers Collection", paths: ["/loafers", "/loafers-page"], relatedCap: 4 });
    expect(body.find((c) => c.key === "perfume")?.paths).toEqual(["/perfume", "/perfumes", "/perfume-page"]);
  });
});
