import { describe, expect, it } from "vitest";
import {
  computeCreditNoteTax,
  computeInvoiceTax,
  financialYear,
  formatInvoiceNumber,
  placeOfSupply,
  rateFor,
  taxableOf,
} from "./invoice-tax";
import { HSN_BY_CATEGORY } from "./gst-rates";

const KARNATAKA = "29";
const to = (pin: string | null, state?: string) => ({ pin, state });
const KOLKATA = to("700016", "West Bengal");
const BENGALURU = to("560025", "Karnataka");
const line = (category: string, unitPricePaise: number, quantity = 1, description = "Item") => ({
  description,
  colour: "",
  size: null,
  category,
  quantity,
  unitPricePaise,
  lineTotalPaise: unitPricePaise * quantity,
});

describe("rates", () => {
  const band = HSN_BY_CATEGORY.Shoes.rule;
  it("puts apparel and footwear at 5% up to a taxable ₹2,500 a piece and 18% above", () => {
    expect(rateFor(band, 262_500)).toBe(5); // 2,625 / 1.05 = 2,500.00
    expect(rateFor(band, 262_501)).toBe(18);
    expect(rateFor(band, 99_900)).toBe(5);
    expect(rateFor(HSN_BY_CATEGORY.Perfumes.rule, 99_900)).toBe(18);
  });
  it("takes the taxable value out of an inclusive price, to the paisa", () => {
    expect(taxableOf(99_900, 18)).toBe(84_661); // 846.610...
    expect(taxableOf(10_500, 5)).toBe(10_000);
    expect(taxableOf(1, 18)).toBe(1);
  });
});

describe("place of supply", () => {
  it("is the state the directory gives the order's PIN code, by its GST code", () => {
    expect(placeOfSupply(KOLKATA, KARNATAKA)).toEqual({
      stateCode: "19",
      state: "West Bengal",
      from: "pin",
      pin: "700016",
    });
    expect(placeOfSupply(to("403001", "Goa"), KARNATAKA)).toMatchObject({ stateCode: "30", from: "pin" });
    // Mohali: Punjab in the directory, though its PIN code is in Chandigarh's sorting district.
    expect(placeOfSupply(to("160055", "Punjab"), KARNATAKA)).toMatchObject({ stateCode: "03", state: "Punjab" });
    expect(placeOfSupply(to("900099", "West Bengal"), KARNATAKA)).toMatchObject({ stateCode: "19", from: "pin" });
  });
  it("is the seller's state when the order has no PIN code the directory knows (IGST Act s.10(1)(ca))", () => {
    expect(placeOfSupply(to(null), KARNATAKA)).toEqual({
      stateCode: "29",
      state: "Karnataka",
      from: "seller",
      pin: undefined,
    });
    expect(placeOfSupply(to("900123"), KARNATAKA)).toEqual({
      stateCode: "29",
      state: "Karnataka",
      from: "seller",
      pin: "900123",
    });
  });
});

describe("computeInvoiceTax", () => {
  it("splits intra-state tax into CGST and SGST, and the totals equal the amount paid", () => {
    const tax = computeInvoiceTax(
      [line("Perfumes", 99_900, 3, "Oud"), line("Shirts & Tshirt", 149_900, 1, "Linen Shirt")],
      0,
      BENGALURU,
      KARNATAKA,
    );
    expect(tax.interState).toBe(false);
    expect(tax.igstPaise).toBe(0);
    expect(tax.totalPaise).toBe(99_900 * 3 + 149_900);
    expect(tax.taxablePaise + tax.cgstPaise + tax.sgstPaise).toBe(tax.totalPaise);
    const [perfume, shirt] = tax.lines;
    expect(perfume).toMatchObject({ hsn: "3303", ratePercent: 18, taxablePaise: 253_983 });
    expect(perfume!.cgstPaise + perfume!.sgstPaise).toBe(299_700 - 253_983);
    expect(perfume!.sgstPaise - perfume!.cgstPaise).toBeLessThanOrEqual(1);
    expect(shirt).toMatchObject({ hsn: "6205", ratePercent: 5, taxablePaise: 142_762 });
  });

  it("charges IGST when the buyer is in another state", () => {
    const tax = computeInvoiceTax([line("Luxury Watch", 350_000)], 0, KOLKATA, KARNATAKA);
    expect(tax.interState).toBe(true);
    expect(tax.cgstPaise + tax.sgstPaise).toBe(0);
    expect(tax.lines[0]).toMatchObject({ hsn: "9102", ratePercent: 18, taxablePaise: 296_610, igstPaise: 53_390 });
  });

  it("taxes delivery at the rate of the largest line, and still totals the amount paid", () => {
    const tax = computeInvoiceTax(
      [line("Shirts & Tshirt", 59_900, 1, "Cotton T-Shirt"), line("Perfumes", 39_900)],
      9_900,
      to("110001", "Delhi"),
      KARNATAKA,
    );
    expect(tax.lines.map((l) => [l.hsn, l.ratePercent])).toEqual([
      ["6109", 5],
      ["3303", 18],
      ["6109", 5],
    ]);
    expect(tax.lines[2]).toMatchObject({ description: "Delivery charges", taxablePaise: 9_429, igstPaise: 471 });
    expect(tax.totalPaise).toBe(59_900 + 39_900 + 9_900);
  });

  it("totals the amount paid for any prices (rounding never loses a paisa)", () => {
    for (let price = 100; price < 400_000; price += 7_919) {
      const tax = computeInvoiceTax(
        [line("Shoes", price, 7), line("Sunglasses", price + 1, 3)],
        9_900,
        to("560001", "Karnataka"),
        KARNATAKA,
      );
      expect(tax.taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise).toBe(
        price * 7 + (price + 1) * 3 + 9_900,
      );
    }
  });
});

describe("computeCreditNoteTax", () => {
  it("credits a line in the colour and size the invoice charged it", () => {
    const loafers = { ...line("Loafers", 379_900, 2, "Men Suede Penny Loafers"), colour: "Tan", size: "9" };
    const invoice = computeInvoiceTax([loafers], 0, BENGALURU, KARNATAKA);
    expect(invoice.lines[0]).toMatchObject({ colour: "Tan", size: "9" });
    const note = computeCreditNoteTax(
      invoice,
      [{ index: 0, description: "Men Suede Penny Loafers", quantity: 1, totalPaise: 379_900 }],
      0,
    );
    expect(note.lines[0]).toMatchObject({ description: "Men Suede Penny Loafers", colour: "Tan", size: "9" });
  });
});

describe("invoice numbers", () => {
  it("counts the financial year from 1 April in India's time", () => {
    expect(financialYear(new Date("2026-03-31T18:29:59Z"))).toBe("2025-26"); // 23:59:59 IST, 31 March
    expect(financialYear(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27"); // midnight IST, 1 April
    expect(financialYear(new Date("2099-12-01T00:00:00Z"))).toBe("2099-00");
    expect(formatInvoiceNumber("2026-27", 123)).toBe("SH/2026-27/000123");
  });
});
