import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { rupees } from "./support/catalog";
import { expectNoSidewaysScroll, hydrated } from "./support/shop";

// A list's cards of products in several colours (docs/decisions/034-colours-as-variants.md): a dot per colour,
// a button that opens the product on that colour without JavaScript; with it, a tap shows the colour's photo
// and price in place, and the card, its Add to Cart and its Select size then mean that colour.

interface Colour {
  name: string;
  slug: string;
  swatch: { src: string };
  price: number;
}

interface Listed {
  id: number;
  name: string;
  sizes: string[];
  image: string;
  colours?: Colour[];
  colour?: string;
}

/** A product of several colours from a list, the second one with a photo of its own. */
async function colouredProduct(request: APIRequestContext, query: string, sized: boolean) {
  const response = await request.get(`/api/products?${query}&limit=100`);
  expect(response.status(), await response.text()).toBe(200);
  const { products } = (await response.json()) as { products: Listed[] };
  const product = products.find(
    (p) =>
      p.colours &&
      p.colours.length > 1 &&
      p.colours[1]!.swatch.src !== p.colours[0]!.swatch.src &&
      p.sizes.length > 0 === sized,
  );
  expect(product, `a product of several colours among ${query}`).toBeTruthy();
  return { product: product!, first: product!.colours![0]!, other: product!.colours![1]! };
}

const card = (page: Page, product: Listed): Locator =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: product.name, exact: true }) });
const dots = (cardOf: Locator) => cardOf.getByRole("group", { name: "Available in" });
const dot = (cardOf: Locator, colour: Colour) => dots(cardOf).getByRole("button", { name: colour.name, exact: true });

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`cards of several colours at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a tap on a dot shows the colour's photo and price, and the card then leads to it", async ({ page }) => {
      const { product, first, other } = await colouredProduct(page.request, "category=Loafers", true);
      await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
      const shown = card(page, product);
      await expect(dots(shown).getByRole("button")).toHaveCount(Math.min(product.colours!.length, 5));
      await expect(dot(shown, first)).toHaveAttribute("aria-pressed", "true");
      await expect(shown.locator(".card-image")).toHaveAttribute("src", first.swatch.src);
      await hydrated(page);

      await dot(shown, other).click();
      await expect(page).toHaveURL(/\/products\?q=/);
      await expect(dot(shown, other)).toHaveAttribute("aria-pressed", "true");
      await expect(dot(shown, first)).toHaveAttribute("aria-pressed", "false");
      await expect(shown.locator(".card-image")).toHaveAttribute("src", other.swatch.src);
      await expect(shown.locator(".price-now")).toHaveText(rupees(other.price));
      await expect(shown.getByRole("link", { name: /Select size/ })).toHaveAttribute(
        "href",
        `/product/${product.id}?color=${other.slug}#sizes`,
      );
      await expectNoSidewaysScroll(page);
      const axe = await new AxeBuilder({ page }).include("main").analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);

      await shown.getByRole("heading", { name: product.name }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?color=${other.slug}$`));
      await expect(page.getByText(`Colour: ${other.name}`, { exact: true })).toBeVisible();
    });
  });
}

test("a card's Add to Cart adds the colour tapped", async ({ page }) => {
  const { product, other } = await colouredProduct(page.request, "q=watch", false);
  await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
  const shown = card(page, product);
  await hydrated(page);
  await dot(shown, other).click();
  await shown.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
  const lines = (await (await page.request.get("/api/cart")).json()) as { productId: number; colour: string }[];
  expect(lines.map((l) => [Number(l.productId), l.colour])).toContainEqual([product.id, other.name]);
});

test("a search naming a colour shows each product in it, and opens it there", async ({ page }) => {
  const { product, other } = await colouredProduct(page.request, "category=Loafers", true);
  await page.goto(`/products?q=${encodeURIComponent(`${other.name} ${product.name}`)}`);
  const shown = card(page, product);
  await expect(shown.locator(".card-image")).toHaveAttribute("src", other.swatch.src);
  await expect(dot(shown, other)).toHaveAttribute("aria-pressed", "true");
  await shown.getByRole("heading", { name: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?color=${other.slug}$`));
});

test.describe("cards of several colours without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a dot opens the product on its colour", async ({ page }) => {
    const { product, other } = await colouredProduct(page.request, "category=Loafers", true);
    await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
    await dot(card(page, product), other).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?color=${other.slug}$`));
    await expect(page.getByText(`Colour: ${other.name}`, { exact: true })).toBeVisible();
  });

  test("in a collection, a dot opens the product's detail on its colour, keeping the list", async ({ page }) => {
    const { product, other } = await colouredProduct(page.request, "category=Loafers", true);
    await page.goto("/loafers?sort=price-asc");
    await dot(card(page, product), other).click();
    await expect(page).toHaveURL(new RegExp(`/loafers\\?sort=price-asc&item=${product.id}&itemColor=${other.slug}$`));
    await expect(page.getByText(`Colour: ${other.name}`, { exact: true })).toBeVisible();
  });
});
