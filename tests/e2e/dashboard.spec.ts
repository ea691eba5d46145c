import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { OUD_ROYALE as PERFUME } from "./support/catalog";
import { submitOrder } from "./support/orders";
import { expectNoSidewaysScroll, hydrated } from "./support/shop";
import { shopperContext, staffTest as test } from "./support/staff";

// The owner's dashboard: a cash-on-delivery order placed today is counted in today's figures and charts, on a
// phone and a desktop; without JavaScript the range form still chooses the days, and a range it cannot read
// says why.

const istDay = (offsetDays: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** Every link, button and summary of the page's main part is at least 44 px tall. */
async function expectTapTargets(page: Page) {
  const small = await page
    .locator("main a:visible, main button:visible, main summary:visible, main input:visible")
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getBoundingClientRect().height < 44)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
  expect(small).toEqual([]);
}

test.describe("the dashboard", () => {
  test("shows today's order in its figures and draws its charts", async ({ page, browser, baseURL }) => {
    const shopper = await shopperContext(browser, baseURL);
    await submitOrder(
      shopper.request,
      {
        name: "Kavya Rao",
        email: "kavya@example.com",
        contact: "9876512340",
        address: "7 Residency Road, Bengaluru 560025",
      },
      { id: PERFUME.id, quantity: 1 },
    );
    await shopper.close();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });

    await page.goto("/admin");
    await hydrated(page);
    await page.getByRole("link", { name: "Today", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?period=today$/);
    await expect(page.getByTestId("dashboard-period")).toContainText("Today:");
    // Other journeys place orders today beside this one: the figures are checked to the unit by the API tests
    // (tests/api/dashboard.test.ts); here, that today's order is counted and the figures are shown.
    await expect(page.getByTestId("figure-orders")).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.getByTestId("figure-codShare")).toHaveText(/^\d{1,3}\.\d%$/);
    await expect(page.getByTestId("top-products")).not.toBeEmpty();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByTestId("chart-sales").locator(".recharts-bar-rectangle").first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await noAxeViolations(page);
      if (width === 375) await expectTapTargets(page);
      await page.screenshot({ path: test.info().outputPath(`dashboard-${width}.png`), fullPage: true });
    }
    // The chart's figures, as a table.
    await page.getByText("Orders by hour: the figures as a table").click();
    await expect(page.getByRole("table", { name: /Orders of each hour/ })).toBeVisible();
    // A range it cannot read says why.
    await page.goto(`/admin?period=range&from=${istDay(-1)}&to=${istDay(-3)}`);
    await expect(page.getByTestId("dashboard-problem")).toContainText("The last day must not be before the first day");
    await noAxeViolations(page);
    expect(refused).toEqual([]);
  });
});

test.describe("the dashboard without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("chooses a range of days with its plain form, and says why it cannot read one", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("dashboard-period")).toContainText("7 days:");
    const [from, to] = [istDay(-10), istDay(-3)];
    await page.getByTestId("range-from").fill(from);
    await page.getByTestId("range-to").fill(to);
    await page.getByRole("button", { name: "Show dates" }).click();
    await expect(page).toHaveURL(new RegExp(`period=range&from=${from}&to=${to}`));
    await expect(page.getByTestId("dashboard-period")).toContainText("Chosen dates:");
    await expect(page.getByTestId("range-from")).toHaveValue(from);
    // Without JavaScript no chart is drawn: its table is there.
    await expect(page.getByRole("table", { name: /Orders of each day/, includeHidden: true })).toHaveCount(1);
    // (axe runs in the page's script: the page with JavaScript is checked above.)
    await page.screenshot({ path: test.info().outputPath("dashboard-range-375.png"), fullPage: true });

    await page.getByTestId("range-from").fill(to);
    await page.getByTestId("range-to").fill(from);
    await page.getByRole("button", { name: "Show dates" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${to}&to=${from}`));
    await expect(page.getByTestId("dashboard-problem")).toHaveText(
      "The last day must not be before the first day. Showing the last 7 days.",
    );
    await expect(page.getByTestId("range-from")).toHaveValue(to);
  });
});
