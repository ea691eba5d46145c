import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * The page passes axe in its `main` (which needs JavaScript in the page: pages without it are checked in a
 * page with it) and fits a 375 px phone and a 1280 px desktop without scrolling sideways; full-page
 * screenshots of both, `<name>-375.png` and `<name>-1280.png` in the test's output folder, to look at.
 */
export async function checkPage(page: Page, name: string, { axe = true } = {}) {
  if (axe) {
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual(
      [],
    );
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/**
 * Opens one of the store's pages: it answers 200, its h1 is `heading`, its title "`heading` | StyleHub", and
 * its canonical URL is its own address.
 */
export async function openTitledPage(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`${heading} | StyleHub`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, page.url()).href);
}
