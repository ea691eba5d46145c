// GSTR-1 from the database, and as the files the staff hand on: the GST offline tool's JSON and one CSV
// per table (the offline tool's CSV columns, with the tax amounts after them).
import { and, asc, gte, inArray, isNull, lt, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { creditNotes, invoices, orders } from "../db/schema";
import { parseInput } from "../http/parse";
import { invoiceFor } from "../invoices/invoices";
import type { InvoiceSeller } from "../invoices/invoice-tax";
import { istDayStart } from "@rules/coupon-schema";
import { GST_STATE_CODES } from "@rules/address";
import { buildGstr1, type DocumentRow, type Gstr1, type TaxAmounts } from "./gstr1";
import { rupeesCell, rupeesNumber, toCsv, type Cell } from "./csv";

export const GSTR1_FILES = ["gstr1.json", "b2cs.csv", "b2cl.csv", "cdnur.csv", "hsn.csv"] as const;
export type Gstr1File = (typeof GSTR1_FILES)[number];

export const gstr1QuerySchema = z.object({
  month: z
    .string({ error: "Month is required (YYYY-MM)" })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must be a month such as 2026-12"),
  file: z.enum(GSTR1_FILES, { error: `File must be one of ${GSTR1_FILES.join(", ")}` }).optional(),
});

/** The first moment of the month after "2026-12", in India. */
function nextMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
}

/**
 * The month's GSTR-1: the invoices issued in it (in India's time) and the credit notes issued in it. An
 * invoice issued before invoices kept their tax is given it now, as its download would.
 */
export async function gstr1ForMonth(db: Db, month: string, seller: InvoiceSeller): Promise<Gstr1> {
  const start = istDayStart(`${month}-01`);
  const end = istDayStart(`${nextMonth(month)}-01`);
  const inMonth = and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end));
  const untaxed = await db
    .select({ order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(inMonth, isNull(invoices.tax)));
  for (const { order } of untaxed) await invoiceFor(db, order, seller);
  const issued = await db.select().from(invoices).where(inMonth).orderBy(asc(invoices.invoiceNumber));
  const notes = await db
    .select()
    .from(creditNotes)
    .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)))
    .orderBy(asc(creditNotes.creditNoteNumber));
  const ofNotes = notes.length
    ? await db
        .select()
        .from(invoices)
        .where(
          inArray(
            invoices.orderId,
            notes.map((n) => n.orderId),
          ),
        )
    : [];
  const invoiceOf = new Map(ofNotes.map((invoice) => [invoice.orderId, invoice]));
  return buildGstr1(
    seller.gstin,
    month,
    issued.map((i) => ({ number: i.invoiceNumber, issuedAt: i.issuedAt, tax: i.tax! })),
    notes.map((note) => {
      const invoice = invoiceOf.get(note.orderId)!;
      return {
        number: note.creditNoteNumber,
        issuedAt: note.issuedAt,
        tax: note.tax,
        // A credit note is issued against a kept invoice, which by then has its tax.
        invoice: { number: invoice.invoiceNumber, issuedAt: invoice.issuedAt, tax: invoice.tax ?? note.tax },
      };
    }),
  );
}

/** "122026": GSTR-1's tax period. */
export const taxPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** "29-Karnataka", as the offline tool names a place of supply. */
const placeName = (code: string) => `${code}-${GST_STATE_CODES[code] ?? code}`;

const UQC_NAMES: Record<string, string> = { PCS: "PCS-PIECES", PRS: "PRS-PAIRS" };

/** The tax amounts of a row as the offline tool's JSON has them (only the taxes that apply). */
function taxJson(row: TaxAmounts, inter: boolean) {
  return inter
    ? { txval: rupeesNumber(row.taxablePaise), iamt: rupeesNumber(row.igstPaise), csamt: 0 }
    : {
        txval: rupeesNumber(row.taxablePaise),
        camt: rupeesNumber(row.cgstPaise),
        samt: rupeesNumber(row.sgstPaise),
        csamt: 0,
      };
}

const documentJson = (doc: DocumentRow) => ({
  itms: doc.items.map((item, index) => ({ num: index + 1, itm_det: { rt: item.ratePercent, ...taxJson(item, true) } })),
});

/** The JSON the GST offline tool imports for GSTR-1 (tables 5, 7, 9B, 12 and 13). */
export function gstr1Json(gstr1: Gstr1) {
  const b2clByPlace = new Map<string, DocumentRow[]>();
  for (const doc of gstr1.b2cl) b2clByPlace.set(doc.stateCode, [...(b2clByPlace.get(doc.stateCode) ?? []), doc]);
  return {
    gstin: gstr1.gstin,
    fp: taxPeriod(gstr1.month),
    b2cs: gstr1.b2cs.map((row) => ({
      sply_ty: row.supply,
      pos: row.stateCode,
      typ: "OE",
      rt: row.ratePercent,
      ...taxJson(row, row.supply === "INTER"),
    })),
    b2cl: [...b2clByPlace].map(([pos, docs]) => ({
      pos,
      inv: docs.map((doc) => ({
        inum: doc.number,
        idt: doc.date,
        val: rupeesNumber(doc.valuePaise),
        ...documentJson(doc),
      })),
    })),
    cdnur: gstr1.cdnur.map((doc) => ({
      typ: "B2CL",
      ntty: "C",
      nt_num: doc.number,
      nt_dt: doc.date,
      val: rupeesNumber(doc.valuePaise),
      pos: doc.stateCode,
      ...documentJson(doc),
    })),
    hsn: {
      data: gstr1.hsn.map((row, index) => ({
        num: index + 1,
        hsn_sc: row.hsn,
        desc: row.description,
        uqc: row.uqc,
        qty: row.quantity,
        rt: row.ratePercent,
        txval: rupeesNumber(row.taxablePaise),
        iamt: rupeesNumber(row.igstPaise),
        camt: rupeesNumber(row.cgstPaise),
        samt: rupeesNumber(row.sgstPaise),
        csamt: 0,
      })),
    },
    doc_issue: {
      doc_det: gstr1.documents.map((series) => ({
        doc_num: series.kind,
        docs: [
          {
            num: 1,
            from: series.from,
            to: series.to,
            totnum: series.count,
            cancel: 0,
            net_issue: series.count,
          },
        ],
      })),
    },
  };
}

const TAX_COLUMNS = ["Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount"];
const taxCells = (row: TaxAmounts): Cell[] => [
  rupeesCell(row.igstPaise),
  rupeesCell(row.cgstPaise),
  rupeesCell(row.sgstPaise),
];

/** One table of GSTR-1 as a CSV file. */
export function gstr1Csv(gstr1: Gstr1, file: Exclude<Gstr1File, "gstr1.json">): string {
  switch (file) {
    case "b2cs.csv":
      return toCsv(
        [
          "Type",
          "Place Of Supply",
          "Rate",
          "Applicable % of Tax Rate",
          "Taxable Value",
          "Cess Amount",
          "E-Commerce GSTIN",
          ...TAX_COLUMNS,
        ],
        gstr1.b2cs.map((row) => [
          "OE",
          placeName(row.stateCode),
          row.ratePercent,
          "",
          rupeesCell(row.taxablePaise),
          "0.00",
          "",
          ...taxCells(row),
        ]),
      );
    case "b2cl.csv":
      return toCsv(
        [
          "Invoice Number",
          "Invoice date",
          "Invoice Value",
          "Place Of Supply",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
          "E-Commerce GSTIN",
          "Integrated Tax Amount",
        ],
        gstr1.b2cl.flatMap((doc) =>
          doc.items.map((item) => [
            doc.number,
            doc.date,
            rupeesCell(doc.valuePaise),
            placeName(doc.stateCode),
            "",
            item.ratePercent,
            rupeesCell(item.taxablePaise),
            "0.00",
            "",
            rupeesCell(item.igstPaise),
          ]),
        ),
      );
    case "cdnur.csv":
      return toCsv(
        [
          "UR Type",
          "Note Number",
          "Note Date",
          "Note Type",
          "Place Of Supply",
          "Note Value",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
          "Integrated Tax Amount",
          "Invoice Number",
          "Invoice date",
        ],
        gstr1.cdnur.flatMap((doc) =>
          doc.items.map((item) => [
            "B2CL",
            doc.number,
            doc.date,
            "C",
            placeName(doc.stateCode),
            rupeesCell(doc.valuePaise),
            "",
            item.ratePercent,
            rupeesCell(item.taxablePaise),
            "0.00",
            rupeesCell(item.igstPaise),
            doc.invoiceNumber ?? "",
            doc.invoiceDate ?? "",
          ]),
        ),
      );
    case "hsn.csv":
      return toCsv(
        [
          "HSN",
          "Description",
          "UQC",
          "Total Quantity",
          "Total Value",
          "Rate",
          "Taxable Value",
          ...TAX_COLUMNS,
          "Cess Amount",
        ],
        gstr1.hsn.map((row) => [
          row.hsn,
          row.description,
          UQC_NAMES[row.uqc] ?? row.uqc,
          row.quantity,
          rupeesCell(row.totalPaise),
          row.ratePercent,
          rupeesCell(row.taxablePaise),
          ...taxCells(row),
          "0.00",
        ]),
      );
  }
}

/** The file's name: "GSTR1-122026-b2cs.csv", "GSTR1-122026.json". */
export const gstr1Filename = (month: string, file: Gstr1File) =>
  file === "gstr1.json" ? `GSTR1-${taxPeriod(month)}.json` : `GSTR1-${taxPeriod(month)}-${file}`;

export const parseGstr1Query = (input: unknown) => parseInput(gstr1QuerySchema, input);
