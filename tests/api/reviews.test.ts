import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { orderEvents, orderLines, reviews, users } from "../../server/db/schema";
import { createSession } from "../../server/auth/sessions";
import { moveOrder } from "../../server/orders/admin";
import { placeOrder } from "../../server/orders/orders";
import { requestReturn } from "../../server/orders/returns/requests";
import { saveReview, type ReviewSettings } from "../../server/reviews/write";
import { productReviews, withReviews } from "../../server/reviews/read";
import { listStaffReviews, moderateReview, removeSampleReviews } from "../../server/reviews/moderation";
import { orderViewById } from "../../server/orders/orders";
import { fitSummary, holdReason, REVIEW_MESSAGES, summarise } from "@rules/reviews";
import { addProductsBeforeStart, addProduct } from "../helpers/catalog";
import { builtPages, testConfig, testSecret } from "../helpers/app";
import { runAdminCommand } from "../../scripts/admin";
import { plainOrderSettings, setUpServerOn, setUpTestDatabase } from "../helpers/harness";
import { deliveredOrder } from "../helpers/delivered-order";

const store = setUpTestDatabase();
let SHIRT = 0;
let PERFUME = 0;
const shop = setUpServerOn(store, async () => {
  ({ SHIRT, PERFUME } = await addProductsBeforeStart(store.database, async (db) => ({
    SHIRT: await addProduct(db, { category: "Shirts & Tshirt", name: "Review Test Oxford Shirt", stock: 100 }),
    PERFUME: await addProduct(db, { category: "Perfumes", name: "Review Test Attar", stock: 100 }),
  })));
  return { pages: await builtPages() };
});

const DAY = 24 * 60 * 60 * 1000;
const AT_ONCE: ReviewSettings = { needApproval: false };
const staffSettings = { ...plainOrderSettings, seller: testConfig().contact };

/** An order of `items`, moved on to `status` (delivered by default). */
const ordered = (items: { productId: number; quantity: number; size?: string }[], status = "delivered") =>
  deliveredOrder(store.db, items, status as "placed" | "shipped" | "delivered");

const words = (orderLineId: number, extra: Record<string, unknown> = {}) => ({
  orderLineId,
  rating: 4,
  title: "Smart shirt",
  body: "Crisp cotton, and the collar holds its shape.",
  fit: "true",
  ...extra,
});

describe("writing a review", () => {
  it("lets only the buyer of a delivered, unreturned line review it, once", async () => {
    const shipped = await ordered([{ productId: SHIRT, quantity: 1, size: "M" }], "shipped");
    await expect(saveReview(store.db, shipped.row, words(shipped.lines[0]!.id), AT_ONCE, null)).rejects.toMatchObject({
      status: 409,
      message: REVIEW_MESSAGES.notDelivered,
    });

    const order = await ordered([{ productId: SHIRT, quantity: 1, size: "M" }]);
    const other = await ordered([{ productId: SHIRT, quantity: 1, size: "L" }]);
    // A line of another order is not this order's to review.
    await expect(saveReview(store.db, order.row, words(other.lines[0]!.id), AT_ONCE, null)).rejects.toMatchObject({
      status: 400,
    });
    await expect(saveReview(store.db, undefined, words(1), AT_ONCE, null)).rejects.toMatchObject({ status: 404 });

    const saved = await saveReview(store.db, order.row, words(order.lines[0]!.id), AT_ONCE, null);
    expect(saved.review).toMatchObject({
      status: "published",
      verified: true,
      sample: false,
      size: "M",
      fit: "true",
      author: "Kavya M.",
      productId: SHIRT,
    });
    // The same post again (a retried request) answers the same review; new words are refused.
    const again = await saveReview(store.db, order.row, words(order.lines[0]!.id), AT_ONCE, null);
    expect(again.review.id).toBe(saved.review.id);
    await expect(
      saveReview(store.db, order.row, words(order.lines[0]!.id, { title: "Another go" }), AT_ONCE, null),
    ).rejects.toMatchObject({ status: 409, message: REVIEW_MESSAGES.alreadyReviewed });
    // Two posts at once make one review.
    const both = await Promise.allSettled([
      saveReview(store.db, other.row, words(other.lines[0]!.id, { title: "First" }), AT_ONCE, null),
      saveReview(store.db, other.row, words(other.lines[0]!.id, { title: "Second" }), AT_ONCE, null),
    ]);
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await store.db.select().from(reviews).where(eq(reviews.orderLineId, other.lines[0]!.id))).toHaveLength(1);
  });

  it("refuses a returned line and bad input, changing nothing", async () => {
    const order = await ordered([{ productId: SHIRT, quantity: 1, size: "S" }]);
    await requestReturn({ db: store.db, settings: plainOrderSettings }, order.row, {
      lines: [{ orderLineId: order.lines[0]!.id, quantity: 1, reason: "Size too small" }],
      payout: { method: "upi", upiId: "kavya.menon@okhdfc" },
    });
    await expect(saveReview(store.db, order.row, words(order.lines[0]!.id), AT_ONCE, null)).rejects.toMatchObject({
      status: 409,
      message: REVIEW_MESSAGES.returned,
    });
    const view = (await withReviews(store.db, [(await orderViewById(store.db, order.row.id))!]))[0]!;
    expect(view.reviews![0]!.refused).toBe(REVIEW_MESSAGES.returned);

    const fresh = await ordered([{ productId: SHIRT, quantity: 1, size: "S" }]);
    const line = fresh.lines[0]!.id;
    for (const [bad, message] of [
      [{ rating: 6 }, REVIEW_MESSAGES.rating],
      [{ rating: "" }, REVIEW_MESSAGES.rating],
      [{ title: "  " }, REVIEW_MESSAGES.title],
      [{ body: "Short" }, REVIEW_MESSAGES.body],
      [{ fit: "baggy" }, REVIEW_MESSAGES.fit],
    ] as const) {
      await expect(saveReview(store.db, fresh.row, words(line, bad), AT_ONCE, null)).rejects.toMatchObject({
        status: 400,
        message,
      });
    }
    expect(await store.db.select().from(reviews).where(eq(reviews.orderLineId, line))).toHaveLength(0);
  });

  it("edits within 30 days and refuses after; a product without sizes keeps no fit", async () => {
    const order = await ordered([{ productId: PERFUME, quantity: 1 }]);
    const line = order.lines[0]!.id;
    const written = new Date(Date.now() - 29 * DAY);
    const saved = await saveReview(store.db, order.row, words(line), AT_ONCE, null, { now: written });
    expect(saved.review.fit).toBeNull();
    const edited = await saveReview(store.db, order.row, words(line, { rating: 5, edit: true }), AT_ONCE, null);
    expect(edited).toMatchObject({ edited: true, review: { rating: 5, id: saved.review.id } });
    await store.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(reviews.id, saved.review.id));
    await expect(
      saveReview(store.db, order.row, words(line, { rating: 2, edit: true }), AT_ONCE, null),
    ).rejects.toMatchObject({ status: 409, message: REVIEW_MESSAGES.editWindowOver });
    const view = (await withReviews(store.db, [(await orderViewById(store.db, order.row.id))!]))[0]!;
    expect(view.reviews![0]!.review).toMatchObject({ rating: 5, canEdit: false });
  });

  it("holds links and phone numbers whatever the setting; with approval asked, waits for the staff", async () => {
    const order = await ordered([
      { productId: SHIRT, quantity: 1, size: "M" },
      { productId: SHIRT, quantity: 1, size: "L" },
      { productId: PERFUME, quantity: 1 },
    ]);
    const [a, b, c] = order.lines.map((line) => line.id);
    const link = await saveReview(
      store.db,
      order.row,
      words(a!, { body: "Cheaper at www.elsewhere.com, honestly" }),
      AT_ONCE,
      null,
    );
    expect(link.review).toMatchObject({ status: "held", heldFor: "Contains a link" });
    const phone = await saveReview(
      store.db,
      order.row,
      words(b!, { body: "Call me on +91 98765 43210 to buy" }),
      AT_ONCE,
      null,
    );
    expect(phone.review).toMatchObject({ status: "held", heldFor: "Contains a phone number" });
    // The store's setting (REVIEWS_NEED_APPROVAL, off unless set) decides whether a review waits.
    expect(testConfig().reviewsNeedApproval).toBe(false);
    const needApproval = testConfig({ REVIEWS_NEED_APPROVAL: "true" }).reviewsNeedApproval;
    const waiting = await saveReview(store.db, order.row, words(c!), { needApproval }, null);
    expect(waiting.review.status).toBe("pending");

    const list = await listStaffReviews(store.db, {});
    expect(list.reviews.map((r) => r.id)).toEqual(
      expect.arrayContaining([link.review.id, phone.review.id, waiting.review.id]),
    );
    await expect(moderateReview(store.db, link.review.id, { action: "hide" }, null)).rejects.toMatchObject({
      status: 400,
    });
    expect((await moderateReview(store.db, waiting.review.id, { action: "approve" }, null)).status).toBe("published");
    const hidden = await moderateReview(
      store.db,
      link.review.id,
      { action: "hide", reason: "Advertises another shop" },
      null,
    );
    expect(hidden).toMatchObject({ status: "hidden", staffNote: "Advertises another shop" });
    await expect(moderateReview(store.db, link.review.id, { action: "approve" }, null)).rejects.toMatchObject({
      status: 409,
    });
    expect(
      (await moderateReview(store.db, link.review.id, { action: "restore", reason: "Link removed by us" }, null))
        .status,
    ).toBe("published");
    expect((await listStaffReviews(store.db, { status: "hidden" })).reviews.some((r) => r.id === link.review.id)).toBe(
      false,
    );
  });
});

describe("sums", () => {
  it("works out the average, the distribution and the fit", () => {
    const summary = summarise([
      { rating: 5, fit: "true", count: 18 },
      { rating: 4, fit: "small", count: 5 },
      { rating: 2, fit: "large", count: 2 },
      { rating: 3, fit: null, count: 1 },
    ]);
    expect(summary).toMatchObject({ count: 26, stars: [0, 2, 1, 5, 18], fit: { small: 5, true: 18, large: 2 } });
    expect(summary.average).toBe(4.5);
    expect(fitSummary(summary.fit)).toBe("72% say true to size; runs small for 20%; runs large for 8%");
    expect(fitSummary({ small: 0, true: 3, large: 0 })).toBe("100% say true to size");
    expect(fitSummary({ small: 0, true: 0, large: 0 })).toBeNull();
    expect(fitSummary({ small: 1, true: 0, large: 1 })).toBe("Runs small for 50%; runs large for 50%");
    expect(holdReason("Lovely", "Visit https://x.example")).toBe("Contains a link");
    expect(holdReason("Size 42", "Bought two for 1,299 each")).toBeNull();
  });

  it("shows a product's published reviews only, newest first or by rating, a page at a time", async () => {
    const product = await addProduct(store.db, {
      category: "Shirts & Tshirt",
      name: "Review Paging Shirt",
      stock: 100,
    });
    // An order has one line per size: two orders make seven lines.
    const orders7 = [
      await ordered(["S", "M", "L", "XL"].map((size) => ({ productId: product, quantity: 1, size }))),
      await ordered(["S", "M", "L"].map((size) => ({ productId: product, quantity: 1, size }))),
    ];
    const lines = orders7.flatMap((order) => order.lines.map((line) => ({ order, line })));
    for (const [i, { order, line }] of lines.entries()) {
      await saveReview(
        store.db,
        order.row,
        words(line.id, { rating: (i % 5) + 1, fit: i < 5 ? "true" : "small" }),
        AT_ONCE,
        null,
        { now: new Date(Date.now() - (10 - i) * DAY) },
      );
    }
    const held = await ordered([{ productId: product, quantity: 1, size: "M" }]);
    await saveReview(store.db, held.row, words(held.lines[0]!.id, { body: "See www.spam.in now" }), AT_ONCE, null);
    const first = (await productReviews(store.db, product, { page: 1, sort: "newest" }))!;
    expect(first.summary).toMatchObject({ count: 7, stars: [2, 2, 1, 1, 1], fit: { true: 5, small: 2, large: 0 } });
    expect(first.pages).toBe(2);
    expect(first.reviews).toHaveLength(5);
    expect(first.reviews.every((r) => !r.body.includes("spam"))).toBe(true);
    const times = first.reviews.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const highest = (await productReviews(store.db, product, { page: 1, sort: "highest" }))!;
    expect(highest.reviews[0]!.rating).toBe(5);
    const second = (await productReviews(store.db, product, { page: 2, sort: "lowest" }))!;
    expect(second.reviews.map((r) => r.rating)).toEqual([4, 5]);
    expect(await productReviews(store.db, PERFUME + 100_000, { page: 1, sort: "newest" })).toBeNull();
  });
});

describe("the pages", () => {
  const jsonLd = async (productId: number) => {
    const html = await (await fetch(`${shop.url}/product/${productId}`)).text();
    const script = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!;
    return { html, json: JSON.parse(script) as Record<string, unknown> };
  };

  it("carries aggregateRating and reviews in the JSON-LD only for real shown reviews", async () => {
    const product = await addProduct(store.db, { category: "Shirts & Tshirt", name: "Review LD Shirt", stock: 100 });
    expect((await jsonLd(product)).json.aggregateRating).toBeUndefined();
    const order = await ordered([{ productId: product, quantity: 1, size: "M" }]);
    const { review } = await saveReview(store.db, order.row, words(order.lines[0]!.id), { needApproval: true }, null);
    // Waiting for approval: not shown, not in the JSON-LD (the page is asked for after its shared second).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await jsonLd(product)).json.aggregateRating).toBeUndefined();
    await moderateReview(store.db, review.id, { action: "approve" }, null);
    // A page without cookies is shared for a second (decision 024): the review shows on the next one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { html, json } = await jsonLd(product);
    expect(json.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(json.review).toEqual([
      expect.objectContaining({
        "@type": "Review",
        name: "Smart shirt",
        author: { "@type": "Person", name: "Kavya M." },
      }),
    ]);
    expect(html).toContain("Verified buyer");
    expect(html).toContain("100% say true to size");
  });

  it("keeps sample reviews out of the JSON-LD, and removes them on request", async () => {
    const [sample] = await store.db.select().from(reviews).where(eq(reviews.sample, true)).limit(1);
    expect(sample).toBeDefined();
    const { html, json } = await jsonLd(sample!.productId);
    expect(html).toContain("Sample review");
    expect(json.aggregateRating).toBeUndefined();
    // npm run admin -- remove-sample-reviews
    const out: string[] = [];
    const run = () =>
      runAdminCommand(
        ["remove-sample-reviews"],
        { SESSION_SECRET: testSecret, LOG_LEVEL: "silent" },
        { out: (line) => out.push(line), err: (line) => out.push(line) },
        async () => ({ ...store.database, close: async () => {} }),
      );
    const buyers = async () => (await store.db.select().from(reviews).where(eq(reviews.sample, false))).length;
    const before = await buyers();
    expect(await run()).toBe(0);
    expect(out[0]).toMatch(/^Removed \d+ sample reviews\.$/);
    expect(await store.db.select().from(reviews).where(eq(reviews.sample, true))).toHaveLength(0);
    // Buyers' reviews stay.
    expect(await buyers()).toBe(before);
    expect(await run()).toBe(0);
    expect(out[1]).toBe("There were no sample reviews; nothing changed.");
    expect(await removeSampleReviews(store.db)).toBe(0);
  });

  it("takes a guest's review from the order lookup page as a plain form post", async () => {
    const order = await ordered([{ productId: SHIRT, quantity: 1, size: "XL" }]);
    const post = (fields: Record<string, string>) =>
      fetch(`${shop.url}/orders/lookup`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: shop.url },
        body: new URLSearchParams({
          orderNumber: order.row.orderNumber,
          email: order.row.customerEmail,
          intent: "review",
          orderLineId: String(order.lines[0]!.id),
          ...fields,
        }),
      });
    const bad = await post({ rating: "5", title: "Great", body: "Too short" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(REVIEW_MESSAGES.body);
    const good = await post({ rating: "5", title: "Great", body: "Fits well and washes nicely.", fit: "large" });
    expect(good.status).toBe(200);
    expect(await good.text()).toContain(REVIEW_MESSAGES.published);
    const [row] = await store.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.orderLineId, order.lines[0]!.id)));
    expect(row).toMatchObject({ rating: 5, fit: "large", size: "XL", userId: null });
    // The delivered event's time is the order's: a later move of the order does not matter here.
    expect(await store.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.row.id))).not.toHaveLength(0);
  });
});

describe("the JSON API", () => {
  it("takes a guest's review, lists a product's reviews, and lets only staff moderate", async () => {
    const product = await addProduct(store.db, { category: "Perfumes", name: "Review API Attar", stock: 10 });
    const order = await ordered([{ productId: product, quantity: 1 }]);
    const body = {
      orderNumber: order.row.orderNumber,
      email: order.row.customerEmail,
      orderLineId: order.lines[0]!.id,
      rating: 5,
      title: "Lovely",
      body: "Lasts all day, soft and warm.",
    };
    const post = (data: object) =>
      fetch(`${shop.url}/api/orders/lookup/reviews`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(data),
      });
    const created = await post(body);
    expect(created.status).toBe(201);
    const { review } = (await created.json()) as { review: { id: number; status: string; verified: boolean } };
    expect(review).toMatchObject({ status: "published", verified: true });
    // Sent again (a retried request): the first answer again.
    const retried = await post(body);
    expect(retried.status).toBe(201);
    expect(((await retried.json()) as { review: { id: number } }).review.id).toBe(review.id);
    expect((await post({ ...body, email: "someone.else@example.com" })).status).toBe(404);
    expect((await post({ ...body, title: "Changed" })).status).toBe(409);

    const list = (await (await fetch(`${shop.url}/api/products/${product}/reviews?sort=lowest`)).json()) as {
      summary: { count: number };
      reviews: { title: string }[];
    };
    expect(list.summary.count).toBe(1);
    expect(list.reviews[0]!.title).toBe("Lovely");

    const hide = await fetch(`${shop.url}/api/admin/reviews/${review.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "hide", reason: "Test" }),
    });
    expect(hide.status).toBe(401);
  });
});

describe("a signed-in buyer", () => {
  it("reviews a line of the account's own order from My Orders (a plain form post) and the API, no one else's", async () => {
    const [user] = await store.db
      .insert(users)
      .values({ username: "review-buyer", email: "review-buyer@example.com", passwordHash: "x", fullName: "Arjun Rao" })
      .returning();
    const { token } = await createSession(store.db, user!.id, 60 * 60 * 1000);
    const { order } = await placeOrder(
      store.db,
      {
        owner: `user:${user!.id}`,
        customer: {
          name: "Arjun Rao",
          email: "review-buyer@example.com",
          contact: "9876500078",
          address: "4 MG Road, Pune 411001",
        },
        items: [
          { productId: SHIRT, quantity: 1, size: "M" },
          { productId: PERFUME, quantity: 1 },
        ],
        paymentMethod: "cod",
      },
      plainOrderSettings,
    );
    await moveOrder(
      store.db,
      order.id,
      { status: "shipped", carrier: "Delhivery", trackingNumber: "DL2" },
      staffSettings,
    );
    await moveOrder(store.db, order.id, { status: "delivered" }, staffSettings);
    const lines = await store.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id));
    const signedIn = { authorization: `Bearer ${token}`, origin: shop.url };

    const page = await fetch(`${shop.url}/account`, {
      method: "POST",
      headers: { ...signedIn, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "review",
        orderNumber: order.orderNumber,
        orderLineId: String(lines[0]!.id),
        rating: "3",
        title: "Fine",
        body: "Collar a bit tight for me.",
        fit: "small",
      }),
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(REVIEW_MESSAGES.published);
    const [written] = await store.db.select().from(reviews).where(eq(reviews.orderLineId, lines[0]!.id));
    expect(written).toMatchObject({ userId: user!.id, author: "Arjun R.", fit: "small", verified: true });

    const api = (orderNumber: string) =>
      fetch(`${shop.url}/api/orders/${orderNumber}/reviews`, {
        method: "POST",
        headers: { ...signedIn, "content-type": "application/json" },
        body: JSON.stringify({ orderLineId: lines[1]!.id, rating: 5, title: "Lovely", body: "Lasts all day long." }),
      });
    // Someone else's order (a guest's) is not found for this account.
    const other = await ordered([{ productId: PERFUME, quantity: 1 }]);
    expect((await api(other.row.orderNumber)).status).toBe(404);
    expect((await api(order.orderNumber)).status).toBe(201);
  });
});
