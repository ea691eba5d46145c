import { expect } from "@playwright/test";
import { uniqueTag as tag } from "./support/accounts";
import { product } from "./support/catalog";
import { checkPage } from "./support/check-page";
import { deliverByApi as deliver, lookUpOrder, submitOrder } from "./support/orders";
import { shopperContext, staffTest } from "./support/staff";

// Reviews (docs/decisions/037): a guest reviews a delivered line from the order lookup with plain form posts
// (no JavaScript), and the review shows on the product page, with "Verified buyer", the size and the fit.

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
    await expect(reviews.getByTestId("fit-summary")).toContainText(/runs small for/i);
    await mine.scrollIntoViewIfNeeded();
    await checkPage(page, "product-reviews");

    // The review form as the lookup shows it (with JavaScript, for axe): the edit form, open.
    const again = await lookUpOrder(page, orderNumber, email);
    await again.getByText("Edit your review", { exact: true }).click();
    await expect(again.getByLabel("Title")).toHaveValue(title);
    await checkPage(page, "review-form");
  },
);
