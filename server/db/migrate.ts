import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Database } from "./client";

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** Any number for the advisory lock, as long as every instance uses the same one. */
const MIGRATION_LOCK = 7_240_501;

/**
 * Brings the schema up to date. Several instances may start at once against one PostgreSQL server, so
 * the work runs under a session-level advisory lock: the first migrates, the others wait and find
 * nothing left to do. `then` runs inside the lock too (used for seeding).
 */
export async function migrateDatabase(database: Database, then?: () => Promise<void>): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await then?.();
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  // The lock must be held by one connection for the whole run, so take a dedicated client.
  const client = await database.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(db, { migrationsFolder });
      await then?.();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
