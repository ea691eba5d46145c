import { expect, test, type Page } from "@playwright/test";
import { BLUE_TIDE as PERFUME, GOLD_SANDALS as SANDAL, CROC_LOAFERS } from "./support/catalog";
import { addToCart, hydrated } from "./support/shop";

/**
 * Every tap target is at least 44 x 44 px on a 375 px screen, so a thumb can hit it. Each test measures every
 * interactive element the page shows and lists the ones under 44 px either way.
 */
const MIN = 44;

const LOAFER = { id: CROC_LOAFERS.id, size: "8" };

/**
 * The interactive elements shown on the page that are smaller than MIN either way, as
 * `<tag> "name" WxH` lines. What is measured, and what is left out and why:
 * - a radio or checkbox is measured by its label, which is what a thumb taps (the chips and size buttons
 *   hide the native control and style the label);
 * - nothing hidden is measured: display none, visibility hidden, the content of a closed <details>
 *   (checkVisibility), and visually hidden elements (1 x 1 px, such as the skip link before it is
 *   focused): there is nothing to tap;
 * - a link inside running text (an inline link among other words of its paragraph or list item) is left
 *   out: its height is the line's, and WCAG's target-size rule exempts such inline targets (2.5.8,
 *   "Inline"); making each one 44 px tall would pull the sentence apart.
 */
async function smallTargets(page: Page): Promise<string[]> {
  const { measured, small } = await page.evaluate((min) => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(",");
    const isInlineTextLink = (el: Element): boolean => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      const own = (el.textContent ?? "").trim();
      const all = (block?.textContent ?? "").replace(/\s+/g, " ").trim();
      return all.length > own.length;
    };
    const seen = new Set<Element>();
    const small: string[] = [];
    let measured = 0;
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      const control = el as HTMLInputElement;
      const target: HTMLElement =
        el.tagName === "INPUT" && (control.type === "radio" || control.type === "checkbox") && control.labels?.[0]
          ? control.labels[0]
          : el;
      if (seen.has(target)) continue;
      seen.add(target);
      const box = target.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue;
      if (isInlineTextLink(target)) continue;
      measured += 1;
      if (Math.round(box.width) >= min && Math.round(box.height) >= min) continue;
      const name = (target.getAttribute("aria-label") ?? target.textContent ?? "").replace(/\s+/g, " ").trim();
      small.push(
        `<${target.tagName.toLowerCase()}> "${name.slice(0, 50)}" ${box.width.toFixed(1)}x${box.height.toFixed(1)}`,
      );
    }
    return { measured, small };
  }, MIN);
  // The header, the footer and the page's own controls: a check that measured next to nothing proves nothing.
  expect(measured).toBeGreaterThan(15);
  return small;
}

test.describe("tap targets on a 375 px screen", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the home page, with the menu closed and open", async ({ page }) => {
    await page.goto("/");
    // The carousel's controls appear once its script runs.
    await expect(page.getByRole("button", { name: "Next slide" })).toBeVisible({ timeout: 20_000 });
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wishlist" })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });

  test("the products page, with more filters open", async ({ page }) => {
    await page.goto("/products");
    expect(await smallTargets(page)).toEqual([]);
    await page.getByText("More filters").click();
    await expect(page.getByRole("group", { name: "Availability" })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });

  test("a product page, and the popup after Add to Cart", async ({ page }) => {
    await page.goto(`/product/${LOAFER.id}`);
    await hydrated(page);
    expect(await smallTargets(page)).toEqual([]);
    await page.locator("#sizes").getByText(LOAFER.size, { exact: true }).click();
    await page.locator("main").getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(page.getByRole("button", { name: "Dismiss message" })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });

  test("the cart, with a line that still needs a size", async ({ page }) => {
    await addToCart(page, LOAFER.id, 1, LOAFER.size);
    await addToCart(page, PERFUME.id, 2);
    await addToCart(page, SANDAL.id); // stored as size "N/A" without one
    await page.goto("/cart");
    await expect(page.getByText("Choose a size before checkout")).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });
});
