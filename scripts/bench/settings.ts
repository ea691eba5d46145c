/** The bench's settings, from the environment (the usage text in scripts/bench.ts lists them). */
import path from "node:path";

export const SIZES = (process.env.BENCH_SIZES ?? "350,10000,100000,1000000").split(",").map(Number);
export const DATABASES = (process.env.BENCH_DBS ?? "pglite,postgres").split(",");
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const PGLITE_MAX_SIZE = 10_000;
export const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
export const ONLY = process.env.BENCH_SCENARIOS?.split(",").filter(Boolean);
export const WARM_UP_MS = 500;
/** Each scenario is measured in this many windows, each right after a window of the bare handler. */
export const BARE_WINDOWS = 4;
export const BARE_WINDOW_MS = 400;
export const AGAINST = process.env.BENCH_AGAINST ? path.resolve(process.env.BENCH_AGAINST) : undefined;
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
/** Colours a product (scripts/bench/colours.ts): 1, the seed's one colour each, keeps the figures comparable with earlier runs. */
export const COLOURS = Number(process.env.BENCH_COLOURS ?? 1);
if (!Number.isInteger(COLOURS) || COLOURS < 1 || COLOURS > 11)
  throw new Error("BENCH_COLOURS must be a whole number from 1 to 11");

/**
 * Six sizes a product (scripts/bench/colours.ts): every product, watches and perfumes too, is sold in six
 * sizes, and one product in four prices its largest size apart: with BENCH_COLOURS=3, the 3 colours x 6 sizes
 * the variants' measures ask for. Off by default: the seed's 0-6 sizes keep figures comparable with earlier runs.
 */
export const SIX_SIZES = process.env.BENCH_SIX_SIZES === "1";

/** The coupon code the bench's store holds, which the coupon scenarios apply. */
export const BENCH_COUPON = "BENCH10";

/**
 * A running sale (BENCH_SALE=1): 20% off the shirts collection and product 123's category, and buy 2, get 10%
 * off everything, so lists, pages, the cart and the quote price every line through the automatic offers.
 */
export const SALE = process.env.BENCH_SALE === "1";

/** Published reviews of product 123 (BENCH_REVIEWS=500), with fits, so its page reads a long history. */
export const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 0);
if (!Number.isInteger(REVIEWS) || REVIEWS < 0) throw new Error("BENCH_REVIEWS must be a whole number");

/** A code shown on product pages (decision 045), kept to this one product: its page and read say "Best price". */
export const ADVERTISED_COUPON = "BENCHSHOW";
export const ADVERTISED_PRODUCT = 124;
