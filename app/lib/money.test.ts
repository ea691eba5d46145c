import { describe, expect, it } from "vitest";
import { discountLabel, formatPaise, formatRupees, withMarkup } from "./money";

describe("money", () => {
  it("formats rupees with en-IN grouping and no paise", () => {
    expect(formatRupees(1499)).toBe("₹1,499");
    expect(formatRupees(12599)).toBe("₹12,599");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(0)).toBe("₹0");
    expect(formatPaise(149_900)).toBe("₹1,499");
    expect(formatPaise(100_000_000)).toBe("₹10,00,000");
  });

  it("adds the markup once", () => {
    expect(withMarkup(99_900, 50_000)).toBe(149_900);
    expect(withMarkup(99_900, 0)).toBe(99_900);
  });

  it("computes the discount label from price and old price", () => {
    expect(discountLabel(1499, 1799)).toBe("17% off");
    expect(discountLabel(500, 1000)).toBe("50% off");
    expect(discountLabel(1000, 1000)).toBeNull();
    expect(discountLabel(1000, 900)).toBeNull();
    expect(discountLabel(1000, null)).toBeNull();
    expect(discountLabel(99_999, 100_000)).toBeNull();
  });
});
