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
