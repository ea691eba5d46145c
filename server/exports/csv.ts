// CSV in and out, through one library (papaparse): the store's exports and the catalogue's import.
import Papa from "papaparse";
import { paiseDecimal, toRupees } from "@rules/money";

/** A cell as written: text, a whole number, or an amount already formatted ("123.45"). */
export type Cell = string | number | null;

/**
 * A text cell a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a carriage return)
 * gets a leading apostrophe, so a customer's name or a product's title can never run in the staff's
 * spreadsheet (OWASP's "CSV injection"). Numbers (a negative amount too) are written as they are. `fromCell` takes the apostrophe off.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-\d+(\.\d+)?$/;
const guard = (cell: Cell) =>
  typeof cell === "string" && FORMULA_START.test(cell) && !NUMBER.test(cell) ? `'${cell}` : (cell ?? "");

/** Undoes `guard`: an apostrophe before a formula's first character is the export's, not the text's. */
export const fromCell = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** A CSV file: a header row, then the rows, CRLF between records (RFC 4180), quoted where needed. */
export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  return `${Papa.unparse({ fields: [...header], data: rows.map((row) => row.map(guard)) }, { newline: "\r\n" })}\r\n`;
}

/** Paise as rupees with two decimals, as GST returns and spreadsheets take them: 12345 -> "123.45". */
export const rupeesCell = paiseDecimal;

/** Paise as a JSON number of rupees (exact to the paisa): the GST offline tool's amounts. */
export const rupeesNumber = (paise: number) => toRupees(paise);

export interface ParsedCsv {
  header: string[];
  /** Each record with its line number in the file (the header is line 1; a quoted line break counts). */
  records: { line: number; cells: string[] }[];
  /** Problems of the file's shape (an unclosed quote), with their line. */
  errors: { line: number; message: string }[];
}

/** Reads a CSV file (a byte order mark and blank lines are ignored). */
export function parseCsv(text: string): ParsedCsv {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(body, { skipEmptyLines: false });
  const records: ParsedCsv["records"] = [];
  // A record's first line: 1 plus the line breaks before it.
  let line = 1;
  const lineOf: number[] = [];
  for (const row of parsed.data) {
    lineOf.push(line);
    line += row.reduce((breaks, cell) => breaks + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0) + 1;
  }
  parsed.data.forEach((cells, index) => {
    if (index === 0) return;
    if (cells.length === 1 && cells[0]!.trim() === "") return;
    records.push({ line: lineOf[index]!, cells });
  });
  const errors = parsed.errors
    .filter((error) => error.code !== "UndetectableDelimiter")
    .map((error) => ({ line: lineOf[error.row ?? 0] ?? 1, message: error.message }));
  return { header: (parsed.data[0] ?? []).map((name) => name.trim()), records, errors };
}
