import { describe, expect, it } from "vitest";
import { stem } from "./word-forms";
import { parseSearch } from "./search";
import { priceInWords } from "@rules/price-in-words";

describe("stem: the forms of a word the search reads as one", () => {
  it.each([
    ["checks", "checked", "checking", "check"],
    ["embroidery", "embroidered", "embroideries", "embroider"],
    ["texture", "textured", "textures", "textur"],
    ["lace", "laced", "lacing", "lace"],
    ["stripe", "striped", "stripes", "strip"],
    ["shop", "shopping", "shopped", "shop"],
    ["line", "lined", "lines", "line"],
  ])("%s, %s and %s share one stem", (a, b, c, shared) => {
    expect([stem(a), stem(b), stem(c)]).toEqual([shared, shared, shared]);
  });

  it("keeps what only looks like a suffix, and words in other scripts", () => {
    for (const word of ["sling", "string", "ring", "red", "bed", "tweed", "tee", "shoe", "every", "जूते"]) {
      expect(stem(word)).toBe(word);
    }
    expect(stem("dressed")).toBe("dress");
    expect(stem("shoes")).toBe("shoe");
  });
});

describe("parseSearch", () => {
  it("reads a word in Hindi whole: its vowel signs are part of it", () => {
    expect(parseSearch("जूते").words).toEqual(["जूते"]);
    expect(parseSearch("धूप का चश्मा").words).toEqual(["धूप", "चश्मा"]);
  });

  it("takes a price written in words out of the search, keeping the rest as written", () => {
    expect(priceInWords("Shades under 2000")).toEqual({ text: "Shades", maxPrice: 2000 });
    expect(priceInWords("shoes above 1,500 for men")).toEqual({ text: "shoes for men", minPrice: 1500 });
    expect(priceInWords("watch")).toEqual({ text: "watch" });
  });
});
