import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { expectNoSidewaysScroll, hydrated } from "./support/shop";
import { staffTest as test } from "./support/staff";

// The staff's exports page: an orders CSV and a GSTR-1 file downloaded, and a catalogue file with a bad row
// checked (a dry run: the row's line and problem, nothing changed), with and without JavaScript.

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** Clicks a download button and answers the file's name and text. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
}

/** The catalogue's export with a row naming a SKU no product has, on its last line. */
async function fileWithBadRow(page: Page) {
  const res = await page.request.get("/api/admin/exports/catalogue");
  expect(res.status()).toBe(200);
  const csv = await res.text();
  const line = csv.split("\r\n").length; // the line the appended row lands on
  return { csv: `${csv}no-such-handle,,,,,,,,,,,,,,NO-SUCH-SKU-E2E\r\n`, line };
}

for (const javaScript of [true, false]) {
  test(`${javaScript ? "with" : "without"} JavaScript: orders CSV, GSTR-1 and an import's dry run`, async ({
    browser,
    baseURL,
    adminState,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      baseURL,
      storageState: adminState,
      javaScriptEnabled: javaScript,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    for (const width of javaScript ? [1280, 375] : [375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/exports");
      await expect(page.getByRole("heading", { level: 1, name: "Exports" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      // axe runs in the page's JavaScript: the page without it is the same markup, checked in the first run.
      if (javaScript) await noAxeViolations(page);
      await page.screenshot({
        path: `/tmp/exports-shots/exports-${javaScript ? "js" : "nojs"}-${width}.png`,
        fullPage: true,
      });
    }
    if (javaScript) await hydrated(page);

    await page.getByLabel("From", { exact: true }).fill("2026-01-01");
    const orders = await download(page, "Download orders CSV");
    expect(orders.name).toMatch(/^orders-2026-01-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(orders.text.split("\r\n")[0]).toContain("Order number,Placed at (IST),Status");
    expect(orders.text).toContain("Taxable value,GST rate %,CGST,SGST,IGST");

    await page.getByLabel("Month").fill("2026-11");
    const gstr1 = await download(page, "Download GSTR-1 file");
    expect(gstr1.name).toBe("GSTR1-112026.json");
    expect(JSON.parse(gstr1.text)).toMatchObject({
      fp: "112026",
      b2cs: expect.any(Array),
      hsn: { data: expect.any(Array) },
    });

    // A range backwards is refused, with why, on the page.
    await page.getByLabel("From", { exact: true }).fill("2026-12-31");
    await page.getByLabel("To", { exact: true }).fill("2026-12-01");
    await page.getByRole("button", { name: "Download orders CSV" }).click();
    await expect(page.getByTestId("exports-notice")).toHaveText("From must be on or before To");

    const { csv, line } = await fileWithBadRow(page);
    await page
      .getByLabel("Products CSV to import")
      .setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Check file" }).click();
    const answer = page.getByTestId("import-answer");
    await expect(answer.getByRole("alert")).toContainText("1 problem to fix before it can be applied");
    const problem = answer.getByTestId("import-problems").locator("tbody tr");
    await expect(problem).toHaveCount(1);
    await expect(problem.locator("td").first()).toHaveText(String(line));
    // A handle and SKU the store does not have make a new product: that row lacks what one needs.
    await expect(problem).toContainText(
      "Title, Variant Price and Image Src are required: no product has handle no-such-handle",
    );
    if (javaScript) await noAxeViolations(page);
    await page.screenshot({ path: `/tmp/exports-shots/import-${javaScript ? "js" : "nojs"}-375.png`, fullPage: true });
    await context.close();
  });
}

/** A Shopify file of one new product: a shirt in two sizes, with a word to find it by. */
function newProductFile(word: string) {
  const header =
    "Handle,Title,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src";
  const handle = word.toLowerCase();
  return [
    header,
    `${handle},${word} Shirt,Shirts & Tshirt,Size,S,${word}-S,1999.00,3,https://images.example.com/${handle}.jpg`,
    `${handle},,,,M,${word}-M,1999.00,4,`,
    "",
  ].join("\r\n");
}

test("with JavaScript: an import shows its upload's progress, then its rows being checked, and makes a new product", async ({
  browser,
  baseURL,
  adminState,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, storageState: adminState });
  const page = await context.newPage();
  const word = `Progress${Date.now().toString(36)}`;
  const file = { name: "new.csv", mimeType: "text/csv", buffer: Buffer.from(newProductFile(word)) };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/exports");
    await hydrated(page);
    // The server's answer waits a moment, so the status between upload and answer can be seen.
    await page.route("**/api/admin/catalogue/import*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByLabel("Products CSV to import").setInputFiles(file);
    await page.getByRole("button", { name: "Check file" }).click();
    const status = page.getByTestId("import-progress").getByRole("status");
    await expect(status).toHaveText(/^(Uploading \d+%|Checking 2 rows…)$/);
    await expect(page.getByTestId("import-progress").locator("progress")).toBeVisible();
    await expect(page.getByRole("button", { name: "Check file" })).toBeDisabled();
    await noAxeViolations(page);
    await page.screenshot({ path: `/tmp/exports-shots/import-progress-${width}.png`, fullPage: true });
    await expect(page.getByTestId("import-answer").getByRole("status")).toHaveText(
      "2 rows checked, no problems: applying it makes 1 new product and changes 0 products, 0 colours' prices and 0 sizes' stock",
    );
    await expect(status).toHaveText("");
    await expectNoSidewaysScroll(page);
    await page.unroute("**/api/admin/catalogue/import*");
  }
  await page.getByLabel("Products CSV to import").setInputFiles(file);
  await page.getByRole("button", { name: "Apply changes" }).click();
  await expect(page.getByTestId("import-answer").getByRole("status")).toHaveText(/^Applied: 1 new product made/);
  await noAxeViolations(page);
  await page.screenshot({ path: "/tmp/exports-shots/import-applied-1280.png", fullPage: true });
  const found = await page.request.get(`/api/products?q=${word}`);
  expect(((await found.json()) as { products: { name: string }[] }).products.map((p) => p.name)).toEqual([
    `${word} Shirt`,
  ]);
  await context.close();
});
