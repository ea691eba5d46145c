/**
 * The seeded catalogue as data: the products (data/catalog/products.json) and one SVG picture per product
 * (public/images/products/<sku>.svg). Pure: no files are read or written here, so a test can compare the
 * committed output with what the generator makes. scripts/generate-catalog.ts writes it out.
 */
import { buildCatalog } from "./assemble";
import { problems, type Product } from "./drafts";
import { toJson } from "./json";
import { renderSvg } from "./pictures";

export interface GeneratedCatalog {
  products: Product[];
  /** The text of data/catalog/products.json. */
  json: string;
  /** File name (`shoe-001.svg`) to SVG text, one per product. */
  pictures: Map<string, string>;
}

export function generateCatalog(): GeneratedCatalog {
  const { products, arts } = buildCatalog();
  if (problems.length) throw new Error(problems.join("\n"));
  const skus = new Set(products.map((p) => p.sku));
  if (skus.size !== products.length) throw new Error("duplicate sku");
  if (new Set(products.map((p) => p.name)).size !== products.length) throw new Error("duplicate name");
  const pictures = new Map<string, string>();
  for (const p of products) {
    const art = arts.get(p.sku);
    if (!art) throw new Error(`no art for ${p.sku}`);
    pictures.set(`${p.sku.toLowerCase()}.svg`, renderSvg(art));
  }
  return { products, json: `${toJson(products)}\n`, pictures };
}
