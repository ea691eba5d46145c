import { expect } from "@playwright/test";
import { OUD_ROYALE as PERFUME } from "./support/catalog";
import { staffTest } from "./support/staff";

const shopperEmail = "ritu.tracking@example.com";

staffTest(
  "staff move an order through packed, shipped (carrier, tracking), out for delivery and delivered; the guest lookup shows the timeline",
  async ({ page, browser, baseURL }) => {
    const shopper = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const placed = await shopper.request.post("/submit-order", {
      data: {
        customer: { name: "Ritu Sen", email: shopperEmail, contact: "9876543210", address: "8 Lake Road, Kolkata" },
        product: { productId: PERFUME.id, quantity: 1 },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { orderNumber } = (await placed.json()) as { orderNumber: string };

    await page.goto(`/admin/orders?q=${orderNumber}`);
    const order = page.locator(`[data-order="${orderNumber}"]`);
    await expect(order.getByTestId("order-status")).toHaveText("Order placed");
    await order.getByRole("button", { name: "Mark packed" }).click();
    await expect(order.getByTestId("order-status")).toHaveText("Packed");
    // The browser will not send "Mark shipped" without a carrier and tracking number.
    await order.getByRole("button", { name: "Mark shipped" }).click();
    await expect(order.getByTestId("order-status")).toHaveText("Packed");
    await order.getByLabel("Carrier").fill("Blue Dart");
    await order.getByLabel("Tracking number").fill("BD-4471");
    await order.getByRole("button", { name: "Mark shipped" }).click();
    await expect(order.getByTestId("order-status")).toHaveText("Shipped");
    await expect(order.getByTestId("staff-order-tracking")).toHaveText("Blue Dart · BD-4471");

    // The shopper, mid-journey: done steps with times, the rest still to come.
    const lookup = await shopper.newPage();
    await lookup.goto(`/orders/lookup?order=${orderNumber}`);
    await lookup.getByLabel("E-mail").fill(shopperEmail);
    await lookup.getByRole("button", { name: "Find order" }).click();
    const found = lookup.getByTestId("found-order");
    const timeline = found.getByTestId("order-timeline");
    await expect(timeline.getByTestId("timeline-step")).toHaveCount(3);
    await expect(timeline.getByTestId("timeline-upcoming")).toHaveText(["Out for delivery", "Delivered"]);
    await expect(found.getByTestId("order-tracking")).toContainText("Blue Dart, tracking number BD-4471");

    await order.getByRole("button", { name: "Mark out for delivery" }).click();
    await expect(order.getByTestId("order-status")).toHaveText("Out for delivery");
    await order.getByRole("button", { name: "Mark delivered" }).click();
    await expect(order.getByTestId("order-status")).toHaveText("Delivered");

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
