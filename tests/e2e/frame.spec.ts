import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("the frame of every page", () => {
  test("every link's name holds the text it shows, at every width (axe's label-content-name-mismatch)", async ({
    page,
  }) => {
    for (const width of [375, 900, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/shirts"]) {
        await page.goto(path);
        const { violations } = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
        expect(violations.map((v) => `${width}px ${path}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
      }
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "StyleHub home" })).toBeVisible();
  });

  test("header links, cart count and footer texts", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "StyleHub home" })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await expect(nav.getByRole("link", { name: "Category", exact: true })).toHaveAttribute("href", "/shirts");
    await expect(nav.getByRole("link", { name: "All categories" })).toHaveAttribute("href", "/category");
    await expect(header.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account");
    await expect(header.getByRole("link", { name: /^Cart, \d+ items?$/ })).toHaveAttribute("href", "/cart");
    // An empty cart shows no badge (not a red "0").
    await expect(header.getByTestId("cart-count")).toHaveCount(0);

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    await expect(footer.getByRole("link", { name: "Terms Condition" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Customer Care" })).toHaveAttribute("href", "/support");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Returns and Refunds" })).toHaveAttribute("href", "/returns");
    await expect(footer).toContainText("Store time: 10:00 AM – 8:00 PM, Monday – Saturday");
    await expect(footer.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(footer.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/919876543210",
    );
    await expect(footer).toContainText("GSTIN 29ABCDE1234F1Z5");
    await expect(footer).toContainText("Customized or sale items are non-returnable.");
    await expect(footer).toContainText(
      'Sale items are those marked "Final sale"; other discounted items can be returned.',
    );
    await expect(footer).toContainText("Monday – Saturday: 10:00 AM – 8:00 PM | Sunday: Closed");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} StyleHub`);
    const email = footer.getByRole("link", { name: /@/ });
    await expect(email).toHaveAttribute("href", /^mailto:.+@.+/);
  });

  test("the menu toggle opens and closes the links on a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const products = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(products).toBeHidden();
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(products).toBeVisible();
    await close.click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(products).toBeHidden();
    // The icons stay reachable without opening the menu.
    await expect(page.getByRole("link", { name: /^Cart, / })).toBeVisible();
  });

  test("the menu is not shown as a toggle on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" })).toBeVisible();
  });

  for (const width of [768, 1280]) {
    test(`every category (/category) is one click from the header at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/products");
      const nav = page.getByRole("navigation", { name: "Main" });
      const all = nav.getByRole("link", { name: "All categories" });
      await expect(all).toBeVisible();
      // The header stays one row: the link sits beside the others, not wrapped under them.
      const [allBox, homeBox] = [await all.boundingBox(), await nav.getByRole("link", { name: "Home" }).boundingBox()];
      expect(Math.abs(allBox!.y - homeBox!.y)).toBeLessThan(2);
      // On one line, and the search box beside the links keeps room to type in.
      expect(allBox!.height).toBeLessThan(45);
      const search = await page.getByRole("banner").getByRole("combobox").boundingBox();
      expect(search!.width).toBeGreaterThanOrEqual(150);
      await all.click();
      await expect(page).toHaveURL(/\/category$/);
      await expect(page.getByRole("heading", { level: 1, name: "Shop by Category" })).toBeVisible();
      await expect(all).toHaveAttribute("aria-current", "page");
    });
  }

  test("unknown paths show the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | StyleHub");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  test("has no accessibility violations (axe)", async ({ page }) => {
    await page.goto("/");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test("the page hydrates without console errors or CSP violations", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await page.setViewportSize({ width: 375, height: 812 });
    // The toggle only works once React has hydrated.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
