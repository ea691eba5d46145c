// The catalogue import: Shopify's product CSV (as the export writes it) changes the products whose
// variants it names by SKU, or by colour and size under the product's handle (decision 052): titles,
// descriptions, visibility, each colour's price and old price, and each colour and size's stock; rows of a
// handle and SKUs the catalogue does not have make new products (catalogue-import-new.ts). A dry run lists
// every row's problems; applying changes all or nothing.
import { inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { productColours, productVariants, products } from "../db/schema";
import { badRequest } from "../http/errors";
import { colourPrices } from "../catalog/colours";
import { STAFF_LIMITS } from "@rules/staff";
import { toPaise } from "@rules/money";
import { groupBy } from "../db/group-by";
import { fromCell, parseCsv } from "./csv";
import {
  catalogueState,
  COLOUR_NAMES,
  htmlText,
  productsByHandle,
  publishedOfStatus,
  SIZE_OPTION,
  wholeRupees,
  type CatalogueColumn,
  type CatalogueState,
} from "./catalogue-csv";
import { COMMAND_LINE, recordChange, type Actor } from "../audit/audit";
import { noNewProducts, planNewProducts, type NewProducts } from "./catalogue-import-new";
import { resolveNewPhotos, writeNewProducts } from "./catalogue-import-new-write";

/** The most rows one file may have, and its largest size. */
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export interface ImportProblem {
  /** The line of the file (the header is line 1). */
  line: number;
  sku?: string;
  message: string;
}

export interface ImportReport {
  rows: number;
  problems: ImportProblem[];
  /**
   * What applying changes (or changed): products' own fields, colours' prices, variants' stock; and the new
   * products it makes (decision 046).
   */
  changes: { products: number; colours: number; variants: number; newProducts: number };
  applied: boolean;
}

interface Plan {
  rows: number;
  problems: ImportProblem[];
  products: Map<
    number,
    Partial<Pick<typeof products.$inferInsert, "name" | "description" | "hidden" | "basePricePaise" | "oldPricePaise">>
  >;
  colours: Map<number, { basePricePaise: number; oldPricePaise: number | null }>;
  stock: Map<number, { productId: number; stock: number }>;
  /** Sizes whose own price the file sets (null: their colour's again), by variant id. */
  sizePrices: Map<number, number | null>;
  /** The products the file makes (rows of handles and SKUs the catalogue does not have). */
  created: NewProducts;
}

/**
 * What the file would change, against the catalogue as `state` has it, and every row's problems. Prices in
 * the file are what shoppers pay: the markup comes off.
 */
export function planImport(
  text: string,
  state: CatalogueState,
  markupPaise: number,
  imageOrigins: string[] = [],
): Plan {
  const parsed = parseCsv(text);
  const problems: ImportProblem[] = parsed.errors.map((e) => ({ line: e.line, message: e.message }));
  const plan: Plan = {
    rows: parsed.records.length,
    problems,
    products: new Map(),
    colours: new Map(),
    stock: new Map(),
    sizePrices: new Map(),
    created: noNewProducts(),
  };
  const column = new Map(parsed.header.map((name, index) => [name, index]));
  for (const needed of ["Handle", "Variant SKU"] as const) {
    if (!column.has(needed)) problems.push({ line: 1, message: `The header has no ${needed} column` });
  }
  if (parsed.records.length > MAX_IMPORT_ROWS) {
    problems.push({ line: 1, message: `A file may have at most ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows` });
  }
  if (problems.some((p) => p.line === 1)) return plan;

  const has = (name: CatalogueColumn) => column.has(name);
  const cellOf = (cells: string[], name: CatalogueColumn | `Option${1 | 2 | 3} ${"Name" | "Value"}`) => {
    const at = column.get(name);
    return at === undefined ? "" : fromCell(cells[at] ?? "");
  };
  const variantBySku = new Map(state.variants.map((v) => [v.sku, v]));
  const colourById = new Map(state.colours.map((c) => [c.id, c]));
  const productById = new Map(state.products.map((p) => [p.id, p]));
  const variantsOfProduct = groupBy(state.variants, (v) => v.productId);
  /** The product's variant of the colour and size a row's options name (its only colour, or size, when unnamed). */
  const variantOfOptions = (productId: number, names: string[], cells: string[]) => {
    const value = (test: (name: string) => boolean) => {
      const at = names.findIndex(test);
      return at === -1
        ? undefined
        : cellOf(cells, `Option${(at + 1) as 1 | 2 | 3} Value`)
            .trim()
            .toLowerCase();
    };
    const colourName = value((name) => COLOUR_NAMES.has(name));
    const size = value((name) => name === SIZE_OPTION.toLowerCase()) ?? "";
    const variants = variantsOfProduct.get(productId) ?? [];
    const colourIds = [...new Set(variants.map((v) => v.colourId))];
    const colourId =
      colourName === undefined
        ? colourIds.length === 1
          ? colourIds[0]
          : undefined
        : colourIds.find((id) => colourById.get(id)!.name.toLowerCase() === colourName);
    return variants.find((v) => v.colourId === colourId && v.size.toLowerCase() === size);
  };
  const firstColourOf = new Map<number, number>();
  for (const colour of state.colours)
    if (!firstColourOf.has(colour.productId)) firstColourOf.set(colour.productId, colour.id);

  const created = (plan.created = planNewProducts(
    parsed.records,
    cellOf,
    state,
    { markupPaise, imageOrigins },
    problems,
  ));

  const seenSku = new Map<string, number>();
  const seenVariant = new Map<number, number>();
  const productByHandle = productsByHandle(state);
  /** Each handle's option names, in lower case, from its first row taken. */
  const optionNames = new Map<string, string[]>();
  /** Each handle's product, from the handle when it is a product's, else from its first row's SKU. */
  const handles = new Map<string, { productId: number }>();
  /** Each colour's price in the file, with the line it was first given on. */
  const filePrices = new Map<number, { base: number; old: number | null; line: number }>();
  /** Each colour's rows' prices, in the file's order. */
  const rowPrices = new Map<number, { variant: (typeof state.variants)[number]; base: number; line: number }[]>();

  for (const { line, cells } of parsed.records) {
    if (created.lines.has(line)) continue;
    const problem = (message: string, sku?: string) => problems.push({ line, message, ...(sku && { sku }) });
    const handle = cellOf(cells, "Handle").trim();
    const sku = cellOf(cells, "Variant SKU").trim();
    if (!handle) {
      problem("Handle is empty");
      continue;
    }
    if (!sku) {
      problem("Variant SKU is empty: every row is one colour and size, named by its SKU");
      continue;
    }
    const earlier = seenSku.get(sku);
    if (earlier !== undefined) {
      problem(`SKU ${sku} is also on line ${earlier}`, sku);
      continue;
    }
    seenSku.set(sku, line);
    // The option names are on the handle's first row taken.
    const options =
      optionNames.get(handle) ?? ([1, 2, 3] as const).map((i) => cellOf(cells, `Option${i} Name`).trim().toLowerCase());
    // A SKU the catalogue does not have, under a product's handle: that product's variant of the row's colour
    // and size (its SKUs changed since the file was written, in the store or in Shopify).
    const named = productByHandle.get(handle);
    const variant = variantBySku.get(sku) ?? (named && variantOfOptions(named.id, options, cells));
    if (!variant) {
      problem(created.unknownSku(handle, sku), sku);
      continue;
    }
    const product = productById.get(variant.productId)!;
    const colour = colourById.get(variant.colourId)!;
    const twice = seenVariant.get(variant.id);
    if (twice !== undefined) {
      problem(`Colour ${colour.name || "(unnamed)"} size ${variant.size || "(none)"} is also on line ${twice}`, sku);
      continue;
    }
    seenVariant.set(variant.id, line);
    let group = handles.get(handle);
    const firstRow = !group;
    if (!group) {
      group = { productId: named?.id ?? product.id };
      handles.set(handle, group);
      optionNames.set(handle, options);
    }
    if (group.productId !== product.id) {
      problem(
        `SKU ${sku} is a variant of ${productById.get(product.id)!.sku}, not of the product of handle ${handle}`,
        sku,
      );
      continue;
    }
    // Its colour and size, when the row names them, must be the SKU's.
    options.forEach((name, i) => {
      const value = cellOf(cells, `Option${(i + 1) as 1 | 2 | 3} Value`).trim();
      if (!value) return;
      if (COLOUR_NAMES.has(name) && value.toLowerCase() !== colour.name.toLowerCase()) {
        problem(`SKU ${sku} is colour ${colour.name || "(unnamed)"}, not ${value}`, sku);
      }
      if (name === SIZE_OPTION.toLowerCase() && value.toLowerCase() !== variant.size.toLowerCase()) {
        problem(`SKU ${sku} is size ${variant.size || "(none)"}, not ${value}`, sku);
      }
    });

    if (firstRow) {
      const changes = plan.products.get(product.id) ?? {};
      const title = cellOf(cells, "Title").replace(/\s+/g, " ").trim();
      if (title && title !== product.name) {
        if (title.length > STAFF_LIMITS.name) problem(`Title is longer than ${STAFF_LIMITS.name} characters`, sku);
        else changes.name = title;
      }
      if (has("Body (HTML)")) {
        const description = htmlText(cellOf(cells, "Body (HTML)"));
        if (description.length > STAFF_LIMITS.description) {
          problem(`Body (HTML) is longer than ${STAFF_LIMITS.description} characters as text`, sku);
        } else if (description !== product.description) changes.description = description;
      }
      const published = cellOf(cells, "Published").trim().toUpperCase() || publishedOfStatus(cellOf(cells, "Status"));
      if (published === "TRUE" || published === "FALSE") {
        if ((published === "FALSE") !== product.hidden) changes.hidden = published === "FALSE";
      } else if (published) problem(`Published must be TRUE or FALSE, not ${published}`, sku);
      const type = cellOf(cells, "Type").trim();
      if (type && type.toLowerCase() !== product.category.toLowerCase()) {
        problem(
          `Type ${type} is not the product's category (${product.category}): change it on the product's page`,
          sku,
        );
      }
      if (Object.keys(changes).length) plan.products.set(product.id, changes);
    }

    if (has("Variant Inventory Qty")) {
      const text = cellOf(cells, "Variant Inventory Qty").trim();
      if (text) {
        const stock = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
        if (!(stock <= STAFF_LIMITS.maxStock)) {
          problem(`Variant Inventory Qty must be a whole number from 0 to ${STAFF_LIMITS.maxStock}`, sku);
        } else if (stock !== variant.stock) plan.stock.set(variant.id, { productId: product.id, stock });
      }
    }

    if (has("Variant Price")) {
      const priceText = cellOf(cells, "Variant Price").trim();
      const oldText = has("Variant Compare At Price") ? cellOf(cells, "Variant Compare At Price").trim() : undefined;
      if (priceText) {
        const shown = wholeRupees(priceText);
        const oldShown = oldText ? wholeRupees(oldText) : null;
        const base = shown === undefined ? undefined : shown - markupPaise;
        const old = oldShown === undefined || oldShown === null ? oldShown : oldShown - markupPaise;
        if (base === undefined || base < toPaise(1) || base > toPaise(STAFF_LIMITS.maxPrice)) {
          problem(
            `Variant Price must be whole rupees, more than the store's markup and at most the largest price`,
            sku,
          );
        } else if (old === undefined || (old !== null && old < toPaise(1))) {
          problem("Variant Compare At Price must be whole rupees, more than the store's markup, or empty", sku);
        } else {
          const given = filePrices.get(colour.id);
          const kept = oldText === undefined ? colourPrices(product, colour).oldPricePaise : old;
          if (!given) filePrices.set(colour.id, { base, old: kept, line });
          else if (given.old !== kept) {
            problem(
              `The sizes of colour ${colour.name || "(unnamed)"} share one compare-at price: line ${given.line} gives another`,
              sku,
            );
          }
          rowPrices.set(colour.id, [...(rowPrices.get(colour.id) ?? []), { variant, base, line }]);
        }
      }
    }
  }

  // A colour's price is that of its first row whose size has no price of its own today (else its first row's);
  // a row of another price gives its size that price of its own, and one of the colour's price clears it
  // (decision 042). So a file exported and imported again changes nothing.
  for (const [colourId, rows] of rowPrices) {
    const given = filePrices.get(colourId)!;
    const colourRow = rows.find((row) => row.variant.basePricePaise === null) ?? rows[0]!;
    given.base = colourRow.base;
    given.line = colourRow.line;
    for (const row of rows) {
      const own = row.base === given.base ? null : row.base;
      if (own !== row.variant.basePricePaise) plan.sizePrices.set(row.variant.id, own);
    }
  }

  // Prices: the product's first colour carries the product's own; another colour's differing price becomes its own.
  const newProduct = (id: number) => ({ ...productById.get(id)!, ...plan.products.get(id) });
  // As on the product's page, only a newly set old price must be above the price (a raised price ends a deal).
  const priceProblem = (base: number, old: number | null, oldNow: number | null) =>
    old !== null && old !== oldNow && old <= base
      ? "Variant Compare At Price must be above Variant Price (or empty)"
      : undefined;
  for (const [colourId, given] of filePrices) {
    const colour = colourById.get(colourId)!;
    if (colour.basePricePaise !== null || firstColourOf.get(colour.productId) !== colourId) continue;
    const product = productById.get(colour.productId)!;
    if (given.base === product.basePricePaise && given.old === product.oldPricePaise) continue;
    const bad = priceProblem(given.base, given.old, product.oldPricePaise);
    if (bad) problems.push({ line: given.line, message: bad });
    else
      plan.products.set(product.id, {
        ...plan.products.get(product.id),
        basePricePaise: given.base,
        oldPricePaise: given.old,
      });
  }
  for (const [colourId, given] of filePrices) {
    const colour = colourById.get(colourId)!;
    if (colour.basePricePaise === null && firstColourOf.get(colour.productId) === colourId) continue;
    const now = colourPrices(newProduct(colour.productId), colour);
    if (given.base === now.basePricePaise && given.old === now.oldPricePaise) continue;
    const bad = priceProblem(given.base, given.old, now.oldPricePaise);
    if (bad) problems.push({ line: given.line, message: bad });
    else plan.colours.set(colourId, { basePricePaise: given.base, oldPricePaise: given.old });
  }
  problems.sort((a, b) => a.line - b.line);
  return plan;
}

const reportOf = (plan: Plan, applied: boolean): ImportReport => ({
  rows: plan.rows,
  problems: plan.problems,
  changes: {
    products: plan.products.size,
    colours: plan.colours.size,
    variants: new Set([...plan.stock.keys(), ...plan.sizePrices.keys()]).size,
    newProducts: plan.created.products.length,
  },
  applied,
});

/** A dry run: what the file would change, and every row's problems. Nothing is written. */
export async function dryRunImport(
  db: Db,
  text: string,
  markupPaise: number,
  imageOrigins: string[] = [],
): Promise<ImportReport> {
  const plan = planImport(text, await catalogueState(db), markupPaise, imageOrigins);
  await resolveNewPhotos(db, plan.created, plan.problems);
  return reportOf(plan, false);
}

/**
 * Applies the file in one transaction, planned again inside it against the catalogue as it is then: a file
 * with any problem changes nothing (400 with the problems), and a file applied twice changes nothing the
 * second time (every figure already is the file's).
 */
export async function applyImport(
  db: Db,
  text: string,
  markupPaise: number,
  imageOrigins: string[] = [],
  actor: Actor = COMMAND_LINE,
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    // One import at a time: two at once would each plan against what the other is changing.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-import'))`);
    const plan = planImport(text, await catalogueState(tx), markupPaise, imageOrigins);
    await resolveNewPhotos(tx, plan.created, plan.problems);
    if (plan.problems.length) {
      throw badRequest(
        `The file has ${plan.problems.length === 1 ? "a problem" : `${plan.problems.length} problems`}: nothing was changed`,
        plan.problems,
      );
    }
    await write(tx, plan);
    const report = reportOf(plan, true);
    // One entry for the whole file: what it changed, counted.
    await recordChange(tx, actor, {
      kind: "catalogue.import",
      entityType: "catalogue",
      entityId: "import",
      entityLabel: `${report.rows} rows`,
      before: null,
      after: { rows: report.rows, ...report.changes },
    });
    return report;
  });
}

async function write(tx: Tx, plan: Plan) {
  for (const [id, changes] of plan.products) {
    await tx
      .update(products)
      .set(changes)
      .where(sql`${products.id} = ${id}`);
  }
  for (const [id, prices] of plan.colours) {
    await tx
      .update(productColours)
      .set(prices)
      .where(sql`${productColours.id} = ${id}`);
  }
  const stock = [...plan.stock];
  // A thousand variants a statement: one UPDATE ... FROM (VALUES ...) each.
  for (let at = 0; at < stock.length; at += 1000) {
    const values = sql.join(
      stock.slice(at, at + 1000).map(([id, { stock: count }]) => sql`(${id}::int, ${count}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update product_variants as v set stock = x.stock from (values ${values}) as x(id, stock) where v.id = x.id`,
    );
  }
  for (const [id, price] of plan.sizePrices) {
    await tx
      .update(productVariants)
      .set({ basePricePaise: price })
      .where(sql`${productVariants.id} = ${id}`);
  }
  const touched = [...groupBy(stock, ([, s]) => s.productId).keys()];
  for (let at = 0; at < touched.length; at += 1000) {
    await tx
      .update(products)
      .set({
        stock: sql`(select coalesce(sum(pv.stock), 0) from product_variants pv where pv.product_id = ${products.id})`,
      })
      .where(inArray(products.id, touched.slice(at, at + 1000)));
  }
  await writeNewProducts(tx, plan.created);
}
