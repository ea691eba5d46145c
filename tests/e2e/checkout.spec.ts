import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// Products of data/catalog/products.json (ids 1..350 in file order); shown prices include the ₹500 markup.
const PERFUME = { id: 177, name: "Oud Royale Eau de Parfum 100 ml", price: "₹5,399" }; // no sizes
const LOAFERS = { id: 1, name: "Men Tan Suede Penny Loafers", price: "₹3,799" }; // sizes 6-10

const SHOPPER = {
  name: "Asha Verma",
  email: "asha.verma@example.com",
  contact: "9876543210",
  address: "12 MG Road, Bengaluru, Karnataka 560001",
};

const NO_PRODUCT = "No product selected. Please go back and choose a product.";

/** Seeds the cart through the JSON API with the page's cookies (each test is a fresh guest). */
async function addToCart(page: Page, productId: number, quantity = 1, size?: string) {
  const response = await page.request.post("/api/cart", { data: { productId, quantity, ...(size ? { size } : {}) } });
  expect(response.status(), await response.text()).toBe(201);
}

/** The product page's forms carry a hidden `js` field once React has hydrated them. */
async function hydrated(page: Page) {
  await expect(page.locator('input[name="js"]').first()).toBeAttached();
}

const placeOrder = (page: Page) => page.getByRole("button", { name: "Place Order (Cash on Delivery)" });
const form = (page: Page) => page.getByRole("form", { name: "Customer Details" });
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, / });

async function fillDetails(page: Page, details: typeof SHOPPER = SHOPPER) {
  await page.getByLabel("Name").fill(details.name);
  await page.getByLabel("E-mail").fill(details.email);
  await page.getByLabel("Contact number").fill(details.contact);
  await page.getByLabel("Address").fill(details.address);
}

/** The order number on the thank-you page, checked against the JSON API (same shopper's cookies). */
async function expectPlacedOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/thank-you\?order=SH-/);
  await expect(page.getByRole("heading", { name: "Thanks for ordering!" })).toBeVisible();
  await expect(page.getByText("Our support team will reach out to you soon.")).toBeVisible();
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  expect(number).toMatch(/^SH-[A-Z0-9]{6}$/);
  const response = await page.request.get(`/api/orders/${number}`);
  expect(response.status()).toBe(200);
  const order = (await response.json()) as { status: string; paymentMethod: string; orderNumber: string };
  expect(order).toMatchObject({ status: "placed", paymentMethod: "cod", orderNumber: number });
  return number;
}

test.describe("the checkout page", () => {
  test("Buy Now: summary, validation keeps the button disabled, then the order is placed", async ({ page }) => {
    await page.goto(`/product/${PERFUME.id}`);
    await hydrated(page);
    await page.locator("main").getByRole("button", { name: "Buy Now" }).first().click();
    await page.getByRole("dialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${PERFUME.id}&quantity=1$`));
    await expect(page).toHaveTitle("Checkout | StyleHub");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

    const lines = page.getByTestId("checkout-lines");
    await expect(lines).toContainText(PERFUME.name);
    await expect(lines).toContainText(`Qty 1 × ${PERFUME.price}`);
    await expect(page.getByTestId("checkout-subtotal")).toHaveText(PERFUME.price);
    await expect(page.getByTestId("checkout-shipping")).toHaveText("FREE");
    await expect(page.getByTestId("checkout-total")).toHaveText(PERFUME.price);
    await expect(page.getByRole("group", { name: "Payment method" }).getByLabel("Cash on Delivery")).toBeChecked();
    await expect(page.getByRole("group", { name: "Payment method" }).getByLabel("Pay Online")).not.toBeChecked();

    const submit = placeOrder(page);
    await expect(submit).toBeDisabled();
    await expect(page.getByLabel("E-mail")).toHaveAttribute("type", "email");
    const contact = page.getByLabel("Contact number");
    await expect(contact).toHaveAttribute("inputmode", "numeric");
    await expect(contact).toHaveAttribute("maxlength", "10");

    await fillDetails(page, { ...SHOPPER, contact: "12345" });
    await contact.blur();
    await expect(page.getByText("Contact number must be exactly 10 digits")).toBeVisible();
    await expect(contact).toHaveAttribute("aria-invalid", "true");
    await expect(submit).toBeDisabled();

    // Letters are refused: only the digits stay.
    await contact.fill("");
    await contact.pressSequentially("98ab765x43210");
    await expect(contact).toHaveValue("9876543210");
    await expect(page.getByText("Contact number must be exactly 10 digits")).toBeHidden();

    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByLabel("E-mail").blur();
    await expect(page.getByText("E-mail must be a valid e-mail address")).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel("E-mail").fill(SHOPPER.email);
    await expect(submit).toBeEnabled();

    await submit.click();
    await expectPlacedOrder(page);
    await expect(page).toHaveTitle("Thank you | StyleHub");
    const main = page.locator("main");
    await expect(main).toContainText(PERFUME.name);
    await expect(main).toContainText("Qty 1");
    await expect(page.getByTestId("order-total")).toHaveText(PERFUME.price);
    await expect(main).toContainText("Cash on delivery");
    await expect(main.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/products");
  });

  test("Proceed to Buy orders the whole cart and empties it", async ({ page }) => {
    await addToCart(page, LOAFERS.id, 2, "8");
    await addToCart(page, PERFUME.id);
    await page.goto("/cart");
    await hydrated(page);
    await page.getByRole("button", { name: "Proceed to Buy" }).click();
    await page.getByRole("dialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/customer-details\?from=cart$/);

    const lines = page.getByTestId("checkout-lines");
    await expect(lines.getByRole("listitem")).toHaveCount(2);
    await expect(lines).toContainText(`Size 8 · Qty 2 × ${LOAFERS.price}`);
    await expect(page.getByTestId("checkout-total")).toHaveText("₹12,997");

    await expect(placeOrder(page)).toBeDisabled();
    await fillDetails(page);
    await placeOrder(page).click();
    await expectPlacedOrder(page);
    const main = page.locator("main");
    await expect(main).toContainText(LOAFERS.name);
    await expect(main).toContainText("Size 8 · Qty 2");
    await expect(main).toContainText(PERFUME.name);
    await expect(page.getByTestId("order-total")).toHaveText("₹12,997");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  });

  test("a refusal of the server shows at the top of the form and keeps the details", async ({ page }) => {
    // Loafers need a size: the URL has none, so the server refuses the order.
    await page.goto(`/customer-details?product=${LOAFERS.id}&quantity=1`);
    await expect(placeOrder(page)).toBeDisabled();
    await fillDetails(page);
    await placeOrder(page).click();
    await expect(form(page).getByRole("alert")).toHaveText(/select a size/i);
    await expect(page).toHaveURL(/\/customer-details\?/);
    await expect(page.getByLabel("Name")).toHaveValue(SHOPPER.name);
    await expect(page.getByLabel("Contact number")).toHaveValue(SHOPPER.contact);
  });

  test("with nothing chosen, it says so and links to the products", async ({ page }) => {
    for (const path of ["/customer-details", "/customer-details?product=99999", "/customer-details?from=cart"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(NO_PRODUCT)).toBeVisible();
      await expect(page.locator("main").getByRole("link", { name: "Browse products" })).toHaveAttribute(
        "href",
        "/products",
      );
      await expect(placeOrder(page)).toHaveCount(0);
    }
  });

  test("the choice is in the URL, so it survives a reload", async ({ page }) => {
    await page.goto(`/customer-details?product=${LOAFERS.id}&quantity=3&size=9`);
    const lines = page.getByTestId("checkout-lines");
    await expect(lines).toContainText(`Size 9 · Qty 3 × ${LOAFERS.price}`);
    await page.reload();
    await expect(lines).toContainText(LOAFERS.name);
    await expect(lines).toContainText(`Size 9 · Qty 3 × ${LOAFERS.price}`);
    await expect(page.getByTestId("checkout-total")).toHaveText("₹11,397");
  });

  test("a thank-you page for an unknown order shows no details", async ({ page }) => {
    await page.goto("/thank-you?order=SH-ZZZZZZ");
    await expect(page.getByRole("heading", { name: "Thanks for ordering!" })).toBeVisible();
    await expect(page.getByText("Our support team will reach out to you soon.")).toBeVisible();
    await expect(page.getByTestId("order-number")).toHaveCount(0);
    await expect(page.locator("main").getByRole("link", { name: "Continue shopping" })).toHaveAttribute(
      "href",
      "/products",
    );
  });

  test("has no axe violations and no horizontal scroll at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    await expect(placeOrder(page)).toBeDisabled();
    await fillDetails(page, { ...SHOPPER, contact: "123" });
    await page.getByLabel("Contact number").blur();
    await expect(page.getByText("Contact number must be exactly 10 digits")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("the checkout page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("invalid details come back with messages and the values; valid ones place the order", async ({ page }) => {
    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=2`);
    await expect(form(page)).toBeVisible();
    const submit = placeOrder(page);
    await expect(submit).toBeEnabled();
    // Whitespace and a short number pass the browser's own checks but not the server's.
    await fillDetails(page, { ...SHOPPER, name: "   ", contact: "12345" });
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${PERFUME.id}&quantity=2$`));
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Contact number must be exactly 10 digits")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue(SHOPPER.email);
    await expect(page.getByLabel("Address")).toHaveValue(SHOPPER.address);

    await page.getByLabel("Name").fill(SHOPPER.name);
    await page.getByLabel("Contact number").fill(SHOPPER.contact);
    await placeOrder(page).click();
    await expectPlacedOrder(page);
    await expect(page.locator("main")).toContainText(`${PERFUME.name}`);
    await expect(page.locator("main")).toContainText("Qty 2");
    await expect(page.getByTestId("order-total")).toHaveText("₹10,798");
  });
});
