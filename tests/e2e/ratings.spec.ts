import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { smoothedRating } from "@rules/ratings";
import { expectNoSidewaysScroll, hydrated } from "./support/shop";

// Ratings on cards, "Customer rating" and "4 stars and up" (docs/decisions/044-ratings-on-cards.md): on the
// products page and a collection, applied at once with JavaScript and by the forms' buttons without it.

const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** The ratings the cards show, in order ("4.3 ★ (27)" -> 4.3 from 27), after checking each card says it in words. */
async function shownRatings(page: Page): Promise<{ average: number; count: number }[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const ratings = cards(page).getByTestId("card-rating");
  const count = await ratings.count();
  expect(count).toBeGreaterThan(0);
  // Every card of a list filtered to 4 stars and up has a rating.
  expect(count).toBe(await cards(page).count());
  const figures: { average: number; count: number }[] = [];
  for (let i = 0; i < count; i++) {
    const rating = ratings.nth(i);
    const seen = await rating.locator('[aria-hidden="true"]').innerText();
    const match = seen.match(/^(\d\.\d) ★ \((\d+)\)$/);
    expect(match, seen).toBeTruthy();
    await expect(rating.locator(".sr-only")).toHaveText(
      `Rated ${match![1]} out of 5 from ${match![2]} review${match![2] === "1" ? "" : "s"}`,
    );
    figures.push({ average: Number(match![1]), count: Number(match![2]) });
  }
  return figures;
}

/**
 * Every card at 4.0 and up, in the sort's smoothed order (rules/ratings.ts). A card shows its average to one
 * decimal, so each smoothed figure worked back from it may be off by up to 0.05 either way.
 */
async function expectFourAndUpByRating(page: Page) {
  const figures = await shownRatings(page);
  for (const { average } of figures) expect(average).toBeGreaterThanOrEqual(4);
  const smoothed = figures.map(({ average, count }) => smoothedRating(average * count, count));
  for (let i = 1; i < smoothed.length; i++)
    expect(smoothed[i]!, `card ${i + 1} after ${JSON.stringify(figures[i - 1])}`).toBeLessThanOrEqual(
      smoothed[i - 1]! + 0.1,
    );
}

async function expectAccessible(page: Page) {
  await expectNoSidewaysScroll(page);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
}

const fourAndUp = (page: Page) =>
  page.getByRole("group", { name: "Customer rating" }).getByRole("radio", { name: /^4 stars and up \(\d+\)$/ });

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`ratings at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the products page sorts by customer rating and filters to 4 stars and up at once", async ({ page }) => {
      await page.goto("/products");
      await hydrated(page);
      await page.locator("#sort").selectOption({ label: "Customer rating" });
      await expect(page).toHaveURL(/\/products\?sort=rating$/);
      await page.getByText("More filters").click();
      await fourAndUp(page).check();
      await expect(page).toHaveURL(/\/products\?sort=rating&minRating=4$/);
      // The count beside the choice is what the list says it holds (both from the same answer: other specs
      // may add reviews meanwhile, so nothing is compared across loads).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const beside = (await fourAndUp(page).locator("..").innerText()).match(/\((\d+)\)/)![1];
      await expect(page.getByRole("main").getByRole("heading", { level: 2, name: `${beside} products` })).toBeVisible();
      await expect(page.getByText("More filters (1 on)")).toBeVisible();
      await expectFourAndUpByRating(page);
      await expectAccessible(page);
    });

    test("a collection sorts and filters the same way", async ({ page }) => {
      await page.goto("/shirts");
      await hydrated(page);
      await page.locator("#collection-sort").selectOption({ label: "Customer rating" });
      await expect(page).toHaveURL(/\/shirts\?sort=rating$/);
      await page.getByText("More filters").click();
      await fourAndUp(page).check();
      await expect(page).toHaveURL(/\/shirts\?sort=rating&minRating=4$/);
      await expectFourAndUpByRating(page);
      await expectAccessible(page);
    });
  });

  test.describe(`ratings without JavaScript at ${viewport.width} px`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test("the forms' buttons apply the sort and the filter", async ({ page }) => {
      await page.goto("/products");
      await page.locator("#sort").selectOption({ label: "Customer rating" });
      await page.getByText("More filters").click();
      await fourAndUp(page).check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/\/products\?sort=rating&minRating=4$/);
      await expect(page.locator("#sort")).toHaveValue("rating");
      await expectFourAndUpByRating(page);
      // Axe runs as a script in the page: it reads these lists in the tests with JavaScript above.
      await expectNoSidewaysScroll(page);

      await page.goto("/shirts");
      await page.locator("#collection-sort").selectOption({ label: "Customer rating" });
      await page.getByText("More filters").click();
      await fourAndUp(page).check();
      await page.getByRole("button", { name: "Apply", exact: true }).click();
      await expect(page).toHaveURL(/\/shirts\?sort=rating&minRating=4$/);
      await expectFourAndUpByRating(page);
      await expectNoSidewaysScroll(page);
    });

    test("a rating it does not understand is left out, as other bad filters are", async ({ page }) => {
      await page.goto("/products?minRating=9&sort=rating");
      await expect(page.getByText("Some filters were not understood and were reset.")).toBeVisible();
      await expect(page.locator("#sort")).toHaveValue("rating");
      await page.goto("/shirts?minRating=abc&sort=rating");
      await expect(page).toHaveURL(/\/shirts\?sort=rating$/);
    });
  });
}
