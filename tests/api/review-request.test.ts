import { describe, expect, it } from "vitest";
import { and, asc, eq, like } from "drizzle-orm";
import { emailOutbox, orderEvents, orderLines, orders, reviewRequests } from "../../server/db/schema";
import { moveOrder } from "../../server/orders/admin";
import { placeOrder } from "../../server/orders/orders";
import { requestReturn } from "../../server/orders/returns/requests";
import { saveReview } from "../../server/reviews/write";
import { requestReviews } from "../../server/reviews/review-request";
import { REVIEW_REQUEST_AFTER_DAYS } from "@rules/review-request";
import { addProduct } from "../helpers/catalog";
import { testConfig } from "../helpers/app";
import { plainOrderSettings, setUpTestDatabase } from "../helpers/harness";

// The e-mail asking for reviews (docs/decisions/039): a few days after delivery, once per order, never after a
// return or an exchange was asked for.

const store = setUpTestDatabase();
const staffSettings = { ...plainOrderSettings, seller: testConfig().contact };
const settings = { storeName: "StyleHub", publicUrl: "https://shop.example" };
const DAY = 24 * 60 * 60 * 1000;
let n = 0;

/** A delivered order of one shirt line, delivered `daysAgo` days ago. */
async function delivered(daysAgo: number, status = "delivered") {
  const product = await addProduct(store.db, { category: "Shirts & Tshirt", name: `Request Shirt ${++n}`, stock: 10 });
  const email = `priya.request${n}@example.com`;
  const { order } = await placeOrder(
    store.db,
    {
      owner: `guest:00000000-0000-4000-b000-${String(n).padStart(12, "0")}`,
      customer: { name: "Priya Nair", email, contact: "9876500095", address: "9 Church Street, Bengaluru 560001" },
      items: [{ productId: product, quantity: 1, size: "L" }],
      paymentMethod: "cod",
    },
    plainOrderSettings,
  );
  await moveOrder(
    store.db,
    order.id,
    { status: "shipped", carrier: "Delhivery", trackingNumber: "DL5" },
    staffSettings,
  );
  if (status === "delivered") await moveOrder(store.db, order.id, { status: "delivered" }, staffSettings);
  await store.db
    .update(orderEvents)
    .set({ at: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(orderEvents.orderId, order.id));
  const [row] = await store.db.select().from(orders).where(eq(orders.id, order.id));
  const [line] = await store.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return { row: row!, line: line!, email };
}

const mailsTo = (email: string) =>
  store.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, "How is your%")));

describe("the review request e-mail", () => {
  it("goes a few days after delivery, once per order, even with several senders at once", async () => {
    expect(REVIEW_REQUEST_AFTER_DAYS).toBe(3);
    const fresh = await delivered(1);
    const due = await delivered(4);
    const another = await delivered(5);
    const shipped = await delivered(6, "shipped");
    // Three instances' rounds at once, then another round later.
    await Promise.all([
      requestReviews(store.db, settings),
      requestReviews(store.db, settings),
      requestReviews(store.db, settings),
    ]);
    await requestReviews(store.db, settings);
    expect(await mailsTo(fresh.email)).toHaveLength(0);
    expect(await mailsTo(shipped.email)).toHaveLength(0);
    expect(await mailsTo(another.email)).toHaveLength(1);
    const [mail] = await mailsTo(due.email);
    expect(await mailsTo(due.email)).toHaveLength(1);
    expect(mail!.subject).toBe(`How is your StyleHub order ${due.row.orderNumber}?`);
    expect(mail!.body).toContain("Hello Priya,");
    expect(mail!.body).toContain(`- ${due.line.name} (${due.line.colour ? `${due.line.colour}, ` : ""}size L)`);
    expect(mail!.body).toContain("https://shop.example/orders/lookup");

    // Its days come: now it goes, once.
    await store.db
      .update(orderEvents)
      .set({ at: new Date(Date.now() - 3.5 * DAY) })
      .where(eq(orderEvents.orderId, fresh.row.id));
    expect(await requestReviews(store.db, settings)).toBe(1);
    expect(await requestReviews(store.db, settings)).toBe(0);
    expect(await mailsTo(fresh.email)).toHaveLength(1);
  });

  it("never goes to an order with a return asked for, nor one reviewed already, nor one delivered long ago", async () => {
    const returned = await delivered(2);
    await requestReturn({ db: store.db, settings: plainOrderSettings }, returned.row, {
      lines: [{ orderLineId: returned.line.id, quantity: 1, reason: "Size too large" }],
      payout: { method: "upi", upiId: "priya.nair@okaxis" },
    });
    const reviewed = await delivered(4);
    await saveReview(
      store.db,
      reviewed.row,
      { orderLineId: reviewed.line.id, rating: 5, title: "Lovely", body: "Soft cotton, true to size." },
      { needApproval: false },
      null,
    );
    const old = await delivered(45);
    // The returned order's days come: still nothing, then or later.
    await store.db
      .update(orderEvents)
      .set({ at: new Date(Date.now() - 4 * DAY) })
      .where(and(eq(orderEvents.orderId, returned.row.id), eq(orderEvents.status, "delivered")));
    await requestReviews(store.db, settings);
    await requestReviews(store.db, settings);
    for (const order of [returned, reviewed, old]) expect(await mailsTo(order.email)).toHaveLength(0);
    const claims = await store.db.select().from(reviewRequests);
    expect(claims.find((c) => c.orderId === returned.row.id)?.sent).toBe(false);
    expect(claims.find((c) => c.orderId === reviewed.row.id)?.sent).toBe(false);
    expect(claims.some((c) => c.orderId === old.row.id)).toBe(false);
  });
});
