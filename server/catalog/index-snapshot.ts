/**
 * The catalogue index kept in the database between starts (docs/decisions/030-catalogue-index-snapshot.md).
 * A first load of a million products reads and parses every product's words, which takes over half a
 * minute; reading back the typed arrays an instance built takes a few seconds, and the index then reads
 * only the products stamped since (server/catalog/catalog-index.ts). Every instance reads the newest
 * snapshot of the database it serves; whoever loads the catalogue from its rows, or finds the snapshot
 * well behind, writes a new one and removes the older.
 */
import v8 from "node:v8";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { catalogIndexSnapshotParts, catalogIndexSnapshots } from "../db/schema";

/** The index's layout: moved whenever `IndexImage` or the index's columns change, so older snapshots are not read. */
export const SNAPSHOT_FORMAT = 4;
/** A part's size (its postings): one row of a few megabytes, read and decoded one at a time. */
const PART_BYTES = 8 * 1024 * 1024;

/** The index as typed arrays and lists: what a snapshot keeps. */
export interface IndexImage {
  /** The look's oldest running transaction: everything stamped before it is in the image. */
  since: number;
  /** Document numbers, dead ones included (`columns.live`). */
  capacity: number;
  columns: Record<string, ArrayBufferView>;
  categories: string[];
  colourLists: string[][];
  collectionLists: string[][];
  sizeLists: string[][];
  /** Each term in the index's order, and its postings (document number * 8 + field mask). */
  terms: string[];
  postings: Int32Array[];
}

export interface SnapshotStore {
  /** The newest snapshot this database's index can start from, or undefined (none, or not usable here). */
  load(): Promise<IndexImage | undefined>;
  /** Writes the image in the background; a write already under way makes this one unneeded. */
  save(image: IndexImage): void;
  /** The write under way, if any (tests wait for it). */
  saving: Promise<void> | undefined;
}

interface Head extends Omit<IndexImage, "terms" | "postings"> {
  parts: number;
}
interface PostingsPart {
  terms: string[];
  lengths: Int32Array;
  postings: Int32Array;
}

/** The image as parts: the columns and lists first, then the terms with their postings in slices. */
export function encodeImage(image: IndexImage, partBytes = PART_BYTES): Buffer[] {
  const slices: Buffer[] = [];
  for (let start = 0; start < image.terms.length;) {
    let bytes = 0;
    let end = start;
    while (end < image.terms.length && (end === start || bytes < partBytes)) {
      bytes += image.postings[end]!.byteLength + image.terms[end]!.length + 8;
      end++;
    }
    const lists = image.postings.slice(start, end);
    const postings = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
    let at = 0;
    for (const list of lists) {
      postings.set(list, at);
      at += list.length;
    }
    const part: PostingsPart = {
      terms: image.terms.slice(start, end),
      lengths: Int32Array.from(lists, (list) => list.length),
      postings,
    };
    slices.push(v8.serialize(part));
    start = end;
  }
  const { terms: _terms, postings: _postings, ...rest } = image;
  const head: Head = { ...rest, parts: slices.length };
  return [v8.serialize(head), ...slices];
}

/** Reads the parts back in order (`part(n)` undefined: the snapshot went while being read). */
export async function decodeImage(part: (n: number) => Promise<Buffer | undefined>): Promise<IndexImage | undefined> {
  const first = await part(0);
  if (!first) return undefined;
  const { parts, ...head } = v8.deserialize(first) as Head;
  const image: IndexImage = { ...head, terms: [], postings: [] };
  for (let n = 1; n <= parts; n++) {
    const bytes = await part(n);
    if (!bytes) return undefined;
    const { terms, lengths, postings } = v8.deserialize(bytes) as PostingsPart;
    let at = 0;
    terms.forEach((term, i) => {
      const length = lengths[i]!;
      image.terms.push(term);
      image.postings.push(postings.subarray(at, at + length));
      at += length;
    });
  }
  return image;
}

/** Where this database is: its cluster, its newest migration, and the oldest transaction running now. */
async function whereWeAre(db: Db) {
  const [row] = await db
    .select({
      cluster: sql<string>`system_identifier::text`,
      migration: sql<string | null>`(select max(created_at) from drizzle.__drizzle_migrations)::text`,
      xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
    })
    .from(sql`pg_control_system()`);
  return { cluster: row!.cluster, migration: Number(row!.migration ?? 0), xmin: Number(row!.xmin) };
}

function warn(what: string, error: unknown) {
  process.emitWarning(`${what}: ${error instanceof Error ? error.message : String(error)}`, "CatalogIndexSnapshot");
}

export function snapshotStore(db: Db): SnapshotStore {
  const store: SnapshotStore = {
    saving: undefined,

    async load() {
      try {
        const here = await whereWeAre(db);
        const [snapshot] = await db
          .select()
          .from(catalogIndexSnapshots)
          .where(
            and(
              eq(catalogIndexSnapshots.format, SNAPSHOT_FORMAT),
              eq(catalogIndexSnapshots.cluster, here.cluster),
              eq(catalogIndexSnapshots.migration, here.migration),
            ),
          )
          .orderBy(desc(catalogIndexSnapshots.id))
          .limit(1);
        // A snapshot from ahead of this database's transactions is not one of its own (a restored copy).
        if (!snapshot || snapshot.since > here.xmin) return undefined;
        const image = await decodeImage(async (n) => {
          const [row] = await db
            .select({ body: catalogIndexSnapshotParts.body })
            .from(catalogIndexSnapshotParts)
            .where(and(eq(catalogIndexSnapshotParts.snapshotId, snapshot.id), eq(catalogIndexSnapshotParts.part, n)));
          return row?.body;
        });
        return image && image.since === snapshot.since ? image : undefined;
      } catch (error) {
        warn("the catalogue index snapshot could not be read; loading every product instead", error);
        return undefined;
      }
    },

    save(image) {
      if (store.saving) return;
      store.saving = (async () => {
        const parts = encodeImage(image);
        const here = await whereWeAre(db);
        await db.transaction(async (tx) => {
          const [snapshot] = await tx
            .insert(catalogIndexSnapshots)
            .values({
              format: SNAPSHOT_FORMAT,
              cluster: here.cluster,
              migration: here.migration,
              since: image.since,
              products: image.columns.live ? countLive(image.columns.live as Uint8Array) : 0,
            })
            .returning({ id: catalogIndexSnapshots.id });
          for (const [part, body] of parts.entries()) {
            await tx.insert(catalogIndexSnapshotParts).values({ snapshotId: snapshot!.id, part, body });
          }
          await tx.delete(catalogIndexSnapshots).where(lt(catalogIndexSnapshots.id, snapshot!.id));
        });
      })()
        .catch((error: unknown) =>
          warn("the catalogue index snapshot was not written; the next start reads every product", error),
        )
        .finally(() => (store.saving = undefined));
    },
  };
  return store;
}

function countLive(live: Uint8Array): number {
  let n = 0;
  for (const flag of live) n += flag;
  return n;
}
