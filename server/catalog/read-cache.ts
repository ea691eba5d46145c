import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { catalogIndex } from "./catalog-index";
import { catalogChangesOf } from "../db/change-feed";

/*
 * The catalogue's read cache (docs/decisions/023-catalogue-changes-across-instances.md). Lists and their counts are kept
 * per instance, keyed on the catalogue's version: a sequence that a trigger moves whenever the catalogue
 * changes as shoppers see it, on whichever instance (drizzle/0014_catalog_version.sql), and the catalogue
 * index's generation, which moves when the index reads a committed change (server/catalog/catalog-index.ts).
 * Both are asked again (one tiny query each, at once) whenever the database's feed of changes has moved
 * since they were last asked (server/db/change-feed.ts), so a change shows on every instance within a
 * moment of its commit; while the feed is not live, every read asks.
 *
 * The version alone is not enough: the sequence moves before the changing transaction commits, so a read
 * at that moment stores the old answer under the new version, and it would be given for a second or more
 * after the commit. The index's generation moves only once the change has committed and been read.
 */

/**
 * An answer is fresh this long: a change the index does not see (a product deleted) still shows, since it
 * moves the version, and an answer loaded while it committed does not live on unchecked.
 */
const FRESH_MS = 1_000;
/**
 * Until this age an answer past fresh is still given at once while it is loaded again behind it, so a
 * large catalogue's slow count is never waited for by shoppers; older, it is waited for.
 */
const STALE_MS = 10_000;
/** Answers kept per instance (a page of a list is tens of kilobytes). */
const MAX_ANSWERS = 1_000;

/** How a read was answered: a fresh answer, a stale one (reloaded behind it), or loaded while it waited. */
export type CacheReadResult = "fresh" | "stale" | "miss";

export interface CatalogReadCache {
  /** The answer for `key` at the catalogue's current version, loaded once however many ask at once. */
  read<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
  /** The catalogue's current version and index generation: it moves with every change shoppers see. */
  stamp(): Promise<string>;
}

interface Answer {
  value: object;
  loadedAt: number;
}

export function createCatalogReadCache(
  db: Db,
  freshMs = FRESH_MS,
  observe: (result: CacheReadResult) => void = () => {},
): CatalogReadCache {
  const answers = new LRUCache<string, Answer>({ max: MAX_ANSWERS });
  const loading = new Map<string, Promise<object>>();

  function loadOnce(key: string, load: () => Promise<object>): Promise<object> {
    let pending = loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          answers.set(key, { value, loadedAt: Date.now() });
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  // Reads that start together (a page's list and its filter counts) share one version query. With the
  // feed live its answer holds until the feed moves; without, a read that starts after it answered asks
  // again.
  const changes = catalogChangesOf(db);
  let asked: { count: number; value: Promise<string> } | undefined;
  let versionInFlight: Promise<string> | undefined;
  const currentVersion = (): Promise<string> => {
    if (changes?.live) {
      if (asked?.count !== changes.count) {
        const now = { count: changes.count, value: catalogVersion(db) };
        asked = now;
        // A failed query is asked again by the next read.
        now.value.catch(() => {
          if (asked === now) asked = undefined;
        });
      }
      return asked.value;
    }
    return (versionInFlight ??= catalogVersion(db).finally(() => {
      versionInFlight = undefined;
    }));
  };

  // The index is brought up to date with every change committed before this read (its own looks are
  // shared safely), so its generation is never older than what the read must show.
  async function stamp(): Promise<string> {
    const [version, index] = await Promise.all([currentVersion(), catalogIndex(db)]);
    return `${version}.${index.generation}`;
  }

  return {
    stamp,
    async read<T extends object>(key: string, load: () => Promise<T>) {
      const versioned = `${await stamp()}|${key}`;
      const answer = answers.get(versioned);
      const age = answer ? Date.now() - answer.loadedAt : Infinity;
      if (answer && age < freshMs) {
        observe("fresh");
        return answer.value as T;
      }
      if (answer && age < Math.max(STALE_MS, freshMs)) {
        observe("stale");
        // A failed reload keeps the answer; the next read past fresh tries again.
        loadOnce(versioned, load).catch(() => {});
        return answer.value as T;
      }
      observe("miss");
      return (await loadOnce(versioned, load)) as T;
    },
  };
}

async function catalogVersion(db: Db): Promise<string> {
  // Before its first move the sequence reads 1 (not called), after it 1 (called): both count.
  const [row] = await db
    .select({ version: sql<string>`last_value::text || case when is_called then '' else '-' end` })
    .from(sql`catalog_version`);
  return row?.version ?? "none";
}
