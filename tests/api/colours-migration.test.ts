// The migration that makes a product's colours its variants (docs/decisions/034-colours-as-variants.md), on
// a copy of the seeded catalogue as a store seeded before it holds it, on PGlite or on PostgreSQL
// (TEST_DATABASE_URL): the recoloured copies become colours, and nothing a shopper or the staff had is lost.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogSeed } from "../../server/db/seed";
import { databaseBefore, type DatabaseBefore } from "../helpers/migration";
import { seededCatalogue } from "../helpers/seeded-catalogue";

const MIGRATION = "0032_colours_as_variants";

let before: DatabaseBefore;
const rows = <T>(query: string) => before.rows<T>(query);

type StockRow = { sku: string; stock: number };
type LineRow = {
  id: number;
  order_id: number;
  product_sku: string;
  name: string;
  image: string;
  size: string;
  variant_sku: string | null;
  quantity: number;
  unit_price_paise: number;
};
const stockBySku = () => rows<StockRow>(`select sku, stock from product_variants order by sku`);
const orderLines = () =>
  rows<LineRow>(`select l.id, l.order_id, p.sku as product_sku, l.name, l.image, l.size, v.sku as variant_sku,
    l.quantity, l.unit_price_paise from order_lines l join products p on p.id = l.product_id
    left join product_variants v on v.id = l.variant_id order by l.id`);
const cartLines = () =>
  rows<{ owner: string; variant_sku: string | null; quantity: number }>(`select c.owner, v.sku as variant_sku,
    c.quantity from cart_items c left join product_variants v on v.id = c.variant_id order by c.owner, c.id`);

let stockBefore: StockRow[];
let linesBefore: LineRow[];
let cartBefore: Awaited<ReturnType<typeof cartLines>>;
let totalStockBefore: number;
const seeded = seededCatalogue();
const tan = seeded.find((p) => p.name === "Men Suede Penny Loafers")!.colourCopies[1]!;
const navy = seeded.find((p) => p.name === "Men Suede Penny Loafers")!.colourCopies[0]!;

beforeAll(async () => {
  before = await databaseBefore(MIGRATION);
  const { db } = before.database;
  // The seeded catalogue as it stood: every colour a product of its own.
  const list = (values: string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
  for (const row of await readCatalogSeed()) {
    await db.execute(sql`insert into products (sku, name, description, category, collections, base_price_paise,
      old_price_paise, sizes, details, stock, image, color, created_at)
      values (${row.sku}, ${row.name}, ${row.description}, ${row.category}, ${list(row.collections!)},
      ${row.basePricePaise}, ${row.oldPricePaise}, ${list(row.sizes!)}, ${list(row.details!)}, ${row.stock},
      ${row.image}, ${row.color}, ${row.createdAt!.toISOString()})`);
  }
  const id = async (sku: string) => (await rows<{ id: number }>(`select id from products where sku = '${sku}'`))[0]!.id;
  const variant = async (sku: string) =>
    (await rows<{ id: number }>(`select id from product_variants where sku = '${sku}'`))[0]!.id;
  const [tanId, navyId, perfumeId] = [await id(tan.sku), await id(navy.sku), await id("PERF-001")];
  const statements = `
    insert into cart_items (owner, product_id, variant_id, quantity) values
      ('guest:a', ${tanId}, ${await variant(`${tan.sku}-9`)}, 2),
      ('guest:a', ${navyId}, ${await variant(`${navy.sku}-9`)}, 1),
      ('guest:a', ${perfumeId}, ${await variant("PERF-001")}, 1),
      ('guest:b', ${tanId}, ${await variant(`${tan.sku}-7`)}, 3);
    insert into wishlist_items (owner, product_id) values
      ('guest:a', ${tanId}), ('guest:a', ${navyId}), ('guest:b', ${tanId});
    insert into cleared_carts (owner, lines) values
      ('guest:c', '[{"productId":${tanId},"variantId":${await variant(`${tan.sku}-8`)},"quantity":1},{"productId":${perfumeId},"variantId":null,"quantity":2}]');
    insert into orders (id, order_number, status, payment_method, customer_name, customer_email, customer_contact,
      customer_address, owner, subtotal_paise, shipping_paise, total_paise) values
      (1, 'SH-AAAAAA', 'delivered', 'cod', 'A', 'a@example.com', '9876543210', 'Somewhere', 'guest:a', 900000, 0, 900000);
    insert into order_lines (id, order_id, product_id, name, image, size, variant_id, quantity, unit_price_paise, line_total_paise) values
      (1, 1, ${tanId}, '${tan.name}', '${tan.sku}.svg', '9', ${await variant(`${tan.sku}-9`)}, 1, 379900, 379900),
      (2, 1, ${navyId}, '${navy.name}', '${navy.sku}.svg', '8', ${await variant(`${navy.sku}-8`)}, 1, 239900, 239900)`;
  for (const statement of statements.split(";")) await db.execute(sql.raw(statement));
  stockBefore = await stockBySku();
  linesBefore = await orderLines();
  cartBefore = await cartLines();
  totalStockBefore = Number((await rows<{ n: string }>(`select sum(stock) as n from products`))[0]!.n);
  await before.migrateRest();
});

afterAll(async () => {
  await before?.close();
});

describe("the migration to colours as variants", () => {
  it("keeps together the recoloured copies of each style, as the grouping rule says", async () => {
    const products = await rows<{ sku: string; name: string; colours: string[] }>(
      `select sku, name, colours from products order by id`,
    );
    expect(products.map((p) => [p.sku, p.name, p.colours])).toEqual(
      seeded.map((p) => [p.sku, p.name, p.colourCopies.map((c) => c.color)]),
    );
    const { n } = (await rows<{ n: number }>(`select count(*)::int as n from product_colours`))[0]!;
    expect(n).toBe(350);
  });

  it("keeps every SKU and its stock, and each product's stock is its colours' sum", async () => {
    expect(await stockBySku()).toEqual(stockBefore);
    expect(Number((await rows<{ n: string }>(`select sum(stock) as n from products`))[0]!.n)).toBe(totalStockBefore);
    const wrong = await rows(`select p.id from products p
      where p.stock <> (select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = p.id)`);
    expect(wrong).toEqual([]);
  });

  it("keeps every order line as bought, now on the product that holds its colour, naming the colour", async () => {
    const after = await orderLines();
    expect(after.map(({ product_sku: _, ...line }) => line)).toEqual(
      linesBefore.map(({ product_sku: _, ...line }) => line),
    );
    expect(after.map((line) => line.product_sku)).toEqual([navy.sku, navy.sku]);
    expect(await rows(`select colour from order_lines order by id`)).toEqual([{ colour: "Tan" }, { colour: "Navy" }]);
  });

  it("keeps every cart line on its variant, in its colour", async () => {
    expect(await cartLines()).toEqual(cartBefore);
    const wrong = await rows(`select c.id from cart_items c join product_variants v on v.id = c.variant_id
      where v.colour_id <> c.colour_id or v.product_id <> c.product_id`);
    expect(wrong).toEqual([]);
  });

  it("keeps each wishlist once per product", async () => {
    expect(
      await rows(`select w.owner, p.sku from wishlist_items w join products p on p.id = w.product_id order by w.owner`),
    ).toEqual([
      { owner: "guest:a", sku: navy.sku },
      { owner: "guest:b", sku: navy.sku },
    ]);
  });

  it("names the product and colour of an emptied cart's kept lines", async () => {
    type Kept = { lines: { productId: number; colourId: number; variantId: number | null }[] };
    const [{ lines }] = (await rows<Kept>(`select lines from cleared_carts where owner = 'guest:c'`)) as [Kept];
    const colours = await rows<{ id: number; product_id: number; sku: string }>(
      `select id, product_id, sku from product_colours`,
    );
    expect(
      lines.map((line) => colours.find((c) => c.id === line.colourId && c.product_id === line.productId)?.sku),
    ).toEqual([tan.sku, "PERF-001"]);
  });

  it("keeps each copy's id on its colour, with its own price, photo and description", async () => {
    const [colour] = await rows<Record<string, unknown>>(
      `select c.name, c.slug, c.position, c.base_price_paise, c.image, c.description, p.sku as product_sku
       from product_colours c join products p on p.id = c.product_id where c.sku = '${tan.sku}'`,
    );
    expect(colour).toMatchObject({
      name: "Tan",
      slug: "tan",
      position: 1,
      base_price_paise: tan.basePrice * 100,
      image: `/images/products/${tan.sku.toLowerCase()}.svg`,
      product_sku: navy.sku,
    });
    expect(colour!.description).toMatch(/ tan suede /);
    const formers = await rows(`select former_product_id from product_colours where former_product_id is not null`);
    expect(formers).toHaveLength(350 - seeded.length);
  });
});
