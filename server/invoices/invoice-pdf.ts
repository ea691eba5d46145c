// The tax invoice as a PDF (pdfkit). Layout only: every amount comes from invoice-tax.ts, every text is
// drawn by writeText (pdf-text.ts) in fonts that have ₹, Devanagari and emoji.
import { formatPaiseExact as amount } from "@rules/money";
import type { CreditNoteDocument, InvoiceDocument } from "./invoices";
import { GST_STATE_CODES } from "@rules/address";
import { nameWithColourAndSize } from "@rules/line-words";
import { stateCodeOfGstin } from "./invoice-tax";
import { newDocument, writeText } from "./pdf-text";

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  return renderGstPdf(doc, {
    title: "Tax Invoice",
    fileTitle: `Tax invoice ${doc.invoice.invoiceNumber}`,
    numbers: [
      `Invoice number: ${doc.invoice.invoiceNumber}`,
      `Invoice date: ${dateFormat.format(doc.invoice.issuedAt)}`,
    ],
    totalWords: "Invoice total",
    footer:
      "Prices include GST. Delivery charges are taxed with the goods they deliver. Tax is not payable on reverse charge.",
  });
}

/** A refund's credit note (CGST Act s.34): the same layout, naming the invoice it reduces. */
export function renderCreditNotePdf(doc: CreditNoteDocument): Promise<Buffer> {
  const { creditNote, invoice } = doc;
  return renderGstPdf(doc, {
    title: "Credit Note",
    fileTitle: `Credit note ${creditNote.creditNoteNumber}`,
    numbers: [
      `Credit note number: ${creditNote.creditNoteNumber}`,
      `Credit note date: ${dateFormat.format(creditNote.issuedAt)}`,
      `Against invoice: ${invoice.invoiceNumber} (${dateFormat.format(invoice.issuedAt)})`,
      `Reason: goods returned (return #${creditNote.returnId})`,
    ],
    totalWords: "Credit note total",
    footer:
      "The amounts are the value and GST of the goods returned (and of their delivery, when the whole order came back), " +
      "refunded to the buyer.",
  });
}

interface GstPdfText {
  title: string;
  fileTitle: string;
  /** The document's own number and date lines, printed first on the right. */
  numbers: string[];
  totalWords: string;
  footer: string;
}

function renderGstPdf(doc: Pick<InvoiceDocument, "order" | "seller" | "tax">, text: GstPdfText): Promise<Buffer> {
  const { order, seller, tax } = doc;
  const pdf = newDocument({
    size: "A4",
    margin: 40,
    info: { Title: text.fileTitle, Author: seller.legalName },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const left = 40;
  const width = pdf.page.width - 80;
  writeText(pdf, text.title, { size: 16, bold: true, align: "center", width });
  pdf.moveDown(0.5);

  const top = pdf.y;
  const half = width / 2 - 10;
  const sellerState = stateCodeOfGstin(seller.gstin);
  writeText(pdf, seller.legalName, { size: 10, bold: true, x: left, y: top, width: half });
  for (const line of [
    seller.postalAddress,
    `GSTIN: ${seller.gstin}`,
    `State: ${GST_STATE_CODES[sellerState] ?? ""} (${sellerState})`,
  ]) {
    writeText(pdf, line, { size: 9, width: half });
  }
  const sellerBottom = pdf.y;
  const right = [
    ...text.numbers,
    `Order: ${order.orderNumber} (${dateFormat.format(order.createdAt)})`,
    `Payment: ${order.paymentMethod === "cod" ? "Cash on delivery" : "Paid online"}`,
    `Place of supply: ${tax.placeOfSupply.state} (${tax.placeOfSupply.stateCode})` +
      (tax.placeOfSupply.from !== "seller"
        ? ""
        : tax.placeOfSupply.pin
          ? `, PIN code ${tax.placeOfSupply.pin} not in India Post's directory`
          : ", no PIN code in the address"),
  ];
  right.forEach((line, i) =>
    writeText(pdf, line, { size: 9, width: width / 2, ...(i === 0 ? { x: left + width / 2, y: top } : {}) }),
  );
  pdf.y = Math.max(sellerBottom, pdf.y) + 10;

  writeText(pdf, "Bill to / Ship to", { size: 10, bold: true, x: left, width });
  writeText(pdf, order.customerName, { size: 9, width });
  writeText(pdf, order.customerAddress, { size: 9, width });
  writeText(pdf, order.buyerGstin ? `GSTIN: ${order.buyerGstin}` : "Unregistered buyer", { size: 9, width });
  pdf.moveDown();

  // The lines: each column's title and width. Every amount is in rupees with its ₹ sign.
  const columns = tax.interState
    ? ([
        ["Description", 170],
        ["HSN", 40],
        ["Qty", 30],
        ["Taxable value", 85],
        ["GST %", 40],
        ["IGST", 70],
        ["Total", 80],
      ] as const)
    : ([
        ["Description", 150],
        ["HSN", 40],
        ["Qty", 25],
        ["Taxable value", 75],
        ["GST %", 35],
        ["CGST", 60],
        ["SGST", 60],
        ["Total", 70],
      ] as const);
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    let x = left;
    let bottom = y;
    cells.forEach((cell, i) => {
      const w = columns[i]![1];
      writeText(pdf, cell, { size: 8.5, bold, x, y, width: w - 4, align: i >= 2 ? "right" : "left" });
      bottom = Math.max(bottom, pdf.y);
      x += w;
    });
    pdf.y = bottom + 4;
    pdf.x = left;
  };
  const rule = () =>
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .lineWidth(0.5)
      .stroke()
      .moveDown(0.3);

  row(
    columns.map(([title]) => title),
    true,
  );
  rule();
  for (const line of tax.lines) {
    // A discounted line names its discount (one line of text: the cell's runs of glyphs take one break):
    // its taxable value and total are after it.
    const description =
      nameWithColourAndSize(line.description, line) +
      (line.discountPaise && line.grossPaise ? `\nLess discount ${amount(line.discountPaise)}` : "");
    const gst = tax.interState ? [amount(line.igstPaise)] : [amount(line.cgstPaise), amount(line.sgstPaise)];
    row([
      description,
      line.hsn,
      String(line.quantity),
      amount(line.taxablePaise),
      `${line.ratePercent}%`,
      ...gst,
      amount(line.totalPaise),
    ]);
  }
  rule();
  const totalGst = tax.interState ? [amount(tax.igstPaise)] : [amount(tax.cgstPaise), amount(tax.sgstPaise)];
  row(["Total", "", "", amount(tax.taxablePaise), "", ...totalGst, amount(tax.totalPaise)], true);
  pdf.moveDown();

  writeText(pdf, `${text.totalWords}: ${amount(tax.totalPaise)}`, { size: 9, x: left, width });
  writeText(pdf, `Of which GST: ${amount(tax.cgstPaise + tax.sgstPaise + tax.igstPaise)}`, { size: 9, width });
  pdf.moveDown(0.5);
  pdf.fillColor("#555555");
  writeText(pdf, text.footer, { size: 8, width });
  pdf.fillColor("black");
  signatory(pdf, seller.legalName, left + width / 2, width / 2);
  pdf.end();
  return done;
}

/**
 * The supplier's signature block (CGST Rules, rule 46(q): the signature or digital signature of the
 * supplier or its authorised representative), at the foot of the document, on the right, with room to
 * sign. It moves to a new page whole rather than split from its name.
 */
function signatory(pdf: PDFKit.PDFDocument, legalName: string, x: number, width: number) {
  const room = 90;
  if (pdf.y + room > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  pdf.moveDown(1.5);
  writeText(pdf, `For ${legalName}`, { size: 9, bold: true, x, width, align: "right" });
  const line = pdf.y + 36;
  pdf
    .moveTo(x + width - 150, line)
    .lineTo(x + width, line)
    .lineWidth(0.5)
    .stroke();
  writeText(pdf, "Authorised signatory", { size: 9, x, y: line + 4, width, align: "right" });
}
