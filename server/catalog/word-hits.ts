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
 * (for intersecting words a machine word at a time), with the points the word earns in each (see rankHits)
 * and whether it stands there in the name, category or colour. 5 bytes a document found, and two bits a
 * document of the catalogue.
 */
export interface WordHits {
  /** How many documents were found before each block of 32 of the bitset: a document's place in `points` and `named` is this plus the bits below it in its block. */
  before: Int32Array;
  points: Int32Array;
  named: Uint8Array;
  bits: Uint32Array;
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
  const named = new Uint8Array(points.length);
  named.set(kept.named);
  named.set(added.named, kept.named.length);
  // The added documents' blocks start in the last block the kept ones reach, at most.
  const bits = added.bits;
  for (let block = 0; block < kept.bits.length; block++) bits[block]! |= kept.bits[block]!;
  return {
    before: countsBefore(bits),
    points,
    named,
    bits,
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
  const named = new Uint8Array(count);
  for (let block = from >>> 5, i = 0; block < bits.length; block++) {
    for (let word = bits[block]!; word; word &= word - 1) {
      const doc = (block << 5) | (31 - Math.clz32(word & -word));
      const at = doc * 3;
      named[i] = best[at] !== Infinity || best[at + 1] !== Infinity ? 1 : 0;
      let earned = 0;
      for (let f = 0; f < 3; f++) {
        const cost = best[at + f]!;
        if (cost !== Infinity) earned += FIELD_SCORES[f]![cost * 2] ?? score(FIELD_POINTS[f]![1], cost);
        best[at + f] = Infinity;
      }
      points[i++] = earned;
    }
  }
  return { before: countsBefore(bits), points, named, bits, close, nearest: group[0]?.term, upTo };
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

/** How many bits of a 32-bit word are set. */
function bitCount(word: number): number {
  let v = word >>> 0;
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
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
 * hits kept through changes may hold documents that died since (upToDate): only `live` ones are ranked.
 */
export function rankHits(words: WordHits[], live: Uint8Array): Hits {
  if (!words.length) return NO_HITS;
  const blocks = Math.min(...words.map((w) => w.bits.length));
  const inEveryWord = (block: number) => {
    let common = words[0]!.bits[block]!;
    for (let w = 1; w < words.length && common; w++) common &= words[w]!.bits[block]!;
    return common;
  };
  let total = 0;
  for (let block = 0; block < blocks; block++) total += bitCount(inEveryWord(block));
  if (!total) return NO_HITS;
  // At most `total`: fewer when some died since their words' hits were gathered.
  let docs = new Int32Array(total);
  let ranks = new Int32Array(total);
  const named = new Uint8Array(total);
  let found = 0;
  let namedCount = 0;
  for (let block = 0; block < blocks; block++) {
    for (let common = inEveryWord(block); common; common &= common - 1) {
      const low = common & -common;
      const doc = (block << 5) | (31 - Math.clz32(low));
      if (!live[doc]) continue;
      let rank = 0;
      let inNameOrCategory = 1;
      for (let w = 0; w < words.length; w++) {
        const word = words[w]!;
        // The document's place among the word's: those found before its block, and below it in the block.
        const at = word.before[block]! + bitCount(word.bits[block]! & (low - 1));
        rank += word.points[at]!;
        inNameOrCategory &= word.named[at]!;
      }
      docs[found] = doc;
      ranks[found] = rank;
      named[found++] = inNameOrCategory;
      namedCount += inNameOrCategory;
    }
  }
  if (!found) return NO_HITS;
  if (found < total) {
    docs = docs.subarray(0, found);
    ranks = ranks.subarray(0, found);
  }
  if (!namedCount || namedCount === found) return { docs, ranks, inNames: namedCount > 0 };
  const namedDocs = new Int32Array(namedCount);
  const namedRanks = new Int32Array(namedCount);
  for (let i = 0, j = 0; i < found; i++) {
    if (!named[i]) continue;
    namedDocs[j] = docs[i]!;
    namedRanks[j++] = ranks[i]!;
  }
  return { docs: namedDocs, ranks: namedRanks, inNames: true };
}
