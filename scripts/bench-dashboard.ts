/**
 * `npm run bench:dashboard`: how long the owner's dashboard takes to read (everything its page's loader
 * reads: server/dashboard/dashboard.ts) at a year of orders on PostgreSQL. It makes a scratch database on the
 * server, migrates it, seeds the catalogue, writes the orders (scripts/generate-orders.ts), then reads each
 * period one request at a time and prints p50, p97.5 and the slowest, per period. The target: p97.5 at most
 * 100 ms for every period at 100,000 orders (docs/performance.md).
 *
 *   DASHBOARD_BENCH_ORDERS=100000   orders written (over DASHBOARD_BENCH_DAYS=365 days)
 *   DASHBOARD_BENCH_READS=200       timed reads per period, after 10 not timed
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   the server; a scratch database is made and dropped
 *   DASHBOARD_BENCH_KEEP=1          keep the scratch database (its name is printed) for EXPLAIN
 *   DASHBOARD_BENCH_REUSE=name      read a database kept before (migrated first), instead of writing one
 */
import pg from "pg";
import { sql } from "drizzle-orm";
import { openPostgres } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { seedCatalogIfEmpty } from "../server/db/seed";
import { readDashboard } from "../server/dashboard/dashboard";
import { addDays, istDateOf, type PeriodChoice } from "@rules/dashboard-period";
import { generateOrders } from "./generate-orders";

const ORDERS = Number(process.env.DASHBOARD_BENCH_ORDERS ?? 100_000);
const DAYS = Number(process.env.DASHBOARD_BENCH_DAYS ?? 365);
const READS = Number(process.env.DASHBOARD_BENCH_READS ?? 200);
const WARM_UP = 10;
const SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REUSE = process.env.DASHBOARD_BENCH_REUSE;
const KEEP = process.env.DASHBOARD_BENCH_KEEP === "1" || Boolean(REUSE);

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The value below which `share` of the sorted figures fall (nearest rank). */
function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

async function main() {
  const name = REUSE ?? `stylehub_dashboard_bench_${process.pid}`;
  if (REUSE && !/^stylehub_dashboard_bench_\d+$/.test(REUSE)) throw new Error("Reuse only a database this bench kept");
  if (!REUSE) {
    await asAdmin(`drop database if exists ${name} with (force)`);
    await asAdmin(`create database ${name}`);
  }
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  try {
    await migrateDatabase(database, async () => void (await seedCatalogIfEmpty(database.db)));
    // A kept database may have been migrated just now: read it as autovacuum would leave it (as the orders'
    // writer leaves a new one), not with a migration's rewritten rows still to be seen to.
    if (REUSE) await database.db.execute(sql`vacuum analyze`);
    if (!REUSE) {
      console.log(`Writing ${ORDERS.toLocaleString("en-IN")} orders over ${DAYS} days into ${name}...`);
      const started = performance.now();
      const counts = await generateOrders(database.db, { orders: ORDERS, days: DAYS, seed: 1 });
      console.log(
        `${counts.orders} orders, ${counts.lines} lines, ${counts.returns} returns, ${counts.carts} open carts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const today = istDateOf(new Date());
    const periods: [string, PeriodChoice][] = [
      ["today", { period: "today" }],
      ["7 days", { period: "7d" }],
      ["30 days", { period: "30d" }],
      ["range of 90 days", { period: "range", from: addDays(today, -119), to: addDays(today, -30) }],
      ["range of 366 days", { period: "range", from: addDays(today, -365), to: today }],
    ];
    console.log(`\nEach period read ${READS} times, one at a time, after ${WARM_UP} reads not timed (ms):`);
    console.log("period              p50     p97.5   slowest");
    for (const [label, choice] of periods) {
      for (let i = 0; i < WARM_UP; i++) await readDashboard(database.db, choice);
      const times: number[] = [];
      for (let i = 0; i < READS; i++) {
        const start = performance.now();
        await readDashboard(database.db, choice);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const cells = [percentile(times, 0.5), percentile(times, 0.975), times[times.length - 1]!].map((ms) =>
        ms.toFixed(1).padStart(7),
      );
      console.log(`${label.padEnd(18)}${cells.join(" ")}`);
    }
  } finally {
    await database.close();
    if (KEEP) console.log(`\nKept ${name}.`);
    else await asAdmin(`drop database if exists ${name} with (force)`);
  }
}

await main();
