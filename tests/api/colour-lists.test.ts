import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productColours, products } from "../../server/db/schema";
import type { ProductPage, ProductView } from "@rules/catalog-types";
import { setUpTestServer } from "../helpers/harness";
import { seededProductId } from "../helpers/catalog";
import { seededCatalogue } from "../helpers/seeded-catalogue";

// Lists of products of several colours: each product once, its colours as swatches, shown on the colour the
// list was asked for (its colour filter, or a colour its search names).

const seed = seededCatalogue();
const shop = setUpTestServer();

async function list(query: string): Promise<ProductPage> {
  const res = await fetch(`${shop.url}/api/products${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ProductPage;
}
const style = (name: string) => seed.find((p) => p.name === name)!;
const photo = (sku: string) => `/images/products/${sku.toLowerCase()}.svg`;

describe("a list of products of several colours", () => {
  it("carries each product once, with its colours as swatches, shown on its first colour", async () => {
    const driving = style("Men Suede Driving Loafers");
    const [navy, brown, grey] = driving.colourCopies;
    const id = await seededProductId(shop.db, driving.name);
    const page = await list("?category=Loafers&limit=100");
    const shown = page.products.filter((p) => p.id === id);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.colour).toBe("navy");
    expect(shown[0]!.colours!.map((c) => [c.name, c.slug, c.price, c.swatch.src])).toEqual([
      ["Navy", "navy", navy!.basePrice + 500, photo(navy!.sku)],
      ["Brown", "brown", brown!.basePrice + 500, photo(brown!.sku)],
      ["Grey", "grey", grey!.basePrice + 500, photo(grey!.sku)],
    ]);
    // A product of one colour carries none: its card shows no swatch.
    const single = page.products.find((p) => seed.find((s) => s.id === p.id)!.colourCopies.length < 2);
    expect(single).toBeDefined();
    expect(single).not.toHaveProperty("colours");
  });

  it("shows each product on the colour its search names: grey driving loafers in grey", async () => {
    const driving = style("Men Suede Driving Loafers");
    const grey = driving.colourCopies[2]!;
    const id = await seededProductId(shop.db, driving.name);
    for (const q of ["grey driving loafers", "loafers grey", "grey drivng lofers"]) {
      const found = (await list(`?q=${encodeURIComponent(q)}`)).products.find((p) => p.id === id);
      expect(found, q).toMatchObject({ colour: "grey", price: grey.basePrice + 500, image: photo(grey.sku) });
    }
    // A search naming no colour shows the first.
    const plain = (await list("?q=driving%20loafers")).products.find((p) => p.id === id);
    expect(plain?.colour).toBe("navy");
  });

  it("shows each product on the colour its filter chose, counted once", async () => {
    const horsebit = style("Men Suede Horsebit Detail Loafers");
    const olive = horsebit.colourCopies[1]!;
    expect(olive.color).toBe("Olive");
    const id = await seededProductId(shop.db, horsebit.name);
    const page = await list("?category=Loafers&color=olive");
    const found = page.products.filter((p) => p.id === id);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ colour: "olive", price: olive.basePrice + 500, image: photo(olive.sku) });
    expect(page.products.every((p) => p.colours?.some((c) => c.slug === "olive"))).toBe(true);
  });

  it("shows a colour's new photo and price at once", async () => {
    const driving = style("Men Suede Driving Loafers");
    const id = await seededProductId(shop.db, driving.name);
    const before = (await list("?q=brown%20driving%20loafers")).products.find((p) => p.id === id)!;
    expect(before.colour).toBe("brown");
    const image = { src: "/images/products/brown-driving-new.svg", width: 800, height: 1000 };
    await shop.db
      .update(productColours)
      .set({ images: [image], basePricePaise: 299_900 })
      .where(eq(productColours.sku, driving.colourCopies[1]!.sku));
    const after = (await list("?q=brown%20driving%20loafers")).products.find((p) => p.id === id)!;
    expect(after).toMatchObject({ colour: "brown", price: 2999 + 500, image: image.src });
    expect(after.colours![1]).toMatchObject({ slug: "brown", price: 2999 + 500, swatch: image });
  });

  it("names a product of colours without its colour and what is joined to it", async () => {
    const rows = await shop.db
      .select({ name: products.name })
      .from(products)
      .where(sql`${products.name} ~ '(^|\\s)-\\w'`);
    expect(rows).toEqual([]);
    expect(await seededProductId(shop.db, "Unisex Aviator Sunglasses")).toBeGreaterThan(0);
  });
});

describe("a product's own read", () => {
  it("still carries every colour with its stock", async () => {
    const id = await seededProductId(shop.db, "Men Suede Penny Loafers");
    const res = await fetch(`${shop.url}/api/products/${id}`);
    const product = (await res.json()) as ProductView;
    expect(product.colours!.map((c) => c.inStock)).toEqual([false, true]);
  });
});
