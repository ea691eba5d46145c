import { beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { invoices, orders, products } from "../../server/db/schema";
import { moveOrder } from "../../server/orders/admin";
import { placeOrder, type OrderSettings } from "../../server/orders/orders";
import { createServices, type Services } from "../../server/services";
import { issueInvoice } from "../../server/invoices/invoices";
import { migrationsFolder } from "../../server/db/migrate";
import { orderSettingsOf, setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { userWithSession } from "../helpers/accounts";
import { startTestServer } from "../helpers/app";
import { formatPaiseExact } from "@rules/money";

const shop = setUpTestServer();
let services: Services;
let settings: OrderSettings;
let PERFUME: number;
let LOAFER: number;
const tokens: Record<"admin" | "owner" | "other", { token: string; id: number }> = {} as never;

beforeAll(async () => {
  services = createServices(shop.db, shop.server.config);
  settings = orderSettingsOf(shop.server.config);
  tokens.admin = await userWithSession(shop.db, "admin");
  tokens.owner = await userWithSession(shop.db);
  tokens.other = await userWithSession(shop.db);
  PERFUME = await addProduct(shop.db, { category: "Perfumes", stock: 60 });
  LOAFER = await addProduct(shop.db, { category: "Loafers", stock: 25 }); // sizes 6-10
});

let guest = 0;
const both = () => [
  { productId: PERFUME, quantity: 2 },
  { productId: LOAFER, quantity: 1, size: "8" },
];
async function place(
  address: string,
  owner = `guest:00000000-0000-4000-8000-${String(++guest).padStart(12, "0")}`,
  items: unknown = both(),
  name = "Kavya Nair",
) {
  const { order } = await placeOrder(
    shop.db,
    {
      owner: owner as `guest:${string}`,
      customer: { name, email: "kavya.invoice@example.com", contact: "9876500002", address },
      items,
      paymentMethod: "cod",
    },
    settings,
  );
  return order;
}
const ship = (id: number) =>
  moveOrder(
    shop.db,
    id,
    { status: "shipped", carrier: "Delhivery", trackingNumber: "DL-1" },
    { ...settings, seller: shop.server.config.contact },
  );

async function download(url: string, init: { token?: string; form?: Record<string, string> } = {}) {
  const res = await fetch(`${shop.url}${url}`, {
    method: init.form ? "POST" : "GET",
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const invoiceOf = async (orderId: number) =>
  (await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

describe("the tax invoice PDF", () => {
  it("is issued at dispatch, and downloaded by the owner, a guest's lookup and staff, never by another shopper", async () => {
    const order = await place("Flat 3, 21 Park Street, Kolkata 700016", `user:${tokens.owner.id}`);
    const url = `/api/orders/${order.orderNumber}/invoice`;
    expect((await download(url, { token: tokens.owner.token })).res.status).toBe(404); // not yet dispatched
    expect(await invoiceOf(order.id)).toBeUndefined();

    await ship(order.id);
    const invoice = (await invoiceOf(order.id))!;
    expect(invoice.invoiceNumber).toMatch(/^SH\/\d{4}-\d{2}\/\d{6}$/);

    const mine = await download(url, { token: tokens.owner.token });
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get("content-type")).toBe("application/pdf");
    expect(mine.res.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.res.headers.get("content-disposition")).toBe(
      `attachment; filename="invoice-${invoice.invoiceNumber.replaceAll("/", "-")}.pdf"`,
    );
    expect(mine.bytes.subarray(0, 5).toString()).toBe("%PDF-");

    const text = await pdfText(mine.bytes);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain(shop.server.config.contact.legalName);
    expect(text).toContain(`GSTIN: ${shop.server.config.contact.gstin}`);
    expect(text).toContain("Place of supply: West Bengal (19)");
    expect(text).toContain("IGST");
    expect(text).not.toContain("CGST");
    expect(text).toContain("3303"); // perfume
    expect(text).toContain("6403"); // loafers
    expect(text).toContain(`Invoice total: ${formatPaiseExact(order.total * 100)}`);

    expect((await download(url, { token: tokens.other.token })).res.status).toBe(404);
    expect((await download(url)).res.status).toBe(404);

    const staff = await download(`/api/admin/orders/${order.id}/invoice`, { token: tokens.admin.token });
    expect(staff.res.status).toBe(200);
    expect(await pdfText(staff.bytes)).toContain(invoice.invoiceNumber);
    expect((await download(`/api/admin/orders/${order.id}/invoice`, { token: tokens.other.token })).res.status).toBe(
      403,
    );

    const lookup = await download("/api/orders/lookup/invoice", {
      form: { orderNumber: order.orderNumber, email: "KAVYA.invoice@example.com" },
    });
    expect(lookup.res.status).toBe(200);
    expect(lookup.res.headers.get("content-type")).toBe("application/pdf");
    const wrong = await download("/api/orders/lookup/invoice", {
      form: { orderNumber: order.orderNumber, email: "someone@example.com" },
    });
    expect(wrong.res.status).toBe(404);
  });

  it("splits the tax into CGST and SGST for a buyer in the store's state", async () => {
    const order = await place("7 Church Street, Bengaluru 560001");
    await ship(order.id);
    const { bytes } = await download(`/api/admin/orders/${order.id}/invoice`, { token: tokens.admin.token });
    const text = await pdfText(bytes);
    expect(text).toContain("Place of supply: Karnataka (29)");
    expect(text).toContain("CGST");
    expect(text).toContain("SGST");
    expect(text).not.toContain("IGST");
    expect(text).toContain(`Invoice total: ${formatPaiseExact(order.total * 100)}`);
  });

  it("prints a Hindi name and address and an emoji in embedded fonts, amounts in ₹, and the signatory", async () => {
    const name = "प्रिया शर्मा 🙏";
    const order = await place("Flat 4B, ग्रीन पार्क, कमला नगर, New Delhi 110016", undefined, undefined, name);
    await ship(order.id);
    const { bytes } = await download(`/api/admin/orders/${order.id}/invoice`, { token: tokens.admin.token });
    // Each script's font is embedded, as a subset of the glyphs used.
    const fonts = [...bytes.toString("latin1").matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    expect(new Set(fonts)).toEqual(
      new Set(["NotoSans-Regular", "NotoSans-Bold", "NotoSansDevanagari-Regular", "NotoEmoji-Regular"]),
    );
    expect(bytes.length).toBeLessThan(40_000);

    const text = await pdfText(bytes);
    // A PDF keeps glyphs in the order they are drawn: a vowel sign drawn before its consonant (ि) or a
    // reph drawn after (र्) comes out of the text moved. Words without them read back as written, and
    // every letter of the name comes back, none lost or garbled.
    expect(text).toContain("Flat 4B, ");
    expect(text).toContain("कमला नगर, New Delhi 110016");
    expect(text).toContain("🙏");
    const lines = text.split("\n");
    const printedName = lines[lines.indexOf("Bill to / Ship to") + 1]!;
    const letters = (s: string) => [...s.replace(/\s/g, "")].sort();
    expect(letters(printedName)).toEqual(letters(name));

    expect(text).toContain(`Invoice total: ${formatPaiseExact(order.total * 100)}`);
    expect(text).toMatch(/Total ₹[\d,]+\.\d\d ₹[\d,]+\.\d\d ₹[\d,]+\.\d\d/);
    expect(text).not.toContain("Rs.");
    expect(text).toContain(`For ${shop.server.config.contact.legalName}\nAuthorised signatory`);
  });

  it("takes no number for an order cancelled before dispatch", async () => {
    const order = await place("Kolkata 700016");
    const before = await shop.db.select().from(invoices);
    const cancel = await fetch(`${shop.url}/api/admin/orders/${order.id}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${tokens.admin.token}`, "content-type": "application/json" },
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(cancel.status).toBe(200);
    expect(await shop.db.select().from(invoices)).toHaveLength(before.length);
    expect((await download(`/api/admin/orders/${order.id}/invoice`, { token: tokens.admin.token })).res.status).toBe(
      404,
    );
  });
});

describe("the place of supply", () => {
  const mohali = {
    name: "Harpreet Kaur",
    email: "harpreet.invoice@example.com",
    contact: "9876500003",
    pin: "160055",
    line1: "House 12, Phase 7",
    city: "Mohali",
    state: "Punjab",
  };

  it("is the state India Post's directory gives the order's stored PIN code, as checkout asked for", async () => {
    // Mohali's 160055 is Punjab in the directory, though it sorts with Chandigarh's 160xxx.
    const { order } = await placeOrder(
      shop.db,
      {
        owner: "guest:00000000-0000-4000-8000-000000000160",
        customer: mohali,
        items: { productId: PERFUME, quantity: 1 },
        paymentMethod: "cod",
      },
      settings,
    );
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.shippingPin).toBe("160055");
    // The invoice reads the kept PIN code, not the address's text.
    await shop.db
      .update(orders)
      .set({ customerAddress: "House 12, Sector 17, Chandigarh 160017" })
      .where(eq(orders.id, order.id));
    await ship(order.id);
    expect((await invoiceOf(order.id))!.tax!.placeOfSupply).toEqual({
      stateCode: "03",
      state: "Punjab",
      from: "pin",
      pin: "160055",
    });
  });

  it("is the seller's state for a text address whose PIN code the directory does not have", async () => {
    const order = await place("Unit 4, Field Post 900123", undefined, { productId: PERFUME, quantity: 1 });
    expect((await shop.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.shippingPin).toBe("900123");
    await ship(order.id);
    expect((await invoiceOf(order.id))!.tax!.placeOfSupply).toMatchObject({ stateCode: "29", from: "seller" });
    const { bytes } = await download(`/api/admin/orders/${order.id}/invoice`, { token: tokens.admin.token });
    // The line wraps on the page.
    expect((await pdfText(bytes)).replace(/\s+/g, " ")).toContain(
      "Place of supply: Karnataka (29), PIN code 900123 not in India Post's directory",
    );
  });

  it("is kept for the orders placed before: the migration copies their PIN code out of the address", async () => {
    const perfume = { productId: PERFUME, quantity: 1 };
    const text = await place("Flat 3, 21 Park Street, Kolkata 700 016", undefined, perfume);
    const none = await place("12 MG Road, Pune", undefined, perfume);
    const { order: structured } = await placeOrder(
      shop.db,
      {
        owner: "guest:00000000-0000-4000-8000-000000000161",
        customer: mohali,
        items: { productId: PERFUME, quantity: 1 },
        paymentMethod: "cod",
      },
      settings,
    );
    const ids = [text.id, none.id, structured.id];
    await shop.db.update(orders).set({ shippingPin: null }).where(inArray(orders.id, ids));
    const migration = await readFile(path.join(migrationsFolder, "0029_order_shipping_pin.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint")[1]!;
    await shop.db.execute(sql.raw(backfill));
    const rows = await shop.db
      .select({ id: orders.id, pin: orders.shippingPin })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.pin]))).toEqual({
      [text.id]: "700016",
      [none.id]: null,
      [structured.id]: "160055",
    });
  });
});

describe("an issued invoice never changes", () => {
  it("keeps the seller and the tax as they were at issue, whatever the settings or the product say later", async () => {
    const order = await place("12 MG Road, Bengaluru 560001", undefined, { productId: PERFUME });
    await ship(order.id);
    const before = await pdfText(
      (await download(`/api/admin/orders/${order.id}/invoice`, { token: tokens.admin.token })).bytes,
    );
    // The store changes its registered name and GSTIN, and the perfume's category.
    const renamed = await startTestServer(shop.database, {
      env: { LEGAL_NAME: "Renamed Retail LLP", GSTIN: "27ABCDE1234F1Z5" },
    });
    const [perfume] = await shop.db
      .select({ category: products.category })
      .from(products)
      .where(eq(products.id, PERFUME));
    const category = perfume!.category;
    await shop.db.update(products).set({ category: "Watches" }).where(eq(products.id, PERFUME));
    try {
      const res = await fetch(`${renamed.url}/api/admin/orders/${order.id}/invoice`, {
        headers: { authorization: `Bearer ${tokens.admin.token}` },
      });
      const after = await pdfText(Buffer.from(await res.arrayBuffer()));
      expect(after).toBe(before);
      expect(after).toContain(shop.server.config.contact.legalName);
      expect(after).not.toContain("Renamed Retail LLP");
      expect(after).toContain("3303"); // still the perfume's HSN code
    } finally {
      await shop.db.update(products).set({ category }).where(eq(products.id, PERFUME));
      await renamed.close();
    }
  });

  it("prints a business buyer's GSTIN, given at checkout", async () => {
    const { order } = await placeOrder(
      shop.db,
      {
        owner: `guest:00000000-0000-4000-8000-${String(++guest).padStart(12, "0")}`,
        customer: {
          name: "Kavya Nair",
          email: "kavya.invoice@example.com",
          contact: "9876500002",
          address: "12 MG Road, Bengaluru 560001",
          gstin: "29aaacr5055k1z5",
        },
        items: { productId: PERFUME },
        paymentMethod: "cod",
      },
      settings,
    );
    await ship(order.id);
    const text = await pdfText(
      (await download(`/api/admin/orders/${order.id}/invoice`, { token: tokens.admin.token })).bytes,
    );
    expect(text).toContain("GSTIN: 29AAACR5055K1Z5");
    expect(text).not.toContain("Unregistered buyer");
    const refused = await placeOrder(
      shop.db,
      {
        owner: `guest:00000000-0000-4000-8000-${String(++guest).padStart(12, "0")}`,
        customer: {
          name: "K",
          email: "k@example.com",
          contact: "9876500002",
          address: "Bengaluru 560001",
          gstin: "12345",
        },
        items: { productId: PERFUME },
        paymentMethod: "cod",
      },
      settings,
    ).catch((error: unknown) => error);
    expect(String(refused)).toMatch(/must be a 15-character GSTIN/);
  });
});

describe("invoice numbers", () => {
  const consecutive = (numbers: number[]) => {
    const sorted = [...numbers].sort((a, b) => a - b);
    return sorted.every((n, i) => i === 0 || n === sorted[i - 1]! + 1);
  };

  it("are distinct and consecutive when many orders are dispatched at once, and stay with their order", async () => {
    const placed = await Promise.all(
      Array.from({ length: 10 }, () => place("Mumbai 400001", undefined, { productId: PERFUME })),
    );
    await Promise.all(placed.map((order) => ship(order.id)));
    // Issuing again, even at the same time, answers the same number.
    const again = await Promise.all(
      placed.flatMap((order) =>
        [0, 1].map(() => shop.db.transaction((tx) => issueInvoice(tx, order.id, shop.server.config.contact))),
      ),
    );
    const rows = await shop.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          placed.map((order) => order.id),
        ),
      );
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.invoiceNumber)).size).toBe(10);
    expect(consecutive(rows.map((row) => row.sequence))).toBe(true);
    for (const issued of again) {
      expect(issued.invoiceNumber).toBe(rows.find((row) => row.orderId === issued.orderId)!.invoiceNumber);
    }
  });

  it("are issued once on the first downloads of orders dispatched before invoices began", async () => {
    const placed = await Promise.all(
      Array.from({ length: 8 }, () => place("Chennai 600001", undefined, { productId: PERFUME })),
    );
    // Dispatched before this feature: the status says shipped, but there is no invoice yet.
    await shop.db
      .update(orders)
      .set({ status: "shipped" })
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      );
    const downloads = await Promise.all(
      placed.flatMap((order) => [0, 1, 2].map(() => services.staff.invoice(order.id))),
    );
    expect(downloads.every((d) => d !== undefined)).toBe(true);
    const rows = await shop.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          placed.map((order) => order.id),
        ),
      );
    expect(rows).toHaveLength(8);
    expect(consecutive(rows.map((row) => row.sequence))).toBe(true);
    for (const order of placed) {
      const number = rows.find((row) => row.orderId === order.id)!.invoiceNumber;
      const names = downloads.filter((d) => d!.filename === `invoice-${number.replaceAll("/", "-")}.pdf`);
      expect(names).toHaveLength(3);
    }
  });
});
