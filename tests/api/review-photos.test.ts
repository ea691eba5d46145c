import { describe, expect, it } from "vitest";
import { request } from "node:http";
import sharp from "sharp";
import { count, eq } from "drizzle-orm";
import { orderLines, reviews, uploadObjects, uploadRenditions, uploads } from "../../server/db/schema";
import { REVIEW_MESSAGES } from "@rules/reviews";
import { UPLOAD_MESSAGES } from "@rules/images";
import { addProductsBeforeStart, addProduct } from "../helpers/catalog";
import { builtPages } from "../helpers/app";
import { setUpServerOn, setUpTestDatabase } from "../helpers/harness";
import { deliveredOrder } from "../helpers/delivered-order";

const store = setUpTestDatabase();
let SHIRT = 0;
const shop = setUpServerOn(store, async () => {
  ({ SHIRT } = await addProductsBeforeStart(store.database, async (db) => ({
    SHIRT: await addProduct(db, { category: "Shirts & Tshirt", name: "Review Photo Linen Shirt", stock: 100 }),
  })));
  // Every post names its order by number and e-mail, which counts as a lookup: more than a minute's ten here.
  return { pages: await builtPages(), env: { AUTH_ATTEMPTS_PER_MINUTE: "100" } };
});

// Real images: the image pipeline decodes every upload.
const picture = (background: string) => sharp({ create: { width: 40, height: 30, channels: 3, background } });
const PNG = await picture("#1d4ed8").png().toBuffer();
const JPEG = await picture("#b91c1c").jpeg().toBuffer();

type Saved = { review: { id: number; photos: { src: string; width: number; height: number }[] } };

const uploadCount = async () => Number((await store.db.select({ n: count() }).from(uploads))[0]!.n);
/** Everything stored of uploads: their rows, their renditions' rows and the bytes (the database store here). */
const storedCounts = async () => ({
  uploads: await uploadCount(),
  renditions: Number((await store.db.select({ n: count() }).from(uploadRenditions))[0]!.n),
  objects: Number((await store.db.select({ n: count() }).from(uploadObjects))[0]!.n),
});

/** A guest's review through the JSON API as a multipart form, with photo files. */
function postForm(fields: Record<string, string | string[]>, files: Buffer[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  for (const [i, bytes] of files.entries()) {
    form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/png" }), `photo-${i}.png`);
  }
  return fetch(`${shop.url}/api/orders/lookup/reviews`, { method: "POST", body: form });
}

async function aDeliveredShirt() {
  const order = await deliveredOrder(store.db, [{ productId: SHIRT, quantity: 1, size: "M" }]);
  const fields = {
    orderNumber: order.row.orderNumber,
    email: order.row.customerEmail,
    orderLineId: String(order.lines[0]!.id),
    rating: "5",
    title: "Cool in the heat",
    body: "Breathes well and the colour is as shown.",
    fit: "true",
  };
  return { order, fields };
}

describe("a review's photos", () => {
  it("come with the review as files, are kept through the image pipeline and shown on the product page", async () => {
    const { fields } = await aDeliveredShirt();
    const created = await postForm(fields, [PNG, JPEG]);
    expect(created.status).toBe(201);
    const { review } = (await created.json()) as Saved;
    expect(review.photos).toHaveLength(2);
    expect(review.photos[0]).toMatchObject({ src: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/), width: 40 });
    const served = await fetch(`${shop.url}${review.photos[1]!.src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");

    // With photos first, whatever else is newer.
    await postForm((await aDeliveredShirt()).fields, []);
    const listed = (await (await fetch(`${shop.url}/api/products/${SHIRT}/reviews?sort=photos`)).json()) as {
      reviews: { id: number; photos: unknown[] }[];
    };
    expect(listed.reviews[0]!.id).toBe(review.id);
    const newest = (await (await fetch(`${shop.url}/api/products/${SHIRT}/reviews?sort=newest`)).json()) as {
      reviews: { id: number }[];
    };
    expect(newest.reviews[0]!.id).not.toBe(review.id);

    const page = await (await fetch(`${shop.url}/product/${SHIRT}?reviewSort=photos`)).text();
    expect(page).toContain(`href="${review.photos[0]!.src}"`);
    expect(page).toContain("Buyer&#x27;s photo 1 of 2");
  });

  it("are at most four, each an image: a refused post keeps nothing", async () => {
    const { fields } = await aDeliveredShirt();
    const before = await uploadCount();
    const tooMany = await postForm(fields, [PNG, PNG, JPEG, JPEG, PNG]);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toBe(REVIEW_MESSAGES.photos);
    const notImage = await postForm(fields, [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")]);
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as { message: string }).message).toBe(UPLOAD_MESSAGES.type);
    // A stranger (the wrong e-mail) uploads nothing at all.
    const stranger = await postForm({ ...fields, email: "someone.else@example.com" }, [PNG]);
    expect(stranger.status).toBe(404);
    expect(await uploadCount()).toBe(before);
    const [row] = await store.db
      .select()
      .from(reviews)
      .where(eq(reviews.orderLineId, Number(fields.orderLineId)));
    expect(row).toBeUndefined();
  });

  it("are not kept when the post is refused after its order was matched", async () => {
    const { fields } = await aDeliveredShirt();
    const before = await storedCounts();
    // Not delivered yet: refused once the order is known, after the files were read.
    const shipped = await deliveredOrder(store.db, [{ productId: SHIRT, quantity: 1, size: "M" }], "shipped");
    const early = await postForm(
      {
        ...fields,
        orderNumber: shipped.row.orderNumber,
        email: shipped.row.customerEmail,
        orderLineId: String(shipped.lines[0]!.id),
      },
      [PNG],
    );
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(REVIEW_MESSAGES.notDelivered);
    // A photo kept from before that is no upload, with a new file: refused in the review's own write.
    const unknown = await postForm({ ...fields, keepPhoto: "/uploads/0123456789abcdef0123456789abcdef.png" }, [JPEG]);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe(UPLOAD_MESSAGES.notFound);
    // A good file and a bad one: neither is kept.
    const mixed = await postForm(fields, [PNG, Buffer.from("GIF89a but not really an image")]);
    expect(mixed.status).toBe(400);
    expect(await storedCounts()).toEqual(before);
    // Reviewed already: a second post (not an edit) with a photo is refused and keeps nothing.
    expect((await postForm(fields, [])).status).toBe(201);
    const again = await postForm({ ...fields, title: "Once more" }, [PNG]);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(await storedCounts()).toEqual(before);
  });

  it("are kept, removed (and deleted, unless shown elsewhere) or added to when the review is edited; a photo that is not an upload is refused", async () => {
    const { order, fields } = await aDeliveredShirt();
    const { review } = (await (await postForm(fields, [PNG, JPEG])).json()) as Saved;
    const [first, second] = review.photos.map((photo) => photo.src);
    const edit = (body: object) =>
      fetch(`${shop.url}/api/orders/lookup/reviews`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...fields, rating: 4, edit: true, ...body }),
      });
    // Photos not named: they stay.
    const same = (await (await edit({})).json()) as Saved;
    expect(same.review.photos.map((p) => p.src)).toEqual([first, second]);
    const before = await storedCounts();
    const fewer = (await (await edit({ photos: [second] })).json()) as Saved;
    expect(fewer.review.photos.map((p) => p.src)).toEqual([second]);
    // The photo taken away is deleted with its renditions (nothing else shows it); the one kept is still served.
    expect((await fetch(`${shop.url}${first}`)).status).toBe(404);
    expect((await fetch(`${shop.url}${second}`)).status).toBe(200);
    const after = await storedCounts();
    expect(after.uploads).toBe(before.uploads - 1);
    expect(after.renditions).toBeLessThan(before.renditions);
    expect(after.objects).toBeLessThan(before.objects);
    const foreign = await edit({ photos: ["https://elsewhere.example/p.png"] });
    expect(foreign.status).toBe(400);
    const missing = await edit({ photos: ["/uploads/0123456789abcdef0123456789abcdef.png"] });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe(UPLOAD_MESSAGES.notFound);
    // The form keeps the ticked photo and adds a new file.
    const more = await postForm({ ...fields, rating: "4", edit: "true", keepPhoto: second! }, [JPEG]);
    expect(more.status).toBe(200);
    const added = ((await more.json()) as Saved).review.photos.map((p) => p.src);
    expect(added).toHaveLength(2);
    expect(added[0]).toBe(second);
    const overLimit = await postForm({ ...fields, edit: "true", keepPhoto: added }, [PNG, PNG, PNG]);
    expect(overLimit.status).toBe(400);
    // A photo something else shows (here the order line's picture) stays when the review lets it go.
    await store.db.update(orderLines).set({ image: added[1]! }).where(eq(orderLines.id, order.lines[0]!.id));
    const shown = (await (await edit({ photos: [second] })).json()) as Saved;
    expect(shown.review.photos.map((p) => p.src)).toEqual([second]);
    expect((await fetch(`${shop.url}${added[1]}`)).status).toBe(200);
  });

  it("come with the order lookup page's plain form post (no JavaScript)", async () => {
    const { fields } = await aDeliveredShirt();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fields, intent: "review" })) form.append(name, value);
    form.append("photo", new Blob([new Uint8Array(JPEG)], { type: "image/jpeg" }), "shirt.jpg");
    // A file input left empty posts an empty, nameless file.
    form.append("photo", new Blob([]), "");
    const posted = await fetch(`${shop.url}/orders/lookup`, {
      method: "POST",
      body: form,
      headers: { origin: shop.url },
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain(REVIEW_MESSAGES.published);
    const [row] = await store.db
      .select()
      .from(reviews)
      .where(eq(reviews.orderLineId, Number(fields.orderLineId)));
    expect(row!.photos).toHaveLength(1);
    expect(row!.photos[0]!.src).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
  });

  it("a page refuses a form larger than any it takes, before reading it", async () => {
    const url = new URL(`${shop.url}/orders/lookup`);
    // Only the headers are sent: the answer comes before any of the 13 MB announced.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(url, {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(13 * 1024 * 1024),
          origin: shop.url,
        },
      });
      req.on("response", (res) => {
        resolve(res.statusCode);
        res.resume();
        req.destroy();
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
  });
});
