import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import type { Db } from "./client";

/*
 * Tells this instance when the catalogue may have changed, so that its reads need not ask the database at
 * every request whether it did (docs/decisions/023-catalogue-changes-across-instances.md).
 *
 * The triggers that move the catalogue's version also notify CATALOG_CHANNEL (drizzle/0025). PostgreSQL
 * delivers a notification only once its transaction has committed, to every connection listening, so
 * each instance hears of a change made on any instance, or straight in the database, a moment after it
 * commits. This instance's own writes count as soon as they return, since its listener may hear of them a
 * moment later than the shopper's next request. While nothing listens (starting, or the listening
 * connection lost) the feed is not live, and readers ask the database every time, as they did before.
 */

/** The channel the catalogue's triggers notify. */
export const CATALOG_CHANNEL = "catalog_changed";

/** How long to wait before listening again after the listening connection failed. */
const RELISTEN_MS = 1_000;

export class ChangeFeed {
  /**
   * Moves with every change signalled, and whenever listening starts or stops (what happened while
   * nobody listened is unknown). A reader that checked the database at one count need not check again
   * until it moves.
   */
  count = 0;
  /** Whether a listener is connected: only then does an unmoved count vouch that nothing changed. */
  live = false;

  changed(): void {
    this.count++;
  }

  setLive(live: boolean): void {
    if (this.live === live) return;
    this.live = live;
    this.count++;
  }
}

const feeds = new WeakMap<Db, ChangeFeed>();

/** The feed of changes to the catalogue behind `db`; undefined for a database opened without one. */
export function catalogChangesOf(db: Db): ChangeFeed | undefined {
  return feeds.get(db);
}

export function registerCatalogChanges(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/**
 * Tables that a shopper's visit writes again and again (the session, the cart and its code, the wishlist,
 * the limits on attempts) and that reach the catalogue through no trigger (tests/api/catalog-changes.test.ts
 * holds this): a write to one of them leaves the catalogue as it was, so it does not move the feed, and the
 * next catalogue read need not ask the database its version again.
 */
export const OUTSIDE_THE_CATALOGUE: ReadonlySet<string> = new Set([
  "sessions",
  "cart_items",
  "cart_coupons",
  "cleared_carts",
  "wishlist_items",
  "saved_addresses",
  "rate_limit_hits",
  "password_resets",
  "email_outbox",
]);

/** A write, and the table it names first. */
const WRITE = /^\s*(?:insert\s+into|update|delete\s+from|truncate|merge\s+into)\s+(?:table\s+)?(?:only\s+)?"?(\w+)"?/i;
const COMMIT = /^\s*(?:commit|end)\b/i;
/** The end of a whole transaction: not `rollback to savepoint`, after which the transaction goes on. */
const ROLLBACK = /^\s*(?:rollback|abort)\b(?!\s+to\b)/i;

/**
 * What a statement is to the feed: a write that may change the catalogue (any write but to a table
 * OUTSIDE_THE_CATALOGUE), a commit or a rollback (of a transaction that may have written), or nothing.
 */
export function statementKind(query: unknown): "write" | "commit" | "rollback" | undefined {
  const text = typeof query === "string" ? query : (query as { text?: unknown } | null)?.text;
  if (typeof text !== "string") return undefined;
  const write = WRITE.exec(text);
  if (write) return OUTSIDE_THE_CATALOGUE.has(write[1]!.toLowerCase()) ? undefined : "write";
  if (COMMIT.test(text)) return "commit";
  if (ROLLBACK.test(text)) return "rollback";
  return undefined;
}

/**
 * Listens on its own connection (a pool's connections come and go) and keeps listening: a lost
 * connection is opened again after a second, and the feed is not live in between.
 */
export function listenOnPostgres(url: string, feed: ChangeFeed): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    feed.setLive(false);
    if (!closed && !retry) retry = setTimeout(connect, RELISTEN_MS);
  };
  async function connect() {
    retry = undefined;
    const listener = new pg.Client({ connectionString: url });
    client = listener;
    // A lost connection is an error event, then an end: both mean listening again.
    listener.on("error", () => {});
    listener.on("end", () => {
      if (client === listener) again();
    });
    listener.on("notification", () => feed.changed());
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CATALOG_CHANNEL}`);
      if (closed) return void (await listener.end());
      feed.setLive(true);
    } catch {
      if (client === listener) {
        client = undefined;
        listener.end().catch(() => {});
        again();
      }
    }
  }
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      feed.setLive(false);
      const listener = client;
      client = undefined;
      await listener?.end().catch(() => {});
    },
  };
}

/**
 * PGlite is one process's database with one connection: a notification arrives with the result of the
 * statement that committed it, before that statement's caller goes on, so nothing else is needed.
 */
export function listenOnPglite(client: PGlite, feed: ChangeFeed): void {
  client
    .listen(CATALOG_CHANNEL, () => feed.changed())
    .then(
      () => feed.setLive(true),
      () => feed.setLive(false),
    );
}
