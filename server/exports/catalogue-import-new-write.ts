// Writing the catalogue import's new products (server/exports/catalogue-import-new.ts plans them): their
// uploaded photos looked up, then the products, colours and variants inserted in batches.
import { inArray, sql } from "drizzle-orm";
import path from "node:path";
import type { Db, Tx } from "../db/client";
import { productColours, productVariants, products, uploads } from "../db/schema";
import { placementFor } from "../catalog/admin";
import { UPLOADED_IMAGE } from "@rules/images";
import type { ImportProblem } from "./catalogue-import";
import type { NewColour, NewProduct, NewProducts, Photo } from "./catalogue-import-new";

/**
 * Looks up the uploaded photos the new products name: each must exist (a problem on its line otherwise),
 * and its size goes with it, as Add product keeps it.
 */
export async function resolveNewPhotos(db: Db | Tx, created: NewProducts, problems: ImportProblem[]): Promise<void> {
  const all = created.products.flatMap((p) => [...p.images, ...p.colours.flatMap((c) => c.images)]);
  const names = [...new Set(all.filter((p) => UPLOADED_IMAGE.test(p.src)).map((p) => path.posix.basename(p.src)))];
  const found = new Map<string, { width: number | null; height: number | null }>();
  for (let at = 0; at < names.length; at += 1000) {
    const rows = await db
      .select({ name: uploads.name, width: uploads.width, height: uploads.height })
      .from(uploads)
      .where(inArray(uploads.name, names.slice(at, at + 1000)));
    for (const row of rows) found.set(row.name, row);
  }
  for (const photo of all) {
    if (!UPLOADED_IMAGE.test(photo.src)) {
      created.photos.set(photo.src, { src: photo.src, width: null, height: null });
      continue;
    }
    const size = found.get(path.posix.basename(photo.src));
    if (size) created.photos.set(photo.src, { src: photo.src, ...size });
    else problems.push({ line: photo.line, message: `${photo.src} is not an upload the store has: upload it again` });
  }
  problems.sort((a, b) => a.line - b.line);
}

/**
 * Writes the new products in batches. Each product row's trigger makes its first colour and that colour's
 * variants (as for Add product); their SKUs, stock and prices are then set to the file's, and the other
 * colours and their variants inserted (their triggers keep the product's colours, swatches and the
 * catalogue's version, as for Add colour).
 */
export async function writeNewProducts(tx: Tx, created: NewProducts): Promise<void> {
  const photos = (list: Photo[]) =>
    list.map((p) => created.photos.get(p.src) ?? { src: p.src, width: null, height: null });
  const ids = new Map<string, number>();
  for (let at = 0; at < created.products.length; at += 200) {
    const batch = created.products.slice(at, at + 200);
    const rows = await tx
      .insert(products)
      .values(
        batch.map((p) => {
          const [own] = p.colours;
          const images = photos(p.images);
          return {
            sku: own!.sku,
            // Kept, so the export writes it and a later file of the same handle finds the product (decision 052).
            handle: p.handle,
            name: p.name,
            description: p.description,
            category: p.category,
            ...placementFor(p.category),
            sizes: p.sizes,
            basePricePaise: own!.basePricePaise,
            oldPricePaise: own!.oldPricePaise,
            stock: p.colours.reduce((sum, c) => sum + c.variants.reduce((s, v) => s + v.stock, 0), 0),
            image: images[0]!.src,
            images,
            color: own!.name || null,
            hidden: p.hidden,
          };
        }),
      )
      .returning({ id: products.id, sku: products.sku });
    for (const row of rows) ids.set(row.sku, row.id);
  }
  const idOf = (p: NewProduct) => ids.get(p.colours[0]!.sku)!;

  // The first colour's variants, as the trigger made them: the file's SKUs, stock and prices.
  const firsts = created.products.flatMap((p) => p.colours[0]!.variants.map((v) => ({ productId: idOf(p), ...v })));
  for (let at = 0; at < firsts.length; at += 1000) {
    const values = sql.join(
      firsts
        .slice(at, at + 1000)
        .map(
          (v) => sql`(${v.productId}::int, ${v.size}::text, ${v.sku}::text, ${v.stock}::int, ${v.basePricePaise}::int)`,
        ),
      sql`, `,
    );
    await tx.execute(sql`update product_variants as v set sku = x.sku, stock = x.stock, base_price_paise = x.price
      from (values ${values}) as x(product_id, size, sku, stock, price)
      where v.product_id = x.product_id and v.size = x.size`);
  }

  // The other colours: a price of their own only where it differs from the product's.
  const others = created.products.flatMap((p) =>
    p.colours.slice(1).map((colour, i) => ({ product: p, colour, position: i + 1 })),
  );
  const colourIds = new Map<NewColour, number>();
  for (let at = 0; at < others.length; at += 500) {
    const batch = others.slice(at, at + 500);
    const rows = await tx
      .insert(productColours)
      .values(
        batch.map(({ product, colour, position }) => {
          const own = product.colours[0]!;
          const same = colour.basePricePaise === own.basePricePaise && colour.oldPricePaise === own.oldPricePaise;
          const images = colour.images.length ? photos(colour.images) : null;
          return {
            productId: idOf(product),
            sku: colour.sku,
            name: colour.name,
            slug: sql`colour_slug(${colour.name})`,
            position,
            image: images?.[0]?.src ?? null,
            images,
            basePricePaise: same ? null : colour.basePricePaise,
            oldPricePaise: same ? null : colour.oldPricePaise,
          };
        }),
      )
      .returning({ id: productColours.id, sku: productColours.sku });
    const bySku = new Map(rows.map((r) => [r.sku, r.id]));
    for (const { colour } of batch) colourIds.set(colour, bySku.get(colour.sku)!);
  }
  const variants = others.flatMap(({ product, colour }) =>
    colour.variants.map((v) => ({ productId: idOf(product), colourId: colourIds.get(colour)!, ...v })),
  );
  for (let at = 0; at < variants.length; at += 1000) {
    await tx.insert(productVariants).values(variants.slice(at, at + 1000));
  }
}
