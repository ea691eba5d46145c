import { describe, expect, it } from "vitest";
import { runsOf } from "./pdf-text";

const runs = (text: string, weight?: "regular" | "bold") =>
  runsOf(text, weight).map((run) => [run.face.name, run.text]);

describe("the invoice's text runs", () => {
  it("draws Devanagari in its own font, spaces and marks included, and the rest in Noto Sans", () => {
    expect(runs("प्रिया शर्मा / Flat 4B, ग्रीन पार्क")).toEqual([
      ["devanagari-regular", "प्रिया शर्मा "],
      ["latin-regular", "/ Flat 4B, "],
      ["devanagari-regular", "ग्रीन पार्क"],
    ]);
    // The danda is shared by the Indian scripts: it stays with its Devanagari sentence.
    expect(runs("धन्यवाद।", "bold")).toEqual([["devanagari-bold", "धन्यवाद।"]]);
  });

  it("draws the rupee sign from Noto Sans' Latin Extended subset, the digits from its Latin one", () => {
    expect(runs("Invoice total: ₹1,23,456.78")).toEqual([
      ["latin-regular", "Invoice total: "],
      ["latin-ext-regular", "₹"],
      ["latin-regular", "1,23,456.78"],
    ]);
    expect(runs("Ōtsuka Café")).toEqual([
      ["latin-ext-regular", "Ō"],
      ["latin-regular", "tsuka Café"],
    ]);
  });

  it("draws whole emoji sequences (joined, skin tones, flags, keycaps) in Noto Emoji, and © as text", () => {
    expect(runs("Priya 🙏🏽 👨‍👩‍👧 🇮🇳 1️⃣ ©")).toEqual([
      ["latin-regular", "Priya "],
      ["emoji", "🙏🏽"],
      ["latin-regular", " "],
      ["emoji", "👨‍👩‍👧"],
      ["latin-regular", " "],
      ["emoji", "🇮🇳"],
      ["latin-regular", " "],
      ["emoji", "1️⃣"],
      ["latin-regular", " ©"],
    ]);
    expect(runs("Bold ❤️", "bold").map(([face]) => face)).toEqual(["latin-bold", "emoji"]);
  });

  it("keeps a plain text, lines and all, in one run", () => {
    expect(runs("8 Lake Road\nKolkata 700029")).toEqual([["latin-regular", "8 Lake Road\nKolkata 700029"]]);
    expect(runs("")).toEqual([]);
  });
});
