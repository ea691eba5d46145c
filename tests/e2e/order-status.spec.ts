import { expect, test, type Page } from "@playwright/test";
import { signedInShopper } from "./support/accounts";
import { OUD_ROYALE as PERFUME } from "./support/catalog";
import { lookUpOrder, openMyOrder } from "./support/orders";

// The status and the payment line of an order come from one table (rules/order-status.ts): an online
// order that is not paid never reads "Paid online".

/** An online order left unpaid (the checkout opened, the payment never made), placed with the page's cookies. */
async function unpaidOnlineOrder(page: Page, email: string): Promise<string> {
  const res = await page.request.post("/api/order/createOrder", {
    data: {
      customer: { name: "Asha Verma", email, contact: "+91 98765 43210", address: "12 MG Road, Bengaluru 560001" },
      product: { id: PERFUME.id },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { orderNumber: string }).orderNumber;
}

test("an unpaid online order reads 'Awaiting payment' and never 'Paid online': My Orders, lookup, thank-you", async ({
  page,
}) => {
  const account = await signedInShopper(page.request);
  const number = await unpaidOnlineOrder(page, account.email);

  await page.goto("/account");
  const order = await openMyOrder(page, number);
  await expect(order.getByTestId("order-status")).toHaveText("Awaiting payment");
  await expect(order.getByTestId("order-payment")).toHaveText("Online: awaiting payment");
  await expect(order).not.toContainText("Paid online");
  await expect(order).toContainText("Contact: 9876543210");

  await page.goto(`/thank-you?order=${number}`);
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  await expect(page.getByTestId("order-payment")).toHaveText("Online: awaiting payment");

  const found = await lookUpOrder(page, number, account.email);
  await expect(found.getByTestId("order-status")).toHaveText("Awaiting payment");
  await expect(found.getByTestId("order-payment")).toHaveText("Online: awaiting payment");
  await expect(found).not.toContainText("Paid online");
});
