import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** An object the fake keeps: its bytes and what the client said of them. */
export interface FakeS3Object {
  bytes: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
  lastModified: Date;
}

export interface FakeS3 {
  /** The address to give as S3_ENDPOINT (path-style addressing: S3_FORCE_PATH_STYLE=true). */
  endpoint: string;
  /** The objects of each bucket, by key. */
  buckets: Map<string, Map<string, FakeS3Object>>;
  /** Each request, as "GET /bucket/key" (the S3 operation can be read from the method and path). */
  calls: string[];
  close(): Promise<void>;
}

const xml = (res: ServerResponse, status: number, code: string, message: string, resource: string) =>
  res
    .writeHead(status, { "content-type": "application/xml" })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake</RequestId></Error>`,
    );

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
/** RFC 3986 encoding, as Signature Version 4 wants it. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Checks an AWS Signature Version 4 `Authorization` header as S3 does
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): the canonical request
 * from the method, path, query, signed headers and the payload hash (`x-amz-content-sha256`, which must
 * match the body unless it says UNSIGNED-PAYLOAD), signed with a key derived from the secret, the date,
 * the region and "s3". Answers the S3 error code, or undefined when the request is signed right.
 */
function checkSignature(
  req: IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string },
): string | undefined {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? "",
    );
  if (!auth) return "AccessDenied";
  const [, accessKeyId, day, region, signedHeaders, signature] = auth as unknown as string[];
  if (accessKeyId !== keys.accessKeyId) return "InvalidAccessKeyId";
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return "XAmzContentSHA256Mismatch";
  const url = new URL(req.url ?? "/", "http://fake");
  const query = [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const names = signedHeaders!.split(";");
  const headers = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", String(req.headers["x-amz-date"]), scope, sha256(canonical)].join("\n");
  let key: Buffer = hmac(`AWS4${keys.secretAccessKey}`, day!);
  for (const part of [region!, "s3", "aws4_request"]) key = hmac(key, part);
  return createHmac("sha256", key).update(toSign).digest("hex") === signature ? undefined : "SignatureDoesNotMatch";
}

/**
 * A local S3-compatible service for tests, speaking S3's REST protocol with path-style addressing
 * (`/bucket/key`): HeadBucket, PutObject, GetObject, HeadObject and DeleteObject, with S3's status codes,
 * headers and XML errors, and requests signed with Signature Version 4 checked against these keys. Never
 * the live service. The buckets named here exist; any other answers NoSuchBucket.
 */
export async function startFakeS3(
  keys: { accessKeyId: string; secretAccessKey: string },
  bucketNames: string[],
): Promise<FakeS3> {
  const buckets = new Map(bucketNames.map((name) => [name, new Map<string, FakeS3Object>()]));
  const calls: string[] = [];

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    calls.push(`${req.method} ${path}`);
    const [, bucketName = "", ...rest] = path.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const head = req.method === "HEAD";
    const refused = checkSignature(req, body, keys);
    if (refused) {
      if (head) return void res.writeHead(403).end();
      return xml(res, 403, refused, "The request signature we calculated does not match", path);
    }
    const bucket = buckets.get(bucketName);
    if (!bucket) {
      if (head) return void res.writeHead(404).end();
      return xml(res, 404, "NoSuchBucket", "The specified bucket does not exist", path);
    }
    if (!key) {
      if (head) return void res.writeHead(200).end(); // HeadBucket
      return xml(res, 501, "NotImplemented", "Only object operations and HeadBucket are implemented", path);
    }
    switch (req.method) {
      case "PUT": {
        const object: FakeS3Object = {
          bytes: body,
          contentType: req.headers["content-type"],
          cacheControl: req.headers["cache-control"],
          lastModified: new Date(),
        };
        bucket.set(key, object);
        return void res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` }).end();
      }
      case "GET":
      case "HEAD": {
        const object = bucket.get(key);
        if (!object) {
          if (head) return void res.writeHead(404).end();
          return xml(res, 404, "NoSuchKey", "The specified key does not exist.", path);
        }
        res.writeHead(200, {
          "content-type": object.contentType ?? "binary/octet-stream",
          "content-length": object.bytes.length,
          etag: `"${createHash("md5").update(object.bytes).digest("hex")}"`,
          "last-modified": object.lastModified.toUTCString(),
          ...(object.cacheControl ? { "cache-control": object.cacheControl } : {}),
        });
        return void res.end(head ? undefined : object.bytes);
      }
      case "DELETE":
        bucket.delete(key); // S3 answers 204 whether or not the key existed
        return void res.writeHead(204).end();
      default:
        return xml(res, 405, "MethodNotAllowed", "The specified method is not allowed", path);
    }
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    buckets,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The keys the tests sign with (never real ones). */
export const FAKE_S3_KEYS = {
  accessKeyId: "AKIASTYLEHUBTEST01",
  secretAccessKey: "fake-s3-secret-for-the-tests-only-0123",
};

/** The store's S3_ settings for a bucket of this fake. */
export const fakeS3Env = (s3: FakeS3, bucket: string): Record<string, string> => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: "ap-south-1",
  S3_ACCESS_KEY_ID: FAKE_S3_KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: FAKE_S3_KEYS.secretAccessKey,
  S3_FORCE_PATH_STYLE: "true",
});
