import { describe, expect, it, vi } from "vitest";
// Seeded, so a failure can be replayed.
import { mulberry32 } from "../../scripts/catalog/random";
import { Columns, IntList } from "./index-columns";
import { IndexOrders, LIST_ORDERS, type OrderedIndex } from "./index-orders";

const CATEGORIES = ["Shirts & Tshirt", "Shoes", "Watches"];

/** As much of the catalogue index as its orders read, with products added and changed as the index does. */
class FakeIndex implements OrderedIndex {
  columns = new Columns();
  capacity = 0;
  generation = 0;
  categories = { values: CATEGORIES };
  deaths = new IntList();
  private docOf = new Map<number, number>();

  constructor(private readonly random: () => number) {}

  /** Adds product `id`, or replaces its document: its old one dies and it takes a new one at the end. */
  put(id: number, figures: Partial<{ dealRatio: number; ratingCount: number; ratingSum: number }> = {}) {
    const old = this.docOf.get(id);
    if (old !== undefined) this.kill(old);
    const doc = this.capacity++;
    const c = this.columns;
    c.ensure(this.capacity);
    const random = this.random;
    c.id[doc] = id;
    c.live[doc] = 1;
    // Few distinct figures, so ties are common and broken by the later keys.
    c.dealRatio[doc] = figures.dealRatio ?? Math.floor(random() * 4) / 10;
    c.createdAt[doc] = 1_700_000_000_000 + Math.floor(random() * 50) * 86_400_000;
    c.fromPricePaise[doc] = 50_000 + Math.floor(random() * 40) * 10_000;
    c.ratingCount[doc] = figures.ratingCount ?? Math.floor(random() * 3);
    c.ratingSum[doc] = figures.ratingSum ?? c.ratingCount[doc]! * (1 + Math.floor(random() * 5));
    c.category[doc] = Math.floor(random() * CATEGORIES.length);
    this.docOf.set(id, doc);
  }

  hide(id: number) {
    const doc = this.docOf.get(id);
    if (doc !== undefined) this.kill(doc);
    this.docOf.delete(id);
  }

  private kill(doc: number) {
    this.columns.live[doc] = 0;
    this.deaths.push(doc);
  }

  /** Numbers the shown products afresh, last first, as a compaction or a snapshot read back renumbers them. */
  renumber() {
    const old = this.columns;
    const shown = Array.from({ length: this.capacity }, (_, doc) => doc).filter((doc) => old.live[doc]);
    this.columns = new Columns();
    this.columns.ensure(shown.length);
    this.docOf.clear();
    shown.reverse().forEach((from, doc) => {
      for (const key of Object.keys(old) as (keyof Columns)[]) {
        const column = old[key];
        if (ArrayBuffer.isView(column)) (this.columns[key] as Int32Array)[doc] = (column as Int32Array)[from]!;
      }
      this.docOf.set(old.id[from]!, doc);
    });
    this.capacity = shown.length;
    this.deaths = new IntList();
  }

  ids(docs: Int32Array) {
    return [...docs].map((doc) => this.columns.id[doc]!);
  }
}

/** Whether every document of an order has its place in `positions`, and how many others have one. */
function placesOf(docs: Int32Array, positions: Int32Array) {
  const placed = [...docs].every((doc, position) => positions[doc] === position);
  return { placed, others: positions.filter((position) => position >= 0).length - docs.length };
}

describe("IndexOrders", () => {
  it("brings every order, of the catalogue and of a category, up to date as sorting afresh gives it", () => {
    const sorts = vi.spyOn(IndexOrders.prototype as unknown as { sorted: (from: number) => Int32Array }, "sorted");
    for (let seed = 1; seed <= 4; seed++) {
      const random = mulberry32(seed);
      const index = new FakeIndex(random);
      for (let id = 1; id <= 3_000; id++) index.put(id);
      const kept = new IndexOrders(index);
      const asked = () => {
        for (const order of LIST_ORDERS) {
          kept.order(order);
          // Places asked for in some orders only: the others' are first worked out rounds later.
          if (order === "featured" || order === "rating") kept.positions(order);
          for (const category of CATEGORIES) kept.orderInCategory(order, category);
        }
      };
      asked();
      for (let round = 0; round < 5; round++) {
        // The best rated and best deals change (their dead documents stay at the head of the kept orders,
        // where halving meets them), others change at random, some are hidden, new ones added.
        for (let n = 0; n < 20; n++) {
          const id = 1 + Math.floor(random() * 3_000);
          if (n % 4 === 0) index.put(id, { ratingCount: 0, ratingSum: 0, dealRatio: 0 });
          else if (n % 4 === 1) index.put(id, { ratingCount: 200, ratingSum: 1_000 });
          else if (n % 4 === 2) index.put(id);
          else index.hide(id);
        }
        index.put(10_000 + round);
        index.generation++;
        // Merged, not sorted afresh: only what was added is sorted.
        sorts.mockClear();
        asked();
        expect(sorts.mock.calls.every(([from]) => from > 0)).toBe(true);
        const fresh = new IndexOrders(index);
        for (const order of LIST_ORDERS) {
          const where = `seed ${seed}, round ${round}, ${order}`;
          expect(index.ids(kept.order(order)), where).toEqual(index.ids(fresh.order(order)));
          expect(placesOf(kept.order(order), kept.positions(order)), where).toEqual({ placed: true, others: 0 });
          for (const category of CATEGORIES)
            expect(index.ids(kept.orderInCategory(order, category)), `${where}, ${category}`).toEqual(
              index.ids(fresh.orderInCategory(order, category)),
            );
        }
      }
    }
    sorts.mockRestore();
  });

  it("works every order out afresh once documents are renumbered", () => {
    const random = mulberry32(5);
    const index = new FakeIndex(random);
    for (let id = 1; id <= 2_000; id++) index.put(id);
    const kept = new IndexOrders(index);
    for (const order of LIST_ORDERS) kept.order(order);
    for (let id = 1; id <= 200; id++) index.hide(id);
    index.renumber();
    index.generation++;
    kept.clear();
    const fresh = new IndexOrders(index);
    for (const order of LIST_ORDERS) expect(index.ids(kept.order(order)), order).toEqual(index.ids(fresh.order(order)));
  });
});
