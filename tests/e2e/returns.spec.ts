import { expect } from "@playwright/test";
import { shopperWithAccount, uniqueTag as tag } from "./support/accounts";
import { OUD_ROYALE as PERFUME, TAN_TOTE as HANDBAG, WHITE_FORMAL_SHIRT as SHIRT } from "./support/catalog";
import { checkPage } from "./support/check-page";
import {
  creditNoteText,
  deliverByApi as deliver,
  lookUpOrder,
  moveReturn,
  openMyOrder,
  placePaidOrder,
  requestReturn,
  submitOrder,
} from "./support/orders";
import { shopperContext, staffTest } from "./support/staff";

// Returns (docs/decisions/015-returns.md): a shopper asks to return lines of a delivered order from My
// Orders or the guest lookup, and the staff move the request on /admin/returns until the refund is made:
// through the test gateway for an online payment, or paid out by the staff for cash on delivery. Once
// with JavaScript, once without (plain form posts).

// The perfume has 15 days; the bag is made final sale here, and back after; the shirt (sizes S-XL) is
// exchanged for another size.

const customer = (email: string) => ({
  name: "Kavya Menon",
  email,
  contact: "9876500077",
  address: "22 Marine Drive, Kochi 682031",
});

staffTest(
  "with JavaScript: a shopper returns a perfume of a delivered online order, a final-sale bag cannot; staff receive it and the test gateway refunds",
  async ({ page, browser, baseURL }) => {
    // A whole journey through the shop and the staff pages: three times the usual time.
    staffTest.slow();
    // The staff mark the bag final sale on its edit page.
    await page.goto(`/admin/products/${HANDBAG.id}`);
    await page.getByLabel("Returns").selectOption("true");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved ✅")).toBeVisible();
    await checkPage(page, "admin-product-final-sale");
    try {
      const { shopper, account } = await shopperWithAccount(browser, baseURL, "ret");

      // An online order, paid through the test gateway.
      const { dbOrderId, orderNumber } = await placePaidOrder(shopper.request, customer(account.email), [
        { id: PERFUME.id, quantity: 2 },
        { id: HANDBAG.id, quantity: 1 },
      ]);
      await deliver(page.request, dbOrderId);

      // The product page and the shopper's order say the bag is final sale.
      const mine = await shopper.newPage();
      await mine.goto(`/product/${HANDBAG.id}`);
      await expect(mine.getByTestId("final-sale").first()).toContainText("non-returnable");

      await mine.goto("/account");
      const row = await openMyOrder(mine, orderNumber);
      const form = row.getByTestId("return-form");
      await expect(form.getByTestId("return-line").filter({ hasText: "Tote" })).toContainText(
        "Final sale: non-returnable",
      );
      const perfumeLine = form.getByTestId("return-line").filter({ hasText: "Oud Royale" });
      await expect(perfumeLine).toContainText("Return by");
      // Online payments refund to the original payment: no payout details are asked for.
      await expect(form.getByLabel("UPI ID", { exact: true })).toHaveCount(0);
      await requestReturn(form, { line: perfumeLine, reason: "Changed my mind" });
      await expect(row.getByTestId("return-message")).toContainText("Return requested");
      await expect(row.getByTestId("return-request").getByTestId("return-status")).toHaveText("Return requested");
      await checkPage(mine, "my-orders-return");

      // The staff move it on.
      await page.goto("/admin/returns");
      const card = page.locator(`[data-testid="staff-return"][data-order="${orderNumber}"]`);
      await expect(card).toContainText("Oud Royale");
      await expect(card).toContainText("Changed my mind");
      await checkPage(page, "admin-returns");
      await moveReturn(card, "Approve", "Return approved");
      await moveReturn(card, "Mark picked up", "Return picked up");
      await moveReturn(card, "Mark received and refund", "Return received · Refunded");
      await expect(card.getByTestId("staff-refund-state")).toContainText(/Refunded · rfnd_\w+/);
      await expect(card.getByRole("button", { name: "Mark received and refund" })).toHaveCount(0);
      // The invoiced order's refund has its GST credit note, for the staff too.
      const staffNote = card.getByTestId("staff-credit-note");
      await expect(staffNote).toContainText(/Credit note SH-CN\/\d{4}-\d{2}\/\d{6}/);
      expect(await creditNoteText(page, staffNote)).toContain("Credit Note");

      // The shopper sees the refund and the steps on the order's timeline.
      await mine.reload();
      await row.locator("summary").first().click();
      await expect(row.getByTestId("return-refund")).toHaveText("Refunded");
      const steps = row.getByTestId("timeline-step");
      await expect(steps.filter({ hasText: "Return approved" })).toHaveCount(1);
      await expect(steps.filter({ hasText: "Refunded" })).toHaveCount(1);
      const text = await creditNoteText(mine, row.getByTestId("download-credit-note"));
      expect(text).toContain("Credit Note");
      expect(text).toContain("Against invoice: SH/");
      expect(text).toContain("Oud Royale");
      // One perfume of the two came back: the credit note's total is the refund, read back from the PDF.
      const refunded = await row.getByTestId("return-request").textContent();
      const amount = /Return of ₹([\d,]+)/.exec(refunded ?? "")![1]!;
      expect(text).toContain(`Credit note total: ₹${amount}.00`);
      await checkPage(mine, "my-orders-credit-note");
      await shopper.close();
    } finally {
      await page.request.patch(`/api/admin/products/${HANDBAG.id}`, { data: { finalSale: false } });
    }
  },
);

staffTest(
  "a guest exchanges a shirt for another size; the staff reserve it, receive the old one and ship the new one",
  async ({ page, browser, baseURL }) => {
    // A whole journey through the shop and the staff pages: three times the usual time.
    staffTest.slow();
    const email = `exch.guest.${tag()}@example.com`;
    const guest = await shopperContext(browser, baseURL);
    const { orderId, orderNumber } = await submitOrder(guest.request, customer(email), {
      id: SHIRT.id,
      size: "M",
      quantity: 1,
    });
    await deliver(page.request, orderId);

    const lookup = await guest.newPage();
    const find = () => lookUpOrder(lookup, orderNumber, email);
    let found = await find();
    const form = found.getByTestId("return-form");
    const line = form.getByTestId("return-line");
    // The bought size is not offered back.
    await expect(line.getByLabel("New size (for an exchange)").locator("option")).not.toContainText(["M"]);
    await line.getByLabel("Quantity to return").selectOption("1");
    await line.getByLabel("Reason").selectOption("Size too small");
    // Without a new size the exchange is refused with the reason, and nothing is asked for.
    await form.getByRole("button", { name: "Request exchange" }).click();
    await expect(found.getByTestId("return-message")).toContainText("choose the new size");
    await line.getByLabel("Quantity to return").selectOption("1");
    await line.getByLabel("New size (for an exchange)").selectOption("L");
    await checkPage(lookup, "lookup-exchange-form");
    // A cash-on-delivery exchange needs no UPI ID: it refunds nothing.
    await form.getByRole("button", { name: "Request exchange" }).click();
    await expect(found.getByTestId("return-message")).toContainText("Exchange requested");
    const request = found.getByTestId("return-request");
    await expect(request.getByTestId("return-status")).toHaveText("Exchange requested");
    await expect(request).toContainText("(White, size M) × 1, for size L at no charge");
    await checkPage(lookup, "lookup-exchange-requested");

    await page.goto("/admin/returns?kind=exchange");
    const card = page.locator(`[data-testid="staff-return"][data-order="${orderNumber}"]`);
    await expect(card.getByTestId("staff-exchange-size")).toHaveText("→ size L");
    await expect(card).toContainText("Replacement at no charge");
    await moveReturn(card, "Approve and reserve size", "Exchange approved");
    // Approved: the replacement is a line of the order at ₹0, set aside (the staff's order list shows it).
    const orders = await page.context().newPage();
    await orders.goto(`/admin/orders?q=${orderNumber}`);
    const replacement = orders.locator(`[data-order="${orderNumber}"]`).getByTestId("staff-order-replacement");
    await expect(replacement).toContainText("size L) × 1");
    await expect(replacement).toContainText("Exchange for size M, at no charge · Set aside");
    await expect(replacement).toContainText("₹0");
    await orders.close();
    await moveReturn(card, "Mark picked up", "Exchange picked up");
    await moveReturn(card, "Mark received", "Exchange received");
    await checkPage(page, "admin-returns-exchange");
    await card.getByLabel("Carrier").fill("Blue Dart");
    await card.getByLabel("Tracking number").fill("BD-20441");
    await moveReturn(card, "Mark replacement shipped", "Replacement shipped");
    await expect(card.getByTestId("staff-exchange-shipment")).toHaveText("Shipped · Blue Dart · BD-20441");

    found = await find();
    await expect(found.getByTestId("exchange-shipment")).toHaveText(
      "Replacement shipped · Blue Dart · tracking number BD-20441",
    );
    // The replacement is a line of the order at ₹0; the order's total stays what was paid.
    const replacementLine = found.getByTestId("replacement-line");
    await expect(replacementLine).toContainText("Size L · Qty 1 × ₹0");
    await expect(replacementLine).toContainText("Exchange for size M, at no charge · Shipped · Blue Dart · BD-20441");
    const steps = found.getByTestId("timeline-step");
    await expect(steps.filter({ hasText: "Exchange approved" })).toHaveCount(1);
    await expect(steps.filter({ hasText: "Replacement shipped" })).toHaveCount(1);
    await checkPage(lookup, "lookup-exchange-shipped");
    await guest.close();
  },
);

staffTest.describe("without JavaScript", () => {
  staffTest.use({ javaScriptEnabled: false });

  staffTest(
    "a guest returns from the order lookup with a UPI ID, and the staff pay the refund out",
    async ({ page, browser, baseURL }) => {
      // A whole journey through the shop and the staff pages: three times the usual time.
      staffTest.slow();
      const email = `ret.guest.${tag()}@example.com`;
      const guest = await shopperContext(browser, baseURL, { javaScriptEnabled: false });
      const { orderId, orderNumber } = await submitOrder(guest.request, customer(email), {
        productId: PERFUME.id,
        quantity: 1,
      });
      await deliver(page.request, orderId);

      // Axe reads the lookup's return form, with its payout fields, in a page with JavaScript.
      const axeContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
      const axePage = await axeContext.newPage();
      const axeFound = await lookUpOrder(axePage, orderNumber, email);
      await expect(axeFound.getByLabel("UPI ID (for UPI)")).toBeVisible();
      await checkPage(axePage, "lookup-return-form");
      await axeContext.close();

      const lookup = await guest.newPage();
      const found = await lookUpOrder(lookup, orderNumber, email);
      const form = found.getByTestId("return-form");
      // Only the chosen destination's fields show, without JavaScript too.
      await expect(form.getByLabel("UPI ID (for UPI)")).toBeVisible();
      await expect(form.getByLabel("Account number")).toBeHidden();
      await form.getByLabel("Bank account").check();
      await expect(form.getByLabel("Account number")).toBeVisible();
      await expect(form.getByLabel("UPI ID (for UPI)")).toBeHidden();
      await form.getByLabel("UPI ID", { exact: true }).check();
      await expect(form.getByLabel("Account number")).toBeHidden();
      await requestReturn(form, { upiId: "kavya-no-bank" });
      await expect(found.getByTestId("return-message")).toHaveText("UPI ID must look like name@bank");
      await expect(found.getByTestId("return-request")).toHaveCount(0);

      await requestReturn(form, { reason: "Size too large", upiId: "kavya.menon@okaxis" });
      await expect(found.getByTestId("return-message")).toContainText("Return requested");
      await expect(found.getByTestId("return-request")).toContainText("Refund to UPI kavya.menon@okaxis");
      // Nothing more of this order can be asked for.
      await expect(found.getByTestId("return-form")).toHaveCount(0);
      await checkPage(lookup, "lookup-return-no-js", { axe: false });

      // The staff, by plain form posts.
      await page.goto("/admin/returns");
      const card = () => page.locator(`[data-testid="staff-return"][data-order="${orderNumber}"]`);
      await expect(card().getByTestId("staff-return-payout")).toHaveText("Refund to UPI kavya.menon@okaxis");
      await card().getByRole("button", { name: "Approve" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Now Return approved" })).toBeVisible();
      await card().getByRole("button", { name: "Mark picked up" }).click();
      await card().getByRole("button", { name: "Mark received and refund" }).click();
      await expect(card().getByTestId("staff-refund-state")).toHaveText("Refund to be paid out");
      await card().getByLabel("Payment reference (UTR)").fill("UTR99887766");
      await card().getByRole("button", { name: "Mark refund paid out" }).click();
      await expect(card().getByTestId("staff-refund-state")).toHaveText("Refund paid out · UTR99887766");
      await checkPage(page, "admin-returns-no-js", { axe: false });

      // A second "received" (a stale page's button, posted again) is refused with the reason.
      const again = await page.request.patch(`/api/admin/returns/${await card().getAttribute("data-return")}`, {
        data: { status: "received" },
      });
      expect(again.status()).toBe(409);

      await lookUpOrder(lookup, orderNumber, email);
      await expect(lookup.getByTestId("return-refund")).toContainText("Refund paid out");
      // Paid out: the invoiced order's credit note, by a plain form post with the order's number and e-mail.
      const text = await creditNoteText(lookup, lookup.getByTestId("download-credit-note"));
      expect(text).toContain("Oud Royale");
      expect(text).toMatch(/Credit note total: ₹[\d,]+\.00/);
      await guest.close();
    },
  );
});
