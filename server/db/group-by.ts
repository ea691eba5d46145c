/**
 * Rows read for many owners in one query (the lines of many orders, the variants of many products), put in
 * lists by their owner's id, each list in the rows' order. An owner without rows has no entry.
 */
export function groupBy<Row, Out = Row>(
  rows: readonly Row[],
  keyOf: (row: Row) => number,
  toOut: (row: Row) => Out = (row) => row as unknown as Out,
): Map<number, Out[]> {
  const groups = new Map<number, Out[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(toOut(row));
    else groups.set(key, [toOut(row)]);
  }
  return groups;
}
