import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { expectNoSidewaysScroll } from "./support/shop";
import { shopperWithAccount, uniqueTag } from "./support/accounts";
import { staffTest as test } from "./support/staff";

// The staff's roles and the audit log: the owner changes a price and finds it in the log; a member of
// catalogue staff, given the role on the staff page, sees no Orders tab and is refused the orders' page. At
// a phone's width and a desktop's, with axe.

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the owner finds a price change in the audit log", async ({ page }) => {
      const name = `Audit Trail Kurta ${uniqueTag()}`;
      const made = await page.request.post("/api/products/create", {
        data: { name, image: "https://images.example.com/kurta.jpg", price: 1999, category: "Perfumes", stock: 3 },
      });
      expect(made.status(), await made.text()).toBe(201);
      const { product } = (await made.json()) as { product: { id: number } };
      const changed = await page.request.patch(`/api/admin/products/${product.id}`, {
        data: { price: 2599, hidden: true },
      });
      expect(changed.status(), await changed.text()).toBe(200);

      await page.goto("/admin/audit");
      await page.getByLabel("Kind").selectOption("product.edit");
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/kind=product\.edit/);
      // The URL moves before the filtered entries replace the others: only edits are listed once they have.
      await expect(page.getByTestId("audit-entry").filter({ hasText: "Product added" })).toHaveCount(0);
      const entry = page.getByTestId("audit-entry").filter({ hasText: name });
      await expect(entry).toContainText("price: 1999");
      await expect(entry).toContainText("price: 2599");
      await expect(entry).toContainText("Product edited");
      await expectNoSidewaysScroll(page);
      await noAxeViolations(page);
    });

    test("catalogue staff see no Orders tab and are refused the orders' page", async ({ page, browser, baseURL }) => {
      const { shopper, account } = await shopperWithAccount(browser, baseURL, "catalogue");
      await page.goto("/admin/staff");
      await page.getByLabel("Account's e-mail").fill(account.email);
      await page.getByLabel("Role", { exact: true }).selectOption("catalogue");
      await page.getByRole("button", { name: "Save role" }).click();
      await expect(page.getByTestId("staff-answer")).toHaveText(`${account.email} is now Catalogue staff.`);
      await expect(page.getByTestId("staff-members")).toContainText(account.email);
      await expectNoSidewaysScroll(page);
      await noAxeViolations(page);

      const staff = await shopper.newPage();
      await staff.goto("/admin/products");
      const nav = staff.getByRole("navigation", { name: "Staff" });
      await expect(nav.getByRole("link", { name: "Products" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Orders" })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
      const refused = await staff.goto("/admin/orders");
      expect(refused?.status()).toBe(403);
      await expect(staff.getByText("Your staff role does not include this")).toBeVisible();
      await expectNoSidewaysScroll(staff);
      await noAxeViolations(staff);
      await shopper.close();
    });
  });
}
