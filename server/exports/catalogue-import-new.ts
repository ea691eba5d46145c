// New products from the catalogue import (docs/decisions/046-import-new-products.md): the rows of a handle
// that is no product's, none of whose SKUs the catalogue has, make one product, with its colours and sizes,
// as the staff's Add product and Add colour would. Planned beside the changes to existing products, so a dry
// run reports both and applying writes both in the same transaction, in batches.
import { checkImageOrigins, placementFor } from "../catalog/admin";
import { PRODUCT_CATEGORIES } from "@rules/collections";
import { colourSlug, isImageAddress, STAFF_LIMITS } from "@rules/staff";
import { MAX_GALLERY_PHOTOS, type ProductImage } from "@rules/images";
import { toPaise } from "@rules/money";
import {
  COLOUR_NAMES,
  htmlText,
  NO_OPTION,
  publishedOfStatus,
  SIZE_OPTION,
  wholeRupees,
  type CatalogueColumn,
  productsByHandle,
  type CatalogueState,
} from "./catalogue-csv";
import type { ImportProblem } from "./catalogue-import";

type Column = CatalogueColumn | `Option${1 | 2 | 3} ${"Name" | "Value"}`;
type Cell = (cells: string[], name: Column) => string;
interface Row {
  line: number;
  cells: string[];
}
/** A photo's address and the line it was first given on. */
export interface Photo {
  src: string;
  line: number;
}

export interface NewVariant {
  size: string;
  sku: string;
  stock: number;
  /** Its own price, when it differs from its colour's (decision 042). */
  basePricePaise: number | null;
}
export interface NewColour {
  name: string;
  sku: string;
  /** Its own photos (a colour after the first); none: the product's. */
  images: Photo[];
  basePricePaise: number;
  oldPricePaise: number | null;
  variants: NewVariant[];
}
export interface NewProduct {
  handle: string;
  name: string;
  description: string;
  category: (typeof PRODUCT_CATEGORIES)[number];
  hidden: boolean;
  sizes: string[];
  images: Photo[];
  /** The first is the product's own (its SKU, colour, prices and photos). */
  colours: NewColour[];
}

export interface NewProducts {
  products: NewProduct[];
  /** Lines the changes to existing products leave alone: new products' rows, and rows of photos alone. */
  lines: Set<number>;
  /** Why a row of an unknown SKU cannot be taken, in a handle that is an existing product's. */
  unknownSku: (handle: string, sku: string) => string;
  /** Uploaded photos' sizes, once resolveNewPhotos has looked them up. */
  photos: Map<string, ProductImage>;
}

/** A file that makes nothing new (one whose header is refused). */
export const noNewProducts = (): NewProducts => ({
  products: [],
  lines: new Set(),
  photos: new Map(),
  unknownSku: (_handle, sku) => `No colour and size has SKU ${sku}`,
});

const OPTION_NAMES = [1, 2, 3] as const;
const list = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Which handles of the file are new products, and each one's plan; every problem goes to `problems` with its
 * line. A handle is an existing product's when it is one's handle (as the export writes it) or any of its
 * SKUs is in the catalogue: its rows are then changes (and an unknown SKU among them a problem).
 */
export function planNewProducts(
  records: Row[],
  cell: Cell,
  state: CatalogueState,
  settings: { markupPaise: number; imageOrigins: string[] },
  problems: ImportProblem[],
): NewProducts {
  const variantBySku = new Map(state.variants.map((v) => [v.sku, v]));
  const productById = new Map(state.products.map((p) => [p.id, p]));
  const productByHandle = productsByHandle(state);
  const ownerOf = new Map<string, (typeof state.products)[number]>();
  const result: NewProducts = {
    products: [],
    lines: new Set(),
    photos: new Map(),
    unknownSku: (handle, sku) => {
      const product = productByHandle.get(handle);
      if (product)
        return `No colour and size of product ${product.sku} has SKU ${sku}: add colours on the product's page`;
      const owner = ownerOf.get(handle);
      return owner
        ? `SKU ${sku} is new, but other rows of handle ${handle} are product ${owner.sku}'s: a handle's rows are all one existing product's, or all new`
        : `No colour and size has SKU ${sku}`;
    },
  };
  const skuOf = (row: Row) => cell(row.cells, "Variant SKU").trim();
  const photoOnly = (row: Row) =>
    !skuOf(row) &&
    cell(row.cells, "Image Src").trim() !== "" &&
    !cell(row.cells, "Title").trim() &&
    !cell(row.cells, "Variant Price").trim() &&
    OPTION_NAMES.every((i) => !cell(row.cells, `Option${i} Value`).trim());

  const byHandle = new Map<string, Row[]>();
  /** Every SKU of the file, in lower case, with its first line. */
  const inFile = new Map<string, number>();
  for (const row of records) {
    const handle = cell(row.cells, "Handle").trim();
    if (handle) byHandle.set(handle, [...(byHandle.get(handle) ?? []), row]);
    const sku = skuOf(row).toLowerCase();
    if (sku && !inFile.has(sku)) inFile.set(sku, row.line);
  }
  // SKUs in the catalogue, in lower case: a colour's must be none of them (products' and colours' are unique).
  const taken = new Set(
    [...state.products.map((p) => p.sku), ...state.colours.map((c) => c.sku), ...state.variants.map((v) => v.sku)].map(
      (s) => s.toLowerCase(),
    ),
  );
  const planner = productPlanner(cell, settings, problems, { taken, inFile, photoOnly });
  for (const [handle, rows] of byHandle) {
    const known = rows.map((row) => variantBySku.get(skuOf(row))).find((v) => v !== undefined);
    if (known) ownerOf.set(handle, productById.get(known.productId)!);
    if (known || productByHandle.has(handle)) {
      for (const row of rows) if (photoOnly(row)) result.lines.add(row.line);
      continue;
    }
    for (const row of rows) result.lines.add(row.line);
    const product = planner(handle, rows);
    if (product) result.products.push(product);
  }
  return result;
}

/** Plans one new product from its handle's rows, or answers undefined after adding its problems. */
function productPlanner(
  cell: Cell,
  settings: { markupPaise: number; imageOrigins: string[] },
  problems: ImportProblem[],
  file: { taken: Set<string>; inFile: Map<string, number>; photoOnly: (row: Row) => boolean },
) {
  /** Colour SKUs chosen so far (lower case), with the line they were chosen on. */
  const chosen = new Map<string, number>();
  const minPrice = toPaise(1);
  const maxPrice = toPaise(STAFF_LIMITS.maxPrice);

  return (handle: string, rows: Row[]): NewProduct | undefined => {
    const before = problems.length;
    const first = rows[0]!;
    const problem = (line: number, message: string, sku?: string) =>
      problems.push({ line, message, ...(sku && { sku }) });
    const photo = (src: string, line: number, sku?: string) => {
      if (src.length > STAFF_LIMITS.imageAddress || !isImageAddress(src)) {
        return problem(line, `${src.slice(0, 80)} is not a photo's address: an http(s) URL or an uploaded file`, sku);
      }
      try {
        checkImageOrigins([src], settings);
      } catch (error) {
        problem(line, (error as Error).message, sku);
      }
    };
    const missing: string[] = [];

    const name = oneLine(cell(first.cells, "Title"));
    if (!name) missing.push("Title");
    else if (name.length > STAFF_LIMITS.name)
      problem(first.line, `Title is longer than ${STAFF_LIMITS.name} characters`);
    const description = htmlText(cell(first.cells, "Body (HTML)"));
    if (description.length > STAFF_LIMITS.description) {
      problem(first.line, `Body (HTML) is longer than ${STAFF_LIMITS.description} characters as text`);
    }
    const type = oneLine(cell(first.cells, "Type"));
    // No Type is "Other", as on Add product.
    const category = type ? PRODUCT_CATEGORIES.find((c) => c.toLowerCase() === type.toLowerCase()) : "Other";
    if (!category) {
      problem(first.line, `Type ${type} is not one of the store's categories: ${PRODUCT_CATEGORIES.join(", ")}`);
    }
    const published =
      cell(first.cells, "Published").trim().toUpperCase() || publishedOfStatus(cell(first.cells, "Status"));
    if (published && published !== "TRUE" && published !== "FALSE") {
      problem(first.line, `Published must be TRUE or FALSE, not ${published}`);
    }

    // The options, named on the first row: a colour, a size, both, or neither (Shopify's "Title").
    let colourAt = 0;
    let sizeAt = 0;
    for (const i of OPTION_NAMES) {
      const option = cell(first.cells, `Option${i} Name`).trim();
      const lower = option.toLowerCase();
      if (!option || (lower === NO_OPTION.name.toLowerCase() && i === 1)) continue;
      if (COLOUR_NAMES.has(lower) && !colourAt) colourAt = i;
      else if (lower === SIZE_OPTION.toLowerCase() && !sizeAt) sizeAt = i;
      else
        problem(first.line, `Option${i} Name ${option} is not an option the store keeps: Color (or Colour) and Size`);
    }
    const allowed = category ? placementFor(category).sizes : [];
    if (sizeAt && category && !allowed.length) {
      problem(first.line, `${category} products come in no sizes: leave out the Size option`);
    }

    const images: Photo[] = [];
    const colours = new Map<string, { name: string; line: number; images: Photo[]; rows: PricedRow[] }>();
    const pairs = new Map<string, number>();
    for (const row of rows) {
      const src = cell(row.cells, "Image Src").trim();
      if (src && !images.some((p) => p.src === src)) {
        images.push({ src, line: row.line });
        photo(src, row.line);
      }
      const sku = cell(row.cells, "Variant SKU").trim();
      if (!sku) {
        if (!file.photoOnly(row))
          problem(row.line, "Variant SKU is empty: every row is one colour and size, named by its SKU");
        continue;
      }
      const earlier = file.inFile.get(sku.toLowerCase())!;
      if (earlier !== row.line) {
        problem(row.line, `SKU ${sku} is also on line ${earlier}`, sku);
        continue;
      }
      const colourName = colourAt ? oneLine(cell(row.cells, `Option${colourAt as 1 | 2 | 3} Value`)) : "";
      const sizeText = sizeAt ? cell(row.cells, `Option${sizeAt as 1 | 2 | 3} Value`).trim() : "";
      const size = allowed.find((s) => s.toLowerCase() === sizeText.toLowerCase());
      const priced = pricedRow(row, cell, settings.markupPaise, { minPrice, maxPrice }, (message) =>
        problem(row.line, message, sku),
      );
      if (colourAt && (!colourName || colourName.length > 40 || !colourSlug(colourName))) {
        problem(row.line, "The colour's name (Option value) must be 1 to 40 characters with a letter or a digit", sku);
        continue;
      }
      if (sizeAt && allowed.length && !size) {
        problem(
          row.line,
          sizeText
            ? `Size ${sizeText} is not one of ${category}'s sizes: ${allowed.join(", ")}`
            : `The size is empty: ${category}'s sizes are ${allowed.join(", ")}`,
          sku,
        );
        continue;
      }
      if (priced === "missing" && row === first) missing.push("Variant Price");
      else if (priced === "missing") problem(row.line, "Variant Price is required for a new product's rows", sku);
      if (typeof priced !== "object") continue;
      const slug = colourSlug(colourName);
      const pair = `${slug} ${size ?? ""}`;
      if (pairs.has(pair)) {
        problem(
          row.line,
          `${colourName || "The product"} in size ${size ?? "(none)"} is also on line ${pairs.get(pair)}`,
          sku,
        );
        continue;
      }
      pairs.set(pair, row.line);
      const colour = colours.get(slug) ?? { name: colourName, line: row.line, images: [], rows: [] };
      colours.set(slug, colour);
      const variantImage = cell(row.cells, "Variant Image").trim();
      if (variantImage && !colour.images.some((p) => p.src === variantImage)) {
        colour.images.push({ src: variantImage, line: row.line });
        photo(variantImage, row.line, sku);
      }
      colour.rows.push({ ...priced, line: row.line, sku, size: size ?? "" });
    }
    if (!images.length) missing.push("Image Src");
    if (rows.every((row) => !cell(row.cells, "Variant SKU").trim())) missing.push("a row with a Variant SKU");
    if (missing.length) {
      problem(
        first.line,
        `${list(missing)} ${missing.length > 1 ? "are" : "is"} required: no product has handle ${handle} or its SKUs, so its rows make a new product`,
      );
    }
    if (images.length > MAX_GALLERY_PHOTOS) {
      problem(first.line, `A product has at most ${MAX_GALLERY_PHOTOS} photos: handle ${handle} has ${images.length}`);
    }
    for (const colour of colours.values()) {
      if (colour.images.length > MAX_GALLERY_PHOTOS) {
        problem(
          colour.line,
          `A colour has at most ${MAX_GALLERY_PHOTOS} photos: ${colour.name} has ${colour.images.length}`,
        );
      }
    }
    if (problems.length > before || !category) return undefined;

    // The product's sizes are the file's, in the collection's order; every colour comes in each.
    const sizes = sizeAt
      ? allowed.filter((s) => [...colours.values()].some((c) => c.rows.some((r) => r.size === s)))
      : [];
    const planned: NewColour[] = [];
    for (const colour of colours.values()) {
      const made = plannedColour(handle, colour, sizes, file, chosen, problem);
      if (made) planned.push(made);
    }
    if (problems.length > before) return undefined;
    // The first colour's Variant Image is one of the product's photos (its photos are the product's).
    const productImages = [...images, ...planned[0]!.images.filter((p) => !images.some((i) => i.src === p.src))];
    const [own, ...others] = planned;
    return {
      handle,
      name,
      description,
      category,
      hidden: published === "FALSE",
      sizes,
      images: productImages.slice(0, MAX_GALLERY_PHOTOS),
      colours: [{ ...own!, images: [] }, ...others],
    };
  };
}

interface PricedRow {
  line: number;
  sku: string;
  size: string;
  base: number;
  old: number | null;
  stock: number;
}

/** A row's price, compare-at price and stock, or "missing" (no price), or "bad" after saying why. */
function pricedRow(
  row: Row,
  cell: Cell,
  markupPaise: number,
  range: { minPrice: number; maxPrice: number },
  problem: (message: string) => void,
): Omit<PricedRow, "line" | "sku" | "size"> | "missing" | "bad" {
  const stockText = cell(row.cells, "Variant Inventory Qty").trim();
  const stock = stockText === "" ? 0 : /^\d{1,9}$/.test(stockText) ? Number(stockText) : NaN;
  const priceText = cell(row.cells, "Variant Price").trim();
  const oldText = cell(row.cells, "Variant Compare At Price").trim();
  const shown = priceText ? wholeRupees(priceText) : undefined;
  const oldShown = oldText ? wholeRupees(oldText) : null;
  const base = shown === undefined ? undefined : shown - markupPaise;
  const old = oldShown === undefined || oldShown === null ? oldShown : oldShown - markupPaise;
  let bad = false;
  if (!(stock <= STAFF_LIMITS.maxStock)) {
    problem(`Variant Inventory Qty must be a whole number from 0 to ${STAFF_LIMITS.maxStock}`);
    bad = true;
  }
  if (!priceText) return bad ? "bad" : "missing";
  if (base === undefined || base < range.minPrice || base > range.maxPrice) {
    problem("Variant Price must be whole rupees, more than the store's markup and at most the largest price");
    return "bad";
  }
  if (old === undefined || (old !== null && (old < range.minPrice || old > range.maxPrice))) {
    problem("Variant Compare At Price must be whole rupees, more than the store's markup, or empty");
    return "bad";
  }
  return bad ? "bad" : { base, old, stock };
}

/**
 * A colour's prices, SKU and variants. Its price is its first row's; a size of another price has that price
 * of its own (decision 042, as the import of changes reads it). Its SKU is its variants' SKUs less their
 * "-<size>" when they all end so, else its handle and name; a size the file leaves out comes at stock 0.
 */
function plannedColour(
  handle: string,
  colour: { name: string; line: number; images: Photo[]; rows: PricedRow[] },
  sizes: string[],
  file: { taken: Set<string>; inFile: Map<string, number> },
  chosen: Map<string, number>,
  problem: (line: number, message: string, sku?: string) => void,
): NewColour | undefined {
  const [head] = colour.rows;
  const label = colour.name || "the product";
  if (!head) return undefined;
  if (colour.rows.some((r) => r.old !== head.old)) {
    const other = colour.rows.find((r) => r.old !== head.old)!;
    problem(other.line, `The sizes of ${label} share one compare-at price: line ${head.line} gives another`, other.sku);
    return undefined;
  }
  if (head.old !== null && head.old <= head.base) {
    problem(head.line, "Variant Compare At Price must be above Variant Price (or empty)", head.sku);
    return undefined;
  }
  const prefixes = colour.rows.map((r) =>
    !r.size
      ? r.sku
      : r.sku.toLowerCase().endsWith(`-${r.size.toLowerCase()}`)
        ? r.sku.slice(0, -r.size.length - 1)
        : "",
  );
  const common = prefixes[0] && prefixes.every((p) => p === prefixes[0]) ? prefixes[0] : undefined;
  let sku: string;
  if (common !== undefined) {
    sku = common;
    const own = colour.rows.some((r) => r.sku.toLowerCase() === sku.toLowerCase());
    const clash = file.taken.has(sku.toLowerCase())
      ? "is already in use in the catalogue"
      : chosen.has(sku.toLowerCase())
        ? `is also the colour SKU of line ${chosen.get(sku.toLowerCase())}`
        : file.inFile.has(sku.toLowerCase()) && !own
          ? `is also a SKU on line ${file.inFile.get(sku.toLowerCase())}`
          : undefined;
    if (clash) {
      problem(
        head.line,
        `SKU ${sku} (${label}'s, its SKUs less their sizes) ${clash}: give its rows other SKUs`,
        head.sku,
      );
      return undefined;
    }
  } else {
    const base = [handle, colourSlug(colour.name)].filter(Boolean).join("-").toUpperCase().slice(0, 60);
    sku = base;
    for (
      let n = 2;
      file.taken.has(sku.toLowerCase()) || chosen.has(sku.toLowerCase()) || file.inFile.has(sku.toLowerCase());
      n++
    ) {
      sku = `${base}-${n}`;
    }
  }
  chosen.set(sku.toLowerCase(), head.line);
  const variants: NewVariant[] = [];
  for (const size of sizes.length ? sizes : [""]) {
    const row = colour.rows.find((r) => r.size === size);
    if (row) {
      variants.push({ size, sku: row.sku, stock: row.stock, basePricePaise: row.base === head.base ? null : row.base });
      continue;
    }
    const made = size ? `${sku}-${size}` : sku;
    if (file.taken.has(made.toLowerCase()) || (file.inFile.has(made.toLowerCase()) && made !== sku)) {
      problem(
        head.line,
        `SKU ${made}, of ${label} in size ${size} (not in the file, so made at stock 0), is already in use: add its row`,
      );
      return undefined;
    }
    variants.push({ size, sku: made, stock: 0, basePricePaise: null });
  }
  return {
    name: colour.name,
    sku,
    images: colour.images,
    basePricePaise: head.base,
    oldPricePaise: head.old,
    variants,
  };
}
