import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { StaffProductView } from "@rules/staff";
import { markup, rupees } from "./support/catalog";
import { expectNoSidewaysScroll, holdScripts, hydrated } from "./support/shop";
import { shopperContext, staffTest } from "./support/staff";

// A size with a price of its own (docs/decisions/042-a-price-per-size.md): the staff type it on the colour's
// form, and a shopper sees it on the size, pays it in the cart; with and without JavaScript.

/** A new loafer of one colour, Tan (sizes 6-10, ₹2,000), in stock; hidden again when the test ends. */
async function newLoafer(request: APIRequestContext): Promise<StaffProductView> {
  const created = await request.post("/api/products/create", {
    data: {
      name: `Size Price Loafer ${Date.now()}`,
      image: "https://images.example.com/loafer.jpg",
      price: 2000,
      category: "Loafers",
      stock: 10,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { product: { id: number } }).product;
  const list = await request.get(`/api/admin/products?q=Size%20Price%20Loafer`);
  const product = ((await list.json()) as { products: StaffProductView[] }).products.find((p) => p.id === id)!;
  // A product added at /AddProduct has one colour with no name, which its form asks for.
  const named = await request.patch(`/api/admin/products/${id}/colours/${product.colours[0]!.id}`, {
    data: { name: "Tan" },
  });
  expect(named.status(), await named.text()).toBe(200);
  return product;
}

const axeClean = async (page: Page) => {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
};

/** The staff give size 10 its own price on the colour's form. */
async function priceSizeTen(page: Page, product: StaffProductView, script: boolean) {
  await page.goto(`/admin/products/${product.id}`);
  if (script) await hydrated(page);
  const colour = page.locator(`#colour-${product.colours[0]!.id}`);
  await colour.getByText(/^Edit /).click();
  await colour.getByRole("spinbutton", { name: "10", exact: true }).fill("2400");
  await colour.getByRole("button", { name: /^Save / }).click();
  await expect(page.getByRole("status").filter({ hasText: "saved" })).toBeVisible();
  await expect(page.locator(`#colour-${product.colours[0]!.id}`)).toContainText(`size 10 ${rupees(2400)}`);
}

async function journey(page: Page, shopperPage: Page, width: number, script: boolean) {
  const product = await newLoafer(page.request);
  try {
    await page.setViewportSize({ width, height: 900 });
    await shopperPage.setViewportSize({ width, height: 900 });
    await priceSizeTen(page, product, script);

    await shopperPage.goto(`/product/${product.id}`);
    if (script) await hydrated(shopperPage);
    const price = shopperPage.getByRole("article").locator(".price").first().locator(".price-now");
    await expect(price).toHaveText(rupees(2000 + markup));
    const ten = shopperPage.getByRole("group", { name: "UK size" }).locator("label").filter({ hasText: /^10/ });
    await expect(ten).toContainText(rupees(2400 + markup));
    await ten.click();
    // Once chosen, the size's price is the page's.
    if (script) await expect(price).toHaveText(rupees(2400 + markup));
    if (script) await axeClean(shopperPage);
    await expectNoSidewaysScroll(shopperPage);
    await shopperPage.screenshot({ path: staffTest.info().outputPath(`size-price-${width}-${script}.png`) });

    await shopperPage.getByRole("button", { name: "Add to Cart" }).first().click();
    if (script) await expect(shopperPage.getByRole("status").filter({ hasText: /added/i })).toBeVisible();
    await shopperPage.goto("/cart");
    await expect(shopperPage.getByRole("main")).toContainText(rupees(2400 + markup));
  } finally {
    await page.request.patch(`/api/admin/products/${product.id}`, { data: { hidden: true } });
  }
}

for (const width of [375, 1280]) {
  staffTest(
    `a size's own price is set by the staff and paid by the shopper (${width} px)`,
    async ({ page, browser, baseURL }) => {
      staffTest.slow();
      const shopper = await shopperContext(browser, baseURL);
      await journey(page, await shopper.newPage(), width, true);
      await shopper.close();
    },
  );
}

staffTest("size prices typed before the page's script ran are all kept", async ({ page }) => {
  const product = await newLoafer(page.request);
  try {
    // A slow phone: two prices typed while the page's script is still on its way, one after it has run.
    const release = await holdScripts(page);
    await page.goto(`/admin/products/${product.id}`);
    const colour = page.locator(`#colour-${product.colours[0]!.id}`);
    await colour.getByText(/^Edit /).click();
    const price = (size: string) => colour.getByRole("spinbutton", { name: size, exact: true });
    await price("9").fill("2300");
    await price("10").fill("2400");
    release();
    await hydrated(page);
    await price("8").fill("2200");
    for (const [size, value] of [
      ["9", "2300"],
      ["10", "2400"],
    ] as const)
      await expect(price(size)).toHaveValue(value);
    await colour.getByRole("button", { name: /^Save / }).click();
    await expect(page.getByRole("status").filter({ hasText: "saved" })).toBeVisible();
    const line = page.locator(`#colour-${product.colours[0]!.id}`);
    for (const [size, rupeesOf] of [
      ["8", 2200],
      ["9", 2300],
      ["10", 2400],
    ] as const)
      await expect(line).toContainText(`size ${size} ${rupees(rupeesOf)}`);
  } finally {
    await page.request.patch(`/api/admin/products/${product.id}`, { data: { hidden: true } });
  }
});

staffTest.describe("without JavaScript", () => {
  staffTest.use({ javaScriptEnabled: false });

  staffTest("a size's own price is set and paid with plain form posts", async ({ page, browser, baseURL }) => {
    staffTest.slow();
    const shopper = await shopperContext(browser, baseURL, { javaScriptEnabled: false });
    await journey(page, await shopper.newPage(), 375, false);
    await shopper.close();
  });
});
