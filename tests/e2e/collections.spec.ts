import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { OLIVE_LINEN_SHIRT as OUT_OF_STOCK_SHIRT, CROC_LOAFERS as LOAFER } from "./support/catalog";
import { openTitledPage } from "./support/check-page";

const SIDEBAR_LABELS = [
  "Shirts & Tshirt",
  "Loafers",
  "Shoes",
  "Jeans & Trouser & Trackpant",
  "HandBags and Bag",
  "Luxury Watch",
  "Perfumes",
  "Cordset & Tracksuit",
  "Girls Sandals and jutti",
  "Sunglasses",
];

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const related = (page: Page) => page.getByTestId("related-products").getByRole("article");
// The open detail is the first article of the page (related products follow it).
const detailHeading = (page: Page) =>
  page.getByRole("main").getByRole("article").first().getByRole("heading", { level: 2 }).first();

/** The grid pages mark themselves once React has hydrated (cards then open without a page load). */
async function hydrated(page: Page) {
  await expect(page.locator("[data-hydrated]").first()).toBeAttached();
}

async function openFirstCard(page: Page): Promise<string> {
  await hydrated(page);
  const card = cards(page).first();
  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\?item=\d+$/);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  return name;
}

async function isStruckThrough(locator: Locator) {
  return locator.evaluate((el) => getComputedStyle(el).textDecorationLine.includes("line-through"));
}

test.describe("collection pages", () => {
  test("a featured collection shows its title and every product", async ({ page }) => {
    await openTitledPage(page, "/loafers", "Loafers Collection");
    await expect(cards(page)).toHaveCount(14);
    // Featured pages are not inside the category sidebar.
    await expect(page.getByRole("navigation", { name: "Category" })).toHaveCount(0);
  });

  test("a collection of more than 40 pages its cards, and a card's detail returns to its page", async ({ page }) => {
    // The jeans, trousers and trackpants: 41 products in the seed (their colours kept together), 40 a page.
    await page.goto("/jeans-page");
    await expect(page.getByText("41 products")).toBeVisible();
    await expect(cards(page)).toHaveCount(40);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination).toContainText("Page 1 of 2");
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/jeans-page\?page=2$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(page).toHaveTitle(/\(page 2\)/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL("/jeans-page?page=2", page.url()).href,
    );
    await hydrated(page);
    const name = (await cards(page).first().getByRole("heading").textContent())?.trim() ?? "";
    await cards(page).first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\?page=2&item=\d+$/);
    await expect(detailHeading(page)).toHaveText(name);
    await page.getByRole("link", { name: /back/i }).first().click();
    await expect(page).toHaveURL(/\/jeans-page\?page=2$/);
    await expect(cards(page)).toHaveCount(1);
    // Past the end is not found; a page that is not a number is the first page.
    expect((await page.goto("/jeans-page?page=3"))?.status()).toBe(404);
    await page.goto("/jeans-page?page=abc");
    await expect(page).toHaveURL(/\/jeans-page$/);
  });

  test("the t-shirt page has its own title; /shirts sits in the category sidebar", async ({ page }) => {
    await page.goto("/tshirts");
    await expect(page.getByRole("heading", { level: 1, name: "Premium T-Shirts & Shirts" })).toBeVisible();

    await page.goto("/shirts");
    await expect(page.getByRole("heading", { level: 1, name: "Shirts & T-Shirts Collection" })).toBeVisible();
    const sidebar = page.getByRole("navigation", { name: "Category" });
    await expect(sidebar.getByRole("heading", { name: "Category" })).toBeVisible();
    const links = sidebar.getByRole("link");
    await expect(links).toHaveText([...SIDEBAR_LABELS, "All Products"]);
    const current = sidebar.getByRole("link", { name: "Shirts & Tshirt" });
    await expect(current).toHaveAttribute("aria-current", "page");
    expect(Number(await current.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
    const other = sidebar.getByRole("link", { name: "Loafers", exact: true });
    await expect(other).not.toHaveAttribute("aria-current", "page");
    expect(Number(await other.evaluate((el) => getComputedStyle(el).fontWeight))).toBeLessThan(700);
    await expect(sidebar.getByRole("link", { name: "All Products" })).toHaveAttribute("href", "/");
    // Both spellings of the t-shirt collection name one canonical URL.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL("/tshirts", page.url()).href);
  });

  test("following a sidebar link changes the page and the bold link", async ({ page }) => {
    await page.goto("/shirts");
    const sidebar = page.getByRole("navigation", { name: "Category" });
    await sidebar.getByRole("link", { name: "Perfumes" }).click();
    await expect(page).toHaveURL(/\/perfume-page$/);
    await expect(page.getByRole("heading", { level: 1, name: "Perfume Collection" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Perfumes" })).toHaveAttribute("aria-current", "page");
    await expect(sidebar.getByRole("link", { name: "Shirts & Tshirt" })).not.toHaveAttribute("aria-current");
  });

  for (const path of ["/Luxury-page", "/luxury-page"]) {
    test(`${path} shows the luxury watches with "Luxury Watch" bold`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Luxury Collection" })).toBeVisible();
      await expect(cards(page)).toHaveCount(15);
      const sidebar = page.getByRole("navigation", { name: "Category" });
      await expect(sidebar.getByRole("link", { name: "Luxury Watch" })).toHaveAttribute("aria-current", "page");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new URL("/luxury-watch", page.url()).href,
      );
    });
  }

  test("opening a card shows the detail with prices, sizes, quantity and actions", async ({ page }) => {
    await page.goto("/shirts");
    const name = await openFirstCard(page);
    const detail = page.getByRole("article", { name });
    // Focus moves to the product's name, so keyboard and screen-reader users land on it.
    await expect(page.getByRole("heading", { level: 2, name })).toBeFocused();

    // Prices: bold price, old price struck through, discount.
    await expect(detail.getByText(/^₹[\d,]+$/).first()).toBeVisible();
    const oldPrice = detail.getByText(/^Old price ₹[\d,]+$/);
    await expect(oldPrice).toBeVisible();
    expect(await isStruckThrough(oldPrice)).toBe(true);
    await expect(detail.getByText(/^\d+% off$/).first()).toBeVisible();

    // Sizes S to XL, M chosen to start with; choosing another works.
    const sizes = detail.getByRole("group", { name: "Size" });
    await expect(sizes.getByRole("radio")).toHaveCount(4);
    await expect(sizes.getByRole("radio", { name: "M" })).toBeChecked();
    await sizes.getByText("XL", { exact: true }).click();
    await expect(sizes.getByRole("radio", { name: "XL" })).toBeChecked();
    await expect(sizes.getByRole("radio", { name: "M" })).not.toBeChecked();

    // Quantity: never below 1.
    const quantity = detail.getByRole("group", { name: "Quantity" });
    const value = quantity.getByRole("status");
    const minus = quantity.getByRole("button", { name: "Decrease quantity" });
    const plus = quantity.getByRole("button", { name: "Increase quantity" });
    await expect(value).toHaveText("1");
    await expect(minus).toBeDisabled();
    await plus.click();
    await expect(value).toHaveText("2");
    await expect(minus).toBeEnabled();
    await minus.click();
    await expect(value).toHaveText("1");
    await expect(minus).toBeDisabled();

    await expect(detail.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await expect(detail.getByRole("button", { name: "Buy Now" })).toBeVisible();
    await expect(detail.getByRole("button", { name: "Wishlist" })).toBeVisible();

    // Delivery and returns read the settings and the collection's rules.
    await expect(detail.getByText("Free delivery on orders above ₹999")).toBeVisible();
    await expect(detail.getByText("7 days return and exchange")).toBeVisible();
    await expect(detail.getByRole("table")).toContainText("Fit");

    // Back returns to the whole collection.
    await detail.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/shirts$/);
    await expect(cards(page)).toHaveCount(35);
  });

  test("the detail of a collection without sizes has no size picker", async ({ page }) => {
    await page.goto("/perfume");
    const name = await openFirstCard(page);
    const detail = page.getByRole("article", { name });
    await expect(detail.getByRole("radio")).toHaveCount(0);
    await expect(detail.getByText("15 days return and exchange")).toBeVisible();
  });

  test("flip-flops show their UK and EURO sizes", async ({ page }) => {
    await page.goto("/flipflops");
    const name = await openFirstCard(page);
    const sizes = page.getByRole("article", { name }).getByRole("group", { name: "Size" });
    await expect(sizes.getByRole("radio", { name: "UK 6 / EURO 40" })).toBeVisible();
    await expect(sizes.getByRole("radio")).toHaveCount(4);
  });

  for (const { path, cap } of [
    { path: "/perfume-page", cap: 8 },
    { path: "/sunglasses", cap: 4 },
    { path: "/luxury-watch", cap: 12 },
  ]) {
    test(`related products on ${path}: at most ${cap}, never the current one, and they switch the detail`, async ({
      page,
    }) => {
      await page.goto(path);
      const name = await openFirstCard(page);
      await expect(page.getByRole("heading", { level: 2, name: "Related Products" })).toBeVisible();
      await expect(related(page)).toHaveCount(cap);
      const names = (await related(page).getByRole("heading").allTextContents()).map((n) => n.trim());
      expect(names).not.toContain(name);

      const firstUrl = page.url();
      const next = names[0]!;
      await related(page).first().getByRole("link").click();
      await expect(page).not.toHaveURL(firstUrl);
      await expect(page).toHaveURL(/\?item=\d+$/);
      await expect(detailHeading(page)).toHaveText(next);
      await expect(related(page)).toHaveCount(cap);
      expect(await related(page).getByRole("heading").allTextContents()).not.toContain(next);
    });
  }

  test("the open detail survives a reload and can be shared", async ({ page }) => {
    await page.goto("/loafers");
    const name = await openFirstCard(page);
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

    await page.goto(`/loafers?item=${LOAFER.id}`);
    await expect(page.getByRole("heading", { level: 2, name: LOAFER.name })).toBeVisible();
    await expect(page).toHaveTitle(`${LOAFER.name} | Loafers Collection | StyleHub`);
  });

  test("an unknown or foreign item shows the collection with a notice", async ({ page }) => {
    for (const item of ["999999", "abc", String(LOAFER.id)]) {
      const response = await page.goto(`/sunglasses?item=${item}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("status").filter({ hasText: "We could not find that product here" })).toBeVisible();
      await expect(cards(page)).toHaveCount(24);
    }
  });

  test("a product's return window is one fact, whichever page shows it", async ({ page }) => {
    // A trouser is listed on the jeans page too (one category holds both): it keeps the trousers' 14 days.
    await page.goto("/trousers");
    const name = await openFirstCard(page);
    const id = new URL(page.url()).searchParams.get("item");
    const window = async () =>
      (await page
        .getByText(/\d+ days return and exchange/)
        .first()
        .textContent())!.trim();
    const onTrousers = await window();
    expect(onTrousers).toMatch(/^14 days/);
    await page.goto(`/jeans-page?item=${id}`);
    await expect(page.getByRole("article", { name })).toBeVisible();
    expect(await window()).toBe(onTrousers);
    await page.goto(`/product/${id}`);
    expect(await window()).toBe(onTrousers);
  });

  test("the sidebar-wrapped page's detail works like the featured one", async ({ page }) => {
    await page.goto("/loafers-page");
    await expect(page.getByRole("navigation", { name: "Category" })).toBeVisible();
    const name = await openFirstCard(page);
    const detail = page.getByRole("article", { name });
    await expect(detail.getByRole("group", { name: "UK size" }).getByRole("radio")).toHaveCount(5);
    await detail.getByRole("button", { name: "Increase quantity" }).click();
    await expect(detail.getByRole("group", { name: "Quantity" }).getByRole("status")).toHaveText("2");
    await expect(detail.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  test("a collection page with the detail open has no accessibility violations (axe)", async ({ page }) => {
    await page.goto("/shirts");
    await openFirstCard(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test("on a 375 px screen the sidebar does not widen the page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/shirts");
    const sidebar = page.getByRole("navigation", { name: "Category" });
    await expect(sidebar.getByRole("link", { name: "Shirts & Tshirt" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Shirts & T-Shirts Collection" })).toBeInViewport();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // The links stay reachable: the row scrolls on its own.
    const last = sidebar.getByRole("link", { name: "All Products" });
    // Scrolled again if hydration re-rendered the row in between (its scroll then starts over).
    await expect(async () => {
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport({ timeout: 1_000 });
    }).toPass();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("a collection's sort and filters", () => {
  const prices = async (page: Page) =>
    (await cards(page).allInnerTexts()).map((text) => Number(/₹([\d,]+)/.exec(text)![1]!.replace(/,/g, "")));

  test("sorting and a size apply at once, and a card's detail keeps them", async ({ page }) => {
    await page.goto("/loafers");
    await hydrated(page);
    await page.getByLabel("Sort by").selectOption("price-asc");
    await expect(page).toHaveURL(/\/loafers\?sort=price-asc$/);
    await expect
      .poll(async () => {
        const shown = await prices(page);
        return shown.length > 1 && shown.every((p, i) => i === 0 || shown[i - 1]! <= p);
      })
      .toBe(true);
    await page.getByText("More filters").click();
    const size = page.getByRole("group", { name: "Size" }).getByRole("radio", { name: /^8 \(\d+\)$/ });
    const count = Number(
      (await page.getByRole("group", { name: "Size" }).getByText(/^8 \(/).innerText()).match(/\((\d+)\)/)![1],
    );
    await size.check();
    await expect(page).toHaveURL(/\/loafers\?sort=price-asc&size=8$/);
    // The fold stays open as the shopper left it, with the choice applied.
    await expect(size).toBeVisible();
    await expect(size).toBeChecked();
    await expect(page.getByText(`${count} products`)).toBeVisible();
    await expect(cards(page)).toHaveCount(count);
    await cards(page).first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/loafers\?sort=price-asc&size=8&item=\d+$/);
    await page.getByRole("link", { name: /back/i }).first().click();
    await expect(page).toHaveURL(/\/loafers\?sort=price-asc&size=8$/);
    // The list is dimmed while a page loads: scan it once it has settled.
    await expect(cards(page)).toHaveCount(count);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForTimeout(200); // the dimming fades out (transition-opacity)
    const scan = await new AxeBuilder({ page }).analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test("on a phone, Sort | Filter stays at hand and Filter opens the filters", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/jeans-page");
    await hydrated(page);
    const bar = page.getByRole("navigation", { name: "Sort and filter shortcuts" });
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeInViewport();
    await bar.getByRole("link", { name: "Filter" }).click();
    await expect(page.getByRole("group", { name: "Colour" })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test.describe("a collection's filters without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Apply sends the choices, and the URL keeps only what was chosen", async ({ page }) => {
    await page.goto("/jeans-page");
    await page.getByText("More filters").click();
    await page.getByRole("group", { name: "Availability" }).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/jeans-page\?inStock=1$/);
    await expect(page.getByText("More filters (1 on)")).toBeVisible();
    await page.goto("/jeans-page?minDiscount=abc&sort=newest&size=");
    await expect(page).toHaveURL(/\/jeans-page$/);
  });
});

test.describe("the product page", () => {
  test("shows the product with an h1, breadcrumbs and related products, and survives a reload", async ({ page }) => {
    const response = await page.goto(`/product/${LOAFER.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: LOAFER.name })).toBeVisible();
    await expect(page).toHaveTitle(`${LOAFER.name} | StyleHub`);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Loafers Collection" })).toHaveAttribute("href", "/loafers");
    await expect(page.getByRole("group", { name: "UK size" }).getByRole("radio")).toHaveCount(5);
    await expect(related(page)).toHaveCount(4);
    await expect(related(page).first().getByRole("link")).toHaveAttribute("href", /^\/product\/\d+$/);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: LOAFER.name })).toBeVisible();

    const next = (await related(page).first().getByRole("heading").textContent())?.trim() ?? "";
    await related(page).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: next })).toBeVisible();
  });

  test("has search-engine data: canonical, Open Graph and JSON-LD in rupees", async ({ page }) => {
    await page.goto(`/product/${LOAFER.id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL(`/product/${LOAFER.id}`, page.url()).href,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/.+\.svg$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /tassel loafers/i);
    const raw = await page.locator('script[type="application/ld+json"]').textContent();
    const json = JSON.parse(raw ?? "{}") as {
      "@type": string;
      name: string;
      offers: { "@type": string; price: number; priceCurrency: string; availability: string };
    };
    expect(json["@type"]).toBe("Product");
    expect(json.name).toBe(LOAFER.name);
    expect(json.offers["@type"]).toBe("Offer");
    expect(json.offers.priceCurrency).toBe("INR");
    expect(typeof json.offers.price).toBe("number");
    expect(json.offers.availability).toBe("https://schema.org/InStock");
  });

  test("an out-of-stock product says so and cannot be ordered", async ({ page }) => {
    await page.goto(`/product/${OUT_OF_STOCK_SHIRT.id}`);
    await expect(page.getByRole("heading", { level: 1, name: OUT_OF_STOCK_SHIRT.name })).toBeVisible();
    await expect(page.getByText(/out of stock/i).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeDisabled();
    const raw = await page.locator('script[type="application/ld+json"]').textContent();
    expect(raw).toContain("https://schema.org/OutOfStock");
  });

  test("an unknown product shows 'Product not found!' with status 404", async ({ page }) => {
    for (const id of ["999999", "not-a-number"]) {
      const response = await page.goto(`/product/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Product not found!" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Browse all products" })).toHaveAttribute(
        "href",
        "/products",
      );
    }
  });

  test("has no accessibility violations (axe)", async ({ page }) => {
    await page.goto(`/product/${LOAFER.id}`);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe("new arrivals and the product chooser", () => {
  test("/new-arrivals lists the newest products with struck-through old prices", async ({ page }) => {
    await page.goto("/new-arrivals");
    await expect(page.getByRole("heading", { level: 1, name: "New Arrivals" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL("/new-arrivals", page.url()).href,
    );
    await expect(cards(page)).toHaveCount(19);
    const oldPrice = cards(page)
      .first()
      .getByText(/^Old price ₹[\d,]+$/);
    await expect(oldPrice).toBeVisible();
    expect(await isStruckThrough(oldPrice)).toBe(true);

    const name = await openFirstCard(page);
    const sizes = page.getByRole("article", { name }).getByRole("group", { name: "Size" });
    await expect(sizes.getByRole("radio")).toHaveCount(4);
    for (const size of ["S", "M", "L", "XL"])
      await expect(sizes.getByRole("radio", { name: size, exact: true })).toBeAttached();
  });

  test("/product-detail offers popular products and opens a product by its number", async ({ page }) => {
    await page.goto("/product-detail");
    await expect(page.getByRole("heading", { level: 1, name: "Product Details" })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await page.getByLabel("Product number").fill(String(LOAFER.id));
    await page.getByRole("button", { name: "View product" }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${LOAFER.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: LOAFER.name })).toBeVisible();

    await page.goto("/product-detail?id=abc");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please enter a product number, such as 12.");
  });
});
