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
import { ChangeFeed, listenOnPglite, listenOnPostgres, registerCatalogChanges, statementKind } from "./change-feed";

/** One type for both drivers: the domain code never knows which one it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database inside a transaction: what a step that must commit with others takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The connection pool, for work that must hold one connection (advisory locks). */
  pool?: pg.Pool;
  /** Calls `listener` with each query's duration in seconds (the metrics); PostgreSQL and PGlite alike. */
  observeQueries?(listener: (seconds: number) => void): void;
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
  const listeners = new Set<(seconds: number) => void>();
  const catalogChanges = new ChangeFeed();
  // Drizzle's queries go through pool.query, and a transaction's through its client's query (both as
  // promises; the pool's own calls to its clients pass a callback and are not counted twice).
  watchQueries(pool, listeners, catalogChanges);
  pool.on("connect", (client) => watchQueries(client, listeners, catalogChanges, true));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  registerCatalogChanges(db, catalogChanges);
  const listening = listenOnPostgres(url, catalogChanges);
  return {
    db,
    kind: "postgres",
    pool,
    observeQueries: (listener) => void listeners.add(listener),
    ping: () => ping(db),
    close: async () => {
      await listening.close();
      await pool.end();
    },
  };
}

/** Wraps an open PGlite (a data folder, memory, or a loaded template copy). */
export function wrapPglite(client: PGlite): Database {
  const listeners = new Set<(seconds: number) => void>();
  // Queries outside transactions (a PGlite transaction's own `tx.query` is not seen).
  watchQueries(client, listeners);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const catalogChanges = new ChangeFeed();
  registerCatalogChanges(db, catalogChanges);
  listenOnPglite(client, catalogChanges);
  return {
    db,
    kind: "pglite",
    observeQueries: (listener) => void listeners.add(listener),
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

/**
 * Wraps `target.query` so each promise it returns reports its duration to the listeners (if any), and,
 * given this instance's feed of catalogue changes, so each write that may change the catalogue is signalled
 * on it at once when it succeeds (its notification may reach the listener later than the shopper's next
 * request), and again when its transaction commits. On one connection (`ownConnection`), a commit counts
 * only when the transaction wrote such a thing: a cart's transaction leaves the feed where it was. On the
 * pool, whose statements may land on any connection, every commit counts.
 */
function watchQueries(
  target: { query: (...args: never[]) => unknown },
  listeners: Set<(seconds: number) => void>,
  ownWrites?: ChangeFeed,
  ownConnection = false,
): void {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  // Whether this connection's transaction has written what may change the catalogue: a connection runs its
  // statements in the order they are sent, so this is known when the commit is sent.
  let wrote = false;
  target.query = ((...args: unknown[]) => {
    const started = performance.now();
    const result = original(...args);
    if (!(result instanceof Promise)) return result;
    const kind = ownWrites && statementKind(args[0]);
    if (kind) {
      const moves = kind === "write" || (kind === "commit" && (wrote || !ownConnection));
      wrote = kind === "write";
      if (moves)
        result.then(
          () => ownWrites!.changed(),
          () => {},
        );
    }
    if (!listeners.size) return result;
    const report = () => {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of listeners) listener(seconds);
    };
    result.then(report, report);
    return result;
  }) as typeof target.query;
}
