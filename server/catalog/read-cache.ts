import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";

/*
 * The catalogue's read cache (docs/decisions/012-catalogue-at-scale.md). Lists and their counts are kept
 * per instance, keyed on the catalogue's version: a sequence that a trigger moves whenever the catalogue
 * changes as shoppers see it, on whichever instance (drizzle/0014_catalog_version.sql). Every read asks
 * the version (one tiny query), so a change shows on every instance at its next request.
 */

/**
 * At most this long an answer is kept. A read running while a change commits can store the old answer
 * under the new version (the sequence moves before the commit); this bounds that to a second.
 */
const KEEP_MS = 1_000;
/** Answers kept per instance (a page of a list is tens of kilobytes). */
const MAX_ANSWERS = 1_000;

export interface CatalogReadCache {
  /** The answer for `key` at the catalogue's current version, loaded once however many ask at once. */
  read<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createCatalogReadCache(db: Db, keepMs = KEEP_MS): CatalogReadCache {
  const answers = new LRUCache<string, object, () => Promise<object>>({
    max: MAX_ANSWERS,
    ttl: keepMs,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async read<T extends object>(key: string, load: () => Promise<T>) {
      const version = await catalogVersion(db);
      const answer = await answers.fetch(`${version}|${key}`, { context: load });
      return answer as T;
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
