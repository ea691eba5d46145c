import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import type { StaffProductPage, StaffProductView } from "@rules/staff";
import { hydrated } from "./support/shop";
import { staffTest } from "./support/staff";

// The staff count a product of several colours per colour and size, in a grid with a colour per row.

staffTest("staff count one colour's sizes without touching the other colours", async ({ page }) => {
  // The newest product in several colours. Every figure set stays above 0 and the counts are put back, so
  // nothing sells out under another spec.
  let product: StaffProductView | undefined;
  for (let n = 1; ; n++) {
    const res = await page.request.get(`/api/admin/products?limit=100&page=${n}`);
    const list = (await res.json()) as StaffProductPage;
    product = list.products.find((p) => p.colours.length > 1 && p.sizes.length > 1) ?? product;
    if (product || n >= list.totalPages) break;
  }
  expect(product, "the seed has a product in several colours").toBeDefined();
  const { id, sizes, colours } = product!;
  const [first, second] = colours;
  const restore = Object.fromEntries(colours.map((c) => [c.slug, c.stockBySize]));

  try {
    await page.goto(`/admin/products/${id}`);
    await hydrated(page);
    const grid = page.getByRole("group", { name: "Stock per colour and size" });
    for (const colour of colours) await expect(grid.getByRole("rowheader", { name: colour.name })).toBeVisible();
    await expect(grid.getByLabel(`${first!.name}, size ${sizes[0]} stock`)).toHaveValue(
      String(first!.stockBySize[sizes[0]!]),
    );

    // "All sizes" fills the row; typing in one of its cells then ends it.
    const all = grid.getByLabel(`${second!.name}, all sizes stock`);
    await all.fill("6");
    for (const size of sizes) await expect(grid.getByLabel(`${second!.name}, size ${size} stock`)).toHaveValue("6");
    await grid.getByLabel(`${second!.name}, size ${sizes.at(-1)} stock`).fill("2");
    await expect(all).toHaveValue("");
    const total = colours.reduce(
      (sum, c) =>
        c === second ? sum + 6 * (sizes.length - 1) + 2 : sum + Object.values(c.stockBySize).reduce((a, b) => a + b, 0),
      0,
    );
    await expect(grid).toContainText(`In all: ${total}.`);
    expect((await new AxeBuilder({ page }).include("form").analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved ✅" })).toBeVisible();

    const saved = (await (await page.request.get(`/api/admin/products?q=${product!.sku}`)).json()) as StaffProductPage;
    const view = saved.products.find((p) => p.id === id)!;
    expect(view.colours[1]!.stockBySize).toEqual(
      Object.fromEntries(sizes.map((s, i) => [s, i === sizes.length - 1 ? 2 : 6])),
    );
    expect(view.colours[0]!.stockBySize).toEqual(first!.stockBySize);
    expect(view.stock).toBe(total);

    // On a phone each colour's sizes wrap under its name, every cell in view.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    const cell = page.getByLabel(`${second!.name}, size ${sizes.at(-1)} stock`);
    await expect(cell).toHaveValue("2");
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  } finally {
    const back = await page.request.patch(`/api/admin/products/${id}`, { data: { stockByColour: restore } });
    expect(back.status()).toBe(200);
  }
});
