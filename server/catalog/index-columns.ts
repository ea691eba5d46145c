// The catalogue index's building blocks (server/catalog/catalog-index.ts): a product's words as PostgreSQL
// writes them, growable lists of whole numbers, strings kept once, and the columns of documents.

/** Where a word stands in a product: bits of a field mask. */
export const FIELD = { name: 1, categoryOrColour: 2, description: 4 } as const;
const WEIGHT_BITS: Record<string, number> = { A: FIELD.name, B: FIELD.categoryOrColour, C: FIELD.description };

/** `'word':1A,4C 'other':2B` (PostgreSQL's text form of a tsvector) -> word -> field mask. */
export function parseVector(text: string): Map<string, number> {
  const terms = new Map<string, number>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("'", i);
    if (open < 0) break;
    // A lexeme: quotes doubled and backslashes escaped inside.
    let term = "";
    let j = open + 1;
    for (;;) {
      const ch = text[j];
      if (ch === undefined) break;
      if (ch === "'" && text[j + 1] === "'") {
        term += "'";
        j += 2;
      } else if (ch === "'") {
        j++;
        break;
      } else if (ch === "\\") {
        term += text[j + 1] ?? "";
        j += 2;
      } else {
        term += ch;
        j++;
      }
    }
    let mask = 0;
    if (text[j] === ":") {
      j++;
      while (j < text.length && text[j] !== " ") mask |= WEIGHT_BITS[text[j++]!] ?? 0;
    }
    terms.set(term, (terms.get(term) ?? 0) | (mask || FIELD.description));
    i = j;
  }
  return terms;
}

/** A growable list of small whole numbers. */
export class IntList {
  items: Int32Array;
  length = 0;
  constructor(capacity = 4) {
    this.items = new Int32Array(capacity);
  }
  push(value: number) {
    if (this.length === this.items.length) {
      const grown = new Int32Array(Math.max(4, this.items.length * 2));
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }
  trim() {
    if (this.items.length > this.length) this.items = this.items.slice(0, Math.max(this.length, 1));
  }
}

/** A term's products: document number * 8 + field mask, in the order they were added. */
export type Postings = IntList;

/** Strings kept once (categories, colours, lists of collections and sizes), referred to by number. */
export class Interned<T> {
  readonly values: T[] = [];
  private readonly numbers = new Map<string, number>();
  constructor(private readonly key: (value: T) => string) {}
  numberOf(value: T): number {
    const key = this.key(value);
    let n = this.numbers.get(key);
    if (n === undefined) {
      n = this.values.length;
      this.values.push(value);
      this.numbers.set(key, n);
    }
    return n;
  }
}

/** Columns of documents, grown together. */
export class Columns {
  capacity = 1024;
  id = new Int32Array(this.capacity);
  live = new Uint8Array(this.capacity);
  changedXid = new Float64Array(this.capacity);
  /** Its own price (its first colour's): the share saved ("30% and more") is off this one. */
  basePricePaise = new Int32Array(this.capacity);
  /** Its lowest price over its colours and sizes, where its card's range starts: lists filter and sort by it. */
  fromPricePaise = new Int32Array(this.capacity);
  /** A real in the database: kept as one, so ties and comparisons are the database's. */
  dealRatio = new Float32Array(this.capacity);
  createdAt = new Float64Array(this.capacity);
  inStock = new Uint8Array(this.capacity);
  category = new Int32Array(this.capacity);
  /** Its colours: a number in `colourLists`. */
  colours = new Int32Array(this.capacity);
  collections = new Int32Array(this.capacity);
  sizesInStock = new Int32Array(this.capacity);
  /** Its shown reviews: how many, and their stars added up (0 and 0 for none). */
  ratingCount = new Int32Array(this.capacity);
  ratingSum = new Int32Array(this.capacity);

  ensure(length: number) {
    if (length <= this.capacity) return;
    let capacity = this.capacity;
    while (capacity < length) capacity *= 2;
    for (const key of Object.keys(this) as (keyof Columns)[]) {
      const column = this[key];
      if (!ArrayBuffer.isView(column)) continue;
      const grown = new (column.constructor as new (n: number) => typeof column)(capacity);
      (grown as Int32Array).set(column as Int32Array);
      (this as Record<string, unknown>)[key] = grown;
    }
    this.capacity = capacity;
  }
}
