import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./support/shop";

// docs/product.md section 2, "Featured tiles (name -> path)", in order.
const FEATURED = [
  ["Sunglasses", "/sunglasses"],
  ["Perfumes", "/perfume"],
  ["Loafer", "/loafers"],
  ["Trouser", "/trousers"],
  ["Tracksuit", "/tracksuit"],
  ["Mens Shoes", "/menshoes"],
  ["Luxury Watch", "/luxury-watch"],
  ["Handbags and Bags", "/handbags"],
  ["Flipflop", "/flipflops"],
  ["Ladies Watches", "/girls-watch"],
  ["T-Shirt and Shirts", "/tshirts"],
] as const;

const DEALS = "Your City's Best Deals Handpicked for you";

const carousel = (page: Page) => page.getByRole("region", { name: "Featured Products" });
const deals = (page: Page) => page.getByRole("region", { name: DEALS });
const dots = (region: Locator) => region.getByRole("button", { name: /^Go to slide \d+$/ });

/** The index of the dot marked current (-1 when none is). */
async function selectedDot(region: Locator): Promise<number> {
  const states = await dots(region).evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-current")));
  return states.indexOf("true");
}

/** The labels of the slides wholly inside the carousel's window ("1 of 11", ...). */
function shownSlides(region: Locator): Promise<string[]> {
  return region.getByRole("group").evaluateAll((slides) =>
    slides
      .filter((slide) => {
        // The tile itself (each slide also holds the gap before it).
        const box = (slide.firstElementChild ?? slide).getBoundingClientRect();
        const window = slide.parentElement!.parentElement!.getBoundingClientRect();
        return box.width > 0 && box.left >= window.left - 1 && box.right <= window.right + 1;
      })
      .map((slide) => slide.getAttribute("aria-label") ?? ""),
  );
}

/** The carousel's controls appear once its script has taken over (slow on a busy development server). */
async function openHome(page: Page, path = "/") {
  await page.goto(path);
  await expect(carousel(page).getByRole("button", { name: "Next slide" })).toBeVisible({ timeout: 20_000 });
}

/**
 * Opens the home page with the carousel in view and its autoplay stopped (hovering a control stops it), so
 * only the test moves it; answers the carousel and its Next button.
 */
async function openStoppedCarousel(page: Page) {
  await openHome(page);
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  const next = region.getByRole("button", { name: "Next slide" });
  await next.hover();
  await expect(region).toHaveAttribute("data-autoplay", "stopped");
  return { region, next };
}

test.describe("home page", () => {
  test("banner: the page heading, its copy and Shop Now", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Fashion and accessories online in India | StyleHub");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL("/", page.url()).href);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText("Step Into Style");
    await expect(page.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/new-arrivals");
    await expect(page.getByRole("heading", { name: "Discover Our Latest Collection" })).toBeVisible();
  });

  test("the free-shipping claim reads the store's threshold", async ({ page }) => {
    await page.goto("/");
    // The default setting (FREE_SHIPPING_THRESHOLD_RUPEES=999), formatted as the store formats money.
    await expect(page.getByText("Free shipping on orders above ₹999")).toBeVisible();
  });

  test("a phone's first load leaves out the second video's still until it comes near", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(fetched).toContain("/media/hero-poster.jpg");
    expect(fetched).not.toContain("/media/collection-poster.jpg");
    await page.locator("video").nth(1).scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.includes("/media/collection-poster.jpg")).toBe(true);
  });

  test("both videos are muted, looping, inline, decorative and have a poster", async ({ page }) => {
    await page.goto("/");
    const videos = page.locator("video");
    await expect(videos).toHaveCount(2);
    for (const [index, name] of ["hero", "collection"].entries()) {
      const video = videos.nth(index);
      for (const attribute of ["muted", "loop", "playsinline"]) {
        await expect(video).toHaveAttribute(attribute, "");
      }
      await expect(video).toHaveJSProperty("muted", true);
      // The second video's still waits until it comes near the screen (a phone's first load leaves it out).
      if (name === "collection") await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveAttribute("poster", `/media/${name}-poster.jpg`);
      await expect(video).toHaveAttribute("aria-hidden", "true");
      await expect(video).toHaveAttribute("width", /^\d+$/);
      await expect(video).toHaveAttribute("height", /^\d+$/);
      const sources = await video.locator("source").evaluateAll((els) => els.map((el) => el.getAttribute("src")));
      expect(sources).toEqual([`/media/${name}.webm`, `/media/${name}.mp4`]);
    }
    // On a wide screen the hero plays by itself once the page runs (no autoplay attribute: a phone must
    // not download it before the page knows it is a phone).
    await expect(videos.first()).not.toHaveAttribute("autoplay");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => videos.first().evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  });

  test("on a phone the videos wait for a tap and load nothing", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/") && !request.url().endsWith(".jpg")) requested.push(request.url());
    });
    await openHome(page);
    await expect(page.getByRole("button", { name: "Play background video" })).toHaveCount(2);
    expect(
      await page.locator("video").evaluateAll((videos: HTMLVideoElement[]) => videos.map((v) => v.paused)),
    ).toEqual([true, true]);
    expect(requested).toEqual([]);
    await page.getByRole("button", { name: "Play background video" }).first().click();
    await expect
      .poll(() =>
        page
          .locator("video")
          .first()
          .evaluate((v: HTMLVideoElement) => !v.paused),
      )
      .toBe(true);
  });

  test("the carousel holds the 11 featured tiles, in order, each a link to its page", async ({ page }) => {
    await page.goto("/");
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = region.getByRole("group");
    await expect(slides).toHaveCount(FEATURED.length);
    for (const [index, [name, path]] of FEATURED.entries()) {
      const slide = slides.nth(index);
      await expect(slide).toHaveAttribute("aria-roledescription", "slide");
      await expect(slide).toHaveAttribute("aria-label", `${index + 1} of ${FEATURED.length}`);
      const link = slide.getByRole("link");
      await expect(link).toHaveAccessibleName(name);
      await expect(link).toHaveAttribute("href", path);
    }
  });

  test("the carousel plays by itself", async ({ page }) => {
    await openHome(page);
    const region = carousel(page);
    await expect(region).toHaveAttribute("data-autoplay", "playing");
    const start = await selectedDot(region);
    expect(start).toBeGreaterThanOrEqual(0);
    // Every 2.5 s (docs/product.md section 9).
    await expect.poll(() => selectedDot(region), { timeout: 6_000 }).not.toBe(start);
  });

  test("the previous and next buttons move the carousel", async ({ page }) => {
    // Only the buttons move it from here on.
    const { region, next } = await openStoppedCarousel(page);
    await region.getByRole("button", { name: "Go to slide 1", exact: true }).click();
    await expect.poll(() => selectedDot(region)).toBe(0);
    // 1280 px wide (docs/product.md section 9): two tiles shown, two scrolled at a time.
    await expect.poll(() => shownSlides(region)).toEqual(["1 of 11", "2 of 11"]);

    await next.click();
    await expect.poll(() => selectedDot(region)).toBe(1);
    await expect.poll(() => shownSlides(region)).toEqual(["3 of 11", "4 of 11"]);

    await region.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => selectedDot(region)).toBe(0);
    // The loop: previous from the first snap goes to the last.
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => selectedDot(region)).toBe((await dots(region).count()) - 1);
  });

  test("900 px wide: three tiles shown, one scrolled at a time", async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    const { region, next } = await openStoppedCarousel(page);
    await expect(dots(region)).toHaveCount(11);
    await region.getByRole("button", { name: "Go to slide 1", exact: true }).click();
    await expect.poll(() => shownSlides(region)).toEqual(["1 of 11", "2 of 11", "3 of 11"]);
    await next.click();
    await expect.poll(() => shownSlides(region)).toEqual(["2 of 11", "3 of 11", "4 of 11"]);
  });

  test("the arrow keys move the carousel", async ({ page }) => {
    await openHome(page);
    const region = carousel(page);
    const first = region.getByRole("button", { name: "Go to slide 1", exact: true });
    // Focus inside the carousel stops the autoplay.
    await first.focus();
    await expect(region).toHaveAttribute("data-autoplay", "stopped");
    await page.keyboard.press("Enter");
    await expect.poll(() => selectedDot(region)).toBe(0);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => selectedDot(region)).toBe(1);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => selectedDot(region)).toBe(2);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => selectedDot(region)).toBe(1);
  });

  test("the autoplay stops while hovered or focused, and on request", async ({ page }) => {
    await openHome(page);
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute("data-autoplay", "playing");
    await region.getByRole("group", { name: "1 of 11", exact: true }).hover();
    await expect(region).toHaveAttribute("data-autoplay", "stopped");
    await page.mouse.move(5, 5);
    await expect(region).toHaveAttribute("data-autoplay", "playing");

    await region.getByRole("button", { name: "Next slide" }).focus();
    await expect(region).toHaveAttribute("data-autoplay", "stopped");
    await page.getByRole("link", { name: "Shop Now" }).focus();
    await expect(region).toHaveAttribute("data-autoplay", "playing");

    await region.getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(5, 5);
    await page.getByRole("link", { name: "Shop Now" }).focus();
    await expect(region.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await expect(region).toHaveAttribute("data-autoplay", "stopped");
    await region.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(5, 5);
    await expect(region).toHaveAttribute("data-autoplay", "playing");
  });

  test("View More shows 20 more products each time, as a shareable link", async ({ page }) => {
    await page.goto("/");
    const grid = deals(page);
    await expect(grid.getByRole("heading", { name: DEALS })).toBeVisible();
    await expect(grid.getByRole("article")).toHaveCount(20);
    await expect(grid.getByText(/^Showing 20 of \d+$/)).toBeVisible();
    const firstCard = grid.getByRole("article").first().getByRole("link").first();
    await expect(firstCard).toHaveAttribute("href", /^\/product\/\d+$/);

    const viewMore = grid.getByRole("link", { name: "View More" });
    await expect(viewMore).toHaveAttribute("href", "/?page=2");
    // Keeping the scroll is the script's: a tap before hydration is a plain link's full page load.
    await hydrated(page);
    await viewMore.click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expect(grid.getByRole("article")).toHaveCount(40);
    await expect(grid.getByText(/^Showing 40 of \d+$/)).toBeVisible();
    // The page stays where the shopper was reading.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(grid.getByRole("link", { name: "View More" })).toHaveAttribute("href", "/?page=3");
  });

  test("/?page=2 served directly shows 40; bad pages fall back; the last page hides View More", async ({ page }) => {
    await page.goto("/?page=2");
    await expect(deals(page).getByRole("article")).toHaveCount(40);

    await page.goto("/?page=abc");
    await expect(deals(page).getByRole("article")).toHaveCount(20);

    await page.goto("/?page=100000");
    const status = await deals(page)
      .getByText(/^Showing \d+ of \d+$/)
      .textContent();
    const [, shown, total] = status?.match(/Showing (\d+) of (\d+)/) ?? [];
    expect(Number(total)).toBeGreaterThan(40);
    expect(shown).toBe(total);
    await expect(deals(page).getByRole("article")).toHaveCount(Number(total));
    await expect(deals(page).getByRole("link", { name: "View More" })).toHaveCount(0);
  });

  test("no accessibility violations (axe)", async ({ page }) => {
    await openHome(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual(
      [],
    );
  });

  test("375 px wide: one tile at a time and no sideways page scroll", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openHome(page);
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    // Eleven 44 px dots do not fit a phone's row: "1 / 11" stands in for them.
    await expect(dots(region)).toHaveCount(0);
    const counter = region.getByTestId("slide-counter").locator('[aria-hidden="true"]');
    const next = region.getByRole("button", { name: "Next slide" });
    await next.hover();
    await expect(region).toHaveAttribute("data-autoplay", "stopped");
    const shown = Number((await counter.innerText()).split(" / ")[0]);
    await expect(counter).toHaveText(`${shown} / 11`);
    await next.click();
    await expect(counter).toHaveText(`${(shown % 11) + 1} / 11`);
    const button = (await next.boundingBox())!;
    expect(Math.min(button.width, button.height)).toBeGreaterThanOrEqual(44);
    // Between moves exactly one tile is wholly inside the carousel, and it fills most of the screen.
    await expect.poll(async () => (await shownSlides(region)).length).toBe(1);
    const width = await region
      .getByRole("group")
      .first()
      .evaluate((slide) => slide.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("home page for shoppers who prefer reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves by itself, the buttons still work", async ({ page }) => {
    await openHome(page);
    const region = carousel(page);
    await expect
      .poll(() => page.locator("video").evaluateAll((videos: HTMLVideoElement[]) => videos.map((v) => v.paused)))
      .toEqual([true, true]);
    // The shopper can still choose to play them.
    await expect(page.getByRole("button", { name: "Play background video" })).toHaveCount(2);
    await expect(region).toHaveAttribute("data-autoplay", "stopped");
    await expect(region.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
    const start = await selectedDot(region);
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => selectedDot(region)).toBe((start + 1) % (await dots(region).count()));
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("View More still works and the tiles are links", async ({ page }) => {
    await page.goto("/");
    await expect(carousel(page).getByRole("link")).toHaveCount(11);
    await expect(deals(page).getByRole("article")).toHaveCount(20);
    await deals(page).getByRole("link", { name: "View More" }).click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expect(deals(page).getByRole("article")).toHaveCount(40);
  });

  test("the videos' stills show instead of videos, so no player's controls cover the heading", async ({ page }) => {
    await page.goto("/");
    const videos = page.locator("video");
    await expect(videos).toHaveCount(2);
    for (const video of await videos.all()) await expect(video).toBeHidden();
    const banner = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(banner.locator("img[src*='/media/']").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
