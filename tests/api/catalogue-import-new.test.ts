import { beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { products, productColours, productVariants } from "../../server/db/schema";
import { parseCsv, toCsv } from "../../server/exports/csv";
import { CATALOGUE_COLUMNS, type CatalogueColumn } from "../../server/exports/catalogue-csv";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { userWithSession } from "../helpers/accounts";
import { callJson } from "../helpers/client";
import { postCatalogueFile } from "../helpers/catalogue-file";

// The catalogue import making new products from a Shopify file (docs/decisions/046-import-new-products.md).

const shop = setUpTestServer();
let admin: string;
let markup: number;
let loaferSku: string;
let loaferVariantSku: string;

beforeAll(async () => {
  admin = (await userWithSession(shop.db, "admin")).token;
  markup = shop.server.config.priceMarkupPaise / 100;
  const id = await addProduct(shop.db, { category: "Loafers", name: "Import New Loafer", price: 2000, stock: 10 });
  const [loafer] = await shop.db.select().from(products).where(eq(products.id, id));
  loaferSku = loafer!.sku;
  const [variant] = await shop.db.select().from(productVariants).where(eq(productVariants.productId, id));
  loaferVariantSku = variant!.sku;
});

type Row = Partial<Record<CatalogueColumn, string | number>>;
const csvOf = (rows: Row[]) =>
  toCsv(
    CATALOGUE_COLUMNS,
    rows.map((row) => CATALOGUE_COLUMNS.map((column) => row[column] ?? "")),
  );

const upload = (csv: string, apply = false) => postCatalogueFile(shop.url, admin, csv, apply);

/** Everything an import may write, to compare before and after. */
async function snapshot() {
  const rows = await shop.db.execute(
    sql`select p.id, p.sku, p.name, p.stock, p.base_price_paise, p.hidden, p.colours, p.swatches,
      (select json_agg(json_build_object('id', c.id, 'sku', c.sku, 'price', c.base_price_paise) order by c.id) from product_colours c where c.product_id = p.id) as colours_,
      (select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'stock', v.stock, 'price', v.base_price_paise) order by v.id) from product_variants v where v.product_id = p.id) as variants
      from products p order by p.id`,
  );
  return JSON.stringify((rows as { rows?: unknown[] }).rows ?? rows);
}

const price = (rupees: number) => `${rupees + markup}.00`;
const IMAGES = "https://images.example.com";

/** A shirt in Black and White, sizes S, M and L: White's L costs more; White has its own photo. */
function shirtRows(handle: string, word: string, sku: string): Row[] {
  const sizes = ["S", "M", "L"];
  return [
    ...sizes.map((size, i) => ({
      Handle: handle,
      ...(i === 0 && {
        Title: `${word} Oxford Shirt`,
        "Body (HTML)": "<p>Soft cotton.</p><p>Button-down collar &amp; pocket.</p>",
        Type: "shirts & tshirt",
        Published: "TRUE",
        "Option1 Name": "Colour",
        "Option2 Name": "Size",
        "Image Src": `${IMAGES}/${handle}-1.jpg`,
      }),
      "Option1 Value": "Black",
      "Option2 Value": size,
      "Variant SKU": `${sku}-BLK-${size}`,
      "Variant Price": price(1499),
      "Variant Compare At Price": price(1999),
      "Variant Inventory Qty": i + 1,
    })),
    // Shopify's row of one more photo: no variant.
    { Handle: handle, "Image Src": `${IMAGES}/${handle}-2.jpg`, "Image Position": 2 },
    ...sizes.map((size, i) => ({
      Handle: handle,
      "Option1 Value": "White",
      "Option2 Value": size.toLowerCase(),
      "Variant SKU": `${sku}-WHT-${size}`,
      "Variant Price": price(size === "L" ? 1699 : 1599),
      "Variant Compare At Price": price(1999),
      "Variant Inventory Qty": i === 1 ? "" : 10 + i,
      "Variant Image": `${IMAGES}/${handle}-white.jpg`,
    })),
  ];
}

describe("the catalogue import's new products", () => {
  it("makes a product of two colours and three sizes as the staff would, once: the same file again changes nothing", async () => {
    const word = `Quillon${randomBytes(3).toString("hex")}`;
    const handle = `${word.toLowerCase()}-oxford`;
    const csv = csvOf(shirtRows(handle, word, word.toUpperCase()));

    const before = await snapshot();
    const dry = await upload(csv);
    expect(dry.status).toBe(200);
    expect(dry.body.report).toMatchObject({
      rows: 7,
      problems: [],
      changes: { products: 0, colours: 0, variants: 0, newProducts: 1 },
      applied: false,
    });
    expect(await snapshot()).toBe(before); // the dry run wrote nothing

    const applied = await upload(csv, true);
    expect(applied.status).toBe(200);
    expect(applied.body.report).toMatchObject({ applied: true, changes: { newProducts: 1 } });
    const [product] = await shop.db
      .select()
      .from(products)
      .where(eq(products.name, `${word} Oxford Shirt`));
    expect(product).toMatchObject({
      sku: `${word.toUpperCase()}-BLK`,
      description: "Soft cotton.\n\nButton-down collar & pocket.",
      category: "Shirts & Tshirt",
      collections: ["shirts"],
      sizes: ["S", "M", "L"],
      basePricePaise: 149_900,
      oldPricePaise: 199_900,
      stock: 1 + 2 + 3 + 10 + 0 + 12,
      image: `${IMAGES}/${handle}-1.jpg`,
      color: "Black",
      colours: ["Black", "White"],
      hidden: false,
    });
    expect(product!.images.map((p) => p.src)).toEqual([`${IMAGES}/${handle}-1.jpg`, `${IMAGES}/${handle}-2.jpg`]);
    expect(product!.swatches).toHaveLength(2);
    const colours = await shop.db
      .select()
      .from(productColours)
      .where(eq(productColours.productId, product!.id))
      .orderBy(asc(productColours.position));
    expect(colours).toMatchObject([
      { name: "Black", sku: `${word.toUpperCase()}-BLK`, basePricePaise: null, image: null },
      {
        name: "White",
        slug: "white",
        sku: `${word.toUpperCase()}-WHT`,
        basePricePaise: 159_900,
        oldPricePaise: 199_900,
        image: `${IMAGES}/${handle}-white.jpg`,
      },
    ]);
    const variants = await shop.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product!.id))
      .orderBy(asc(productVariants.id));
    const figures = variants.map((v) => [
      v.colourId === colours[0]!.id ? "Black" : "White",
      v.size,
      v.sku,
      v.stock,
      v.basePricePaise,
    ]);
    expect(figures.sort()).toEqual(
      [
        ["Black", "S", `${word.toUpperCase()}-BLK-S`, 1, null],
        ["Black", "M", `${word.toUpperCase()}-BLK-M`, 2, null],
        ["Black", "L", `${word.toUpperCase()}-BLK-L`, 3, null],
        ["White", "S", `${word.toUpperCase()}-WHT-S`, 10, null],
        ["White", "M", `${word.toUpperCase()}-WHT-M`, 0, null],
        ["White", "L", `${word.toUpperCase()}-WHT-L`, 12, 169_900],
      ].sort(),
    );

    // Shoppers find it: by search, in its collection, on its page in either colour.
    const search = await fetch(`${shop.url}/api/products?q=${word}`).then(
      (r) => r.json() as Promise<{ products: { id: number }[] }>,
    );
    expect(search.products.map((p) => p.id)).toEqual([product!.id]);
    const collection = await fetch(`${shop.url}/api/products?collection=shirts&sort=newest&limit=100`).then(
      (r) => r.json() as Promise<{ products: { id: number }[] }>,
    );
    expect(collection.products.map((p) => p.id)).toContain(product!.id);
    const page = await fetch(`${shop.url}/api/products/${product!.id}?color=white`).then(
      (r) => r.json() as Promise<{ price: number; colour: string }>,
    );
    expect(page).toMatchObject({ colour: "white", price: 1599 + markup });

    const after = await snapshot();
    const again = await upload(csv, true);
    expect(again.body.report).toMatchObject({
      problems: [],
      changes: { products: 0, colours: 0, variants: 0, newProducts: 0 },
    });
    expect(await snapshot()).toBe(after);
  });

  it("makes a product without colours or sizes, and one whose SKUs do not end in their sizes", async () => {
    const word = `Vetiver${randomBytes(3).toString("hex")}`;
    const csv = csvOf([
      {
        Handle: `${word.toLowerCase()}`,
        Title: `${word} Eau de Parfum`,
        Type: "Perfumes",
        Status: "draft",
        "Option1 Name": "Title",
        "Option1 Value": "Default Title",
        "Variant SKU": `${word}-EDP`,
        "Variant Price": price(899),
        "Image Src": `${IMAGES}/${word}.jpg`,
      },
      {
        Handle: `${word.toLowerCase()}-loafer`,
        Title: `${word} Loafer`,
        Type: "Loafers",
        "Option1 Name": "Size",
        "Option1 Value": "9",
        "Variant SKU": `${word}-A`,
        "Variant Price": price(2499),
        "Variant Inventory Qty": 4,
        "Image Src": `${IMAGES}/${word}-loafer.jpg`,
      },
      {
        Handle: `${word.toLowerCase()}-loafer`,
        "Option1 Value": "7",
        "Variant SKU": `${word}-B`,
        "Variant Price": price(2499),
      },
    ]);
    const applied = await upload(csv, true);
    expect(applied.body.report).toMatchObject({ problems: [], changes: { newProducts: 2 } });
    const [perfume] = await shop.db
      .select()
      .from(products)
      .where(eq(products.name, `${word} Eau de Parfum`));
    expect(perfume).toMatchObject({ sku: `${word}-EDP`, sizes: [], hidden: true, stock: 0, collections: ["perfume"] });
    const variants = await shop.db.select().from(productVariants).where(eq(productVariants.productId, perfume!.id));
    expect(variants).toMatchObject([{ size: "", sku: `${word}-EDP`, stock: 0, basePricePaise: null }]);
    const [loafer] = await shop.db
      .select()
      .from(products)
      .where(eq(products.name, `${word} Loafer`));
    // Its SKU is its handle's; its sizes are the file's, in the collection's order.
    expect(loafer).toMatchObject({
      sku: `${word.toUpperCase()}-LOAFER`,
      sizes: ["7", "9"],
      stock: 4,
      collections: ["loafers"],
    });
    const sized = await shop.db.select().from(productVariants).where(eq(productVariants.productId, loafer!.id));
    expect(Object.fromEntries(sized.map((v) => [v.size, [v.sku, v.stock]]))).toEqual({
      "7": [`${word}-B`, 0],
      "9": [`${word}-A`, 4],
    });
  });

  it("lists every row's problems with its line, and a file with one bad row changes nothing", async () => {
    const good = shirtRows(
      "fine-new-shirt",
      `Fine${randomBytes(2).toString("hex")}`,
      `FINE${randomBytes(2).toString("hex")}`,
    );
    const base = {
      Title: "A New Thing",
      "Option1 Name": "Size",
      "Image Src": `${IMAGES}/thing.jpg`,
      "Variant Price": price(999),
    };
    const rows: Row[] = [
      ...good, // lines 2-8, no problem of their own
      { ...base, Handle: "bad-type", Type: "Dresses", "Option1 Value": "M", "Variant SKU": "BADTYPE-M" }, // 9
      { ...base, Handle: "bad-size", Type: "Shirts & Tshirt", "Option1 Value": "XXL", "Variant SKU": "BADSIZE-XXL" }, // 10
      { Handle: "no-title", Type: "Loafers", "Option1 Name": "Size", "Option1 Value": "7", "Variant SKU": "NOTITLE-7" }, // 11
      {
        ...base,
        Handle: "no-price",
        Type: "Loafers",
        "Option1 Value": "7",
        "Variant SKU": "NOPRICE-7",
        "Variant Price": "",
      }, // 12
      { Handle: "no-price", "Option1 Value": "8", "Variant SKU": "NOPRICE-8" }, // 13
      // A perfume whose one SKU (so its colour's and its own) is the loafer's.
      { ...base, Handle: "sku-clash", Type: "Perfumes", "Option1 Name": "", "Variant SKU": loaferSku }, // 14
      // A handle mixing a SKU the catalogue has with a new one.
      { ...base, Handle: "mixed", Type: "Loafers", "Option1 Value": "6", "Variant SKU": "MIXED-NEW-6" }, // 16
      { Handle: "mixed", "Option1 Value": "7", "Variant SKU": loaferVariantSku }, // 17
    ];
    const csv = csvOf(rows);
    const lineOf = (sku: string) => parseCsv(csv).records.find((r) => r.cells.includes(sku))!.line;

    const before = await snapshot();
    const dry = await upload(csv);
    const problems = (dry.body.report as unknown as { problems: { line: number; message: string }[] }).problems;
    expect(problems).toEqual([
      expect.objectContaining({
        line: lineOf("BADTYPE-M"),
        message: expect.stringMatching(
          /^Type Dresses is not one of the store's categories: Shirts & Tshirt, Loafers, .*, Other$/,
        ),
      }),
      expect.objectContaining({
        line: lineOf("BADSIZE-XXL"),
        message: "Size XXL is not one of Shirts & Tshirt's sizes: S, M, L, XL",
      }),
      expect.objectContaining({
        line: lineOf("NOTITLE-7"),
        message: expect.stringMatching(
          /^Title, Variant Price and Image Src are required: no product has handle no-title/,
        ),
      }),
      expect.objectContaining({
        line: lineOf("NOPRICE-7"),
        message: expect.stringMatching(/^Variant Price is required: no product has handle no-price/),
      }),
      expect.objectContaining({
        line: lineOf("NOPRICE-8"),
        message: "Variant Price is required for a new product's rows",
      }),
      expect.objectContaining({
        line: lineOf(loaferSku),
        message: `SKU ${loaferSku} (the product's, its SKUs less their sizes) is already in use in the catalogue: give its rows other SKUs`,
      }),
      expect.objectContaining({
        line: lineOf("MIXED-NEW-6"),
        message: expect.stringMatching(
          new RegExp(`^SKU MIXED-NEW-6 is new, but other rows of handle mixed are product ${loaferSku}'s`),
        ),
      }),
    ]);
    expect(await snapshot()).toBe(before);
    const applied = await upload(csv, true);
    expect(applied.status).toBe(400);
    expect(applied.body.message).toMatch(/problems: nothing was changed/);
    expect(await snapshot()).toBe(before); // the good shirt was not made either
  });
});

describe("a product's Shopify handle (decision 052)", () => {
  const exportedRows = async (handle: string) => {
    const res = await fetch(`${shop.url}/api/admin/exports/catalogue`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const parsed = parseCsv(await res.text());
    const at = (name: string) => parsed.header.indexOf(name);
    return parsed.records
      .filter((r) => r.cells[at("Handle")] === handle)
      .map((r) => ({ sku: r.cells[at("Variant SKU")]!, stock: r.cells[at("Variant Inventory Qty")]! }));
  };

  it("is kept from the import that made the product, written by the export, and finds the product when its SKUs change", async () => {
    const word = `Marlow${randomBytes(3).toString("hex")}`;
    const handle = `${word.toLowerCase()}-oxford-shirt`;
    const rows = shirtRows(handle, word, word.toUpperCase());
    expect((await upload(csvOf(rows), true)).body.report).toMatchObject({ problems: [], changes: { newProducts: 1 } });
    const [product] = await shop.db.select().from(products).where(eq(products.handle, handle));
    expect(product).toMatchObject({ name: `${word} Oxford Shirt`, sku: `${word.toUpperCase()}-BLK` });

    // The export writes the kept handle, not the product's SKU; another product keeps its SKU in lower case.
    const exported = await exportedRows(handle);
    expect(exported).toHaveLength(6);
    expect(await exportedRows(product!.sku.toLowerCase())).toEqual([]);
    expect(await exportedRows(loaferSku.toLowerCase())).not.toEqual([]);

    // The file's SKUs changed in Shopify, and White's in the store: the handle still finds the product, and the
    // rows its colours and sizes. Only Black S's stock differs from the store's.
    const [white] = await shop.db
      .select()
      .from(productColours)
      .where(and(eq(productColours.productId, product!.id), eq(productColours.name, "White")));
    const renamed = await callJson(
      shop.url,
      "PATCH",
      `/api/admin/products/${product!.id}/colours/${white!.id}`,
      { sku: `${word.toUpperCase()}-IVORY` },
      admin,
    );
    expect(renamed.status).toBe(200);
    const changedSkus = rows.map((row) =>
      row["Variant SKU"]
        ? {
            ...row,
            "Variant SKU": `SHOPIFY-${row["Variant SKU"]}`,
            ...(row["Variant SKU"] === `${word.toUpperCase()}-BLK-S` && { "Variant Inventory Qty": 7 }),
          }
        : row,
    );
    const before = await snapshot();
    const dry = await upload(csvOf(changedSkus));
    expect(dry.body.report).toMatchObject({
      problems: [],
      changes: { products: 0, colours: 0, variants: 1, newProducts: 0 },
    });
    expect(await snapshot()).toBe(before);
    expect((await upload(csvOf(changedSkus), true)).body.report).toMatchObject({ applied: true });
    expect(await exportedRows(handle)).toEqual([
      { sku: `${word.toUpperCase()}-BLK-S`, stock: "7" },
      { sku: `${word.toUpperCase()}-BLK-M`, stock: "2" },
      { sku: `${word.toUpperCase()}-BLK-L`, stock: "3" },
      { sku: `${word.toUpperCase()}-IVORY-S`, stock: "10" },
      { sku: `${word.toUpperCase()}-IVORY-M`, stock: "0" },
      { sku: `${word.toUpperCase()}-IVORY-L`, stock: "12" },
    ]);
    expect(
      await shop.db
        .select()
        .from(products)
        .where(eq(products.name, `${word} Oxford Shirt`)),
    ).toHaveLength(1);

    // A row naming a colour the product does not have, under its handle, is refused with the product named.
    const unknownColour = csvOf([
      { ...changedSkus[0]!, "Option1 Value": "Olive", "Variant SKU": `${word.toUpperCase()}-OLV-S` },
    ]);
    expect((await upload(unknownColour)).body.report).toMatchObject({
      problems: [
        expect.objectContaining({
          message: `No colour and size of product ${product!.sku} has SKU ${word.toUpperCase()}-OLV-S: add colours on the product's page`,
        }),
      ],
    });
    // Two rows of one colour and size, one by SKU and one by its options, are refused.
    const twice = csvOf([changedSkus[0]!, { ...changedSkus[0]!, "Variant SKU": `${word.toUpperCase()}-BLK-S` }]);
    expect((await upload(twice)).body.report).toMatchObject({
      problems: [expect.objectContaining({ message: "Colour Black size S is also on line 2" })],
    });
  });
});
