import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { VELVET_ROSE as PERFUME, WHITE_HIGH_TOPS as SHOES } from "./support/catalog";
import { addToCart, hydrated } from "./support/shop";

// A phone taps a control the moment it shows, while the page's scripts are still to come or hydrating (they
// are asked for after `load`, decision 026): each control must act exactly once, as it does once the page has
// hydrated, whenever in that moment it is tapped. The page runs on a CPU slowed four times, and each tap comes
// a given time after the control first showed, a fresh shopper each time.

/** Milliseconds after the control first shows: before the scripts, while they load and hydrate, just after. */
const MOMENTS = [150, 450, 750];

test.describe.configure({ timeout: 60_000 });

interface Tap {
  page: Page;
  /** When the tap came, for the failure's message. */
  moment: string;
}

/**
 * Opens `path` in a fresh phone-sized context on a slowed CPU, waits for `control` to show, and taps it
 * `after` ms later (and `then`, right after, when given). `seed` runs first, with the context's cookies.
 */
async function tapEarly(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  control: (page: Page) => Locator,
  after: number,
  options: { seed?: (page: Page) => Promise<void>; then?: (page: Page) => Locator } = {},
): Promise<Tap> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await options.seed?.(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path, { waitUntil: "commit" });
  const target = control(page);
  await target.waitFor({ state: "visible" });
  const shown = Date.now();
  // Where the controls are is read before the wait: a page busy hydrating answers such questions late.
  await target.scrollIntoViewIfNeeded();
  const spots = [await spot(target), ...(options.then ? [await spot(options.then(page))] : [])];
  const wait = after - (Date.now() - shown);
  if (wait > 0) await page.waitForTimeout(wait);
  // A finger on each in turn: no waiting for the page to be ready, as a hand does not.
  for (const { x, y } of spots) await page.mouse.click(x, y);
  return { page, moment: `tapped ${Date.now() - shown} ms after it showed` };
}

/** The middle of a control, where a finger lands. */
async function spot(control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error("the control is not on the page");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The shopper's cart lines, through the JSON API with the page's cookies. */
async function cartLines(page: Page) {
  const response = await page.request.get("/api/cart");
  return (await response.json()) as { productId: string; quantity: number; size: string | null }[];
}

const buyNow = (page: Page) => page.getByRole("button", { name: "Buy Now" }).first();
const confirmPurchase = (page: Page) => page.getByRole("heading", { name: "Confirm Purchase" });

for (const after of MOMENTS) {
  test.describe(`tapped ${after} ms after it shows`, () => {
    test("Buy Now without a size says to choose one", async ({ browser, baseURL }) => {
      const { page, moment } = await tapEarly(browser, baseURL, `/product/${SHOES.id}`, buyNow, after);
      await expect(page.getByText("Please select a size before proceeding!"), moment).toBeVisible();
      await hydrated(page);
      await expect(confirmPurchase(page), moment).toBeHidden();
      expect(new URL(page.url()).pathname, moment).toBe(`/product/${SHOES.id}`);
      await page.context().close();
    });

    test("Buy Now on a product without sizes asks Confirm Purchase", async ({ browser, baseURL }) => {
      const { page, moment } = await tapEarly(browser, baseURL, `/product/${PERFUME.id}`, buyNow, after);
      await expect(confirmPurchase(page), moment).toBeVisible();
      expect(new URL(page.url()).pathname, moment).toBe(`/product/${PERFUME.id}`);
      await page.getByRole("button", { name: "Yes" }).click();
      await expect(page, moment).toHaveURL(new RegExp(`/customer-details\\?product=${PERFUME.id}&quantity=1`));
      await page.context().close();
    });

    test("Add to Cart adds one", async ({ browser, baseURL }) => {
      const addButton = (page: Page) => page.getByRole("button", { name: "Add to Cart" }).first();
      const { page, moment } = await tapEarly(browser, baseURL, `/product/${PERFUME.id}`, addButton, after);
      await expect(page.getByText(`${PERFUME.name} added to cart`), moment).toBeVisible();
      await hydrated(page);
      expect(await cartLines(page), moment).toMatchObject([{ productId: String(PERFUME.id), quantity: 1 }]);
      await page.context().close();
    });

    test("a size, then Add to Cart, adds that size", async ({ browser, baseURL }) => {
      const size = (page: Page) => page.locator("#sizes label").filter({ hasText: /^8$/ });
      const addButton = (page: Page) => page.getByRole("button", { name: "Add to Cart" }).first();
      const { page, moment } = await tapEarly(browser, baseURL, `/product/${SHOES.id}`, size, after, {
        then: addButton,
      });
      await expect(page.getByText(`${SHOES.name} added to cart`), moment).toBeVisible();
      await hydrated(page);
      expect(await cartLines(page), moment).toMatchObject([{ productId: String(SHOES.id), quantity: 1, size: "8" }]);
      await page.context().close();
    });

    test("the Wishlist button saves the product once", async ({ browser, baseURL }) => {
      const heart = (page: Page) => page.getByRole("button", { name: "Wishlist", exact: true });
      const { page, moment } = await tapEarly(browser, baseURL, `/product/${PERFUME.id}`, heart, after);
      await expect(page.getByText("Product added to Wishlist!"), moment).toBeVisible();
      await hydrated(page);
      await expect(page.getByRole("button", { name: "Remove from Wishlist" }), moment).toBeVisible();
      await page.context().close();
    });

    test("the cart's + adds one", async ({ browser, baseURL }) => {
      const plus = (page: Page) => page.getByRole("button", { name: `Increase quantity of ${PERFUME.name}` });
      const { page, moment } = await tapEarly(browser, baseURL, "/cart", plus, after, {
        seed: (page) => addToCart(page, PERFUME.id),
      });
      await hydrated(page);
      await expect(page.getByTestId("line-quantity"), moment).toHaveText("2");
      expect(await cartLines(page), moment).toMatchObject([{ productId: String(PERFUME.id), quantity: 2 }]);
      await page.context().close();
    });

    test("Proceed to Buy asks Confirm Purchase", async ({ browser, baseURL }) => {
      const proceed = (page: Page) => page.getByRole("button", { name: "Proceed to Buy" });
      const { page, moment } = await tapEarly(browser, baseURL, "/cart", proceed, after, {
        seed: (page) => addToCart(page, PERFUME.id),
      });
      await expect(confirmPurchase(page), moment).toBeVisible();
      expect(new URL(page.url()).pathname, moment).toBe("/cart");
      await page.context().close();
    });

    test("Place Order on an empty checkout says what is missing", async ({ browser, baseURL }) => {
      const placeOrder = (page: Page) => page.getByRole("button", { name: "Place Order (Cash on Delivery)" });
      const path = `/customer-details?product=${PERFUME.id}&quantity=1`;
      const { page, moment } = await tapEarly(browser, baseURL, path, placeOrder, after);
      await expect(page.getByTestId("checkout-error-summary"), moment).toContainText("Please fix");
      await hydrated(page);
      expect(new URL(page.url()).pathname, moment).toBe("/customer-details");
      await page.context().close();
    });

    test("Login on the empty form says what is missing", async ({ browser, baseURL }) => {
      const login = (page: Page) => page.getByRole("button", { name: "Login", exact: true });
      const { page, moment } = await tapEarly(browser, baseURL, "/login", login, after);
      await expect(page.getByText("Please fill in all required fields"), moment).toBeVisible();
      await page.context().close();
    });
  });
}
