import { count, desc, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** Text typed into a staff search, matched anywhere and literally (its % and _ are not wildcards). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

type Listed = PgTable & { createdAt: PgColumn; id: PgColumn };

/**
 * One page of a staff list (products, orders, returns): newest first, with the count of everything that
 * matches for the pager.
 */
export async function newestFirstPage<T extends Listed>(
  db: Db,
  table: T,
  where: SQL | undefined,
  paging: { page: number; limit: number },
): Promise<{ rows: T["$inferSelect"][]; total: number; page: number; totalPages: number }> {
  const [rows, [matched]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  const total = matched?.n ?? 0;
  return {
    rows: rows as T["$inferSelect"][],
    total,
    page: paging.page,
    totalPages: Math.max(1, Math.ceil(total / paging.limit)),
  };
}
