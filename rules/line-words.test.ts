import { describe, expect, it } from "vitest";
import { colourAndSize, nameWithColourAndSize } from "./line-words";

describe("a line's colour and size in words", () => {
  it("names the colour before the size", () => {
    expect(nameWithColourAndSize("Men Suede Penny Loafers", { colour: "Tan", size: "9" })).toBe(
      "Men Suede Penny Loafers (Tan, size 9)",
    );
  });

  it("leaves out an unnamed colour and a missing size", () => {
    expect(colourAndSize({ colour: "", size: "M" })).toBe("size M");
    expect(colourAndSize({ colour: "Navy", size: null })).toBe("Navy");
    expect(nameWithColourAndSize("Leather Belt", { colour: "", size: "" })).toBe("Leather Belt");
  });
});
