import { expect, test, type Page } from "@playwright/test";
import {
  LOW_TOP_SNEAKERS as SHOE,
  EMBROIDERED_SANDALS as SANDAL,
  NAVY_TRACKSUIT as TRACKSUIT,
  OUD_ROYALE as PERFUME,
  CROC_LOAFERS as LOAFER,
} from "./support/catalog";
import { cartLink, holdScripts, hydrated } from "./support/shop";

const popup = (page: Page, text: string | RegExp) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();
const chooseSize = (page: Page, size: string) =>
  page
    .locator("label")
    .filter({ hasText: new RegExp(`^${size}$`) })
    .click();

test.describe("adding to the cart from every product surface", () => {
  test("from a collection's detail, with a size", async ({ page }) => {
    await page.goto(`/loafers?item=${LOAFER.id}`);
    await hydrated(page);
    const detail = page.locator("main");
    await chooseSize(page, "8");
    await detail.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(popup(page, `${LOAFER.name} added to cart`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await page.goto("/cart");
    await expect(page.locator("main")).toContainText(LOAFER.name);
    await expect(page.locator("main")).toContainText("₹3,799 x 1 = ₹3,799");
  });

  test("from a product page, with a quantity", async ({ page }) => {
    await page.goto(`/product/${PERFUME.id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.locator("main").getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(popup(page, /added to cart$/)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  });

  test("from a card on the products page", async ({ page }) => {
    await page.goto("/products?q=eau+de+parfum");
    await hydrated(page);
    const card = page.locator("main article").first();
    const name = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(popup(page, `${name} added to cart`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  });

  test("two cards added one after the other, the first still on its way, both reach the cart", async ({ page }) => {
    await page.goto("/products?q=eau+de+parfum");
    await hydrated(page);
    const cards = page.locator("main article");
    const names = await Promise.all(
      [0, 1].map(async (i) => (await cards.nth(i).getByRole("heading").textContent())!.trim()),
    );
    await cards.nth(0).getByRole("button", { name: "Add to Cart" }).click();
    await cards.nth(1).getByRole("button", { name: "Add to Cart" }).click();
    for (const name of names) await expect(popup(page, `${name} added to cart`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  });

  test("a new visitor's first two changes, the first slow to answer, both reach the same cart", async ({
    page,
    playwright,
  }) => {
    // The visitor has no guest cookie yet: the first change's answer brings it. A second change sent before
    // that answer would be given a second guest, and the browser keeps only one of the two carts.
    // The first change reaches the store at once (sent apart from the browser, whose cookies its answer must
    // not reach early); its answer is held back on the way to the browser.
    const courier = await playwright.request.newContext();
    let firstPost = true;
    await page.route(/\/(cart|wishlist)\.data/, async (route) => {
      const request = route.request();
      if (request.method() !== "POST" || !firstPost) return route.continue();
      firstPost = false;
      const answer = await courier.fetch(request.url(), {
        method: "POST",
        headers: await request.allHeaders(),
        data: request.postDataBuffer() ?? undefined,
        maxRedirects: 0,
      });
      const body = await answer.body();
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ status: answer.status(), headers: answer.headers(), body });
    });
    await page.goto("/products?q=eau+de+parfum");
    await hydrated(page);
    const cards = page.locator("main article");
    await cards.nth(0).getByRole("button", { name: "Add to Cart" }).click();
    await cards.nth(1).getByRole("button", { name: "Wishlist" }).click();
    await cards.nth(2).getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
    await page.goto("/wishlist");
    await expect(page.locator("main article")).toHaveCount(1);
    await page.goto("/cart");
    await expect(page.getByText(/ x 1 = /)).toHaveCount(2);
  });

  test("a card of a product with sizes asks for a size first", async ({ page }) => {
    await page.goto("/loafers");
    const card = page.locator("main article").first();
    await expect(card.getByRole("link", { name: "Select size" })).toBeVisible();
  });

  test("Add to Cart works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${PERFUME.id}`);
    await page.locator("main").getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${PERFUME.id}`));
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await page.goto("/cart");
    await expect(page.locator("main")).toContainText("₹5,399 x 1 = ₹5,399");
    await context.close();
  });
});

test.describe("size rules (docs/product.md section 5)", () => {
  test("a size picked before the page hydrated stays picked and goes into the cart", async ({ page }) => {
    // The page's scripts are held back until the shopper has picked.
    const release = await holdScripts(page);
    await page.goto(`/product/${LOAFER.id}`, { waitUntil: "domcontentloaded" });
    await chooseSize(page, "8");
    release();
    await hydrated(page);
    await expect(page.locator("#sizes").getByRole("radio", { name: "8" })).toBeChecked();
    await page.locator("main").getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(popup(page, `${LOAFER.name} added to cart`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  });

  test("tracksuits need a size for the cart", async ({ page }) => {
    await page.goto(`/tracksuit?item=${TRACKSUIT.id}`);
    await hydrated(page);
    await page.locator("main").getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(popup(page, "Please select a size before adding to cart!")).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  });

  test("shoes need a size for Buy Now", async ({ page }) => {
    await page.goto(`/menshoes?item=${SHOE.id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(popup(page, "Please select a size before proceeding!")).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("sandals need a size for Buy Now, but not for the cart", async ({ page }) => {
    await page.goto(`/sandals-page?item=${SANDAL.id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(popup(page, "⚠️ Please select a size before buying!")).toBeVisible();
    await page.locator("main").getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    // Stored as "N/A" (docs/product.md section 5); the cart line asks for the size checkout will need.
    await page.goto("/cart");
    await expect(page.locator("main").getByLabel(/Choose a size before checkout/)).toBeVisible();
  });
});

test.describe("Buy Now", () => {
  test("asks Confirm Purchase; No closes it and Yes goes to the checkout with the item", async ({ page }) => {
    await page.goto(`/loafers?item=${LOAFER.id}`);
    await hydrated(page);
    await chooseSize(page, "9");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Buy Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${LOAFER.name} - ₹3,799 x 2`);
    await dialog.getByRole("button", { name: "No" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${LOAFER.id}&quantity=2&size=9$`));
  });
});

test.describe("the wishlist button", () => {
  test("toggles between Wishlist and Remove from Wishlist, with docs/product.md's messages", async ({ page }) => {
    await page.goto(`/product/${LOAFER.id}`);
    await hydrated(page);
    const main = page.locator("main");
    await main.getByRole("button", { name: "Wishlist", exact: true }).click();
    await expect(popup(page, "Product added to Wishlist!")).toBeVisible();
    await expect(main.getByRole("button", { name: "Remove from Wishlist" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await main.getByRole("button", { name: "Remove from Wishlist" }).click();
    await expect(popup(page, `${LOAFER.name} removed from Wishlist!`)).toBeVisible();
    await expect(main.getByRole("button", { name: "Wishlist", exact: true })).toBeVisible();
  });

  test("a card's heart saves the product and takes it out again, with the same messages", async ({ page }) => {
    await page.goto("/products?q=eau+de+parfum");
    await hydrated(page);
    const card = page.locator("main article").first();
    const name = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("button", { name: "Wishlist", exact: true }).click();
    await expect(popup(page, "Product added to Wishlist!")).toBeVisible();
    await expect(card.getByRole("button", { name: "Remove from Wishlist" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
    await card.getByRole("button", { name: "Remove from Wishlist" }).click();
    await expect(popup(page, `${name} removed from Wishlist!`)).toBeVisible();
    await expect(card.getByRole("button", { name: "Wishlist", exact: true })).toBeVisible();
    await page.reload();
    await expect(card.getByRole("button", { name: "Wishlist", exact: true })).toBeVisible();
  });
});
