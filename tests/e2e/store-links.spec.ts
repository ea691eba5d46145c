import { expect, test } from "@playwright/test";
import { hydrated } from "./support/shop";

// The store's links are plain <a> elements that one listener turns into React Router's navigation
// (app/components/ui/StoreLink.tsx): a click moves within the running page, as <Link> did.
test.describe("the store's links", () => {
  test("move to the next page without loading the document again, and mark it as the one showing", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const main = page.getByRole("navigation", { name: "Main" });

    await main.getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");

    // A card, then the footer: still the same document.
    await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // Back returns to the product page.
    await page.goBack();
    await expect(page).toHaveURL(/\/product\/\d+$/);
  });

  test("leave a click with a modifier key to the browser (a new tab), and open a collection's item in place", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/shirts");
    await hydrated(page);
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" });
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click({ modifiers: ["Control"] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/products");
    await tab.close();
    await expect(page).toHaveURL(/\/shirts$/);

    // A card further down opens its detail within the list and keeps the place on the page.
    const card = page.getByRole("main").getByRole("article").nth(12);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/shirts\?item=\d+$/);
    await expect(page.getByRole("button", { name: /Add to Cart/i }).first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
