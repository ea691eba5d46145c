import { describe, expect, it } from "vitest";
import type { CatalogIndex } from "./catalog-index";
import { keptFigure } from "./doc-figures";

describe("keptFigure", () => {
  it("works out each document's figure once, again only for documents renumbered or another key", () => {
    const index = { capacity: 100, numbering: 0 };
    const asked: number[] = [];
    let offset = 1;
    const figure = (doc: number) => {
      asked.push(doc);
      return (doc + offset) % 256;
    };
    const read = (key = 0) => [
      ...keptFigure(index as unknown as CatalogIndex, "test", key, figure).subarray(0, index.capacity),
    ];
    const expected = () => Array.from({ length: index.capacity }, (_, doc) => (doc + offset) % 256);

    expect(read()).toEqual(expected());
    expect(asked).toHaveLength(100);
    // Read again with nothing added: nothing worked out.
    expect(read()).toEqual(expected());
    expect(asked).toHaveLength(100);
    // Documents added, past the room the array had: only they are worked out.
    index.capacity = 1_000;
    expect(read()).toEqual(expected());
    expect(asked.slice(100)).toEqual(Array.from({ length: 900 }, (_, i) => 100 + i));
    // Renumbered: every document again, with what its figure now is.
    offset = 2;
    asked.length = 0;
    index.numbering++;
    expect(read()).toEqual(expected());
    expect(asked).toHaveLength(1_000);
    // Another key (the markup a percentage is worked out with): every document again.
    offset = 3;
    asked.length = 0;
    expect(read(5)).toEqual(expected());
    expect(asked).toHaveLength(1_000);
  });
});
