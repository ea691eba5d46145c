import { expect } from "@playwright/test";
import { OUD_ROYALE as PERFUME } from "./support/catalog";
import { lookUpOrder, moveOrder, staffOrder, submitOrder } from "./support/orders";
import { shopperContext, staffTest } from "./support/staff";

const shopperEmail = "ritu.tracking@example.com";

staffTest(
  "staff move an order through packed, shipped (carrier, tracking), out for delivery and delivered; the guest lookup shows the timeline",
  async ({ page, browser, baseURL }) => {
    const shopper = await shopperContext(browser, baseURL);
    const customer = { name: "Ritu Sen", email: shopperEmail, contact: "9876543210", address: "8 Lake Road, Kolkata" };
    const { orderNumber } = await submitOrder(shopper.request, customer, { productId: PERFUME.id, quantity: 1 });

    await page.goto(`/admin/orders?q=${orderNumber}`);
    const order = staffOrder(page, orderNumber);
    await expect(order.getByTestId("order-status")).toHaveText("Order placed");
    await moveOrder(order, "Mark packed", "Packed");
    // The browser will not send "Mark shipped" without a carrier and tracking number.
    await order.getByRole("button", { name: "Mark shipped" }).click();
    await expect(order.getByTestId("order-status")).toHaveText("Packed");
    await order.getByLabel("Carrier").fill("Blue Dart");
    await order.getByLabel("Tracking number").fill("BD-4471");
    await moveOrder(order, "Mark shipped", "Shipped");
    await expect(order.getByTestId("staff-order-tracking")).toHaveText("Blue Dart · BD-4471");

    // The shopper, mid-journey: done steps with times, the rest still to come.
    const lookup = await shopper.newPage();
    const found = await lookUpOrder(lookup, orderNumber, shopperEmail);
    const timeline = found.getByTestId("order-timeline");
    await expect(timeline.getByTestId("timeline-step")).toHaveCount(3);
    await expect(timeline.getByTestId("timeline-upcoming")).toHaveText(["Out for delivery", "Delivered"]);
    await expect(found.getByTestId("order-tracking")).toContainText("Blue Dart, tracking number BD-4471");

    await moveOrder(order, "Mark out for delivery", "Out for delivery");
    await moveOrder(order, "Mark delivered", "Delivered");

    await lookup.getByRole("button", { name: "Find order" }).click();
    await expect(found.getByTestId("order-status")).toHaveText("Delivered");
    const steps = timeline.getByTestId("timeline-step");
    await expect(steps).toHaveCount(5);
    await expect(steps.locator("span.font-semibold")).toHaveText([
      "Order placed",
      "Packed",
      "Shipped",
      "Out for delivery",
      "Delivered",
    ]);
    await expect(steps.nth(2)).toContainText("Blue Dart · tracking number BD-4471");
    await expect(timeline.getByTestId("timeline-upcoming")).toHaveCount(0);
    await shopper.close();
  },
);
