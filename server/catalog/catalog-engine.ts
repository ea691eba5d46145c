import type { Db } from "../db/client";
import { catalogIndex } from "./catalog-index";

export { correctedSearch } from "./search";

/*
 * The catalogue's search engine as the rest of the store reaches it, beside the lists, counts and products of
 * catalog.ts: loading it at start, and the spelling it reads a search as. Today the engine is the in-memory
 * index (catalog-index.ts, search.ts); decision 032 moves it into a search engine of its own past about a
 * million products, behind catalog.ts and this file, so nothing outside server/catalog imports the index or
 * the search (eslint.config.js refuses it).
 */

export interface CatalogueLoaded {
  /** Where the index came from: a snapshot kept by an earlier start, or every product's row. */
  from: "snapshot" | "rows";
  /** Settles once a snapshot this load leaves for the next start is written (or has failed). */
  snapshotWritten: Promise<void>;
}

/**
 * Loads the catalogue's index and its list orders, settling when lists can be answered without a wait (what
 * /healthz/ready waits for).
 */
export async function loadCatalogue(db: Db): Promise<CatalogueLoaded> {
  const index = await catalogIndex(db);
  index.prepareOrders();
  return { from: index.startedFrom ?? "rows", snapshotWritten: index.snapshotWritten() };
}
