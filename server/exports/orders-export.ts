// The staff's orders export: every line of the orders placed in a range of Indian days, with its GST.
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { invoices, orderLines, orders, pinCodes, productVariants, products } from "../db/schema";
import { parseInput } from "../http/parse";
import { computeInvoiceTax, DELIVERY_DESCRIPTION, stateCodeOfGstin, type InvoiceTax } from "../invoices/invoice-tax";
import { istDayEnd, istDayOf, istDayStart } from "@rules/coupon-schema";
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from "@rules/order-status";
import { rupeesCell, toCsv } from "./csv";

/** The longest range one export covers: a year and a day (a financial year, a leap year's). */
export const MAX_RANGE_DAYS = 366;

const day = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-12-01`)
    .refine((value) => istDayOf(istDayStart(value)) === value, `${label} is not a date of the calendar`);

export const ordersExportQuerySchema = z
  .object({
    from: day("From"),
    to: day("To"),
    status: z
      .enum(["", "all", ...ORDER_STATUSES], { error: "Status is not one of the orders' statuses" })
      .optional()
      .transform((value) => (value === "" || value === "all" || value === undefined ? undefined : value)),
  })
  .refine((q) => q.from <= q.to, { message: "From must be on or before To", path: ["to"] })
  .refine((q) => istDayEnd(q.to).getTime() - istDayStart(q.from).getTime() <= MAX_RANGE_DAYS * 24 * 60 * 60 * 1000, {
    message: `One export covers at most ${MAX_RANGE_DAYS} days`,
    path: ["to"],
  });
export type OrdersExportQuery = z.output<typeof ordersExportQuerySchema>;

/** One line of an order (or its delivery charge) with its GST, in paise. */
export interface ExportLine {
  orderNumber: string;
  /** When it was placed, in India: "2026-12-01 14:05". */
  placedAt: string;
  status: OrderStatus;
  paymentMethod: string;
  /** Blank until the order is dispatched (its tax is then what the invoice will say). */
  invoiceNumber: string;
  invoiceDate: string;
  customer: string;
  placeOfSupply: string;
  supply: "Intra-state" | "Inter-state";
  description: string;
  colour: string;
  size: string;
  sku: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

const istMinute = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const indianMinute = (at: Date) => istMinute.format(at).replace(", ", " ");

/**
 * The lines of the orders placed from `from` to `to` (Indian days, both included), of one status or all,
 * oldest first. An invoiced order's figures are its invoice's, as issued; an order not yet invoiced shows
 * the tax its invoice would carry today (the same arithmetic, server/invoices/invoice-tax.ts).
 */
export async function exportOrderLines(db: Db, input: unknown, sellerGstin: string): Promise<ExportLine[]> {
  const query = parseInput(ordersExportQuerySchema, input);
  const rows = await db
    .select({ order: orders, invoiceNumber: invoices.invoiceNumber, issuedAt: invoices.issuedAt, tax: invoices.tax })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        gte(orders.createdAt, istDayStart(query.from)),
        lt(orders.createdAt, istDayEnd(query.to)),
        query.status ? eq(orders.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  if (!rows.length) return [];
  const ids = rows.map((row) => row.order.id);
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      name: orderLines.name,
      colour: orderLines.colour,
      size: orderLines.size,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
      lineTotalPaise: orderLines.lineTotalPaise,
      discountPaise: orderLines.discountPaise,
      category: sql<string>`${products.category}`,
      sku: sql<string | null>`${productVariants.sku}`,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  const pins = [...new Set(rows.map((row) => row.order.shippingPin).filter((pin): pin is string => !!pin))];
  const states = new Map(
    pins.length
      ? (await db.select().from(pinCodes).where(inArray(pinCodes.pin, pins))).map((p) => [p.pin, p.state])
      : [],
  );
  const sellerState = stateCodeOfGstin(sellerGstin);
  const out: ExportLine[] = [];
  for (const { order, invoiceNumber, issuedAt, tax: issued } of rows) {
    const own = lines.filter((line) => line.orderId === order.id);
    const tax: InvoiceTax =
      issued ??
      computeInvoiceTax(
        own.map((line) => ({ ...line, description: line.name })),
        order.shippingPaise,
        { pin: order.shippingPin, state: order.shippingPin ? states.get(order.shippingPin) : undefined },
        sellerState,
      );
    tax.lines.forEach((taxed, index) => {
      const line = own[index];
      const delivery = !line && taxed.description === DELIVERY_DESCRIPTION;
      out.push({
        orderNumber: order.orderNumber,
        placedAt: indianMinute(order.createdAt),
        status: order.status,
        paymentMethod: order.paymentMethod,
        invoiceNumber: invoiceNumber ?? "",
        invoiceDate: issuedAt ? istDayOf(issuedAt) : "",
        customer: order.customerName,
        placeOfSupply: `${tax.placeOfSupply.stateCode}-${tax.placeOfSupply.state}`,
        supply: tax.interState ? "Inter-state" : "Intra-state",
        description: taxed.description,
        colour: taxed.colour ?? line?.colour ?? "",
        size: taxed.size ?? "",
        sku: line?.sku ?? "",
        hsn: taxed.hsn,
        quantity: taxed.quantity,
        unitPricePaise: delivery ? taxed.totalPaise : (line?.unitPricePaise ?? taxed.totalPaise),
        grossPaise: taxed.grossPaise ?? taxed.totalPaise,
        discountPaise: taxed.discountPaise ?? 0,
        taxablePaise: taxed.taxablePaise,
        ratePercent: taxed.ratePercent,
        cgstPaise: taxed.cgstPaise,
        sgstPaise: taxed.sgstPaise,
        igstPaise: taxed.igstPaise,
        totalPaise: taxed.totalPaise,
      });
    });
  }
  return out;
}

export const ORDERS_CSV_HEADER = [
  "Order number",
  "Placed at (IST)",
  "Status",
  "Payment",
  "Invoice number",
  "Invoice date",
  "Customer",
  "Place of supply",
  "Supply",
  "Item",
  "Colour",
  "Size",
  "SKU",
  "HSN",
  "Quantity",
  "Unit price (incl. GST)",
  "Gross value",
  "Discount",
  "Taxable value",
  "GST rate %",
  "CGST",
  "SGST",
  "IGST",
  "Line total",
] as const;

/**
 * The lines as the CSV file the staff download (amounts in rupees with paise), after a byte order mark:
 * Excel reads a CSV file without one in the computer's own code page, and garbles names in Indian scripts.
 */
export function ordersCsv(lines: ExportLine[]): string {
  return (
    "\uFEFF" +
    toCsv(
      ORDERS_CSV_HEADER,
      lines.map((l) => [
        l.orderNumber,
        l.placedAt,
        ORDER_STATUS_LABELS[l.status],
        l.paymentMethod === "cod" ? "Cash on delivery" : "Online",
        l.invoiceNumber,
        l.invoiceDate,
        l.customer,
        l.placeOfSupply,
        l.supply,
        l.description,
        l.colour,
        l.size,
        l.sku,
        l.hsn,
        l.quantity,
        rupeesCell(l.unitPricePaise),
        rupeesCell(l.grossPaise),
        rupeesCell(l.discountPaise),
        rupeesCell(l.taxablePaise),
        l.ratePercent,
        rupeesCell(l.cgstPaise),
        rupeesCell(l.sgstPaise),
        rupeesCell(l.igstPaise),
        rupeesCell(l.totalPaise),
      ]),
    )
  );
}

/** "orders-2026-12-01-to-2026-12-31.csv" (with the status when one was chosen). */
export function ordersFilename(input: unknown): string {
  const q = parseInput(ordersExportQuerySchema, input);
  return `orders-${q.from}-to-${q.to}${q.status ? `-${q.status}` : ""}.csv`;
}
