import { describe, expect, it } from "vitest";
import { and, asc, count, eq } from "drizzle-orm";
import { orderLines, orders, reviewReports, reviews, reviewVotes } from "../../server/db/schema";
import { moveOrder } from "../../server/orders/admin";
import { placeOrder } from "../../server/orders/orders";
import { saveReview } from "../../server/reviews/write";
import { productReviews } from "../../server/reviews/read";
import { listStaffReviews, moderateReview } from "../../server/reviews/moderation";
import { removeReply, reportReview, saveReply, voteHelpful } from "../../server/reviews/feedback";
import { FEEDBACK_MESSAGES, helpfulWords, reportedWords } from "@rules/review-feedback";
import { reviewQuery } from "@rules/reviews";
import { addProduct, addProductsBeforeStart } from "../helpers/catalog";
import { builtPages, testConfig } from "../helpers/app";
import { userWithSession } from "../helpers/accounts";
import { plainOrderSettings, setUpServerOn, setUpTestDatabase } from "../helpers/harness";

// Helpful votes, reports and the store's reply on shown reviews (docs/decisions/039).

const store = setUpTestDatabase();
let SHIRT = 0;
const shop = setUpServerOn(store, async () => {
  ({ SHIRT } = await addProductsBeforeStart(store.database, async (db) => ({
    SHIRT: await addProduct(db, { category: "Shirts & Tshirt", name: "Feedback Test Linen Shirt", stock: 200 }),
  })));
  return { pages: await builtPages() };
});

const staffSettings = { ...plainOrderSettings, seller: testConfig().contact };
let buyer = 0;
const guestKey = (n: number) => `guest:00000000-0000-4000-9000-${String(n).padStart(12, "0")}` as const;

/** A shown review of a delivered line of `productId` (written by account `userId`, if given). */
async function shownReview(productId = SHIRT, extra: { userId?: number; rating?: number; daysAgo?: number } = {}) {
  const { order } = await placeOrder(
    store.db,
    {
      owner: extra.userId ? `user:${extra.userId}` : guestKey(++buyer),
      customer: {
        name: "Meera Iyer",
        email: `meera.feedback${++buyer}@example.com`,
        contact: "9876500091",
        address: "8 Residency Road, Bengaluru 560025",
      },
      items: [{ productId, quantity: 1, size: "M" }],
      paymentMethod: "cod",
    },
    plainOrderSettings,
  );
  await moveOrder(
    store.db,
    order.id,
    { status: "shipped", carrier: "Delhivery", trackingNumber: "DL9" },
    staffSettings,
  );
  await moveOrder(store.db, order.id, { status: "delivered" }, staffSettings);
  const [row] = await store.db.select().from(orders).where(eq(orders.id, order.id));
  const [line] = await store.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const words = {
    orderLineId: line!.id,
    rating: extra.rating ?? 4,
    title: "Breathes well",
    body: "Light linen, good for summer.",
  };
  const at = new Date(Date.now() - (extra.daysAgo ?? 0) * 24 * 60 * 60 * 1000);
  const { review } = await saveReview(store.db, row, words, { needApproval: false }, extra.userId ?? null, { now: at });
  return review;
}

const reviewRow = async (id: number) => (await store.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;

describe("helpful votes", () => {
  it("takes one vote per shopper, exactly, however many come at once", async () => {
    const review = await shownReview();
    const first = await voteHelpful(store.db, review.id, guestKey(9001));
    expect(first).toEqual({ helpful: 1, message: FEEDBACK_MESSAGES.voted });
    // The same shopper again (a retried post, a second click): the same answer, nothing counted.
    expect(await voteHelpful(store.db, review.id, guestKey(9001))).toEqual(first);

    // Thirty shoppers, each voting three times at once: thirty votes.
    const voters = Array.from({ length: 30 }, (_, i) =>
      i % 2 ? guestKey(9100 + i) : (`user:${800_000 + i}` as const),
    );
    const results = await Promise.all(
      [...voters, ...voters, ...voters].map((voter) => voteHelpful(store.db, review.id, voter)),
    );
    expect(results.every((r) => r.message === FEEDBACK_MESSAGES.voted)).toBe(true);
    const [votes] = await store.db.select({ n: count() }).from(reviewVotes).where(eq(reviewVotes.reviewId, review.id));
    expect(Number(votes!.n)).toBe(31);
    expect((await reviewRow(review.id)).helpful).toBe(31);
  });

  it("refuses the author's own vote, and reviews not shown", async () => {
    const author = await userWithSession(store.db);
    const own = await shownReview(SHIRT, { userId: author.id });
    await expect(voteHelpful(store.db, own.id, `user:${author.id}`)).rejects.toMatchObject({
      status: 409,
      message: FEEDBACK_MESSAGES.ownReview,
    });
    await moderateReview(store.db, own.id, { action: "hide", reason: "Test" }, null);
    await expect(voteHelpful(store.db, own.id, guestKey(9200))).rejects.toMatchObject({
      status: 404,
      message: FEEDBACK_MESSAGES.notShown,
    });
    await expect(voteHelpful(store.db, 2_000_000_000, guestKey(9200))).rejects.toMatchObject({ status: 404 });
    expect((await reviewRow(own.id)).helpful).toBe(0);
  });

  it("sorts a product's reviews by the most helpful first, by default", async () => {
    const product = await addProduct(store.db, { category: "Shirts & Tshirt", name: "Helpful Sort Shirt", stock: 50 });
    const older = await shownReview(product, { daysAgo: 3 });
    const newer = await shownReview(product, { daysAgo: 1 });
    const newest = await shownReview(product);
    for (const voter of [1, 2]) await voteHelpful(store.db, older.id, guestKey(9300 + voter));
    await voteHelpful(store.db, newer.id, guestKey(9310));
    expect(reviewQuery(new URLSearchParams()).sort).toBe("helpful");
    const page = (await productReviews(store.db, product, reviewQuery(new URLSearchParams())))!;
    expect(page.reviews.map((r) => [r.id, r.helpful])).toEqual([
      [older.id, 2],
      [newer.id, 1],
      [newest.id, 0],
    ]);
    expect(helpfulWords(page.reviews[0]!.helpful)).toBe("2 people found this helpful");
    expect(helpfulWords(1)).toBe("1 person found this helpful");
    expect(helpfulWords(0)).toBeNull();
  });
});

describe("reports", () => {
  it("puts a reported review on the staff's reported list until they keep or hide it", async () => {
    const review = await shownReview();
    // No reason, or one not on the list: refused, nothing recorded.
    for (const input of [{}, { reason: "boring" }]) {
      await expect(reportReview(store.db, review.id, guestKey(9400), input)).rejects.toMatchObject({
        status: 400,
        message: FEEDBACK_MESSAGES.reason,
      });
    }
    expect((await reviewRow(review.id)).openReports).toBe(0);

    expect(await reportReview(store.db, review.id, guestKey(9401), { reason: "spam" })).toEqual({
      message: FEEDBACK_MESSAGES.reported,
    });
    // Twice at once from the same shopper, with another reason: one report, the first's reason kept.
    await Promise.all([
      reportReview(store.db, review.id, guestKey(9402), { reason: "offensive" }),
      reportReview(store.db, review.id, guestKey(9402), { reason: "offensive" }),
    ]);
    await reportReview(store.db, review.id, guestKey(9401), { reason: "other" });
    expect((await reviewRow(review.id)).openReports).toBe(2);
    expect(await store.db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id))).toHaveLength(2);

    const reported = async () => (await listStaffReviews(store.db, { status: "reported" })).reviews;
    const listed = (await reported()).find((r) => r.id === review.id)!;
    expect(listed.reported).toBe("Reported 2 times: Spam or advertising (1), Rude or offensive (1)");
    expect(listed.moves).toEqual(["hide", "dismiss"]);
    // Still shown while the staff decide.
    expect((await reviewRow(review.id)).status).toBe("published");

    const kept = await moderateReview(store.db, review.id, { action: "dismiss" }, null);
    expect(kept).toMatchObject({ status: "published", reported: null, moves: ["hide"] });
    expect((await reported()).some((r) => r.id === review.id)).toBe(false);
    // Kept again (a retried post): the same answer.
    expect(await moderateReview(store.db, review.id, { action: "dismiss" }, null)).toMatchObject({
      status: "published",
    });

    // A new shopper's report puts it back; hiding deals with it.
    await reportReview(store.db, review.id, guestKey(9403), { reason: "personal" });
    expect((await reported()).find((r) => r.id === review.id)?.reported).toBe(
      "Reported once: Shares someone's personal details (1)",
    );
    await moderateReview(store.db, review.id, { action: "hide", reason: "Names a person" }, null);
    expect(await reviewRow(review.id)).toMatchObject({ status: "hidden", openReports: 0 });
    expect((await reported()).some((r) => r.id === review.id)).toBe(false);
    expect(reportedWords({})).toBeNull();
  });
});

describe("the store's reply", () => {
  it("shows under the review, and can be changed and removed", async () => {
    const product = await addProduct(store.db, { category: "Shirts & Tshirt", name: "Reply Test Shirt", stock: 20 });
    const review = await shownReview(product);
    await expect(saveReply(store.db, review.id, { body: "   " })).rejects.toMatchObject({
      status: 400,
      message: FEEDBACK_MESSAGES.reply,
    });
    await expect(saveReply(store.db, review.id, { body: "x".repeat(1001) })).rejects.toMatchObject({
      status: 400,
    });
    await expect(saveReply(store.db, 2_000_000_000, { body: "Thanks" })).rejects.toMatchObject({ status: 404 });
    const shown = async () => (await productReviews(store.db, product, { page: 1, sort: "helpful" }))!.reviews[0]!;
    expect((await shown()).reply).toBeNull();

    await saveReply(store.db, review.id, { body: "Thank you, Meera! Glad it suits the summer." });
    expect((await shown()).reply?.body).toBe("Thank you, Meera! Glad it suits the summer.");
    await saveReply(store.db, review.id, { body: "Thank you!" });
    expect((await shown()).reply?.body).toBe("Thank you!");
    expect(
      (await listStaffReviews(store.db, { status: "all" })).reviews.find((r) => r.id === review.id)?.reply,
    ).toMatchObject({
      body: "Thank you!",
    });
    expect(await removeReply(store.db, review.id)).toEqual({ reply: null, message: FEEDBACK_MESSAGES.replyRemoved });
    expect(await removeReply(store.db, review.id)).toEqual({ reply: null, message: FEEDBACK_MESSAGES.replyRemoved });
    expect((await shown()).reply).toBeNull();
  });
});

describe("the pages and the API", () => {
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");

  it("takes a vote and a report as plain form posts on the product page, once per guest browser", async () => {
    const product = await addProduct(store.db, { category: "Shirts & Tshirt", name: "Page Vote Shirt", stock: 20 });
    const review = await shownReview(product);
    const post = (fields: Record<string, string>, cookie?: string) =>
      fetch(`${shop.url}/product/${product}?reviewSort=newest`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: shop.url,
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams({ reviewId: String(review.id), ...fields }),
      });
    const voted = await post({ intent: "helpful" });
    expect(voted.status).toBe(303);
    expect(voted.headers.get("location")).toBe(`/product/${product}?reviewSort=newest#review-${review.id}`);
    // The post gave this browser its guest cookie: its next vote is the same shopper's.
    const cookie = cookiesOf(voted);
    expect(cookie).toContain("stylehub_guest=");
    const page = await fetch(`${shop.url}/product/${product}?reviewSort=newest`, { headers: { cookie } });
    const html = await page.text();
    expect(html).toContain("1 person found this helpful");
    expect(html).toContain(FEEDBACK_MESSAGES.voted);
    const guestOnly = cookie
      .split("; ")
      .filter((c) => c.startsWith("stylehub_guest="))
      .join("; ");
    expect((await post({ intent: "helpful" }, guestOnly)).status).toBe(303);
    expect((await reviewRow(review.id)).helpful).toBe(1);
    // Another browser (no cookie): another shopper.
    await post({ intent: "helpful" });
    expect((await reviewRow(review.id)).helpful).toBe(2);

    const noReason = await post({ intent: "report" }, guestOnly);
    expect(noReason.status).toBe(303);
    const refused = await fetch(`${shop.url}/product/${product}?reviewSort=newest`, {
      headers: { cookie: cookiesOf(noReason) },
    });
    expect(await refused.text()).toContain(FEEDBACK_MESSAGES.reason);
    expect((await reviewRow(review.id)).openReports).toBe(0);
    await post({ intent: "report", reason: "off-topic" }, guestOnly);
    expect((await reviewRow(review.id)).openReports).toBe(1);
    const [report] = await store.db
      .select()
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, review.id)));
    expect(report).toMatchObject({
      reason: "off-topic",
      reporter: `guest:${/stylehub_guest=s%3A([0-9a-f-]{36})/.exec(guestOnly)![1]}`,
    });
  });

  it("answers votes, reports and the staff's reply in JSON", async () => {
    const review = await shownReview();
    const call = (path: string, body: object, headers: Record<string, string> = {}, method = "POST") =>
      fetch(`${shop.url}${path}`, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const signedIn = await userWithSession(store.db);
    const bearer = { authorization: `Bearer ${signedIn.token}` };
    const vote = await call(`/api/reviews/${review.id}/helpful`, {}, bearer);
    expect(vote.status).toBe(200);
    expect(await vote.json()).toEqual({ helpful: 1, message: FEEDBACK_MESSAGES.voted });
    expect(await (await call(`/api/reviews/${review.id}/helpful`, {}, bearer)).json()).toEqual({
      helpful: 1,
      message: FEEDBACK_MESSAGES.voted,
    });
    expect((await call(`/api/reviews/${review.id}/report`, { reason: "nope" }, bearer)).status).toBe(400);
    expect((await call(`/api/reviews/${review.id}/report`, { reason: "spam" }, bearer)).status).toBe(200);
    expect((await call(`/api/reviews/abc/helpful`, {})).status).toBe(404);

    const reply = (headers: Record<string, string>) =>
      call(`/api/admin/reviews/${review.id}/reply`, { body: "Thank you for writing." }, headers, "PUT");
    expect((await reply(bearer)).status).toBe(403);
    const admin = await userWithSession(store.db, "admin");
    const replied = await reply({ authorization: `Bearer ${admin.token}` });
    expect(replied.status).toBe(200);
    expect(await replied.json()).toMatchObject({ reply: { body: "Thank you for writing." } });
    const removed = await fetch(`${shop.url}/api/admin/reviews/${review.id}/reply`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(await removed.json()).toEqual({ reply: null, message: FEEDBACK_MESSAGES.replyRemoved });
  });
});
