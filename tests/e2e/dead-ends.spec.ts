import { expect, test } from "@playwright/test";
import {
  BURGUNDY_LOAFERS,
  EMBROIDERED_SANDALS as SANDAL,
  OLIVE_TOTE as TOTE,
  CROC_LOAFERS as LOAFERS,
} from "./support/catalog";
import { addToCart, cartLine as line, cartLink, hydrated } from "./support/shop";

// Every way a shopper used to get stuck, with and without JavaScript: each now has a way forward.

test.describe("a cart line without the size checkout needs", () => {
  test("a sandal added from its card takes a size on the cart line, then checks out", async ({ page }) => {
    await page.goto("/sandals-page");
    await hydrated(page);
    const card = page.locator("main article").filter({ has: page.getByRole("heading", { name: SANDAL.name }) });
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

    await page.goto("/cart");
    await hydrated(page);
    const sandal = line(page, SANDAL.name);
    await expect(sandal).not.toContainText("Size: N/A");
    await sandal.getByLabel(/Choose a size before checkout/).selectOption("38");
    await expect(sandal).toContainText("Size: 38");
    await expect(sandal.getByLabel(/Choose a size before checkout/)).toHaveCount(0);

    await page.getByRole("button", { name: "Proceed to Buy" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/customer-details\?from=cart$/);
    await expect(page.locator("main")).toContainText("38");
    await expect(page.getByRole("link", { name: /cart/i }).filter({ hasText: /size/i })).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the size is chosen with Save size", async ({ page }) => {
      await addToCart(page, SANDAL.id);
      await page.goto("/cart");
      const sandal = line(page, SANDAL.name);
      await sandal.getByLabel(/Choose a size before checkout/).selectOption("39");
      await sandal.getByRole("button", { name: "Save size" }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(line(page, SANDAL.name)).toContainText("Size: 39");
    });
  });
});

test.describe("an emptied cart can be restored for a day", () => {
  test("after the idle clearing, Restore my cart brings the lines back", async ({ page }) => {
    await page.clock.install();
    await addToCart(page, TOTE.id, 2);
    await page.goto("/cart");
    await hydrated(page);
    await page.clock.fastForward(5 * 60_000 + 5_000);
    await expect(page.getByText("Your cart was emptied after 5 minutes without activity.")).toBeVisible();
    await expect(page.getByText("You can restore it below.")).toBeVisible();
    // The wording agrees with what happened: nothing "waits here" in an emptied cart.
    await expect(page.getByText("it will wait for you here")).toHaveCount(0);
    await expect(page.getByText("We kept the 2 items you had for a day.", { exact: false })).toBeVisible();

    await page.getByRole("button", { name: "Restore my cart" }).click();
    await expect(line(page, TOTE.name).getByTestId("line-price")).toHaveText("₹1,999 x 2 = ₹3,998");
    await expect(page.getByText("Your cart was emptied after")).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
    await expect(page.getByRole("button", { name: "Restore my cart" })).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Restore my cart is a plain form post", async ({ page }) => {
      await addToCart(page, TOTE.id);
      expect((await page.request.delete("/api/cart/clear")).status()).toBe(200);
      await page.goto("/cart");
      await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
      await page.getByRole("button", { name: "Restore my cart" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Your cart is back" })).toBeVisible();
      await expect(line(page, TOTE.name)).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    });
  });
});

test.describe("the product page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add to Cart sends the chosen size and quantity", async ({ page }) => {
    const LOAFERS = BURGUNDY_LOAFERS;
    await page.goto(`/product/${LOAFERS.id}`);
    await page.locator("#sizes").getByText("8", { exact: true }).click();
    await page.getByLabel("Quantity").selectOption("2");
    await page.locator("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${LOAFERS.id}$`));
    await expect(page.getByRole("status").filter({ hasText: `${LOAFERS.name} added to cart` })).toBeVisible();
    await page.goto("/cart");
    await expect(line(page, LOAFERS.name)).toContainText("Size: 8");
    await expect(line(page, LOAFERS.name).getByTestId("line-price")).toHaveText(/ x 2 = /);
    // ₹5,199 struck through, ₹3,349 paid: ₹1,850 off each.
    await expect(page.getByTestId("summary-saved")).toHaveText("You save ₹3,700 on this order");
  });

  test("Buy Now asks for a size where the collection needs one, then goes to the checkout", async ({ page }) => {
    await page.goto(`/product/${SANDAL.id}`);
    await page.locator("main").getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${SANDAL.id}$`));
    await expect(page.getByText("⚠️ Please select a size before buying!")).toBeVisible();

    await page.locator("#sizes").getByText("38", { exact: true }).click();
    await page.getByLabel("Quantity").selectOption("3");
    await page.locator("main").getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${SANDAL.id}&quantity=3&size=38$`));
    await expect(page.locator("main")).toContainText(SANDAL.name);
  });
});

test.describe("the small-screen menu", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("lists every collection, the account pages and help", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "All categories" })).toHaveAttribute("href", "/category");
    await expect(nav.getByRole("link", { name: "Girls Sandals" })).toHaveAttribute("href", "/sandals-page");
    await expect(nav.getByRole("link", { name: "Track an order" })).toHaveAttribute("href", "/orders/lookup");
    await expect(nav.getByRole("link", { name: "Returns and Refunds" })).toBeVisible();
    const box = await nav.getByRole("link", { name: "Wishlist" }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await nav.getByRole("link", { name: "All categories" }).click();
    await expect(page).toHaveURL(/\/category$/);
    await expect(nav.getByRole("link", { name: "All categories" })).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("opens and closes", async ({ page }) => {
      await page.goto("/");
      const products = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" });
      await expect(products).toBeHidden();
      await page.getByRole("link", { name: "Open menu" }).click();
      await expect(products).toBeVisible();
      await page.getByRole("link", { name: "Close menu" }).click();
      await expect(products).toBeHidden();
    });
  });
});

test.describe("the product page on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a size chart beside the sizes, and a bottom bar once the buttons scroll away", async ({ page }) => {
    await page.goto(`/product/${LOAFERS.id}`);
    await hydrated(page);
    const chart = page.locator("main").getByText("Size chart");
    await chart.click();
    const table = page.getByRole("table", { name: "Men's shoes and loafers" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row", { name: /^8 42 9 26\.2$/ })).toBeVisible();

    const bar = page.getByTestId("sticky-buy-bar");
    await expect(bar).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("₹3,799");
    // Its buttons press the real ones: the size rule speaks first.
    await bar.getByText("Add to Cart").click();
    await expect(page.getByTestId("toast").filter({ hasText: "Please select a size" })).toBeVisible();
    await page.locator("#sizes").getByText("9", { exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await bar.getByText("Add to Cart").click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  });

  test("after following a link, the focus is on the new page's heading", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Returns and Refunds" }).click();
    await expect(page).toHaveURL(/\/returns$/);
    await expect(page.locator("main h1")).toBeFocused();
  });
});
