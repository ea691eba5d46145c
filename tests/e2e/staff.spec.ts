import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signedInShopper } from "./support/accounts";
import { OUD_ROYALE } from "./support/catalog";
import { shipAndDeliver, staffOrder, submitOrder } from "./support/orders";
import { shopperContext, staffTest } from "./support/staff";

const tag = () => randomBytes(3).toString("hex");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const saveButton = (page: Page) => page.getByRole("button", { name: "Save Product" });
const status = (page: Page) => page.getByTestId("save-status");
const preview = (page: Page) => page.getByTestId("image-preview");

/** Opens /AddProduct and waits until its buttons work. */
async function openForm(page: Page) {
  await page.goto("/AddProduct");
  await expect(page.getByRole("heading", { name: "Add Product", level: 1 })).toBeVisible();
  // The buttons work once React has hydrated the page (slower on a busy machine).
  await expect(saveButton(page)).toBeEnabled({ timeout: 15_000 });
}

async function createProduct(request: APIRequestContext, fields: Record<string, unknown>) {
  const res = await request.post("/api/products/create", {
    data: { image: "https://images.example.com/p.jpg", price: 1499, category: "Perfumes", ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: { id: number; name: string } }).product;
}

staffTest.describe("the staff's product form", () => {
  staffTest("the admin adds a product and finds it in its collection and in search", async ({ page, baseURL }) => {
    const word = `Zarina${tag()}`;
    const name = `${word} Linen Shirt`;
    await openForm(page);
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Image URL").fill(`${baseURL}/images/products/shrt-001.svg`);
    await expect(preview(page)).toBeVisible();
    await page.getByLabel("Price (₹)").fill("1999");
    await expect(page.getByText("Shoppers pay ₹2,499 (with the ₹500 markup).")).toBeVisible();
    await page.getByLabel("Category", { exact: true }).selectOption("Shirts & Tshirt");
    await page.getByLabel("Description", { exact: true }).fill("Breathable linen for Indian summers.");
    await saveButton(page).click();

    await expect(status(page)).toHaveText("Saved ✅");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Image URL")).toHaveValue("");
    await expect(page.getByLabel("Price (₹)")).toHaveValue("");
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("");
    await expect(preview(page)).toHaveCount(0);
    // The status clears after 2.5 seconds.
    await expect(status(page)).toHaveText("", { timeout: 5_000 });

    await page
      .getByTestId("last-added")
      .getByRole("link", { name: /^Find it in / })
      .click();
    await expect(page).toHaveURL(/\/tshirts$/);
    await expect(page.locator("main").getByText(name).first()).toBeVisible();
    await expect(page.locator("main").getByText("₹2,499").first()).toBeVisible();

    await page.goto(`/products?q=${word}`);
    await expect(page.locator("main").getByText(name).first()).toBeVisible();
  });

  staffTest(
    "the preview hides on a broken image, a refusal says why, and Reset clears it all",
    async ({ page, baseURL }) => {
      await openForm(page);
      await page.getByLabel("Image URL").fill(`${baseURL}/images/products/shrt-001.svg`);
      await expect(preview(page)).toBeVisible();
      await page.getByLabel("Image URL").fill(`${baseURL}/images/products/no-such-picture.png`);
      await expect(preview(page)).toHaveCount(0);
      await expect(page.getByTestId("image-preview-failed")).toBeVisible();

      await page.getByLabel("Name", { exact: true }).fill("Priceless Kurta");
      await saveButton(page).click();
      await expect(page.getByTestId("save-status-text")).toHaveText("Failed to save");
      await expect(status(page)).toContainText("Price must be a whole number of rupees from 1 to 10,00,000");

      await page.getByLabel("Image URL").fill(`${baseURL}/images/products/shrt-001.svg`);
      await expect(preview(page)).toBeVisible();
      await page.getByRole("button", { name: "Reset" }).click();
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
      await expect(page.getByLabel("Image URL")).toHaveValue("");
      await expect(preview(page)).toHaveCount(0);
      await expect(status(page)).toHaveText("");
    },
  );

  staffTest("an uploaded picture fills the image URL and shows in the preview", async ({ page }) => {
    await openForm(page);
    await page.locator('input[type="file"]').setInputFiles({ name: "kurta.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByLabel("Image URL")).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/);
    await expect(preview(page)).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture"),
    });
    await expect(page.locator("main").getByRole("alert")).toHaveText("Image must be a JPEG, PNG, WebP or GIF file");
  });

  staffTest("a script tag in a product name shows as text", async ({ page }) => {
    const name = `<script>window.__staffXss = 1</script> Kurta ${tag()}`;
    const product = await createProduct(page.request, { name, description: "<b>bold?</b> no" });

    const html = await (await page.request.get(`/product/${product.id}`)).text();
    expect(html).not.toContain("<script>window.__staffXss");
    expect(html).toContain("&lt;script&gt;window.__staffXss = 1&lt;/script&gt;");

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText("<b>bold?</b> no").first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __staffXss?: number }).__staffXss)).toBeUndefined();
  });
});

staffTest.describe("the staff's lists", () => {
  staffTest(
    "the admin hides a product, and moves its order from placed to delivered",
    async ({ page, browser, baseURL }) => {
      const word = `Hidey${tag()}`;
      const product = await createProduct(page.request, { name: `${word} Attar`, stock: 4 });

      // A shopper (no staff cookies) orders it by cash on delivery.
      const shopper = await shopperContext(browser, baseURL);
      const customer = {
        name: "Asha Verma",
        email: "asha@example.com",
        contact: "9876543210",
        address: "12 MG Road, Pune",
      };
      const { orderNumber } = await submitOrder(shopper.request, customer, { productId: product.id, quantity: 1 });

      await page.goto(`/admin/products?q=${word}`);
      const row = page.getByTestId("staff-product").filter({ hasText: word });
      await expect(row).toContainText("In the catalogue");
      // The row says "Hidden" at once (optimistic); the shopper's check waits for the staff's post to answer.
      const hid = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/products"));
      await row.getByRole("button", { name: `Hide ${word} Attar` }).click();
      expect((await hid).ok()).toBe(true);
      await expect(row).toContainText("Hidden");
      await expect(row.getByRole("button", { name: `Unhide ${word} Attar` })).toBeVisible();
      expect((await shopper.request.get(`/product/${product.id}`)).status()).toBe(404);
      await shopper.close();

      await page.goto(`/admin/orders?q=${orderNumber}`);
      const order = staffOrder(page, orderNumber);
      await expect(order.getByTestId("order-status")).toHaveText("Order placed");
      await expect(order).toContainText(`${word} Attar`);
      await shipAndDeliver(order, "Delhivery", "DL-55501");
      await expect(order).toContainText("Nothing more to do.");
    },
  );

  staffTest("the admin edits a product's price and stock", async ({ page }) => {
    const word = `Editable${tag()}`;
    const product = await createProduct(page.request, { name: `${word} Tote`, category: "HandBags and Bag" });
    await page.goto(`/admin/products/${product.id}`);
    // The product's own form (its colours' forms below have prices too).
    const form = page.getByRole("form", { name: `Edit ${word} Tote` });
    await form.getByLabel("Price (₹)").fill("2100");
    await form.getByLabel("Old price (₹, optional)").fill("3000");
    await form.getByLabel("Stock", { exact: true }).fill("0");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved ✅" })).toBeVisible();
    await expect(page.getByText("shoppers pay ₹2,600")).toBeVisible();

    await page.goto(`/product/${product.id}`);
    await expect(page.locator("main").getByText("₹2,600").first()).toBeVisible();
    await expect(page.locator("main").getByText("₹3,500").first()).toBeVisible();
  });
});

test.describe("the staff's pages for everyone else", () => {
  for (const path of ["/AddProduct", "/admin/products", "/admin/orders"]) {
    test(`a signed-out visitor to ${path} is sent to /login and back`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?/);
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
    });
  }

  test("a signed-in customer gets the 403 page", async ({ page }) => {
    await signedInShopper(page.request, "shopper");

    for (const path of ["/AddProduct", "/admin/orders"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Save Product" })).toHaveCount(0);
    }
    const api = await page.request.post("/api/products/create", {
      data: { name: "Sneaky", image: "https://x.example/a.jpg", price: 10 },
    });
    expect(api.status()).toBe(403);
  });
});

staffTest.describe("the staff's order list", () => {
  staffTest(
    "an unpaid online order reads 'Awaiting payment', not 'Paid online'",
    async ({ page, browser, baseURL }) => {
      // A guest opens the online payment and never pays.
      const shopper = await browser.newContext({ baseURL });
      const res = await shopper.request.post("/api/order/createOrder", {
        data: {
          customer: {
            name: "Asha Verma",
            email: `unpaid.${tag()}@example.com`,
            contact: "09876543210",
            address: "12 MG Road, Bengaluru 560001",
          },
          product: { id: OUD_ROYALE.id },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const { orderNumber } = (await res.json()) as { orderNumber: string };
      await shopper.close();

      await page.goto(`/admin/orders?q=${orderNumber}`);
      const order = staffOrder(page, orderNumber);
      await expect(order.getByTestId("order-status")).toHaveText("Awaiting payment");
      await expect(order.getByTestId("order-payment")).toHaveText("Online: awaiting payment");
      await expect(order).not.toContainText("Paid online");
      await expect(order).toContainText("9876543210"); // stored as its 10 digits
      await expect(order.getByRole("button", { name: "Cancel order" })).toBeVisible();
      await expect(order.getByRole("button", { name: "Mark shipped" })).toHaveCount(0);
    },
  );
});
