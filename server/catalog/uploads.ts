import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";
import { badRequest } from "../http/errors";
import { UPLOADED_IMAGE } from "~/lib/staff";

/** At most 2 MB an image. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  missing: 'Choose an image file to upload (the form field "image")',
  type: "Image must be a JPEG, PNG, WebP or GIF file",
  size: "Image must be at most 2 MB",
  notFound: "That uploaded image was not found: upload it again",
} as const;

/**
 * Where uploads were kept on disk before they moved into the database: read once at start
 * (importDiskUploads) so existing products keep their pictures.
 */
export const uploadsDirIn = (dataDir: string) => path.join(dataDir, "uploads");

type ImageType = "jpg" | "png" | "webp" | "gif";

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

/**
 * Keeps an uploaded image in the database under a random name and answers the address it is served at.
 * In the database, not on this instance's disk, so every instance serves every upload.
 */
export async function saveUpload(db: Db, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.missing);
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(UPLOAD_MESSAGES.size);
  const type = imageTypeOf(bytes);
  if (!type) throw badRequest(UPLOAD_MESSAGES.type);
  const name = `${randomBytes(16).toString("hex")}.${type}`;
  // A plain insert: a name is random, and a served name must never change its bytes, so a clash fails.
  await db.insert(uploads).values({ name, contentType: CONTENT_TYPES[type], bytes });
  return `/uploads/${name}`;
}

/** An /uploads/ address must name an upload that exists (a product must not point at nothing). */
export async function checkUploadExists(db: Db, address: string): Promise<void> {
  if (!UPLOADED_IMAGE.test(address)) return;
  const [row] = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(eq(uploads.name, path.posix.basename(address)));
  if (!row) throw badRequest(UPLOAD_MESSAGES.notFound);
}

/**
 * Serves /uploads/<name> from the database. A name's bytes never change, so browsers, CDNs and the
 * reverse proxy may keep it for a year without asking again.
 */
export function serveUploads(db: Db): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const address = `/uploads${req.path}`;
    if (!UPLOADED_IMAGE.test(address)) return next();
    try {
      const name = req.path.slice(1);
      const etag = `"${name}"`;
      const [row] = await db
        .select({ contentType: uploads.contentType, bytes: uploads.bytes, createdAt: uploads.createdAt })
        .from(uploads)
        .where(eq(uploads.name, name));
      if (!row) return next();
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("ETag", etag);
      res.setHeader("Last-Modified", row.createdAt.toUTCString());
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (req.headers["if-none-match"] === etag) return void res.status(304).end();
      res.type(row.contentType).send(row.bytes);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Copies the images of DATA_DIR/uploads (where uploads were kept before) into the database, once:
 * names already there are skipped, so every start may run it. The files are left where they are.
 * Answers how many were copied.
 */
export async function importDiskUploads(db: Db, dataDir: string): Promise<number> {
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
    const inserted = await db
      .insert(uploads)
      .values({ name, contentType: CONTENT_TYPES[type], bytes })
      .onConflictDoNothing()
      .returning({ name: uploads.name });
    copied += inserted.length;
  }
  return copied;
}
