import path from "node:path";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";

/** One type for both drivers: the domain code never knows which one it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The connection pool, for work that must hold one connection (advisory locks). */
  pool?: pg.Pool;
  /** Answers whether the database responds (for /healthz). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm };

/** A pool of real PostgreSQL connections for DATABASE_URL. */
export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    pool,
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite (a data folder, memory, or a loaded template copy). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The embedded database, kept in DATA_DIR/db. */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, "db");
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  return wrapPglite(client);
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function ping(db: Db): Promise<boolean> {
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000)),
    ]);
    return true;
  } catch {
    return false;
  }
}
