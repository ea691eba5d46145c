import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { hydrated } from "./support/shop";
import { shopperContext, staffTest } from "./support/staff";

const COLOURS = ["#7c2d12", "#1e3a8a", "#065f46", "#6b21a8"];

/** A 900x1125 "photo" (a kurta-like shape on a coloured backdrop, numbered), as a phone would send it. */
function photo(n: number): Promise<Buffer> {
  const colour = COLOURS[(n - 1) % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1125">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5f5f4"/><stop offset="1" stop-color="#d6d3d1"/></linearGradient></defs>
    <rect width="900" height="1125" fill="url(#g)"/>
    <path d="M300 180 L380 140 Q450 190 520 140 L600 180 L740 300 L660 380 L610 340 L610 960 L290 960 L290 340 L240 380 L160 300 Z" fill="${colour}"/>
    <text x="450" y="1060" font-family="sans-serif" font-size="56" text-anchor="middle" fill="#44403c">Photo ${n}</text>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: "PhoneCam" } })
    .toBuffer();
}

async function uploadPhoto(request: APIRequestContext, n: number): Promise<string> {
  const res = await request.post("/api/uploads", {
    multipart: { image: { name: `photo-${n}.jpg`, mimeType: "image/jpeg", buffer: await photo(n) } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

const axeClean = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
};

staffTest.describe("product photos", () => {
  staffTest.describe.configure({ mode: "serial" });
  let productId = 0;

  staffTest("staff add photos, reorder them with the keyboard and remove one", async ({ page }) => {
    // A whole journey through the shop and the staff pages: three times the usual time.
    staffTest.slow();
    const first = await uploadPhoto(page.request, 1);
    const created = await page.request.post("/api/products/create", {
      data: { name: `Gallery Kurta ${Date.now()}`, images: [first], price: 1799, category: "Shirts & Tshirt" },
    });
    expect(created.status(), await created.text()).toBe(201);
    productId = ((await created.json()) as { product: { id: number } }).product.id;

    await page.goto(`/admin/products/${productId}`);
    await expect(page.getByRole("button", { name: "Save changes" })).toBeEnabled();
    const photos = page.getByTestId("gallery-photo");
    await expect(photos).toHaveCount(1);
    // The product's own photos (its colours' forms below have photos too).
    const upload = page.getByRole("form", { name: /^Edit Gallery Kurta/ }).locator('input[type="file"]');
    await expect(upload).toBeEnabled({ timeout: 15_000 });
    await upload.setInputFiles([
      { name: "photo-2.jpg", mimeType: "image/jpeg", buffer: await photo(2) },
      { name: "photo-3.jpg", mimeType: "image/jpeg", buffer: await photo(3) },
      { name: "photo-4.jpg", mimeType: "image/jpeg", buffer: await photo(4) },
    ]);
    // Each upload is made into AVIF and WebP at every width before it shows: seconds on a busy machine.
    await expect(photos).toHaveCount(4, { timeout: 30_000 });
    const order = async () => photos.evaluateAll((items) => items.map((li) => li.getAttribute("data-src")));
    const [, second, third, fourth] = await order();

    // Photo 3 becomes the main photo: twice "earlier" by the keyboard, focus staying on its button.
    await page.getByRole("button", { name: "Move photo 3 earlier" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Move photo 2 earlier" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Photo 2 is now photo 1 of 4.")).toBeAttached();
    expect(await order()).toEqual([third, first, second, fourth]);
    await page.getByRole("button", { name: "Remove photo 4" }).click();
    expect(await order()).toEqual([third, first, second]);
    await axeClean(page);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`staff-photos-${width}.png`), fullPage: true });
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved ✅" })).toBeVisible();
    const saved = (await (await page.request.get(`/api/products/${productId}`)).json()) as {
      name: string;
      image: string;
      images: { src: string; width: number; height: number }[];
    };
    expect(saved.image).toBe(third);
    // The product's card shows the new main photo, as AVIF or WebP at the card's size.
    await page.goto(`/products?q=${encodeURIComponent(saved.name)}`);
    const card = page.locator("main article").filter({ hasText: saved.name }).locator("picture");
    await expect(card.locator('source[type="image/webp"]')).toHaveAttribute(
      "srcset",
      new RegExp(`^${third!.replace(".jpg", "")}-320w\\.webp 320w`),
    );
    await expect(card.locator("source").first()).toHaveAttribute("sizes", /50vw$/);
    expect(saved.images).toEqual([
      { src: third, width: 900, height: 1125 },
      { src: first, width: 900, height: 1125 },
      { src: second, width: 900, height: 1125 },
    ]);
  });

  staffTest(
    "the shopper's gallery: thumbnails and zoom by keyboard, axe clean, at 375 and 1280 px",
    async ({ browser, baseURL }) => {
      // A whole journey through the shop and the staff pages: three times the usual time.
      staffTest.slow();
      const shopper = await shopperContext(browser, baseURL);
      const page = await shopper.newPage();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.goto(`/product/${productId}`);
        await hydrated(page);
        const gallery = page.getByRole("region", { name: /^Photos of / });
        // AVIF and WebP at each width, the original as the fallback, with its size.
        const main = gallery.locator("picture").first();
        await expect(main.locator('source[type="image/avif"]')).toHaveAttribute(
          "srcset",
          /-320w\.avif 320w, .*-900w\.avif 900w$/,
        );
        await expect(main.locator("img")).toHaveAttribute("width", "900");
        await expect(main.locator("img")).toHaveAttribute("height", "1125");
        await expect
          .poll(() => main.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc))
          .toMatch(/\.avif$/);

        // Search engines get every photo, the main one first.
        const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
          image: string[];
        };
        expect(jsonLd.image).toHaveLength(3);
        expect(jsonLd.image[0]).toMatch(/^https?:\/\/.+\/uploads\/[0-9a-f]{32}\.jpg$/);
        const thumbs = gallery.getByRole("link", { name: /^Show photo \d of 3$/ });
        await expect(thumbs).toHaveCount(3);
        await thumbs.nth(1).focus();
        await page.keyboard.press("Enter");
        await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
        await expect(gallery.getByRole("link", { name: /photo 2 of 3: open a larger view/ })).toBeInViewport();
        await axeClean(page);
        await page.screenshot({ path: test.info().outputPath(`product-gallery-${width}.png`), fullPage: false });

        // The larger view, by keyboard: Enter on the photo, zoom in, next photo, Escape.
        await gallery.getByRole("link", { name: /photo 2 of 3: open a larger view/ }).focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: /Larger view: .*photo 2 of 3/ });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("button", { name: "Close the larger view" })).toBeFocused();
        const imgWidth = () => dialog.locator("img").evaluate((img) => img.getBoundingClientRect().width);
        await page.keyboard.press("Shift+Tab");
        await expect(dialog.getByRole("button", { name: "Zoom in" })).toBeFocused();
        // The width it fits the screen at, once the view has settled (the same for two frames running).
        let fitted = 0;
        await expect
          .poll(async () => {
            const [before, after] = [fitted, await imgWidth()];
            fitted = after;
            return after > 0 && after === before;
          })
          .toBe(true);
        await page.keyboard.press("Enter");
        await expect(dialog.getByRole("button", { name: "Zoom out" })).toHaveAttribute("aria-pressed", "true");
        // Twice the size it fitted the screen at, panned by scrolling or the arrow keys.
        await expect.poll(async () => Math.abs((await imgWidth()) - 2 * fitted)).toBeLessThan(2);
        await axeClean(page);
        await page.screenshot({ path: test.info().outputPath(`product-zoom-${width}.png`) });
        await page.keyboard.press("Enter"); // zoom out
        await dialog.getByRole("button", { name: "Next photo" }).focus();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("dialog", { name: /photo 3 of 3/ })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(gallery.getByRole("link", { name: /photo 3 of 3: open a larger view/ })).toBeFocused();
        // The strip shows the photo the larger view was left on.
        await expect
          .poll(() =>
            page.getByTestId("gallery-track").evaluate((strip) => Math.round(strip.scrollLeft / strip.clientWidth)),
          )
          .toBe(2);
        await expect(gallery.getByRole("link", { name: "Show photo 3 of 3" })).toHaveAttribute("aria-current", "true");
        await page.screenshot({ path: test.info().outputPath(`product-page-${width}.png`), fullPage: true });
      }
      await shopper.close();
    },
  );

  staffTest(
    "without JavaScript the first photo shows and every photo links to its larger rendition",
    async ({ browser, baseURL }) => {
      const shopper = await shopperContext(browser, baseURL, { javaScriptEnabled: false });
      const page = await shopper.newPage();
      await page.goto(`/product/${productId}`);
      const gallery = page.getByRole("region", { name: /^Photos of / });
      const first = gallery.locator("img").first();
      await expect(first).toBeVisible();
      expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const larger = gallery.getByRole("link", { name: /: open a larger view$/ });
      await expect(larger).toHaveCount(3);
      const href = await larger.first().getAttribute("href");
      expect(href).toMatch(/^\/uploads\/[0-9a-f]{32}-900w\.webp$/);
      const res = await shopper.request.get(href!);
      expect(res.headers()["content-type"]).toBe("image/webp");
      expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      await shopper.close();
    },
  );
});
