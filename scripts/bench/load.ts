/** The load generator: a scenario's requests, a fixed number in flight for a fixed time, and their figures. */
import http from "node:http";
import { CONCURRENCY, DURATION_MS, WARM_UP_MS } from "./settings";

/**
 * Every request takes a compressed answer, as a browser's pages and its fetch calls do: without it the store
 * would skip the compression it does for every real shopper (before 2026-11-28 the bench sent none).
 */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** Requests sent by this process so far: a path made per request never repeats one of the warm-up's. */
let sent = 0;

export interface Scenario {
  name: string;
  method?: string;
  /** A fixed path, or one per request (a new query each time, so no cache answers it). */
  path: string | ((i: number) => string);
  body?: unknown;
  headers?: Record<string, string>;
  /** Requests in flight, when not BENCH_CONCURRENCY (one shopper typing sends one at a time). */
  inFlight?: number;
}

export interface Result {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** The percentile the store's targets name (docs/performance.md). */
  p975: number;
  p99: number;
  /** The server process's CPU time per request (user + system). */
  cpuMs?: number;
  /** Every request's time, ms, sorted (to merge windows). */
  latencies: number[];
  /** The seconds the window lasted. */
  elapsed: number;
  /** The server's CPU time over the window, ms. */
  cpuTotalMs?: number;
  /** With the bare handler measured beside it: the median of the windows' req/s ratios, and the bare req/s. */
  vsBare?: number;
  bareReqPerSecond?: number;
}

export async function load(
  port: number,
  scenario: Scenario,
  cpu?: () => Promise<number>,
  durationMs = DURATION_MS,
  warmUpMs = WARM_UP_MS,
): Promise<Result> {
  const inFlight = scenario.inFlight ?? CONCURRENCY;
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const latencies: number[] = [];
  let errors = 0;
  const payload = scenario.body === undefined ? undefined : JSON.stringify(scenario.body);
  const once = () =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const path = typeof scenario.path === "string" ? scenario.path : scenario.path(sent++);
      const req = http.request(
        {
          agent,
          host: "127.0.0.1",
          port,
          path,
          method: scenario.method ?? "GET",
          headers: {
            "accept-encoding": BROWSER_ACCEPT_ENCODING,
            ...scenario.headers,
            ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode! >= 400) errors++;
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(payload);
    });

  // Warm up (half a second, so the code this scenario runs is compiled, as on a server that has been up a
  // while), then measure for a fixed time with a fixed number of requests in flight.
  const warmUntil = Date.now() + warmUpMs;
  if (warmUpMs > 0)
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        do await once();
        while (Date.now() < warmUntil);
      }),
    );
  latencies.length = 0;
  errors = 0;
  const cpuBefore = await cpu?.();
  const deadline = Date.now() + durationMs;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (Date.now() < deadline) await once();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const cpuAfter = await cpu?.();
  agent.destroy();
  const cpuTotalMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return summary(scenario.name, latencies, errors, elapsed, cpuTotalMs);
}

/** The figures of requests measured over `elapsed` seconds, with the server's CPU over them. */
function summary(name: string, latencies: number[], errors: number, elapsed: number, cpuTotalMs?: number): Result {
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    name,
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p975: pct(97.5),
    p99: pct(99),
    cpuMs: cpuTotalMs === undefined ? undefined : cpuTotalMs / latencies.length,
    latencies,
    elapsed,
    cpuTotalMs,
  };
}

/** A scenario's windows as one measurement: all their requests, over all their time and CPU. */
export function mergeWindows(windows: Result[]): Result {
  const cpu = windows.every((w) => w.cpuTotalMs !== undefined)
    ? windows.reduce((sum, w) => sum + w.cpuTotalMs!, 0)
    : undefined;
  return summary(
    windows[0]!.name,
    windows.flatMap((w) => w.latencies),
    windows.reduce((sum, w) => sum + w.errors, 0),
    windows.reduce((sum, w) => sum + w.elapsed, 0),
    cpu,
  );
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A scenario's rounds as one result: each figure's median, the requests and errors summed. */
export function medianResult(rounds: Result[]): Result {
  const of = (key: "perSecond" | "p50" | "p95" | "p975" | "p99") => median(rounds.map((r) => r[key]));
  return {
    ...mergeWindows(rounds),
    name: rounds[0]!.name,
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    perSecond: of("perSecond"),
    p50: of("p50"),
    p95: of("p95"),
    p975: of("p975"),
    p99: of("p99"),
    cpuMs: median(rounds.map((r) => r.cpuMs ?? 0)),
  };
}
