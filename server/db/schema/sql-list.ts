import { sql } from "drizzle-orm";

/** A list of text constants for a CHECK constraint: `status in (${sqlList(STATUSES)})`. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));
