// The tax invoice as a PDF (pdfkit). Layout only: every amount comes from invoice-tax.ts.
import PDFDocument from "pdfkit";
import type { CreditNoteDocument, InvoiceDocument } from "./invoices";
import { GST_STATE_CODES, stateCodeOfGstin } from "./pin-states";

/** 123456 paise -> "1,234.56" (en-IN grouping). The PDF's built-in fonts have no ₹ sign: "Rs." heads the columns. */
const amount = (paise: number) =>
  new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);

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
      "Prices include GST. Delivery charges are taxed with the goods they deliver. Tax is not payable on reverse charge. " +
      "This is a computer-generated invoice and needs no signature.",
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
      "refunded to the buyer. This is a computer-generated credit note and needs no signature.",
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
  const pdf = new PDFDocument({
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
  pdf.font("Helvetica-Bold").fontSize(16).text(text.title, { align: "center" });
  pdf.moveDown(0.5);

  const top = pdf.y;
  const sellerState = stateCodeOfGstin(seller.gstin);
  pdf
    .font("Helvetica-Bold")
    .fontSize(10)
    .text(seller.legalName, left, top, { width: width / 2 - 10 });
  pdf
    .font("Helvetica")
    .fontSize(9)
    .text(seller.postalAddress, { width: width / 2 - 10 })
    .text(`GSTIN: ${seller.gstin}`)
    .text(`State: ${GST_STATE_CODES[sellerState] ?? ""} (${sellerState})`);
  const sellerBottom = pdf.y;
  pdf
    .font("Helvetica")
    .fontSize(9)
    .text(text.numbers[0]!, left + width / 2, top, { width: width / 2 });
  for (const line of text.numbers.slice(1)) pdf.text(line);
  pdf
    .text(`Order: ${order.orderNumber} (${dateFormat.format(order.createdAt)})`)
    .text(`Payment: ${order.paymentMethod === "cod" ? "Cash on delivery" : "Paid online"}`)
    .text(
      `Place of supply: ${tax.placeOfSupply.state} (${tax.placeOfSupply.stateCode})` +
        (tax.placeOfSupply.from === "seller" ? ", no PIN code in the address" : ""),
    );
  pdf.y = Math.max(sellerBottom, pdf.y) + 10;

  pdf.font("Helvetica-Bold").fontSize(10).text("Bill to / Ship to", left);
  pdf
    .font("Helvetica")
    .fontSize(9)
    .text(order.customerName, { width })
    .text(order.customerAddress, { width })
    .text(order.buyerGstin ? `GSTIN: ${order.buyerGstin}` : "Unregistered buyer");
  pdf.moveDown();

  // The lines: each column's left edge and width.
  const columns = tax.interState
    ? ([
        ["Description", 170],
        ["HSN", 40],
        ["Qty", 30],
        ["Taxable (Rs.)", 85],
        ["GST %", 40],
        ["IGST (Rs.)", 70],
        ["Total (Rs.)", 80],
      ] as const)
    : ([
        ["Description", 150],
        ["HSN", 40],
        ["Qty", 25],
        ["Taxable (Rs.)", 75],
        ["GST %", 35],
        ["CGST (Rs.)", 60],
        ["SGST (Rs.)", 60],
        ["Total (Rs.)", 70],
      ] as const);
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    let x = left;
    let bottom = y;
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8.5);
    cells.forEach((cell, i) => {
      const w = columns[i]![1];
      pdf.text(cell, x, y, { width: w - 4, align: i >= 2 ? "right" : "left" });
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
    const description = line.size ? `${line.description} (size ${line.size})` : line.description;
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

  pdf.font("Helvetica").fontSize(9);
  pdf.text(`${text.totalWords}: Rs. ${amount(tax.totalPaise)}`, left);
  pdf.text(`Of which GST: Rs. ${amount(tax.cgstPaise + tax.sgstPaise + tax.igstPaise)}`);
  pdf.moveDown(0.5);
  pdf.fontSize(8).fillColor("#555555").text(text.footer, { width });
  pdf.end();
  return done;
}
