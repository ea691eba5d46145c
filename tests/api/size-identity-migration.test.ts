// The migration that gives cart lines, order lines and an exchange's reserved size their variant
// (docs/decisions/027-one-identity-for-a-size.md): built from the state before it, on PGlite or on
// PostgreSQL (TEST_DATABASE_URL), nothing a shopper had is lost.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import { databaseBefore, type DatabaseBefore } from "../helpers/migration";

const MIGRATION = "0030_one_identity_for_a_size";

let before: DatabaseBefore;
let database: Database;

const rows = <T>(query: string) => before.rows<T>(query);

async function one<T>(query: string): Promise<T> {
  const [row] = await rows<T>(query);
  return row!;
}

beforeAll(async () => {
  before = await databaseBefore(MIGRATION);
  database = before.database;

  // The state before: sizes as text, "N/A" for a sandal without one, null on a size-less order line.
  const statements = `
    insert into products (id, sku, name, category, base_price_paise, sizes, stock, image) values
      (1, 'SANDAL', 'Sandal', 'Girls Sandals and jutti', 100000, '{36,37,38}', 30, 'sandal.jpg'),
      (2, 'SHIRT', 'Shirt', 'Shirts & Tshirt', 50000, '{S,M,L}', 30, 'shirt.jpg'),
      (3, 'OUD', 'Oud', 'Perfumes', 200000, '{}', 10, 'oud.jpg');
    insert into cart_items (owner, product_id, size, quantity) values
      ('guest:a', 1, 'N/A', 2),
      ('guest:a', 1, '37', 1),
      ('guest:a', 2, 'M', 3),
      ('guest:a', 3, '', 4),
      ('guest:b', 2, 'XXL', 1),
      ('guest:b', 2, 'N/A', 2),
      ('guest:b', 1, 'N/A', 5);
    insert into cleared_carts (owner, lines) values
      ('guest:c', '[{"productId":1,"size":"N/A","quantity":1},{"productId":2,"size":"L","quantity":2},{"productId":3,"size":"","quantity":1}]');
    insert into orders (id, order_number, status, payment_method, customer_name, customer_email, customer_contact,
      customer_address, owner, subtotal_paise, shipping_paise, total_paise) values
      (1, 'SH-AAAAAA', 'delivered', 'cod', 'A', 'a@example.com', '9876543210', 'Somewhere', 'guest:a', 450000, 0, 450000);
    insert into order_lines (id, order_id, product_id, name, image, size, quantity, unit_price_paise, line_total_paise) values
      (1, 1, 2, 'Shirt', 'shirt.jpg', 'M', 1, 50000, 50000),
      (2, 1, 3, 'Oud', 'oud.jpg', null, 2, 200000, 400000);
    insert into return_requests (id, order_id, kind, status) values (1, 1, 'exchange', 'approved');
    insert into return_lines (return_id, order_line_id, quantity, reason, exchange_size) values (1, 1, 1, 'Too small', 'L')`;
  for (const statement of statements.split(";")) await database.db.execute(sql.raw(statement));
  await before.migrateRest();
});

afterAll(async () => {
  await before?.close();
});

type CartRow = { owner: string; product_id: number; size: string | null; quantity: number };
const cartLines = () =>
  rows<CartRow>(`select c.owner, c.product_id, v.size, c.quantity from cart_items c
    left join product_variants v on v.id = c.variant_id order by c.owner, c.product_id, v.size nulls first`);

describe("the migration to one identity for a size", () => {
  it('points every cart line at its size\'s variant, and a size not chosen ("N/A") at none', async () => {
    expect(await cartLines()).toEqual([
      { owner: "guest:a", product_id: 1, size: null, quantity: 2 },
      { owner: "guest:a", product_id: 1, size: "37", quantity: 1 },
      { owner: "guest:a", product_id: 2, size: "M", quantity: 3 },
      { owner: "guest:a", product_id: 3, size: "", quantity: 4 },
      { owner: "guest:b", product_id: 1, size: null, quantity: 5 },
      // A size the product never had and an "N/A" both wait for a size: one line holds both quantities.
      { owner: "guest:b", product_id: 2, size: null, quantity: 3 },
    ]);
    const { n } = await one<{ n: number }>(
      `select count(*)::int as n from cart_items c join product_variants v on v.id = c.variant_id
       where v.product_id <> c.product_id`,
    );
    expect(n).toBe(0);
  });

  it("keeps each order line's product, size and quantity, spells no size '' and names the variant", async () => {
    expect(
      await rows(`select l.id, l.product_id, l.size, l.quantity, v.size as variant_size
        from order_lines l left join product_variants v on v.id = l.variant_id order by l.id`),
    ).toEqual([
      { id: 1, product_id: 2, size: "M", quantity: 1, variant_size: "M" },
      { id: 2, product_id: 3, size: "", quantity: 2, variant_size: "" },
    ]);
  });

  it("points an exchange's reserved size at its variant", async () => {
    expect(
      await rows(`select r.exchange_size, v.size, v.product_id from return_lines r
        join product_variants v on v.id = r.exchange_variant_id`),
    ).toEqual([{ exchange_size: "L", size: "L", product_id: 2 }]);
  });

  it("names the variants in an emptied cart's kept lines", async () => {
    const { lines } = await one<{ lines: { productId: number; variantId: number | null; quantity: number }[] }>(
      `select lines from cleared_carts where owner = 'guest:c'`,
    );
    const sizes = await rows<{ id: number; size: string }>(`select id, size from product_variants`);
    expect(
      lines.map((line) => [line.productId, sizes.find((v) => v.id === line.variantId)?.size ?? null, line.quantity]),
    ).toEqual([
      [1, null, 1],
      [2, "L", 2],
      [3, "", 1],
    ]);
  });

  it('stores no "N/A" anywhere', async () => {
    const { n } = await one<{ n: number }>(
      `select (select count(*) from product_variants where size = 'N/A')
        + (select count(*) from order_lines where size = 'N/A')
        + (select count(*) from cleared_carts where lines::text like '%N/A%') as n`,
    );
    expect(Number(n)).toBe(0);
  });

  it("keeps a size's variant when stock is spread again, and lets a dropped size's lines wait for a size", async () => {
    const variantOf = async (size: string) =>
      (await rows<{ id: number }>(`select id from product_variants where product_id = 2 and size = '${size}'`))[0]?.id;
    const m = await variantOf("M");
    await database.db.execute(sql.raw(`update products set sizes = '{M,L,XL}', stock = 9 where id = 2`));
    await database.db.execute(sql.raw(`select product_variants_respread(2)`));
    expect(await variantOf("M")).toBe(m);
    expect(await rows(`select size, stock from product_variants where product_id = 2 order by size`)).toEqual([
      { size: "L", stock: 3 },
      { size: "M", stock: 3 },
      { size: "XL", stock: 3 },
    ]);
    // The order line in M still points at M; the exchange's L too.
    expect(
      await rows(`select v.size from order_lines l join product_variants v on v.id = l.variant_id where l.id = 1`),
    ).toEqual([{ size: "M" }]);
    await database.db.execute(sql.raw(`update products set sizes = '{XL}' where id = 2`));
    await database.db.execute(sql.raw(`select product_variants_respread(2)`));
    // guest:a's line in M now waits for a size; guest:b's waiting line is unchanged.
    expect((await cartLines()).filter((line) => line.product_id === 2)).toEqual([
      { owner: "guest:a", product_id: 2, size: null, quantity: 3 },
      { owner: "guest:b", product_id: 2, size: null, quantity: 3 },
    ]);
    // The order line keeps the size it bought; it no longer names a variant.
    expect(await rows(`select size, variant_id from order_lines where id = 1`)).toEqual([
      { size: "M", variant_id: null },
    ]);
  });
});
