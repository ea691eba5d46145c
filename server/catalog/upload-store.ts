import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { count, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Config, S3Settings } from "../config";
import type { Db } from "../db/client";
import { uploadObjects, uploads } from "../db/schema";

/*
 * Where the bytes of uploads and their renditions are kept (docs/decisions/018-upload-storage.md): the
 * database (the upload_objects table) or, when the S3_ settings name a bucket, an S3-compatible bucket
 * through the AWS SDK. What the store knows of an upload (its type, size, renditions) stays in the database
 * either way; a store holds bytes by name, nothing else. Names are random and never reused, so an object is
 * written once and never changed.
 */

/** One object's bytes, as a stream (served as it comes) and its length. */
export interface StoredObject {
  length: number;
  body: Readable;
}

export interface UploadStore {
  readonly kind: "database" | "s3";
  /** Where the bytes are, for the logs and messages ("the database", `S3 bucket "photos" at …`). */
  readonly where: string;
  /** Keeps these bytes under this name (again with the same bytes is harmless). */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The object, or undefined when there is none by that name. */
  get(name: string): Promise<StoredObject | undefined>;
  /** Its length without its bytes (a HEAD request), or undefined when there is none. */
  head(name: string): Promise<number | undefined>;
  delete(name: string): Promise<void>;
  /** Throws a clear error when the store cannot be used (checked at start). */
  check(): Promise<void>;
}

/** The content type of an object by its name's extension (uploads and renditions both carry it). */
export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};
const contentTypeOf = (name: string) =>
  CONTENT_TYPE_BY_EXTENSION[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";

export async function readAll(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The bytes in the database, beside what the store knows of them. */
export function databaseUploadStore(db: Db): UploadStore {
  return {
    kind: "database",
    where: "the database",
    async put(name, bytes) {
      await db.insert(uploadObjects).values({ name, bytes }).onConflictDoNothing();
    },
    async get(name) {
      const [row] = await db
        .select({ bytes: uploadObjects.bytes })
        .from(uploadObjects)
        .where(eq(uploadObjects.name, name));
      return row ? { length: row.bytes.length, body: Readable.from([row.bytes]) } : undefined;
    },
    async head(name) {
      const [row] = await db
        .select({ length: sql<number>`octet_length(${uploadObjects.bytes})`.mapWith(Number) })
        .from(uploadObjects)
        .where(eq(uploadObjects.name, name));
      return row?.length;
    },
    async delete(name) {
      await db.delete(uploadObjects).where(eq(uploadObjects.name, name));
    },
    async check() {},
  };
}

/** Raised when the bucket cannot be used; the message names the bucket, the endpoint and what to check. */
export class UploadStoreError extends Error {}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/** Why a call to the bucket failed, in words an operator can act on. */
function reason(error: unknown): string {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404) return "the bucket does not exist (create it, or correct S3_BUCKET)";
  if (status === 403 || status === 401) {
    return "access was refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and the key's rights on the bucket)";
  }
  const err = error as { code?: string; name?: string; message?: string };
  const what = [err.code, err.message].filter(Boolean).join(": ") || err.name || String(error);
  return status ? `it answered ${status} (${what})` : `it could not be reached (${what})`;
}

/** The bytes in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …), one object a name. */
export function s3UploadStore(settings: S3Settings): UploadStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: the SDK's newer default (a CRC32 on every call) is refused by
    // several S3-compatible services, and the bytes are already checked by TLS and the pipeline.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable bucket must fail a request (and a start) in seconds, not hang it.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const where = `S3 bucket "${Bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`}`;
  const fail = (doing: string, error: unknown) => new UploadStoreError(`${doing} ${where}: ${reason(error)}`);
  return {
    kind: "s3",
    where,
    async put(name, bytes) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: name,
            Body: bytes,
            ContentType: contentTypeOf(name),
            // Served by the store with the same header; set on the object too for anything reading the bucket.
            CacheControl: "public, max-age=31536000, immutable",
          }),
        );
      } catch (error) {
        throw fail(`Could not keep ${name} in the`, error);
      }
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!answer.Body) return undefined;
        return { length: Number(answer.ContentLength), body: answer.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw fail(`Could not read ${name} from the`, error);
      }
    },
    async head(name) {
      try {
        return Number((await client.send(new HeadObjectCommand({ Bucket, Key: name }))).ContentLength);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw fail(`Could not look up ${name} in the`, error);
      }
    },
    async delete(name) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
      } catch (error) {
        throw fail(`Could not delete ${name} from the`, error);
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw fail("Uploads cannot be kept in the", error);
      }
    },
  };
}

/**
 * The bucket first, then the database: while a start moves the database's uploads into the bucket (or when
 * one could not be moved yet), every upload is still served. New bytes go to the bucket only.
 */
function bucketThenDatabase(bucket: UploadStore, database: UploadStore): UploadStore {
  return {
    kind: bucket.kind,
    where: bucket.where,
    put: (name, bytes) => bucket.put(name, bytes),
    get: async (name) => (await bucket.get(name)) ?? database.get(name),
    head: async (name) => (await bucket.head(name)) ?? database.head(name),
    async delete(name) {
      await bucket.delete(name);
      await database.delete(name);
    },
    check: () => bucket.check(),
  };
}

/** The store the settings ask for: the bucket of the S3_ settings, else the database. */
export function createUploadStore(db: Db, config: Pick<Config, "s3">): UploadStore {
  const database = databaseUploadStore(db);
  return config.s3 ? bucketThenDatabase(s3UploadStore(config.s3), database) : database;
}

/**
 * Moves the uploads kept in the database into the bucket, a few at a time: each batch is claimed with
 * `for update skip locked`, written to the bucket, then deleted from the table, in one transaction. Any
 * number of instances may run it at once (each object is moved by one of them; a batch interrupted before
 * its commit is claimed again and written again, with the same bytes), and every start may: when nothing is
 * left it does nothing. Until an upload has moved it is served from the database. Answers how many moved.
 */
export async function moveUploadsToBucket(db: Db, bucket: UploadStore, batch = 10): Promise<number> {
  if (bucket.kind !== "s3") return 0;
  let moved = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ name: uploadObjects.name, bytes: uploadObjects.bytes })
        .from(uploadObjects)
        .orderBy(uploadObjects.name)
        .limit(batch)
        .for("update", { skipLocked: true });
      for (const row of rows) await bucket.put(row.name, row.bytes);
      if (rows.length)
        await tx.delete(uploadObjects).where(
          inArray(
            uploadObjects.name,
            rows.map((r) => r.name),
          ),
        );
      return rows.length;
    });
    moved += done;
    if (done < batch) return moved;
  }
}

/**
 * How many uploads have their bytes in neither the database nor (so far as the database knows) anywhere:
 * with no bucket set, these are the uploads an earlier start moved into a bucket, which the store cannot
 * serve until the S3_ settings are given again.
 */
export async function uploadsOutsideDatabase(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(
      notExists(
        db.select({ name: uploadObjects.name }).from(uploadObjects).where(eq(uploadObjects.name, uploads.name)),
      ),
    );
  return row?.n ?? 0;
}
