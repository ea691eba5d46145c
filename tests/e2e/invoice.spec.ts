import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Download, type Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { OUD_ROYALE as PERFUME } from "./support/catalog";
import { staffTest } from "./support/staff";

// A tax invoice is issued when an order is shipped (docs/decisions/013-tax-invoices.md): the shopper then
// downloads it from My Orders and from the guest lookup, and its totals are the amount paid.

async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The page passes axe, and its order (with the button) fits a 375 px phone and a 1280 px desktop. */
async function checkPage(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

staffTest(
  "a shipped order's tax invoice downloads from My Orders and the guest lookup, totalling what was paid",
  async ({ page, browser, baseURL }) => {
    // A whole journey through the shop and the staff pages: three times the usual time.
    staffTest.slow();
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const account = { username: `inv${tag}`, email: `inv.${tag}@example.com`, password: `Mango-Lantern-${tag}` };
    const shopper = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    expect((await shopper.request.post("/api/auth/signup", { data: account })).status()).toBe(201);
    expect((await shopper.request.post("/api/auth/login", { data: account })).status()).toBe(200);
    const placed = await shopper.request.post("/submit-order", {
      data: {
        customer: {
          name: "Ritu Sen",
          email: account.email,
          contact: "9876543210",
          address: "8 Lake Road, Kolkata 700029",
        },
        product: { productId: PERFUME.id, quantity: 2 },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { orderId, orderNumber, order } = (await placed.json()) as {
      orderId: number;
      orderNumber: string;
      order: { total: number };
    };

    const mine = await shopper.newPage();
    await mine.goto("/account");
    const row = mine.getByTestId("order").filter({ hasText: orderNumber });
    await row.locator("summary").click();
    await expect(row.getByTestId("order-status")).toHaveText("Order placed");
    await expect(row.getByRole("link", { name: "Download invoice" })).toHaveCount(0);

    const moved = await page.request.patch(`/api/admin/orders/${orderId}`, {
      data: { status: "shipped", carrier: "Blue Dart", trackingNumber: "BD-7001" },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await mine.reload();
    await row.locator("summary").click();
    const [download] = await Promise.all([
      mine.waitForEvent("download"),
      row.getByRole("link", { name: "Download invoice" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-SH-\d{4}-\d{2}-\d{6}\.pdf$/);
    await checkPage(mine, "my-orders-invoice");
    const text = await pdfText(download);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(orderNumber);
    expect(text).toContain("Place of supply: West Bengal (19)");
    expect(text).toContain(`Invoice total: Rs. ${rupees(order.total)}`);

    // A guest with the order's number and e-mail downloads the same invoice from the lookup page.
    const guest = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const lookup = await guest.newPage();
    await lookup.goto(`/orders/lookup?order=${orderNumber}`);
    await lookup.getByLabel("E-mail").fill(account.email);
    await lookup.getByRole("button", { name: "Find order" }).click();
    const found = lookup.getByTestId("found-order");
    const [again] = await Promise.all([
      lookup.waitForEvent("download"),
      found.getByRole("button", { name: "Download invoice" }).click(),
    ]);
    expect(again.suggestedFilename()).toBe(download.suggestedFilename());
    await checkPage(lookup, "lookup-invoice");
    expect(await pdfText(again)).toContain(`Invoice total: Rs. ${rupees(order.total)}`);

    // Staff find it on the orders page.
    await page.goto(`/admin/orders?q=${orderNumber}`);
    await expect(page.locator(`[data-order="${orderNumber}"]`).getByTestId("staff-invoice")).toBeVisible();
    await guest.close();
    await shopper.close();
  },
);
