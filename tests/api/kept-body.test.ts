import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { setUpTestServer } from "../helpers/harness";
import { builtPages } from "../helpers/app";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, before any decoding. */
  raw: Buffer;
  /** The bytes decoded by their Content-Encoding. */
  decoded: Buffer;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode the answer). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const decoded =
            encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode!, headers: res.headers, raw, decoded });
        });
      })
      .on("error", reject);
  });
}

// What a client asks for, and the encoding a kept answer comes back in.
const NEGOTIATIONS: [string, string | undefined][] = [
  // A browser: it lists gzip first, all equally liked; brotli is smaller.
  ["gzip, deflate, br, zstd", "br"],
  ["gzip", "gzip"],
  ["br;q=0.5, gzip", "gzip"],
  ["identity", undefined],
  ["br;q=0, gzip;q=0", undefined],
];

// A page or a catalogue read that the store keeps is compressed once, not for every client that asks
// (server/http/kept-body.ts): each client still gets the encoding it asked for, and the same content.
describe("kept answers, compressed", () => {
  const shop = setUpTestServer(async () => ({ pages: await builtPages() }));

  for (const path of ["/shirts", "/api/products?limit=20", "/api/products/facets", "/api/collections"]) {
    it(`sends ${path} in the encoding each client takes, the same content in each`, async () => {
      const plain = await rawGet(`${shop.url}${path}`, {});
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.raw.length).toBeGreaterThan(1024);
      for (const [accepted, expected] of NEGOTIATIONS) {
        // Twice: the first may be rendered or read afresh, the second is the kept one.
        for (const round of [1, 2]) {
          const answer = await rawGet(`${shop.url}${path}`, { "accept-encoding": accepted });
          const what = `${accepted} (${round})`;
          expect(answer.status, what).toBe(200);
          expect(answer.headers["content-encoding"], what).toBe(expected);
          expect(answer.headers.vary, what).toMatch(/Accept-Encoding/i);
          expect(answer.headers.etag, what).toBe(plain.headers.etag);
          expect(answer.decoded.equals(plain.raw), what).toBe(true);
          if (expected) expect(answer.raw.length, what).toBeLessThan(plain.raw.length / 2);
          expect(Number(answer.headers["content-length"]), what).toBe(answer.raw.length);
        }
      }
    });
  }

  it("compresses a kept answer once however many clients take it", async () => {
    const path = "/api/products?limit=20&sort=price-asc";
    const brotli = vi.spyOn(zlib, "brotliCompressSync");
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await rawGet(`${shop.url}${path}`, { "accept-encoding": "br" }));
      expect(answers.map((a) => a.headers["content-encoding"])).toEqual(Array(5).fill("br"));
      expect(brotli).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
    }
  });

  it("leaves a small kept answer as it is", async () => {
    const path = "/api/products/suggestions?q=zzzz";
    for (const _round of [1, 2]) {
      const answer = await rawGet(`${shop.url}${path}`, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(answer.status).toBe(200);
      expect(answer.raw.length).toBeLessThan(1024);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(answer.raw.toString("utf8"))).toEqual({ products: [], collections: [] });
    }
  });

  // Kept catalogue answers skip the `compression` middleware (server/app.ts): the answers it still compresses
  // as they are sent (one product, read afresh for its stock; a page no cache keeps) are compressed as before.
  for (const path of ["/api/products/1", "/about"]) {
    it(`compresses ${path}, which is not kept, as it is sent`, async () => {
      const plain = await rawGet(`${shop.url}${path}`, {});
      for (const [accepted, expected] of NEGOTIATIONS) {
        const answer = await rawGet(`${shop.url}${path}`, { "accept-encoding": accepted });
        expect(answer.status, accepted).toBe(plain.status);
        expect(answer.decoded.equals(plain.raw), accepted).toBe(true);
        expect(answer.headers["content-encoding"], accepted).toBe(plain.raw.length >= 1024 ? expected : undefined);
      }
    });
  }

  // A page rendered for one shopper (a page cookie makes it theirs) is compressed whole, in one call, by the
  // document entry (compressedWhole in server/http/kept-body.ts), not as a stream by `compression`.
  it("sends a shopper's own page compressed whole, in the encoding each client takes", async () => {
    const cookie = "delivery_pin=110001";
    // What differs between two renders of a shopper's page: its nonce and its request id.
    const comparable = (answer: RawAnswer) =>
      answer.decoded
        .toString("utf8")
        .replaceAll(/nonce="[^"]*"/g, "")
        .replaceAll(String(answer.headers["x-request-id"]), "");
    const plain = await rawGet(`${shop.url}/shirts`, { cookie });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-security-policy"]).toMatch(/'nonce-/);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // `compression` makes a brotli stream for each answer it compresses: none may be made. (The entry's own
    // call, in the built server bundle, is out of this spy's sight.)
    const streamed = vi.spyOn(zlib, "createBrotliCompress");
    try {
      for (const [accepted, expected] of NEGOTIATIONS) {
        const answer = await rawGet(`${shop.url}/shirts`, { cookie, "accept-encoding": accepted });
        expect(answer.status, accepted).toBe(200);
        expect(answer.headers["content-encoding"], accepted).toBe(expected);
        expect(answer.headers.vary, accepted).toMatch(/Accept-Encoding/i);
        expect(comparable(answer), accepted).toBe(comparable(plain));
        if (expected) expect(answer.raw.length, accepted).toBeLessThan(plain.raw.length / 4);
      }
      expect(streamed).not.toHaveBeenCalled();
    } finally {
      streamed.mockRestore();
    }
  });

  it("answers a revalidation with a 304 whatever the encoding", async () => {
    const first = await rawGet(`${shop.url}/api/products?limit=20`, { "accept-encoding": "br" });
    const again = await rawGet(`${shop.url}/api/products?limit=20`, {
      "accept-encoding": "gzip",
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.vary).toMatch(/Accept-Encoding/i);
  });
});
