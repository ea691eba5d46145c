import { describe, expect, it } from "vitest";
// Seeded, so a failure can be replayed.
import { mulberry32 } from "../../scripts/catalog/random";
import type { CatalogIndex } from "./catalog-index";
import { FIELD } from "./index-columns";
import { hitsOf, rankHits, upToDate, type WordMatches } from "./word-hits";

/**
 * An index of the first `capacity` documents of the given terms' postings (document -> field mask), as much
 * of CatalogIndex as a word's hits read.
 */
function fakeIndex(capacity: number, postings: Map<string, Map<number, number>>, live: Uint8Array) {
  const items = new Map(
    [...postings].map(([term, docs]) => {
      const sorted = [...docs]
        .filter(([doc]) => doc < capacity)
        .sort(([a], [b]) => a - b)
        .map(([doc, mask]) => (doc << 3) | mask);
      return [term, { items: Int32Array.from(sorted), length: sorted.length }];
    }),
  );
  const scratch = { fields: new Uint8Array(capacity), earned: new Int32Array(capacity) };
  return {
    capacity,
    columns: { live, capacity },
    scratch: () => scratch,
    postingsOf: (term: string) => items.get(term),
  } as unknown as CatalogIndex;
}

/** The live documents' bitset. */
function liveBits(live: Uint8Array): Uint32Array {
  const bits = new Uint32Array(Math.ceil(live.length / 32));
  live.forEach((on, doc) => {
    if (on) bits[doc >>> 5]! |= 1 << (doc & 31);
  });
  return bits;
}

/** Random postings: a dense term, terms spread thinly, and rare terms bunched in a few stretches. */
function randomPostings(capacity: number, random: () => number) {
  const postings = new Map<string, Map<number, number>>();
  const mask = () => 1 + Math.floor(random() * 7);
  const add = (term: string, doc: number) => {
    if (!postings.has(term)) postings.set(term, new Map());
    postings.get(term)!.set(doc, mask());
  };
  for (let doc = 0; doc < capacity; doc++) {
    if (random() < 0.6) add("dense", doc);
    if (random() < 0.05) add("thin", doc);
    if (random() < 0.05) add("thinner", doc);
  }
  for (const term of ["rare", "rarer"])
    for (let stretch = 0; stretch < 4; stretch++) {
      const from = Math.floor(random() * (capacity - 200));
      for (let doc = from; doc < from + 200; doc++) if (random() < 0.5) add(term, doc);
    }
  return postings;
}

const exact = (term: string): WordMatches => ({ matches: [{ term, cost: 0 }], close: true });
const POINTS = { [FIELD.name]: 40_000, [FIELD.categoryOrColour]: 20_000, [FIELD.description]: 10_000 };
const pointsOf = (mask: number) =>
  Object.entries(POINTS).reduce((sum, [field, points]) => (mask & Number(field) ? sum + points : sum), 0);
const NAMED = FIELD.name | FIELD.categoryOrColour;

/**
 * What rankHits must give, worked out plainly from the postings: every live document holding every word,
 * those named in every word alone when there are any, each ranked by the sum of its fields' points.
 */
function expected(terms: string[], postings: Map<string, Map<number, number>>, live: Uint8Array) {
  const all: { doc: number; rank: number; named: boolean }[] = [];
  for (let doc = 0; doc < live.length; doc++) {
    if (!live[doc] || !terms.every((term) => postings.get(term)!.has(doc))) continue;
    const masks = terms.map((term) => postings.get(term)!.get(doc)!);
    all.push({
      doc,
      rank: masks.reduce((sum, mask) => sum + pointsOf(mask), 0),
      named: masks.every((mask) => mask & NAMED),
    });
  }
  const named = all.filter((hit) => hit.named);
  const shown = named.length ? named : all;
  return { docs: shown.map((hit) => hit.doc), ranks: shown.map((hit) => hit.rank), inNames: named.length > 0 };
}

const plain = ({ docs, ranks, inNames }: ReturnType<typeof rankHits>) => ({
  docs: [...docs],
  ranks: [...ranks],
  inNames,
});

describe("rankHits", () => {
  const CAPACITY = 40_000;
  const SEARCHES = [
    ["dense"],
    ["dense", "thin"],
    ["thin", "thinner"],
    ["dense", "rare"],
    ["rare", "rarer"],
    ["dense", "thin", "rare"],
  ];

  it("finds and ranks every live document holding every word, over many blocks", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const random = mulberry32(seed);
      const postings = randomPostings(CAPACITY, random);
      const live = Uint8Array.from({ length: CAPACITY }, () => (random() < 0.97 ? 1 : 0));
      const index = fakeIndex(CAPACITY, postings, live);
      for (const terms of SEARCHES) {
        const hits = rankHits(
          terms.map((term) => hitsOf(index, exact(term))),
          liveBits(live),
        );
        expect(plain(hits), `seed ${seed}: ${terms.join(" ")}`).toEqual(expected(terms, postings, live));
      }
    }
  });

  it("ranks the same with hits kept and brought up to date as with hits gathered afresh", () => {
    const random = mulberry32(7);
    const postings = randomPostings(CAPACITY, random);
    const live = new Uint8Array(CAPACITY).fill(1);
    // Kept from when the index held its first 30,000 documents, then the rest added.
    const before = fakeIndex(30_000, postings, live.subarray(0, 30_000));
    const after = fakeIndex(CAPACITY, postings, live);
    for (const terms of SEARCHES) {
      const kept = terms.map((term) => upToDate(after, exact(term), hitsOf(before, exact(term))));
      expect(plain(rankHits(kept, liveBits(live))), terms.join(" ")).toEqual(expected(terms, postings, live));
    }
  });

  it("ranks the same with hits brought up to date a document at a time, across blocks and as they grow", () => {
    const random = mulberry32(11);
    const postings = randomPostings(3_000, random);
    const live = new Uint8Array(3_000).fill(1);
    const upTo = (capacity: number) => fakeIndex(capacity, postings, live.subarray(0, capacity));
    const terms = ["dense", "thin"];
    const kept = terms.map((term) => hitsOf(upTo(2_000), exact(term)));
    for (let capacity = 2_001; capacity <= 2_700; capacity++) {
      const index = upTo(capacity);
      terms.forEach((term, w) => (kept[w] = upToDate(index, exact(term), kept[w]!)));
      if (capacity % 50 === 0 || capacity % 32 <= 1)
        expect(plain(rankHits(kept, liveBits(live.subarray(0, capacity)))), `${capacity}`).toEqual(
          expected(terms, postings, live.subarray(0, capacity)),
        );
    }
  });

  it("gathers a word of one catalogue word as it gathers a word of several", () => {
    // A word standing for "dense" and for a word the catalogue lacks is gathered the general way; one
    // standing for "dense" alone in one pass over its postings. Both, from afresh and brought up to date.
    const random = mulberry32(13);
    const postings = randomPostings(3_000, random);
    const live = Uint8Array.from({ length: 3_000 }, () => (random() < 0.9 ? 1 : 0));
    const upTo = (capacity: number) => fakeIndex(capacity, postings, live.subarray(0, capacity));
    for (const [term, cost] of [
      ["dense", 0],
      ["thin", 1],
      ["rare", 2],
    ] as const) {
      const one: WordMatches = { matches: [{ term, cost }], close: true };
      const several: WordMatches = {
        matches: [
          { term, cost },
          { term: "absent", cost: 0 },
        ],
        close: true,
      };
      let alone = hitsOf(upTo(1_000), one);
      let general = hitsOf(upTo(1_000), several);
      for (const capacity of [1_000, 1_001, 1_031, 1_032, 1_500, 3_000]) {
        alone = upToDate(upTo(capacity), one, alone);
        general = upToDate(upTo(capacity), several, general);
        const blocks = Math.ceil(capacity / 32);
        const seen = (hits: typeof alone) => ({
          count: hits.count,
          points: [...hits.points.subarray(0, hits.count)],
          bits: [...hits.bits.subarray(0, blocks)],
          namedBits: [...hits.namedBits.subarray(0, blocks)],
          before: [...hits.before.subarray(0, blocks)],
        });
        expect(seen(alone), `${term} at ${capacity}`).toEqual(seen(general));
      }
    }
  });

  it("gives a word of several catalogue words, in each field, the points of its closest there", () => {
    const random = mulberry32(17);
    const postings = randomPostings(CAPACITY, random);
    const live = new Uint8Array(CAPACITY).fill(1);
    const index = fakeIndex(CAPACITY, postings, live);
    const word: WordMatches = {
      matches: [
        { term: "thin", cost: 0 },
        { term: "thinner", cost: 1 },
      ],
      close: true,
    };
    const { docs, ranks } = rankHits([hitsOf(index, word)], liveBits(live));
    const thin = postings.get("thin")!;
    const thinner = postings.get("thinner")!;
    const docsOf = [...new Set([...thin.keys(), ...thinner.keys()])].sort((a, b) => a - b);
    // A field held by "thin" earns its points whole; held by "thinner" alone, at one typo, half.
    const rankOf = (doc: number) =>
      Object.entries(POINTS).reduce((sum, [field, points]) => {
        if ((thin.get(doc) ?? 0) & Number(field)) return sum + points;
        if ((thinner.get(doc) ?? 0) & Number(field)) return sum + points / 2;
        return sum;
      }, 0);
    // Named where either term names it: every document here has a field of each, and all are kept.
    const shown = docsOf.filter((doc) => ((thin.get(doc) ?? 0) | (thinner.get(doc) ?? 0)) & NAMED);
    expect([...docs]).toEqual(shown.length ? shown : docsOf);
    expect([...ranks]).toEqual((shown.length ? shown : docsOf).map(rankOf));
  });
});
