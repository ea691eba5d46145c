import { expect, type APIRequestContext } from "@playwright/test";
import { shopperWithAccount } from "./support/accounts";
import {
  OUD_ROYALE as PERFUME,
  ROSE_GOLD_AVIATORS as SUNGLASSES,
  WHITE_FORMAL_SHIRT as SHIRT,
} from "./support/catalog";
import { checkPage } from "./support/check-page";
import {
  deliverByApi,
  openMyOrder as openOrder,
  requestReturn,
  shipAndDeliver,
  staffOrder,
  submitOrder,
} from "./support/orders";
import { shopperContext, staffTest } from "./support/staff";
import { ageOrder } from "./support/test-hooks";

// Return windows counted from delivery (docs/decisions/015): the delivery is moved back in the test's
// database (tests/e2e/support/test-hooks.ts), not the clock, and the shopper's own page is driven. Also the
// pages around them checked with axe at 375 and 1280 px: /admin/orders, the delivered timeline, and a
// final-sale product's card and page.

// Perfumes have 15 days, shirts 7; the sunglasses are made final sale here, and back after.
const DAY = 24 * 60 * 60 * 1000;

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** A cash-on-delivery order of one product, placed by the signed-in shopper: its id and number. */
function place(shopper: APIRequestContext, email: string, product: { productId: number; size?: string }) {
  const customer = { name: "Meera Pillai", email, contact: "9876500088", address: "4 Beach Road, Chennai 600001" };
  return submitOrder(shopper, customer, { ...product, quantity: 1 });
}

staffTest(
  "a shopper returns a perfume delivered 14 days ago; a shirt delivered 8 days ago says its window passed",
  async ({ page, browser, baseURL }) => {
    // A whole journey through the shop and the staff pages: three times the usual time.
    staffTest.slow();
    const { shopper, account } = await shopperWithAccount(browser, baseURL, "win");
    const perfume = await place(shopper.request, account.email, { productId: PERFUME.id });
    const shirt = await place(shopper.request, account.email, { productId: SHIRT.id, size: "M" });

    // The staff ship and deliver the perfume on /admin/orders, the shirt through their API.
    await page.goto(`/admin/orders?q=${perfume.orderNumber}`);
    const card = staffOrder(page, perfume.orderNumber);
    await shipAndDeliver(card, "Delhivery", "DL-7781");
    await expect(card.getByText("Nothing more to do.")).toBeVisible();
    await deliverByApi(page.request, shirt.orderId, { carrier: "Blue Dart", trackingNumber: "BD-7782" });
    await page.reload();
    await checkPage(page, "admin-orders-delivered");

    // Delivered 14 and 8 days ago, in the test's database.
    await ageOrder(page.request, perfume.orderId, 14);
    await ageOrder(page.request, shirt.orderId, 8);

    const mine = await shopper.newPage();
    await mine.goto("/account");

    // Day 14 of the perfume's 15: the timeline says when it was delivered, and the return is offered.
    const perfumeRow = await openOrder(mine, perfume.orderNumber);
    const delivered = perfumeRow.getByTestId("timeline-step").filter({ hasText: "Delivered" });
    const deliveredAt = new Date((await delivered.locator("time").getAttribute("datetime"))!);
    expect(Math.abs(Date.now() - 14 * DAY - deliveredAt.getTime())).toBeLessThan(60 * 60 * 1000);
    await expect(perfumeRow.getByTestId("timeline-step").last()).toContainText("Delivered");
    await expect(perfumeRow.getByTestId("timeline-upcoming")).toHaveCount(0);
    const form = perfumeRow.getByTestId("return-form");
    const line = form.getByTestId("return-line");
    await expect(line).toContainText(`Return by ${dateFormat.format(new Date(deliveredAt.getTime() + 15 * DAY))}`);
    await checkPage(mine, "my-orders-delivered-day-14");
    await requestReturn(form, { line, reason: "Changed my mind", upiId: "meera.pillai@okicici" });
    await expect(perfumeRow.getByTestId("return-message")).toContainText("Return requested");
    const request = perfumeRow.getByTestId("return-request");
    await expect(request.getByTestId("return-status")).toHaveText("Return requested");
    await expect(request).toContainText("Refund to UPI meera.pillai@okicici");
    await expect(perfumeRow.getByTestId("timeline-step").last()).toContainText("Return requested");

    // Day 8 of the shirt's 7: no form, and the page says why.
    await mine.reload();
    const shirtRow = await openOrder(mine, shirt.orderNumber);
    await expect(shirtRow.getByTestId("return-form")).toHaveCount(0);
    const why = shirtRow.getByTestId("not-returnable");
    await expect(why).toContainText(`${SHIRT.name}: Return window passed (closed`);
    const shirtDelivered = new Date(
      (await shirtRow
        .getByTestId("timeline-step")
        .filter({ hasText: "Delivered" })
        .locator("time")
        .getAttribute("datetime"))!,
    );
    await expect(why).toContainText(`(closed ${dateFormat.format(new Date(shirtDelivered.getTime() + 7 * DAY))})`);
    await checkPage(mine, "my-orders-window-passed");

    // Asked for anyway (a stale page, a crafted post): refused with the reason, nothing recorded.
    const lines = (await (await shopper.request.get(`/api/orders/${shirt.orderNumber}`)).json()) as {
      returns: { lines: { orderLineId: number; reason: string | null }[]; requests: unknown[] };
    };
    expect(lines.returns.lines[0]!.reason).toBe("window_passed");
    const refused = await shopper.request.post(`/api/orders/${shirt.orderNumber}/returns`, {
      data: {
        lines: [{ orderLineId: lines.returns.lines[0]!.orderLineId, quantity: 1, reason: "Size too small" }],
        payout: { method: "upi", upiId: "meera.pillai@okicici" },
      },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(`${SHIRT.name}: Return window passed`);
    await shopper.close();
  },
);

staffTest("a final-sale product's card and page say it is non-returnable", async ({ page, browser, baseURL }) => {
  const marked = await page.request.patch(`/api/admin/products/${SUNGLASSES.id}`, { data: { finalSale: true } });
  expect(marked.status(), await marked.text()).toBe(200);
  const { product } = (await marked.json()) as { product: { name: string } };
  try {
    const shopper = await shopperContext(browser, baseURL);
    const shop = await shopper.newPage();
    await shop.goto(`/products?q=${encodeURIComponent(product.name)}`);
    const card = shop.locator("article").filter({ hasText: product.name });
    await expect(card.getByTestId("final-sale").first()).toHaveText(/Final sale · non-returnable/);
    await checkPage(shop, "card-final-sale");

    await shop.goto(`/product/${SUNGLASSES.id}`);
    await expect(shop.getByTestId("final-sale").first()).toContainText("non-returnable");
    await checkPage(shop, "product-final-sale");
    await shopper.close();
  } finally {
    await page.request.patch(`/api/admin/products/${SUNGLASSES.id}`, { data: { finalSale: false } });
  }
});
