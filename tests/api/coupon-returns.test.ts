// A discounted order through its tax invoice and partial returns, on the real database: each return refunds
// what its pieces were paid, its credit note reverses their tax, and the returns of the whole order add up
// to what was charged, to the paisa.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { cartCoupons, creditNotes, invoices, orderEvents, orderLines, orders, refunds } from "../../server/db/schema";
import { placeOrder } from "../../server/orders/orders";
import { moveOrder } from "../../server/orders/admin";
import { addToCart } from "../../server/cart/cart";
import { invoiceFor } from "../../server/invoices/invoices";
import { renderInvoicePdf } from "../../server/invoices/invoice-pdf";
import { pdfText } from "../helpers/pdf";
import { formatPaiseExact } from "@rules/money";
import { requestReturn } from "../../server/orders/returns/requests";
import { moveReturn } from "../../server/orders/returns/moves";
import { markPayoutPaid } from "../../server/orders/returns/refunds";
import type { ReturnsContext } from "../../server/orders/returns/details";
import { plainOrderSettings, setUpTestDatabase } from "../helpers/harness";
import { testConfig } from "../helpers/app";
import { addProduct } from "../helpers/catalog";
import { createCoupon } from "../../server/coupons/admin";

const store = setUpTestDatabase();
const seller = testConfig().contact;
const staffSettings = { ...plainOrderSettings, seller };
// Shipping charged on every order here, so a whole-order return brings it back too.
const charging = { ...plainOrderSettings, freeShippingThresholdPaise: 100_000_000 };
const customer = {
  name: "Kavya Menon",
  email: "kavya.coupons@example.com",
  contact: "9876500078",
  address: "22 Marine Drive, Kochi 682031",
};
let SHIRT: number;
let PERFUME: number;

beforeAll(async () => {
  SHIRT = await addProduct(store.db, { category: "Shirts & Tshirt", price: 1299, stock: 100 });
  PERFUME = await addProduct(store.db, { category: "Perfumes", price: 2399, stock: 100 });
});

/** A delivered cash-on-delivery order of the cart, with the code applied. */
async function deliveredWithCode(code: string) {
  const owner = `guest:00000000-0000-4000-8000-${randomBytes(6).toString("hex")}` as const;
  await addToCart(store.db, owner, { productId: SHIRT, quantity: 1, size: "M" }, charging.markupPaise);
  await addToCart(store.db, owner, { productId: SHIRT, quantity: 1, size: "L" }, charging.markupPaise);
  await addToCart(store.db, owner, { productId: PERFUME, quantity: 3 }, charging.markupPaise);
  await store.db.insert(cartCoupons).values({ owner, code });
  const { order } = await placeOrder(
    store.db,
    { owner, customer, items: undefined, fromCart: true, paymentMethod: "cod" },
    charging,
  );
  await moveOrder(
    store.db,
    order.id,
    { status: "shipped", carrier: "Delhivery", trackingNumber: "DL1" },
    staffSettings,
  );
  await moveOrder(store.db, order.id, { status: "delivered" }, staffSettings);
  await store.db
    .update(orderEvents)
    .set({ at: new Date(Date.now() - 24 * 60 * 60 * 1000) })
    .where(eq(orderEvents.orderId, order.id));
  const [row] = await store.db.select().from(orders).where(eq(orders.id, order.id));
  const lines = await store.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return { row: row!, lines };
}

const ctx = (): ReturnsContext => ({ db: store.db, gateway: {} as never, settings: staffSettings });

/** Returns these pieces, received and paid out: the refund's amount and its credit note. */
async function giveBack(
  order: { row: typeof orders.$inferSelect },
  lines: { orderLineId: number; quantity: number }[],
) {
  const request = await requestReturn({ db: store.db, settings: staffSettings }, order.row, {
    lines: lines.map((line) => ({ ...line, reason: "Size too small" })),
    payout: { method: "upi", upiId: "kavya.menon@okhdfc" },
  });
  await moveReturn(ctx(), request.id, { status: "approved" }, null);
  await moveReturn(ctx(), request.id, { status: "picked_up" }, null);
  await moveReturn(ctx(), request.id, { status: "received" }, null);
  await markPayoutPaid(ctx(), request.id, { reference: `UTR${randomBytes(4).toString("hex")}` }, null);
  const [refund] = await store.db.select().from(refunds).where(eq(refunds.returnId, request.id));
  const [note] = await store.db.select().from(creditNotes).where(eq(creditNotes.returnId, request.id));
  return { refund: refund!, note: note! };
}

describe.each([
  ["10% off", { kind: "percent", percent: 10 }],
  ["20% off, capped at ₹700", { kind: "percent", percent: 20, cap: 700 }],
  ["₹450 off", { kind: "flat", flat: 450 }],
  ["free shipping", { kind: "free_shipping" }],
])("%s: returning 1 of 3 lines, then the others piece by piece", (_, terms) => {
  it("refunds and credit notes add up to the order and its invoice to the paisa", async () => {
    const { code } = await createCoupon(store.db, { code: `R${randomBytes(3).toString("hex")}`, ...terms });
    const order = await deliveredWithCode(code);
    expect(order.row.couponCode).toBe(code);
    const document = await invoiceFor(store.db, order.row, seller);
    const invoice = document!.tax;
    expect(invoice.totalPaise).toBe(order.row.totalPaise);
    if (order.row.discountPaise) {
      expect(invoice.lines[0]!.discountPaise).toBe(order.lines[0]!.discountPaise);
      // The PDF shows each line's discount.
      const text = (await pdfText(await renderInvoicePdf(document!))).replace(/\s+/g, " ");
      const first = order.lines[0]!;
      expect(text).toContain(`Less discount ${formatPaiseExact(first.discountPaise)}`);
    }

    const [shirtM, shirtL, perfume] = order.lines;
    const parts = [
      await giveBack(order, [{ orderLineId: shirtL!.id, quantity: 1 }]),
      await giveBack(order, [{ orderLineId: perfume!.id, quantity: 2 }]),
      await giveBack(order, [
        { orderLineId: shirtM!.id, quantity: 1 },
        { orderLineId: perfume!.id, quantity: 1 },
      ]),
    ];
    // The first refund is exactly what the line was paid.
    expect(parts[0]!.refund.amountPaise).toBe(shirtL!.lineTotalPaise - shirtL!.discountPaise);
    for (const { refund, note } of parts) {
      expect(note.tax.totalPaise).toBe(refund.amountPaise);
      expect(refund.amountPaise).toBeGreaterThan(0);
    }
    const total = (key: "totalPaise" | "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise") =>
      parts.reduce((sum, part) => sum + part.note.tax[key], 0);
    expect(parts.reduce((sum, part) => sum + part.refund.amountPaise, 0)).toBe(order.row.totalPaise);
    expect(total("totalPaise")).toBe(invoice.totalPaise);
    expect(total("taxablePaise")).toBe(invoice.taxablePaise);
    expect(total("cgstPaise") + total("sgstPaise") + total("igstPaise")).toBe(
      invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise,
    );
    expect((await store.db.select().from(invoices).where(eq(invoices.orderId, order.row.id))).length).toBe(1);
  });
});
