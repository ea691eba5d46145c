// A month's outward supplies as GSTR-1 reports them (docs/decisions/040-exports.md): pure, in paise, from
// the invoices and credit notes as they were issued. Every sale is to an unregistered buyer (B2C).
import { DELIVERY_DESCRIPTION, type InvoiceTax, type TaxedLine } from "../invoices/invoice-tax";
import { HSN_SUMMARY } from "../invoices/gst-rates";
import { GST_STATE_CODES } from "@rules/address";

/** An inter-state B2C invoice above ₹1 lakh is B2C large, reported one by one (from August 2024). */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

export interface Gstr1Document {
  number: string;
  issuedAt: Date;
  tax: InvoiceTax;
}
export interface Gstr1CreditNote extends Gstr1Document {
  /** The invoice it reduces. */
  invoice: Gstr1Document;
}

export interface TaxAmounts {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** B2C small: one row per place of supply and rate, the month's invoices less its credit notes. */
export interface B2csRow extends TaxAmounts {
  stateCode: string;
  state: string;
  supply: "INTRA" | "INTER";
  ratePercent: number;
}

export interface RateItem extends TaxAmounts {
  ratePercent: number;
}

/** A B2C large invoice, or a credit note against one (CDNUR), with its amounts per rate. */
export interface DocumentRow {
  number: string;
  /** "dd-mm-yyyy", in India. */
  date: string;
  valuePaise: number;
  stateCode: string;
  items: RateItem[];
  /** A credit note's invoice. */
  invoiceNumber?: string;
  invoiceDate?: string;
}

export interface HsnRow extends TaxAmounts {
  hsn: string;
  description: string;
  uqc: string;
  quantity: number;
  ratePercent: number;
  /** Taxable value plus tax. */
  totalPaise: number;
}

export interface SeriesRow {
  /** GSTR-1 table 13's document kinds: 1 invoices for outward supply, 5 credit notes. */
  kind: 1 | 5;
  from: string;
  to: string;
  count: number;
}

export interface Gstr1 {
  gstin: string;
  /** "2026-12". */
  month: string;
  b2cs: B2csRow[];
  b2cl: DocumentRow[];
  cdnur: DocumentRow[];
  hsn: HsnRow[];
  documents: SeriesRow[];
}

const zero = (): TaxAmounts => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

/** Adds a line's amounts to a sum (sign -1 for a credit note's). */
function add(sum: TaxAmounts, line: TaxAmounts, sign: 1 | -1) {
  sum.taxablePaise += sign * line.taxablePaise;
  sum.igstPaise += sign * line.igstPaise;
  sum.cgstPaise += sign * line.cgstPaise;
  sum.sgstPaise += sign * line.sgstPaise;
}

export const isB2cl = (tax: InvoiceTax) => tax.interState && tax.totalPaise > B2CL_THRESHOLD_PAISE;

const istDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
/** "05-12-2026": GSTR-1's dates. */
export const gstDate = (at: Date) => istDate.format(at).replaceAll("/", "-");

function perRate(lines: TaxedLine[]): RateItem[] {
  const rates = new Map<number, RateItem>();
  for (const line of lines) {
    const item = rates.get(line.ratePercent) ?? { ratePercent: line.ratePercent, ...zero() };
    add(item, line, 1);
    rates.set(line.ratePercent, item);
  }
  return [...rates.values()].sort((a, b) => a.ratePercent - b.ratePercent);
}

function series(kind: 1 | 5, numbers: string[]): SeriesRow[] {
  if (!numbers.length) return [];
  const sorted = [...numbers].sort();
  return [{ kind, from: sorted[0]!, to: sorted.at(-1)!, count: sorted.length }];
}

/**
 * GSTR-1 for one month: the invoices issued in it, and the credit notes issued in it. A credit note of a
 * B2C large invoice is reported in CDNUR; any other reduces the month's B2CS figures at its invoice's place
 * of supply and rate. Every credit note reduces the HSN summary. Delivery charges are in the value of the
 * principal supply's HSN code (a composite supply), with no quantity.
 */
export function buildGstr1(
  gstin: string,
  month: string,
  invoices: Gstr1Document[],
  creditNotes: Gstr1CreditNote[],
): Gstr1 {
  const b2cs = new Map<string, B2csRow>();
  const hsn = new Map<string, HsnRow>();
  const small = (tax: InvoiceTax, sign: 1 | -1) => {
    for (const line of tax.lines) {
      const key = `${tax.placeOfSupply.stateCode}|${line.ratePercent}`;
      const row = b2cs.get(key) ?? {
        stateCode: tax.placeOfSupply.stateCode,
        state: GST_STATE_CODES[tax.placeOfSupply.stateCode] ?? tax.placeOfSupply.state,
        supply: tax.interState ? ("INTER" as const) : ("INTRA" as const),
        ratePercent: line.ratePercent,
        ...zero(),
      };
      add(row, line, sign);
      b2cs.set(key, row);
    }
  };
  const summary = (tax: InvoiceTax, sign: 1 | -1) => {
    for (const line of tax.lines) {
      const key = `${line.hsn}|${line.ratePercent}`;
      const known = HSN_SUMMARY[line.hsn];
      const row = hsn.get(key) ?? {
        hsn: line.hsn,
        description: known?.description ?? "",
        uqc: known?.uqc ?? "PCS",
        quantity: 0,
        ratePercent: line.ratePercent,
        totalPaise: 0,
        ...zero(),
      };
      add(row, line, sign);
      row.totalPaise += sign * line.totalPaise;
      if (line.description !== DELIVERY_DESCRIPTION) row.quantity += sign * line.quantity;
      hsn.set(key, row);
    }
  };
  const b2cl: DocumentRow[] = [];
  for (const invoice of invoices) {
    summary(invoice.tax, 1);
    if (!isB2cl(invoice.tax)) small(invoice.tax, 1);
    else
      b2cl.push({
        number: invoice.number,
        date: gstDate(invoice.issuedAt),
        valuePaise: invoice.tax.totalPaise,
        stateCode: invoice.tax.placeOfSupply.stateCode,
        items: perRate(invoice.tax.lines),
      });
  }
  const cdnur: DocumentRow[] = [];
  for (const note of creditNotes) {
    summary(note.tax, -1);
    if (!isB2cl(note.invoice.tax)) small(note.tax, -1);
    else
      cdnur.push({
        number: note.number,
        date: gstDate(note.issuedAt),
        valuePaise: note.tax.totalPaise,
        stateCode: note.invoice.tax.placeOfSupply.stateCode,
        items: perRate(note.tax.lines),
        invoiceNumber: note.invoice.number,
        invoiceDate: gstDate(note.invoice.issuedAt),
      });
  }
  const byNumber = (a: DocumentRow, b: DocumentRow) => (a.number < b.number ? -1 : 1);
  return {
    gstin,
    month,
    b2cs: [...b2cs.values()].sort((a, b) =>
      a.stateCode === b.stateCode ? a.ratePercent - b.ratePercent : a.stateCode < b.stateCode ? -1 : 1,
    ),
    b2cl: b2cl.sort(byNumber),
    cdnur: cdnur.sort(byNumber),
    hsn: [...hsn.values()].sort((a, b) => (a.hsn === b.hsn ? a.ratePercent - b.ratePercent : a.hsn < b.hsn ? -1 : 1)),
    documents: [
      ...series(
        1,
        invoices.map((i) => i.number),
      ),
      ...series(
        5,
        creditNotes.map((n) => n.number),
      ),
    ],
  };
}
