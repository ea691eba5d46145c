import type { Db } from "../db/client";
import { catalogIndex, type CatalogIndex } from "./catalog-index";
import synonymsFile from "./synonyms.json";
import { stem } from "./word-forms";
import { hitsOf, rankHits, upToDate, type WordHits, type WordMatches } from "./word-hits";
import { priceInWords } from "@rules/price-in-words";

/*
 * Search in two steps (docs/decisions/003-typo-forgiving-search.md). First each word of the shopper's search
 * is matched against the catalogue's vocabulary (every distinct word of every shown product, from the
 * in-memory search index): exactly, as another form of the same word (word-forms.ts: checks, checked),
 * through the synonyms in synonyms.json, with typos (Damerau: 1 in words of 5+ letters, 2 in words of 9+),
 * or, for the last word, as the start of a longer word. Then the index finds the products holding a match
 * for every word (in the name, category or colour; in the description only when nothing matches there)
 * and ranks them, and says whether they match as written or only come closest.
 */

/** Words that say nothing about the product ("loafers for men", "ladkon ke liye joote", "पुरुषों के जूते"). */
const STOPWORDS = new Set(
  [
    "a an and the for with of in on at to by from my me i is are some any all new best good nice buy show find want need please get online shop store price priced rs inr",
    "ka ki ke mein liye aur wala wale wali",
    "का की के में से लिए और वाला वाले वाली",
  ]
    .join(" ")
    .split(" ")
    .filter(Boolean),
);

const MAX_WORDS = 6;
/** How many catalogue words one search word may stand for (closest first). */
const MAX_MATCHES_PER_WORD = 40;
const SYNONYM_COST = 0.5;

export interface ParsedSearch {
  /** The words that must each find a match, lower-cased, stopwords and price words removed. */
  words: string[];
  /** Rupees, as the shopper sees prices. */
  maxPrice?: number;
  minPrice?: number;
}

/** Splits a search into the words that count and any price written in words. */
export function parseSearch(q: string | undefined): ParsedSearch {
  const { text, maxPrice, minPrice } = priceInWords(q ?? "");
  const words = text
    .toLowerCase()
    // Keep inner hyphens ("t-shirt", "co-ord"): the catalogue's words hold them too. Marks are part of a
    // word: Hindi's vowel signs are marks ("जूते" is ज, ू, त, े).
    .split(/[^\p{L}\p{M}\p{N}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ""))
    .filter((w) => w.length >= 2 && !STOPWORDS.has(w))
    .slice(0, MAX_WORDS);
  return { words, maxPrice, minPrice };
}

/** Typos a word may hold and still match: none below 5 letters, 1 from 5, 2 from 9 (as Algolia/Typesense). */
export function typosAllowed(word: string): number {
  if (/^\d+$/.test(word)) return 0;
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/**
 * Damerau distance (optimal string alignment: insert, delete, substitute, or swap two neighbours, each
 * one typo), or max + 1 as soon as it must exceed max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  // Three rows of the table (the one two back, for a swap), in one array reused by every call: the search
  // measures each of its words against every word of the catalogue's vocabulary.
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width);
  let back2 = 0;
  let back1 = width;
  let current = 2 * width;
  for (let j = 0; j < width; j++) rows[back1 + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let best = i;
    for (let j = 1; j < width; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[back1 + j]! + 1, rows[current + j - 1]! + 1, rows[back1 + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[back2 + j - 2]! + 1);
      rows[current + j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [back2, back1, current] = [back1, current, back2];
  }
  return rows[back1 + b.length]!;
}
let rows = new Int32Array(64);

/**
 * A 4-letter word is allowed one typo only when it is the catalogue word with a letter left out, the
 * commonest slip on a phone ("shrt" -> shirt, "wach" -> watch, "jens" -> jeans); other typos in words
 * this short find too many unrelated words.
 */
function missesOneLetter(word: string, term: string): boolean {
  if (term.length !== word.length + 1) return false;
  for (let i = 0; i < term.length; i++) if (term.slice(0, i) + term.slice(i + 1) === word) return true;
  return false;
}

/** A word as the search reads it: lower case, and one spelling of each letter (NFKC: "ज़" is "ज" + nukta). */
const normalised = (word: string) => word.toLowerCase().normalize("NFKC");

/** Shopper's word -> catalogue words (synonyms.json), normalised. */
const SYNONYMS = new Map<string, string[]>(
  Object.entries(synonymsFile.words).map(([key, targets]) => [normalised(key), targets.map(normalised)]),
);
/** The synonyms' keys with their stems, worked out once. */
const SYNONYM_KEYS = [...SYNONYMS].map(([key, targets]) => ({ key, stem: stem(key), targets }));

interface Vocabulary {
  size: number;
  terms: string[];
  /** Each term's stem (word-forms.ts), in the order of `terms`: worked out once, not at every search. */
  stems: string[];
  /** stem -> the catalogue's words with it (check -> checked, checks). */
  byStem: Map<string, string[]>;
}

function buildVocabulary(terms: string[]): Vocabulary {
  const byStem = new Map<string, string[]>();
  const stems = terms.map(stem);
  terms.forEach((term, i) => {
    const key = stems[i]!;
    const known = byStem.get(key);
    if (known) known.push(term);
    else byStem.set(key, [term]);
  });
  return { size: terms.length, terms, stems, byStem };
}

/** The vocabulary of an index, rebuilt when its words change (a product added, renamed or removed). */
const vocabularies = new WeakMap<CatalogIndex, { termsVersion: number; vocabulary: Vocabulary }>();
function vocabularyOf(index: CatalogIndex): Vocabulary {
  const cached = vocabularies.get(index);
  if (cached && cached.termsVersion === index.termsVersion) return cached.vocabulary;
  const vocabulary = buildVocabulary([...index.terms()]);
  vocabularies.set(index, { termsVersion: index.termsVersion, vocabulary });
  return vocabulary;
}

function addMatch(matches: Map<string, number>, term: string, cost: number) {
  const known = matches.get(term);
  if (known === undefined || cost < known) matches.set(term, cost);
}

/** The catalogue words (with their cost) one search word stands for; none when it stands for none. */
export function matchWord(vocab: Vocabulary, word: string, isLast: boolean): WordMatches {
  const matches = new Map<string, number>();
  const exact = (w: string, cost: number) => {
    for (const term of vocab.byStem.get(stem(w)) ?? []) addMatch(matches, term, cost);
  };
  exact(word, 0);
  const allowed = typosAllowed(word);
  const own = stem(word);
  // Synonym keys match like catalogue words. A synonym counts a little less than the word itself
  // ("sneakers" lists sneakers before other shoes).
  for (const { stem: keyStem, targets } of SYNONYM_KEYS) {
    if (keyStem === own) for (const target of targets) exact(target, SYNONYM_COST);
  }
  // Typos are looked for only when the word itself means nothing here (as Typesense does by default):
  // "sling" must not also find "slim" and every slim-fit product, "joote" not the juttis of "jooti".
  const exactly = matches.size > 0;
  if (!exactly) {
    // A typo that lands on a synonym is a guess of a guess ("lofer" lists loafers before the joggers of
    // the synonym "lower").
    for (const { key, stem: keyStem, targets } of SYNONYM_KEYS) {
      const d = Math.min(typoDistance(word, key, allowed), typoDistance(own, keyStem, allowed));
      if (d <= allowed) for (const target of targets) exact(target, d + SYNONYM_COST);
    }
  }
  const { terms, stems } = vocab;
  let prefix = false;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    if (isLast && term.length > word.length && term.startsWith(word)) {
      addMatch(matches, term, 1);
      prefix = true;
      continue;
    }
    if (exactly) continue;
    if (allowed > 0) {
      const d = Math.min(typoDistance(word, term, allowed), typoDistance(own, stems[i]!, allowed));
      if (d <= allowed) addMatch(matches, term, Math.max(d, 1));
    } else if (word.length === 4 && missesOneLetter(word, stems[i]!)) {
      addMatch(matches, term, 1);
    }
  }
  return {
    matches: [...matches]
      .map(([term, cost]) => ({ term, cost }))
      .sort((a, b) => a.cost - b.cost || a.term.length - b.term.length || a.term.localeCompare(b.term))
      .slice(0, MAX_MATCHES_PER_WORD),
    close: exactly || prefix,
  };
}

/**
 * The products holding every word of a search, by document number in ascending order, and each one's
 * rank (higher first). Shared by everyone who asks for the same words: read them, never write.
 */
export interface RankedMatches {
  docs: Int32Array;
  ranks: Int32Array;
  /**
   * Whether they hold every word as the shopper wrote it (or another form of it, a synonym, or the start
   * of a longer word) in their name, category or colour. Otherwise they only come closest: through typos,
   * or with a word only in their description ("kurta", which the store does not sell, is named in the
   * descriptions of what goes with one).
   */
  close: boolean;
  /** When they come closest through typos, the search as it was read ("lofer" -> "loafer"). */
  readAs?: string;
}

/** A shopper's search as the catalogue reads it: the words' matches and any price written in words. */
export interface ShopperSearch {
  index: CatalogIndex;
  /** Undefined when the search has no words (only a price, or nothing). */
  matches?: RankedMatches;
  /** Rupees, as the shopper sees prices. */
  maxPrice?: number;
  minPrice?: number;
  /** The search's words as written and, where typos were forgiven, as read: a colour named among them is the one its cards show. */
  words?: string[];
}

/** Reads a shopper's search against the index, brought up to date first. */
export async function readSearch(db: Db, q: string | undefined): Promise<ShopperSearch> {
  const parsed = parseSearch(q);
  const index = await catalogIndex(db);
  const search: ShopperSearch = { index, maxPrice: parsed.maxPrice, minPrice: parsed.minPrice };
  if (!parsed.words.length) return search;
  search.matches = matchesOf(index, parsed.words);
  search.words = [...parsed.words, ...(search.matches.readAs?.split(" ") ?? [])];
  return search;
}

/**
 * How many searches' matches an index keeps, and how much memory they may take: 8 bytes a match, twice that
 * once listed again in the featured order (list-walks.ts keeps that order with them). "men" holds 530 KB at
 * 100,000 products and 5 MB at a million, so a count alone let the last 64 searches of common words hold
 * hundreds of megabytes at a million; the bytes bound it whatever the catalogue's size.
 */
const REMEMBERED_SEARCHES = 64;
const REMEMBERED_SEARCH_BYTES = 32 * 1024 * 1024;
const searchBytes = (matches: RankedMatches) => 2 * (matches.docs.byteLength + matches.ranks.byteLength);
/**
 * How much memory the kept words' hits may take in all: 64 MB. At a million products a common word's hits
 * take several megabytes ("men" 3.5 MB, in 660,000 products) and gathering them again 5 to 10 ms; with 32 MB the
 * words of a day's searches pushed each other out, and most searches gathered their words afresh.
 */
const REMEMBERED_WORD_BYTES = 64 * 1024 * 1024;
const bytesOf = (word: WordHits) =>
  word.points.byteLength + word.bits.byteLength + word.namedBits.byteLength + word.before.byteLength;

/**
 * What an index keeps of recent searches, each for as long as what it rests on holds: whole searches'
 * matches until the index next changes; search words' catalogue words until the catalogue's words change;
 * the words' hits until documents are renumbered, brought up to date with the documents added meanwhile.
 */
interface Remembered {
  generation: number;
  byWords: Map<string, RankedMatches>;
  /** What byWords takes, by searchBytes. */
  searchBytes: number;
  termsVersion: number;
  /** A search word (the last one marked) -> the catalogue words it stands for. */
  matched: Map<string, WordMatches>;
  numbering: number;
  /** The catalogue words a search word stands for (groupKey) -> their hits. */
  byWord: Map<string, WordHits>;
  wordBytes: number;
}
/** How many search words' matches an index keeps (a few kilobytes each at most). */
const REMEMBERED_WORDS = 2_048;

/**
 * What a word's hits depend on: the catalogue words it stands for, at their costs, and whether it is found
 * as written. Words typed differently that stand for the same catalogue words share their hits: the typos
 * "lether" and "leathr", "shirt" in the middle of a search and at its end (where it also matches as the
 * start of longer words, when the catalogue has none).
 */
const groupKey = ({ matches, close }: WordMatches) =>
  `${close ? "=" : "~"}${matches.map(({ term, cost }) => `${cost} ${term}`).join("\u0000")}`;
const remembered = new WeakMap<CatalogIndex, Remembered>();

/** Most recently used last, so the oldest is the first to go. */
function touch<K, V>(map: Map<K, V>, key: K, value: V) {
  map.delete(key);
  map.set(key, value);
}

/** What the index keeps of recent searches, with what no longer holds dropped. */
function rememberedBy(index: CatalogIndex): Remembered {
  let kept = remembered.get(index);
  if (!kept) {
    kept = {
      generation: -1,
      byWords: new Map(),
      searchBytes: 0,
      termsVersion: -1,
      matched: new Map(),
      numbering: -1,
      byWord: new Map(),
      wordBytes: 0,
    };
    remembered.set(index, kept);
  }
  if (kept.generation !== index.generation) {
    kept.generation = index.generation;
    kept.byWords.clear();
    kept.searchBytes = 0;
  }
  if (kept.termsVersion !== index.termsVersion) {
    kept.termsVersion = index.termsVersion;
    kept.matched.clear();
  }
  if (kept.numbering !== index.numbering) {
    kept.numbering = index.numbering;
    kept.byWord.clear();
    kept.wordBytes = 0;
  }
  return kept;
}

/**
 * The ranked matches of a search's words. The same words come back with another price, sort, filter or
 * page (a shopper narrowing a search, the pages of one list), and the same word in other searches (a
 * shopper typing "black l", "black le", "black lea"; other shoppers typing "black"), so the last few
 * searches' matches and the hits of recent words are kept until the index next changes; callers only read
 * them.
 */
function matchesOf(index: CatalogIndex, words: string[]): RankedMatches {
  const kept = rememberedBy(index);
  const key = words.join(" ");
  let matches = kept.byWords.get(key);
  if (!matches) {
    const hits: WordHits[] = [];
    for (let i = 0; i < words.length; i++) {
      const isLast = i === words.length - 1;
      // The last word also matches as the start of a longer one: kept apart from the same word in the middle.
      const wordKey = `${isLast ? "…" : ""}${words[i]}`;
      let group = kept.matched.get(wordKey);
      if (!group) {
        group = matchWord(vocabularyOf(index), words[i]!, isLast);
        if (kept.matched.size >= REMEMBERED_WORDS) kept.matched.delete(kept.matched.keys().next().value!);
      }
      touch(kept.matched, wordKey, group);
      const hitsKey = groupKey(group);
      // Kept hits are brought up to date in place, and may grow.
      const had = kept.byWord.get(hitsKey);
      if (had) {
        kept.byWord.delete(hitsKey);
        kept.wordBytes -= bytesOf(had);
      }
      const word = had ? upToDate(index, group, had) : hitsOf(index, group);
      kept.wordBytes += bytesOf(word);
      for (const [oldest, old] of kept.byWord) {
        if (kept.wordBytes <= REMEMBERED_WORD_BYTES) break;
        kept.byWord.delete(oldest);
        kept.wordBytes -= bytesOf(old);
      }
      kept.byWord.set(hitsKey, word);
      hits.push(word);
    }
    const { docs, ranks, inNames } = rankHits(hits, index.liveBits);
    const close = inNames && hits.every((word) => word.close);
    // Read through typos: the nearest catalogue word in place of each word found only that way.
    const readAs =
      inNames && !close
        ? words.map((word, i) => (hits[i]!.close ? word : (hits[i]!.nearest ?? word))).join(" ")
        : undefined;
    matches = { docs, ranks, close, readAs };
    kept.searchBytes += searchBytes(matches);
    for (const [oldest, old] of kept.byWords) {
      if (kept.byWords.size < REMEMBERED_SEARCHES && kept.searchBytes <= REMEMBERED_SEARCH_BYTES) break;
      kept.byWords.delete(oldest);
      kept.searchBytes -= searchBytes(old);
    }
  }
  touch(kept.byWords, key, matches);
  return matches;
}

/**
 * "Did you mean ...?": the search with each word that matches nothing exactly replaced by the nearest
 * catalogue word (allowing more typos than the search does), or undefined when nothing changes.
 */
export async function correctedSearch(db: Db, q: string | undefined): Promise<string | undefined> {
  const { words } = parseSearch(q);
  if (!words.length) return undefined;
  const vocab = vocabularyOf(await catalogIndex(db));
  const candidates = [...vocab.terms, ...SYNONYMS.keys()].filter((t) => !/^\d+$/.test(t) && t.length >= 2);
  let changed = false;
  const corrected = words.map((word) => {
    if (vocab.byStem.has(stem(word)) || SYNONYMS.has(word)) return word;
    const allowed = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
    let best: { term: string; d: number } | undefined;
    for (const term of candidates) {
      const d = typoDistance(word, term, allowed);
      if (d > allowed) continue;
      if (
        !best ||
        d < best.d ||
        (d === best.d && term[0] === word[0] && best.term[0] !== word[0]) ||
        (d === best.d && (term[0] === word[0]) === (best.term[0] === word[0]) && term < best.term)
      ) {
        best = { term, d };
      }
    }
    if (!best) return word;
    changed = true;
    return best.term;
  });
  return changed ? corrected.join(" ") : undefined;
}
