import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { productColours, productVariants, products } from "../../server/db/schema";
import { STAFF_MESSAGES, STOCK_PER_COLOUR, type StaffProductPage, type StaffProductView } from "@rules/staff";
import { setUpTestServer } from "../helpers/harness";
import { userWithSession } from "../helpers/accounts";
import { callJson } from "../helpers/client";
import { builtPages } from "../helpers/app";

// The staff count stock per colour and size: a variant is a colour and a size, so counting one colour
// never touches another's.
const shop = setUpTestServer(async () => ({ pages: await builtPages() }));
let adminToken: string;
/** A seeded product in 2 or more colours, with sizes. */
let product: { id: number; sku: string; sizes: string[] };
let colours: { id: number; name: string; slug: string }[];

const asAdmin = <T = { product: StaffProductView; message?: string; success?: boolean }>(
  method: string,
  url: string,
  body?: unknown,
) => callJson<T>(shop.url, method, url, body, adminToken);
const patch = (body: unknown) => asAdmin("PATCH", `/api/admin/products/${product.id}`, body);

/** Every variant's stock, as "colour id/size" -> stock. */
async function variantStock(id = product.id): Promise<Record<string, number>> {
  const rows = await shop.db
    .select({ colourId: productVariants.colourId, size: productVariants.size, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.id));
  return Object.fromEntries(rows.map((row) => [`${row.colourId}/${row.size}`, row.stock]));
}
const ofColour = (stock: Record<string, number>, colourId: number) =>
  Object.fromEntries(Object.entries(stock).filter(([key]) => key.startsWith(`${colourId}/`)));
const productRow = async (id = product.id) => (await shop.db.select().from(products).where(eq(products.id, id)))[0]!;
const sum = (stock: Record<string, number>) => Object.values(stock).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  adminToken = (await userWithSession(shop.db, "admin")).token;
  const [found] = await shop.db
    .select({ id: products.id, sku: products.sku, sizes: products.sizes })
    .from(products)
    .where(sql`cardinality(${products.colours}) >= 2 and cardinality(${products.sizes}) >= 2`)
    .orderBy(asc(products.id))
    .limit(1);
  expect(found, "the seed has a product in several colours").toBeDefined();
  product = found!;
  colours = await shop.db
    .select({ id: productColours.id, name: productColours.name, slug: productColours.slug })
    .from(productColours)
    .where(eq(productColours.productId, product.id))
    .orderBy(asc(productColours.position));
});

describe("the staff's view of a product in several colours", () => {
  it("gives each colour's stock per size, and each size's over all colours", async () => {
    const list = await asAdmin<StaffProductPage>("GET", `/api/admin/products?q=${product.sku}`);
    expect(list.status).toBe(200);
    const view = list.body.products.find((p) => p.id === product.id)!;
    const stock = await variantStock();
    expect(view.colours.map((c) => c.slug)).toEqual(colours.map((c) => c.slug));
    for (const [i, colour] of view.colours.entries()) {
      expect(colour.name).toBe(colours[i]!.name);
      expect(Object.keys(colour.stockBySize)).toEqual(product.sizes);
      for (const size of product.sizes) expect(colour.stockBySize[size]).toBe(stock[`${colours[i]!.id}/${size}`]);
      expect(colour.stock).toBe(sum(ofColour(stock, colours[i]!.id)));
    }
    for (const size of product.sizes) {
      expect(view.stockBySize[size]).toBe(colours.reduce((n, c) => n + stock[`${c.id}/${size}`]!, 0));
    }
    expect(view.stock).toBe(sum(stock));
  });
});

describe("PATCH /api/admin/products/:id with stockByColour", () => {
  it("sets one colour's sizes and leaves the other colours' stock as it was", async () => {
    const [first, second] = colours;
    const before = await variantStock();
    const figures = Object.fromEntries(product.sizes.map((size, i) => [size, i + 7]));
    const res = await patch({ stockByColour: { [first!.slug]: figures } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await variantStock();
    for (const size of product.sizes) expect(after[`${first!.id}/${size}`]).toBe(figures[size]);
    expect(ofColour(after, second!.id)).toEqual(ofColour(before, second!.id));
    expect((await productRow()).stock).toBe(sum(after));
    expect(res.body.product.stock).toBe(sum(after));
    expect(res.body.product.colours[0]!.stockBySize).toEqual(figures);
  });

  it("sets some sizes of a colour by its name, keeping its other sizes", async () => {
    const second = colours[1]!;
    const before = await variantStock();
    const [size] = product.sizes;
    const res = await patch({ stockByColour: { [second.name.toUpperCase()]: { [size!]: "0" } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await variantStock();
    expect(after).toEqual({ ...before, [`${second.id}/${size}`]: 0 });
    expect((await productRow()).stock).toBe(sum(after));
  });

  it("sets every size of a colour to one figure", async () => {
    const [first, second] = colours;
    const before = await variantStock();
    const res = await patch({ stockByColour: { [second!.slug]: 3 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await variantStock();
    expect(Object.values(ofColour(after, second!.id))).toEqual(product.sizes.map(() => 3));
    expect(ofColour(after, first!.id)).toEqual(ofColour(before, first!.id));
    expect((await productRow()).stock).toBe(sum(after));
  });

  it("spreads one whole figure over every colour and size", async () => {
    const cells = colours.length * product.sizes.length;
    const res = await patch({ stock: cells * 2 + 1 });
    expect(res.status).toBe(200);
    const after = await variantStock();
    expect(sum(after)).toBe(cells * 2 + 1);
    expect(Object.values(after).sort()).toEqual([...Array(cells - 1).fill(2), 3].sort());
    expect((await productRow()).stock).toBe(cells * 2 + 1);
  });
});

describe("refused counts change nothing", () => {
  const refusals: [string, () => Record<string, unknown>, string][] = [
    [
      "one figure per size for a product in several colours",
      () => ({ name: "Renamed", stockBySize: { [product.sizes[0]!]: 1 } }),
      STOCK_PER_COLOUR,
    ],
    [
      "a colour the product does not come in",
      () => ({ name: "Renamed", stockByColour: { [colours[0]!.slug]: 1, Purple: { [product.sizes[0]!]: 1 } } }),
      "Colour Purple is not one of this product's colours",
    ],
    [
      "a size the product does not come in, after good figures",
      () => ({ name: "Renamed", stockByColour: { [colours[0]!.slug]: { [product.sizes[0]!]: 99, XXXL: 1 } } }),
      "Size XXXL is not one of this product's sizes",
    ],
    [
      "both ways of counting at once",
      () => ({ stockBySize: { [product.sizes[0]!]: 1 }, stockByColour: { [colours[0]!.slug]: 1 } }),
      "Give the stock per size or per colour, not both",
    ],
    [
      "a figure that is not a whole number",
      () => ({ stockByColour: { [colours[0]!.slug]: { [product.sizes[0]!]: -1 } } }),
      STAFF_MESSAGES.stock,
    ],
  ];
  for (const [what, body, message] of refusals) {
    it(`refuses ${what} with a 400`, async () => {
      const before = await variantStock();
      const row = await productRow();
      const res = await patch(body());
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe(message);
      expect(await variantStock()).toEqual(before);
      const after = await productRow();
      expect([after.name, after.stock]).toEqual([row.name, row.stock]);
    });
  }
});

describe("a product of one colour", () => {
  it("still takes its stock per size, and shows its one colour", async () => {
    const [single] = await shop.db
      .select({ id: products.id, sizes: products.sizes })
      .from(products)
      .where(sql`cardinality(${products.colours}) = 1 and cardinality(${products.sizes}) >= 2`)
      .orderBy(asc(products.id))
      .limit(1);
    const figures = Object.fromEntries(single!.sizes.map((size, i) => [size, i]));
    const res = await asAdmin("PATCH", `/api/admin/products/${single!.id}`, { stockBySize: figures });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product.stockBySize).toEqual(figures);
    expect(res.body.product.colours).toHaveLength(1);
    expect(res.body.product.colours[0]!.stockBySize).toEqual(figures);
    expect((await productRow(single!.id)).stock).toBe(sum(figures));
  });
});

describe("the staff's edit page", () => {
  const page = () =>
    fetch(`${shop.url}/admin/products/${product.id}`, { headers: { authorization: `Bearer ${adminToken}` } });
  const save = (fields: [string, string][]) =>
    fetch(`${shop.url}/admin/products/${product.id}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${adminToken}`,
        "content-type": "application/x-www-form-urlencoded",
        origin: shop.url,
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  const formOf = async (): Promise<[string, string][]> => {
    const row = await productRow();
    return [
      ["name", row.name],
      ["price", String(row.basePricePaise / 100)],
      ["oldPrice", row.oldPricePaise === null ? "" : String(row.oldPricePaise / 100)],
      ["category", row.category],
      ["description", row.description],
      ["stock", String(row.stock)],
      ["hidden", String(row.hidden)],
      ["finalSale", String(row.finalSale)],
      ...(row.images.length
        ? row.images.map((p) => ["images", p.src] as [string, string])
        : [["images", row.image] as [string, string]]),
    ];
  };

  it("shows a grid of colours and sizes, each cell named for its colour and size", async () => {
    const res = await page();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Stock per colour and size");
    for (const colour of colours) {
      for (const size of product.sizes) expect(html).toContain(`aria-label="${colour.name}, size ${size} stock"`);
      expect(html).toContain(`aria-label="${colour.name}, all sizes stock"`);
    }
  });

  it("saves each cell to its colour and size, and a row's All sizes to every size of it", async () => {
    const [first, second] = colours;
    const before = await variantStock();
    const cells: [string, string][] = [];
    for (const colour of colours) {
      for (const [i, size] of product.sizes.entries()) {
        cells.push([
          `stock.${colour.slug}.${size}`,
          String(colour === first ? 20 + i : before[`${colour.id}/${size}`]),
        ]);
      }
    }
    const res = await save([
      ...(await formOf()),
      ...cells,
      [`stockAll.${first!.slug}`, ""],
      [`stockAll.${second!.slug}`, "4"],
    ]);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Saved ✅");
    const after = await variantStock();
    for (const [i, size] of product.sizes.entries()) {
      expect(after[`${first!.id}/${size}`]).toBe(20 + i);
      expect(after[`${second!.id}/${size}`]).toBe(4);
    }
    for (const colour of colours.slice(2)) expect(ofColour(after, colour.id)).toEqual(ofColour(before, colour.id));
    expect((await productRow()).stock).toBe(sum(after));

    // Loaded again, the grid shows what was saved.
    const html = await (await page()).text();
    expect(html).toMatch(
      new RegExp(
        `aria-label="${first!.name}, size ${product.sizes[0]} stock"[^>]*value="20"|value="20"[^>]*aria-label="${first!.name}, size ${product.sizes[0]} stock"`,
      ),
    );
  });

  it("answers a cell the product has no size for with its message, saving nothing", async () => {
    const before = await variantStock();
    const res = await save([
      ...(await formOf()),
      [`stock.${colours[0]!.slug}.${product.sizes[0]}`, "50"],
      [`stock.${colours[0]!.slug}.XXXL`, "1"],
    ]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Size XXXL is not one of this product");
    expect(await variantStock()).toEqual(before);
  });
});
