import { describe, expect, it } from "vitest";
import { discountLabel, formatCount, formatPaise, formatPaiseExact, formatRupees, withMarkup } from "./money";

describe("money", () => {
  it("formats rupees with en-IN grouping and no paise", () => {
    expect(formatRupees(1499)).toBe("₹1,499");
    expect(formatRupees(12599)).toBe("₹12,599");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(0)).toBe("₹0");
    expect(formatPaise(149_900)).toBe("₹1,499");
    expect(formatPaise(100_000_000)).toBe("₹10,00,000");
  });

  it("writes every amount as Intl's en-IN rupees would, without asking Intl", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    const amounts = [0, -0, 0.4, 0.5, -0.4, -0.5, 1.5, 2.5, -500, 99, 999, 1000, 9999, 99_999, 100_000, 1_234_567];
    amounts.push(12_345_678_901, Number.MAX_SAFE_INTEGER, 1e21, 1.5e22, NaN, Infinity, -Infinity);
    // Every width from 1 to 16 digits, and a spread of amounts in between.
    for (let digits = 1; digits <= 16; digits++) amounts.push(10 ** (digits - 1), 10 ** digits - 1);
    for (let n = 1; n < 5_000_000; n = Math.ceil(n * 1.37) + 7) amounts.push(n, -n, n + 0.5);
    for (const amount of amounts) expect([amount, formatRupees(amount)]).toEqual([amount, intl.format(amount)]);
    for (const paise of [0, 49, 50, 149_900, 149_950, 100_000_000]) {
      expect(formatPaise(paise)).toBe(intl.format(Math.round(paise / 100)));
    }
  });

  it("writes amounts to the paisa as Intl's en-IN rupees would", () => {
    expect(formatPaiseExact(123_456)).toBe("₹1,234.56");
    expect(formatPaiseExact(100_000_00)).toBe("₹1,00,000.00");
    expect(formatPaiseExact(5)).toBe("₹0.05");
    expect(formatPaiseExact(-500)).toBe("-₹5.00");
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
    const amounts = [0, -0, 1, -1, 99, 100, 101, 999_999];
    // Up to ₹5,000 crore: past that paise / 100 is no longer exact in a double, and Intl is given a rounded number.
    for (let n = 1; n < 5e12; n = Math.ceil(n * 1.37) + 7) amounts.push(n, -n);
    for (const paise of amounts) expect([paise, formatPaiseExact(paise)]).toEqual([paise, intl.format(paise / 100)]);
  });

  it("writes counts in en-IN grouping", () => {
    for (const count of [0, 1, 999, 1000, 12_345, 123_456, 1_234_567, 100_000_000]) {
      expect(formatCount(count)).toBe(count.toLocaleString("en-IN"));
    }
    expect(formatCount(123_456)).toBe("1,23,456");
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
