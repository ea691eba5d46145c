import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  couponProblem,
  discountedTotals,
  refundForPieces,
  spreadInProportion,
  type DiscountableLine,
} from "./discounts";
import { record, shipping, terms } from "../tests/helpers/coupon-terms";

const shirt = (unit: number, quantity = 1, extra: Partial<DiscountableLine> = {}): DiscountableLine => ({
  unitPricePaise: unit,
  quantity,
  category: "Shirts & Tshirt",
  finalSale: false,
  ...extra,
});
const context = { now: new Date("2026-12-04T10:00:00Z"), lines: [shirt(150_000)], shopperUses: 0, earlierOrders: 0 };

describe("discountedTotals", () => {
  it("takes a percentage off, spread by value, the remainder paise to the largest line", () => {
    const totals = discountedTotals([shirt(33_333), shirt(66_667), shirt(10_001, 3)], terms({ percent: 10 }), shipping);
    expect(totals.discountPaise).toBe(13_000);
    expect(totals.lines.map((line) => line.discountPaise)).toEqual([3_333, 6_667, 3_000]);
    expect(totals.totalPaise).toBe(130_003 - 13_000);
  });

  it("caps a percentage, and a flat amount never exceeds what qualifies", () => {
    expect(discountedTotals([shirt(1_000_000)], terms({ capPaise: 50_000 }), shipping).discountPaise).toBe(50_000);
    const flat = terms({ kind: "flat", percent: null, flatPaise: 30_000, categories: ["Shoes"] });
    const totals = discountedTotals([shirt(200_000), shirt(20_000, 1, { category: "Shoes" })], flat, shipping);
    expect(totals.discountPaise).toBe(20_000);
    expect(totals.lines.map((line) => line.discountPaise)).toEqual([0, 20_000]);
  });

  it("leaves final-sale lines alone when the code excludes them", () => {
    const totals = discountedTotals(
      [shirt(100_000), shirt(100_000, 1, { finalSale: true })],
      terms({ excludeFinalSale: true }),
      shipping,
    );
    expect(totals.lines.map((line) => line.discountPaise)).toEqual([10_000, 0]);
  });

  it("free shipping waives the shipping line only, and shipping is judged before the discount", () => {
    const free = discountedTotals([shirt(50_000)], terms({ kind: "free_shipping", percent: null }), shipping);
    expect(free).toMatchObject({
      discountPaise: 0,
      shippingPaise: 0,
      shippingDiscountPaise: 9_900,
      totalPaise: 50_000,
    });
    // ₹1,000 less 10% is below the ₹999 threshold, yet ships free: a code never adds a charge.
    expect(discountedTotals([shirt(100_000)], terms({}), shipping).shippingPaise).toBe(0);
  });
});

describe("couponProblem", () => {
  it("says why, in the store's words", () => {
    expect(couponProblem(record({ minCartPaise: 180_000 }), context)).toBe("Add ₹300 more to use STYLE10");
    expect(couponProblem(record({ endsAt: new Date("2026-11-30T18:30:00Z") }), context)).toBe(
      "STYLE10 ended on 30 Nov",
    );
    expect(couponProblem(record({ startsAt: new Date("2026-12-09T18:30:00Z") }), context)).toBe(
      "STYLE10 starts on 10 Dec",
    );
    expect(couponProblem(record({ code: "WELCOME", maxUsesPerShopper: 1 }), { ...context, shopperUses: 1 })).toBe(
      "You have used WELCOME once already",
    );
    expect(couponProblem(record({ firstOrderOnly: true }), { ...context, earlierOrders: 2 })).toBe(
      "STYLE10 is for your first order",
    );
    expect(couponProblem(record({ maxUses: 5, uses: 5 }), context)).toMatch(/used up/);
    expect(couponProblem(record({ state: "paused" }), context)).toMatch(/paused/);
    expect(couponProblem(record({ categories: ["Shoes"] }), context)).toMatch(/is for Shoes/);
    expect(couponProblem(record({}), context)).toBeNull();
  });
});

const lineArb = fc.record({
  unitPricePaise: fc.integer({ min: 100, max: 900_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  category: fc.constantFrom("Shirts & Tshirt", "Shoes", "Perfumes"),
  finalSale: fc.boolean(),
});
const termsArb = fc.oneof(
  fc
    .record({ percent: fc.integer({ min: 1, max: 90 }), cap: fc.option(fc.integer({ min: 100, max: 500_000 })) })
    .map(({ percent, cap }) => terms({ percent, capPaise: cap })),
  fc.integer({ min: 100, max: 2_000_000 }).map((flat) => terms({ kind: "flat", percent: null, flatPaise: flat })),
  fc.constant(terms({ kind: "free_shipping", percent: null })),
  fc.constant(terms({ categories: ["Shoes"], excludeFinalSale: true })),
);

describe("property: refunds never exceed what was paid and add up to it", () => {
  it("holds for random carts, codes and orders of return", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        termsArb,
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 10 }),
        (lines, code, chunks) => {
          const totals = discountedTotals(lines, code, shipping);
          expect(totals.lines.reduce((sum, line) => sum + line.paidPaise, 0) + totals.shippingPaise).toBe(
            totals.totalPaise,
          );
          expect(totals.totalPaise).toBeGreaterThan(0);
          let refunded = 0;
          totals.lines.forEach((line, index) => {
            const quantity = lines[index]!.quantity;
            let back = 0;
            let lineRefund = 0;
            for (const chunk of chunks) {
              if (back >= quantity) break;
              const count = Math.min(chunk, quantity - back);
              const refund = refundForPieces({ paidPaise: line.paidPaise, quantity }, back, count);
              expect(refund).toBeGreaterThanOrEqual(0);
              back += count;
              lineRefund += refund;
              expect(lineRefund).toBeLessThanOrEqual(line.paidPaise);
            }
            if (back < quantity)
              lineRefund += refundForPieces({ paidPaise: line.paidPaise, quantity }, back, quantity - back);
            expect(lineRefund).toBe(line.paidPaise);
            refunded += lineRefund;
          });
          expect(refunded + totals.shippingPaise).toBe(totals.totalPaise);
        },
      ),
    );
  });

  it("spreads exactly the discount, never more than a line's value", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (amounts, raw) => {
          const whole = amounts.reduce((a, b) => a + b, 0);
          const discount = whole ? raw % (whole + 1) : 0;
          const shares = spreadInProportion(discount, amounts);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
          shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(amounts[index]!));
        },
      ),
    );
  });
});
