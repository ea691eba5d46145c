import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { holdScripts, hydrated } from "./support/shop";
import { expect } from "@playwright/test";
import { staffTest } from "./support/staff";

// Stock per size (docs/decisions/011-stock-per-size.md): the staff set each size's stock; shoppers see
// sold-out sizes struck through and cannot choose them, and the last unit of a size goes to one shopper.

const customer = {
  name: "Asha Verma",
  email: "asha.verma@example.com",
  contact: "9876543210",
  address: "12 MG Road, Indiranagar, Bengaluru 560038",
};

staffTest(
  "staff set stock per size; a sold-out size cannot be chosen; the last unit sells once",
  async ({ page, browser }) => {
    const name = `Sizewise ${randomBytes(3).toString("hex")} Linen Shirt`;
    const created = await page.request.post("/api/products/create", {
      data: { name, image: "https://images.example.com/p.jpg", price: 1499, category: "Shirts & Tshirt", stock: 8 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { product: { id: number } }).product;

    // Three cells typed before the page's script has run (a slow phone), one after: none is lost.
    const release = await holdScripts(page);
    await page.goto(`/admin/products/${id}`);
    const perSize = page.getByRole("group", { name: "Stock per size" });
    // 8 spread over S, M, L, XL.
    const cell = (size: string) => perSize.getByLabel(`Size ${size} stock`, { exact: true });
    for (const size of ["S", "M", "L", "XL"]) await expect(cell(size)).toHaveValue("2");
    await cell("S").fill("0");
    await cell("M").fill("1");
    await cell("L").fill("5");
    release();
    await hydrated(page);
    await cell("XL").fill("3");
    await expect(perSize).toContainText("In all: 9.");
    for (const [size, value] of [
      ["S", "0"],
      ["M", "1"],
      ["L", "5"],
    ] as const)
      await expect(cell(size)).toHaveValue(value);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved ✅" })).toBeVisible();

    // The shopper's view.
    const shopper = await browser.newContext({ storageState: undefined });
    const shop = await shopper.newPage();
    await shop.goto(`/product/${id}`);
    const sizes = shop.locator("#sizes");
    await expect(sizes.getByRole("radio", { name: /^S\s*, sold out$/ })).toBeDisabled();
    await expect(sizes.locator("label").first().locator("span").first()).toHaveCSS(
      "text-decoration-line",
      "line-through",
    );
    await hydrated(shop);
    await sizes.getByText("L", { exact: true }).click();
    const quantity = shop.getByRole("group", { name: "Quantity" });
    await quantity.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity.getByRole("status")).toHaveText("2");
    // Only 1 left in M: the stepper goes down to it and no further.
    await sizes.getByText("M", { exact: true }).click();
    await expect(shop.getByTestId("few-left")).toHaveText("Only 1 left in M");
    await expect(quantity.getByRole("status")).toHaveText("1");
    await expect(quantity.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    await sizes.getByText("L", { exact: true }).click();
    await expect(shop.getByTestId("few-left")).toHaveCount(0);
    const axe = await new AxeBuilder({ page: shop }).include("#sizes").analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // Two shoppers press Place Order for the last M at once: one order, one clear refusal.
    const [first, second] = await Promise.all(
      [0, 1].map(async () => {
        const context = await browser.newContext({ storageState: undefined });
        const res = await context.request.post("/submit-order", {
          data: { customer, product: { id, size: "M", quantity: 1 } },
        });
        const body = (await res.json()) as { message: string };
        await context.close();
        return { status: res.status(), message: body.message };
      }),
    );
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    expect([first!, second!].find((r) => r.status === 409)!.message).toBe(`${name} in size M is out of stock`);
    await shop.reload();
    await expect(sizes.getByRole("radio", { name: /^M\s*, sold out$/ })).toBeDisabled();
    await shopper.close();
  },
);
