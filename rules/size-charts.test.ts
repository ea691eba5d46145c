import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "./collections";
import { SIZE_CHARTS } from "./size-charts";

describe("size charts", () => {
  it("every collection with sizes links a chart with a row for each of its sizes", () => {
    for (const collection of COLLECTIONS.filter((c) => c.sizes.length)) {
      expect(collection.sizeChart, collection.key).toBeDefined();
      const chart = SIZE_CHARTS[collection.sizeChart!];
      expect(
        chart.rows.map((row) => row[0]),
        collection.key,
      ).toEqual(expect.arrayContaining(collection.sizes));
    }
  });

  it("every row has a cell for each column", () => {
    for (const [key, chart] of Object.entries(SIZE_CHARTS)) {
      for (const row of chart.rows) expect(row.length, key).toBe(chart.columns.length);
    }
  });
});
