import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { products, uploadObjects, uploadRenditions, uploads } from "../../server/db/schema";
import { processOlderUploads } from "../../server/catalog/uploads";
import { databaseUploadStore } from "../../server/catalog/upload-store";
import { MAX_UPLOAD_BYTES } from "../../server/catalog/uploads";
import { pictureSources, renditionWidths } from "@rules/images";
import type { ProductView } from "@rules/catalog-types";
import { setUpTestServer } from "../helpers/harness";
import { userWithSession } from "../helpers/accounts";

const shop = setUpTestServer();
let adminToken: string;

const counts = async () => ({
  uploads: (await shop.db.select({ n: count() }).from(uploads))[0]!.n,
  renditions: (await shop.db.select({ n: count() }).from(uploadRenditions))[0]!.n,
});

/**
 * A 1500x1000 JPEG stored sideways with EXIF orientation 6 (turn 90° clockwise to show), a camera make and
 * GPS-like text: shown upright it is 1000 wide and 1500 high.
 */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#a0522d" } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: "PhoneCam", Copyright: "Secret Studio 28.6139N 77.2090E" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function upload(bytes: Buffer, type = "image/jpeg") {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), "photo");
  const res = await fetch(`${shop.url}/api/uploads`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, accept: "application/json" },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { url?: string; width?: number; height?: number; message?: string },
  };
}

beforeAll(async () => {
  adminToken = (await userWithSession(shop.db, "admin")).token;
});

describe("the image pipeline", () => {
  it("keeps a photo upright and without EXIF, at each width up to its own, as AVIF and WebP, served immutable", async () => {
    const source = await cameraJpeg();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const { status, body } = await upload(source);
    expect(status).toBe(201);
    expect(body).toMatchObject({ width: 1000, height: 1500 });

    const original = await fetch(`${shop.url}${body.url}`);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([1000, 1500]);

    // 1000 wide: 320, 640, 960 and its own 1000; never 1280 (no upscaling).
    expect(renditionWidths(1000)).toEqual([320, 640, 960, 1000]);
    const sources = pictureSources({ src: body.url!, width: 1000, height: 1500 })!;
    for (const format of ["avif", "webp"] as const) {
      const entries = sources.srcset[format].split(", ");
      expect(entries).toHaveLength(4);
      for (const entry of entries) {
        const [address, descriptor] = entry.split(" ");
        const res = await fetch(`${shop.url}${address}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe(`image/${format}`);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const rendition = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(rendition.format).toBe(format === "avif" ? "heif" : "webp");
        expect(`${rendition.width}w`).toBe(descriptor);
        expect(rendition.height).toBe(Math.round((rendition.width! * 1500) / 1000));
        expect(rendition.exif).toBeUndefined();
      }
    }
    const missing = await fetch(`${shop.url}${body.url!.replace(".jpg", "-1280w.webp")}`);
    expect(missing.status).toBe(404);
  });

  it("refuses what is not a readable image within the limits, and keeps nothing", async () => {
    const before = await counts();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const cases: [Buffer, RegExp][] = [
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), /JPEG, PNG, WebP or GIF/],
      [png.subarray(0, 60), /could not be read/],
      [Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff), /at most 2 MB/],
      // 8000x8000 of one colour: a small file, 64 megapixels.
      [
        await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#000" } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
        /at most 50 megapixels/,
      ],
    ];
    for (const [bytes, message] of cases) {
      const { status, body } = await upload(bytes);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it("an upload from before the pipeline is served as it was, then gets its renditions and its products their sizes", async () => {
    const bytes = await cameraJpeg();
    const name = `${"a".repeat(32)}.jpg`;
    const src = `/uploads/${name}`;
    await shop.db.insert(uploads).values({ name, contentType: "image/jpeg" });
    await shop.db.insert(uploadObjects).values({ name, bytes });
    const [product] = await shop.db
      .insert(products)
      .values({
        sku: "OLD-PHOTO",
        name: "Old photo kurta",
        category: "Shirts",
        basePricePaise: 99_900,
        image: src,
        stock: 3,
      })
      .returning();

    const before = await fetch(`${shop.url}${src}`);
    expect(Buffer.from(await before.arrayBuffer())).toEqual(bytes);
    let view = (await (await fetch(`${shop.url}/api/products/${product!.id}`)).json()) as ProductView;
    expect(view.images).toEqual([{ src, width: null, height: null }]);

    const store = databaseUploadStore(shop.db);
    expect(await processOlderUploads(shop.db, store)).toBe(1);
    expect(await processOlderUploads(shop.db, store)).toBe(0);

    // Its bytes never change (browsers may have kept them); its renditions are new names.
    expect(Buffer.from(await (await fetch(`${shop.url}${src}`)).arrayBuffer())).toEqual(bytes);
    const webp = await fetch(`${shop.url}/uploads/${"a".repeat(32)}-640w.webp`);
    expect(webp.status).toBe(200);
    const [row] = await shop.db.select().from(products).where(eq(products.id, product!.id));
    expect(row!.images).toEqual([{ src, width: 1000, height: 1500 }]);
    view = (await (await fetch(`${shop.url}/api/products/${product!.id}`)).json()) as ProductView;
    expect(view.image).toBe(src);
    expect(view.images).toEqual([{ src, width: 1000, height: 1500 }]);
  });

  it("staff keep several photos in order, remove one, and the first is the image", async () => {
    const photo = async (colour: string) =>
      (
        await upload(
          await sharp({ create: { width: 700, height: 875, channels: 3, background: colour } })
            .jpeg()
            .toBuffer(),
        )
      ).body.url!;
    const [a, b, c] = [await photo("#123456"), await photo("#654321"), await photo("#abcdef")];
    const create = await fetch(`${shop.url}/api/products/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Gallery kurta", price: 1200, category: "Shirts & Tshirt", images: [a, b, c] }),
    });
    expect(create.status).toBe(201);
    const { product } = (await create.json()) as { product: ProductView };
    expect(product.image).toBe(a);
    expect(product.images.map((p) => p.src)).toEqual([a, b, c]);
    expect(product.images[0]).toEqual({ src: a, width: 700, height: 875 });

    const patch = (body: unknown) =>
      fetch(`${shop.url}/api/admin/products/${product.id}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const reordered = (await (await patch({ images: [c, a] })).json()) as { product: ProductView };
    expect(reordered.product.image).toBe(c);
    expect(reordered.product.images.map((p) => p.src)).toEqual([c, a]);

    for (const bad of [[], [c, c], [`/uploads/${"f".repeat(32)}.png`], ["javascript:alert(1)"]]) {
      const res = await patch({ images: bad });
      expect(res.status).toBe(400);
    }
    const shown = (await (await fetch(`${shop.url}/api/products/${product.id}`)).json()) as ProductView;
    expect(shown.images.map((p) => p.src)).toEqual([c, a]);
  });
});
