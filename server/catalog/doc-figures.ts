import type { CatalogIndex } from "./catalog-index";

/**
 * A figure of each document, worked out from its columns once and kept, for what reads it for many documents
 * at once (an order's comparisons, the filters' counts and tests), where working it out again cost more than
 * reading it. A document's columns never change (a changed product takes a new number), so only the documents
 * added since the last read are worked out; `clear` when documents are renumbered.
 */
export class KeptFigures<T extends Uint8Array | Float64Array> {
  private values: T;
  private upTo = 0;

  constructor(private readonly make: (length: number) => T) {
    this.values = make(0);
  }

  /** The figures of the first `capacity` documents, those from the last read's on filled in by `fill`. */
  upToDate(capacity: number, fill: (values: T, from: number, to: number) => void): T {
    if (this.upTo >= capacity) return this.values;
    if (this.values.length < capacity) {
      // With room to grow into, as the index's own columns have.
      const grown = this.make(Math.max(capacity, Math.ceil(this.values.length * 1.25)));
      grown.set(this.values.subarray(0, this.upTo));
      this.values = grown;
    }
    fill(this.values, this.upTo, capacity);
    this.upTo = capacity;
    return this.values;
  }

  clear() {
    this.upTo = 0;
  }
}

/**
 * A figure of every document of the index (KeptFigures), whole numbers from 0 to 255, kept per index by
 * `name`: worked out afresh once documents are renumbered or `key` (whatever else it depends on) changes.
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
    known = { numbering: index.numbering, key, figures: new KeptFigures((length) => new Uint8Array(length)) };
    byName.set(name, known);
  }
  return known.figures.upToDate(index.capacity, (values, from, to) => {
    for (let doc = from; doc < to; doc++) values[doc] = figure(doc);
  });
}

const kept = new WeakMap<
  CatalogIndex,
  Map<string, { numbering: number; key: number; figures: KeptFigures<Uint8Array> }>
>();
