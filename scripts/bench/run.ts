/** One database at one catalogue size: its catalogue filled, its store started, every scenario measured. */
import { rmSync } from "node:fs";
import { recallAt10, relevantSkus, SEARCH_CASES } from "../../tests/api/search-cases";
import { dropScratchDatabase, makeScratchDatabase } from "./database";
import { load, type Result } from "./load";
import { BARE, besideBare, inTurn, type Paired } from "./measure";
import { chosenScenarios } from "./scenarios";
import { AGAINST } from "./settings";
import type { Ports } from "./server";
import { child, startStore, type Store } from "./store";

export interface Run {
  database: string;
  size: number;
  bare: Result;
  results: Result[];
  /** Mean recall@10 over the search relevance set (tests/api/search-cases.ts), at 350 products. */
  recall?: number;
  /** With BENCH_AGAINST: each scenario on this checkout and on the other, measured in turn. */
  paired?: Paired[];
  /** This checkout's store started on a fresh catalogue, then again (a restart, or another instance). */
  starts: { first: Ports["ready"]; firstPeakMb: number; again: Ports["ready"]; peakMb: number };
}

/** Recall@10 of every relevance case, through the JSON API, as tests/api/search-relevance.test.ts counts it. */
async function meanRecall(port: number, skus: Record<number, string>): Promise<number> {
  const allSkus = Object.values(skus);
  let sum = 0;
  for (const testCase of SEARCH_CASES) {
    const response = await fetch(`http://127.0.0.1:${port}/api/products?limit=10&q=${encodeURIComponent(testCase.q)}`);
    const body = (await response.json()) as { products: { id: number }[] };
    const top10 = body.products.map((p) => skus[p.id] ?? "");
    sum += recallAt10(relevantSkus(testCase, allSkus), top10);
  }
  return sum / SEARCH_CASES.length;
}

/**
 * Fills a catalogue by `checkout`'s own bench script (this one's when undefined), in a process of its own:
 * each checkout's database then has its own migrations, as that commit would have deployed it.
 */
async function fill(database: string, size: number, where: string, checkout?: string): Promise<void> {
  const filling = child(["--prepare", database, String(size), where], false, checkout);
  const filled = await new Promise<number | null>((resolve) => filling.once("exit", resolve));
  if (filled !== 0)
    throw new Error(`filling the bench database${checkout ? ` of ${checkout}` : ""} failed (${filled})`);
}

export async function runOne(database: string, size: number, where: string): Promise<Run> {
  await fill(database, size, where);
  // The other checkout gets a catalogue of its own: a PGlite folder serves one process, and a schema
  // migrated by this checkout may not be one the other's code can write to.
  const theirWhere = AGAINST ? (database === "pglite" ? `${where}-against` : `${where}_against`) : where;
  if (AGAINST) {
    if (database === "postgres") await makeScratchDatabase(theirWhere);
    await fill(database, size, theirWhere, AGAINST);
  }
  // A first start reads every product (and from SNAPSHOT_FROM products leaves a snapshot of the index); the
  // store measured is a second start, as a restart or another instance would be.
  const first = await startStore(database, where, false);
  const firstPeakMb = await first.peakMb();
  await first.stop();
  const mine = await startStore(database, where, true);
  let theirs: Store | undefined;
  try {
    theirs = AGAINST ? await startStore(database, theirWhere, false, AGAINST) : undefined;
    const bare = await load(mine.ports.bare, BARE);
    const chosen = chosenScenarios(size, mine.guest);
    const theirChosen = theirs ? chosenScenarios(size, theirs.guest, AGAINST) : [];
    // Every scenario once, briefly, before any is measured: a store that has been up a while has compiled
    // its code and settled its heap, so the first scenario measured is not the one that pays for it.
    for (const scenario of chosen) await load(mine.ports.store, scenario, undefined, 300);
    if (theirs) for (const scenario of theirChosen) await load(theirs.ports.store, scenario, undefined, 300);
    const results: Result[] = [];
    const paired: Paired[] = [];
    for (const [i, scenario] of chosen.entries()) {
      if (!theirs) {
        results.push(await besideBare(mine, scenario));
        continue;
      }
      const both = await inTurn(mine, scenario, theirs, theirChosen[i]!);
      results.push(both.mine);
      paired.push(both);
    }
    // The relevance set names the seed's products: it holds only for the seed itself.
    const recall = size === 350 ? await meanRecall(mine.ports.store, mine.ports.skus) : undefined;
    const starts = { first: first.ports.ready, firstPeakMb, again: mine.ports.ready, peakMb: await mine.peakMb() };
    return { database, size, bare, results, recall, paired: theirs ? paired : undefined, starts };
  } finally {
    await mine.stop();
    await theirs?.stop();
    if (AGAINST && database === "pglite") rmSync(theirWhere, { recursive: true, force: true });
    if (AGAINST && database === "postgres") await dropScratchDatabase(theirWhere);
  }
}
