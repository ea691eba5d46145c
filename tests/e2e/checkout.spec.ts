import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { fillCheckoutDetails, type TestAddress, type TestShopper } from "./support/address";
import { LOW_TOP_SNEAKERS, EMBROIDERED_SANDALS, OUD_ROYALE, CROC_LOAFERS } from "./support/catalog";
import { addToCart, cartLink, expectNoSidewaysScroll, hydrated, openCart } from "./support/shop";

const SHOPPER = {
  name: "Asha Verma",
  email: "asha.verma@example.com",
  contact: "9876543210",
  address: { pin: "560001", line1: "12 MG Road", city: "Bengaluru", state: "Karnataka" } as TestAddress,
};

const NO_PRODUCT = "No product selected. Please go back and choose a product.";

const placeOrder = (page: Page) => page.getByRole("button", { name: "Place Order (Cash on Delivery)" });
const form = (page: Page) => page.getByRole("form", { name: "Customer Details" });

const fillDetails = (page: Page, details: TestShopper = SHOPPER) => fillCheckoutDetails(page, details);

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
    await page.goto(`/product/${OUD_ROYALE.id}`);
    await hydrated(page);
    await page.locator("main").getByRole("button", { name: "Buy Now" }).first().click();
    await page.getByRole("dialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${OUD_ROYALE.id}&quantity=1$`));
    await expect(page).toHaveTitle("Checkout | StyleHub");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

    const lines = page.getByTestId("checkout-lines");
    await expect(lines).toContainText(OUD_ROYALE.name);
    await expect(lines).toContainText(`Qty 1 × ${OUD_ROYALE.price}`);
    await expect(page.getByTestId("checkout-subtotal")).toHaveText(OUD_ROYALE.price);
    await expect(page.getByTestId("checkout-shipping")).toHaveText("FREE");
    await expect(page.getByTestId("checkout-total")).toHaveText(OUD_ROYALE.price);
    await expect(page.getByRole("group", { name: "Payment method" }).getByLabel("Cash on Delivery")).toBeChecked();
    await expect(page.getByRole("group", { name: "Payment method" }).getByLabel("Pay Online")).not.toBeChecked();

    const submit = placeOrder(page);
    await expect(submit).toBeDisabled();
    await expect(page.getByLabel("E-mail")).toHaveAttribute("type", "email");
    const contact = page.getByLabel("Contact number");
    // Room for a pasted "+91 98765 43210", on the telephone keypad (with "+"): shoppers paste numbers so.
    await expect(contact).toHaveAttribute("inputmode", "tel");
    await expect(contact).toHaveAttribute("maxlength", "20");

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
    await expect(main).toContainText(OUD_ROYALE.name);
    await expect(main).toContainText("Qty 1");
    await expect(page.getByTestId("order-total")).toHaveText(OUD_ROYALE.price);
    await expect(main).toContainText("Cash on delivery");
    await expect(main.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/products");
  });

  test("Proceed to Buy orders the whole cart and empties it", async ({ page }) => {
    await openCart(page, { productId: CROC_LOAFERS.id, quantity: 2, size: "8" }, { productId: OUD_ROYALE.id });
    await page.getByRole("button", { name: "Proceed to Buy" }).click();
    await page.getByRole("dialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/customer-details\?from=cart$/);

    const lines = page.getByTestId("checkout-lines");
    await expect(lines.getByRole("listitem")).toHaveCount(2);
    await expect(lines).toContainText(`Size 8 · Qty 2 × ${CROC_LOAFERS.price}`);
    await expect(page.getByTestId("checkout-total")).toHaveText("₹12,997");

    await expect(placeOrder(page)).toBeDisabled();
    await fillDetails(page);
    await placeOrder(page).click();
    await expectPlacedOrder(page);
    const main = page.locator("main");
    await expect(main).toContainText(CROC_LOAFERS.name);
    await expect(main).toContainText("Size 8 · Qty 2");
    await expect(main).toContainText(OUD_ROYALE.name);
    await expect(page.getByTestId("order-total")).toHaveText("₹12,997");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  });

  test("a Buy Now product without its size gets a size choice right there", async ({ page }) => {
    // Loafers need a size and the URL has none: checkout offers the sizes instead of refusing later.
    await page.goto(`/customer-details?product=${CROC_LOAFERS.id}&quantity=2`);
    const needed = page.getByTestId("checkout-size-needed");
    await expect(needed).toContainText(/select a size/i);
    await expect(placeOrder(page)).toBeDisabled();
    await fillDetails(page);
    await expect(page.getByText("Choose a size above to continue.")).toBeVisible();
    await placeOrder(page).click({ force: true }); // nothing is sent: the size choice takes the focus
    await expect(needed).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${CROC_LOAFERS.id}&quantity=2$`));
    await needed.getByText("8", { exact: true }).click();
    await needed.getByRole("button", { name: "Use this size" }).click();
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${CROC_LOAFERS.id}&quantity=2&size=8$`));
    await expect(needed).toHaveCount(0);
    await expect(page.getByTestId("checkout-lines")).toContainText(`Size 8 · Qty 2 × ${CROC_LOAFERS.price}`);
    await fillDetails(page);
    await placeOrder(page).click();
    await expectPlacedOrder(page);
    await expect(page.locator("main")).toContainText("Size 8 · Qty 2");
  });

  test("a refusal of the server keeps the details and offers a way back", async ({ page }) => {
    // Stock is per size: its 3 spread over sizes 6-11 leave 1 in size 8. The server refuses 5 and the
    // page links back to the product.
    await page.goto(`/customer-details?product=${LOW_TOP_SNEAKERS.id}&quantity=5&size=8`);
    await expect(placeOrder(page)).toBeDisabled();
    await fillDetails(page);
    await placeOrder(page).click();
    const alert = form(page).getByRole("alert");
    await expect(alert).toContainText(`Only 1 of ${LOW_TOP_SNEAKERS.name} in size 8 left in stock`);
    await expect(alert.getByRole("link", { name: "Back to the product" })).toHaveAttribute(
      "href",
      `/product/${LOW_TOP_SNEAKERS.id}`,
    );
    await expect(page.getByLabel("Name")).toHaveValue(SHOPPER.name);
    await expect(page.getByLabel("Contact number")).toHaveValue(SHOPPER.contact);
  });

  test("a cart line without its size sends the shopper to the cart to choose one", async ({ page }) => {
    await addToCart(page, EMBROIDERED_SANDALS.id); // stored as size "N/A"
    await page.goto("/customer-details?from=cart");
    const needed = page.getByTestId("checkout-size-needed");
    await expect(needed).toContainText(`${EMBROIDERED_SANDALS.name} needs a size before you can buy it.`);
    await expect(needed.getByRole("link", { name: "Choose sizes in your cart" })).toHaveAttribute("href", "/cart");
    await expect(placeOrder(page)).toBeDisabled();
  });

  test("a pasted +91 number is kept whole and stored as its 10 digits", async ({ page }) => {
    await page.goto(`/customer-details?product=${OUD_ROYALE.id}&quantity=1`);
    await expect(placeOrder(page)).toBeDisabled(); // hydrated
    const contact = page.getByLabel("Contact number");
    for (const [pasted, digits] of <[string, string][]>[
      ["+91 98765 43210", "9876543210"],
      ["09876543210", "9876543210"],
      ["+91-91234-56780", "9123456780"],
    ]) {
      await contact.fill("");
      await contact.focus();
      await page.keyboard.insertText(pasted); // as a paste: one insertion, subject to maxlength
      await expect(contact).toHaveValue(pasted);
      await contact.blur();
      await expect(contact).toHaveValue(digits);
      await expect(contact).not.toHaveAttribute("aria-invalid", "true");
    }
    await fillDetails(page, { ...SHOPPER, contact: "+91 98765 43210" });
    await placeOrder(page).click();
    const number = await expectPlacedOrder(page);
    const order = (await (await page.request.get(`/api/orders/${number}`)).json()) as { customer: { contact: string } };
    expect(order.customer.contact).toBe("9876543210");
  });

  test("a pasted name over its limit is kept whole and said to be too long, not cut", async ({ page }) => {
    await page.goto(`/customer-details?product=${OUD_ROYALE.id}&quantity=1`);
    await expect(placeOrder(page)).toBeDisabled(); // hydrated
    const name = page.getByLabel("Name", { exact: true });
    const long = `Asha ${"Verma".repeat(25)}`;
    await name.focus();
    await page.keyboard.insertText(long); // as a paste
    await expect(name).toHaveValue(long);
    await name.blur();
    await expect(page.getByText("Name must be at most 100 characters")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
  });

  test("Place Order says which fields are missing: on blur, and on submit with a summary", async ({ page }) => {
    await page.goto(`/customer-details?product=${OUD_ROYALE.id}&quantity=1`);
    const submit = placeOrder(page);
    await expect(submit).toBeDisabled(); // greyed out (aria-disabled), still focusable
    const allMissing =
      "Fill in Name, E-mail, Contact number, PIN code, House/flat and street, City and State to place your order.";
    await expect(page.getByText(allMissing)).toBeVisible();
    await expect(submit).toHaveAccessibleDescription(allMissing);

    const name = page.getByLabel("Name");
    await name.focus();
    await name.blur();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(page.getByLabel("E-mail")).not.toHaveAttribute("aria-invalid", "true"); // not touched yet

    await page.getByLabel("E-mail").fill(SHOPPER.email);
    await page.getByLabel("Contact number").fill("12345");
    await expect(
      page.getByText(
        "Fill in Name, Contact number, PIN code, House/flat and street, City and State to place your order.",
      ),
    ).toBeVisible();
    await submit.click({ force: true }); // a shopper can press it: it answers instead of doing nothing
    const summary = page.getByTestId("checkout-error-summary");
    await expect(summary).toHaveAttribute("role", "alert");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Please fix 6 fields to continue:");
    await expect(summary.getByRole("listitem")).toHaveText([
      "Name: is required",
      "Contact number: must be exactly 10 digits",
      "PIN code: is required",
      "House/flat and street: is required",
      "City: is required",
      "State: is required",
    ]);
    await expect(summary.getByRole("link", { name: "PIN code" })).toHaveAttribute("href", "#checkout-pin");
    await expect(page.getByLabel("City")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("City")).toHaveAccessibleDescription("City is required");
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${OUD_ROYALE.id}&quantity=1$`));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);

    await fillDetails(page);
    await expect(summary).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectPlacedOrder(page);
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
    await page.goto(`/customer-details?product=${CROC_LOAFERS.id}&quantity=3&size=9`);
    const lines = page.getByTestId("checkout-lines");
    await expect(lines).toContainText(`Size 9 · Qty 3 × ${CROC_LOAFERS.price}`);
    await page.reload();
    await expect(lines).toContainText(CROC_LOAFERS.name);
    await expect(lines).toContainText(`Size 9 · Qty 3 × ${CROC_LOAFERS.price}`);
    await expect(page.getByTestId("checkout-total")).toHaveText("₹11,397");
  });

  // No "Thanks for ordering!" without an order: the page must not thank a shopper for nothing.
  test("a thank-you page without an order of this shopper's points to the lookup and the shop", async ({ page }) => {
    for (const path of ["/thank-you", "/thank-you?order=SH-ZZZZZZ"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "No order to show here" })).toBeVisible();
      await expect(page.getByText("Thanks for ordering!")).toHaveCount(0);
      await expect(page.getByTestId("order-number")).toHaveCount(0);
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: "Find your order" })).toHaveAttribute("href", "/orders/lookup");
      await expect(main.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/products");
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test("has no axe violations and no horizontal scroll at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/customer-details?product=${OUD_ROYALE.id}&quantity=1`);
    await expect(placeOrder(page)).toBeDisabled();
    await fillDetails(page, { ...SHOPPER, contact: "123" });
    await page.getByLabel("Contact number").blur();
    await expect(page.getByText("Contact number must be exactly 10 digits")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    await expectNoSidewaysScroll(page);
  });
});

test.describe("the checkout page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("invalid details come back with messages and the values; valid ones place the order", async ({ page }) => {
    await page.goto(`/customer-details?product=${OUD_ROYALE.id}&quantity=2`);
    await expect(form(page)).toBeVisible();
    const submit = placeOrder(page);
    await expect(submit).toBeEnabled();
    // Whitespace and a short number pass the browser's own checks but not the server's.
    await fillDetails(page, { ...SHOPPER, name: "   ", contact: "12345" });
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${OUD_ROYALE.id}&quantity=2$`));
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Contact number must be exactly 10 digits")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Contact number")).toHaveAccessibleDescription(
      "Contact number must be exactly 10 digits",
    );
    const summary = page.getByTestId("checkout-error-summary");
    await expect(summary).toHaveAttribute("role", "alert");
    await expect(summary.getByRole("listitem")).toHaveText([
      "Name: is required",
      "Contact number: must be exactly 10 digits",
    ]);
    await expect(page.getByLabel("E-mail")).toHaveValue(SHOPPER.email);
    await expect(page.getByLabel("House/flat and street")).toHaveValue(SHOPPER.address.line1);
    await expect(page.getByLabel("State")).toHaveValue(SHOPPER.address.state);

    await page.getByLabel("Name").fill(SHOPPER.name);
    // Pasted as shoppers do: stored as its 10 digits.
    await page.getByLabel("Contact number").fill("+91 98765 43210");
    await placeOrder(page).click();
    await expectPlacedOrder(page);
    await expect(page.locator("main")).toContainText(`${OUD_ROYALE.name}`);
    await expect(page.locator("main")).toContainText("Qty 2");
    await expect(page.getByTestId("order-total")).toHaveText("₹10,798");
    const number = (await page.getByTestId("order-number").textContent())!.trim();
    const order = (await (await page.request.get(`/api/orders/${number}`)).json()) as { customer: { contact: string } };
    expect(order.customer.contact).toBe("9876543210");
  });

  test("an empty form comes back with every field's message; a size is chosen with a plain form", async ({ page }) => {
    await page.goto(`/customer-details?product=${CROC_LOAFERS.id}&quantity=1`);
    const needed = page.getByTestId("checkout-size-needed");
    await needed.getByText("9", { exact: true }).click();
    await needed.getByRole("button", { name: "Use this size" }).click();
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${CROC_LOAFERS.id}&quantity=1&size=9$`));
    await expect(page.getByTestId("checkout-lines")).toContainText("Size 9 · Qty 1");

    await placeOrder(page).click();
    const summary = page.getByTestId("checkout-error-summary");
    await expect(summary).toContainText("Please fix 7 fields to continue:");
    for (const text of [
      "Name is required",
      "E-mail is required",
      "Contact number is required",
      "PIN code is required",
      "House/flat and street is required",
      "City is required",
      "State is required",
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
  });

  test("/thank-you without an order points to the lookup", async ({ page }) => {
    await page.goto("/thank-you");
    await expect(page.getByRole("heading", { level: 1, name: "No order to show here" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Find your order" })).toBeVisible();
  });
});

test.describe("checkout screenshots", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: field errors, a missing size, and /thank-you with and without an order`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const shot = async (name: string) =>
        page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      await page.goto(`/customer-details?product=${OUD_ROYALE.id}&quantity=1`);
      await expect(placeOrder(page)).toBeDisabled();
      await page.getByLabel("E-mail").fill("asha@");
      await page.getByLabel("Contact number").fill("+91 98765");
      await placeOrder(page).click({ force: true });
      await expect(page.getByTestId("checkout-error-summary")).toBeVisible();
      await shot("customer-details-errors");
      await page.goto(`/customer-details?product=${CROC_LOAFERS.id}&quantity=1`);
      await expect(page.getByTestId("checkout-size-needed")).toBeVisible();
      await shot("customer-details-size");
      await page.goto("/thank-you");
      await shot("thank-you-none");
      await page.goto(`/customer-details?product=${OUD_ROYALE.id}&quantity=1`);
      await expect(placeOrder(page)).toBeDisabled();
      await fillDetails(page);
      await placeOrder(page).click();
      await expectPlacedOrder(page);
      await shot("thank-you-order");
      await expectNoSidewaysScroll(page);
    });
  }
});
