import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { catalog, rupees, serverEnv } from "./support/catalog";

// The settings the server under test runs with: the defaults, unless the run overrides them.
const freeShippingThreshold = rupees(Number(serverEnv.FREE_SHIPPING_THRESHOLD_RUPEES ?? 999));
const shippingFee = rupees(Number(serverEnv.SHIPPING_FEE_RUPEES ?? 99));
const supportEmail = serverEnv.SUPPORT_EMAIL ?? "support@stylehub.example";

const PAGES = [
  { path: "/about", heading: "About Us" },
  { path: "/terms", heading: "Terms & Conditions" },
  { path: "/support", heading: "Customer Care" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/returns", heading: "Returns and Refunds" },
] as const;

/** The return windows longer than the usual 7 days, as the About and Terms pages both state them. */
const LONGER_RETURN_WINDOWS = [
  "14 days for luxury watches, trousers and tracksuits & co-ord sets",
  "15 days for perfumes",
];

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe("static pages", () => {
  for (const { path, heading } of PAGES) {
    test(`${path}: one h1, title, description and canonical URL`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | StyleHub`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{40,}$/);
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new URL(`${origin}${path}`, page.url()).href,
      );
    });

    test(`${path}: no accessibility violations (axe)`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });

    test(`${path}: fits a 375 px screen without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }

  test("About Us says what the store sells, its promises and links to shop", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    for (const text of [
      ...LONGER_RETURN_WINDOWS,
      "online fashion and accessories store for shoppers across India",
      "100% original",
      "Pay on delivery",
      "Return or exchange within 7 days",
      "2-year watch warranty",
    ]) {
      await expect(main).toContainText(text);
    }
    await expect(main.getByTestId("free-shipping-threshold")).toHaveText(
      `Free shipping on orders of ${freeShippingThreshold} and above`,
    );
    await expect(main.getByRole("link", { name: "Browse all products" })).toHaveAttribute("href", "/products");
    await expect(main.getByRole("link", { name: "Shop new arrivals" })).toHaveAttribute("href", "/new-arrivals");
    const range = main.getByRole("region", { name: "What we sell" });
    await expect(range.getByRole("link")).toHaveCount(12);
    await expect(range.getByRole("link", { name: "Loafers" })).toHaveAttribute("href", "/loafers");
    await expect(range.getByRole("link", { name: "Perfumes" })).toHaveAttribute("href", "/perfume");

    await range.getByRole("link", { name: "Sunglasses" }).click();
    await expect(page).toHaveURL(/\/sunglasses$/);
  });

  test("Terms & Conditions: the store policies, in sections with a table of contents", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/terms");
    const main = page.getByRole("main");
    for (const title of [
      "Orders and pricing",
      "Delivery",
      "Shipping charges",
      "Returns and exchanges",
      "Refunds",
      "Cash on delivery and online payment",
      "Customer support",
      "Governing law",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: new RegExp(`^\\d\\. ${title}$`) })).toBeVisible();
    }
    for (const text of [
      "inclusive of all applicable taxes",
      "5-7 business days",
      "7-10 business days",
      "Mon-Sat 10 AM-8 PM",
      "the laws of India, and the courts of Delhi",
      "Customized or sale items are non-returnable.",
      ...LONGER_RETURN_WINDOWS,
    ]) {
      await expect(main).toContainText(text);
    }
    await expect(main.getByTestId("free-shipping-threshold")).toHaveText(
      `free on orders of ${freeShippingThreshold} and above`,
    );
    await expect(main.getByRole("region", { name: /Shipping charges/ })).toContainText(
      `shipping fee of ${shippingFee}`,
    );

    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents.getByRole("link")).toHaveCount(9);
    await contents.getByRole("link", { name: "Governing law" }).click();
    await expect(page).toHaveURL(/#governing-law$/);
    await expect(main.getByRole("heading", { level: 2, name: /Governing law$/ })).toBeInViewport();
  });

  test("Customer Care: hours, the e-mail link, what to include and the FAQ", async ({ page }) => {
    await page.goto("/support");
    const main = page.getByRole("main");
    await expect(main).toContainText("Monday – Saturday: 10:00 AM – 8:00 PM | Sunday: Closed");
    await expect(main.getByRole("link", { name: supportEmail })).toHaveAttribute("href", `mailto:${supportEmail}`);
    await expect(main.getByRole("link", { name: "Write to customer care" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${supportEmail.replace(/[.]/g, "\\.")}\\?subject=`),
    );
    await expect(main).toContainText("Your order number");
    await expect(main).toContainText("The e-mail you ordered with");

    const faq = main.getByRole("region", { name: "Frequently asked questions" });
    await expect(faq.locator("details")).toHaveCount(5);
    const answers: [string, string][] = [
      ["How long does delivery take?", "5-7 business days"],
      ["What is your return and exchange policy?", "Customized or sale items are non-returnable."],
      ["Can I pay cash on delivery?", "pay the courier when your order arrives"],
      ["How do I track my order?", "order number"],
      ["When will I get my refund?", "7-10 business days"],
    ];
    for (const [question, answer] of answers) {
      const item = faq.locator("details").filter({ hasText: question });
      const answerText = item.getByText(answer, { exact: false });
      await expect(answerText).toBeHidden();
      await item.getByText(question).click();
      await expect(answerText).toBeVisible();
    }
    await expect(faq).toContainText(`free on orders of ${freeShippingThreshold} and above`);
  });

  test("Customer Care: phone, WhatsApp, postal address, GSTIN and the grievance officer", async ({ page }) => {
    await page.goto("/support");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "+91 98765 43210" }).first()).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(main.getByRole("link", { name: /^Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919876543210\?text=/,
    );
    const address = main.getByRole("region", { name: "Our address" });
    await expect(address).toContainText("StyleHub Fashion Private Limited");
    await expect(address).toContainText("Bengaluru, Karnataka 560025");
    await expect(address).toContainText("GSTIN: 29ABCDE1234F1Z5");
    const grievance = main.getByRole("region", { name: "Grievance officer" });
    await expect(grievance).toContainText("Ananya Rao, Grievance Officer");
    await expect(grievance).toContainText("Consumer Protection (E-Commerce) Rules, 2020");
    await expect(grievance.getByRole("link", { name: "grievance@stylehub.example" })).toHaveAttribute(
      "href",
      "mailto:grievance@stylehub.example",
    );
  });

  test("Returns and Refunds: every collection's window from the collection data, and how to ask", async ({ page }) => {
    await page.goto("/returns");
    const table = page.getByRole("table", { name: "Return and exchange window of each collection" });
    const windowOf = (collection: string) =>
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: collection, exact: true }) });
    for (const [collection, days] of [
      ["Perfume", "15 days"],
      ["Tracksuit", "14 days"],
      ["Luxury", "14 days"],
      ["Trousers", "14 days"],
      ["Loafers", "7 days"],
    ] as const) {
      await expect(windowOf(collection)).toContainText(days);
    }
    await expect(table.getByRole("row")).toHaveCount(14);
    await windowOf("Perfume").getByRole("link").click();
    await expect(page).toHaveURL(/\/perfume$/);
    await page.goBack();
    const main = page.getByRole("main");
    await expect(main).toContainText("Customized or sale items are non-returnable.");
    await expect(main).toContainText("7-10 business days");
    await expect(main.getByRole("link", { name: supportEmail })).toHaveAttribute("href", /^mailto:/);
    const lookups = main.getByRole("link", { name: "order lookup" });
    await expect(lookups.first()).toBeVisible();
    for (const link of await lookups.all()) await expect(link).toHaveAttribute("href", "/orders/lookup");
  });

  test("Privacy Policy: what is kept, why, with whom, and the grievance officer", async ({ page }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link")).toHaveCount(9);
    await expect(main).toContainText("Digital Personal Data Protection Act, 2023");
    await expect(main).toContainText("we never see or store them");
    await expect(main.getByRole("region", { name: /Grievance officer/ })).toContainText("Ananya Rao");
  });

  test("/sitemap.xml lists the pages, collections and products once each, with absolute URLs", async ({
    page,
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
    const xml = await response.text();
    expect(xml.startsWith("<?xml")).toBe(true);
    expect(xml).toContain("<urlset");

    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(new Set(locs).size).toBe(locs.length);
    const origin = new URL(response.url()).origin;
    for (const loc of locs) expect(loc.startsWith(`${origin}/`)).toBe(true);
    const paths = locs.map((loc) => new URL(loc).pathname);
    for (const path of [
      "/",
      "/products",
      "/new-arrivals",
      "/category",
      "/product-list",
      // The information pages this file opens one by one.
      ...PAGES.map((p) => p.path),
      "/loafers",
      "/perfume",
      "/jeans-page",
      "/sandals-page",
      // The first and the last seeded product.
      `/product/${catalog[0]!.id}`,
      `/product/${catalog.at(-1)!.id}`,
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(paths.filter((p) => p.startsWith("/product/")).length).toBeGreaterThanOrEqual(catalog.length);

    // A real XML parser accepts it.
    await page.goto("/about");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.localName,
        urls: doc.getElementsByTagName("url").length,
      };
    }, xml);
    expect(parsed).toEqual({ error: false, root: "urlset", urls: locs.length });
  });

  test("/robots.txt points at the sitemap and keeps crawlers out of per-shopper pages", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    const origin = new URL(response.url()).origin;
    expect(body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ["/cart", "/customer-details", "/account", "/api/"]) {
      expect(body.split("\n")).toContain(`Disallow: ${path}`);
    }
  });
});
