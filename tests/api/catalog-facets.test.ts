import { describe, expect, it } from "vitest";
import type { ProductFacets, ProductPage, SearchSuggestions } from "@rules/catalog-types";
import { setUpTestServer } from "../helpers/harness";
import { setStock } from "../helpers/stock";
import { addProduct } from "../helpers/catalog";

// The /products filters beyond search and price: size (in stock in it), colour, discount and
// availability, with counts that follow the other filters.
const shop = setUpTestServer();

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${shop.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const listAll = (query: string) => get<ProductPage>(`/api/products?limit=100&${query}`);

describe("product filters", () => {
  it("a size lists only products that can be bought in that size now", async () => {
    const LOAFER = await addProduct(shop.db, { category: "Loafers", stock: 20 }); // 4 in each size
    const loafer = await get<{ sizes: string[] }>(`/api/products/${LOAFER}`);
    const size = loafer.sizes[0]!;
    const before = await listAll(`category=Loafers&size=${encodeURIComponent(size)}`);
    expect(before.products.some((p) => p.id === LOAFER)).toBe(true);
    await setStock(shop.db, LOAFER, Object.fromEntries(loafer.sizes.map((s) => [s, s === size ? 0 : 4])));
    const after = await listAll(`category=Loafers&size=${encodeURIComponent(size)}`);
    expect(after.products.some((p) => p.id === LOAFER)).toBe(false);
    expect(after.total).toBe(before.total - 1);
  });

  it("colour, discount and availability narrow the list", async () => {
    const black = await listAll("color=black");
    expect(black.total).toBeGreaterThan(0);
    const all = await listAll("");
    expect(black.total).toBeLessThan(all.total);
    const discounted = await listAll("minDiscount=30");
    // "30% and more" is what the cards say: the saving off the prices shown, the store's markup on both.
    const percent = (p: { discount: string | null }) => Number(p.discount?.match(/^(\d+)% off$/)?.[1] ?? 0);
    expect(discounted.products.length).toBeGreaterThan(0);
    for (const p of discounted.products) expect(percent(p), p.name).toBeGreaterThanOrEqual(30);
    const saysThirty = all.products.filter((p) => percent(p) >= 30).map((p) => p.id);
    const listed = discounted.products.map((p) => p.id);
    expect(
      all.products
        .filter((p) => listed.includes(p.id) !== saysThirty.includes(p.id))
        .map((p) => [p.name, p.price, p.oldPrice, p.discount]),
    ).toEqual([]);
    const stocked = await listAll("inStock=1");
    expect(stocked.products.every((p) => p.inStock)).toBe(true);
    expect(stocked.total).toBeLessThan(all.total);
  });

  it("refuses a filter it does not understand with a message", async () => {
    const response = await fetch(`${shop.url}/api/products?minDiscount=abc`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/minDiscount/);
  });

  it("counts each choice given the other filters, and each count is what the list shows", async () => {
    const base = "q=shoes&maxPrice=6000";
    const facets = await get<ProductFacets>(`/api/products/facets?${base}&color=black`);
    expect(facets.categories.length).toBeGreaterThan(0);
    for (const { value, count } of facets.categories) {
      const page = await listAll(`${base}&color=black&category=${encodeURIComponent(value)}`);
      expect(page.total, value).toBe(count);
    }
    // The colour's own counts ignore the chosen colour, so the other colours stay on offer.
    expect(facets.colors.length).toBeGreaterThan(1);
    for (const { value, count } of facets.colors.slice(0, 3)) {
      expect((await listAll(`${base}&color=${encodeURIComponent(value)}`)).total, value).toBe(count);
    }
    for (const { value, count } of facets.sizes.slice(0, 3)) {
      expect((await listAll(`${base}&color=black&size=${encodeURIComponent(value)}`)).total, value).toBe(count);
    }
    for (const { min, count } of facets.discounts) {
      expect((await listAll(`${base}&color=black&minDiscount=${min}`)).total, `${min}%`).toBe(count);
    }
    expect((await listAll(`${base}&color=black&inStock=1`)).total).toBe(facets.inStock);
  });

  it("suggests the collections and products of the words typed so far, typos forgiven", async () => {
    const suggestions = await get<SearchSuggestions>("/api/products/suggestions?q=lofer");
    expect(suggestions.collections[0]).toEqual({ title: "Loafers Collection", path: "/loafers" });
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(suggestions.products.length).toBeLessThanOrEqual(6);
    for (const p of suggestions.products) expect(p.name).toMatch(/loafer/i);
    // The last word as a prefix.
    const typing = await get<SearchSuggestions>("/api/products/suggestions?q=chelsea%20bo");
    expect(typing.products.every((p) => /chelsea boot/i.test(p.name))).toBe(true);
    expect(await get<SearchSuggestions>("/api/products/suggestions?q=")).toEqual({ products: [], collections: [] });
    // Words found only in descriptions: the closest products are not suggested as what was typed.
    expect(await get<SearchSuggestions>("/api/products/suggestions?q=kurta")).toEqual({
      products: [],
      collections: [],
    });
    expect((await fetch(`${shop.url}/api/products/suggestions?q=${"a".repeat(101)}`)).status).toBe(400);
  });
});
