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
const COD_REFUSED = "Cash on delivery is not available for PIN code 744101. Please pay online.";
const RESIDENCY_ROAD = { pin: "560001", line1: "14 Residency Road" };

/** "Check delivery" on the perfume's page for a PIN code (remembered in a cookie from then on). */
async function checkDelivery(page: Page, pin: string) {
  await page.goto(`/product/${PERFUME.id}`);
  await check(page).getByLabel("PIN code").fill(pin);
  await check(page).getByRole("button", { name: "Check" }).click();
  await expect(check(page).getByRole("status")).toContainText(`${pin}`);
}

/** The printed address of the order the thank-you page names. */
async function placedAddress(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/thank-you\?order=SH-/);
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  const order = (await (await page.request.get(`/api/orders/${number}`)).json()) as { customer: { address: string } };
  return order.customer.address;
}

const highlights = (page: Page) => page.getByRole("region", { name: "Highlights" });

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

  test("says where pay on delivery is not taken, and the highlights stop promising it", async ({ page }) => {
    await page.goto(`/product/${PERFUME.id}`);
    await hydrated(page);
    await expect(highlights(page)).toContainText("Pay on delivery");
    await check(page).getByLabel("PIN code").fill(PORT_BLAIR.pin);
    await check(page).getByRole("button", { name: "Check" }).click();
    await expect(check(page).getByRole("status")).toContainText("Pay on delivery is not available at this PIN code");
    await expect(check(page).getByRole("status")).toContainText("to Andaman and Nicobar Islands 744101");
    await expect(highlights(page)).not.toContainText("Pay on delivery");
    await expect(highlights(page)).toContainText("100% original");
  });

  test("an answer goes as soon as the PIN code is typed over", async ({ page }) => {
    await page.goto(`/product/${PERFUME.id}`);
    await hydrated(page);
    const pin = check(page).getByLabel("PIN code");
    await pin.fill("560038");
    await check(page).getByRole("button", { name: "Check" }).click();
    await expect(check(page).getByRole("status")).toContainText("Karnataka 560038");
    await pin.fill("5600");
    await expect(check(page).getByRole("status")).not.toContainText("Delivery by");
    await expect(check(page).getByRole("status")).toContainText("Enter your PIN code");
    // Typed back, the answer for it is shown again.
    await pin.fill("560038");
    await expect(check(page).getByRole("status")).toContainText("Karnataka 560038");
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
    // The directory names no city here (its district is South Andamans): the shopper writes it.
    await expect(page.getByLabel("City")).toHaveValue("");
    await page.getByLabel("City").fill(PORT_BLAIR.city);
    await page.getByLabel("House/flat and street").fill(PORT_BLAIR.line1);
    // Cash on delivery cannot be chosen here, and says why; the payment is online.
    const payment = page.getByRole("group", { name: "Payment method" });
    await expect(payment.getByLabel("Cash on Delivery")).toBeDisabled();
    await expect(payment).toContainText(COD_REFUSED);
    await expect(payment.getByLabel("Pay Online")).toBeChecked();
    await expect(page.getByText(/ in cash when your order arrives/)).toHaveCount(0);
    await expect(page.getByText(/^Pay ₹[\d,]+ now by UPI/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeEnabled();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("a signed-in shopper's name, e-mail and mobile start the checkout", async ({ page }) => {
    const account = await signedInShopper(page.request, "who");
    const saved = await page.request.put("/api/auth/profile", {
      data: { fullName: "Kavya Menon", mobile: "+91 98450 12345" },
    });
    expect(saved.ok()).toBe(true);
    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Kavya Menon");
    await expect(page.getByLabel("E-mail")).toHaveValue(account.email);
    await expect(page.getByLabel("Contact number")).toHaveValue("9845012345");
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
    await page.getByTestId("order").first().locator("summary").first().click();
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

test.describe("a remembered PIN code", () => {
  test("a new PIN code fills the city and state again, and cash on delivery follows it", async ({ page }) => {
    await checkDelivery(page, PORT_BLAIR.pin);
    await expect(check(page).getByRole("status")).toContainText("Pay on delivery is not available");

    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    await hydrated(page);
    await expect(page.getByLabel("PIN code")).toHaveValue(PORT_BLAIR.pin);
    await expect(page.getByLabel("State")).toHaveValue(PORT_BLAIR.state);
    const payment = page.getByRole("group", { name: "Payment method" });
    await expect(payment.getByLabel("Pay Online")).toBeChecked();
    await expect(payment.getByLabel("Cash on Delivery")).toBeDisabled();

    await fillWho(page);
    await page.getByLabel("PIN code").fill(RESIDENCY_ROAD.pin);
    await expect(page.getByTestId("checkout-delivery")).toContainText("Pay on delivery available");
    await expect(page.getByLabel("City")).toHaveValue("Bengaluru");
    await expect(page.getByLabel("State")).toHaveValue("Karnataka");
    await expect(payment.getByLabel("Cash on Delivery")).toBeChecked();
    await page.getByLabel("House/flat and street").fill(RESIDENCY_ROAD.line1);
    await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();
    expect(await placedAddress(page)).toBe("14 Residency Road\nBengaluru, Karnataka 560001");
  });

  test("fills the city a shopper writes; a new PIN code fills it again, and a wrong state is named", async ({
    page,
  }) => {
    await checkDelivery(page, "560038");
    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    await hydrated(page);
    await expect(page.getByLabel("City")).toHaveValue("Bengaluru");
    await page.getByLabel("PIN code").fill("110016");
    await expect(page.getByLabel("City")).toHaveValue("New Delhi");
    await expect(page.getByLabel("State")).toHaveValue("Delhi");
    // What the shopper wrote for one PIN code gives way to the next PIN code's place.
    await page.getByLabel("City").fill("Hauz Khas, New Delhi");
    await page.getByLabel("PIN code").fill("560001");
    await expect(page.getByLabel("City")).toHaveValue("Bengaluru");
    await expect(page.getByLabel("State")).toHaveValue("Karnataka");
    // A state the PIN code is not in is named on the field before anything is sent.
    await page.getByLabel("State").selectOption("Kerala");
    await page.getByLabel("State").press("Tab");
    await expect(page.locator("#checkout-state-error")).toHaveText("State must be Karnataka for PIN code 560001");
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
    expect(await placedAddress(page)).toBe("22 Janpath\nNew Delhi, Delhi 110001");
  });

  test("a remembered PIN code changed before ordering: the server fills the new city and state", async ({ page }) => {
    await checkDelivery(page, PORT_BLAIR.pin);
    await expect(check(page).getByRole("status")).toContainText("Pay on delivery is not available");
    await expect(highlights(page)).not.toContainText("Pay on delivery");

    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    await expect(page.getByLabel("State")).toHaveValue(PORT_BLAIR.state);
    const payment = page.getByRole("group", { name: "Payment method" });
    await expect(payment).toContainText(COD_REFUSED);
    await expect(payment.getByLabel("Pay Online")).toBeChecked();
    await expect(page.getByText(/ in cash when your order arrives/)).toHaveCount(0);

    await fillWho(page);
    await page.getByLabel("PIN code").fill(RESIDENCY_ROAD.pin);
    await page.getByLabel("House/flat and street").fill(RESIDENCY_ROAD.line1);
    await payment.getByLabel("Cash on Delivery").check();
    await page.getByRole("button", { name: /^Pay ₹|^Place Order/ }).click();
    expect(await placedAddress(page)).toBe("14 Residency Road\nBengaluru, Karnataka 560001");
  });

  test("the PIN code fills an empty city and state; where it names no city the shopper is asked", async ({ page }) => {
    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    await fillWho(page);
    await page.getByLabel("PIN code").fill("403001");
    await page.getByLabel("House/flat and street").fill("5 Fontainhas");
    await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();
    await expect(page.getByTestId("checkout-error-summary")).toContainText("City: is required");
    await expect(page.getByTestId("checkout-error-summary")).not.toContainText("State");
    await expect(page.getByLabel("State")).toHaveValue("Goa");

    await page.getByLabel("PIN code").fill("110016");
    await page.getByLabel("City").fill("");
    await page.getByLabel("State").selectOption("");
    await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();
    expect(await placedAddress(page)).toBe("5 Fontainhas\nNew Delhi, Delhi 110016");
  });

  test("a state the PIN code is not in is refused on the state field", async ({ page }) => {
    await page.goto(`/customer-details?product=${PERFUME.id}&quantity=1`);
    await fillWho(page);
    await fillAddress(page, { ...RESIDENCY_ROAD, city: "Bengaluru", state: "Kerala" });
    await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();
    await expect(page.getByTestId("checkout-error-summary")).toContainText(
      "State: must be Karnataka for PIN code 560001",
    );
    await expect(page.locator("#checkout-state-error")).toHaveText("State must be Karnataka for PIN code 560001");
    await page.getByLabel("State").selectOption("Karnataka");
    await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();
    expect(await placedAddress(page)).toBe("14 Residency Road\nBengaluru, Karnataka 560001");
  });
});
