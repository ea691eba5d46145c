import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { rupees } from "./support/catalog";
import { cartLink, expectNoSidewaysScroll, hydrated } from "./support/shop";

// A product's colours on its page (docs/decisions/031-colours-as-variants.md): photo swatches that are links
// to the product on each colour (?color=<slug>), server-rendered, working without JavaScript, and the
// colour chosen going into the cart with the size and quantity.

interface Colour {
  name: string;
  slug: string;
  swatch: { src: string };
  price: number;
  inStock: boolean;
}

interface Listed {
  id: number;
  name: string;
  sizes: string[];
  colours: Colour[];
}

interface CartLine {
  productId: string | number;
  name: string;
  colour: string;
  colourSlug: string;
}

/**
 * A seeded loafer sold in several colours, its first colour and another one in stock (one at another price
 * and with other photos when there is one, so the test sees them change).
 */
async function multiColourLoafer(
  request: APIRequestContext,
): Promise<{ product: Listed; first: Colour; other: Colour }> {
  const response = await request.get("/api/products?q=loafers&limit=100");
  expect(response.status(), await response.text()).toBe(200);
  const { products } = (await response.json()) as { products: { id: number }[] };
  // A list carries no stock per colour: one product's read does.
  const candidates: Listed[] = [];
  for (const { id } of products) {
    const product = (await (await request.get(`/api/products/${id}`)).json()) as Listed;
    if (product.colours.length > 1 && product.colours[0]!.inStock) candidates.push(product);
  }
  expect(candidates.length, "a loafer sold in more than one colour").toBeGreaterThan(0);
  const pick = (p: Listed) =>
    p.colours
      .slice(1)
      .filter((c) => c.inStock)
      .sort((a, b) => Number(b.price !== p.colours[0]!.price) - Number(a.price !== p.colours[0]!.price))[0];
  const product = candidates.find((p) => pick(p) && pick(p)!.price !== p.colours[0]!.price) ?? candidates.find(pick);
  expect(product, "a loafer with a second colour in stock").toBeTruthy();
  return { product: product!, first: product!.colours[0]!, other: pick(product!)! };
}

const colourPath = (product: Listed, colour: Colour) =>
  colour.slug === product.colours[0]!.slug ? `/product/${product.id}` : `/product/${product.id}?color=${colour.slug}`;

const swatches = (page: Page) => page.getByRole("radiogroup", { name: "Colour" });
const swatch = (page: Page, colour: Colour) => swatches(page).getByRole("radio", { name: colour.name, exact: true });
const shownPrice = (page: Page) => page.getByRole("article").locator(".price-now").first();
const mainPhoto = (page: Page) => page.getByTestId("gallery-track").locator("img").first();

/** The page shows this colour chosen: its swatch checked, its name, price and first photo. */
async function expectShowing(page: Page, colour: Colour) {
  await expect(swatch(page, colour)).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText(`Colour: ${colour.name}`, { exact: true })).toBeVisible();
  await expect(shownPrice(page)).toHaveText(rupees(colour.price));
  await expect(mainPhoto(page)).toHaveAttribute("src", colour.swatch.src);
}

/** Picks the first size that can be bought (the product's sizes are the colour's), when it has sizes. */
async function chooseSize(page: Page, product: Listed) {
  if (!product.sizes.length) return;
  await page
    .locator("#sizes label")
    .filter({ has: page.locator("input:not(:disabled)") })
    .first()
    .click();
}

const cartLines = async (request: APIRequestContext) => (await (await request.get("/api/cart")).json()) as CartLine[];

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`a product's colours at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("swatches choose a colour in place: address, price and photo follow; arrow keys move", async ({ page }) => {
      const { product, first, other } = await multiColourLoafer(page.request);
      await page.goto(`/product/${product.id}`);
      await expect(swatches(page).getByRole("radio")).toHaveCount(product.colours.length);
      await expectShowing(page, first);
      // Only the chosen swatch is in the tab order.
      await expect(swatch(page, first)).toHaveAttribute("tabindex", "0");
      await expect(swatch(page, other)).toHaveAttribute("tabindex", "-1");
      // Each swatch is big enough to tap.
      for (const box of await swatches(page)
        .getByRole("radio")
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))) {
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      await hydrated(page);

      await swatch(page, other).hover();
      await expect(swatch(page, other).getByText(other.name, { exact: true })).toBeVisible();
      await swatch(page, other).click();
      await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?color=${other.slug}$`));
      await expectShowing(page, other);
      await expect(swatch(page, first)).toHaveAttribute("aria-checked", "false");
      await expect(swatch(page, other)).toHaveAttribute("tabindex", "0");
      await expectNoSidewaysScroll(page);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);

      // The keyboard: Home goes back to the first colour, and the focus stays on the swatch moved to.
      await swatch(page, other).focus();
      await page.keyboard.press("Home");
      await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
      await expectShowing(page, first);
      await expect(swatch(page, first)).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(page).toHaveURL(new RegExp(`\\?color=${product.colours[1]!.slug}$`));
      await expect(swatch(page, product.colours[1]!)).toBeFocused();
      await expect(swatch(page, product.colours[1]!)).toHaveAttribute("aria-checked", "true");
    });

    test("two colours in the cart are two lines, each naming its colour", async ({ page }) => {
      const { product, first, other } = await multiColourLoafer(page.request);
      await page.goto(colourPath(product, other));
      await hydrated(page);
      await chooseSize(page, product);
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      // The header counts it once the cart has answered (asking the API before would start a second guest).
      await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

      await swatch(page, first).click();
      await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
      await expectShowing(page, first);
      await chooseSize(page, product);
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

      const lines = await cartLines(page.request);
      expect(lines.map((l) => [String(l.productId), l.colour, l.colourSlug]).sort()).toEqual(
        [
          [String(product.id), first.name, first.slug],
          [String(product.id), other.name, other.slug],
        ].sort(),
      );
      await page.goto("/cart");
      for (const colour of [first, other]) {
        await expect(page.getByRole("listitem").getByText(`Colour: ${colour.name}`)).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
    });
  });
}

test("Buy Now on a colour confirms and checks out that colour at its price", async ({ page }) => {
  const { product, other } = await multiColourLoafer(page.request);
  await page.goto(colourPath(product, other));
  await hydrated(page);
  await chooseSize(page, product);
  await page.locator("main").getByRole("button", { name: "Buy Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
  await expect(dialog).toContainText(`${product.name} - ${rupees(other.price)} x 1`);
  await expect(dialog).toContainText(`Colour: ${other.name}`);
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${product.id}&.*color=${other.slug}`));
  await expect(page.getByTestId("checkout-lines")).toContainText(`Qty 1 × ${rupees(other.price)}`);
});

test("an old product's link that became a colour leads to the product on that colour", async ({ page }) => {
  let old = 0;
  let moved = "";
  for (let id = 1; id <= 100 && !old; id++) {
    const response = await page.request.get(`/api/products/${id}`, { maxRedirects: 0 });
    if (response.status() === 301) [old, moved] = [id, response.headers()["location"]!];
  }
  expect(old, "a seeded product that became another's colour").toBeGreaterThan(0);
  const [, id, slug] = /^\/api\/products\/(\d+)\?color=([\w-]+)$/.exec(moved)!;
  const response = await page.request.get(`/product/${old}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe(`/product/${id}?color=${slug}`);
  await page.goto(`/product/${old}`);
  await expect(page).toHaveURL(new RegExp(`/product/${id}\\?color=${slug}$`));
  await expect(swatches(page).locator(`[data-colour="${slug}"]`)).toHaveAttribute("aria-checked", "true");
});

test("a collection's open detail changes colour in place, keeping the list's order and the item", async ({ page }) => {
  const { product, first, other } = await multiColourLoafer(page.request);
  await page.goto(`/loafers?sort=price-asc&item=${product.id}`);
  await expect(page.getByRole("heading", { level: 2, name: product.name })).toBeVisible();
  await expectShowing(page, first);
  await hydrated(page);
  await swatch(page, other).click();
  // ?color= there is the list's colour filter: the item's colour has its own parameter.
  await expect(page).toHaveURL(new RegExp(`/loafers\\?sort=price-asc&item=${product.id}&itemColor=${other.slug}$`));
  await expectShowing(page, other);
  await page.reload();
  await expectShowing(page, other);
  await swatch(page, first).click();
  await expect(page).toHaveURL(new RegExp(`/loafers\\?sort=price-asc&item=${product.id}$`));
  await expectShowing(page, first);
});

test.describe("a product's colours without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a colour's own address is server-rendered, the swatches are links, and Add to Cart sends the colour", async ({
    page,
  }) => {
    const { product, first, other } = await multiColourLoafer(page.request);
    await page.goto(colourPath(product, other));
    await expectShowing(page, other);
    // Each colour's address has its own title; the first colour's is the product's own.
    await expect(page).toHaveTitle(`${product.name} (${other.name}) | StyleHub`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/product/${product.id}\\?color=${other.slug}$`),
    );
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { "@type": string })
      .filter((json) => json["@type"] === "Product");
    expect(jsonLd).toEqual([expect.objectContaining({ color: other.name })]);
    expect(jsonLd[0]).toMatchObject({ offers: { price: other.price } });

    await swatch(page, first).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expectShowing(page, first);
    await expect(page).toHaveTitle(`${product.name} | StyleHub`);
    await swatch(page, other).click();
    await expect(page).toHaveURL(new RegExp(`\\?color=${other.slug}$`));
    await expectShowing(page, other);

    await chooseSize(page, product);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?color=${other.slug}$`));
    const lines = await cartLines(page.request);
    expect(lines.map((l) => [String(l.productId), l.colour])).toEqual([[String(product.id), other.name]]);
  });
});
