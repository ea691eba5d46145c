import { and, asc, eq, gt, gte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { catalogChangesOf, type ChangeFeed } from "../db/change-feed";
import { snapshotStore, type IndexImage, type SnapshotStore } from "./index-snapshot";
import { ratingTenths } from "@rules/ratings";
import { fromPricePaise, type SwatchPrices } from "./product-view";
import { Columns, IntList, Interned, parseVector, type Postings } from "./index-columns";
import { IndexOrders, LIST_ORDERS, type ListOrder } from "./index-orders";

/*
 * The catalogue's read model (docs/decisions/022-catalogue-lists-from-the-index.md and 003-typo-forgiving-search.md):
 * every shown product's words, with the field each stands in, and what the filters, orders and counts
 * need, held in memory per instance. Lists, searches and the filters' counts are answered here; only the
 * page's rows are read from the database. A search matching 20,000 of 100,000 products is ranked here in a
 * few milliseconds, where SQL had to test every match's search vector several times over, and a filter's
 * count is a pass over typed arrays instead of a count of rows.
 *
 * Freshness across instances: a trigger stamps each product with the transaction that last changed it as
 * shoppers see it (products.changed_xid, drizzle/0022_search_index.sql). Before answering, the index reads
 * the rows stamped at or after the oldest transaction that was still running at its previous look
 * (pg_snapshot_xmin): every older transaction had finished then, and its changes were read. That is one
 * indexed query, usually of no rows, so a change made on any instance shows at the next search. With the
 * database's feed of changes live (server/db/change-feed.ts), it looks only after the feed has moved: a
 * change committed anywhere, or a write of this instance's.
 *
 * Products are kept in columns (typed arrays) and word postings in typed arrays, so 100,000 products take
 * a few tens of megabytes and little of the garbage collector's time. A changed product gets a new
 * document number and its old one dies; dead documents are dropped when they pass a quarter.
 */

export type { ListOrder } from "./index-orders";

const COMPACT_WHEN_DEAD = 0.25;
/** Products read a page at a time on a first load: the rows held at once, with their words as text. */
const LOAD_PAGE = 20_000;
/**
 * From this many products a first load (a few seconds and more) leaves a snapshot for the next start;
 * below it, reading the products is as quick as reading a snapshot back.
 */
export const SNAPSHOT_FROM = 20_000;
/** Rows parsed between pauses, so a first load of a large catalogue does not hold up other requests. */
const ROWS_PER_SLICE = 2_000;

export class CatalogIndex {
  columns = new Columns();
  /** Document numbers run from 0 to this, dead ones included. */
  capacity = 0;
  readonly categories = new Interned<string>((v) => v);
  /** Products' lists of colours as written; `colourKeyLists` has each list in lower case. */
  readonly colourLists = new Interned<string[]>((v) => v.join("\u0000"));
  colourKeyLists: string[][] = [];
  readonly collectionLists = new Interned<string[]>((v) => v.join("\u0000"));
  readonly sizeLists = new Interned<string[]>((v) => v.join("\u0000"));
  private byId = new Map<number, number>();
  /**
   * The live documents as a bitset, one bit a document (the `live` column's, kept beside it): searches
   * intersect their words' bitsets with it 32 documents at a time (word-hits.ts).
   */
  liveBits = new Uint32Array(0);
  /**
   * The documents that died, in the order they died, since documents were last renumbered: an order brought up
   * to date finds those that died since where they were sorted, instead of checking every document it holds.
   */
  deaths = new IntList();
  private postings = new Map<string, Postings>();
  private dead = 0;
  /** The oldest transaction still running at the last look: rows stamped at or after it are read again. */
  private since = -1;
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  /** The feed's count when the latest look began: a look that began at the current count has seen it all. */
  private lookedAt = -1;
  /** Moves whenever the set of terms changes, so the vocabulary built on it is rebuilt. */
  termsVersion = 0;
  /**
   * Moves whenever a look applies a change (a product added, edited, hidden, selling out or coming back):
   * only changes already committed, so the read cache keys its answers on it (server/catalog/read-cache.ts).
   */
  generation = 0;
  /**
   * Moves whenever documents are renumbered (a compaction, a snapshot read back): what is kept by document
   * number holds until then, brought up to date with the documents added (a changed product's included).
   */
  numbering = 0;
  /** The shown products in each order, worked out when first asked for and kept up to date after. */
  private readonly orders = new IndexOrders(this);

  private readonly snapshots: SnapshotStore | undefined;
  /** How the first load went: from a snapshot, or reading every product. */
  startedFrom: "snapshot" | "rows" | undefined;
  private readonly snapshotFrom: number;
  private readonly loadPage: number;

  /**
   * `snapshots`: where the index is kept between starts (server/catalog/index-snapshot.ts), read back on a
   * first load instead of every product; `snapshotFrom`: the catalogue size from which one is worth
   * writing; `loadPage`: the products a first load reads at a time.
   */
  constructor(
    private readonly db: Db,
    private readonly changes?: ChangeFeed,
    options: { snapshots?: SnapshotStore; snapshotFrom?: number; loadPage?: number } = {},
  ) {
    this.snapshots = options.snapshots;
    this.snapshotFrom = options.snapshotFrom ?? SNAPSHOT_FROM;
    this.loadPage = options.loadPage ?? LOAD_PAGE;
  }

  /** Every term of every shown product (the search's vocabulary). */
  terms(): IterableIterator<string> {
    return this.postings.keys();
  }

  private scratchArrays: { fields: Uint8Array; earned: Int32Array } | undefined;

  /**
   * Scratch arrays of one number per document, all zero, for gathering one search word's matches: the fields
   * already counted for each, and the points earned; whoever uses them sets what they wrote back to zero
   * (searches run one at a time, synchronously).
   */
  scratch(): { fields: Uint8Array; earned: Int32Array } {
    if (!this.scratchArrays || this.scratchArrays.fields.length < this.capacity) {
      const length = this.columns.capacity;
      this.scratchArrays = { fields: new Uint8Array(length), earned: new Int32Array(length) };
    }
    return this.scratchArrays;
  }

  /** The documents holding `term`, each as document number * 8 + the mask of the fields it stands in. */
  postingsOf(term: string): { items: Int32Array; length: number } | undefined {
    return this.postings.get(term);
  }

  /**
   * The transaction that last changed a shown product as shoppers see it (its `changed_xid`), or
   * undefined when it is not shown: a row read with the same stamp is still the product's current row.
   */
  stampOf(id: number): number | undefined {
    const doc = this.byId.get(id);
    return doc !== undefined && this.columns.live[doc] ? this.columns.changedXid[doc] : undefined;
  }

  /** How many products are shown. */
  get size(): number {
    return this.capacity - this.dead;
  }

  /** A product's rating as its card shows it, in tenths of a star (43 for 4.3; 0 with no reviews). */
  ratingTenths(doc: number): number {
    return ratingTenths(this.columns.ratingSum[doc]!, this.columns.ratingCount[doc]!);
  }

  /** The shown products in an order (server/catalog/index-orders.ts). */
  order(order: ListOrder): Int32Array {
    return this.orders.order(order);
  }

  /** How an order compares two shown documents (server/catalog/index-orders.ts). */
  comparison(order: ListOrder): (a: number, b: number) => number {
    return this.orders.comparison(order);
  }

  /** Each document's place in an order (-1 when not shown; server/catalog/index-orders.ts). */
  positions(order: ListOrder): Int32Array {
    return this.orders.positions(order);
  }

  /**
   * Works out every list order and its places now, so that no shopper's request waits while one is sorted: at
   * a million products each takes a quarter to half a second, once after a start.
   */
  prepareOrders(): void {
    for (const order of LIST_ORDERS) this.orders.positions(order);
    // Every category's price order too (split off at once), which the counts of a category's page read.
    const [first] = this.categories.values;
    if (first !== undefined) this.orders.orderInCategory("price-asc", first);
  }

  /** The shown products of one category in an order. */
  orderInCategory(order: ListOrder, category: string): Int32Array {
    return this.orders.orderInCategory(order, category);
  }

  /**
   * Up to date with every change committed before this call. With the feed live and unmoved since the
   * latest look began, that look (finished, or still reading) has all of them.
   */
  upToDate(): Promise<void> {
    if (this.changes?.live && this.changes.count === this.lookedAt) return this.running ?? Promise.resolve();
    return this.refresh();
  }

  /** Brings the index up to date: the first call loads every product, later ones what changed since. */
  refresh(): Promise<void> {
    if (!this.running) {
      this.running = this.look()
        .catch((error: unknown) => {
          // A look that failed saw nothing: the next read looks again.
          this.lookedAt = -1;
          throw error;
        })
        .finally(() => {
          this.running = undefined;
        });
      return this.running;
    }
    // A look is under way, but a change may have committed after its snapshot: everyone arriving now
    // shares one more look after it.
    this.queued ??= this.running
      .catch(() => {})
      .then(() => {
        this.queued = undefined;
        return this.refresh();
      });
    return this.queued;
  }

  private async look(): Promise<void> {
    this.lookedAt = this.changes?.count ?? -1;
    if (this.since < 0) {
      const restored = this.snapshots ? await this.snapshots.load() : undefined;
      this.startedFrom = restored ? "snapshot" : "rows";
      if (restored) this.restore(restored);
      else return this.loadAll();
    }
    const rows = await this.readRows(gte(products.changedXid, this.since));
    if (!rows.length) return;
    await this.apply(rows, false);
    this.since = Number(rows[0]!.snapshotXmin);
    if (this.dead > COMPACT_WHEN_DEAD * this.capacity) this.compact();
    // So many changes at once (a start from a snapshot well behind, a bulk edit): the next start should
    // not read them all again.
    if (
      this.snapshots &&
      this.size >= this.snapshotFrom &&
      rows.length >= Math.max(this.snapshotFrom / 10, this.size / 20)
    )
      this.snapshots.save(this.capture());
  }

  /**
   * Every shown product, read in pages by id so the rows held at once stay few at any catalogue size.
   * Each page is read at its own moment: everything stamped from the first page's oldest running
   * transaction on is read again at the next look, which covers whatever changed between pages.
   */
  private async loadAll(): Promise<void> {
    let since: number | undefined;
    let after = 0;
    for (;;) {
      const rows = await this.readRows(and(eq(products.hidden, false), gt(products.id, after)), this.loadPage);
      since ??= rows.length ? Number(rows[0]!.snapshotXmin) : await this.snapshotXmin();
      await this.apply(rows, true);
      if (rows.length < this.loadPage) break;
      after = rows[rows.length - 1]!.id;
    }
    // A first load leaves each list up to twice the size it needs.
    for (const list of this.postings.values()) list.trim();
    this.termsVersion++;
    this.changed(true);
    this.since = since;
    if (this.snapshots && this.size >= this.snapshotFrom) this.snapshots.save(this.capture());
  }

  private readRows(where: SQL | undefined, limit?: number) {
    const query = this.db
      .select({
        id: products.id,
        hidden: products.hidden,
        changedXid: products.changedXid,
        category: products.category,
        colours: products.colours,
        basePricePaise: products.basePricePaise,
        oldPricePaise: products.oldPricePaise,
        // Only what the "from" price reads of each swatch (fromPricePaise), not its name and photo.
        swatches: sql<SwatchPrices[]>`(select coalesce(jsonb_agg(jsonb_build_object(
          'basePricePaise', s -> 'basePricePaise', 'oldPricePaise', s -> 'oldPricePaise',
          'sizeMinPaise', s -> 'sizeMinPaise', 'sizeMaxPaise', s -> 'sizeMaxPaise')), '[]'::jsonb)
          from jsonb_array_elements(products.swatches) s)`,
        dealRatio: products.dealRatio,
        createdAt: products.createdAt,
        stock: products.stock,
        collections: products.collections,
        ratingCount: products.ratingCount,
        ratingSum: products.ratingSum,
        vector: sql<string>`${products.searchVector}::text`,
        // Spelled out: inside a select's column list, drizzle leaves the columns' tables unnamed.
        sizesInStock: sql<
          string[]
        >`array(select distinct v.size from product_variants v where v.product_id = products.id and v.stock > 0 and v.size <> '' order by v.size)`,
        snapshotXmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
      })
      .from(products)
      .where(where);
    return limit ? query.orderBy(asc(products.id)).limit(limit) : query;
  }

  /** Settles when the snapshot being written, if any, is written (or failed). */
  async snapshotWritten(): Promise<void> {
    await this.snapshots?.saving;
  }

  /** Takes in rows read: each is added, or replaces the product's document, or (hidden) removes it. */
  private async apply(rows: Awaited<ReturnType<CatalogIndex["readRows"]>>, loading: boolean): Promise<void> {
    let termsChanged = false;
    let applied = false;
    for (let r = 0; r < rows.length; r++) {
      if (r > 0 && r % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      const row = rows[r]!;
      const known = this.byId.get(row.id);
      // Rows stamped by a transaction still running at the last look are read again until it ends.
      if (known !== undefined && this.columns.changedXid[known] === row.changedXid) continue;
      applied = true;
      // A document's words stay in the vocabulary when it dies (until a compaction): it does not move.
      if (known !== undefined) this.kill(known);
      if (row.hidden) continue;
      const doc = this.capacity++;
      const c = this.columns;
      c.ensure(this.capacity);
      c.id[doc] = row.id;
      c.live[doc] = 1;
      this.setLiveBit(doc, true);
      c.changedXid[doc] = row.changedXid;
      c.basePricePaise[doc] = row.basePricePaise;
      c.fromPricePaise[doc] = fromPricePaise(row);
      c.dealRatio[doc] = row.dealRatio;
      c.createdAt[doc] = row.createdAt.getTime();
      c.inStock[doc] = row.stock > 0 ? 1 : 0;
      c.category[doc] = this.categories.numberOf(row.category);
      c.colours[doc] = this.colourListNumber(row.colours);
      c.collections[doc] = this.collectionLists.numberOf(row.collections);
      c.sizesInStock[doc] = this.sizeLists.numberOf(row.sizesInStock);
      c.ratingCount[doc] = row.ratingCount;
      c.ratingSum[doc] = row.ratingSum;
      this.byId.set(row.id, doc);
      for (const [term, mask] of parseVector(row.vector)) {
        let list = this.postings.get(term);
        if (!list) {
          list = new IntList();
          this.postings.set(term, list);
          termsChanged = true;
        }
        list.push(doc * 8 + mask);
      }
    }
    // A load moves the versions once, at its end.
    if (loading) return;
    if (termsChanged) this.termsVersion++;
    if (applied) this.changed(false);
  }

  /** The index as it stands, to be kept (server/catalog/index-snapshot.ts): taken between looks. */
  capture(): IndexImage {
    const columns: Record<string, ArrayBufferView> = {};
    for (const key of Object.keys(this.columns) as (keyof Columns)[]) {
      const column = this.columns[key];
      if (ArrayBuffer.isView(column)) columns[key] = column.slice(0, this.capacity);
    }
    const terms = [...this.postings.keys()];
    const lists = [...this.postings.values()];
    return {
      since: this.since,
      capacity: this.capacity,
      columns,
      categories: this.categories.values.slice(),
      colourLists: this.colourLists.values.slice(),
      collectionLists: this.collectionLists.values.slice(),
      sizeLists: this.sizeLists.values.slice(),
      terms,
      postings: lists.map((list) => list.items.subarray(0, list.length)),
    };
  }

  /** Starts from a kept image of the index: what changed since it was taken is read next. */
  private restore(image: IndexImage) {
    const fresh = new Columns();
    fresh.ensure(Math.max(image.capacity, 1));
    for (const key of Object.keys(fresh) as (keyof Columns)[]) {
      const column = fresh[key];
      const kept = image.columns[key];
      if (ArrayBuffer.isView(column) && kept) (column as Int32Array).set(kept as Int32Array);
    }
    this.columns = fresh;
    this.capacity = image.capacity;
    for (const value of image.categories) this.categories.numberOf(value);
    for (const value of image.colourLists) this.colourListNumber(value);
    for (const value of image.collectionLists) this.collectionLists.numberOf(value);
    for (const value of image.sizeLists) this.sizeLists.numberOf(value);
    this.byId = new Map();
    this.dead = 0;
    for (let doc = 0; doc < this.capacity; doc++) {
      if (fresh.live[doc]) this.byId.set(fresh.id[doc]!, doc);
      else this.dead++;
    }
    this.postings = new Map();
    image.terms.forEach((term, i) => {
      const list = new IntList(0);
      list.items = image.postings[i]!;
      list.length = list.items.length;
      this.postings.set(term, list);
    });
    this.since = image.since;
    this.termsVersion++;
    this.changed(true);
  }

  private colourListNumber(colours: string[]): number {
    const n = this.colourLists.numberOf(colours);
    this.colourKeyLists[n] = colours.map((colour) => colour.toLowerCase());
    return n;
  }

  private async snapshotXmin(): Promise<number> {
    const [row] = await this.db
      .select({ xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text` })
      .from(sql`(select 1) as one`);
    return Number(row!.xmin);
  }

  private kill(doc: number) {
    if (!this.columns.live[doc]) return;
    this.columns.live[doc] = 0;
    this.deaths.push(doc);
    this.setLiveBit(doc, false);
    this.byId.delete(this.columns.id[doc]!);
    this.dead++;
  }

  /** Drops dead documents and renumbers the rest (after many edits). */
  private compact() {
    const renumber = new Int32Array(this.capacity).fill(-1);
    const old = this.columns;
    const fresh = new Columns();
    let kept = 0;
    for (let doc = 0; doc < this.capacity; doc++) {
      if (!old.live[doc]) continue;
      renumber[doc] = kept;
      fresh.ensure(kept + 1);
      for (const key of Object.keys(fresh) as (keyof Columns)[]) {
        const column = fresh[key];
        if (ArrayBuffer.isView(column)) (column as Int32Array)[kept] = (old[key] as Int32Array)[doc]!;
      }
      kept++;
    }
    for (const [term, list] of this.postings) {
      const next = new IntList();
      for (let i = 0; i < list.length; i++) {
        const posting = list.items[i]!;
        const to = renumber[posting >> 3]!;
        if (to >= 0) next.push(to * 8 + (posting & 7));
      }
      if (next.length) this.postings.set(term, next);
      else this.postings.delete(term);
    }
    this.columns = fresh;
    this.capacity = kept;
    this.byId = new Map(Array.from({ length: kept }, (_, doc) => [fresh.id[doc]!, doc]));
    this.dead = 0;
    this.termsVersion++;
    // Document numbers changed: whatever was kept by them (orders, a search's matches) is out of date.
    this.changed(true);
  }

  /**
   * After a change the generation moves for what others keep; when documents were renumbered (`renumbered`),
   * the orders are worked out afresh, otherwise brought up to date when next asked for.
   */
  private changed(renumbered: boolean) {
    if (renumbered) {
      this.orders.clear();
      this.deaths = new IntList();
      this.numbering++;
      this.liveBits = new Uint32Array(Math.ceil(this.capacity / 32));
      for (let doc = 0; doc < this.capacity; doc++) if (this.columns.live[doc]) this.setLiveBit(doc, true);
    }
    this.generation++;
  }

  private setLiveBit(doc: number, live: boolean) {
    const block = doc >>> 5;
    if (block >= this.liveBits.length) {
      const grown = new Uint32Array(Math.max(block + 1, this.liveBits.length * 2));
      grown.set(this.liveBits);
      this.liveBits = grown;
    }
    if (live) this.liveBits[block]! |= 1 << (doc & 31);
    else this.liveBits[block]! &= ~(1 << (doc & 31));
  }
}

const indexes = new WeakMap<Db, CatalogIndex>();

/** The database's search index, up to date with every change committed before this call. */
export async function catalogIndex(db: Db): Promise<CatalogIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = new CatalogIndex(db, catalogChangesOf(db), { snapshots: snapshotStore(db) });
    indexes.set(db, index);
  }
  await index.upToDate();
  return index;
}
