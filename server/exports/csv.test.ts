import { describe, expect, it } from "vitest";
import { fromCell, parseCsv, toCsv } from "./csv";
import { descriptionHtml, htmlText } from "./catalogue-csv";
import { paiseDecimal } from "@rules/money";

describe("the exports' CSV", () => {
  it("keeps a spreadsheet from running a cell as a formula, but writes amounts as they are", () => {
    const csv = toCsv(
      ["Name", "Amount"],
      [
        ['=HYPERLINK("x")', "-12.50"],
        ["@SUM(A1)", 3],
        ["+91 98765", null],
      ],
    );
    const parsed = parseCsv(csv);
    expect(parsed.records.map((r) => r.cells)).toEqual([
      ['\'=HYPERLINK("x")', "-12.50"],
      ["'@SUM(A1)", "3"],
      ["'+91 98765", ""],
    ]);
    expect(fromCell(parsed.records[0]!.cells[0]!)).toBe('=HYPERLINK("x")');
    expect(fromCell("'plain")).toBe("'plain");
  });

  it("numbers each record by its line in the file, a quoted line break counting, a byte order mark ignored", () => {
    const parsed = parseCsv('\uFEFFHandle,Body\r\na,"two\r\nlines"\r\n\r\nb,one\r\n');
    expect(parsed.header).toEqual(["Handle", "Body"]);
    expect(parsed.records.map((r) => [r.line, r.cells[0]])).toEqual([
      [2, "a"],
      [5, "b"],
    ]);
  });

  it("writes paise as rupees to the paisa, below zero too", () => {
    expect([0, 5, 12345, -99, -100_00].map(paiseDecimal)).toEqual(["0.00", "0.05", "123.45", "-0.99", "-100.00"]);
  });

  it("reads a description's HTML back to the same text", () => {
    for (const text of [
      "",
      "One line",
      "Cotton & linen <soft>\nMachine wash\n\nMade in India",
      'Say "hi"\n\n\nThree',
    ]) {
      expect(htmlText(descriptionHtml(text))).toBe(text.trim());
    }
    expect(htmlText("<p>Shopify&#39;s <strong>bold</strong></p><p>next</p>")).toBe("Shopify's bold\n\nnext");
  });
});
