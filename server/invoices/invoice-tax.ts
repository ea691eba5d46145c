// The tax invoice's arithmetic: pure, in integer paise. Prices are inclusive of GST as shown to
// shoppers, so every line's taxable value is taken out of what was paid for it:
//   taxable = round(line total / (1 + rate)), tax = line total - taxable.
// The tax is therefore the remainder of each line, and the invoice's total is exactly the amount paid.
// Of a line's tax, CGST is the half rounded down and SGST the rest (intra-state); or all of it is IGST.
import { hsnFor, type RateRule } from "./gst-rates";
import { GST_STATE_CODES } from "@rules/address";
import { withoutIncludedPercent } from "@rules/money";

export interface InvoiceLineInput {
  description: string;
  /** The colour bought ("" for a product of one unnamed colour). */
  colour: string;
  size: string | null;
  category: string;
  quantity: number;
  /** What one piece cost the shopper, GST included. */
  unitPricePaise: number;
  lineTotalPaise: number;
  /** The line's share of a code's discount (rules/discounts.ts): its taxable value is taken from what is left. */
  discountPaise?: number;
}

export interface TaxedLine {
  description: string;
  /** The colour bought; absent from invoices issued before products came in colours. */
  colour?: string;
  size: string | null;
  hsn: string;
  quantity: number;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** A discounted line: its value before the discount, and the discount (totalPaise is what was paid). */
  grossPaise?: number;
  discountPaise?: number;
}

export interface PlaceOfSupply {
  stateCode: string;
  state: string;
  /**
   * How it was found: the state of the order's PIN code in India Post's directory, or the seller's state
   * when the order has no PIN code or the directory does not have it.
   */
  from: "pin" | "seller";
  pin: string | undefined;
}

/** Where the goods go, as the order keeps it: its PIN code, and that PIN code's state in the directory. */
export interface Destination {
  pin: string | null;
  /** undefined when the order has no PIN code or the directory does not have it. */
  state: string | undefined;
}

/** The state code of a GSTIN (its first two digits). */
export const stateCodeOfGstin = (gstin: string) => gstin.slice(0, 2);

/** GST's code for a state or union territory as the checkout and the directory spell it ("Karnataka": "29"). */
const stateCodeOf = (state: string) => Object.keys(GST_STATE_CODES).find((code) => GST_STATE_CODES[code] === state);

/** The seller as an invoice prints it (the settings at the time it was issued). */
export interface InvoiceSeller {
  legalName: string;
  postalAddress: string;
  gstin: string;
}

export interface InvoiceTax {
  placeOfSupply: PlaceOfSupply;
  interState: boolean;
  lines: TaxedLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** The taxable value of an amount that includes GST at `percent`, to the paisa (half away from zero). */
export const taxableOf = withoutIncludedPercent;

/**
 * The rate of one piece. A banded rate's threshold is on the piece's sale value (without tax): a piece is
 * in the low band when its price less the low rate's tax is at most the threshold (₹2,625 at 5% and
 * ₹2,500), else at the high rate.
 */
export function rateFor(rule: RateRule, unitPricePaise: number): number {
  if (rule.kind === "flat") return rule.percent;
  return taxableOf(unitPricePaise, rule.lowPercent) <= rule.upToPaise ? rule.lowPercent : rule.highPercent;
}

/**
 * The rate of a discounted line's pieces: the banded rule judged on a piece's taxable value after its share
 * of the discount, taken as the line's average (the pieces' shares differ by at most a paisa), worked in
 * whole paise: the line's taxable value at the low rate against the threshold times the pieces. A discount
 * can so bring a ₹2,800 piece from 18% down to 5%. An undiscounted line is judged on its unit price.
 */
export function rateForLine(rule: RateRule, line: { unitPricePaise: number; quantity: number; paidPaise: number }) {
  if (rule.kind === "flat") return rule.percent;
  if (line.paidPaise === line.unitPricePaise * line.quantity) return rateFor(rule, line.unitPricePaise);
  return taxableOf(line.paidPaise, rule.lowPercent) <= rule.upToPaise * line.quantity
    ? rule.lowPercent
    : rule.highPercent;
}

/**
 * Place of supply for goods delivered to an unregistered buyer: the buyer's address on the invoice (IGST
 * Act s.10(1)(ca)), its state the one India Post's directory gives the order's PIN code (as checkout
 * asked for it); when the order has no PIN code the directory knows, the state is not known, and that
 * same clause makes the supplier's location the place of supply.
 */
export function placeOfSupply(destination: Destination, sellerStateCode: string): PlaceOfSupply {
  const pin = destination.pin ?? undefined;
  const code = destination.state ? stateCodeOf(destination.state) : undefined;
  if (code) return { stateCode: code, state: GST_STATE_CODES[code]!, from: "pin", pin };
  return {
    stateCode: sellerStateCode,
    state: GST_STATE_CODES[sellerStateCode] ?? sellerStateCode,
    from: "seller",
    pin,
  };
}

function taxLine(
  base: Omit<TaxedLine, "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise">,
  totalPaise: number,
  interState: boolean,
): TaxedLine {
  const taxablePaise = taxableOf(totalPaise, base.ratePercent);
  const tax = totalPaise - taxablePaise;
  const cgstPaise = interState ? 0 : Math.floor(tax / 2);
  const sgstPaise = interState ? 0 : tax - cgstPaise;
  return { ...base, taxablePaise, cgstPaise, sgstPaise, igstPaise: interState ? tax : 0, totalPaise };
}

/** The words the delivery line is shown with. */
export const DELIVERY_DESCRIPTION = "Delivery charges";

/**
 * Every line's GST, the delivery charge's, and the totals. Delivery is part of a composite supply of the
 * goods (CGST Act s.8(a)): it takes the rate of the principal supply, the line with the largest amount
 * (the first such), and that line's HSN code.
 */
export function computeInvoiceTax(
  lines: InvoiceLineInput[],
  shippingPaise: number,
  destination: Destination,
  sellerStateCode: string,
): InvoiceTax {
  const place = placeOfSupply(destination, sellerStateCode);
  const interState = place.stateCode !== sellerStateCode;
  const taxed = lines.map((line) => {
    const { hsn, rule } = hsnFor({ category: line.category, name: line.description });
    const discountPaise = line.discountPaise ?? 0;
    const paidPaise = line.lineTotalPaise - discountPaise;
    const ratePercent = rateForLine(rule, { ...line, paidPaise });
    const taxed = taxLine(
      {
        description: line.description,
        colour: line.colour,
        size: line.size,
        hsn,
        quantity: line.quantity,
        ratePercent,
      },
      paidPaise,
      interState,
    );
    return discountPaise ? { ...taxed, grossPaise: line.lineTotalPaise, discountPaise } : taxed;
  });
  if (shippingPaise > 0 && taxed.length) {
    const principal = taxed.reduce((best, line) => (line.totalPaise > best.totalPaise ? line : best));
    taxed.push(
      taxLine(
        {
          description: DELIVERY_DESCRIPTION,
          size: null,
          hsn: principal.hsn,
          quantity: 1,
          ratePercent: principal.ratePercent,
        },
        shippingPaise,
        interState,
      ),
    );
  }
  return withTotals(place, interState, taxed);
}

/** The Indian financial year (April to March) of a moment, in India's time: "2026-27". */
export function financialYear(at: Date): string {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
  })
    .format(at)
    .split("-")
    .map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** One line a credit note gives back: which of the invoice's lines (by position), and how much of it. */
export interface CreditedLine {
  /** The order line's position among the order's lines: the invoice's line at the same position. */
  index: number;
  description: string;
  quantity: number;
  /** What the shopper paid for them (GST included, after any discount): what the refund gives back. */
  totalPaise: number;
  /**
   * What earlier refunds gave back of this line: the credit note reverses the slice of the line's tax from
   * there, so the credit notes of a line returned bit by bit add up to the tax its invoice charged.
   */
  priorPaise?: number;
}

/**
 * A credit note's GST: each returned line at its invoice line's HSN code and rate (so the tax reversed is
 * the tax charged), the delivery charge at the invoice's delivery line when it is refunded too, with the
 * invoice's place of supply. Same arithmetic as the invoice: the total is exactly the amount refunded.
 */
export function computeCreditNoteTax(invoice: InvoiceTax, lines: CreditedLine[], shippingPaise: number): InvoiceTax {
  const taxed = lines.map((line) => {
    const charged = invoice.lines[line.index];
    if (!charged || charged.description !== line.description) {
      throw new Error(`The invoice has no line ${line.index} for ${line.description}`);
    }
    const base = {
      description: charged.description,
      colour: charged.colour,
      size: charged.size,
      hsn: charged.hsn,
      quantity: line.quantity,
      ratePercent: charged.ratePercent,
    };
    const prior = line.priorPaise ?? 0;
    if (!prior) return taxLine(base, line.totalPaise, invoice.interState);
    const upTo = taxLine(base, prior + line.totalPaise, invoice.interState);
    const before = taxLine(base, prior, invoice.interState);
    return {
      ...base,
      taxablePaise: upTo.taxablePaise - before.taxablePaise,
      cgstPaise: upTo.cgstPaise - before.cgstPaise,
      sgstPaise: upTo.sgstPaise - before.sgstPaise,
      igstPaise: upTo.igstPaise - before.igstPaise,
      totalPaise: line.totalPaise,
    };
  });
  if (shippingPaise > 0) {
    const delivery = invoice.lines.find((line) => line.description === DELIVERY_DESCRIPTION);
    if (!delivery) throw new Error("The invoice charged no delivery to credit");
    taxed.push(
      taxLine(
        {
          description: DELIVERY_DESCRIPTION,
          size: null,
          hsn: delivery.hsn,
          quantity: 1,
          ratePercent: delivery.ratePercent,
        },
        shippingPaise,
        invoice.interState,
      ),
    );
  }
  return withTotals(invoice.placeOfSupply, invoice.interState, taxed);
}

/** "SH-CN/2026-27/000012": credit notes have their own series, gap-free per financial year. */
export const formatCreditNoteNumber = (year: string, sequence: number) =>
  `SH-CN/${year}/${String(sequence).padStart(6, "0")}`;

/** "SH/2026-27/000123". */
export const formatInvoiceNumber = (year: string, sequence: number) =>
  `SH/${year}/${String(sequence).padStart(6, "0")}`;

/** The taxed lines with their sums: an invoice's or a credit note's totals. */
function withTotals(
  placeOfSupply: InvoiceTax["placeOfSupply"],
  interState: boolean,
  taxed: InvoiceTax["lines"],
): InvoiceTax {
  const sum = (key: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise") =>
    taxed.reduce((total, line) => total + line[key], 0);
  return {
    placeOfSupply,
    interState,
    lines: taxed,
    taxablePaise: sum("taxablePaise"),
    cgstPaise: sum("cgstPaise"),
    sgstPaise: sum("sgstPaise"),
    igstPaise: sum("igstPaise"),
    totalPaise: sum("totalPaise"),
  };
}
