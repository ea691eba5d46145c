import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { product, rupees } from "./support/catalog";
import { addToCart, expectNoSidewaysScroll, hydrated, postAddToCart } from "./support/shop";
import { fillCheckoutDetails, type TestAddress } from "./support/address";
import { shopperContext, staffTest as test } from "./support/staff";

// A sale on a collection in the browser: the staff make it on their page, the collection's cards show the
// sale price with the product's own struck beside it, and the cart, the checkout and the order charge the
// sale price; with and without JavaScript, on a phone and a desktop. The sale is ended when done, since the
// other specs share the store.

const WATCH = product("Women Silver Mesh Minimal Watch");
// 20% of the watch's price, per piece, as the store rounds it (rules/offers.ts); the pages print whole rupees.
const OFF = Math.round(WATCH.amount * 20) / 100;
const SALE_PRICE = rupees(Math.round(WATCH.amount - OFF));
const SALE_NAME = "Ladies watch sale";

const SHOPPER = {
  name: "Meera Iyer",
  email: "meera.offers@example.com",
  contact: "9876512399",
  address: { pin: "560001", line1: "4 Brigade Road", city: "Bengaluru", state: "Karnataka" } as TestAddress,
};

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

const card = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: WATCH.name }) });
const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });

test.describe.configure({ mode: "serial" });

test.describe("a sale on a collection", () => {
  test.afterAll(async ({ browser, baseURL }) => {
    // End every offer this spec made, whatever happened.
    const context = await browser.newContext({ baseURL });
    const login = await context.request.post("/api/auth/login", {
      data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const list = (await (await context.request.get("/api/admin/offers")).json()) as {
      offers: { id: number; name: string; state: string }[];
    };
    for (const offer of list.offers.filter((o) => o.name === SALE_NAME && o.state !== "ended")) {
      await context.request.patch(`/api/admin/offers/${offer.id}`, { data: { state: "ended" } });
    }
    await context.close();
  });

  test("the staff start it on their page", async ({ page }) => {
    await page.goto("/admin/offers");
    await hydrated(page);
    await page.getByLabel("Name", { exact: true }).fill(SALE_NAME);
    await page.getByLabel("Percent off").fill("95");
    await page.getByRole("button", { name: "Create offer" }).click();
    await expect(page.locator("#offer-percent-error")).toHaveText("Percentage must be a whole number from 1 to 90");
    await page.getByLabel("Percent off").fill("20");
    await page.getByRole("checkbox", { name: "Girls Watches Collection" }).check();
    await page.getByRole("button", { name: "Create offer" }).click();
    await expect(page.getByTestId("offer-answer")).toHaveText(`${SALE_NAME} saved: ${SALE_NAME}: 20% off`);
    await expect(page.locator(`[data-offer="${SALE_NAME}"]`)).toContainText("Girls Watches Collection");
    await noAxeViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/offers-shots/staff-offers-${width}.png`, fullPage: true });
    }
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px with JavaScript: struck prices on the collection, the sale price charged`, async ({
      browser,
      baseURL,
    }) => {
      const context = await shopperContext(browser, baseURL, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/girls-watch");
      await hydrated(page);
      await expect(card(page).locator(".price-now")).toHaveText(SALE_PRICE);
      await expect(card(page).locator(".price-old")).toContainText(WATCH.price);
      await expect(card(page).locator(".price-off")).toHaveText("20% off");
      await expectNoSidewaysScroll(page);
      await noAxeViolations(page);
      await page.screenshot({ path: `/tmp/offers-shots/collection-sale-${width}.png` });

      await addToCart(page, WATCH.id);
      await page.goto("/cart");
      await hydrated(page);
      await expect(summary(page).getByTestId("summary-offer")).toHaveText(`-${rupees(Math.round(OFF))}`);
      await expect(summary(page)).toContainText(`${SALE_NAME}: 20% off applied`);
      await expect(summary(page).getByTestId("summary-total")).toHaveText(SALE_PRICE);
      await expect(summary(page).getByTestId("summary-saved")).toContainText("You save");
      await noAxeViolations(page);
      await page.screenshot({ path: `/tmp/offers-shots/cart-sale-${width}.png`, fullPage: true });

      if (width === 1280) {
        await page.goto("/customer-details?from=cart");
        await hydrated(page);
        await expect(page.getByTestId("checkout-total")).toHaveText(SALE_PRICE);
        await fillCheckoutDetails(page, SHOPPER);
        await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();
        await expect(page).toHaveURL(/\/thank-you\?order=SH-/);
        await expect(page.getByTestId("order-offer")).toHaveText(`-${rupees(Math.round(OFF))}`);
        await expect(page.getByTestId("order-total")).toHaveText(SALE_PRICE);
      }
      await context.close();
    });
  }

  test("without JavaScript at 375 px: the struck price shows and the cart charges the sale price", async ({
    browser,
    baseURL,
  }) => {
    const context = await shopperContext(browser, baseURL, {
      viewport: { width: 375, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/girls-watch");
    await expect(card(page).locator(".price-now")).toHaveText(SALE_PRICE);
    await expect(card(page).locator(".price-old")).toContainText(WATCH.price);
    await postAddToCart(page, WATCH.id, "/cart");
    await page.goto("/cart");
    await expect(summary(page).getByTestId("summary-offer")).toHaveText(`-${rupees(Math.round(OFF))}`);
    await expect(summary(page).getByTestId("summary-total")).toHaveText(SALE_PRICE);
    await page.screenshot({ path: "/tmp/offers-shots/cart-sale-nojs-375.png", fullPage: true });
    await context.close();
  });
});
