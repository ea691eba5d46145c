// The claim a refund's row takes before the gateway is asked (a return's refund, an extra payment's): a
// conditional update, so one process at a time asks, and a claim left by a dead process runs out.
import { and, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** The states of a refund still owed: not asked yet, or asked and failed (tried again). */
const OWED = ["pending", "failed"];

/**
 * A refund row another attempt may claim: still owed, and not claimed, or claimed more than
 * `staleAfterSeconds` ago (that claim died with its process).
 */
export function claimable(row: { state: AnyPgColumn; claimedAt: AnyPgColumn }, staleAfterSeconds: number): SQL {
  return and(
    inArray(row.state, OWED),
    or(isNull(row.claimedAt), lt(row.claimedAt, sql`now() - make_interval(secs => ${staleAfterSeconds})`)),
  )!;
}
