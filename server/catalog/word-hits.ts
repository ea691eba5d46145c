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
/** The scores of every cost (whole and half typos up to 2.5), per field, indexed by twice the cost. */
const FIELD_SCORES = FIELD_POINTS.map(([, points]) => [0, 0.5, 1, 1.5, 2, 2.5].map((cost) => score(points, cost)));

/**
 * Where one search word is found: the documents holding any of its matches, ascending and as a bitset
 * (for intersecting words a machine word at a time), with the points the word earns in each (see rankHits),
 * and those where it stands in the name, category or colour as a bitset too. 4 bytes a document found, and
 * three bits a document of the catalogue.
 */
export interface WordHits {
  /** How many documents were found before each block of 32 of the bitset: a document's place in `points` is this plus the bits below it in its block. */
  before: Int32Array;
  points: Int32Array;
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
  return gather(index, group, 0, index.capacity);
}

/**
 * The word's hits `kept` brought up to date with the documents the index added since they were gathered
 * (a product added or changed takes a new document number at the end): those alone are gathered and
 * appended. Documents that died since stay in them; rankHits skips them. Documents must not have been
 * renumbered since (CatalogIndex.numbering).
 */
export function upToDate(index: CatalogIndex, group: WordMatches, kept: WordHits): WordHits {
  if (kept.upTo === index.capacity) return kept;
  const added = gather(index, group, kept.upTo, index.capacity);
  const points = new Int32Array(kept.points.length + added.points.length);
  points.set(kept.points);
  points.set(added.points, kept.points.length);
  // The added documents' blocks start in the last block the kept ones reach, at most.
  const { bits, namedBits } = added;
  for (let block = 0; block < kept.bits.length; block++) {
    bits[block]! |= kept.bits[block]!;
    namedBits[block]! |= kept.namedBits[block]!;
  }
  return {
    before: countsBefore(bits),
    points,
    bits,
    namedBits,
    close: kept.close,
    nearest: kept.nearest,
    upTo: index.capacity,
  };
}

/** A word's hits among the documents from `from` to `upTo`, in a bitset the size of the whole index. */
function gather(index: CatalogIndex, { matches: group, close }: WordMatches, from: number, upTo: number): WordHits {
  const live = index.columns.live;
  const best = index.scratch();
  const bits = new Uint32Array(Math.ceil(upTo / 32));
  let count = 0;
  for (const { term, cost } of group) {
    const postings = index.postingsOf(term);
    if (!postings) continue;
    const { items, length } = postings;
    for (let i = from ? firstFrom(items, length, from) : 0; i < length; i++) {
      const posting = items[i]!;
      const doc = posting >> 3;
      if (!live[doc]) continue;
      const block = doc >>> 5;
      const bit = 1 << (doc & 31);
      if (!(bits[block]! & bit)) {
        bits[block]! |= bit;
        count++;
      }
      const at = doc * 3;
      if (posting & FIELD.name && cost < best[at]!) best[at] = cost;
      if (posting & FIELD.categoryOrColour && cost < best[at + 1]!) best[at + 1] = cost;
      if (posting & FIELD.description && cost < best[at + 2]!) best[at + 2] = cost;
    }
  }
  const points = new Int32Array(count);
  const namedBits = new Uint32Array(bits.length);
  for (let block = from >>> 5, i = 0; block < bits.length; block++) {
    for (let word = bits[block]!; word; word &= word - 1) {
      const low = word & -word;
      const at = ((block << 5) | (31 - Math.clz32(low))) * 3;
      if (best[at] !== Infinity || best[at + 1] !== Infinity) namedBits[block]! |= low;
      let earned = 0;
      for (let f = 0; f < 3; f++) {
        const cost = best[at + f]!;
        if (cost !== Infinity) earned += FIELD_SCORES[f]![cost * 2] ?? score(FIELD_POINTS[f]![1], cost);
        best[at + f] = Infinity;
      }
      points[i++] = earned;
    }
  }
  return { before: countsBefore(bits), points, bits, namedBits, close, nearest: group[0]?.term, upTo };
}

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

/** For each block of 32 documents, how many of the bitset's documents come before it. */
function countsBefore(bits: Uint32Array): Int32Array {
  const before = new Int32Array(bits.length);
  for (let block = 0, count = 0; block < bits.length; block++) {
    before[block] = count;
    count += bitCount(bits[block]!);
  }
  return before;
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
  // Each word's arrays, held apart from the words: the loop below is the whole cost of a search.
  const bits = words.map((word) => word.bits);
  const namedBits = words.map((word) => word.namedBits);
  const before = words.map((word) => word.before);
  const points = words.map((word) => word.points);
  const count = words.length;
  const most = Math.min(...words.map((word) => word.points.length));
  const { docs, ranks } = scratch(most);
  // The matches are written in one pass, those named in every word first from the start and the others
  // from the end: only the named ones are kept when there are any.
  let named = 0;
  let unnamed = most;
  for (let block = 0; block < blocks; block++) {
    let common = live[block]!;
    for (let w = 0; w < count && common; w++) common &= bits[w]![block]!;
    if (!common) continue;
    let inNames = common;
    for (let w = 0; w < count; w++) inNames &= namedBits[w]![block]!;
    for (; common; common &= common - 1) {
      const low = common & -common;
      const below = low - 1;
      let rank = 0;
      // The document's place among each word's: those found before its block, and below it in the block.
      for (let w = 0; w < count; w++) rank += points[w]![before[w]![block]! + bitCount(bits[w]![block]! & below)]!;
      const at = inNames & low ? named++ : --unnamed;
      docs[at] = (block << 5) | (31 - Math.clz32(low));
      ranks[at] = rank;
    }
  }
  if (named) return { docs: docs.slice(0, named), ranks: ranks.slice(0, named), inNames: true };
  if (unnamed === most) return NO_HITS;
  // Written from the end: read back in ascending order of documents.
  return { docs: docs.slice(unnamed, most).reverse(), ranks: ranks.slice(unnamed, most).reverse(), inNames: false };
}

/** Arrays reused by every ranking (searches run one at a time, synchronously), grown when too small. */
let scratchDocs = new Int32Array(0);
let scratchRanks = new Int32Array(0);
function scratch(length: number) {
  if (scratchDocs.length < length) {
    scratchDocs = new Int32Array(length);
    scratchRanks = new Int32Array(length);
  }
  return { docs: scratchDocs, ranks: scratchRanks };
}
