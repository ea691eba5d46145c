import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { products, productColours, productVariants } from "../../server/db/schema";
import { parseCsv, toCsv } from "../../server/exports/csv";
import { CATALOGUE_COLUMNS } from "../../server/exports/catalogue-csv";
import { addColour } from "../../server/catalog/admin-colours";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { userWithSession } from "../helpers/accounts";
import { postCatalogueFile } from "../helpers/catalogue-file";

const shop = setUpTestServer();
let admin: string;
let SHIRT: number;

beforeAll(async () => {
  admin = (await userWithSession(shop.db, "admin")).token;
  SHIRT = await addProduct(shop.db, {
    category: "Shirts & Tshirt",
    name: "Import Linen Shirt",
    price: 1299,
    stock: { S: 1, M: 2, L: 3, XL: 4 },
  });
  await addColour(
    shop.db,
    SHIRT,
    { name: "Navy", sku: "IMPORT-SHIRT-NAVY", price: 1499, images: ["https://images.example.com/navy-shirt.jpg"] },
    { markupPaise: 0, imageOrigins: ["https://images.example.com"] },
  );
});

const exported = async () => {
  const res = await fetch(`${shop.url}/api/admin/exports/catalogue`, { headers: { authorization: `Bearer ${admin}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-disposition")).toBe('attachment; filename="products.csv"');
  return res.text();
};
const upload = (csv: string, apply = false) => postCatalogueFile(shop.url, admin, csv, apply);

/** The catalogue's figures an import may change, to compare before and after. */
async function snapshot() {
  const rows = await shop.db.execute(
    sql`select p.id, p.name, p.description, p.hidden, p.base_price_paise, p.old_price_paise, p.stock,
      (select json_agg(json_build_object('id', c.id, 'price', c.base_price_paise, 'old', c.old_price_paise) order by c.id) from product_colours c where c.product_id = p.id) as colours,
      (select json_agg(json_build_object('id', v.id, 'stock', v.stock, 'price', v.base_price_paise) order by v.id) from product_variants v where v.product_id = p.id) as variants
      from products p order by p.id`,
  );
  return JSON.stringify((rows as { rows?: unknown[] }).rows ?? rows);
}

/** The export with some cells of the rows of `sku` changed. */
function edited(csv: string, edits: Record<string, Partial<Record<(typeof CATALOGUE_COLUMNS)[number], string>>>) {
  const parsed = parseCsv(csv);
  const at = (name: string) => parsed.header.indexOf(name);
  const rows = parsed.records.map(({ cells }) => {
    const change = edits[cells[at("Variant SKU")]!];
    if (!change) return cells;
    const copy = [...cells];
    for (const [name, value] of Object.entries(change)) copy[at(name)] = value!;
    return copy;
  });
  return toCsv(parsed.header, rows);
}

describe("the catalogue as Shopify's product CSV", () => {
  it("has one row per colour and size, and importing it unchanged changes nothing", async () => {
    const csv = await exported();
    const parsed = parseCsv(csv);
    expect(parsed.header).toEqual([...CATALOGUE_COLUMNS]);
    const at = (name: string) => parsed.header.indexOf(name);
    const [variantCount] = await shop.db.select({ n: sql<number>`count(*)::int` }).from(productVariants);
    expect(parsed.records).toHaveLength(variantCount!.n);
    const shirt = await shop.db.select().from(products).where(eq(products.id, SHIRT));
    const rows = parsed.records
      .filter((r) => r.cells[at("Handle")] === shirt[0]!.sku.toLowerCase())
      .map((r) => r.cells);
    expect(rows).toHaveLength(8); // two colours x four sizes
    expect(rows[0]![at("Title")]).toBe("Import Linen Shirt");
    expect(rows[1]![at("Title")]).toBe("");
    expect(rows.map((r) => r[at("Option2 Value")])).toEqual(["S", "M", "L", "XL", "S", "M", "L", "XL"]);
    expect(rows[0]![at("Option1 Name")]).toBe("Color");
    expect(rows[4]![at("Option1 Value")]).toBe("Navy");
    const markup = shop.server.config.priceMarkupPaise / 100;
    expect(rows[0]![at("Variant Price")]).toBe(`${1299 + markup}.00`);
    expect(rows[4]![at("Variant Price")]).toBe(`${1499 + markup}.00`);
    expect(rows.slice(0, 4).map((r) => r[at("Variant Inventory Qty")])).toEqual(["1", "2", "3", "4"]);

    const before = await snapshot();
    const dry = await upload(csv);
    expect(dry.status).toBe(200);
    expect(dry.body.report).toMatchObject({
      rows: variantCount!.n,
      problems: [],
      changes: { products: 0, colours: 0, variants: 0 },
    });
    const applied = await upload(csv, true);
    expect(applied.body.report).toMatchObject({ applied: true, changes: { products: 0, colours: 0, variants: 0 } });
    expect(await snapshot()).toBe(before);
  });

  it("a dry run lists every row's problems with its line, and applying such a file changes nothing", async () => {
    const csv = await exported();
    const skus = (await shop.db.select().from(productVariants).where(eq(productVariants.productId, SHIRT))).map(
      (v) => v.sku,
    );
    const bad = `${edited(csv, {
      [skus[0]!]: { "Variant Inventory Qty": "-3", Title: "Renamed Linen Shirt" },
      [skus[1]!]: { "Option2 Value": "XXL" },
      [skus[2]!]: { "Variant Price": "12.50" },
    })}UNKNOWN-HANDLE,,,,,,,,,,,,,,NO-SUCH-SKU\r\n`;
    const before = await snapshot();
    const dry = await upload(bad);
    expect(dry.status).toBe(200);
    const problems = (dry.body.report as unknown as { problems: { line: number; message: string }[] }).problems;
    const lines = parseCsv(bad).records;
    const lineOf = (sku: string) => lines.find((r) => r.cells.includes(sku))!.line;
    expect(problems).toEqual([
      expect.objectContaining({ line: lineOf(skus[0]!), message: expect.stringMatching(/Inventory Qty/) }),
      expect.objectContaining({ line: lineOf(skus[1]!), message: expect.stringMatching(/size M, not XXL/) }),
      expect.objectContaining({ line: lineOf(skus[2]!), message: expect.stringMatching(/Variant Price/) }),
      expect.objectContaining({
        line: lineOf("NO-SUCH-SKU"),
        message: expect.stringMatching(
          /^Title, Variant Price and Image Src are required: no product has handle UNKNOWN-HANDLE/,
        ),
      }),
    ]);
    const applied = await upload(bad, true);
    expect(applied.status).toBe(400);
    expect(applied.body.message).toMatch(/4 problems: nothing was changed/);
    expect(await snapshot()).toBe(before); // the good change on line 2 (the title) was not made either
  });

  it("applies stock, prices, titles and visibility by SKU, once: the same file again changes nothing", async () => {
    const csv = await exported();
    const variants = await shop.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, SHIRT))
      .orderBy(productVariants.id);
    const [, navy] = await shop.db
      .select()
      .from(productColours)
      .where(eq(productColours.productId, SHIRT))
      .orderBy(productColours.position);
    const navyRows = variants.filter((v) => v.colourId === navy!.id);
    const markup = shop.server.config.priceMarkupPaise / 100;
    const change = edited(csv, {
      [variants[0]!.sku]: { "Variant Inventory Qty": "40", Title: "Linen Shirt, Relaxed", Published: "FALSE" },
      ...Object.fromEntries(
        navyRows.map((v) => [
          v.sku,
          { "Variant Price": `${1599 + markup}.00`, "Variant Compare At Price": `${1999 + markup}.00` },
        ]),
      ),
    });
    const dry = await upload(change);
    expect(dry.body.report).toMatchObject({
      problems: [],
      changes: { products: 1, colours: 1, variants: 1 },
      applied: false,
    });
    const applied = await upload(change, true);
    expect(applied.body.report).toMatchObject({ applied: true, changes: { products: 1, colours: 1, variants: 1 } });
    const [product] = await shop.db.select().from(products).where(eq(products.id, SHIRT));
    expect(product).toMatchObject({
      name: "Linen Shirt, Relaxed",
      hidden: true,
      stock: 40 + 2 + 3 + 4 + navyRows.reduce((s, v) => s + v.stock, 0),
    });
    const [colour] = await shop.db.select().from(productColours).where(eq(productColours.id, navy!.id));
    expect(colour).toMatchObject({ basePricePaise: 159900, oldPricePaise: 199900 });
    const after = await snapshot();
    expect((await upload(change, true)).body.report).toMatchObject({
      changes: { products: 0, colours: 0, variants: 0 },
    });
    expect(await snapshot()).toBe(after);
    // The export now says what the file said.
    expect(parseCsv(await exported()).records.length).toBe(parseCsv(change).records.length);
  });

  it("takes the file as a multipart form too, and refuses anyone but the staff", async () => {
    const form = new FormData();
    form.set("file", new Blob([await exported()], { type: "text/csv" }), "products.csv");
    const res = await fetch(`${shop.url}/api/admin/catalogue/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { report: { problems: unknown[] } }).report.problems).toEqual([]);
    const empty = await fetch(`${shop.url}/api/admin/catalogue/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(empty.status).toBe(400);
    const shopper = (await userWithSession(shop.db)).token;
    const refused = await fetch(`${shop.url}/api/admin/catalogue/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${shopper}`, "content-type": "text/csv" },
      body: "Handle\r\n",
    });
    expect(refused.status).toBe(403);
  });

  it("carries a size's own price out and back, and a changed row's price becomes its size's own", async () => {
    const [xl] = await shop.db
      .select()
      .from(productVariants)
      .where(sql`${productVariants.productId} = ${SHIRT} and ${productVariants.size} = 'XL'`)
      .orderBy(productVariants.id)
      .limit(1);
    await shop.db.update(productVariants).set({ basePricePaise: 159_900 }).where(eq(productVariants.id, xl!.id));
    const csv = await exported();
    const markup = shop.server.config.priceMarkupPaise / 100;
    const parsed = parseCsv(csv);
    const at = (name: string) => parsed.header.indexOf(name);
    const row = (sku: string) => parsed.records.find((r) => r.cells[at("Variant SKU")] === sku)!.cells;
    expect(row(xl!.sku)[at("Variant Price")]).toBe(`${1599 + markup}.00`);

    const before = await snapshot();
    const again = await upload(csv, true);
    expect(again.body.report).toMatchObject({ problems: [], changes: { products: 0, colours: 0, variants: 0 } });
    expect(await snapshot()).toBe(before);

    // The L row at another price: L gets it as its own; XL at the colour's price goes back to the colour's.
    const l = parsed.records.find(
      (r) => r.cells[at("Handle")] === row(xl!.sku)[at("Handle")] && r.cells[at("Option2 Value")] === "L",
    )!.cells;
    const changed = edited(csv, {
      [l[at("Variant SKU")]!]: { "Variant Price": `${1399 + markup}.00` },
      [xl!.sku]: { "Variant Price": `${1299 + markup}.00` },
    });
    const applied = await upload(changed, true);
    expect(applied.body.report).toMatchObject({ problems: [], changes: { products: 0, colours: 0, variants: 2 } });
    const prices = await shop.db
      .select({ size: productVariants.size, price: productVariants.basePricePaise })
      .from(productVariants)
      .where(eq(productVariants.colourId, xl!.colourId));
    expect(Object.fromEntries(prices.map((p) => [p.size, p.price]))).toEqual({
      S: null,
      M: null,
      L: 139_900,
      XL: null,
    });
  });
});
