import { expect } from "@playwright/test";
import sharp from "sharp";
import { uniqueTag as tag } from "./support/accounts";
import { product } from "./support/catalog";
import { checkPage } from "./support/check-page";
import { deliverByApi as deliver, lookUpOrder, submitOrder } from "./support/orders";
import { shopperContext, staffTest } from "./support/staff";

// Reviews (docs/decisions/037): a guest reviews a delivered line from the order lookup with plain form posts
// (no JavaScript), and the review shows on the product page, with "Verified buyer", the size and the fit.
// Helpful votes, reports, the store's reply and size advice (decision 039).

/** Sizes 6-10; bought only here. */
const LOAFERS = product("Men Black Patent Leather Tassel Loafers");

staffTest(
  "a guest reviews a delivered line from the order lookup without JavaScript",
  async ({ page, browser, baseURL }) => {
    // An order placed, delivered, looked up and reviewed twice, then two pages checked: a long journey.
    staffTest.slow();
    const email = `review.guest.${tag()}@example.com`;
    const title = `Smart and comfortable ${tag()}`;
    const guest = await shopperContext(browser, baseURL, { javaScriptEnabled: false });
    const customer = { name: "Kavya Menon", email, contact: "9876500077", address: "22 Marine Drive, Kochi 682031" };
    const { orderNumber, orderId } = await submitOrder(guest.request, customer, { productId: LOAFERS.id, size: "8" });
    await deliver(page.request, orderId);

    const lookup = await guest.newPage();
    let found = await lookUpOrder(lookup, orderNumber, email);
    const line = found.getByTestId("review-line");
    await line.getByText("Write a review", { exact: true }).click();
    const form = line.getByTestId("review-form");
    await form.getByRole("radio", { name: "4 stars" }).check();
    await form.getByRole("radio", { name: "Runs small" }).check();
    await form.getByLabel("Title").fill(title);
    // Only spaces (the browser lets them past its length check): refused, what was typed kept.
    await form.getByLabel("Your review").fill(" ".repeat(12));
    await form.getByRole("button", { name: "Submit review" }).click();
    found = lookup.getByTestId("found-order");
    await expect(found.getByTestId("review-message")).toContainText("Write at least 10 characters");
    await expect(found.getByLabel("Title")).toHaveValue(title);
    await found.getByLabel("Your review").fill("Shine lasts, soft inside. Take a size up.");
    // A photo of the pair, sent with the form's plain post.
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#111827" } })
      .png()
      .toBuffer();
    await found.getByLabel("Add photos").setInputFiles({ name: "loafers.png", mimeType: "image/png", buffer: photo });
    await found.getByRole("button", { name: "Submit review" }).click();
    await expect(lookup.getByTestId("review-message")).toHaveText("Thank you! Your review is on the product page.");
    await expect(lookup.getByTestId("review-written")).toContainText("You gave it 4 of 5 stars");
    await guest.close();

    // The product page (with JavaScript, for axe), after its shared second.
    await page.waitForTimeout(1100);
    await page.goto(`/product/${LOAFERS.id}?reviewSort=newest`);
    const reviews = page.locator("#reviews");
    const mine = reviews.getByTestId("review").filter({ hasText: title });
    await expect(mine).toContainText("Verified buyer");
    await expect(mine).toContainText("size 8");
    await expect(mine).toContainText("Fit: Runs small");
    await expect(mine.getByRole("img", { name: "Buyer's photo 1 of 1" })).toBeVisible();
    await expect(reviews.getByTestId("fit-summary")).toContainText(/runs small for/i);
    await mine.scrollIntoViewIfNeeded();
    await checkPage(page, "product-reviews");

    // The review form as the lookup shows it (with JavaScript, for axe): the edit form, open.
    const again = await lookUpOrder(page, orderNumber, email);
    await again.getByText("Edit your review", { exact: true }).click();
    await expect(again.getByLabel("Title")).toHaveValue(title);
    await expect(again.getByRole("checkbox", { name: "Keep" })).toBeChecked();
    await checkPage(page, "review-form");
  },
);

staffTest(
  "a guest finds a review helpful and reports it without JavaScript; the staff reply as the store",
  async ({ page, browser, baseURL }) => {
    staffTest.slow();
    const email = `review.vote.${tag()}@example.com`;
    const title = `Good shine ${tag()}`;
    const buyer = await shopperContext(browser, baseURL);
    const customer = { name: "Rohan Das", email, contact: "9876500078", address: "5 Park Street, Kolkata 700016" };
    const { orderNumber, orderId } = await submitOrder(buyer.request, customer, { productId: LOAFERS.id, size: "9" });
    await deliver(page.request, orderId);
    const lookup = await buyer.request.post("/api/orders/lookup", { data: { orderNumber, email } });
    const { returns } = (await lookup.json()) as { returns: { lines: { orderLineId: number }[] } };
    const lineId = returns.lines[0]!.orderLineId;
    const written = await buyer.request.post("/api/orders/lookup/reviews", {
      data: { orderNumber, email, orderLineId: lineId, rating: 5, title, body: "Polish holds up after a month." },
    });
    expect(written.status(), await written.text()).toBe(201);
    const { review } = (await written.json()) as { review: { id: number } };
    // The buyer kept size 9 of this category: the page advises it (asked for once the shared page has loaded).
    const own = await buyer.newPage();
    await own.goto(`/product/${LOAFERS.id}`);
    await expect(own.getByTestId("size-advice-kept")).toHaveText(/^You kept 9 in /);
    await own.getByTestId("size-advice").scrollIntoViewIfNeeded();
    await checkPage(own, "product-size-advice");
    await buyer.close();

    // Another guest, without JavaScript: "Helpful", then a report with its reason.
    const guest = await shopperContext(browser, baseURL, { javaScriptEnabled: false });
    const reader = await guest.newPage();
    await reader.goto(`/product/${LOAFERS.id}?reviewSort=newest`);
    let mine = reader.locator(`#review-${review.id}`);
    await mine.getByRole("button", { name: "Helpful" }).click();
    await expect(reader.getByText("Thank you: you found this review helpful.")).toBeVisible();
    mine = reader.locator(`#review-${review.id}`);
    await expect(mine.getByTestId("review-helpful-count")).toHaveText("1 person found this helpful");
    // Twice from the same browser: still one.
    await mine.getByRole("button", { name: "Helpful" }).click();
    await expect(reader.locator(`#review-${review.id}`).getByTestId("review-helpful-count")).toHaveText(
      "1 person found this helpful",
    );
    mine = reader.locator(`#review-${review.id}`);
    await mine.getByText("Report", { exact: true }).click();
    await mine.getByRole("radio", { name: "Not about this product" }).check();
    await mine.getByRole("button", { name: "Report this review" }).click();
    await expect(reader.getByText("Our team will look at this review.")).toBeVisible();
    await guest.close();

    // The staff see it on the reported list, keep it shown and reply as the store.
    await page.goto("/admin/reviews?status=reported");
    const card = page.locator(`[data-review="${review.id}"]`);
    await expect(card.getByTestId("staff-review-reported")).toHaveText("Reported once: Not about this product (1)");
    await card.getByText("Reply as the store", { exact: true }).click();
    await card.getByLabel("Reply (shown under the review)").fill("Thank you, Rohan! Enjoy them.");
    await card.getByRole("button", { name: "Post reply" }).click();
    await expect(card.getByTestId("staff-reply")).toContainText("Thank you, Rohan! Enjoy them.");
    await checkPage(page, "staff-reviews-reported");
    // Kept shown: off the reported list.
    await card.getByRole("button", { name: "Keep shown" }).click();
    await expect(card).toHaveCount(0);

    // With JavaScript, for axe: the reply under the review, the report's reasons open.
    await page.waitForTimeout(1100);
    await page.goto(`/product/${LOAFERS.id}?reviewSort=newest`);
    mine = page.locator(`#review-${review.id}`);
    await expect(mine.getByTestId("store-reply")).toContainText("Thank you, Rohan! Enjoy them.");
    await mine.getByText("Report", { exact: true }).click();
    await mine.scrollIntoViewIfNeeded();
    await checkPage(page, "product-review-feedback");
  },
);
