import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import type { PgTable } from "drizzle-orm/pg-core";
import { openPostgres, pgliteExtensions, wrapPglite, type Database, type Db } from "../../server/db/client";
import { withDatabase } from "../setup/global-db";

/**
 * A private copy of the migrated, seeded template database, for one test file. Never DATA_DIR.
 * Close it in afterAll; on PostgreSQL closing also drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const target = inject("testDb");
  if (target.kind === "pglite") {
    const dump = new Blob([await readFile(target.templateFile)]);
    return wrapPglite(await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }));
  }
  const name = `${target.prefix}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${target.template}`);
  } finally {
    await admin.end();
  }
  const database = openPostgres(withDatabase(target.url, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: target.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Deletes every row of the tables, one table after the other in the order given (what refers first). */
export async function emptyTables(db: Db, ...tables: PgTable[]): Promise<void> {
  for (const table of tables) await db.delete(table);
}
