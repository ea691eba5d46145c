import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyOffers, bestSale, inCollection, offerRuns, salePrice, type OfferLine, type OfferTerms } from "./offers";
import { discountedTotals, refundForPieces } from "./discounts";
import { shipping, terms } from "../tests/helpers/coupon-terms";

const offer = (extra: Partial<OfferTerms>): OfferTerms => ({
  id: 1,
  name: "Winter sale",
  kind: "sale",
  percent: 20,
  minQuantity: 1,
  collections: [],
  categories: [],
  ...extra,
});
const watch = (unit: number, quantity = 1): OfferLine => ({
  unitPricePaise: unit,
  quantity,
  category: "Luxury Watch",
  collections: ["luxury-watch"],
});
const shirt = (unit: number, quantity = 1): OfferLine => ({
  unitPricePaise: unit,
  quantity,
  category: "Shirts & Tshirt",
  collections: [],
});
const asDiscountable = (line: OfferLine) => ({ ...line, finalSale: false });

describe("automatic offers", () => {
  it("a sale on a collection takes its percent off each piece of the collection's products only", () => {
    const sale = offer({ collections: ["luxury-watch"] });
    const applied = applyOffers([watch(199_900, 2), shirt(99_900)], [sale]);
    // 20% of ₹1,999 is ₹399.80 a piece: the line is charged the sale price, ₹1,599.20, twice.
    expect(applied.lines.map((line) => line.offerDiscountPaise)).toEqual([79_960, 0]);
    expect(salePrice(199_900, sale)).toBe(159_920);
    expect(applied.applied).toEqual([sale]);
  });

  it("a collection chosen by category covers that category's products", () => {
    expect(inCollection(shirt(100), "shirts")).toBe(true);
    expect(inCollection(watch(100), "shirts")).toBe(false);
    expect(inCollection(watch(100), "luxury-watch")).toBe(true);
  });

  it("a product in two sales gets the larger one, never both", () => {
    const small = offer({ id: 1, percent: 10, categories: ["Luxury Watch"] });
    const large = offer({ id: 2, percent: 30, collections: ["luxury-watch"] });
    expect(bestSale([small, large], watch(100_000))).toBe(large);
    expect(applyOffers([watch(100_000)], [small, large]).discountPaise).toBe(30_000);
  });

  it("buy N, get X% off applies once the scope holds N pieces, and says how many more otherwise", () => {
    const buy2 = offer({ kind: "buy_n", name: "Two or more", percent: 10, minQuantity: 2 });
    const one = applyOffers([shirt(99_900)], [buy2]);
    expect(one.discountPaise).toBe(0);
    expect(one.nearest).toEqual({ offer: buy2, more: 1 });
    const two = applyOffers([shirt(99_900), watch(50_000)], [buy2]);
    expect(two.lines.map((line) => line.offerDiscountPaise)).toEqual([9_990, 5_000]);
    expect(two.nearest).toBeNull();
  });

  it("the best offer is applied by itself: a line gets the larger of its sale and the buy-N offer", () => {
    const sale = offer({ id: 1, percent: 20, collections: ["luxury-watch"] });
    const buy2 = offer({ id: 2, kind: "buy_n", percent: 10, minQuantity: 2 });
    const buy3 = offer({ id: 3, kind: "buy_n", percent: 15, minQuantity: 3 });
    const applied = applyOffers([watch(100_000), shirt(50_000, 2)], [sale, buy2, buy3]);
    // buy3 saves more than buy2 on the shirts; the watch keeps its larger sale.
    expect(applied.lines.map((line) => [line.offerDiscountPaise, line.offer?.id])).toEqual([
      [20_000, 1],
      [15_000, 3],
    ]);
  });

  it("runs only while active, from its first moment to before its last", () => {
    const record = {
      ...offer({}),
      state: "active" as const,
      startsAt: new Date("2026-12-01T00:00:00+05:30"),
      endsAt: new Date("2026-12-08T00:00:00+05:30"),
    };
    expect(offerRuns(record, new Date("2026-11-30T23:59:59+05:30"))).toBe(false);
    expect(offerRuns(record, new Date("2026-12-01T00:00:00+05:30"))).toBe(true);
    expect(offerRuns(record, new Date("2026-12-08T00:00:00+05:30"))).toBe(false);
    expect(offerRuns({ ...record, state: "paused" }, new Date("2026-12-03T00:00:00+05:30"))).toBe(false);
  });

  it("a code applies to what is left after the offer, or skips offer lines when it does not combine", () => {
    const sale = offer({ collections: ["luxury-watch"] });
    const lines = [watch(100_000), shirt(100_000)].map(asDiscountable);
    const both = discountedTotals(lines, terms({ percent: 10 }), shipping, [sale]);
    expect(both.lines.map((line) => line.discountPaise)).toEqual([20_000 + 8_000, 10_000]);
    expect(both.offerDiscountPaise).toBe(20_000);
    const apart = discountedTotals(lines, terms({ percent: 10, combinable: false }), shipping, [sale]);
    expect(apart.lines.map((line) => line.discountPaise)).toEqual([20_000, 10_000]);
    expect(apart.totalPaise).toBe(200_000 - 30_000);
  });

  it("property: with any offers and code, the lines add up to the order and refunds piece by piece to what was paid", () => {
    const lineArb = fc.record({
      unitPricePaise: fc.integer({ min: 100, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      category: fc.constantFrom("Luxury Watch", "Shirts & Tshirt", "Shoes"),
      collections: fc.constantFrom<string[]>([], ["luxury-watch"], ["menshoes"]),
      finalSale: fc.boolean(),
    });
    const offerArb = fc.record({
      id: fc.integer({ min: 1, max: 5 }),
      name: fc.constant("Offer"),
      kind: fc.constantFrom("sale" as const, "buy_n" as const),
      percent: fc.integer({ min: 1, max: 90 }),
      minQuantity: fc.integer({ min: 2, max: 4 }),
      collections: fc.constantFrom<string[]>([], ["luxury-watch"], ["shirts"]),
      categories: fc.constantFrom<string[]>([], ["Shoes"]),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.array(offerArb, { maxLength: 3 }),
        fc.option(fc.integer({ min: 1, max: 90 })),
        fc.boolean(),
        (lines, offers, percent, combinable) => {
          const code = percent === null ? null : terms({ percent, combinable });
          const totals = discountedTotals(lines, code, shipping, offers);
          const paid = totals.lines.reduce((sum, line) => sum + line.paidPaise, 0);
          expect(paid).toBe(totals.subtotalPaise - totals.discountPaise);
          expect(totals.totalPaise).toBe(paid + totals.shippingPaise);
          expect(totals.subtotalPaise - totals.discountPaise).toBeGreaterThanOrEqual(100);
          totals.lines.forEach((line, index) => {
            expect(line.discountPaise).toBeGreaterThanOrEqual(line.offerDiscountPaise);
            expect(line.paidPaise).toBeGreaterThanOrEqual(0);
            // Returned one piece at a time, a line refunds exactly what was paid for it.
            const quantity = lines[index]!.quantity;
            let refunded = 0;
            for (let before = 0; before < quantity; before++) {
              refunded += refundForPieces({ paidPaise: line.paidPaise, quantity }, before, 1);
            }
            expect(refunded).toBe(line.paidPaise);
          });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
