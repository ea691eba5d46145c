import { describe, expect, it } from "vitest";
import { dotPaint } from "./colour-paint";

describe("a colour's dot", () => {
  it("paints the store's colour names, whatever their case", () => {
    expect(dotPaint("Navy")).toBe("bg-[#1f2a44]");
    expect(dotPaint("rose gold")).toBe("bg-[#b76e79]");
  });

  it("paints a name by its first known word, darker or lighter as a shade word says", () => {
    expect(dotPaint("Petrol Blue")).toBe(dotPaint("Blue"));
    expect(dotPaint("Charcoal Grey")).toBe(dotPaint("Charcoal"));
    expect(dotPaint("Dark Brown")).toBe(`${dotPaint("Brown")} brightness-75`);
    expect(dotPaint("Matte Black")).toBe(dotPaint("Black"));
  });

  it("leaves a name it does not know unpainted", () => {
    expect(dotPaint("Multicolour")).toBeUndefined();
    expect(dotPaint("")).toBeUndefined();
  });
});
