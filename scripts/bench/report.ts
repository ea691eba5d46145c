/** The bench's tables: each run's figures, and each scenario at the largest size against the smallest. */
import { SEARCH_CASES } from "../../tests/api/search-cases";
import type { Run } from "./run";
import { AGAINST, DATABASES, ROUNDS } from "./settings";

function printPaired(run: Run) {
  console.log(`this checkout against ${AGAINST} (medians of ${ROUNDS} alternating windows; ratios this / other)`);
  console.table(
    run.paired!.map((p) => ({
      scenario: p.mine.name,
      "req/s other": p.theirs.perSecond.toFixed(0),
      "req/s this": p.mine.perSecond.toFixed(0),
      "req/s ratio": p.throughput.toFixed(3),
      "p95 ms other": p.theirs.p95.toFixed(1),
      "p95 ms this": p.mine.p95.toFixed(1),
      "p95 ratio": p.p95.toFixed(3),
      "p97.5 ms other": p.theirs.p975.toFixed(1),
      "p97.5 ms this": p.mine.p975.toFixed(1),
      "CPU ms other": p.theirs.cpuMs?.toFixed(2) ?? "",
      "CPU ms this": p.mine.cpuMs?.toFixed(2) ?? "",
      "CPU ratio": p.cpu.toFixed(3),
      errors: p.mine.errors + p.theirs.errors,
    })),
  );
}

export function print(run: Run) {
  console.log(
    `\n${run.database}, ${run.size.toLocaleString("en-IN")} products (bare handler ${run.bare.perSecond.toFixed(0)} req/s at the start${run.paired ? "" : "; each scenario's share is of the bare handler measured beside it"})`,
  );
  if (run.recall !== undefined) {
    console.log(
      `search relevance: mean recall@10 ${(run.recall * 100).toFixed(1)}% over ${SEARCH_CASES.length} queries`,
    );
  }
  const { first, firstPeakMb, again, peakMb } = run.starts;
  const start = (ready: typeof first) =>
    ready
      ? `ready in ${(ready.ms / 1000).toFixed(1)} s (index from ${ready.from}), ${ready.rssMb.toFixed(0)} MB then`
      : "?";
  console.log(
    `start: first ${start(first)}, peak ${firstPeakMb.toFixed(0)} MB; again ${start(again)}, peak ${peakMb.toFixed(0)} MB after every scenario`,
  );
  if (run.paired) return printPaired(run);
  console.table(
    run.results.map((r) => ({
      scenario: r.name,
      "req/s": r.perSecond.toFixed(0),
      "p50 ms": r.p50.toFixed(1),
      "p95 ms": r.p95.toFixed(1),
      "p97.5 ms": r.p975.toFixed(1),
      "p99 ms": r.p99.toFixed(1),
      "CPU ms/req": r.cpuMs?.toFixed(2) ?? "",
      "vs bare": `${((r.vsBare ?? r.perSecond / run.bare.perSecond) * 100).toFixed(1)}%`,
      "bare req/s": r.bareReqPerSecond?.toFixed(0) ?? "",
      errors: r.errors,
    })),
  );
}

/** Each scenario at the largest size against its own figure at the smallest, same database. */
export function printSizes(runs: Run[]) {
  for (const database of DATABASES) {
    const mine = runs.filter((r) => r.database === database).sort((a, b) => a.size - b.size);
    if (mine.length < 2) continue;
    const [small, large] = [mine[0]!, mine[mine.length - 1]!];
    console.log(
      `\n${database}: p95 at ${large.size.toLocaleString("en-IN")} against ${small.size.toLocaleString("en-IN")}`,
    );
    console.table(
      large.results.map((r, i) => ({
        scenario: r.name.replace(/newest, page \d+\)/, "newest, deep page)"),
        [`p95 ms at ${small.size}`]: small.results[i]!.p95.toFixed(1),
        [`p95 ms at ${large.size}`]: r.p95.toFixed(1),
        ratio: `${(r.p95 / Math.max(small.results[i]!.p95, 0.1)).toFixed(2)}x`,
      })),
    );
  }
}
