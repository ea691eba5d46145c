import { expect } from "@playwright/test";
import { shopperWithAccount } from "./support/accounts";
import { OUD_ROYALE as PERFUME } from "./support/catalog";
import { checkPage } from "./support/check-page";
import { download as downloadFrom, lookUpOrder, openMyOrder, pdfText, staffOrder, submitOrder } from "./support/orders";
import { shopperContext, staffTest } from "./support/staff";

// A tax invoice is issued when an order is shipped (docs/decisions/013-tax-invoices.md): the shopper then
// downloads it from My Orders and from the guest lookup, and its totals are the amount paid.

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

staffTest(
  "a shipped order's tax invoice downloads from My Orders and the guest lookup, totalling what was paid",
  async ({ page, browser, baseURL }) => {
    // A whole journey through the shop and the staff pages: three times the usual time.
    staffTest.slow();
    const { shopper, account } = await shopperWithAccount(browser, baseURL, "inv");
    const customer = {
      name: "Ritu Sen",
      email: account.email,
      contact: "9876543210",
      address: "8 Lake Road, Kolkata 700029",
    };
    const { orderId, orderNumber, order } = await submitOrder(shopper.request, customer, {
      productId: PERFUME.id,
      quantity: 2,
    });

    const mine = await shopper.newPage();
    await mine.goto("/account");
    const row = await openMyOrder(mine, orderNumber);
    await expect(row.getByTestId("order-status")).toHaveText("Order placed");
    await expect(row.getByRole("link", { name: "Download invoice" })).toHaveCount(0);

    const moved = await page.request.patch(`/api/admin/orders/${orderId}`, {
      data: { status: "shipped", carrier: "Blue Dart", trackingNumber: "BD-7001" },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await mine.reload();
    await row.locator("summary").first().click();
    const download = await downloadFrom(mine, row.getByRole("link", { name: "Download invoice" }));
    expect(download.suggestedFilename()).toMatch(/^invoice-SH-\d{4}-\d{2}-\d{6}\.pdf$/);
    await checkPage(mine, "my-orders-invoice");
    const text = await pdfText(download);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(orderNumber);
    expect(text).toContain("Place of supply: West Bengal (19)");
    expect(text).toContain(`Invoice total: ₹${rupees(order.total)}`);

    // A guest with the order's number and e-mail downloads the same invoice from the lookup page.
    const guest = await shopperContext(browser, baseURL);
    const lookup = await guest.newPage();
    const found = await lookUpOrder(lookup, orderNumber, account.email);
    const again = await downloadFrom(lookup, found.getByRole("button", { name: "Download invoice" }));
    expect(again.suggestedFilename()).toBe(download.suggestedFilename());
    await checkPage(lookup, "lookup-invoice");
    expect(await pdfText(again)).toContain(`Invoice total: ₹${rupees(order.total)}`);

    // Staff find it on the orders page.
    await page.goto(`/admin/orders?q=${orderNumber}`);
    await expect(staffOrder(page, orderNumber).getByTestId("staff-invoice")).toBeVisible();
    await guest.close();
    await shopper.close();
  },
);
