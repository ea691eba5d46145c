import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import type { StaffProductView } from "@rules/staff";
import { markup, rupees } from "./support/catalog";
import { expectNoSidewaysScroll, hydrated } from "./support/shop";
import { staffTest } from "./support/staff";

// The staff add a colour to a product on its edit page (docs/decisions/036-staff-manage-colours.md), with a
// photo and a price of its own, count its stock, and shoppers see its swatch; with and without JavaScript.

const photo = () =>
  sharp({ create: { width: 600, height: 750, channels: 3, background: "#1f5130" } })
    .jpeg()
    .toBuffer();

/** A new loafer whose one colour is named Tan; hidden again when the test ends. */
async function newLoafer(request: APIRequestContext): Promise<StaffProductView> {
  const created = await request.post("/api/products/create", {
    data: {
      name: `Colour Loafer ${Date.now()}`,
      image: "https://images.example.com/loafer.jpg",
      price: 2000,
      category: "Loafers",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { product: { id: number } }).product;
  const list = await request.get(`/api/admin/products?q=Colour%20Loafer`);
  const product = ((await list.json()) as { products: StaffProductView[] }).products.find((p) => p.id === id)!;
  const named = await request.patch(`/api/admin/products/${id}/colours/${product.colours[0]!.id}`, {
    data: { name: "Tan" },
  });
  expect(named.status(), await named.text()).toBe(200);
  return ((await named.json()) as { product: StaffProductView }).product;
}

const axeClean = async (page: Page) => {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
};

/** Counts 4 of the new colour in size 8, saves, and sees its swatch on the product page. */
async function countAndSee(page: Page, product: StaffProductView, width: number, script: string) {
  await page.getByLabel("Forest Green, size 8 stock").fill("4");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("save-status")).toHaveText("Saved ✅");
  await page.getByText("Edit Forest Green").click();
  // Axe runs in the page's JavaScript: the journey with it checks the same markup.
  if (script === "js") await axeClean(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath(`staff-colours-${script}-${width}.png`), fullPage: true });

  await page.goto(`/product/${product.id}`);
  const swatch = page.getByRole("radiogroup", { name: "Colour" }).getByRole("radio", { name: "Forest Green" });
  await expect(swatch).toBeVisible();
  await expect(swatch.locator("img")).toHaveAttribute("src", /\/uploads\//);
  await page.goto(`/product/${product.id}?color=forest-green`);
  // The colour's own prices (₹2,400 and ₹2,999 as the staff typed them), with the store's markup.
  const prices = page.getByRole("article").locator(".price").first();
  await expect(prices.locator(".price-now")).toHaveText(rupees(2400 + markup));
  await expect(prices.locator(".price-old")).toContainText(rupees(2999 + markup));
}

for (const width of [375, 1280]) {
  staffTest(
    `staff add a colour with a photo and a price, count it, and shoppers see it (${width} px)`,
    async ({ page }) => {
      staffTest.slow();
      await page.setViewportSize({ width, height: 900 });
      const product = await newLoafer(page.request);
      try {
        await page.goto(`/admin/products/${product.id}`);
        await hydrated(page);
        await page.getByText("Add a colour").click();
        const form = page.getByRole("form", { name: "Add colour" });

        // A name the product has is refused beside the field, which takes the focus.
        await form.getByLabel("Colour name").fill("tan");
        await form.getByRole("button", { name: "Add colour" }).click();
        await expect(form.getByLabel("Colour name")).toBeFocused();
        await expect(form.locator("#new-colour-name-error")).toHaveText("This product already comes in Tan");
        await expect(form.getByRole("alert")).toHaveText("Not saved: check the marked field.");
        await axeClean(page);

        await form.getByLabel("Colour name").fill("Forest Green");
        await expect(form.getByLabel("SKU")).toHaveValue(`${product.sku}-FOREST-GREEN`);
        await expect(form.locator('input[type="file"]')).toBeEnabled();
        await form
          .locator('input[type="file"]')
          .setInputFiles({ name: "forest.jpg", mimeType: "image/jpeg", buffer: await photo() });
        await expect(form.getByTestId("gallery-photo")).toHaveCount(1, { timeout: 30_000 });
        await form.getByLabel("Price (₹, optional)", { exact: true }).fill("2400");
        await form.getByLabel("Old price (₹, optional)").fill("2999");
        await form.getByRole("button", { name: "Add colour" }).click();
        await expect(page.getByRole("status").filter({ hasText: "Forest Green added" })).toBeVisible();
        await expect(page.getByTestId("colour-name")).toHaveText(["Tan", "Forest Green"]);
        if (width === 1280) {
          // Moved first by the keyboard: the list follows and the keyboard stays on the colour moved.
          await page.getByRole("button", { name: "Move Forest Green earlier" }).focus();
          await page.keyboard.press("Enter");
          await expect(page.getByTestId("colour-name")).toHaveText(["Forest Green", "Tan"]);
          await expect(page.getByRole("button", { name: "Move Forest Green later" })).toBeFocused();
          await expect(
            page.getByRole("status").filter({ hasText: "Forest Green is now colour 1 of 2." }),
          ).toBeVisible();
        }
        await countAndSee(page, product, width, "js");
      } finally {
        await page.request.patch(`/api/admin/products/${product.id}`, { data: { hidden: true } });
      }
    },
  );
}

staffTest.describe("without JavaScript", () => {
  staffTest.use({ javaScriptEnabled: false });

  staffTest("staff add a colour and count it with plain form posts", async ({ page }) => {
    staffTest.slow();
    const product = await newLoafer(page.request);
    const upload = await page.request.post("/api/uploads", {
      multipart: { image: { name: "forest.jpg", mimeType: "image/jpeg", buffer: await photo() } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    try {
      await page.goto(`/admin/products/${product.id}`);
      await page.getByText("Add a colour").click();
      let form = page.getByRole("form", { name: "Add colour" });
      await form.getByLabel("Colour name").fill("Forest Green");
      await form.getByLabel("Or add a photo by its URL").fill(url);
      await form.getByLabel("Price (₹, optional)", { exact: true }).fill("2400");
      await form.getByLabel("Old price (₹, optional)").fill("2999");
      // No SKU typed: the answer suggests one, and keeps the rest.
      await form.getByRole("button", { name: "Add colour" }).click();
      form = page.getByRole("form", { name: "Add colour" });
      await expect(form.getByLabel("SKU")).toHaveValue(`${product.sku}-FOREST-GREEN`);
      await expect(form.getByText(/Suggested: /)).toBeVisible();
      await expect(form.getByLabel("Price (₹, optional)", { exact: true })).toHaveValue("2400");
      await expect(form.getByTestId("gallery-photo")).toHaveAttribute("data-src", url);
      await form.getByRole("button", { name: "Add colour" }).click();
      await expect(page.getByText("Forest Green added")).toBeVisible();
      await countAndSee(page, product, 1280, "no-js");
    } finally {
      await page.request.patch(`/api/admin/products/${product.id}`, { data: { hidden: true } });
    }
  });
});
