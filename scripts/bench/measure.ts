/**
 * How a scenario is measured: beside the bare handler, in windows taken in turn with it; or, with
 * BENCH_AGAINST, on this checkout's store and the other's in turn.
 */
import { load, median, medianResult, mergeWindows, type Result, type Scenario } from "./load";
import { BARE_WINDOW_MS, BARE_WINDOWS, DURATION_MS, ROUNDS, WARM_UP_MS } from "./settings";
import type { Store } from "./store";

export const BARE: Scenario = { name: "bare node:http JSON handler", path: "/" };

export interface Paired {
  mine: Result;
  theirs: Result;
  /** Medians of the rounds' ratios, this checkout over the other: req/s, p95 latency, and CPU per request. */
  throughput: number;
  p95: number;
  cpu: number;
}

/**
 * A scenario in BARE_WINDOWS windows, each right after a window of the bare handler on the same process, so
 * its share of the bare handler compares two figures taken a moment apart (the median of the windows').
 */
export async function besideBare(store: Store, scenario: Scenario): Promise<Result> {
  const windows: Result[] = [];
  const ratios: number[] = [];
  const bares: number[] = [];
  for (let i = 0; i < BARE_WINDOWS; i++) {
    const bare = await load(store.ports.bare, BARE, undefined, BARE_WINDOW_MS, i === 0 ? 100 : 0);
    // Only the first window warms the scenario up: the others follow it by half a second.
    const window = await load(
      store.ports.store,
      scenario,
      store.cpu,
      DURATION_MS / BARE_WINDOWS,
      i === 0 ? WARM_UP_MS : 0,
    );
    windows.push(window);
    bares.push(bare.perSecond);
    ratios.push(window.perSecond / bare.perSecond);
  }
  return { ...mergeWindows(windows), vsBare: median(ratios), bareReqPerSecond: median(bares) };
}

/**
 * One scenario on two stores in turn, each first in every other round, so a drift of the machine's speed
 * falls on both; each round's ratio is of two windows measured a moment apart.
 */
export async function inTurn(mine: Store, scenario: Scenario, theirs: Store, theirScenario: Scenario): Promise<Paired> {
  const window = DURATION_MS / ROUNDS;
  const rounds: { mine: Result; theirs: Result }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const onMine = () => load(mine.ports.store, scenario, mine.cpu, window);
    const onTheirs = () => load(theirs.ports.store, theirScenario, theirs.cpu, window);
    if (round % 2 === 0) {
      const first = await onMine();
      rounds.push({ mine: first, theirs: await onTheirs() });
    } else {
      const first = await onTheirs();
      rounds.push({ theirs: first, mine: await onMine() });
    }
  }
  return {
    mine: medianResult(rounds.map((r) => r.mine)),
    theirs: medianResult(rounds.map((r) => r.theirs)),
    throughput: median(rounds.map((r) => r.mine.perSecond / r.theirs.perSecond)),
    p95: median(rounds.map((r) => r.mine.p95 / Math.max(r.theirs.p95, 1e-6))),
    cpu: median(rounds.map((r) => (r.mine.cpuMs ?? 0) / Math.max(r.theirs.cpuMs ?? 0, 1e-6))),
  };
}
