import { readFile } from "node:fs/promises";
import { expect, type APIRequestContext, type Download, type Locator, type Page } from "@playwright/test";
import { pdfText as textOfPdf } from "../../helpers/pdf";
import { hydrated } from "./shop";

/** A shopper's details as /submit-order and createOrder take them (the address on one line). */
export interface OrderCustomer {
  name: string;
  email: string;
  contact: string;
  address: string;
}

/** What the order is of: a product id (`productId` or `id`, both are taken), a size where it needs one. */
export interface OrderProduct {
  productId?: number;
  id?: number;
  size?: string;
  quantity?: number;
}

/** Places a cash-on-delivery order through /submit-order, as the checkout's form posts it. */
export async function submitOrder(request: APIRequestContext, customer: OrderCustomer, product: OrderProduct) {
  const res = await request.post("/submit-order", { data: { customer, product } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { orderId: number; orderNumber: string; order: { total: number } };
}

/**
 * Places an online order through /api/order/createOrder and pays it through the test gateway, as the
 * checkout's scripts do; answers the order's database id and number once the server has verified the payment.
 */
export async function placePaidOrder(request: APIRequestContext, customer: OrderCustomer, product: OrderProduct[]) {
  const created = await request.post("/api/order/createOrder", { data: { customer, product } });
  expect(created.status(), await created.text()).toBe(201);
  const { orderId, dbOrderId, orderNumber } = (await created.json()) as {
    orderId: string;
    dbOrderId: number;
    orderNumber: string;
  };
  const paid = await request.post("/api/test-gateway/payments", { data: { order_id: orderId, outcome: "success" } });
  const proof = (await paid.json()) as Record<string, string>;
  const verified = await request.post("/api/verify-payment", { data: { ...proof, dbOrderId } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { dbOrderId, orderNumber };
}

/** The guest lookup: the order's number and e-mail, then Find order; answers the order it shows. */
export async function lookUpOrder(page: Page, orderNumber: string, email: string): Promise<Locator> {
  await page.goto(`/orders/lookup?order=${orderNumber}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Find order" }).click();
  return page.getByTestId("found-order");
}

/** The order's row on My Orders, opened. */
export async function openMyOrder(page: Page, orderNumber: string): Promise<Locator> {
  const row = page.getByTestId("order").filter({ hasText: orderNumber });
  // The first summary is the order's own (its details hold others: "Cancel order").
  await row.locator("summary").first().click();
  return row;
}

/** The staff ship and deliver the order through their API. */
export async function deliverByApi(
  staff: APIRequestContext,
  orderId: number,
  shipment = { carrier: "Delhivery", trackingNumber: "DL-4411" },
) {
  for (const data of [{ status: "shipped", ...shipment }, { status: "delivered" }]) {
    const res = await staff.patch(`/api/admin/orders/${orderId}`, { data });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** An order's card on /admin/orders. */
export const staffOrder = (page: Page, orderNumber: string) => page.locator(`[data-order="${orderNumber}"]`);

/**
 * Presses a button of an order's card on /admin/orders and waits for the status it moves the order to, as the
 * page does with its scripts (it waits for them: without, the answer is a new page with the message on top).
 */
export async function moveOrder(order: Locator, button: string, status: string) {
  await hydrated(order.page());
  await order.getByRole("button", { name: button }).click();
  await expect(order.getByTestId("order-status")).toHaveText(status);
}

/** On /admin/orders: ships the order with this carrier and tracking number, then marks it delivered. */
export async function shipAndDeliver(order: Locator, carrier: string, trackingNumber: string) {
  await order.getByLabel("Carrier").fill(carrier);
  await order.getByLabel("Tracking number").fill(trackingNumber);
  await moveOrder(order, "Mark shipped", "Shipped");
  await moveOrder(order, "Mark delivered", "Delivered");
}

/** Presses a button of a return's card on /admin/returns and waits for the card to announce the new status. */
export async function moveReturn(card: Locator, button: string, status: string) {
  await hydrated(card.page());
  await card.getByRole("button", { name: button }).click();
  await expect(card.getByRole("status")).toHaveText(`Now ${status}`);
}

/**
 * Fills a return form (My Orders' or the lookup's) and asks for the return. `line`: the return line to
 * fill, where the form has several (the form itself where it has one).
 */
export async function requestReturn(
  form: Locator,
  {
    line = form,
    quantity = "1",
    reason,
    upiId,
  }: { line?: Locator; quantity?: string; reason?: string; upiId?: string },
) {
  await line.getByLabel("Quantity to return").selectOption(quantity);
  if (reason) await line.getByLabel("Reason").selectOption(reason);
  if (upiId) await form.getByLabel("UPI ID (for UPI)").fill(upiId);
  await form.getByRole("button", { name: "Request return" }).click();
}

/** The text of a downloaded PDF (an invoice or a credit note), which must be one. */
export async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return textOfPdf(bytes);
}

/** Clicks the link or button that downloads a file on the page; answers the download. */
export async function download(page: Page, trigger: Locator) {
  const [file] = await Promise.all([page.waitForEvent("download"), trigger.click()]);
  return file;
}

/** Downloads the credit note the page offers (named by its number); answers its text. */
export async function creditNoteText(page: Page, trigger: Locator): Promise<string> {
  const file = await download(page, trigger);
  expect(file.suggestedFilename()).toMatch(/^credit-note-SH-CN-\d{4}-\d{2}-\d{6}\.pdf$/);
  return pdfText(file);
}
