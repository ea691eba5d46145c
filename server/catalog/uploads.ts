import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Db, Tx } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { products, uploadRenditions, uploads } from "../db/schema";
import { badRequest } from "../http/errors";
import {
  MAX_UPLOAD_BYTES,
  RENDITION,
  UPLOAD_MESSAGES,
  UPLOADED_IMAGE,
  renditionAddress,
  type ProductImage,
} from "@rules/images";
import { processImage, type ImageType, type ProcessedImage } from "./images";
import { readAll, type UploadStore } from "./upload-store";
import { recordChange, type Actor } from "../audit/audit";

export { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "@rules/images";

/**
 * Where uploads were kept on disk before they moved into the database: read once at start
 * (importDiskUploads) so existing products keep their pictures.
 */
export const uploadsDirIn = (dataDir: string) => path.join(dataDir, "uploads");

const CONTENT_TYPES: Record<ImageType, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type by the file's first bytes: what the browser was told about the file proves nothing. */
export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return undefined;
}

const renditionRows = (name: string, processed: ProcessedImage) =>
  processed.renditions.map((r) => ({
    name: path.posix.basename(renditionAddress(`/uploads/${name}`, r.width, r.format)),
    uploadName: name,
    contentType: r.contentType,
    width: r.width,
    height: r.height,
  }));

/** Keeps these objects in the store, all or none (what was kept is deleted again when one fails). */
async function putAll(store: UploadStore, objects: { name: string; bytes: Buffer }[]): Promise<void> {
  const results = await Promise.allSettled(objects.map((o) => store.put(o.name, o.bytes)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (!failed) return;
  await removeAll(
    store,
    objects.map((o) => o.name),
  );
  throw failed.reason;
}

const removeAll = (store: UploadStore, names: string[]) => Promise.allSettled(names.map((name) => store.delete(name)));

/** The image type of an upload the store takes; refused (400) when it is empty, too large or no image. */
function acceptedImageType(bytes: Buffer): ImageType {
  if (bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.missing);
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(UPLOAD_MESSAGES.size);
  const type = imageTypeOf(bytes);
  if (!type) throw badRequest(UPLOAD_MESSAGES.type);
  return type;
}

/**
 * Keeps an uploaded image under a random name, through the image pipeline (the original upright and without
 * metadata, and its renditions), and answers the photo. Its bytes go to the upload store (the database or
 * the bucket), what the store knows of it to the database: never this instance's disk, so every instance
 * serves every upload. A refused image keeps nothing. A member of staff's upload (`uploadedBy`) is written to the
 * audit log in the same transaction as its rows; a shopper's review photo has none.
 */
export async function saveUpload(db: Db, store: UploadStore, bytes: Buffer, uploadedBy?: Actor): Promise<ProductImage> {
  const type = acceptedImageType(bytes);
  const processed = await processImage(bytes, type);
  const name = `${randomBytes(16).toString("hex")}.${type}`;
  const { width, height } = processed.original;
  const rows = renditionRows(name, processed);
  const objects = [
    { name, bytes: processed.original.bytes },
    ...rows.map((row, i) => ({ name: row.name, bytes: processed.renditions[i]!.bytes })),
  ];
  // The bytes first: a row is only written once everything it names can be served.
  await putAll(store, objects);
  try {
    // Plain inserts: a name is random, and a served name must never change its bytes, so a clash fails.
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values({ name, contentType: CONTENT_TYPES[type], width, height });
      await tx.insert(uploadRenditions).values(rows);
      if (uploadedBy) {
        await recordChange(tx, uploadedBy, {
          kind: "image.upload",
          entityType: "upload",
          entityId: name,
          entityLabel: `/uploads/${name}`,
          before: null,
          after: { src: `/uploads/${name}`, width, height },
        });
      }
    });
  } catch (error) {
    await removeAll(
      store,
      objects.map((o) => o.name),
    );
    throw error;
  }
  return { src: `/uploads/${name}`, width, height };
}

/** Keeps these images as `saveUpload` does, all or none: when one is refused, those kept before it go again. */
export async function saveUploads(db: Db, store: UploadStore, files: Buffer[]): Promise<ProductImage[]> {
  // Each file's bytes are judged before any is kept, so a post with one bad file processes none.
  for (const bytes of files) acceptedImageType(bytes);
  const saved: ProductImage[] = [];
  try {
    // One at a time: the image pipeline is the costly part, and a failure stops the rest.
    for (const bytes of files) saved.push(await saveUpload(db, store, bytes));
    return saved;
  } catch (error) {
    await deleteUploads(db, store, saved);
    throw error;
  }
}

/**
 * Deletes uploads and their renditions, rows and bytes: for ones just kept that nothing may use (the post
 * that brought them was refused). What cannot be deleted is left, never thrown: the caller is already
 * answering a refusal.
 */
export async function deleteUploads(db: Db, store: UploadStore, photos: ProductImage[]): Promise<void> {
  const names = photos.map((photo) => path.posix.basename(photo.src));
  if (!names.length) return;
  try {
    const renditions = await db
      .select({ name: uploadRenditions.name })
      .from(uploadRenditions)
      .where(inArray(uploadRenditions.uploadName, names));
    // The rows first (the renditions' go with them), so no address is served without its bytes.
    await db.delete(uploads).where(inArray(uploads.name, names));
    await removeAll(store, [...names, ...renditions.map((r) => r.name)]);
  } catch {
    // An unused upload costs only its storage.
  }
}

/**
 * Of these uploads, the ones nothing shows: no review's photos, no product's or colour's, no order line's
 * picture. For uploads a change stopped naming (a review's photo its author took away), whose bytes are
 * deleted only when no one else names them: an address may be named anywhere an upload may be.
 */
export async function unusedUploads(db: Db, photos: ProductImage[]): Promise<ProductImage[]> {
  const addresses = photos.map((photo) => photo.src).filter((src) => UPLOADED_IMAGE.test(src));
  if (!addresses.length) return [];
  const named = (column: string) => sql.raw(`${column} @> jsonb_build_array(jsonb_build_object('src', a.src))`);
  const rows = await rowsOf<{ src: string }>(
    db,
    sql`
    select a.src from unnest(${`{${addresses.join(",")}}`}::text[]) as a(src)
    where not exists (select 1 from reviews where ${named("reviews.photos")})
      and not exists (select 1 from products where products.image = a.src or ${named("products.images")})
      and not exists (select 1 from product_colours c where c.image = a.src or ${named("c.images")})
      and not exists (select 1 from order_lines where order_lines.image = a.src)`,
  );
  const unused = new Set(rows.map((row) => row.src));
  return photos.filter((photo) => unused.has(photo.src));
}

/**
 * The photos at these addresses, in this order, with their sizes where the store knows them. An /uploads/
 * address must name an upload that exists (a product must not point at nothing).
 */
export async function photosAt(db: Db | Tx, addresses: string[]): Promise<ProductImage[]> {
  const names = addresses.filter((a) => UPLOADED_IMAGE.test(a)).map((a) => path.posix.basename(a));
  const rows = names.length
    ? await db
        .select({ name: uploads.name, width: uploads.width, height: uploads.height })
        .from(uploads)
        .where(inArray(uploads.name, names))
    : [];
  const byName = new Map(rows.map((r) => [r.name, r]));
  return addresses.map((src) => {
    if (!UPLOADED_IMAGE.test(src)) return { src, width: null, height: null };
    const row = byName.get(path.posix.basename(src));
    if (!row) throw badRequest(UPLOAD_MESSAGES.notFound);
    return { src, width: row.width, height: row.height };
  });
}

/** An /uploads/ address must name an upload that exists. */
export async function checkUploadExists(db: Db, address: string): Promise<void> {
  await photosAt(db, [address]);
}

/**
 * Serves /uploads/<name> and its renditions (/uploads/<name>-640w.avif): what they are from the database,
 * their bytes streamed from the upload store (the database or the bucket; never a redirect, so the address
 * stays the store's own). A name's bytes never change, so browsers, CDNs and the reverse proxy may keep it
 * for a year without asking again.
 */
export function serveUploads(db: Db, store: UploadStore): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const address = `/uploads${req.path}`;
    const isOriginal = UPLOADED_IMAGE.test(address);
    if (!isOriginal && !RENDITION.test(address)) return next();
    try {
      const name = req.path.slice(1);
      const etag = `"${name}"`;
      const [row] = isOriginal
        ? await db
            .select({ contentType: uploads.contentType, createdAt: uploads.createdAt })
            .from(uploads)
            .where(eq(uploads.name, name))
        : await db
            .select({ contentType: uploadRenditions.contentType, createdAt: uploads.createdAt })
            .from(uploadRenditions)
            .innerJoin(uploads, eq(uploads.name, uploadRenditions.uploadName))
            .where(eq(uploadRenditions.name, name));
      if (!row) return next();
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("ETag", etag);
      res.setHeader("Last-Modified", row.createdAt.toUTCString());
      res.setHeader("X-Content-Type-Options", "nosniff");
      // A revalidation is answered without reading the bytes. Not Express's req.fresh: that answers in full
      // whenever the request says Cache-Control: no-cache, as fetch() and reloads send with a validator.
      // A name's bytes never change, so any date a client was given for it is still right.
      const noneMatch = req.headers["if-none-match"];
      if (noneMatch ? noneMatch === etag : req.headers["if-modified-since"]) return void res.status(304).end();
      if (req.method === "HEAD") {
        const length = await store.head(name);
        if (length === undefined) return next();
        return void res.type(row.contentType).setHeader("Content-Length", length).end();
      }
      const object = await store.get(name);
      if (!object) return next();
      res.type(row.contentType).setHeader("Content-Length", object.length);
      await pipeline(object.body, res);
    } catch (error) {
      if (res.headersSent) res.destroy();
      else next(error);
    }
  };
}

/**
 * Copies the images of DATA_DIR/uploads (where uploads were kept before) into the upload store, once:
 * names already there are skipped, so every start may run it. The files are left where they are.
 * Answers how many were copied.
 */
export async function importDiskUploads(db: Db, store: UploadStore, dataDir: string): Promise<number> {
  const dir = uploadsDirIn(dataDir);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => UPLOADED_IMAGE.test(`/uploads/${name}`));
  } catch {
    return 0; // no folder: nothing was ever uploaded to disk
  }
  if (names.length === 0) return 0;
  const known = new Set(
    (await db.select({ name: uploads.name }).from(uploads).where(inArray(uploads.name, names))).map((r) => r.name),
  );
  let copied = 0;
  for (const name of names) {
    if (known.has(name)) continue;
    const bytes = await readFile(path.join(dir, name));
    const type = imageTypeOf(bytes);
    if (!type || bytes.length > MAX_UPLOAD_BYTES) continue; // never served anything else
    await store.put(name, bytes);
    const inserted = await db
      .insert(uploads)
      .values({ name, contentType: CONTENT_TYPES[type] })
      .onConflictDoNothing()
      .returning({ name: uploads.name });
    copied += inserted.length;
  }
  return copied;
}

/**
 * Makes the renditions of uploads kept before the image pipeline (their width is null), and gives the
 * products that show them their sizes. Their originals keep their bytes: a served name never changes, and
 * browsers may have kept it. Run after start, in the background; any instance may run it (what another
 * made first is skipped). An upload the pipeline cannot read keeps being served as it is. Answers how
 * many were processed.
 */
export async function processOlderUploads(
  db: Db,
  store: UploadStore,
  onRefused?: (name: string, message: string) => void,
): Promise<number> {
  const pending = await db.select({ name: uploads.name }).from(uploads).where(isNull(uploads.width));
  let processed = 0;
  for (const { name } of pending) {
    const [row] = await db
      .select({ name: uploads.name })
      .from(uploads)
      .where(and(eq(uploads.name, name), isNull(uploads.width)));
    const object = row && (await store.get(name));
    if (!object) continue;
    const bytes = await readAll(object);
    const type = imageTypeOf(bytes);
    if (!type) continue;
    let result: ProcessedImage;
    try {
      result = await processImage(bytes, type);
    } catch (error) {
      onRefused?.(name, (error as Error).message);
      continue;
    }
    const { width, height } = result.original;
    const rows = renditionRows(name, result);
    // The renditions' bytes first (another instance may write the same names: the same bytes, harmlessly).
    // Never deleted again on a failure: the names may be another instance's, which won the claim below.
    await Promise.all(rows.map((r, i) => store.put(r.name, result.renditions[i]!.bytes)));
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(uploads)
        .set({ width, height })
        .where(and(eq(uploads.name, name), isNull(uploads.width)))
        .returning({ name: uploads.name });
      if (!claimed) return false; // another instance got there first
      await tx.insert(uploadRenditions).values(rows).onConflictDoNothing();
      const src = `/uploads/${name}`;
      // Products showing it: their photo list gets its size (a product with only `image` gets the list).
      const showing = await tx
        .select({ id: products.id, image: products.image, images: products.images })
        .from(products)
        .where(sql`${products.image} = ${src} or ${products.images} @> ${JSON.stringify([{ src }])}::jsonb`);
      for (const product of showing) {
        const list = product.images.length ? product.images : [{ src: product.image, width: null, height: null }];
        await tx
          .update(products)
          .set({ images: list.map((photo) => (photo.src === src ? { src, width, height } : photo)) })
          .where(eq(products.id, product.id));
      }
      return true;
    });
    if (done) processed++;
  }
  return processed;
}
