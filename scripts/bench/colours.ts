/**
 * BENCH_COLOURS: each product of the bench's catalogue in several colours, as the staff or the grouping of the
 * seed's copies would make them (docs/decisions/034-colours-as-variants.md). Set-based, so a catalogue of
 * 100,000 products gets its colours in a few statements.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";

/** The colours added, in turn from a place that moves with the product's id, skipping the product's own. */
const PALETTE = ["Black", "White", "Navy", "Olive", "Maroon", "Beige", "Grey", "Mustard", "Teal", "Rust"];

/**
 * Gives every product with a named colour `count - 1` more colours, each with its own SKU, name and slug, and
 * a variant per size (one of size "" without sizes). Spread by the product's id: a third of the colours have
 * a price (and an old price, where the product has one) of their own above the product's, so lists show
 * price ranges; a fifth are sold out in every size, and one size in seven of the others. The first colour is
 * left as the fill made it, in stock, so the scenarios that order or open a product find it as before.
 */
export async function addColours(database: Database, count: number): Promise<void> {
  if (count <= 1) return;
  const extra = Math.min(count, PALETTE.length + 1) - 1;
  const palette = sql.raw(`ARRAY[${PALETTE.map((name) => `'${name}'`).join(",")}]::text[]`);
  await database.db.transaction(async (tx) => {
    // The row triggers keep products.colours, products.swatches, products.changed_xid and the catalogue's
    // version one row at a time; on a new catalogue one update of the products below does what they would.
    await tx.execute(sql`alter table product_colours disable trigger user`);
    await tx.execute(sql`alter table product_variants disable trigger user`);
    await tx.execute(sql`
      insert into product_colours (product_id, sku, name, slug, position, base_price_paise, old_price_paise)
      select p.id, p.sku || '-' || upper(c.slug), c.name, c.slug, c.position,
        case when (p.id + c.position) % 3 = 0 then p.base_price_paise + 10000 * c.position end,
        case when (p.id + c.position) % 3 = 0 then p.old_price_paise + 10000 * c.position end
      from products p
      cross join lateral (
        select u.name, colour_slug(u.name) as slug, (row_number() over (order by (u.ord + p.id) % ${PALETTE.length}))::integer as position
        from unnest(${palette}) with ordinality as u(name, ord)
        where colour_slug(u.name) <> colour_slug(p.color)
        order by (u.ord + p.id) % ${PALETTE.length}
        limit ${extra}
      ) c
      where coalesce(p.color, '') <> ''`);
    await tx.execute(sql`
      insert into product_variants (product_id, colour_id, size, sku, stock)
      select p.id, c.id, s.size, c.sku || case when s.size = '' then '' else '-' || s.size end,
        case when (p.id + c.position) % 5 = 0 or (p.id + c.position + s.ord) % 7 = 0 then 0 else 100000 end
      from product_colours c
      join products p on p.id = c.product_id
      cross join lateral unnest(case when cardinality(p.sizes) = 0 then array['']::text[] else p.sizes end)
        with ordinality as s(size, ord)
      where c.position > 0`);
    await tx.execute(sql`
      update products p set colours = c.names, swatches = product_swatches(p.id), stock = v.stock
      from (select product_id, array_agg(name order by position, id) as names from product_colours
            group by product_id having count(*) > 1) c,
        (select product_id, sum(stock)::integer as stock from product_variants group by product_id) v
      where c.product_id = p.id and v.product_id = p.id`);
    await tx.execute(sql`alter table product_colours enable trigger user`);
    await tx.execute(sql`alter table product_variants enable trigger user`);
  });
}

/** BENCH_SIX_SIZES: the sizes of a product not sold in six (scripts/bench/settings.ts). */
export const SIX = ["S", "M", "L", "XL", "XXL", "3XL"];

/**
 * Gives the largest size of every colour of one product in four a price of its own, ₹150 above its colour's
 * (docs/decisions/042-a-price-per-size.md), and refreshes those products' swatches in one statement.
 */
export async function priceLargestSizes(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table product_variants disable trigger user`);
    await tx.execute(sql`
      update product_variants v set base_price_paise = coalesce(c.base_price_paise, p.base_price_paise) + 15000
      from products p, product_colours c
      where p.id = v.product_id and c.id = v.colour_id and p.id % 4 = 0 and v.size = p.sizes[cardinality(p.sizes)]`);
    await tx.execute(sql`update products p set swatches = product_swatches(p.id) where p.id % 4 = 0`);
    await tx.execute(sql`alter table product_variants enable trigger user`);
  });
}
