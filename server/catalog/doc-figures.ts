import type { CatalogIndex } from "./catalog-index";

/**
 * A figure worked out from each document's columns, kept for every document: for what reads it for every
 * product at once (the filters' counts, a filter's test), where working it out again cost more than reading
 * it. A document's columns never change (a changed product takes a new number), so only the documents added
 * since are worked out, and every one again once documents are renumbered or `key` (whatever else the figure
 * depends on) changes. Figures are whole numbers from 0 to 255.
 */
export function keptFigure(
  index: CatalogIndex,
  name: string,
  key: number,
  figure: (doc: number) => number,
): Uint8Array {
  let byName = kept.get(index);
  if (!byName) kept.set(index, (byName = new Map()));
  let known = byName.get(name);
  if (!known || known.numbering !== index.numbering || known.key !== key) {
    known = { numbering: index.numbering, key, upTo: 0, values: new Uint8Array(0) };
    byName.set(name, known);
  }
  const { capacity } = index;
  if (known.upTo < capacity) {
    if (known.values.length < capacity) {
      // With room to grow into, as the index's own columns have.
      const grown = new Uint8Array(Math.max(capacity, Math.ceil(known.values.length * 1.25)));
      grown.set(known.values.subarray(0, known.upTo));
      known.values = grown;
    }
    for (let doc = known.upTo; doc < capacity; doc++) known.values[doc] = figure(doc);
    known.upTo = capacity;
  }
  return known.values;
}

const kept = new WeakMap<
  CatalogIndex,
  Map<string, { numbering: number; key: number; upTo: number; values: Uint8Array }>
>();
