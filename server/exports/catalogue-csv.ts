// The catalogue as Shopify's product CSV: one row per colour and size (a variant), the product's own
// fields on its first row only, as Shopify writes them. The catalogue import reads the same file.
import { asc, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { productColours, productColumns, products, productVariants } from "../db/schema";
import { colourPrices } from "../catalog/colours";
import { groupBy } from "../db/group-by";
import { toCsv, type Cell } from "./csv";
import { paiseDecimal, toPaise } from "@rules/money";

/** Shopify's product CSV columns, in Shopify's order (those the store has something for). */
export const CATALOGUE_COLUMNS = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Product Category",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
  "Variant SKU",
  "Variant Grams",
  "Variant Inventory Tracker",
  "Variant Inventory Qty",
  "Variant Inventory Policy",
  "Variant Fulfillment Service",
  "Variant Price",
  "Variant Compare At Price",
  "Variant Requires Shipping",
  "Variant Taxable",
  "Variant Barcode",
  "Image Src",
  "Image Position",
  "Image Alt Text",
  "Gift Card",
  "Variant Image",
  "Status",
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** The option names the store writes (and reads: "Colour" too); Shopify's "Title" is a product of none. */
export const COLOUR_OPTION = "Color";
export const SIZE_OPTION = "Size";
export const NO_OPTION = { name: "Title", value: "Default Title" } as const;
/** The option names the import reads as the colour, in lower case. */
export const COLOUR_NAMES = new Set([COLOUR_OPTION.toLowerCase(), "colour"]);

/** "3799.00" -> 379900 paise, whole rupees only (the store keeps whole rupees); undefined when it is not one. */
export function wholeRupees(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replaceAll(",", ""));
  if (!match || Number(match[2] ?? 0) !== 0) return undefined;
  return toPaise(Number(match[1]));
}

/** Shopify's Status as Published: active is shown, draft and archived are hidden; "" when it says neither. */
export const publishedOfStatus = (status: string) =>
  ({ active: "TRUE", draft: "FALSE", archived: "FALSE" })[status.trim().toLowerCase()] ?? "";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** A plain description as HTML: a paragraph per blank-line break, <br> for a single line break. */
export function descriptionHtml(text: string): string {
  if (!text) return "";
  return text
    .split("\n\n")
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Body (HTML) back to the plain text the store keeps: the inverse of descriptionHtml, tags of other HTML dropped. */
export function htmlText(html: string): string {
  return html
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .trim();
}

/**
 * A product's handle in the file: the Shopify handle kept from the import that made it (decision 052), else
 * its SKU in lower case ("LOAF-001" -> "loaf-001": Shopify's handles are lower-case).
 */
export const handleOf = (product: { handle: string | null; sku: string }) =>
  product.handle ?? product.sku.toLowerCase();

/** A price as Shopify writes it: 379900 -> "3799.00". */
const priceCell = (paise: number | null) => (paise === null ? "" : paiseDecimal(paise));

/** Every product with its colours and variants, in the catalogue's order (ids), for the export and the import. */
export async function catalogueState(db: Db | Tx) {
  const rows = await db.select(productColumns).from(products).orderBy(asc(products.id));
  const ids = rows.map((row) => row.id);
  const colours = ids.length
    ? await db
        .select()
        .from(productColours)
        .where(inArray(productColours.productId, ids))
        .orderBy(asc(productColours.productId), asc(productColours.position), asc(productColours.id))
    : [];
  const variants = ids.length
    ? await db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.productId), asc(productVariants.id))
    : [];
  return { products: rows, colours, variants };
}
export type CatalogueState = Awaited<ReturnType<typeof catalogueState>>;

/**
 * The products by their handle in the file (handleOf). A kept handle wins over another product's SKU in lower
 * case that spells the same: the kept one is the handle Shopify's file has.
 */
export function productsByHandle(state: CatalogueState): Map<string, CatalogueState["products"][number]> {
  const byHandle = new Map<string, CatalogueState["products"][number]>();
  for (const product of state.products) if (product.handle === null) byHandle.set(handleOf(product), product);
  for (const product of state.products) if (product.handle !== null) byHandle.set(product.handle, product);
  return byHandle;
}

/** The options a product's rows carry: its colours when any is named, its sizes when it has any. */
export function optionsOf(
  colours: { name: string }[],
  variants: { size: string }[],
): { colour: boolean; size: boolean } {
  return { colour: colours.some((c) => c.name !== ""), size: variants.some((v) => v.size !== "") };
}

/**
 * The catalogue as Shopify's product CSV. Prices are what shoppers pay (the store's markup added, as on
 * every page); the import takes the markup off again.
 */
export async function catalogueCsv(db: Db, settings: { markupPaise: number; vendor: string }): Promise<string> {
  const state = await catalogueState(db);
  const coloursOf = groupBy(state.colours, (c) => c.productId);
  const variantsOf = groupBy(state.variants, (v) => v.productId);
  const rows: Cell[][] = [];
  for (const product of state.products) {
    const colours = coloursOf.get(product.id) ?? [];
    const variants = variantsOf.get(product.id) ?? [];
    const options = optionsOf(colours, variants);
    const names = [options.colour ? COLOUR_OPTION : "", options.size ? SIZE_OPTION : ""].filter(Boolean);
    const sizeOrder = (size: string) => {
      const at = product.sizes.indexOf(size);
      return at === -1 ? Number.MAX_SAFE_INTEGER : at;
    };
    let first = true;
    for (const colour of colours) {
      const prices = colourPrices(product, colour);
      const own = variants
        .filter((v) => v.colourId === colour.id)
        .sort((a, b) => sizeOrder(a.size) - sizeOrder(b.size) || a.id - b.id);
      for (const variant of own) {
        const values = [...(options.colour ? [colour.name] : []), ...(options.size ? [variant.size] : [])];
        const optionCells = names.length
          ? [0, 1, 2].flatMap((i) => [first ? (names[i] ?? "") : "", values[i] ?? ""])
          : [first ? NO_OPTION.name : "", NO_OPTION.value, "", "", "", ""];
        const cells: Record<CatalogueColumn, Cell> = {
          Handle: handleOf(product),
          Title: first ? product.name : "",
          "Body (HTML)": first ? descriptionHtml(product.description) : "",
          Vendor: first ? settings.vendor : "",
          "Product Category": "",
          Type: first ? product.category : "",
          Tags: first ? product.collections.join(", ") : "",
          Published: first ? (product.hidden ? "FALSE" : "TRUE") : "",
          "Option1 Name": optionCells[0]!,
          "Option1 Value": optionCells[1]!,
          "Option2 Name": optionCells[2]!,
          "Option2 Value": optionCells[3]!,
          "Option3 Name": optionCells[4]!,
          "Option3 Value": optionCells[5]!,
          "Variant SKU": variant.sku,
          "Variant Grams": "",
          "Variant Inventory Tracker": "shopify",
          "Variant Inventory Qty": variant.stock,
          "Variant Inventory Policy": "deny",
          "Variant Fulfillment Service": "manual",
          // A size of its own price says it; the compare-at price is its colour's (decision 042).
          "Variant Price": priceCell((variant.basePricePaise ?? prices.basePricePaise) + settings.markupPaise),
          "Variant Compare At Price": priceCell(
            prices.oldPricePaise === null ? null : prices.oldPricePaise + settings.markupPaise,
          ),
          "Variant Requires Shipping": "TRUE",
          "Variant Taxable": "TRUE",
          "Variant Barcode": "",
          "Image Src": first ? product.image : "",
          "Image Position": first ? 1 : "",
          "Image Alt Text": first ? product.name : "",
          "Gift Card": first ? "FALSE" : "",
          "Variant Image": colour.image ?? "",
          Status: first ? (product.hidden ? "draft" : "active") : "",
        };
        rows.push(CATALOGUE_COLUMNS.map((column) => cells[column]));
        first = false;
      }
    }
  }
  return toCsv(CATALOGUE_COLUMNS, rows);
}
