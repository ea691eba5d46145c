const ESCAPED: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/**
 * Text as an element's markup (`dangerouslySetInnerHTML`), every character past Latin-1 written as a character
 * reference ("₹" as `&#x20b9;`, "–" as `&#x2013;`) and &, <, > and " escaped: the browser shows the same text.
 *
 * Why: the server's React joins a page into one string, and one character past U+00FF anywhere in it makes V8
 * store all of it at two bytes a character. A catalogue page (70,000-95,000 characters) then passes 128 KB, so
 * each render's page goes into V8's large-object space, twice, on memory fresh from the system, whose page
 * faults cost about 12 µs each on these machines (decision 025). Text written here keeps
 * the page at one byte a character, and `tests/api/latin1-pages.test.ts` checks the catalogue pages stay so.
 *
 * Built a character at a time on purpose: a slice or `replace` of a string holding "₹" is itself two bytes a
 * character, whatever is left in it, and would bring the page back to two bytes.
 */
export function latin1Html(text: string): { __html: string } {
  let html = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    html += code > 0xff ? `&#x${code.toString(16)};` : (ESCAPED[char] ?? char);
  }
  return { __html: html };
}
