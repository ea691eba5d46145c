import { readFileSync } from "node:fs";

/** A product of data/catalog/products.json, as the file has it. */
export interface SeedProduct {
  sku: string;
  name: string;
  basePrice: number;
  oldPrice: number | null;
  category: string;
  collections: string[];
  sizes: string[];
  details: string[];
  color: string | null;
  createdAt: string;
  stock: number;
}

/** A product of the seeded store: the file's copies of one style in other colours are its colours. */
export interface SeededProduct extends SeedProduct {
  /** Its id in a freshly seeded store: its place in the file, from 1 (the seed inserts in file order). */
  id: number;
  /** Each colour's product of the file, the product's own first. */
  colourCopies: SeedProduct[];
}

const words = (name: string, colour: string) =>
  name
    .replace(new RegExp(`\\b${colour}\\b`, "gi"), " ")
    .replace(/\s+/g, " ")
    .trim();
/** A product's name without its colour and what is joined to it ("Gold-Toned"). */
const nameWithout = (name: string, colour: string) =>
  name
    .replace(new RegExp(`\\b${colour}\\b(?:-\\w+)?`, "gi"), " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The seeded catalogue as the store holds it, worked out here apart from the database's grouping rule
 * (docs/decisions/034-colours-as-variants.md) so the tests check that rule: products of one category whose
 * names are the same once their colour word is taken out, with the same sizes and each in its own colour,
 * are one product, named without the colour word, whose first colour is the cheapest (then the oldest).
 */
export function seededCatalogue(file = "data/catalog/products.json"): SeededProduct[] {
  const seed: SeedProduct[] = JSON.parse(readFileSync(file, "utf8"));
  const styles = new Map<string, SeedProduct[]>();
  const keyOf = (p: SeedProduct) =>
    p.color && /^[A-Za-z][A-Za-z -]*$/.test(p.color) && new RegExp(`\\b${p.color}\\b`, "i").test(p.name)
      ? [p.category, words(p.name, p.color).toLowerCase(), p.sizes.join("\u0000")].join("\u0001")
      : undefined;
  for (const product of seed) {
    const key = keyOf(product);
    if (key) styles.set(key, [...(styles.get(key) ?? []), product]);
  }
  const grouped = new Map<SeedProduct, SeedProduct[]>();
  for (const copies of styles.values()) {
    const slugs = new Set(copies.map((p) => p.color!.toLowerCase().replace(/[^a-z0-9]+/g, "-")));
    if (copies.length < 2 || slugs.size !== copies.length) continue;
    copies.sort(
      (a, b) =>
        a.basePrice - b.basePrice ||
        Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
        seed.indexOf(a) - seed.indexOf(b),
    );
    for (const copy of copies) grouped.set(copy, copies);
  }
  return seed.flatMap((product, index) => {
    const copies = grouped.get(product);
    if (!copies) return [{ ...product, id: index + 1, colourCopies: [product] }];
    if (copies[0] !== product) return [];
    return [{ ...product, id: index + 1, name: nameWithout(product.name, product.color!), colourCopies: copies }];
  });
}
