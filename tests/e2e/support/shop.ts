import { expect, type Page } from "@playwright/test";

/** Waits for React to hydrate the page (the root marks <html>): its forms then go through fetchers. */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** The header's cart link, whose name counts the items ("Cart, 2 items"). */
export const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, / });

/** A line of the cart page, found by its product's name. */
export const cartLine = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

/** Seeds the cart through the JSON API with the page's cookies (each test is a fresh guest). */
export async function addToCart(page: Page, productId: number, quantity = 1, size?: string) {
  const response = await page.request.post("/api/cart", { data: { productId, quantity, ...(size ? { size } : {}) } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Seeds the wishlist the same way. */
export async function addToWishlist(page: Page, id: number) {
  const response = await page.request.post("/wishlist", { data: { id } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Seeds the cart, then opens it with its forms working. */
export async function openCart(page: Page, ...lines: { productId: number; quantity?: number; size?: string }[]) {
  for (const line of lines) await addToCart(page, line.productId, line.quantity, line.size);
  await page.goto("/cart");
  await hydrated(page);
}

/** Seeds the wishlist, then opens it with its forms working. */
export async function openWishlist(page: Page, ...ids: number[]) {
  for (const id of ids) await addToWishlist(page, id);
  await page.goto("/wishlist");
  await hydrated(page);
}

/**
 * Add to Cart as a page without JavaScript posts it (a plain form post to /cart), without following the
 * redirect: the answer says where it goes back to.
 */
export async function postAddToCart(page: Page, productId: number, redirectTo: string, quantity = 1) {
  const response = await page.request.post("/cart", {
    form: { intent: "add", productId: String(productId), quantity: String(quantity), redirectTo },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return response;
}

/** The page fits the window's width: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Holds the page's scripts back until the function it gives is called: the moment before the page hydrates,
 * as long as a slow phone's.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
