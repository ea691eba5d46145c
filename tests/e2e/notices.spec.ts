import { expect, test } from "@playwright/test";
import { OLIVE_TOTE as TOTE } from "./support/catalog";
import { postAddToCart } from "./support/shop";

// Messages after a no-JavaScript form post travel in the store's signed, short-lived cookie, read once
// (server/http/flash.ts). An address's ?notice= is ignored: anyone can write one.
const SPOOF = "Your account is blocked. Call +91 90000 00000 to unblock it";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a crafted ?notice= link shows nothing, on any page", async ({ page }) => {
      const query = `?notice=${encodeURIComponent(SPOOF)}&noticeKind=error`;
      for (const path of ["/", "/about", "/cart", "/wishlist", "/products"]) {
        const response = await page.goto(`${path}${query}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expect(page.getByText(SPOOF)).toHaveCount(0);
        await expect(page.getByText("Your account is blocked")).toHaveCount(0);
      }
    });

    test("a flash cookie with a bad signature shows nothing and is cleared", async ({ page, context, baseURL }) => {
      const value = encodeURIComponent(`s:${JSON.stringify({ message: SPOOF, kind: "error" })}.forged`);
      await context.addCookies([{ name: "stylehub_flash", value, url: baseURL! }]);
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.getByText("Your account is blocked")).toHaveCount(0);
      expect((await context.cookies()).find((c) => c.name === "stylehub_flash")).toBeUndefined();
    });
  });
}

test.describe("without JavaScript, the store's own message", () => {
  test.use({ javaScriptEnabled: false });

  test("shows once after the post, never in the address, and not again on reload", async ({ page }) => {
    await page.goto("/about");
    const response = await postAddToCart(page, TOTE.id, "/about");
    expect(response.headers()["location"]).toBe("/about");
    const shown = await page.goto("/about");
    // The page with a shopper's message is never kept by a shared cache.
    expect(shown?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("status").filter({ hasText: `${TOTE.name} added to cart` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(`${TOTE.name} added to cart`)).toHaveCount(0);
  });
});
