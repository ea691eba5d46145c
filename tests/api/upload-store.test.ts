/**
 * Uploads kept in an S3-compatible bucket (docs/decisions/018-upload-storage.md), through the AWS SDK
 * against a local service that speaks S3's protocol and checks its signatures (tests/helpers/fake-s3.ts).
 */
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { uploadObjects, uploadRenditions, uploads } from "../../server/db/schema";
import { saveUpload } from "../../server/catalog/uploads";
import {
  createUploadStore,
  databaseUploadStore,
  moveUploadsToBucket,
  uploadsOutsideDatabase,
  type UploadStore,
} from "../../server/catalog/upload-store";
import { createTestDatabase } from "../helpers/db";
import { startTestServerPair, testConfig, type TestServer, type TestServerPair } from "../helpers/app";
import { FAKE_S3_KEYS, fakeS3Env, startFakeS3, type FakeS3 } from "../helpers/fake-s3";
import { startInstance } from "../helpers/instance";
import { userWithSession } from "../helpers/accounts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const BUCKET = "stylehub-uploads";

let database: Database;
let s3: FakeS3;
let s3Env: Record<string, string>;
let pair: TestServerPair;
let a: TestServer;
let b: TestServer;
let adminToken: string;

/** An address nothing listens on. */
async function closedPort(): Promise<string> {
  const probe = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const bucket = () => s3.buckets.get(BUCKET)!;
const namesOf = async (upload: string) => [
  upload,
  ...(
    await database.db
      .select({ name: uploadRenditions.name })
      .from(uploadRenditions)
      .where(eq(uploadRenditions.uploadName, upload))
  ).map((r) => r.name),
];
const inDatabase = async (names: string[]) =>
  (await database.db.select({ n: count() }).from(uploadObjects).where(inArray(uploadObjects.name, names)))[0]!.n;
const bucketStore = (env: Record<string, string> = s3Env) => createUploadStore(database.db, testConfig(env));

async function upload(url: string) {
  const form = new FormData();
  form.append("image", new Blob([PNG], { type: "image/png" }), "a.png");
  const res = await fetch(`${url}/api/uploads`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startFakeS3(FAKE_S3_KEYS, [BUCKET]);
  s3Env = fakeS3Env(s3, BUCKET);
  pair = await startTestServerPair(database, s3Env);
  ({ a, b } = pair);
  adminToken = (await userWithSession(database.db, "admin")).token;
});

afterAll(async () => {
  await pair?.close();
  await s3?.close();
  await database?.close();
});

describe("uploads kept in an S3-compatible bucket", () => {
  it("an image uploaded through instance A goes to the bucket, not the database, and instance B serves it from there", async () => {
    const url = await upload(a.url);
    const name = path.posix.basename(url);
    const names = await namesOf(name);
    expect(names).toHaveLength(3); // the original, and a 1 px AVIF and WebP
    for (const key of names) expect(bucket().has(key)).toBe(true);
    expect(await inDatabase(names)).toBe(0);
    expect(bucket().get(name)!.contentType).toBe("image/png");

    const calls = s3.calls.length;
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes).toEqual(bucket().get(name)!.bytes);
    expect(bytes.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect(s3.calls.slice(calls)).toEqual([`GET /${BUCKET}/${name}`]);

    // HEAD asks the bucket for the length only; a revalidation is answered without it.
    const head = await fetch(`${b.url}${url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect(s3.calls.at(-1)).toBe(`HEAD /${BUCKET}/${name}`);
    const before = s3.calls.length;
    const again = await fetch(`${a.url}${url}`, { headers: { "if-none-match": served.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(s3.calls.length).toBe(before);

    const rendition = names.find((n) => n.endsWith(".webp"))!;
    const webp = await fetch(`${a.url}/uploads/${rendition}`);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await webp.arrayBuffer())).toEqual(bucket().get(rendition)!.bytes);
  });

  it("an upload the bucket does not have is a 404; an upload name that is not one never reaches the bucket", async () => {
    const calls = s3.calls.length;
    expect((await fetch(`${a.url}/uploads/${"c".repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${a.url}/uploads/..%2Fdb`)).status).toBe(404);
    expect(s3.calls.length).toBe(calls); // neither is in the database, so the bucket is not asked
  });

  it("when the bucket refuses part of an upload, nothing of it is kept (what was written is deleted)", async () => {
    const real = bucketStore();
    let puts = 0;
    const failing: UploadStore = {
      ...real,
      put: async (name, bytes) => {
        if (++puts === 2) throw new Error("the bucket refused it");
        await real.put(name, bytes);
      },
    };
    const objects = bucket().size;
    const rows = (await database.db.select({ n: count() }).from(uploads))[0]!.n;
    await expect(saveUpload(database.db, failing, PNG)).rejects.toThrow(/refused/);
    expect(bucket().size).toBe(objects);
    expect(s3.calls.some((c) => c.startsWith(`DELETE /${BUCKET}/`))).toBe(true);
    expect((await database.db.select({ n: count() }).from(uploads))[0]!.n).toBe(rows);
  });

  it("uploads kept in the database move into the bucket, once, with two instances moving at once, and are served throughout", async () => {
    const kept = [];
    for (let i = 0; i < 4; i++) kept.push(await saveUpload(database.db, databaseUploadStore(database.db), PNG));
    const names = (await Promise.all(kept.map((photo) => namesOf(path.posix.basename(photo.src))))).flat();
    expect(names).toHaveLength(12);
    expect(await inDatabase(names)).toBe(12);
    for (const key of names) expect(bucket().has(key)).toBe(false);

    // Not moved yet: an instance with the bucket serves them from the database.
    const first = await fetch(`${b.url}${kept[0]!.src}`);
    expect(first.status).toBe(200);
    const original = Buffer.from(await first.arrayBuffer());

    const moved = await Promise.all([
      moveUploadsToBucket(database.db, bucketStore(), 5),
      moveUploadsToBucket(database.db, bucketStore(), 5),
    ]);
    expect(moved[0] + moved[1]).toBe(12);
    expect(await inDatabase(names)).toBe(0);
    for (const key of names) expect(bucket().has(key)).toBe(true);
    expect(await moveUploadsToBucket(database.db, bucketStore())).toBe(0);
    // Without a bucket there is nothing to move to.
    expect(await moveUploadsToBucket(database.db, databaseUploadStore(database.db))).toBe(0);

    const calls = s3.calls.length;
    const after = await fetch(`${a.url}${kept[0]!.src}`);
    expect(Buffer.from(await after.arrayBuffer())).toEqual(original);
    expect(s3.calls.slice(calls)).toEqual([`GET /${BUCKET}${kept[0]!.src.replace("/uploads", "")}`]);

    // A store started later without the S3_ settings can tell that these live elsewhere.
    expect(await uploadsOutsideDatabase(database.db)).toBeGreaterThanOrEqual(4);
  });
});

describe("a bucket that is set but cannot be used", () => {
  it("says which bucket, where, and what to check", async () => {
    const unreachable = await closedPort();
    await expect(bucketStore({ ...s3Env, S3_ENDPOINT: unreachable }).check()).rejects.toThrow(
      `Uploads cannot be kept in the S3 bucket "${BUCKET}" at ${unreachable}: it could not be reached`,
    );
    await expect(bucketStore({ ...s3Env, S3_BUCKET: "no-such-bucket" }).check()).rejects.toThrow(
      /S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+: the bucket does not exist/,
    );
    await expect(bucketStore({ ...s3Env, S3_SECRET_ACCESS_KEY: "not-the-secret" }).check()).rejects.toThrow(
      /access was refused \(check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    await expect(bucketStore().check()).resolves.toBeUndefined();
  });

  it("stops the server at start with that message, before it opens the database", async () => {
    const unreachable = await closedPort();
    const started = startInstance({ ...s3Env, S3_ENDPOINT: unreachable, DATA_DIR: path.join(pair.dataDir, "down") });
    await expect(started).rejects.toThrow(
      new RegExp(`server exited early:[\\s\\S]*S3 bucket "${BUCKET}" at ${unreachable}: it could not be reached`),
    );
  }, 60_000);
});
