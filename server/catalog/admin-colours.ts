import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { formerProducts, productColours, productVariants, products, type ProductRow } from "../db/schema";
import { HttpError } from "../http/errors";
import { parseInput } from "../http/parse";
import { colourImages, colourPrices, coloursOf, type Colour } from "./colours";
import { checkImageOrigins, stockedOf, toStaffProductView, type StaffSettings } from "./admin";
import { photosAt } from "./uploads";
import {
  STAFF_MESSAGES,
  colourInStock,
  colourSlug,
  colourTaken,
  isImageAddress,
  sizeNotSold,
  skuTaken,
  type StaffProductView,
} from "@rules/staff";
import { colourChangesSchema, newColourSchema } from "@rules/staff-schema";
import type { ProductImage } from "@rules/images";
import { toPaise, toRupees } from "@rules/money";
import { COMMAND_LINE, changedFields, recordChange, recordChanges, type Actor } from "../audit/audit";

// The staff add, edit, reorder and remove a product's colours (docs/decisions/036-staff-manage-colours.md).
// The product's own fields (photos, price, old price, description, colour name, SKU) are its first
// colour's: cards and lists read them. So the first colour has nothing of its own, and a change of first
// colour swaps: the colour leaving first place takes the product's fields as its own, the one arriving
// gives its own to the product. Every change runs in one transaction with the product's row locked, and
// the trigger on product_colours moves the catalogue's version, so shoppers see it at once.

/** A refusal about one field: its message, and the field it belongs to (for the form to show it there). */
const refuse = (status: number, field: string, message: string) =>
  new HttpError(status, message, [{ path: [field], message }]);

const inUse = (error: unknown, constraint: string) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const found = e?.code === "23505" ? e : e?.cause?.code === "23505" ? e.cause : undefined;
  return found !== undefined && (found.constraint === undefined || found.constraint === constraint);
};

/** What the audit log keeps of a colour: its name, SKU, place, own prices in whole rupees and own photos. */
const colourFields = (colour: Colour) => ({
  name: colour.name,
  sku: colour.sku,
  position: colour.position + 1,
  price: toRupees(colour.basePricePaise),
  oldPrice: toRupees(colour.oldPricePaise),
  photos: colour.images?.length ? colour.images.map((photo) => photo.src) : colour.image ? [colour.image] : [],
});

/** The product, locked for the change; 404 when there is none. */
async function lockedProduct(tx: Tx, id: number): Promise<ProductRow> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new HttpError(404, "Product not found");
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
  if (!row) throw new HttpError(404, "Product not found");
  return row;
}

async function coloursIn(tx: Tx, productId: number): Promise<Colour[]> {
  return (await coloursOf(tx, [productId])).get(productId) ?? [];
}

/** Refuses a name another colour of the product has (any case, or the same slug). */
function checkName(colours: Colour[], name: string, except?: number) {
  const slug = colourSlug(name);
  const twin = colours.find((c) => c.id !== except && (c.name.toLowerCase() === name.toLowerCase() || c.slug === slug));
  if (twin) throw refuse(409, "name", colourTaken(twin.name || name));
}

/** Refuses a SKU any other colour in the store has, or another product (a product's SKU is its first colour's). */
async function checkSku(tx: Tx, productId: number, sku: string, except?: number) {
  const [colour] = await tx
    .select({ id: productColours.id })
    .from(productColours)
    .where(and(eq(productColours.sku, sku), except === undefined ? undefined : ne(productColours.id, except)));
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, sku), ne(products.id, productId)));
  if (colour || product) throw refuse(409, "sku", skuTaken(sku));
}

/**
 * A colour's photos from their addresses: any the colour or the product already has, or a new one (an
 * http(s) URL on an allowed origin, or an upload that exists). None: the product's (null).
 */
async function colourPhotos(
  tx: Tx,
  wanted: string[],
  have: ProductImage[],
  settings: StaffSettings,
): Promise<ProductImage[] | null> {
  if (!wanted.length) return null;
  const kept = new Map(have.map((p) => [p.src, p]));
  const fresh = wanted.filter((src) => !kept.has(src));
  if (fresh.some((src) => !isImageAddress(src))) throw refuse(400, "images", STAFF_MESSAGES.image);
  checkImageOrigins(fresh, settings);
  const found = new Map((await photosAt(tx as unknown as Db, fresh)).map((p) => [p.src, p]));
  return wanted.map((src) => kept.get(src) ?? found.get(src)!);
}

/** The variants' SKUs follow their colour's: the colour's, then the size. */
async function renameVariantSkus(tx: Tx, colourId: number, sku: string) {
  await tx
    .update(productVariants)
    .set({ sku: sql`${sku} || case when ${productVariants.size} = '' then '' else '-' || ${productVariants.size} end` })
    .where(eq(productVariants.colourId, colourId));
}

async function viewOf(db: Db, productId: number, settings: StaffSettings): Promise<StaffProductView> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  return toStaffProductView(row!, settings.markupPaise, (await stockedOf(db, [productId])).get(productId)!);
}

/**
 * Adds a colour at the end of the product's list, with a variant per size at stock 0 (its stock is then
 * counted in the grid). A retry of the same name and SKU answers the product as it stands.
 */
export async function addColour(
  db: Db,
  productId: number,
  input: unknown,
  settings: StaffSettings,
  actor: Actor = COMMAND_LINE,
): Promise<{ product: StaffProductView; created: boolean }> {
  const colour = parseInput(newColourSchema, input);
  let created = true;
  try {
    await db.transaction(async (tx) => {
      const product = await lockedProduct(tx, productId);
      const colours = await coloursIn(tx, product.id);
      const same = colours.find((c) => c.name.toLowerCase() === colour.name.toLowerCase() && c.sku === colour.sku);
      if (same) return void (created = false);
      checkName(colours, colour.name);
      await checkSku(tx, product.id, colour.sku);
      const have = colours.flatMap((c) => colourImages(product, c));
      const images = await colourPhotos(tx, colour.images, have, settings);
      const [row] = await tx
        .insert(productColours)
        .values({
          productId: product.id,
          sku: colour.sku,
          name: colour.name,
          slug: sql`colour_slug(${colour.name})`,
          position: Math.max(-1, ...colours.map((c) => c.position)) + 1,
          image: images?.[0]?.src ?? null,
          images,
          description: colour.description,
          basePricePaise: toPaise(colour.price),
          oldPricePaise: toPaise(colour.oldPrice),
        })
        .returning({ id: productColours.id });
      const sizes = product.sizes.length ? product.sizes : [""];
      await tx.insert(productVariants).values(
        sizes.map((size) => ({
          productId: product.id,
          colourId: row!.id,
          size,
          sku: size ? `${colour.sku}-${size}` : colour.sku,
          stock: 0,
        })),
      );
      const added = colourIn(await coloursIn(tx, product.id), row!.id);
      await recordChange(tx, actor, {
        kind: "colour.add",
        entityType: "colour",
        entityId: added.sku,
        entityLabel: `${product.name} · ${added.name}`,
        before: null,
        after: colourFields(added),
      });
    });
  } catch (error) {
    if (inUse(error, "product_colours_sku_unique")) throw refuse(409, "sku", skuTaken(colour.sku));
    throw error;
  }
  return { product: await viewOf(db, productId, settings), created };
}

/**
 * Makes `next` the product's first colour in place of `first`: `first` takes the product's photos, prices
 * and description as its own; the product takes `next`'s (its own, else the product's, which stay).
 */
async function swapFirst(tx: Tx, product: ProductRow, first: Colour, next: Colour) {
  const images = product.images.length ? product.images : [{ src: product.image, width: null, height: null }];
  await tx
    .update(productColours)
    .set({
      image: images[0]!.src,
      images,
      description: product.description,
      basePricePaise: product.basePricePaise,
      oldPricePaise: product.oldPricePaise,
    })
    .where(eq(productColours.id, first.id));
  const nextImages = colourImages(product, next);
  await tx
    .update(products)
    .set({
      image: nextImages[0]!.src,
      images: nextImages,
      description: next.description ?? product.description,
      ...colourPrices(product, next),
      color: next.name,
      sku: next.sku,
    })
    .where(eq(products.id, product.id));
  await tx
    .update(productColours)
    .set({ image: null, images: null, description: null, basePricePaise: null, oldPricePaise: null })
    .where(eq(productColours.id, next.id));
}

/** Puts the colours in this order (positions 0, 1, ...), swapping the first colour's fields when it changes. */
async function reorder(tx: Tx, product: ProductRow, current: Colour[], order: Colour[]) {
  if (order[0]!.id !== current[0]!.id) await swapFirst(tx, product, current[0]!, order[0]!);
  for (const [position, colour] of order.entries()) {
    if (colour.position !== position) {
      await tx.update(productColours).set({ position }).where(eq(productColours.id, colour.id));
    }
  }
}

/** What a colour may have of its own, the first colour having the product's. */
const OWN_FIELDS = ["images", "price", "oldPrice", "description"] as const;

/** Finds the colour among the product's; 404 otherwise. */
function colourIn(colours: Colour[], colourId: number): Colour {
  const colour = colours.find((c) => c.id === colourId);
  if (!colour) throw new HttpError(404, STAFF_MESSAGES.colourNotFound);
  return colour;
}

/**
 * Edits a colour: its name (its slug follows), SKU (its variants' follow), photos, prices and
 * description (none of their own for the first colour: they are the product's), and its place.
 */
export async function updateColour(
  db: Db,
  productId: number,
  colourId: number,
  input: unknown,
  settings: StaffSettings,
  actor: Actor = COMMAND_LINE,
): Promise<StaffProductView> {
  const changes = parseInput(colourChangesSchema, input);
  try {
    await db.transaction(async (tx) => {
      const product = await lockedProduct(tx, productId);
      const colours = await coloursIn(tx, product.id);
      const colour = colourIn(colours, colourId);
      const first = colours[0]!.id === colour.id;
      // Left empty, they are what the first colour has already (a form posting every field sends that).
      const own = first && OWN_FIELDS.find((f) => (f === "images" ? changes.images?.length : changes[f] != null));
      if (own) throw refuse(400, own, STAFF_MESSAGES.colourFirstIsProduct);
      if (changes.name !== undefined) checkName(colours, changes.name, colour.id);
      if (changes.sku !== undefined && changes.sku !== colour.sku)
        await checkSku(tx, product.id, changes.sku, colour.id);
      const price = changes.price === undefined ? colour.basePricePaise : toPaise(changes.price);
      const oldPrice = changes.oldPrice === undefined ? colour.oldPricePaise : toPaise(changes.oldPrice);
      if (oldPrice !== null && price === null) throw refuse(400, "oldPrice", STAFF_MESSAGES.colourOldPriceAlone);
      // As for a product: only a newly set old price must be above the price.
      if (changes.oldPrice != null && oldPrice !== null && price !== null && oldPrice <= price) {
        throw refuse(400, "oldPrice", STAFF_MESSAGES.oldPrice);
      }
      const images =
        changes.images === undefined || first
          ? undefined
          : await colourPhotos(
              tx,
              changes.images,
              colours.flatMap((c) => colourImages(product, c)),
              settings,
            );
      const set = {
        ...(changes.name !== undefined && { name: changes.name, slug: sql`colour_slug(${changes.name})` }),
        ...(changes.sku !== undefined && { sku: changes.sku }),
        ...(images !== undefined && { image: images?.[0]?.src ?? null, images }),
        ...(!first && changes.description !== undefined && { description: changes.description }),
        ...(!first &&
          (changes.price !== undefined || changes.oldPrice !== undefined) && {
            basePricePaise: price,
            oldPricePaise: oldPrice,
          }),
      };
      if (Object.keys(set).length) await tx.update(productColours).set(set).where(eq(productColours.id, colour.id));
      if (changes.sku !== undefined && changes.sku !== colour.sku) await renameVariantSkus(tx, colour.id, changes.sku);
      const sizePrices = changes.sizePrices === undefined ? [] : await setSizePrices(tx, colour.id, changes.sizePrices);
      if (first && (changes.name !== undefined || changes.sku !== undefined)) {
        await tx
          .update(products)
          .set({
            ...(changes.name !== undefined && { color: changes.name }),
            ...(changes.sku !== undefined && { sku: changes.sku }),
          })
          .where(eq(products.id, product.id));
      }
      if (changes.position !== undefined) {
        const fresh = await coloursIn(tx, product.id);
        const moved = fresh.find((c) => c.id === colour.id)!;
        const order = fresh.filter((c) => c.id !== colour.id);
        order.splice(Math.min(changes.position, fresh.length) - 1, 0, moved);
        const [row] = await tx.select().from(products).where(eq(products.id, product.id));
        await reorder(tx, row!, fresh, order);
      }
      const after = colourIn(await coloursIn(tx, product.id), colour.id);
      await recordChange(tx, actor, {
        kind: "colour.edit",
        entityType: "colour",
        entityId: after.sku,
        entityLabel: `${product.name} · ${after.name}`,
        ...changedFields(colourFields(colour), colourFields(after)),
      });
      await recordChanges(
        tx,
        actor,
        sizePrices.map((size) => ({
          kind: "size.price",
          entityType: "variant",
          entityId: size.sku,
          entityLabel: `${product.name} · ${after.name} · ${size.size}`,
          before: { price: toRupees(size.from) },
          after: { price: toRupees(size.to) },
        })),
      );
    });
  } catch (error) {
    if (inUse(error, "product_colours_sku_unique") || inUse(error, "products_sku_unique")) {
      throw refuse(409, "sku", skuTaken(changes.sku ?? ""));
    }
    throw error;
  }
  return viewOf(db, productId, settings);
}

/**
 * Gives these sizes of a colour their own prices (null: the colour's again); a size it is not sold in is
 * refused. Answers each size whose price changed, from and to (paise), for the audit log.
 */
async function setSizePrices(
  tx: Tx,
  colourId: number,
  prices: Record<string, number | null>,
): Promise<{ size: string; sku: string; from: number | null; to: number | null }[]> {
  const sizes = await tx
    .select({
      id: productVariants.id,
      size: productVariants.size,
      sku: productVariants.sku,
      price: productVariants.basePricePaise,
    })
    .from(productVariants)
    .where(eq(productVariants.colourId, colourId));
  const changed: { size: string; sku: string; from: number | null; to: number | null }[] = [];
  for (const [size, price] of Object.entries(prices)) {
    const variant = sizes.find((v) => v.size === size && v.size !== "");
    if (!variant) throw refuse(400, "sizePrices", sizeNotSold(size));
    const to = price === null ? null : toPaise(price);
    if (to === variant.price) continue;
    await tx.update(productVariants).set({ basePricePaise: to }).where(eq(productVariants.id, variant.id));
    changed.push({ size, sku: variant.sku || String(variant.id), from: variant.price, to });
  }
  return changed;
}

/**
 * Removes a colour with no stock left: never the product's only one, and not while it has stock
 * (shoppers could still be buying it). Its variants and the cart lines holding it go with it (those
 * lines were out of stock); order lines keep the colour's name as bought. When it was the first colour,
 * the next one becomes first.
 */
export async function removeColour(
  db: Db,
  productId: number,
  colourId: number,
  settings: StaffSettings,
  actor: Actor = COMMAND_LINE,
): Promise<StaffProductView> {
  await db.transaction(async (tx) => {
    const product = await lockedProduct(tx, productId);
    const colours = await coloursIn(tx, product.id);
    const colour = colourIn(colours, colourId);
    if (colours.length === 1) throw new HttpError(409, STAFF_MESSAGES.onlyColour);
    const [held] = await tx
      .select({ stock: sql<number>`coalesce(sum(${productVariants.stock}), 0)`.mapWith(Number) })
      .from(productVariants)
      .where(eq(productVariants.colourId, colour.id));
    if (held!.stock > 0) throw new HttpError(409, colourInStock(colour.name, held!.stock));
    const rest = colours.filter((c) => c.id !== colour.id);
    if (colours[0]!.id === colour.id) await swapFirst(tx, product, colour, rest[0]!);
    const [gone] = await tx
      .delete(productColours)
      .where(eq(productColours.id, colour.id))
      .returning({ formerProductId: productColours.formerProductId });
    // A former product's link outlives its colour: it leads to the product it had joined.
    if (gone?.formerProductId != null) {
      await tx
        .insert(formerProducts)
        .values({ id: gone.formerProductId, productId: product.id })
        .onConflictDoUpdate({ target: formerProducts.id, set: { productId: product.id } });
    }
    for (const [position, c] of rest.entries()) {
      if (c.position !== position) await tx.update(productColours).set({ position }).where(eq(productColours.id, c.id));
    }
    await recordChange(tx, actor, {
      kind: "colour.remove",
      entityType: "colour",
      entityId: colour.sku,
      entityLabel: `${product.name} · ${colour.name}`,
      before: colourFields(colour),
      after: null,
    });
  });
  return viewOf(db, productId, settings);
}
