import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { uploads } from "../../server/db/schema";
import { importDiskUploads, saveUpload } from "../../server/catalog/uploads";
import { databaseUploadStore } from "../../server/catalog/upload-store";
import { createTestDatabase } from "../helpers/db";
import { startTestServerPair, type TestServer, type TestServerPair } from "../helpers/app";
import { userWithSession } from "../helpers/accounts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");

let database: Database;
let pair: TestServerPair;
let a: TestServer;
let b: TestServer;
let adminToken: string;

const uploadCount = async () => (await database.db.select({ n: count() }).from(uploads))[0]!.n;

beforeAll(async () => {
  database = await createTestDatabase();
  // Two app instances with their own DATA_DIRs over one database: nothing an upload needs is on disk.
  pair = await startTestServerPair(database);
  ({ a, b } = pair);
  adminToken = (await userWithSession(database.db, "admin")).token;
});

afterAll(async () => {
  await pair?.close();
  await database?.close();
});

describe("uploads kept in the database", () => {
  it("an image uploaded through one instance is served by another, immutable, and revalidates with its ETag", async () => {
    const form = new FormData();
    form.append("image", new Blob([PNG], { type: "image/png" }), "a.png");
    const res = await fetch(`${a.url}/api/uploads`, {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };

    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Re-encoded by the image pipeline (tests/api/image-pipeline.test.ts): still a 1x1 PNG.
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(PNG.subarray(0, 8));

    const again = await fetch(`${b.url}${url}`, { headers: { "if-none-match": served.headers.get("etag")! } });
    expect(again.status).toBe(304);
    const since = await fetch(`${a.url}${url}`, {
      headers: { "if-modified-since": served.headers.get("last-modified")! },
    });
    expect(since.status).toBe(304);
    const head = await fetch(`${a.url}${url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
  });

  it("answers 404 to names that are not uploads, and to upload names that do not exist", async () => {
    for (const bad of ["../db", "x.png", `${"c".repeat(32)}.svg`, `${"c".repeat(32)}.png`]) {
      expect((await fetch(`${a.url}/uploads/${bad}`)).status).toBe(404);
    }
  });

  it("copies DATA_DIR/uploads into the database once; other files there are ignored", async () => {
    const dir = path.join(pair.dataDir, "old", "uploads");
    await mkdir(dir, { recursive: true });
    const png = `${"1".repeat(32)}.png`;
    const gif = `${"2".repeat(32)}.gif`;
    await writeFile(path.join(dir, png), PNG);
    await writeFile(path.join(dir, gif), GIF);
    await writeFile(path.join(dir, `${"3".repeat(32)}.png`), "<html>not an image</html>");
    await writeFile(path.join(dir, "notes.txt"), "hello");
    // An upload already in the database (from an earlier start) is not copied again.
    const before = await uploadCount();

    expect(await importDiskUploads(database.db, databaseUploadStore(database.db), path.join(pair.dataDir, "old"))).toBe(
      2,
    );
    expect(await importDiskUploads(database.db, databaseUploadStore(database.db), path.join(pair.dataDir, "old"))).toBe(
      0,
    );
    expect(await uploadCount()).toBe(before + 2);
    expect(
      await importDiskUploads(database.db, databaseUploadStore(database.db), path.join(pair.dataDir, "none")),
    ).toBe(0);

    const served = await fetch(`${b.url}/uploads/${gif}`);
    expect(served.headers.get("content-type")).toBe("image/gif");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(GIF);
  });

  it("saves nothing for a refused file", async () => {
    const before = await uploadCount();
    await expect(saveUpload(database.db, databaseUploadStore(database.db), Buffer.from("<svg/>"))).rejects.toThrow(
      /JPEG, PNG, WebP or GIF/,
    );
    expect(await uploadCount()).toBe(before);
  });
});
