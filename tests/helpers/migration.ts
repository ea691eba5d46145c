import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { openPostgres, pgliteExtensions, wrapPglite, type Database } from "../../server/db/client";
import { migrationsFolder } from "../../server/db/migrate";
import { withDatabase } from "../setup/global-db";

/** A database of its own, migrated up to (not including) one migration, on PGlite or on TEST_DATABASE_URL's server. */
export interface DatabaseBefore {
  database: Database;
  /** Runs the rest of the migrations, the one under test first. */
  migrateRest(): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

async function migrateWith(database: Database, folder: string) {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

export async function databaseBefore(migration: string): Promise<DatabaseBefore> {
  const before = await mkdtemp(path.join(os.tmpdir(), "stylehub-before-"));
  await cp(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === migration);
  if (at < 1) throw new Error(`No migration ${migration}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));

  let database: Database;
  let dropDatabase = async () => {};
  const target = inject("testDb");
  if (target.kind === "pglite") {
    database = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
  } else {
    const name = `${target.prefix}before_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    database = openPostgres(withDatabase(target.url, name));
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: target.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  }
  await migrateWith(database, before);
  return {
    database,
    migrateRest: () => migrateWith(database, migrationsFolder),
    rows: async <T>(query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows,
    close: async () => {
      await database.close();
      await dropDatabase();
      await rm(before, { recursive: true, force: true });
    },
  };
}
