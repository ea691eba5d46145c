import { describe, expect, it } from "vitest";
import { FIT_ADVICE_MIN_ANSWERS, fitAdvice, fitLean, keptSizeAdvice } from "./size-advice";

const SIZES = ["S", "M", "L", "XL"];

describe("advice from buyers' fit", () => {
  it("advises only from enough answers, and only when most agree", () => {
    expect(FIT_ADVICE_MIN_ANSWERS).toBe(5);
    // Four answers, all "small": too few.
    expect(fitLean({ small: 4, true: 0, large: 0 })).toBeNull();
    expect(fitAdvice({ small: 3, true: 2, large: 0 })).toBe("Most buyers found this small: consider one size up.");
    expect(fitAdvice({ small: 0, true: 1, large: 4 })).toBe("Most buyers found this large: consider one size down.");
    expect(fitAdvice({ small: 1, true: 5, large: 1 })).toBe(
      "Most buyers found this true to size: take your usual size.",
    );
    // Half is not most.
    expect(fitLean({ small: 3, true: 3, large: 0 })).toBeNull();
    expect(fitLean({ small: 2, true: 2, large: 2 })).toBeNull();
  });
});

describe("advice from the shopper's kept size", () => {
  it("names the size kept in the category, and the next one when this product runs small or large", () => {
    const kept = { size: "M", category: "Shirts & Tshirt" };
    expect(keptSizeAdvice(kept, SIZES, null)).toBe("You kept M in shirts & tshirt.");
    expect(keptSizeAdvice(kept, SIZES, "true")).toBe("You kept M in shirts & tshirt.");
    expect(keptSizeAdvice(kept, SIZES, "small")).toBe(
      "You kept M in shirts & tshirt. As this one runs small, consider L.",
    );
    expect(keptSizeAdvice(kept, SIZES, "large")).toBe(
      "You kept M in shirts & tshirt. As this one runs large, consider S.",
    );
    // No size beyond the range: the kept size alone.
    expect(keptSizeAdvice({ size: "XL", category: "Shirts" }, SIZES, "small")).toBe("You kept XL in shirts.");
    expect(keptSizeAdvice({ size: "S", category: "Shirts" }, SIZES, "large")).toBe("You kept S in shirts.");
    // Nothing kept, or a size this product does not come in.
    expect(keptSizeAdvice(null, SIZES, "small")).toBeNull();
    expect(keptSizeAdvice({ size: "42", category: "Shirts" }, SIZES, null)).toBeNull();
  });
});
