import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, searchTerms } from "../db/schema";

/** The words of a shopper's search, lower-cased; at most six count. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .slice(0, 6);
}

/** How many catalogue words one search word may stand for ("shrt" -> shirt, shirts, short...). */
const CANDIDATES_PER_WORD = 6;

/** The catalogue words a search word may mean: itself, words it begins, and near spellings (pg_trgm). */
async function candidateTerms(db: Db, word: string): Promise<string[]> {
  const prefix = `${word.replace(/[\\%_]/g, "\\$&")}%`;
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(sql`${searchTerms.term} % ${word} or ${searchTerms.term} like ${prefix}`)
    .orderBy(
      sql`${searchTerms.term} = ${word} desc`,
      sql`similarity(${searchTerms.term}, ${word}) desc`,
      searchTerms.term,
    )
    .limit(CANDIDATES_PER_WORD);
  return rows.map((r) => r.term);
}

const quote = (term: string) => `'${term.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** `('linen' | 'linens') & ('shirt' | 'shirts')`: every search word, through one of its matches. */
export function toTsQuery(groups: string[][]): string {
  return groups.map((terms) => `(${terms.map(quote).join(" | ")})`).join(" & ");
}

/**
 * Typo-forgiving search in two steps. Each search word is matched against the catalogue's vocabulary
 * (search_terms: a few thousand words, kept by a trigger) by pg_trgm similarity or as a prefix, so
 * "linnen" finds "linen" and "shrt" finds "shirt". Then a product must hold, for every search word, one
 * of its matches: a full-text query over the indexed search vector, ranked by ts_rank.
 * Undefined when there is nothing to search for.
 */
export async function searchCondition(db: Db, q: string | undefined): Promise<{ where: SQL; rank: SQL } | undefined> {
  const words = searchWords(q);
  if (!words.length) return undefined;
  const groups = await Promise.all(words.map((word) => candidateTerms(db, word)));
  if (groups.some((terms) => terms.length === 0)) return { where: sql`false`, rank: sql`0::real` };
  const query = sql`to_tsquery('simple', ${toTsQuery(groups)})`;
  return {
    where: sql`${products.searchVector} @@ ${query}`,
    rank: sql`ts_rank(${products.searchVector}, ${query})`,
  };
}
