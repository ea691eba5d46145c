// A code's discount through the tax invoice and the credit notes of partial returns: the invoice taxes what
// each line was paid, and the credit notes of a line returned in any number of parts reverse its tax exactly.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { computeCreditNoteTax, computeInvoiceTax, type InvoiceTax } from "./invoice-tax";
import { discountedTotals, refundForPieces, type CouponTerms } from "@rules/discounts";
import { shipping, terms } from "../../tests/helpers/coupon-terms";

const KARNATAKA = "29";
const BENGALURU = { pin: "560025", state: "Karnataka" };
const KOLKATA = { pin: "700016", state: "West Bengal" };

type Line = { category: string; unitPricePaise: number; quantity: number; finalSale?: boolean };

/** The order's invoice as placing it and invoicing it compute it. */
function invoiceOf(lines: Line[], code: CouponTerms | null, destination = BENGALURU) {
  const discountable = lines.map((line) => ({ ...line, finalSale: line.finalSale ?? false }));
  const totals = discountedTotals(discountable, code, shipping);
  const invoice = computeInvoiceTax(
    lines.map((line, index) => ({
      description: `Item ${index}`,
      colour: "",
      size: null,
      category: line.category,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      lineTotalPaise: line.unitPricePaise * line.quantity,
      discountPaise: totals.lines[index]!.discountPaise,
    })),
    totals.shippingPaise,
    destination,
    KARNATAKA,
  );
  return { totals, invoice };
}

/**
 * Returns `parts` (line index and pieces, in order) as the store refunds them: each part's refund the next
 * pieces of its line, its credit note the matching slice of the line's tax; the last part brings the
 * shipping back when it completes the whole order.
 */
function returnInParts(
  lines: Line[],
  totals: ReturnType<typeof discountedTotals>,
  invoice: InvoiceTax,
  parts: [number, number][],
) {
  const back = lines.map(() => 0);
  const refunded = lines.map(() => 0);
  const notes: InvoiceTax[] = [];
  parts.forEach(([index, count], n) => {
    const line = { paidPaise: totals.lines[index]!.paidPaise, quantity: lines[index]!.quantity };
    const refund = refundForPieces(line, back[index]!, count);
    const prior = refunded[index]!;
    back[index]! += count;
    refunded[index]! += refund;
    const whole = n === parts.length - 1 && back.every((b, i) => b === lines[i]!.quantity);
    notes.push(
      computeCreditNoteTax(
        invoice,
        [{ index, description: `Item ${index}`, quantity: count, totalPaise: refund, priorPaise: prior }],
        whole ? totals.shippingPaise : 0,
      ),
    );
  });
  return { notes, refunded };
}

const sum = (notes: InvoiceTax[], key: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise") =>
  notes.reduce((total, note) => total + note[key], 0);

describe("the invoice of a discounted order", () => {
  it("taxes each line on what was paid for it, and shows the discount", () => {
    const { invoice, totals } = invoiceOf(
      [
        { category: "Shirts & Tshirt", unitPricePaise: 199_900, quantity: 2 },
        { category: "Perfumes", unitPricePaise: 539_900, quantity: 1 },
      ],
      terms({ percent: 10 }),
    );
    expect(invoice.totalPaise).toBe(totals.totalPaise);
    expect(invoice.lines[0]).toMatchObject({ grossPaise: 399_800, discountPaise: 39_980, totalPaise: 359_820 });
    expect(invoice.lines[0]!.taxablePaise).toBe(Math.round((359_820 * 100) / 105));
  });

  it("moves a piece to the lower GST slab when its discounted taxable value falls to ₹2,500", () => {
    const shoe = [{ category: "Shoes", unitPricePaise: 280_000, quantity: 1 }];
    expect(invoiceOf(shoe, null).invoice.lines[0]!.ratePercent).toBe(18);
    expect(invoiceOf(shoe, terms({ percent: 10 })).invoice.lines[0]!.ratePercent).toBe(5);
    // A cap that leaves the piece above the threshold keeps it at 18%.
    expect(invoiceOf(shoe, terms({ percent: 10, capPaise: 10_000 })).invoice.lines[0]!.ratePercent).toBe(18);
  });

  it("free shipping leaves the goods' lines as they are and charges no delivery line", () => {
    const lines = [{ category: "Perfumes", unitPricePaise: 60_000, quantity: 1 }];
    const plain = invoiceOf(lines, null).invoice;
    const free = invoiceOf(lines, terms({ kind: "free_shipping", percent: null })).invoice;
    expect(plain.lines).toHaveLength(2);
    expect(free.lines).toEqual([plain.lines[0]]);
    expect(free.totalPaise).toBe(60_000);
  });
});

describe("returning 1 of 3 discounted lines, then the other 2", () => {
  const lines: Line[] = [
    { category: "Shirts & Tshirt", unitPricePaise: 149_900, quantity: 1 },
    { category: "Shoes", unitPricePaise: 349_900, quantity: 1 },
    { category: "Perfumes", unitPricePaise: 89_900, quantity: 3 },
  ];
  it.each([
    ["10% off", terms({ percent: 10 })],
    ["15% off, capped at ₹500", terms({ percent: 15, capPaise: 50_000 })],
    ["₹300 off", terms({ kind: "flat", percent: null, flatPaise: 30_000 })],
    ["free shipping", terms({ kind: "free_shipping", percent: null })],
  ])("%s: refunds and credit notes add up to the order to the paisa", (_, code) => {
    for (const destination of [BENGALURU, KOLKATA]) {
      const { totals, invoice } = invoiceOf(lines, code, destination);
      const { notes } = returnInParts(lines, totals, invoice, [
        [1, 1],
        [0, 1],
        [2, 3],
      ]);
      expect(sum(notes, "totalPaise")).toBe(totals.totalPaise);
      expect(sum(notes, "taxablePaise")).toBe(invoice.taxablePaise);
      expect(sum(notes, "cgstPaise") + sum(notes, "sgstPaise") + sum(notes, "igstPaise")).toBe(
        invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise,
      );
    }
  });
});

describe("property: over random carts, codes and returns", () => {
  const lineArb = fc.record({
    category: fc.constantFrom("Shirts & Tshirt", "Shoes", "Perfumes", "Luxury Watch"),
    unitPricePaise: fc.integer({ min: 100, max: 900_000 }),
    quantity: fc.integer({ min: 1, max: 4 }),
    finalSale: fc.boolean(),
  });
  const codeArb = fc.oneof(
    fc.constant(null),
    fc
      .record({ percent: fc.integer({ min: 1, max: 90 }), cap: fc.option(fc.integer({ min: 100, max: 300_000 })) })
      .map(({ percent, cap }) => terms({ percent, capPaise: cap, excludeFinalSale: true })),
    fc.integer({ min: 100, max: 1_000_000 }).map((flat) => terms({ kind: "flat", percent: null, flatPaise: flat })),
    fc.constant(terms({ kind: "free_shipping", percent: null })),
  );

  it("refunds never exceed what was paid, and the whole order's returns add up to it, tax included", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        codeArb,
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        (lines, code, interState, picks) => {
          const { totals, invoice } = invoiceOf(lines, code, interState ? KOLKATA : BENGALURU);
          expect(invoice.totalPaise).toBe(totals.totalPaise);
          // Split every line into parts in an order the picks decide.
          const left = lines.map((line) => line.quantity);
          const parts: [number, number][] = [];
          let p = 0;
          while (left.some((n) => n > 0)) {
            const open = left.flatMap((n, i) => (n > 0 ? [i] : []));
            const index = open[(picks[p % picks.length] ?? 0) % open.length]!;
            const count = 1 + ((picks[(p + 1) % picks.length] ?? 0) % left[index]!);
            parts.push([index, count]);
            left[index]! -= count;
            p++;
          }
          const { notes, refunded } = returnInParts(lines, totals, invoice, parts);
          refunded.forEach((paise, i) => expect(paise).toBe(totals.lines[i]!.paidPaise));
          let running = 0;
          for (const note of notes) {
            running += note.totalPaise;
            expect(running).toBeLessThanOrEqual(totals.totalPaise);
          }
          expect(sum(notes, "totalPaise")).toBe(totals.totalPaise);
          expect(sum(notes, "taxablePaise")).toBe(invoice.taxablePaise);
          expect(sum(notes, "igstPaise")).toBe(invoice.igstPaise);
          expect(sum(notes, "cgstPaise") + sum(notes, "sgstPaise")).toBe(invoice.cgstPaise + invoice.sgstPaise);
        },
      ),
      { numRuns: 300 },
    );
  });
});
