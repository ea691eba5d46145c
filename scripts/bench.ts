/**
 * `npm run bench`: throughput, latency and server CPU of the store's JSON API and its pages, at several
 * catalogue sizes, on the embedded PGlite and on PostgreSQL, next to a bare node:http JSON handler
 * measured in the same run. Machines here are shared and noisy, so read the ratios, not the absolute
 * figures.
 *
 *   BENCH_SIZES=350,10000,100000,1000000  catalogue sizes (PGlite runs only up to 10,000)
 *   BENCH_DBS=pglite,postgres     databases; PostgreSQL from BENCH_DATABASE_URL or the machine's server
 *   BENCH_DURATION_MS=5000        per scenario
 *   BENCH_CONCURRENCY=10          requests in flight (1: what one request costs, without queueing)
 *   BENCH_SCENARIOS=featured,page  only the scenarios whose names hold one of these (all by default)
 *   BENCH_CPU_PROF=dir            write the store process's CPU profile there (node --cpu-prof)
 *   BENCH_AGAINST=dir             also serve another checkout of the store, built (another commit:
 *                                 `git worktree add .cache/before <commit>`, then `npm run build` in it), on the
 *                                 same catalogue, and measure the two in turn: the ratios of one run
 *   BENCH_ROUNDS=6                with BENCH_AGAINST, alternating windows per scenario and checkout
 *   BENCH_COLOURS=1               colours a product (3: each product in 3 colours, a variant per colour and size)
 *   BENCH_SIX_SIZES=1             every product in 6 sizes, one in four with its largest size priced apart
 *   BENCH_SALE=1                  a sale running on the shirts and product 123's category, and buy 2, get 10% off
 *   BENCH_REVIEWS=500             product 123 with that many published reviews
 *
 * The bare handler is measured beside every scenario, in windows taken in turn with the scenario's own
 * (BARE_WINDOWS), and a scenario's share of it is the median of those windows' ratios: the machine's speed
 * moves twofold within an hour, and a share of one bare figure taken at the start of the run moved with it.
 *
 * Each database and size is filled by one child process and served by another (so the load generator does
 * not share its event loop, and the store starts on a catalogue already there, as in production), which
 * reports its own CPU time per scenario. PGlite keeps its data in a scratch folder, as `npm start` does in
 * DATA_DIR. Pages need a production build (`npm run build`).
 */
import { postgresReachable, prepare, withPgliteFolder, withPostgresDatabase } from "./bench/database";
import { print, printSizes } from "./bench/report";
import { runOne, type Run } from "./bench/run";
import { serve } from "./bench/server";
import {
  AGAINST,
  COLOURS,
  CONCURRENCY,
  DATABASES,
  DURATION_MS,
  PGLITE_MAX_SIZE,
  POSTGRES_URL,
  REVIEWS,
  ROUNDS,
  SALE,
  SIX_SIZES,
  SIZES,
} from "./bench/settings";

async function main() {
  if (process.argv[2] === "--prepare") return prepare(process.argv[3]!, Number(process.argv[4]), process.argv[5]!);
  if (process.argv[2] === "--serve") return serve(process.argv[3]!, process.argv[4]!);
  console.log(
    `Each scenario: ${CONCURRENCY} requests in flight (unless it says otherwise) for ${DURATION_MS / 1000} s, after a warm-up${AGAINST ? `, on each checkout, in ${ROUNDS} windows taken in turn` : ""}.`,
  );
  if (COLOURS > 1) console.log(`Each product in ${COLOURS} colours (BENCH_COLOURS), a variant per colour and size.`);
  if (SIX_SIZES)
    console.log("Each product in 6 sizes, one in four with its largest size priced apart (BENCH_SIX_SIZES).");
  if (SALE)
    console.log("A sale running on the shirts and product 123's category, and buy 2, get 10% off (BENCH_SALE).");
  if (REVIEWS) console.log(`Product 123 with ${REVIEWS} published reviews (BENCH_REVIEWS).`);
  const runs: Run[] = [];
  for (const database of DATABASES) {
    if (database === "postgres" && !(await postgresReachable())) {
      console.log(`\nPostgreSQL at ${POSTGRES_URL} is not reachable: skipped.`);
      continue;
    }
    for (const size of SIZES) {
      if (database === "pglite" && size > PGLITE_MAX_SIZE) continue;
      console.log(`\nPreparing ${database} with ${size.toLocaleString("en-IN")} products...`);
      const run =
        database === "postgres"
          ? await withPostgresDatabase(size, (name) => runOne(database, size, name))
          : await withPgliteFolder((folder) => runOne(database, size, folder));
      print(run);
      runs.push(run);
    }
  }
  printSizes(runs);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
