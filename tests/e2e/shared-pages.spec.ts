import { expect, test } from "@playwright/test";
import { GUNMETAL_WATCH as WATCH, OLIVE_TOTE as TOTE } from "./support/catalog";
import { addToCart, addToWishlist, cartLink, hydrated } from "./support/shop";
import { signedInShopper } from "./support/accounts";

// Decision 024: once a browser has run the store's script, a catalogue page may be the shared
// copy (the same bytes for everyone); the shopper's counts, hearts and account arrive after it loads.
test.describe("a catalogue page given shared to a shopper", () => {
  test("shows their cart, wishlist and account once it has loaded, and keeps them through changes", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const note = (await page.context().cookies()).find((c) => c.name === "stylehub_js");
    expect(note?.value).toBe("1");

    const account = await signedInShopper(page.request, "shared");
    await addToCart(page, TOTE.id, 2);
    await addToWishlist(page, WATCH.id);

    const response = await page.goto(`/product/${WATCH.id}`);
    // The shared page: public, with nothing of this shopper's in its HTML.
    expect(response?.headers()["cache-control"]).toMatch(/^public/);
    const html = await response!.text();
    expect(html).not.toContain("Cart, 2 items");
    expect(html).not.toContain(account.username);

    await hydrated(page);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
    await expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
    await expect(page.getByTestId("account-initial")).toHaveText(account.username[0]!);
    const main = page.locator("main");
    await expect(main.getByRole("button", { name: "Remove from Wishlist" })).toBeVisible();

    // A change made on the page shows at once, from the shopper's own data.
    await main.getByRole("button", { name: "Remove from Wishlist" }).click();
    await expect(main.getByRole("button", { name: "Wishlist", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wishlist, 0 items" })).toBeVisible();

    // Moving on keeps them: the account page names the shopper.
    await page.getByRole("link", { name: `Account (signed in as ${account.username})` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${account.username}`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  });

  test("moves from page to page with the page's own data, kept for everyone, and keeps their counts", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await addToCart(page, TOTE.id, 2);
    // Their own page, as the first page of a browser's session is (its note is a session cookie).
    await page.context().clearCookies({ name: "stylehub_js" });
    const first = await page.goto("/about");
    expect(first?.headers()["cache-control"]).toBe("private, no-cache");
    await hydrated(page);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

    const navigations: { url: URL; cacheControl: string | undefined }[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith(".data") && response.request().method() === "GET")
        navigations.push({ url, cacheControl: response.headers()["cache-control"] });
    });
    // A click to a collection, then to a search, then to a product: only each page's own loader is asked
    // for, not the root's, so the answers are the same for everyone and public.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Category" }).click();
    await expect(page).toHaveURL(/\/shirts$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/products?q=tote");
    await hydrated(page);
    await page.getByLabel("Search products").fill("watch");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/q=watch/);
    await page.locator(`a[href="/product/${WATCH.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${WATCH.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(navigations.length).toBeGreaterThanOrEqual(3);
    for (const { url, cacheControl } of navigations) {
      expect(url.searchParams.get("_routes"), url.href).toBeTruthy();
      expect(url.searchParams.get("_routes")!.split(","), url.href).not.toContain("root");
      expect(cacheControl, url.href).toMatch(/^public/);
    }
    // The counts stayed, and a change still reloads the root's data: the header follows it.
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
    await page.locator("main").getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
  });

  test("shows what another tab changed once the shopper comes back to this one", async ({ page, context }) => {
    await page.goto("/shirts");
    await hydrated(page);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
    // Another tab adds three; this one shows them when it is looked at again, and so does its cart page.
    const other = await context.newPage();
    await other.goto(`/product/${TOTE.id}`);
    await addToCart(other, TOTE.id, 3);
    await other.close();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
    // Going on to one of the shopper's own pages reloads the header's counts with it: it agrees with the cart.
    await addToCart(page, TOTE.id);
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 4 items");
  });

  test("coming back to the tab keeps what the page's last form answered", async ({ page }) => {
    await page.goto("/forgot-password");
    await hydrated(page);
    await page.getByLabel("E-mail").fill("someone@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    const notice = page.getByRole("main").getByRole("status");
    await expect(notice).toBeVisible();
    const said = await notice.innerText();
    // The shopper goes to their mail and comes back: the counts are asked for again, the page is left alone.
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/shopper");
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await asked;
    await expect(notice).toHaveText(said);
  });

  test("shows the delivery date for the shopper's remembered PIN code on a shared product page", async ({ page }) => {
    await page.goto(`/product/${WATCH.id}`);
    await hydrated(page);
    const check = page.getByTestId("delivery-check");
    await check.getByLabel("PIN code").fill("560038");
    await check.getByRole("button", { name: "Check" }).click();
    await expect(check.getByRole("status")).toContainText("Karnataka 560038");

    const response = await page.goto(`/product/${TOTE.id}`);
    expect(response?.headers()["cache-control"]).toMatch(/^public/);
    expect(await response!.text()).not.toContain("560038");
    await hydrated(page);
    await expect(check.getByRole("status")).toContainText(/Delivery by .* to Bengaluru, Karnataka 560038/);
    await expect(check.getByLabel("PIN code")).toHaveValue("560038");
  });

  test("asks again when the request for the shopper's counts fails", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await addToCart(page, TOTE.id, 3);
    let failures = 0;
    await page.route("**/api/shopper", (route) => (failures++ < 1 ? route.abort("failed") : route.continue()));
    await page.goto(`/product/${WATCH.id}`);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
    expect(failures).toBe(2);
  });

  test("is the shopper's own, with their counts in it, in a browser without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await addToCart(page, TOTE.id);
    const response = await page.goto(`/product/${WATCH.id}`);
    expect(response?.headers()["cache-control"]).toBe("private, no-cache");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    expect((await context.cookies()).some((c) => c.name === "stylehub_js")).toBe(false);
    await context.close();
  });
});
