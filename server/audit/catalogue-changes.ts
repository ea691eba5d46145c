import type { Db, Tx } from "../db/client";
import type { ProductRow } from "../db/schema";
import { variantsOf, type Variant } from "../catalog/sizes";
import { colourImages, coloursOf } from "../catalog/colours";
import { toRupees } from "@rules/money";
import { changedFields, recordChanges, type Actor, type ChangeEntry } from "./audit";

/**
 * What the audit log keeps of a product's own fields: its name, prices in whole rupees (before the markup),
 * whether it is hidden, and its photos' addresses in order.
 */
export const productFields = (row: ProductRow) => ({
  name: row.name,
  price: toRupees(row.basePricePaise),
  oldPrice: toRupees(row.oldPricePaise),
  hidden: row.hidden,
  photos: colourImages(row, undefined).map((photo) => photo.src),
});

/** A product added: what it was added with (the log's own fields, its category and its stock). */
export function productCreate(row: ProductRow): ChangeEntry {
  return {
    kind: "product.create",
    entityType: "product",
    entityId: row.id,
    entityLabel: row.name,
    before: null,
    after: { ...productFields(row), category: row.category, stock: row.stock },
  };
}

/** A product's edit as one entry of its changed fields (none when nothing the log keeps changed). */
export function productEdit(before: ProductRow, after: ProductRow): ChangeEntry {
  return {
    kind: "product.edit",
    entityType: "product",
    entityId: after.id,
    entityLabel: after.name,
    ...changedFields(productFields(before), productFields(after)),
  };
}

/** The stock of each of a product's variants, read in the change's transaction before it writes. */
export async function stockBefore(tx: Db | Tx, productId: number): Promise<Variant[]> {
  return (await variantsOf(tx, [productId])).get(productId) ?? [];
}

/**
 * One entry per variant whose stock moved since `before` (read again now, in the same transaction), named
 * by the product, its colour and its size.
 */
export async function recordStockChanges(
  tx: Db | Tx,
  actor: Actor,
  product: Pick<ProductRow, "id" | "name">,
  before: Variant[],
): Promise<void> {
  const after = await stockBefore(tx, product.id);
  const colours = new Map(((await coloursOf(tx, [product.id])).get(product.id) ?? []).map((c) => [c.id, c.name]));
  const was = new Map(before.map((v) => [v.id, v.stock]));
  const entries: ChangeEntry[] = [];
  for (const variant of after) {
    const from = was.get(variant.id) ?? 0;
    if (from === variant.stock) continue;
    const label = [product.name, colours.get(variant.colourId), variant.size].filter(Boolean).join(" · ");
    entries.push({
      kind: "stock.change",
      entityType: "variant",
      entityId: variant.sku || variant.id,
      entityLabel: label,
      before: { stock: from },
      after: { stock: variant.stock },
    });
  }
  await recordChanges(tx, actor, entries);
}
