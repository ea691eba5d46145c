import { expect } from "@playwright/test";
import { shopperWithAccount, uniqueTag as tag } from "./support/accounts";
import { OUD_ROYALE as PERFUME, GULAB_ATTAR as ATTAR, rupees } from "./support/catalog";
import { checkPage } from "./support/check-page";
import { lookUpOrder, openMyOrder, placePaidOrder, submitOrder } from "./support/orders";
import { shopperContext, staffTest } from "./support/staff";

// Cancelling before the order ships (server/orders/cancel.ts): "Cancel order" opens a question, "Yes, cancel
// order" posts a plain form to the page's action. Once on My Orders with JavaScript (a paid online order,
// refunded through the test gateway), once on the guest lookup without it (cash on delivery).

const customer = (email: string) => ({
  name: "Meera Pillai",
  email,
  contact: "9876500123",
  address: "4 Park Street, Kolkata 700016",
});

staffTest(
  "with JavaScript: a shopper cancels a paid online order on My Orders; a shipped one says why it cannot be",
  async ({ page, browser, baseURL }) => {
    staffTest.slow();
    const { shopper, account } = await shopperWithAccount(browser, baseURL, "cancel");

    // An online order, paid through the test gateway.
    const { orderNumber } = await placePaidOrder(shopper.request, customer(account.email), [
      { id: PERFUME.id, quantity: 1 },
    ]);
    const order = (await (await shopper.request.get(`/api/orders/${orderNumber}`)).json()) as { total: number };

    // A second order, shipped by the staff: it can no longer be cancelled.
    const shipped = await submitOrder(shopper.request, customer(account.email), { productId: ATTAR.id });
    const move = await page.request.patch(`/api/admin/orders/${shipped.orderId}`, {
      data: { status: "shipped", carrier: "Delhivery", trackingNumber: "DL-7781" },
    });
    expect(move.status(), await move.text()).toBe(200);

    const mine = await shopper.newPage();
    await mine.goto("/account");
    const shippedRow = await openMyOrder(mine, shipped.orderNumber);
    await expect(shippedRow.getByTestId("cancel-unavailable")).toHaveText(
      `Order ${shipped.orderNumber} has shipped and can no longer be cancelled; you can return it once delivered`,
    );
    await expect(shippedRow.getByText("Cancel order", { exact: true })).toHaveCount(0);

    const row = await openMyOrder(mine, orderNumber);
    await expect(row.getByTestId("order-status")).toHaveText("Paid");
    await row.getByText("Cancel order", { exact: true }).click();
    await expect(row.getByText(`Cancel order ${orderNumber}? We refund ${rupees(order.total)}`)).toBeVisible();
    await checkPage(mine, "account-cancel-question");
    await row.getByRole("button", { name: "Yes, cancel order" }).click();
    await expect(row.getByTestId("cancel-message")).toHaveText(
      `Order ${orderNumber} is cancelled. ${rupees(order.total)} will be refunded to your original payment method.`,
    );
    await expect(row.getByTestId("order-status")).toHaveText("Cancelled");
    await expect(row.getByTestId("order-payment")).toHaveText("Online: refunded");
    await expect(row.getByRole("button", { name: "Yes, cancel order" })).toHaveCount(0);
    await expect(row.locator('[data-testid="timeline-step"][data-status="cancelled"]')).toHaveCount(1);
    await shopper.close();
  },
);

staffTest.describe("without JavaScript", () => {
  staffTest.use({ javaScriptEnabled: false });

  staffTest("a guest cancels a cash-on-delivery order from the order lookup", async ({ browser, baseURL }) => {
    const email = `cancel.guest.${tag()}@example.com`;
    const guest = await shopperContext(browser, baseURL, { javaScriptEnabled: false });
    const { orderNumber } = await submitOrder(guest.request, customer(email), { productId: PERFUME.id });

    const lookup = await guest.newPage();
    const found = await lookUpOrder(lookup, orderNumber, email);
    await expect(found.getByTestId("order-status")).toHaveText("Order placed");
    await found.getByText("Cancel order", { exact: true }).click();
    await expect(found.getByText(`Cancel order ${orderNumber}? Nothing will be charged.`)).toBeVisible();
    await found.getByRole("button", { name: "Yes, cancel order" }).click();

    // A new page from the form post: the order again, cancelled, with the answer.
    const again = lookup.getByTestId("found-order");
    await expect(again.getByTestId("cancel-message")).toHaveText(`Order ${orderNumber} is cancelled.`);
    await expect(again.getByTestId("order-status").first()).toHaveText("Cancelled");
    await expect(again.getByRole("button", { name: "Yes, cancel order" })).toHaveCount(0);
    await guest.close();
  });
});
