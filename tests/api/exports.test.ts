import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { invoices, orderLines, orders, refunds, returnLines, returnRequests } from "../../server/db/schema";
import { placeOrder, type OrderSettings } from "../../server/orders/orders";
import { issueCreditNote, issueInvoice } from "../../server/invoices/invoices";
import { parseCsv } from "../../server/exports/csv";
import { orderSettingsOf, setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { userWithSession } from "../helpers/accounts";

const shop = setUpTestServer();
let settings: OrderSettings;
let admin: string;
let shopper: string;
let PERFUME: number;
let SHIRT: number;
let WATCH: number;
let SOCKS: number;

beforeAll(async () => {
  settings = orderSettingsOf(shop.server.config);
  admin = (await userWithSession(shop.db, "admin")).token;
  shopper = (await userWithSession(shop.db)).token;
  PERFUME = await addProduct(shop.db, { category: "Perfumes", price: 2499, stock: 500 }); // 18%
  SHIRT = await addProduct(shop.db, { category: "Shirts & Tshirt", name: "Linen Shirt", price: 1299, stock: 500 }); // 5%
  WATCH = await addProduct(shop.db, { category: "Luxury Watch", price: 150_000, stock: 50 }); // 18%, over ₹1 lakh
  SOCKS = await addProduct(shop.db, { category: "Cordset & Tracksuit", price: 199, stock: 50 }); // 5%, pays for delivery
});

const get = (path: string, token = admin) =>
  fetch(`${shop.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

let guest = 0;
/** An order placed at `at` (a moment), cash on delivery, to `address`. */
async function place(address: string, items: unknown[], at: string) {
  const { order } = await placeOrder(
    shop.db,
    {
      owner: `guest:00000000-0000-4000-8000-${String(++guest).padStart(12, "0")}`,
      customer: { name: "Meera Iyer", email: "meera.exports@example.com", contact: "9876500031", address },
      items,
      paymentMethod: "cod",
    },
    settings,
  );
  await shop.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, order.id));
  return order;
}

const seller = () => shop.server.config.contact;

async function invoiceAt(orderId: number, at: string) {
  await shop.db.update(orders).set({ status: "shipped" }).where(eq(orders.id, orderId));
  return shop.db.transaction((tx) => issueInvoice(tx, orderId, seller(), new Date(at)));
}

/** A received return of `quantity` of the order's line `index`, refunded at `at`, with its credit note. */
async function creditAt(orderId: number, index: number, quantity: number, at: string, shippingPaise = 0) {
  const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
  const line = lines[index]!;
  const [request] = await shop.db.insert(returnRequests).values({ orderId, status: "received" }).returning();
  const paid = Math.round(((line.lineTotalPaise - line.discountPaise) * quantity) / line.quantity);
  await shop.db
    .insert(returnLines)
    .values({ returnId: request!.id, orderLineId: line.id, quantity, reason: "Too small", refundPaise: paid });
  const [refund] = await shop.db
    .insert(refunds)
    .values({
      returnId: request!.id,
      orderId,
      amountPaise: paid + shippingPaise,
      shippingPaise,
      state: "paid_out",
      receipt: `exports-${request!.id}`,
    })
    .returning();
  return shop.db.transaction((tx) => issueCreditNote(tx, refund!, seller(), new Date(at)));
}

/** "123.45" -> 12345. */
const paise = (text: string) => Math.round(Number(text) * 100);

describe("the orders export", () => {
  it("has every line of the orders placed in a range of Indian days, with GST that adds up to each order", async () => {
    // 00:30 on 1 March in India, and 23:30 on 28 February: only the first is in March.
    const inside = await place(
      "7 Church Street, Bengaluru 560001",
      [{ productId: SHIRT, quantity: 2, size: "M" }],
      "2027-02-28T19:00:00Z",
    );
    const before = await place(
      "7 Church Street, Bengaluru 560001",
      [{ productId: SHIRT, quantity: 1, size: "L" }],
      "2027-02-28T18:00:00Z",
    );
    const away = await place(
      "Flat 3, 21 Park Street, Kolkata 700016",
      [
        { productId: PERFUME, quantity: 1 },
        { productId: SHIRT, quantity: 1, size: "S" },
      ],
      "2027-03-15T06:00:00Z",
    );
    await invoiceAt(away.id, "2027-03-16T06:00:00Z");

    const res = await get("/api/admin/exports/orders?from=2027-03-01&to=2027-03-31&format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="orders-2027-03-01-to-2027-03-31.csv"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf])); // a byte order mark: Excel reads UTF-8
    const csv = parseCsv(bytes.toString("utf8"));
    const col = (name: string) => csv.header.indexOf(name);
    const numbers = new Set(csv.records.map((r) => r.cells[col("Order number")]));
    expect(numbers).toEqual(new Set([inside.orderNumber, away.orderNumber]));
    expect(numbers.has(before.orderNumber)).toBe(false);
    for (const order of [inside, away]) {
      const rows = csv.records.filter((r) => r.cells[col("Order number")] === order.orderNumber).map((r) => r.cells);
      const sum = (name: string) => rows.reduce((total, row) => total + paise(row[col(name)]!), 0);
      expect(sum("Line total")).toBe(Math.round(order.total * 100));
      expect(sum("Taxable value") + sum("CGST") + sum("SGST") + sum("IGST")).toBe(sum("Line total"));
    }
    const awayRows = csv.records.filter((r) => r.cells[col("Order number")] === away.orderNumber).map((r) => r.cells);
    expect(awayRows[0]![col("Invoice number")]).toMatch(/^SH\/2026-27\/\d{6}$/);
    expect(awayRows[0]![col("Place of supply")]).toBe("19-West Bengal");
    expect(awayRows.every((row) => row[col("CGST")] === "0.00" && row[col("Supply")] === "Inter-state")).toBe(true);
    expect(awayRows.map((row) => row[col("GST rate %")])).toEqual(["18", "5"]); // perfume, shirt (delivered free)
    const insideRows = csv.records
      .filter((r) => r.cells[col("Order number")] === inside.orderNumber)
      .map((r) => r.cells);
    expect(insideRows[0]![col("IGST")]).toBe("0.00");
    expect(insideRows[0]![col("Invoice number")]).toBe("");
    expect(insideRows[0]![col("Size")]).toBe("M");

    // The JSON answer has the same lines, in paise; a status narrows it.
    const json = (await (
      await get("/api/admin/exports/orders?from=2027-03-01&to=2027-03-31&status=shipped")
    ).json()) as {
      lines: { orderNumber: string; totalPaise: number }[];
    };
    expect(new Set(json.lines.map((l) => l.orderNumber))).toEqual(new Set([away.orderNumber]));
  });

  it("refuses a bad range with a clear message, and anyone but the staff", async () => {
    const bad = async (query: string, message: RegExp) => {
      const res = await get(`/api/admin/exports/orders?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    };
    await bad("from=2027-03-31&to=2027-03-01", /From must be on or before To/);
    await bad("from=2027-02-30&to=2027-03-01", /not a date/);
    await bad("to=2027-03-01", /From is required/);
    await bad("from=2025-01-01&to=2027-03-01", /at most 366 days/);
    await bad("from=2027-03-01&to=2027-03-02&status=lost", /Status/);
    expect((await get("/api/admin/exports/orders?from=2027-03-01&to=2027-03-31", shopper)).status).toBe(403);
    expect((await fetch(`${shop.url}/api/admin/exports/orders?from=2027-03-01&to=2027-03-31`)).status).toBe(401);
  });
});

describe("GSTR-1", () => {
  it("reconciles to the paisa with the month's invoices less its credit notes, B2C large apart", async () => {
    // April 2027: intra-state and inter-state small sales, a large inter-state one, and credit notes of
    // an April invoice, a March one (reducing April's figures) and the large one (CDNUR).
    const march = await place(
      "Flat 3, 21 Park Street, Kolkata 700016",
      [{ productId: PERFUME, quantity: 3 }],
      "2027-03-20T06:00:00Z",
    );
    await invoiceAt(march.id, "2027-03-31T17:00:00Z"); // 31 March, 22:30 in India: March
    const local = await place(
      "7 Church Street, Bengaluru 560001",
      [
        { productId: SHIRT, quantity: 3, size: "M" },
        { productId: PERFUME, quantity: 1 },
      ],
      "2027-04-02T06:00:00Z",
    );
    await invoiceAt(local.id, "2027-03-31T19:00:00Z"); // 1 April, 00:30 in India: April
    const kolkata = await place(
      "Flat 3, 21 Park Street, Kolkata 700016",
      [{ productId: SHIRT, quantity: 1, size: "L" }],
      "2027-04-03T06:00:00Z",
    );
    await invoiceAt(kolkata.id, "2027-04-04T06:00:00Z");
    const large = await place(
      "Flat 3, 21 Park Street, Kolkata 700016",
      [{ productId: WATCH, quantity: 1 }],
      "2027-04-05T06:00:00Z",
    );
    await invoiceAt(large.id, "2027-04-06T06:00:00Z");
    const small = await place(
      "Flat 3, 21 Park Street, Kolkata 700016",
      [{ productId: SOCKS, quantity: 1, size: "M" }],
      "2027-04-07T06:00:00Z",
    );
    expect(small.shipping).toBeGreaterThan(0);
    await invoiceAt(small.id, "2027-04-08T06:00:00Z");
    await creditAt(small.id, 0, 1, "2027-04-09T06:00:00Z", Math.round(small.shipping * 100)); // the whole order, delivery too
    await creditAt(local.id, 0, 1, "2027-04-10T06:00:00Z");
    await creditAt(march.id, 0, 1, "2027-04-11T06:00:00Z");
    await creditAt(large.id, 0, 1, "2027-04-12T06:00:00Z");
    const late = await place(
      "7 Church Street, Bengaluru 560001",
      [{ productId: PERFUME, quantity: 1 }],
      "2027-04-29T06:00:00Z",
    );
    await invoiceAt(late.id, "2027-04-30T19:00:00Z"); // 1 May in India: not April

    const res = await get("/api/admin/exports/gstr1?month=2027-04");
    expect(res.status).toBe(200);
    const { gstr1, offline } = (await res.json()) as {
      gstr1: {
        b2cs: {
          stateCode: string;
          ratePercent: number;
          supply: string;
          taxablePaise: number;
          igstPaise: number;
          cgstPaise: number;
          sgstPaise: number;
        }[];
        b2cl: { number: string; items: { taxablePaise: number; igstPaise: number }[] }[];
        cdnur: { number: string; invoiceNumber: string; items: { taxablePaise: number; igstPaise: number }[] }[];
        hsn: {
          hsn: string;
          ratePercent: number;
          quantity: number;
          taxablePaise: number;
          igstPaise: number;
          cgstPaise: number;
          sgstPaise: number;
        }[];
      };
      offline: Record<string, unknown> & {
        fp: string;
        gstin: string;
        b2cs: { txval: number; pos: string }[];
        hsn: { data: { txval: number }[] };
      };
    };

    // The figures as the invoices and credit notes of April (India's time) have them, summed here.
    const start = new Date("2027-03-31T18:30:00Z");
    const end = new Date("2027-04-30T18:30:00Z");
    const issued = await shop.db.execute<{ tax: { lines: Record<string, number>[] } }>(
      sql`select tax from invoices where issued_at >= ${start.toISOString()} and issued_at < ${end.toISOString()}`,
    );
    const noted = await shop.db.execute<{ tax: { lines: Record<string, number>[] } }>(
      sql`select tax from credit_notes where issued_at >= ${start.toISOString()} and issued_at < ${end.toISOString()}`,
    );
    const rowsOf = (r: unknown) =>
      ((r as { rows?: unknown[] }).rows ?? r) as { tax: { lines: Record<string, number>[] } }[];
    const total = (docs: { tax: { lines: Record<string, number>[] } }[], key: string) =>
      docs.reduce((sum, doc) => sum + doc.tax.lines.reduce((s, line) => s + line[key]!, 0), 0);
    expect(rowsOf(issued)).toHaveLength(4);
    expect(rowsOf(noted)).toHaveLength(4);
    for (const [key, figure] of [
      ["taxablePaise", "taxablePaise"],
      ["igstPaise", "igstPaise"],
      ["cgstPaise", "cgstPaise"],
      ["sgstPaise", "sgstPaise"],
    ] as const) {
      const expected = total(rowsOf(issued), key) - total(rowsOf(noted), key);
      const b2cs = gstr1.b2cs.reduce((s, row) => s + row[figure], 0);
      const b2cl = gstr1.b2cl.reduce((s, doc) => s + doc.items.reduce((t, i) => t + ((i as never)[figure] ?? 0), 0), 0);
      const cdnur = gstr1.cdnur.reduce(
        (s, doc) => s + doc.items.reduce((t, i) => t + ((i as never)[figure] ?? 0), 0),
        0,
      );
      expect(b2cs + b2cl - cdnur).toBe(expected);
      expect(gstr1.hsn.reduce((s, row) => s + row[figure], 0)).toBe(expected);
    }

    // The large invoice and its credit note stand alone; the March invoice's credit note reduces April's B2CS.
    const largeInvoice = (await shop.db.select().from(invoices).where(eq(invoices.orderId, large.id)))[0]!;
    expect(gstr1.b2cl.map((d) => d.number)).toEqual([largeInvoice.invoiceNumber]);
    expect(gstr1.cdnur.map((d) => d.invoiceNumber)).toEqual([largeInvoice.invoiceNumber]);
    const westBengal18 = gstr1.b2cs.find((row) => row.stateCode === "19" && row.ratePercent === 18)!;
    expect(westBengal18.taxablePaise).toBeLessThan(0); // only the March perfume's credit note, no April sale
    expect(westBengal18.supply).toBe("INTER");
    const karnataka5 = gstr1.b2cs.find((row) => row.stateCode === "29" && row.ratePercent === 5)!;
    expect(karnataka5.supply).toBe("INTRA");
    expect(karnataka5.igstPaise).toBe(0);
    // Shirts: 3 + 1 sold, 1 returned; the delivery charge has a value but no quantity.
    expect(gstr1.hsn.find((row) => row.hsn === "6205" && row.ratePercent === 5)!.quantity).toBe(3);
    // The tracksuit sold and returned whole, its delivery charge too: nothing left of it.
    expect(gstr1.hsn.find((row) => row.hsn === "6211")).toMatchObject({ quantity: 0, taxablePaise: 0, igstPaise: 0 });

    // The offline tool's JSON: its period, the store's GSTIN, and the same sums in rupees.
    expect(offline.fp).toBe("042027");
    expect(offline.gstin).toBe(shop.server.config.contact.gstin);
    const rupees = (n: number) => Math.round(n * 100);
    expect(offline.b2cs.reduce((s, row) => s + rupees(row.txval), 0)).toBe(
      gstr1.b2cs.reduce((s, row) => s + row.taxablePaise, 0),
    );
    expect(offline.hsn.data.reduce((s, row) => s + rupees(row.txval), 0)).toBe(
      gstr1.hsn.reduce((s, row) => s + row.taxablePaise, 0),
    );

    // The CSV files carry the same figures.
    const file = async (name: string) => {
      const r = await get(`/api/admin/exports/gstr1?month=2027-04&file=${name}`);
      expect(r.status).toBe(200);
      return { disposition: r.headers.get("content-disposition"), csv: parseCsv(await r.text()) };
    };
    const b2cs = await file("b2cs.csv");
    expect(b2cs.disposition).toBe('attachment; filename="GSTR1-042027-b2cs.csv"');
    const taxableAt = b2cs.csv.header.indexOf("Taxable Value");
    expect(b2cs.csv.records.reduce((s, r) => s + paise(r.cells[taxableAt]!), 0)).toBe(
      gstr1.b2cs.reduce((s, row) => s + row.taxablePaise, 0),
    );
    expect(b2cs.csv.records.map((r) => r.cells[b2cs.csv.header.indexOf("Place Of Supply")])).toContain("29-Karnataka");
    const hsn = await file("hsn.csv");
    expect(hsn.csv.header.slice(0, 5)).toEqual(["HSN", "Description", "UQC", "Total Quantity", "Total Value"]);
    expect(hsn.csv.records.reduce((s, r) => s + paise(r.cells[6]!), 0)).toBe(
      gstr1.hsn.reduce((s, row) => s + row.taxablePaise, 0),
    );
    expect((await file("cdnur.csv")).csv.records).toHaveLength(1);
    const json = await get("/api/admin/exports/gstr1?month=2027-04&file=gstr1.json");
    expect(json.headers.get("content-disposition")).toBe('attachment; filename="GSTR1-042027.json"');
    expect(await json.json()).toEqual(offline);

    expect((await get("/api/admin/exports/gstr1?month=2027-13")).status).toBe(400);
    expect((await get("/api/admin/exports/gstr1?month=2027-04&file=b2b.csv")).status).toBe(400);
  });
});
