import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { fillCheckoutDetails, type TestAddress } from "./support/address";
import { BLUE_TIDE, GULAB_ATTAR, OLIVE_TOTE as TOTE, OUD_ROYALE, rupees } from "./support/catalog";
import { addToCart, expectNoSidewaysScroll, hydrated } from "./support/shop";
import { shopperContext, staffTest as test } from "./support/staff";

// Coupon codes in the browser: the staff make one, a shopper applies it (refused first, with why), sees the
// saving and orders with it, with and without JavaScript, on a phone and a desktop.

const SHOPPER = {
  name: "Ritu Sharma",
  email: `ritu.${randomBytes(3).toString("hex")}@example.com`,
  contact: "9876512345",
  address: { pin: "560001", line1: "12 MG Road", city: "Bengaluru", state: "Karnataka" } as TestAddress,
};

/** A 10% code made through the staff's API (the admin's cookies). */
async function makeCode(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const code = `E2E${randomBytes(3).toString("hex").toUpperCase()}`;
  const res = await request.post("/api/admin/coupons", { data: { code, kind: "percent", percent: 10, ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return code;
}

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });

test.describe("coupon codes", () => {
  test("the staff create a code on their page and see its figures", async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/coupons");
      await expect(page.getByRole("heading", { level: 1, name: "Coupon codes" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/promo-shots/staff-coupons-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await hydrated(page);
    const code = `NEW${randomBytes(3).toString("hex").toUpperCase()}`;
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByLabel("Gives").selectOption("flat");
    await page.getByLabel("Amount off (₹)").fill("300");
    await page.getByLabel(/^Minimum cart/).fill("1999");
    await page.getByRole("button", { name: "Create code" }).click();
    await expect(page.getByTestId("coupon-answer")).toHaveText(`${code} saved: ₹300 off above ₹1,999`);
    // The form starts afresh for the next code.
    await expect(page.getByLabel("Code", { exact: true })).toHaveValue("");
    // A code that exists is refused, and the form keeps what was typed.
    await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
    await page.getByLabel("Percent off").fill("95");
    await page.getByRole("button", { name: "Create code" }).click();
    await expect(page.locator("#coupon-percent-error")).toHaveText("Percentage must be a whole number from 1 to 90");
    await expect(page.getByLabel("Percent off")).toHaveValue("95");
    const card = page.locator(`[data-code="${code}"]`);
    await expect(card.getByTestId("coupon-uses")).toHaveText("0");
    await card.getByRole("button", { name: `Pause ${code}` }).click();
    await expect(card).toContainText("Paused");
    await noAxeViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/promo-shots/staff-coupon-list-${width}.png`, fullPage: true });
    }
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px with JavaScript: refused, applied, removed, applied again, ordered with the discount`, async ({
      browser,
      baseURL,
      page: staffPage,
    }) => {
      const code = await makeCode(staffPage.request);
      const context = await shopperContext(browser, baseURL, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      await addToCart(page, TOTE.id);
      await page.goto("/cart");
      await hydrated(page);
      // The code's form hydrates after the page (its script comes later): until then Apply posts the page.
      await expect(page.locator('[data-testid="coupon-form"][data-hydrated]')).toBeAttached();

      const field = page.getByLabel("Have a code?");
      await field.fill("NOPE123");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.locator("#coupon-code-error")).toHaveText(
        "We don't have a code called NOPE123. Check the spelling, or try another code.",
      );
      await expect(field).toHaveAttribute("aria-invalid", "true");

      await field.fill(code.toLowerCase());
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(summary(page).getByTestId("summary-discount")).toHaveText("-₹200");
      await expect(summary(page).getByTestId("summary-total")).toHaveText("₹1,799");
      await expect(summary(page).getByTestId("summary-saved")).toContainText("You save");
      await expect(summary(page).getByTestId("coupon-applied")).toContainText(`${code} applied: 10% off`);
      await expect(page.getByRole("status").filter({ hasText: `${code} applied: you save ₹200` })).toBeAttached();
      await expectNoSidewaysScroll(page);
      await noAxeViolations(page);
      await page.screenshot({ path: `/tmp/promo-shots/cart-code-${width}.png`, fullPage: true });

      await page.getByRole("button", { name: `Remove code ${code}` }).click();
      await expect(summary(page).getByTestId("summary-discount")).toHaveCount(0);
      await expect(summary(page).getByTestId("summary-total")).toHaveText("₹1,999");
      await page.getByLabel("Have a code?").fill(code);
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(summary(page).getByTestId("summary-discount")).toHaveText("-₹200");

      await page.goto("/customer-details?from=cart");
      await hydrated(page);
      await expect(page.getByTestId("checkout-discount")).toHaveText("-₹200");
      await expect(page.getByTestId("checkout-total")).toHaveText("₹1,799");
      await page.screenshot({ path: `/tmp/promo-shots/checkout-code-${width}.png`, fullPage: true });
      await fillCheckoutDetails(page, SHOPPER);
      await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();
      await expect(page).toHaveURL(/\/thank-you\?order=SH-/);
      await expect(page.getByTestId("order-discount")).toHaveText("-₹200");
      await expect(page.getByTestId("order-total")).toHaveText("₹1,799");
      await context.close();
    });
  }

  test("without JavaScript at 375 px: a refusal says what to do, then the code applies and is removed", async ({
    browser,
    baseURL,
    page: staffPage,
  }) => {
    const code = await makeCode(staffPage.request, { minCart: 2999 });
    const context = await shopperContext(browser, baseURL, {
      viewport: { width: 375, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await addToCart(page, TOTE.id);
    await page.goto("/cart");
    await page.getByLabel("Have a code?").fill(code);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: `Add ₹1,000 more to use ${code}` })).toBeVisible();
    await page.screenshot({ path: "/tmp/promo-shots/cart-refused-nojs-375.png", fullPage: true });

    await addToCart(page, TOTE.id);
    await page.goto("/cart");
    await page.getByLabel("Have a code?").fill(code);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText(`${code} applied: you save ₹400`)).toBeVisible();
    await expect(summary(page).getByTestId("summary-discount")).toHaveText("-₹400");
    await expect(summary(page).getByTestId("summary-total")).toHaveText("₹3,598");
    // (axe runs in the page's script: the pages with JavaScript are checked above.)
    await page.getByRole("button", { name: `Remove code ${code}` }).click();
    await expect(page.getByText("Code removed")).toBeVisible();
    await expect(summary(page).getByTestId("summary-total")).toHaveText("₹3,998");
    await context.close();
  });

  test("a code shown on product pages: the staff tick it, and the product page names it at 375 and 1280 px", async ({
    browser,
    baseURL,
    page,
  }) => {
    // Kept to one product, so no other spec's product page shows it.
    const code = `SHOW${randomBytes(3).toString("hex").toUpperCase()}`;
    await page.goto("/admin/coupons");
    await hydrated(page);
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByLabel("Percent off").fill("10");
    await page.getByLabel("Products").fill(String(BLUE_TIDE.id));
    await page.getByLabel(/^Show on product pages/).check();
    await page.getByRole("button", { name: "Create code" }).click();
    await expect(page.getByTestId("coupon-answer")).toHaveText(`${code} saved: 10% off`);
    await expect(page.locator(`[data-code="${code}"]`)).toContainText("shown on product pages");

    const line = `Best price ${await bestPrice(page.request)} with code ${code}`;
    for (const width of [375, 1280]) {
      const context = await shopperContext(browser, baseURL, { viewport: { width, height: 900 } });
      const shopper = await context.newPage();
      await shopper.goto(`/product/${BLUE_TIDE.id}`);
      await hydrated(shopper);
      await expect(shopper.getByTestId("best-price")).toHaveText(line);
      await expectNoSidewaysScroll(shopper);
      await noAxeViolations(shopper);
      await shopper.screenshot({ path: `/tmp/promo-shots/best-price-${width}.png` });
      await context.close();
    }
    await page.request.patch(`/api/admin/coupons/${await codeId(page.request, code)}`, { data: { state: "ended" } });
  });

  test("a shared product page's line becomes the shopper's: the code their cart holds is said to be applied", async ({
    browser,
    baseURL,
    page,
  }) => {
    const code = await makeCode(page.request, { products: [OUD_ROYALE.id], showOnProductPages: true, percent: 12 });
    // A browser that runs the store's script is given the shared page, a guest's line; once it has loaded,
    // the line becomes theirs.
    const context = await shopperContext(browser, baseURL, { viewport: { width: 1280, height: 900 } });
    const shopper = await context.newPage();
    await shopper.goto(`/product/${OUD_ROYALE.id}`);
    await hydrated(shopper);
    await addToCart(shopper, OUD_ROYALE.id);
    const applied = await shopper.request.post("/api/cart/coupon", { data: { code } });
    expect(applied.status(), await applied.text()).toBe(200);
    expect((await context.cookies()).some((cookie) => cookie.name === "stylehub_js")).toBe(true);
    await shopper.goto(`/product/${OUD_ROYALE.id}`);
    await hydrated(shopper);
    await expect(shopper.getByTestId("best-price")).toHaveText(
      `Best price ${await bestPrice(page.request, OUD_ROYALE.id)}: ${code} applied in your cart`,
    );
    await noAxeViolations(shopper);
    await context.close();
    await page.request.patch(`/api/admin/coupons/${await codeId(page.request, code)}`, { data: { state: "ended" } });
  });

  test("without JavaScript the staff untick 'Show on product pages' and the product page no longer names the code", async ({
    browser,
    baseURL,
    page,
  }) => {
    const code = await makeCode(page.request, { products: [GULAB_ATTAR.id], showOnProductPages: true });
    const plain = await browser.newContext({
      baseURL,
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
    });
    const staff = await plain.newPage();
    await staff.goto("/admin/coupons");
    await staff.getByRole("link", { name: `Edit ${code}` }).click();
    await expect(staff.getByLabel(/^Show on product pages/)).toBeChecked();
    await staff.getByLabel(/^Show on product pages/).uncheck();
    await staff.getByRole("button", { name: "Save changes" }).click();
    await expect(staff.locator(`[data-code="${code}"]`)).not.toContainText("shown on product pages");
    await plain.close();
    const guest = await shopperContext(browser, baseURL, { javaScriptEnabled: false });
    const after = await guest.newPage();
    await after.goto(`/product/${GULAB_ATTAR.id}`);
    await expect(after.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(after.getByTestId("best-price")).toHaveCount(0);
    await guest.close();
  });
});

/** The best price GET /api/products/:id gives a product (Blue Tide unless named), as the page prints it. */
async function bestPrice(request: APIRequestContext, id = BLUE_TIDE.id) {
  const answer = (await (await request.get(`/api/products/${id}`)).json()) as {
    bestOffer: { pricePaise: number } | null;
  };
  expect(answer.bestOffer).not.toBeNull();
  return rupees(Math.round(answer.bestOffer!.pricePaise / 100));
}

/** A code's id, from the staff's list. */
async function codeId(request: APIRequestContext, code: string) {
  const { coupons } = (await (await request.get("/api/admin/coupons")).json()) as {
    coupons: { id: number; code: string }[];
  };
  return coupons.find((coupon) => coupon.code === code)!.id;
}
