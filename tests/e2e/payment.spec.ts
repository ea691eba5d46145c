import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Response, type Route } from "@playwright/test";
import { fillAddress, fillCheckoutDetails, type TestAddress } from "./support/address";
// Products no other spec buys (no sizes); every total is ₹999 or more, so shipping is free.
import {
  AQUA_SPORT as AQUA,
  CITRUS_BREEZE as CITRUS,
  KESAR_OUD as KESAR,
  MONSOON_MITTI as MITTI,
  PINK_PEONY as PEONY,
  SPICED_CARDAMOM as CARDAMOM,
} from "./support/catalog";
import { addToCart, cartLink, expectNoSidewaysScroll, hydrated } from "./support/shop";

const SHOPPER = {
  name: "Rohan Iyer",
  email: "rohan.iyer@example.com",
  contact: "9123456780",
  address: { pin: "700016", line1: "4 Park Street", city: "Kolkata", state: "West Bengal" } as TestAddress,
};

const form = (page: Page) => page.getByRole("form", { name: "Customer Details" });
const payButton = (page: Page, price: string) => form(page).getByRole("button", { name: `Pay ${price}` });
const gateway = (page: Page) => page.getByRole("dialog", { name: "StyleHub test checkout" });
/** The TEST MODE checkout's own Pay button (the form's is payButton). */
const gatewayPay = (page: Page, price: string) => gateway(page).getByRole("button", { name: `Pay ${price}` });

/** The checkout's form is hydrated once its Submit follows the details (disabled while they are empty). */
async function openCheckout(page: Page, path: string, price: string) {
  await page.goto(path);
  await fillDetailsAndPayOnline(page, price);
}

async function fillDetailsAndPayOnline(page: Page, price: string) {
  await expect(form(page).getByRole("button", { name: /^(Place Order|Pay ₹)/ })).toBeDisabled();
  await fillCheckoutDetails(page, SHOPPER);
  await page.getByRole("group", { name: "Payment method" }).getByLabel("Pay Online").check();
  await expect(payButton(page, price)).toBeEnabled();
}

/** Opens the TEST MODE checkout from the page; answers the order number it shows. */
async function startPayment(page: Page, price: string): Promise<string> {
  await payButton(page, price).click();
  const dialog = gateway(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("TEST MODE");
  await expect(dialog).toContainText(price);
  return (await dialog.getByTestId("test-gateway-order").textContent())!.trim();
}

async function orderStatus(page: Page, orderNumber: string): Promise<{ status: string; paymentMethod: string }> {
  const response = await page.request.get(`/api/orders/${orderNumber}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; paymentMethod: string };
}

/** The thank-you page of a paid online order, checked against the JSON API with the shopper's cookies. */
async function expectPaid(page: Page, orderNumber: string) {
  await expect(page.getByText("Payment successful!")).toBeVisible();
  await expect(page).toHaveURL(`/thank-you?order=${orderNumber}`);
  await expect(page.getByRole("heading", { name: "Thanks for ordering!" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(orderNumber);
  await expect(page.locator("main")).toContainText("Paid online");
  expect(await orderStatus(page, orderNumber)).toMatchObject({ status: "paid", paymentMethod: "online" });
}

/** Every answer to createOrder on this page, to count the orders it made. */
function createOrderAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/order/createOrder")) answers.push(response);
  });
  return answers;
}

test.describe("Pay Online", () => {
  test("Buy Now, Yes, details, Pay Online through the TEST MODE checkout, then the paid order", async ({ page }) => {
    const razorpayScript: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("razorpay.com")) razorpayScript.push(request.url());
    });
    await page.goto(`/product/${CITRUS.id}`);
    await hydrated(page);
    await page.locator("main").getByRole("button", { name: "Buy Now" }).first().click();
    await page.getByRole("dialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${CITRUS.id}&quantity=1$`));

    const methods = page.getByRole("group", { name: "Payment method" });
    await expect(methods.getByLabel("Cash on Delivery")).toBeChecked();
    await methods.getByLabel("Pay Online").check();
    await expect(page).toHaveURL(/&payment=online$/);
    // Validation and the disabled Submit work as for cash on delivery.
    const pay = payButton(page, CITRUS.price);
    await expect(pay).toBeDisabled();
    await page.getByLabel("Name").fill(SHOPPER.name);
    await page.getByLabel("E-mail").fill("rohan@");
    await page.getByLabel("E-mail").blur();
    await expect(page.getByText("E-mail must be a valid e-mail address")).toBeVisible();
    await page.getByLabel("E-mail").fill(SHOPPER.email);
    await page.getByLabel("Contact number").fill(SHOPPER.contact);
    await fillAddress(page, SHOPPER.address);
    await expect(pay).toBeEnabled();

    const orderNumber = await startPayment(page, CITRUS.price);
    expect(orderNumber).toMatch(/^SH-[A-Z0-9]{6}$/);
    // The page's own button waits, and cannot start a second payment.
    await expect(form(page).getByRole("button", { name: "Waiting for payment..." })).toBeDisabled();
    // Without Razorpay keys, Razorpay's script is never loaded.
    expect(razorpayScript).toEqual([]);

    await gatewayPay(page, CITRUS.price).click();
    await expectPaid(page, orderNumber);
    await expect(page.locator("main")).toContainText(CITRUS.name);
    await expect(page.getByTestId("order-total")).toHaveText(CITRUS.price);
  });

  test("Proceed to Buy pays for the whole cart, which is then empty", async ({ page }) => {
    await addToCart(page, MITTI.id, 2);
    await addToCart(page, KESAR.id);
    await page.goto("/cart");
    await expect(page.locator("main")).toContainText("Pay online (UPI, cards, netbanking) or cash on delivery.");
    await hydrated(page);
    await page.getByRole("button", { name: "Proceed to Buy" }).click();
    await page.getByRole("dialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/customer-details\?from=cart$/);
    await expect(page.getByTestId("checkout-total")).toHaveText("₹8,297");

    await fillDetailsAndPayOnline(page, "₹8,297");
    const orderNumber = await startPayment(page, "₹8,297");
    await gatewayPay(page, "₹8,297").click();
    await expectPaid(page, orderNumber);
    const main = page.locator("main");
    await expect(main).toContainText(MITTI.name);
    await expect(main).toContainText("Qty 2");
    await expect(main).toContainText(KESAR.name);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  });

  test("on a 375 px screen every control of the TEST MODE checkout is at least 44 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openCheckout(page, `/customer-details?product=${PEONY.id}&quantity=1`, PEONY.price);
    await startPayment(page, PEONY.price);
    const buttons = gateway(page).getByRole("button");
    await expect(buttons).toHaveCount(3); // Close, Pay, Fail payment
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(
        Math.min(box.width, box.height),
        (await button.getAttribute("aria-label")) ?? (await button.innerText()),
      ).toBeGreaterThanOrEqual(44);
    }
    await gateway(page).getByRole("button", { name: "Close" }).click();
    await expect(gateway(page)).toBeHidden();
  });

  test("a failed payment says so, leaves the order unpaid and the cart as it was; paying again works", async ({
    page,
  }) => {
    await addToCart(page, CARDAMOM.id);
    await openCheckout(page, "/customer-details?from=cart", CARDAMOM.price);
    const answers = createOrderAnswers(page);
    const orderNumber = await startPayment(page, CARDAMOM.price);
    await gateway(page).getByRole("button", { name: "Fail payment" }).click();

    await expect(gateway(page)).toBeHidden();
    await expect(form(page).getByRole("alert")).toHaveText(
      /^Payment failed: .+\. No money was taken\. You can try again\.$/,
    );
    expect(await orderStatus(page, orderNumber)).toMatchObject({ status: "pending_payment" });
    const cart = (await (await page.request.get("/api/cart")).json()) as { productId: string; quantity: number }[];
    expect(cart).toMatchObject([{ productId: String(CARDAMOM.id), quantity: 1 }]);

    // The retry pays the same order.
    expect(await startPayment(page, CARDAMOM.price)).toBe(orderNumber);
    await gatewayPay(page, CARDAMOM.price).click();
    await expectPaid(page, orderNumber);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
    expect(answers).toHaveLength(2);
  });

  test("closing the checkout cancels; paying again pays the same order, so there is one", async ({ page }) => {
    await openCheckout(page, `/customer-details?product=${AQUA.id}&quantity=1`, AQUA.price);
    const answers = createOrderAnswers(page);

    const first = await startPayment(page, AQUA.price);
    await gateway(page).getByRole("button", { name: "Close" }).click();
    await expect(gateway(page)).toBeHidden();
    await expect(form(page).getByRole("status").filter({ hasText: "Payment" })).toHaveText("Payment cancelled");
    await expect(payButton(page, AQUA.price)).toBeEnabled();

    const second = await startPayment(page, AQUA.price);
    await expect(gatewayPay(page, AQUA.price)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(gateway(page)).toBeHidden();
    await expect(form(page).getByRole("status").filter({ hasText: "Payment" })).toHaveText("Payment cancelled");

    const third = await startPayment(page, AQUA.price);
    await gatewayPay(page, AQUA.price).click();
    await expectPaid(page, third);

    expect(new Set([first, second, third]).size).toBe(1);
    expect(answers).toHaveLength(3);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { dbOrderId: number }).dbOrderId),
    );
    expect(new Set(ids).size).toBe(1);
    expect(answers.slice(1).map((answer) => answer.headers()["idempotent-replayed"])).toEqual(["true", "true"]);
  });

  test("when the order cannot be created, it says so with the server's reason", async ({ page }) => {
    await openCheckout(page, `/customer-details?product=${CITRUS.id}&quantity=1`, CITRUS.price);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/order/createOrder", async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: "Something went wrong", requestId: "r-1" } });
    });
    await payButton(page, CITRUS.price).click();
    const starting = form(page).getByRole("button", { name: "Starting payment..." });
    await expect(starting).toBeDisabled();
    release();
    await expect(form(page).getByRole("alert")).toHaveText("Could not initiate payment. Something went wrong");
    await expect(gateway(page)).toHaveCount(0);

    await page.unroute("**/api/order/createOrder");
    await page.route("**/api/order/createOrder", (route) =>
      route.fulfill({ status: 409, json: { message: `Only 1 of ${CITRUS.name} left in stock` } }),
    );
    await payButton(page, CITRUS.price).click();
    await expect(form(page).getByRole("alert")).toHaveText(
      `Could not initiate payment. Only 1 of ${CITRUS.name} left in stock`,
    );

    await page.unroute("**/api/order/createOrder");
    await page.route("**/api/order/createOrder", (route) => route.abort("internetdisconnected"));
    await payButton(page, CITRUS.price).click();
    await expect(form(page).getByRole("alert")).toHaveText("Could not initiate payment");
  });

  // The server's answer to the verification, and what the page says of it.
  for (const { title, answer, message } of [
    {
      title: "a verification the server refuses says so",
      answer: (route: Route) =>
        route.fulfill({ status: 200, json: { success: false, message: "Payment verification failed" } }),
      message: "Payment verification failed",
    },
    {
      title: "a verification that cannot reach the server says so",
      answer: (route: Route) => route.abort("internetdisconnected"),
      message: "Server verification error",
    },
  ]) {
    test(title, async ({ page }) => {
      await openCheckout(page, `/customer-details?product=${CITRUS.id}&quantity=1`, CITRUS.price);
      await page.route("**/api/verify-payment", answer);
      await startPayment(page, CITRUS.price);
      await gatewayPay(page, CITRUS.price).click();
      await expect(form(page).getByRole("alert")).toHaveText(message);
      await expect(page).toHaveURL(/\/customer-details\?/);
    });
  }

  test("with Razorpay keys, Razorpay's script is loaded on demand, and a failed load says so", async ({ page }) => {
    await openCheckout(page, `/customer-details?product=${CITRUS.id}&quantity=1`, CITRUS.price);
    // The server answers as it would with real keys; Razorpay cannot be reached from here.
    await page.route("**/api/order/createOrder", (route) =>
      route.fulfill({
        status: 201,
        json: {
          orderId: "order_RAZORPAY1",
          amount: 199900,
          currency: "INR",
          key: "rzp_test_key",
          dbOrderId: 1,
          orderNumber: "SH-RZPAY2",
          gateway: "razorpay",
          name: "StyleHub",
          prefill: { name: SHOPPER.name, email: SHOPPER.email, contact: SHOPPER.contact },
        },
      }),
    );
    const scripts: string[] = [];
    await page.route("https://checkout.razorpay.com/**", (route) => {
      scripts.push(route.request().url());
      return route.abort("internetdisconnected");
    });
    await payButton(page, CITRUS.price).click();
    await expect(form(page).getByRole("alert")).toHaveText("Razorpay SDK failed to load. Are you online?");
    await expect(gateway(page)).toHaveCount(0);
    // Under the production Content-Security-Policy without keys the browser refuses the script itself.
    expect(scripts.length).toBeLessThanOrEqual(1);
    await expect(payButton(page, CITRUS.price)).toBeEnabled();
  });

  test("the choice survives a reload, and the page has no axe violations at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openCheckout(page, `/customer-details?product=${CITRUS.id}&quantity=1`, CITRUS.price);
    await expect(page).toHaveURL(/&payment=online$/);
    await page.reload();
    await expect(page.getByRole("group", { name: "Payment method" }).getByLabel("Pay Online")).toBeChecked();
    await expect(payButton(page, CITRUS.price)).toBeDisabled();
    // The hint names the missing fields, so the shopper knows what to fill in before paying.
    await expect(
      page.getByText("Fill in Name, E-mail, Contact number, PIN code, House/flat and street, City and State to pay."),
    ).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await openCheckout(page, `/customer-details?product=${CITRUS.id}&quantity=1&payment=online`, CITRUS.price);
    await startPayment(page, CITRUS.price);
    expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
    await expectNoSidewaysScroll(page);
  });
});

test.describe("Pay Online without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("where cash on delivery is not taken: Pay Online, Continue to payment, the test gateway's Pay, the paid order", async ({
    page,
  }) => {
    await page.goto(`/customer-details?product=${CITRUS.id}&quantity=1`);
    await fillCheckoutDetails(page, {
      ...SHOPPER,
      address: { pin: "744101", line1: "7 Aberdeen Bazaar", city: "Port Blair", state: "Andaman and Nicobar Islands" },
    });
    await page.getByRole("group", { name: "Payment method" }).getByLabel("Pay Online").check();
    // The button's words follow the choice only with JavaScript.
    await form(page)
      .getByRole("button", { name: /^Place Order|^Pay ₹/ })
      .click();
    const handOff = page.getByRole("region", { name: /is waiting for payment/ });
    await expect(handOff).toContainText(CITRUS.price);
    // The details stay in the form below, should the shopper want to change them.
    await expect(page.getByLabel("Name")).toHaveValue(SHOPPER.name);
    await handOff.getByRole("button", { name: "Continue to payment" }).click();

    await expect(page.getByRole("heading", { name: "StyleHub test checkout" })).toBeVisible();
    await expect(page.locator("main")).toContainText("TEST MODE");
    const orderNumber = (await page.getByTestId("test-gateway-order").textContent())!.trim();
    await page.getByRole("button", { name: `Pay ${CITRUS.price}` }).click();
    await page.getByRole("button", { name: "Return to StyleHub" }).click();
    await expectPaid(page, orderNumber);
  });

  test("a failed payment comes back to the checkout with the gateway's reason", async ({ page }) => {
    await page.goto(`/customer-details?product=${CITRUS.id}&quantity=1`);
    await fillCheckoutDetails(page, SHOPPER);
    await page.getByRole("group", { name: "Payment method" }).getByLabel("Pay Online").check();
    await form(page)
      .getByRole("button", { name: /^Place Order|^Pay ₹/ })
      .click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("button", { name: "Fail payment" }).click();
    await page.getByRole("button", { name: "Return to StyleHub" }).click();
    await expect(page).toHaveURL(new RegExp(`/customer-details\\?product=${CITRUS.id}&quantity=1&payment=online$`));
    await expect(
      page.getByText("Payment failed: The test card was declined (TEST MODE). No money was taken. You can try again."),
    ).toBeVisible();
  });
});
