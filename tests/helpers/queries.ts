import type { Database } from "../../server/db/client";

/** How many queries `database` answers while `work` runs. */
export async function queriesDuring(database: Database, work: () => Promise<unknown>): Promise<number> {
  let queries = 0;
  let counting = true;
  database.observeQueries!(() => {
    if (counting) queries++;
  });
  try {
    await work();
  } finally {
    counting = false;
  }
  return queries;
}
