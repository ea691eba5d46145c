import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signedInShopper } from "./support/accounts";
import { fillAddress, fillCheckoutDetails, printedAddress } from "./support/address";
import { GULAB_ATTAR as PERFUME } from "./support/catalog";
import { addToCart, hydrated } from "./support/shop";

const BENGALURU = {
  pin: "560038",
  line1: "Flat 4B, 12 CMH Road",
  locality: "Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
};
const PORT_BLAIR = {
  pin: "744101",
  line1: "7 Aberdeen Bazaar",
  city: "Port Blair",
  state: "Andaman and Nicobar Islands",
};

const WHO = { name: "Meera Nair", email: "meera.nair@example.com", contact: "9812345670" };
const DELIVERY_BY = /Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}/;

/** Who orders, without an address: each test fills its own, or lets the PIN code fill it. */
const fillWho = (page: Page) => fillCheckoutDetails(page, WHO);

const check = (page: Page) => page.getByTestId("delivery-check");

test.describe("Check delivery", () => {
  test("answers the date and pay on delivery for a PIN code, remembers it for the cart and checkout", async ({
    page,
  }) => {
    await page.goto(`/product/${PERFUME.id}`);
    await hydrated(page);
    const box = check(page);
    await expect(box).toContainText("Enter your PIN code");
    await box.getByLabel("PIN code").fill("999999");
    await box.getByRole("button", { name: "Check" }).click();
    await expect(box.getByRole("status")).toHaveText("We could not find PIN code 999999. Please check it.");

    await box.getByLabel("PIN code").fill("560038");
    await box.getByRole("button", { name: "Check" }).click();
    await expect(box.getByRole("status")).toContainText(DELIVERY_BY);
    await expect(box.getByRole("status")).toContainText("Karnataka 560038");
    await expect(box.getByRole("status")).toContainText("Pay on delivery available");
    expect((await new AxeBuilder({ page }).include('[data-testid="delivery-check"]').analyze()).violations).toEqual([]);

    // Remembered: the next page already knows it.
    await page.reload();
    await expect(check(page).getByRole("status")).toContainText(DELIVERY_BY);
    await expect(check(page).getByLabel("PIN code")).toHaveValue("560038");
    await addToCart(page, PERFUME.id);
    await page.goto("/cart");
    await expect(check(page).getByRole("status")).toContainText(DELIVERY_BY);

    // Checkout starts from it: the PIN code, the city and the state are there, with the date.
    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    await expect(page.getByLabel("PIN code")).toHaveValue("560038");
    await expect(page.getByLabel("State")).toHaveValue("Karnataka");
    await expect(page.getByTestId("checkout-delivery")).toContainText(DELIVERY_BY);
  });

  test("says where pay on delivery is not taken", async ({ page }) => {
    await page.goto(`/product/${PERFUME.id}`);
    await hydrated(page);
    await check(page).getByLabel("PIN code").fill(PORT_BLAIR.pin);
    await check(page).getByRole("button", { name: "Check" }).click();
    await expect(check(page).getByRole("status")).toContainText("Pay on delivery is not available at this PIN code");
  });
});

test.describe("checkout with the structured address", () => {
  test("the PIN code fills the city and state; cash on delivery is refused where it is not taken", async ({ page }) => {
    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    await expect(page.getByRole("button", { name: "Place Order (Cash on Delivery)" })).toBeDisabled();
    await fillWho(page);
    await page.getByLabel("PIN code").fill("700016");
    await expect(page.getByLabel("State")).toHaveValue("West Bengal");
    await expect(page.getByLabel("City")).toHaveValue("Kolkata");
    await expect(page.getByTestId("checkout-delivery")).toContainText(DELIVERY_BY);

    await page.getByLabel("PIN code").fill(PORT_BLAIR.pin);
    await expect(page.getByLabel("State")).toHaveValue(PORT_BLAIR.state);
    await page.getByLabel("City").fill(PORT_BLAIR.city);
    await page.getByLabel("House/flat and street").fill(PORT_BLAIR.line1);
    const refused = "Cash on delivery is not available for PIN code 744101. Please pay online.";
    await expect(page.getByText(refused)).toBeVisible();
    const place = page.getByRole("button", { name: "Place Order (Cash on Delivery)" });
    await expect(place).toBeDisabled();
    await page.getByRole("group", { name: "Payment method" }).getByLabel("Pay Online").check();
    await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeEnabled();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("a signed-in shopper's address is kept, offered next time, and managed in the account", async ({ page }) => {
    await signedInShopper(page.request, "addr");

    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    await expect(page.getByRole("button", { name: "Place Order (Cash on Delivery)" })).toBeDisabled();
    await fillWho(page);
    await fillAddress(page, BENGALURU);
    await expect(page.getByLabel("Save this address to my account")).toBeChecked();
    await expect(page.getByTestId("checkout-delivery")).toContainText(DELIVERY_BY);
    const promised = (await page.getByTestId("checkout-delivery").textContent())!.match(DELIVERY_BY)![0];
    await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();
    await expect(page).toHaveURL(/\/thank-you\?order=SH-/);
    // The day checkout promised is the order's, here and in the account.
    await expect(page.getByTestId("order-deliver-by")).toHaveText(`${promised}.`);
    await page.goto("/account");
    await page.getByTestId("order").first().locator("summary").click();
    await expect(page.getByTestId("order-deliver-by").first()).toHaveText(`${promised}.`);

    // Next time it is offered, and chosen.
    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    const saved = page.getByRole("list", { name: "Your saved addresses" });
    await expect(saved.getByRole("link")).toHaveCount(1);
    await expect(saved.getByRole("link")).toContainText("Delivering here");
    await expect(page.getByLabel("House/flat and street")).toHaveValue(BENGALURU.line1);
    await expect(page.getByLabel("Save this address to my account")).toHaveCount(0);

    // The account lists it; a wrong PIN code is refused with what was typed kept; deleting works.
    await page.goto("/account");
    const book = page.getByRole("region", { name: "My addresses" });
    await expect(book.getByTestId("saved-addresses")).toContainText(printedAddress(BENGALURU));
    await book.getByText("Add an address").click();
    const add = page.getByRole("form", { name: "Add an address" });
    await add.getByLabel("PIN code").fill("012345");
    await add.getByLabel("House/flat and street").fill("3 Beach Road");
    await add.getByLabel("City").fill("Chennai");
    await add.getByLabel("State").selectOption("Tamil Nadu");
    await add.getByRole("button", { name: "Save address" }).click();
    await expect(add.getByRole("alert")).toHaveText("PIN code must be 6 digits and cannot start with 0");
    await expect(add.getByLabel("House/flat and street")).toHaveValue("3 Beach Road");
    await add.getByLabel("PIN code").fill("600001");
    await add.getByRole("button", { name: "Save address" }).click();
    await expect(book.getByTestId("saved-addresses").getByRole("listitem")).toHaveCount(2);
    expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
    await book.getByRole("button", { name: /^Delete the address Flat 4B/ }).click();
    await expect(book.getByTestId("saved-addresses").getByRole("listitem")).toHaveCount(1);
    await expect(book.getByTestId("saved-addresses")).toContainText("Chennai, Tamil Nadu 600001");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Check delivery posts and comes back with the answer; checkout takes the structured address", async ({
    page,
  }) => {
    await page.goto(`/product/${PERFUME.id}`);
    await check(page).getByLabel("PIN code").fill("110001");
    await check(page).getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${PERFUME.id}$`));
    await expect(check(page).getByRole("status")).toContainText(DELIVERY_BY);
    await expect(check(page).getByRole("status")).toContainText("Delhi 110001");

    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    await expect(page.getByLabel("PIN code")).toHaveValue("110001");
    await fillWho(page);
    await fillAddress(page, { pin: "110001", line1: "22 Janpath", city: "New Delhi", state: "Delhi" });
    await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();
    await expect(page).toHaveURL(/\/thank-you\?order=SH-/);
    const number = (await page.getByTestId("order-number").textContent())!.trim();
    const order = (await (await page.request.get(`/api/orders/${number}`)).json()) as { customer: { address: string } };
    expect(order.customer.address).toBe("22 Janpath\nNew Delhi, Delhi 110001");
  });
});
