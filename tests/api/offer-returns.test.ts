// Property: whatever automatic offers (and code) an order got, its invoice charges what the order did, and
// returning its pieces in any grouping refunds exactly what was charged, with credit notes that add up to the
// invoice's tax, to the paisa. On the real database, through the store's own return steps.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { asc, eq } from "drizzle-orm";
import { cartCoupons, creditNotes, offers, orderEvents, orderLines, orders, refunds } from "../../server/db/schema";
import { placeOrder } from "../../server/orders/orders";
import { moveOrder } from "../../server/orders/admin";
import { addToCart } from "../../server/cart/cart";
import { invoiceFor } from "../../server/invoices/invoices";
import { requestReturn } from "../../server/orders/returns/requests";
import { moveReturn } from "../../server/orders/returns/moves";
import { markPayoutPaid } from "../../server/orders/returns/refunds";
import type { ReturnsContext } from "../../server/orders/returns/details";
import { createOffer } from "../../server/offers/offers";
import { createCoupon } from "../../server/coupons/admin";
import { plainOrderSettings, setUpTestDatabase } from "../helpers/harness";
import { testConfig } from "../helpers/app";
import { addProduct } from "../helpers/catalog";

const store = setUpTestDatabase();
const seller = testConfig().contact;
const staffSettings = { ...plainOrderSettings, seller };
const charging = { ...plainOrderSettings, freeShippingThresholdPaise: 100_000_000 };
const customer = {
  name: "Ishaan Rao",
  email: "ishaan.offers@example.com",
  contact: "9876500079",
  address: "7 Residency Road, Bengaluru 560025",
};
let WATCH: number;
let SHOES: number;
let PERFUME: number;

beforeAll(async () => {
  WATCH = await addProduct(store.db, { category: "Luxury Watch", price: 2333, stock: 500 });
  // ₹2,799 shown ₹3,299: an offer takes a pair across the footwear slab's line.
  SHOES = await addProduct(store.db, { category: "Shoes", price: 2799, stock: 500 });
  PERFUME = await addProduct(store.db, { category: "Perfumes", price: 1111, stock: 500 });
});

const ctx = (): ReturnsContext => ({ db: store.db, gateway: {} as never, settings: staffSettings });

async function delivered(quantities: [number, number, number], code: string | null) {
  const owner = `guest:00000000-0000-4000-8000-${randomBytes(6).toString("hex")}` as const;
  const [watches, shoes, perfumes] = quantities;
  if (watches) await addToCart(store.db, owner, { productId: WATCH, quantity: watches }, 0);
  if (shoes) await addToCart(store.db, owner, { productId: SHOES, quantity: shoes, size: "8" }, 0);
  if (perfumes) await addToCart(store.db, owner, { productId: PERFUME, quantity: perfumes }, 0);
  if (code) await store.db.insert(cartCoupons).values({ owner, code });
  const place = () =>
    placeOrder(store.db, { owner, customer, items: undefined, fromCart: true, paymentMethod: "cod" }, charging);
  let placed;
  try {
    placed = await place();
  } catch (error) {
    // A code kept off offer lines, on a cart whose every line is in an offer, is refused: order without it.
    if (!String((error as Error).message).includes("does not apply to items already in an offer")) throw error;
    await store.db.delete(cartCoupons).where(eq(cartCoupons.owner, owner));
    placed = await place();
  }
  const { order } = placed;
  await moveOrder(
    store.db,
    order.id,
    { status: "shipped", carrier: "Delhivery", trackingNumber: "DL9" },
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

async function giveBack(row: typeof orders.$inferSelect, lines: { orderLineId: number; quantity: number }[]) {
  const request = await requestReturn({ db: store.db, settings: staffSettings }, row, {
    lines: lines.map((line) => ({ ...line, reason: "Size too small" })),
    payout: { method: "upi", upiId: "ishaan.rao@okicici" },
  });
  await moveReturn(ctx(), request.id, { status: "approved" }, null);
  await moveReturn(ctx(), request.id, { status: "picked_up" }, null);
  await moveReturn(ctx(), request.id, { status: "received" }, null);
  await markPayoutPaid(ctx(), request.id, { reference: `UTR${randomBytes(4).toString("hex")}` }, null);
  const [refund] = await store.db.select().from(refunds).where(eq(refunds.returnId, request.id));
  const [note] = await store.db.select().from(creditNotes).where(eq(creditNotes.returnId, request.id));
  return { refund: refund!, note: note! };
}

describe("an order with automatic offers, returned in parts", () => {
  it("property: refunds add up to what was charged, credit notes to the invoice's tax", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          sale: fc.integer({ min: 1, max: 90 }),
          saleOn: fc.constantFrom<[string[], string[]]>([["luxury-watch"], []], [[], ["Shoes"]], [[], []]),
          buy: fc.option(fc.record({ percent: fc.integer({ min: 1, max: 90 }), n: fc.integer({ min: 2, max: 4 }) })),
          code: fc.option(fc.record({ percent: fc.integer({ min: 1, max: 50 }), combinable: fc.boolean() })),
          quantities: fc.tuple(
            fc.integer({ min: 0, max: 3 }),
            fc.integer({ min: 0, max: 3 }),
            fc.integer({ min: 1, max: 3 }),
          ),
          // Returned one piece at a time, or each line whole: the groupings differ in their rounding.
          pieceByPiece: fc.boolean(),
        }),
        async ({ sale, saleOn, buy, code, quantities, pieceByPiece }) => {
          await store.db.update(offers).set({ state: "ended" });
          await createOffer(store.db, {
            name: "Test sale",
            kind: "sale",
            percent: sale,
            collections: saleOn[0],
            categories: saleOn[1],
          });
          if (buy)
            await createOffer(store.db, { name: "Test buy", kind: "buy_n", percent: buy.percent, minQuantity: buy.n });
          let name: string | null = null;
          if (code) {
            name = `P${randomBytes(4).toString("hex")}`.toUpperCase();
            await createCoupon(store.db, { code: name, kind: "percent", ...code });
          }
          const order = await delivered(quantities, name);
          const invoice = (await invoiceFor(store.db, order.row, seller))!.tax;
          expect(invoice.totalPaise).toBe(order.row.totalPaise);

          const parts: Awaited<ReturnType<typeof giveBack>>[] = [];
          for (const line of order.lines) {
            if (pieceByPiece) {
              for (let piece = 0; piece < line.quantity; piece++) {
                parts.push(await giveBack(order.row, [{ orderLineId: line.id, quantity: 1 }]));
              }
            } else parts.push(await giveBack(order.row, [{ orderLineId: line.id, quantity: line.quantity }]));
          }
          for (const { refund, note } of parts) expect(note.tax.totalPaise).toBe(refund.amountPaise);
          const sum = (key: "totalPaise" | "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise") =>
            parts.reduce((total, part) => total + part.note.tax[key], 0);
          expect(parts.reduce((total, part) => total + part.refund.amountPaise, 0)).toBe(order.row.totalPaise);
          expect(sum("taxablePaise")).toBe(invoice.taxablePaise);
          expect(sum("cgstPaise") + sum("sgstPaise") + sum("igstPaise")).toBe(
            invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise,
          );
        },
      ),
      { numRuns: 10 },
    );
  });
});
