import { randomBytes } from "node:crypto";
import { access, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
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

/** Product images uploaded by the staff live in DATA_DIR/uploads and are served at /uploads/<name>. */
export const uploadsDirIn = (dataDir: string) => path.join(dataDir, "uploads");

type ImageType = "jpg" | "png" | "webp" | "gif";

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

/** Keeps an uploaded image under a random name and answers the address it is served at. */
export async function saveUpload(dir: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.missing);
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(UPLOAD_MESSAGES.size);
  const type = imageTypeOf(bytes);
  if (!type) throw badRequest(UPLOAD_MESSAGES.type);
  const name = `${randomBytes(16).toString("hex")}.${type}`;
  await mkdir(dir, { recursive: true });
  // "wx": never overwrite (a name is random, but a served file must never change under its name).
  await writeFile(path.join(dir, name), bytes, { flag: "wx" });
  return `/uploads/${name}`;
}

/** An /uploads/ address must name a file that exists (a product must not point at nothing). */
export async function checkUploadExists(dir: string, address: string): Promise<void> {
  if (!UPLOADED_IMAGE.test(address)) return;
  try {
    await access(path.join(dir, path.basename(address)));
  } catch {
    throw badRequest(UPLOAD_MESSAGES.notFound);
  }
}
