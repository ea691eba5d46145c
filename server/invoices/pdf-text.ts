// Text in the invoice PDFs. pdfkit draws a string in one font and never falls back to another per glyph,
// and its built-in fonts have no ₹, Devanagari or emoji. So the documents embed Noto fonts from npm
// packages (Noto Sans for Latin and the rupee sign, Noto Sans Devanagari, monochrome Noto Emoji), and
// every text is cut into runs, one per font, each drawn in its own font: fontkit shapes a Devanagari run
// whole, conjuncts and vowel signs included. pdfkit embeds only the glyphs a document uses.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";
import { LRUCache } from "lru-cache";
import PDFDocument from "pdfkit";

type Weight = "regular" | "bold";

interface Face {
  /** The name the face has inside one document (pdfkit keeps one embedded font per name). */
  name: string;
  font: fontkit.Font;
}

interface Faces {
  /** Noto Sans' Latin subset: ASCII, Latin-1 and general punctuation. */
  latin: Face;
  /** Noto Sans' Latin Extended subset: the rupee sign, accented letters beyond Latin-1. */
  latinExt: Face;
  devanagari: Face;
  emoji: Face;
}

/**
 * The packages ship each font cut into subsets by script (the `unicode-range` pieces of a web font), as
 * WOFF and WOFF2. WOFF is read here: its tables are plain zlib streams, unpacked once into an ordinary
 * TrueType font, so neither fontkit (which would inflate the whole glyph table again for every glyph a
 * document embeds) nor a WOFF2 decoder runs per document.
 */
const FILES: Record<Weight, Record<Exclude<keyof Faces, "emoji">, string>> & { emoji: string } = {
  regular: {
    latin: "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
    latinExt: "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff",
    devanagari: "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff",
  },
  bold: {
    latin: "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff",
    latinExt: "@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff",
    devanagari: "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff",
  },
  // The package's "emoji" subset is the whole font (its numbered subsets are slices of it for browsers).
  emoji: "@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff",
};

/** A WOFF 1.0 font as the TrueType/OpenType font it wraps (W3C WOFF File Format 1.0, section 4). */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let at = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(sfnt, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(at, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, at);
    at += padded(table.data.length);
  });
  return sfnt;
}

/** Words shaped per face, kept across documents: enough for the words that recur on every invoice. */
const SHAPED_WORDS = 2_000;

/**
 * Shaping a word (OpenType substitutions and positioning) costs far more than drawing it, and pdfkit keeps
 * what it shaped only for one document; the words of an invoice (headings, the store's name, amounts)
 * recur from one to the next. So the font keeps its shaped words: pdfkit shapes each word alone, with no
 * features of its own, and scales the positions it is handed, so each call gets fresh positions.
 */
function keepShapedWords(font: fontkit.Font): void {
  const shape = font.layout.bind(font);
  const shaped = new LRUCache<string, fontkit.GlyphRun>({ max: SHAPED_WORDS });
  font.layout = (text, features, ...rest) => {
    if (features !== undefined || rest.length > 0) return shape(text, features, ...rest);
    let run = shaped.get(text);
    if (!run) shaped.set(text, (run = shape(text)));
    const positions = run.positions.map((position) =>
      Object.assign(Object.create(Object.getPrototypeOf(position) as object) as fontkit.GlyphPosition, position),
    );
    return Object.assign(Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun, run, { positions });
  };
}

const require = createRequire(import.meta.url);
function face(name: string, file: string): Face {
  const font = fontkit.create(sfntOfWoff(readFileSync(require.resolve(file))));
  if (!("layout" in font)) throw new Error(`${file} is a font collection`);
  keepShapedWords(font);
  return { name, font };
}

let loaded: Record<Weight, Faces> | undefined;
/** The faces, read and parsed once per process, on the first document (a server that draws none pays nothing). */
function faces(): Record<Weight, Faces> {
  if (loaded) return loaded;
  // Bold text has no bold emoji: one emoji face for both weights, embedded once.
  const emoji = face("emoji", FILES.emoji);
  const of = (weight: Weight): Faces => ({
    latin: face(`latin-${weight}`, FILES[weight].latin),
    latinExt: face(`latin-ext-${weight}`, FILES[weight].latinExt),
    devanagari: face(`devanagari-${weight}`, FILES[weight].devanagari),
    emoji,
  });
  loaded = { regular: of("regular"), bold: of("bold") };
  return loaded;
}

export interface TextRun {
  text: string;
  face: Face;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
/** A grapheme drawn as an emoji whatever the text fonts have: emoji presentation, a flag, a keycap, a skin tone. */
const EMOJI = /\p{Emoji_Presentation}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\uFE0F|\u20E3/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const PRINTABLE_ASCII = /^[\x20-\x7e\n]*$/;

const covers = (font: fontkit.Font, grapheme: string) =>
  [...grapheme].every((char) => font.hasGlyphForCodePoint(char.codePointAt(0)!));

/**
 * The text cut into runs by script, each with the face that draws it: Devanagari letters and signs in
 * Noto Sans Devanagari, emoji in Noto Emoji, the rest in Noto Sans. A space or a sign shared by the
 * scripts (danda, full stop) stays in the run it is in when that face has it, so a Hindi phrase is one
 * run that fontkit shapes whole. A character no face has (another script) is drawn in Noto Sans, which
 * shows its missing-glyph box.
 */
export function runsOf(text: string, weight: Weight = "regular"): TextRun[] {
  const set = faces()[weight];
  // Most texts (numbers, dates, the headings) are printable ASCII lines, all in Noto Sans' Latin subset.
  if (PRINTABLE_ASCII.test(text)) return text ? [{ text, face: set.latin }] : [];
  const textFaces = [set.latin, set.latinExt, set.devanagari];
  const runs: TextRun[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const current = runs.at(-1);
    let chosen: Face;
    if (EMOJI.test(segment) || (PICTOGRAPH.test(segment) && !textFaces.some((f) => covers(f.font, segment)))) {
      chosen = set.emoji;
    } else if (DEVANAGARI.test(segment)) {
      chosen = set.devanagari;
    } else if (current && current.face !== set.emoji && covers(current.face.font, segment)) {
      chosen = current.face;
    } else {
      chosen = textFaces.find((f) => covers(f.font, segment)) ?? set.latin;
    }
    if (current?.face === chosen) current.text += segment;
    else runs.push({ text: segment, face: chosen });
  }
  return runs;
}

export interface WriteOptions extends Omit<PDFKit.Mixins.TextOptions, "continued" | "baseline"> {
  size: number;
  bold?: boolean;
  /** Where the text starts; by default where the last one left the cursor. */
  x?: number;
  y?: number;
}

function setFace(pdf: PDFKit.PDFDocument, face: Face, size: number) {
  // pdfkit takes an already parsed fontkit font as it takes a file (its types list only files); the name
  // makes it embed each face once per document.
  pdf.font(face.font as unknown as PDFKit.Mixins.PDFFontSource, face.name).fontSize(size);
}

/**
 * A new document in these fonts. Its default font is Noto Sans: pdfkit would otherwise read Helvetica's
 * metrics for every document (an empty name means none), only for writeText to set another font.
 */
export function newDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const pdf = new PDFDocument({ ...options, font: "" });
  setFace(pdf, faces().regular.latin, 12);
  return pdf;
}

/**
 * Draws a text in the invoice's fonts, as `pdf.text` would (wrapping to `width`, moving the cursor below
 * it). The runs share Noto Sans' baseline, since each font's own ascent would set each run at its own
 * height. pdfkit aligns each piece of a continued text on its own, so a right-aligned or centred text of
 * several runs is placed here, run by run, when it fits on one line (an amount, a heading).
 */
export function writeText(pdf: PDFKit.PDFDocument, text: string, options: WriteOptions): void {
  const { size, bold, x, y, ...textOptions } = options;
  const weight = bold ? "bold" : "regular";
  const latin = faces()[weight].latin;
  const baseline = -(latin.font.ascent / latin.font.unitsPerEm) * size;
  const runs = runsOf(text, weight);
  if (runs.length <= 1) {
    setFace(pdf, runs[0]?.face ?? latin, size);
    pdf.text(text, x ?? pdf.x, y ?? pdf.y, { ...textOptions, baseline });
    return;
  }
  const left = x ?? pdf.x;
  const top = y ?? pdf.y;
  const align = textOptions.align ?? "left";
  if ((align === "right" || align === "center") && textOptions.width !== undefined && !text.includes("\n")) {
    const widths = runs.map((run) => {
      setFace(pdf, run.face, size);
      return pdf.widthOfString(run.text);
    });
    const total = widths.reduce((sum, w) => sum + w, 0);
    if (total <= textOptions.width) {
      let at = left + (align === "right" ? textOptions.width - total : (textOptions.width - total) / 2);
      runs.forEach((run, i) => {
        setFace(pdf, run.face, size);
        pdf.text(run.text, at, top, { lineBreak: false, baseline });
        at += widths[i]!;
      });
      setFace(pdf, latin, size);
      pdf.x = left;
      pdf.y = top + pdf.currentLineHeight(true) + (textOptions.lineGap ?? 0);
      return;
    }
  }
  runs.forEach((run, i) => {
    setFace(pdf, run.face, size);
    const continued = i < runs.length - 1;
    if (i === 0) pdf.text(run.text, left, top, { ...textOptions, align: "left", baseline, continued });
    else pdf.text(run.text, { baseline, continued });
  });
}
