import { expect, test, type Page } from "@playwright/test";
import { GUNMETAL_WATCH as WATCH } from "./support/catalog";
import { addToCart, cartLink, holdScripts, hydrated } from "./support/shop";

// Decision 026: a page's scripts are asked for once its first screen has loaded and been painted,
// so a phone's bandwidth goes to the stylesheet and the photos first; the page then hydrates as before.

/** When the page's `load` began, and when each of its scripts was asked for (ms since the navigation). */
async function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const scripts = performance.getEntriesByType("resource").filter((entry) => /\/assets\/.*\.js$/.test(entry.name));
    return {
      load: navigation!.loadEventStart,
      scripts: scripts.map((entry) => entry.startTime),
      names: scripts.map((entry) => new URL(entry.name).pathname),
    };
  });
}

test.describe("a page's scripts", () => {
  for (const path of ["/shirts", `/product/${WATCH.id}`, "/cart"]) {
    test(`are asked for after ${path} has loaded, and the page then works`, async ({ page }) => {
      await addToCart(page, WATCH.id);
      await page.goto(path);
      await hydrated(page);
      const { load, scripts, names } = await scriptTimings(page);
      // Routes are discovered lazily: the page inlines its own routes' manifest, and the whole manifest's file,
      // which the first-load budget leaves out (scripts/js-budget.ts), is never asked for.
      expect(names.filter((name) => /\/manifest-[^/]*\.js$/.test(name))).toEqual([]);
      expect(load).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(5);
      for (const start of scripts) expect(start).toBeGreaterThanOrEqual(load);
      await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    });
  }

  test("come even when the browser paints no frame for the page (a page kept behind another)", async ({ page }) => {
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto(`/product/${WATCH.id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  });

  test("leave what a shopper typed before them in place once they type on", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(`/customer-details?product=${WATCH.id}&quantity=1`, { waitUntil: "domcontentloaded" });
    await page.getByLabel("Name").fill("Meera Iyer");
    await page.getByLabel("State").selectOption("Kerala");
    release();
    await hydrated(page);
    // Typing on re-renders the form from its state: the name and the state must be in it.
    await page.getByLabel("E-mail").fill("meera@example.com");
    await expect(page.getByLabel("Name")).toHaveValue("Meera Iyer");
    await expect(page.getByLabel("State")).toHaveValue("Kerala");
    await expect(page.getByLabel("E-mail")).toHaveValue("meera@example.com");
  });
});
