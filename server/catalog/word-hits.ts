/**
 * One search word's hits in the index (the documents holding any catalogue word it stands for, with the
 * points it earns in each) and the ranking of a search's documents from its words' hits. Kept hits are
 * brought up to date after a change instead of gathered again: a changed product takes a new document number
 * at the end, so the hits gain only the documents added since, and the dead ones are skipped when ranking.
 */
import type { CatalogIndex } from "./catalog-index";
import { FIELD } from "./index-columns";

/**
 * A catalogue word a search word stands for, and how far it is: 0 exact (or another form of the same
 * stem), 1 a typo or the start of a longer word, 2 two typos, plus SYNONYM_COST through a synonym.
 */
export interface Match {
  term: string;
  cost: number;
}

/**
 * What one search word stands for: its matches, closest first, and whether it is found as the shopper
 * wrote it (exactly, as another form of the word, through a synonym, or as the start of a longer word)
 * rather than only through typos.
 */
export interface WordMatches {
  matches: Match[];
  close: boolean;
}

/** Where a word is found: the name counts most, then category and colour, then the description. */
const FIELD_POINTS = [
  [FIELD.name, 4],
  [FIELD.categoryOrColour, 2],
  [FIELD.description, 1],
] as const;
/**
 * An exact match counts whole, a synonym two thirds, one typo or a prefix half, two typos a third; in
 * ten-thousandths, so ranks are whole numbers and ties are exact.
 */
const score = (points: number, cost: number) => Math.round((points * 10_000) / (1 + cost));

/**
 * Where one search word is found: the documents holding any of its matches, ascending and as a bitset
 * (for intersecting words a machine word at a time), with the points the word earns in each (see rankHits),
 * and those where it stands in the name, category or colour as a bitset too. 4 bytes a document found, and
 * three bits a document of the catalogue. The arrays have room to grow into, so that bringing the hits up
 * to date after a change writes only what was added.
 */
export interface WordHits {
  /**
   * How many documents were found before each block of 32 of the bitset, up to the block of the last
   * document gathered: a document's place in `points` is this plus the bits below it in its block.
   */
  before: Int32Array;
  /** The points of the first `count`. */
  points: Int32Array;
  /** How many documents were found. */
  count: number;
  bits: Uint32Array;
  /** The documents found where it stands in the name, category or colour. */
  namedBits: Uint32Array;
  /** See WordMatches. */
  close: boolean;
  /** The closest catalogue word it stands for. */
  nearest?: string;
  /** The index's document count when they were gathered: documents from there on are not in them yet. */
  upTo: number;
}

/**
 * Gathers a word's hits from the postings of the catalogue words it stands for. Each document found is
 * marked in the word's bitset as its postings are read, and the documents are then read back from the
 * bitset in ascending order: no list of them to sort (at a million products a common word such as "men" is
 * in 600,000, and sorting them took tens of milliseconds), and the cost follows the postings read.
 */
export function hitsOf(index: CatalogIndex, group: WordMatches): WordHits {
  const blocks = Math.ceil(index.capacity / 32);
  const hits: WordHits = {
    before: new Int32Array(blocks),
    points: new Int32Array(0),
    count: 0,
    bits: new Uint32Array(blocks),
    namedBits: new Uint32Array(blocks),
    close: group.close,
    nearest: group.matches[0]?.term,
    upTo: 0,
  };
  return gather(index, group, hits);
}

/**
 * The word's hits `kept` brought up to date, in place, with the documents the index added since they were
 * gathered (a product added or changed takes a new document number at the end): those alone are gathered
 * and appended. Documents that died since stay in them; rankHits skips them. Documents must not have been
 * renumbered since (CatalogIndex.numbering).
 */
export function upToDate(index: CatalogIndex, group: WordMatches, kept: WordHits): WordHits {
  return kept.upTo === index.capacity ? kept : gather(index, group, kept);
}

/** `array`, or a copy of it with room for `length` and at least a quarter more than it held, so it grows seldom. */
function grown<T extends Int32Array | Uint32Array>(array: T, length: number): T {
  if (length <= array.length) return array;
  const copy = new (array.constructor as new (length: number) => T)(Math.max(length, Math.ceil(array.length * 1.25)));
  copy.set(array);
  return copy;
}

/** Adds to `hits` the word's documents from hits.upTo to the end of the index. */
function gather(index: CatalogIndex, { matches: group }: WordMatches, hits: WordHits): WordHits {
  if (group.length === 1) return gatherTerm(index, group[0]!, hits);
  const from = hits.upTo;
  const upTo = index.capacity;
  const blocks = Math.ceil(upTo / 32);
  hits.bits = grown(hits.bits, blocks);
  hits.namedBits = grown(hits.namedBits, blocks);
  hits.before = grown(hits.before, blocks);
  const { bits, namedBits, before } = hits;
  const live = index.columns.live;
  const { fields, earned } = index.scratch();
  let count = 0;
  // Closest first: the first time a field of a document is met is at its closest match, which it earns.
  for (const { term, cost } of [...group].sort((a, b) => a.cost - b.cost)) {
    const postings = index.postingsOf(term);
    if (!postings) continue;
    const { items, length } = postings;
    const scores = scoresOf(cost);
    for (let i = from ? firstFrom(items, length, from) : 0; i < length; i++) {
      const posting = items[i]!;
      const doc = posting >> 3;
      if (!live[doc]) continue;
      const had = fields[doc]!;
      if (!had) {
        bits[doc >>> 5]! |= 1 << (doc & 31);
        count++;
      }
      const added = posting & 7 & ~had;
      // FOUND marks the document met, whatever its fields.
      fields[doc] = had | added | FOUND;
      if (added) earned[doc]! += scores[added]!;
    }
  }
  hits.points = grown(hits.points, hits.count + count);
  const { points } = hits;
  // Read back from the block of the first document added; in that block, the kept documents below it are
  // already counted (when it is not the first document of its block, its block's count is already right).
  const first = from >>> 5;
  let counted = from & 31 ? before[first]! : hits.count;
  let i = hits.count;
  for (let block = first; block < blocks; block++) {
    before[block] = counted;
    counted += bitCount(bits[block]!);
    const added = block === first ? bits[block]! & ~((1 << (from & 31)) - 1) : bits[block]!;
    for (let word = added; word; word &= word - 1) {
      const low = word & -word;
      const doc = (block << 5) | (31 - Math.clz32(low));
      if (fields[doc]! & (FIELD.name | FIELD.categoryOrColour)) namedBits[block]! |= low;
      points[i++] = earned[doc]!;
      fields[doc] = 0;
      earned[doc] = 0;
    }
  }
  hits.count = i;
  hits.upTo = upTo;
  return hits;
}

/**
 * gather for a word that stands for one catalogue word (most typos, and most words as written): the term's
 * postings hold each document once, in ascending order, so the hits are written in one pass over them, with
 * no scratch to mark and read back. A common word's first search took half the time (205,000 products: 3.1
 * to 1.7 ms).
 */
function gatherTerm(index: CatalogIndex, { term, cost }: Match, hits: WordHits): WordHits {
  const from = hits.upTo;
  const upTo = index.capacity;
  const blocks = Math.ceil(upTo / 32);
  const postings = index.postingsOf(term);
  const items = postings?.items;
  const length = postings?.length ?? 0;
  const start = items && from ? firstFrom(items, length, from) : 0;
  hits.bits = grown(hits.bits, blocks);
  hits.namedBits = grown(hits.namedBits, blocks);
  hits.before = grown(hits.before, blocks);
  hits.points = grown(hits.points, hits.count + length - start);
  const { bits, namedBits, before, points } = hits;
  const live = index.columns.live;
  const scores = scoresOf(cost);
  // The next block whose count of documents before it is to be written: the block of `from` has it already
  // when `from` is not its first document (the kept documents below it are counted, as in gather).
  let next = from & 31 ? (from >>> 5) + 1 : from >>> 5;
  let count = hits.count;
  for (let i = start; i < length; i++) {
    const posting = items![i]!;
    const doc = posting >> 3;
    if (!live[doc]) continue;
    const block = doc >>> 5;
    while (next <= block) before[next++] = count;
    const bit = 1 << (doc & 31);
    bits[block]! |= bit;
    if (posting & (FIELD.name | FIELD.categoryOrColour)) namedBits[block]! |= bit;
    points[count++] = scores[posting & 7]!;
  }
  while (next < blocks) before[next++] = count;
  hits.count = count;
  hits.upTo = upTo;
  return hits;
}

/** A bit above the fields' (FIELD) in the scratch of fields met. */
const FOUND = 8;

/** The points a match at `cost` earns for each set of fields (by their mask) it stands in. */
function scoresOf(cost: number): Int32Array {
  const known = SCORES_BY_COST.get(cost);
  if (known) return known;
  const scores = new Int32Array(8);
  for (let mask = 1; mask < 8; mask++)
    for (const [field, points] of FIELD_POINTS) if (mask & field) scores[mask]! += score(points, cost);
  SCORES_BY_COST.set(cost, scores);
  return scores;
}
const SCORES_BY_COST = new Map<number, Int32Array>();

/** The place in a term's postings (ascending by document) of its first document at or after `from`. */
function firstFrom(items: Int32Array, length: number, from: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (items[mid]! >> 3 < from) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** How many bits each 16-bit number has set. */
const BITS_SET = new Uint8Array(65_536);
for (let n = 1; n < BITS_SET.length; n++) BITS_SET[n] = (n & 1) + BITS_SET[n >>> 1]!;

/** How many bits of a 32-bit word are set. */
function bitCount(word: number): number {
  return BITS_SET[word & 0xffff]! + BITS_SET[word >>> 16]!;
}

/** The products holding every word, and whether they hold each in the name, category or colour. */
export interface Hits {
  docs: Int32Array;
  ranks: Int32Array;
  inNames: boolean;
}

const NO_HITS: Hits = { docs: new Int32Array(0), ranks: new Int32Array(0), inNames: false };

/**
 * The products holding a match for every word, with their rank: for each word and each field, the points
 * of the field times the factor of the best match found there, summed. So a whole word in the name beats
 * the prefix of another word, the name beats the category, the category the description, and fewer typos
 * rank first. The description counts for finding a product only when no product has every word in its
 * name, category or colour: "loafers" lists loafers, not the chinos whose description suggests wearing them
 * with loafers; "bag with chain" still finds the bag whose description names the chain.
 *
 * The words' bitsets are intersected 32 documents at a time, so the cost follows the number of matches,
 * not the number of products holding the commonest word; only a match's own points are looked up. Words'
 * hits kept through changes may hold documents that died since (upToDate): only `live` ones (the index's
 * bitset of live documents) are ranked.
 */
export function rankHits(words: WordHits[], live: Uint32Array): Hits {
  if (!words.length) return NO_HITS;
  const blocks = Math.min(live.length, ...words.map((w) => w.bits.length));
  const most = Math.min(...words.map((word) => word.count));
  const found = scratch(most);
  // The matches, in one pass: those named in every word from the start, the others from the end. Only the
  // named ones are kept, and ranked, when there are any. The first two words' bitsets are read by name (a
  // search is most often one or two words): half the searches match nothing, and their cost is this pass
  // over every block, which a loop over the words' list made a fifth slower.
  let named = 0;
  let unnamed = most;
  const first = words[0]!.bits;
  const second = words.length > 1 ? words[1]!.bits : live;
  const others = words.slice(2).map((word) => word.bits);
  const inName = words.map((word) => word.namedBits);
  for (let block = 0; block < blocks; block++) {
    let common = live[block]! & first[block]! & second[block]!;
    if (!common) continue;
    for (let w = 0; w < others.length && common; w++) common &= others[w]![block]!;
    if (!common) continue;
    let inNames = common;
    for (let w = 0; w < inName.length; w++) inNames &= inName[w]![block]!;
    for (; common; common &= common - 1) {
      const low = common & -common;
      found[inNames & low ? named++ : --unnamed] = (block << 5) | (31 - Math.clz32(low));
    }
  }
  if (!named && unnamed === most) return NO_HITS;
  // Written from the end: read back in ascending order of documents.
  const docs = named ? found.slice(0, named) : found.slice(unnamed, most).reverse();
  const ranks = new Int32Array(docs.length);
  // Each word's points, a pass a word: a document's place among the word's hits is those found before its
  // block and those below it in the block.
  for (const { bits, before, points } of words) {
    let block = -1;
    let base = 0;
    let inBlock = 0;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      if (doc >>> 5 !== block) {
        block = doc >>> 5;
        base = before[block]!;
        inBlock = bits[block]!;
      }
      ranks[i]! += points[base + bitCount(inBlock & ((1 << (doc & 31)) - 1))]!;
    }
  }
  return { docs, ranks, inNames: named > 0 };
}

/** An array reused by every ranking (searches run one at a time, synchronously), grown when too small. */
let scratchDocs = new Int32Array(0);
function scratch(length: number): Int32Array {
  if (scratchDocs.length < length) scratchDocs = new Int32Array(length);
  return scratchDocs;
}
