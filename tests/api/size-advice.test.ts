import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { orderLines, orders, reviews } from "../../server/db/schema";
import { moveOrder } from "../../server/orders/admin";
import { placeOrder } from "../../server/orders/orders";
import { requestReturn } from "../../server/orders/returns/requests";
import { saveReview } from "../../server/reviews/write";
import { sizeAdvice } from "../../server/reviews/size-advice";
import type { OwnerKey } from "../../server/cart/owner";
import { addProduct, addProductsBeforeStart } from "../helpers/catalog";
import { testConfig } from "../helpers/app";
import { userWithSession } from "../helpers/accounts";
import { plainOrderSettings, setUpServerOn, setUpTestDatabase } from "../helpers/harness";

// Size advice on a sized product's page (docs/decisions/039): from its buyers' fit, and from the size the
// shopper kept of the same category, never from a returned line.

const store = setUpTestDatabase();
let SHIRT = 0;
let ATTAR = 0;
const shop = setUpServerOn(store, async () => {
  ({ SHIRT, ATTAR } = await addProductsBeforeStart(store.database, async (db) => ({
    SHIRT: await addProduct(db, { category: "Shirts & Tshirt", name: "Advice Test Poplin Shirt", stock: 200 }),
    ATTAR: await addProduct(db, { category: "Perfumes", name: "Advice Test Attar", stock: 50 }),
  })));
  return {};
});

const staffSettings = { ...plainOrderSettings, seller: testConfig().contact };
let n = 0;
const guest = () => `guest:00000000-0000-4000-a000-${String(++n).padStart(12, "0")}` as OwnerKey;

/** An order of one line by `owner`, moved to `status` (delivered by default): its row and line. */
async function bought(owner: OwnerKey, productId: number, size: string, status = "delivered") {
  const { order } = await placeOrder(
    store.db,
    {
      owner,
      customer: {
        name: "Anil Kapoor",
        email: `anil.advice${++n}@example.com`,
        contact: "9876500093",
        address: "3 Linking Road, Mumbai 400050",
      },
      items: [{ productId, quantity: 1, size }],
      paymentMethod: "cod",
    },
    plainOrderSettings,
  );
  if (status !== "placed") {
    await moveOrder(
      store.db,
      order.id,
      { status: "shipped", carrier: "Delhivery", trackingNumber: "DL7" },
      staffSettings,
    );
  }
  if (status === "delivered") await moveOrder(store.db, order.id, { status: "delivered" }, staffSettings);
  const [row] = await store.db.select().from(orders).where(eq(orders.id, order.id));
  const [line] = await store.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return { row: row!, line: line! };
}

async function reviewedFit(productId: number, fit: "small" | "true" | "large") {
  const { row, line } = await bought(guest(), productId, "M");
  const words = { orderLineId: line.id, rating: 4, title: "Nice", body: "Good cloth and stitching.", fit };
  await saveReview(store.db, row, words, { needApproval: false }, null);
}

const SIZES = ["S", "M", "L", "XL"];
const shirt = async (id: number) => ({ id, category: "Shirts & Tshirt", sizes: SIZES });

describe("size advice", () => {
  it("advises from buyers' fit once enough of them said, never from sample reviews", async () => {
    const product = await addProduct(store.db, { category: "Shirts & Tshirt", name: "Fit Advice Shirt", stock: 100 });
    const nobody = { owner: guest(), userId: null, known: false };
    for (let i = 0; i < 4; i++) await reviewedFit(product, "small");
    expect(await sizeAdvice(store.db, await shirt(product), nobody)).toEqual({ fit: null, kept: null });
    // Sample reviews say nothing of real fit.
    await store.db.insert(reviews).values(
      Array.from({ length: 3 }, () => ({
        productId: product,
        author: "Sample S.",
        rating: 5,
        title: "Sample",
        body: "Sample words here.",
        fit: "small" as const,
        sample: true,
      })),
    );
    expect((await sizeAdvice(store.db, await shirt(product), nobody)).fit).toBeNull();
    await reviewedFit(product, "true");
    expect((await sizeAdvice(store.db, await shirt(product), nobody)).fit).toBe(
      "Most buyers found this small: consider one size up.",
    );
    // A product without sizes gets none.
    expect(await sizeAdvice(store.db, { id: ATTAR, category: "Perfumes", sizes: [] }, nobody)).toEqual({
      fit: null,
      kept: null,
    });
  });

  it("names the size the shopper kept in the category, not one returned or not yet delivered", async () => {
    const me = guest();
    const shopper = { owner: me, userId: null, known: true };
    expect((await sizeAdvice(store.db, await shirt(SHIRT), shopper)).kept).toBeNull();
    await bought(me, SHIRT, "M");
    expect((await sizeAdvice(store.db, await shirt(SHIRT), shopper)).kept).toBe("You kept M in shirts & tshirt.");
    // A later L, returned: not kept. A later XL, only shipped: not kept yet. Another category: not this one.
    const returned = await bought(me, SHIRT, "L");
    await requestReturn({ db: store.db, settings: plainOrderSettings }, returned.row, {
      lines: [{ orderLineId: returned.line.id, quantity: 1, reason: "Size too large" }],
      payout: { method: "upi", upiId: "anil.kapoor@okicici" },
    });
    await bought(me, SHIRT, "XL", "shipped");
    const loafers = await addProduct(store.db, { category: "Loafers", name: "Advice Test Loafer", stock: 50 });
    await bought(me, loafers, "9");
    expect((await sizeAdvice(store.db, await shirt(SHIRT), shopper)).kept).toBe("You kept M in shirts & tshirt.");
    // Someone else's browser knows nothing of it.
    expect((await sizeAdvice(store.db, await shirt(SHIRT), { ...shopper, owner: guest() })).kept).toBeNull();
  });

  it("answers a signed-in shopper's advice from the API, with the buyers' fit", async () => {
    const product = await addProduct(store.db, { category: "Shirts & Tshirt", name: "API Advice Shirt", stock: 100 });
    for (let i = 0; i < 5; i++) await reviewedFit(product, "small");
    const account = await userWithSession(store.db);
    await bought(`user:${account.id}`, SHIRT, "S");
    const advice = async (headers: Record<string, string> = {}) =>
      (await fetch(`${shop.url}/api/size-advice/${product}`, { headers })).json();
    expect(await advice({ authorization: `Bearer ${account.token}` })).toEqual({
      fit: "Most buyers found this small: consider one size up.",
      kept: "You kept S in shirts & tshirt. As this one runs small, consider M.",
    });
    expect(await advice()).toEqual({ fit: "Most buyers found this small: consider one size up.", kept: null });
    expect((await fetch(`${shop.url}/api/size-advice/999999999`)).status).toBe(404);
    // Only reading: a visitor without a guest cookie is given none.
    const stranger = await fetch(`${shop.url}/api/size-advice/${product}`);
    expect(stranger.headers.getSetCookie()).toEqual([]);
  });
});
