import { existsSync, readdirSync, readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db";
import { setUpTestServer } from "../helpers/harness";
import { builtPages, startTestServer } from "../helpers/app";

describe("the server frame", () => {
  const shop = setUpTestServer(async () => ({ pages: await builtPages() }));

  it("answers /healthz with 200 while the database answers", async () => {
    const res = await fetch(`${shop.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers malformed JSON with a clear 400", async () => {
    const res = await fetch(`${shop.url}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"productId": 1,',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Malformed JSON in request body" });
  });

  it("answers an oversized body with a clear 413", async () => {
    const res = await fetch(`${shop.url}/submit-order`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ note: "x".repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Request body is too large" });
  });

  it("answers unknown API paths with JSON 404", async () => {
    const res = await fetch(`${shop.url}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: "No API route for GET /api/no-such-thing" });
  });

  it("renders the 404 page with status 404 for unknown paths", async () => {
    const res = await fetch(`${shop.url}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(html).toContain("<title>Page not found | StyleHub</title>");
  });

  it("sends security headers with a nonce-based Content-Security-Policy that the page uses", async () => {
    // A shopper's request (with a page cookie: a remembered PIN code); without one the page's scripts are
    // allowed by hash instead (tests/api/shared-pages.test.ts).
    const res = await fetch(`${shop.url}/`, { headers: { cookie: "delivery_pin=110001" } });
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    const html = await res.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // The store's own pages need no inline style, so the CSP can refuse it: no style attribute or element in the HTML.
    expect(csp).toMatch(/style-src 'self'(;|$)/);
    expect(html).not.toMatch(/<[a-z][^>]*\sstyle=/i);
    expect(html).not.toMatch(/<style[\s>]/i);
  });

  it("shows images only from the store itself and the image hosts the owner allowed", async () => {
    const csp = (await fetch(`${shop.url}/healthz`)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/images\.example\.com http:\/\/images\.example\.com(;|$)/);
    expect(csp).not.toMatch(/img-src[^;]* https:(;| )/);
  });

  it("lets Razorpay's checkout script and frames in only when Razorpay keys are set", async () => {
    const without = (await fetch(`${shop.url}/healthz`)).headers.get("content-security-policy") ?? "";
    expect(without).not.toContain("razorpay.com");
    // Without JavaScript the checkout posts to the store's own TEST MODE page only.
    expect(without).toMatch(/form-action 'self'(;|$)/);
    const withKeys = await startTestServer(shop.database, {
      env: { RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "secret" },
    });
    try {
      const csp = (await fetch(`${withKeys.url}/healthz`)).headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
      // Razorpay's checkout.js styles its own overlay, and loads its risk-detection script from its CDN.
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
      expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.razorpay\.com/);
      // Without JavaScript the checkout posts a form to Razorpay's hosted checkout.
      expect(csp).toMatch(/form-action 'self' https:\/\/api\.razorpay\.com(;|$)/);
    } finally {
      await withKeys.close();
    }
  });

  it("serves hashed assets with long cache headers", async () => {
    const html = await (await fetch(`${shop.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${shop.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's own compressed copies of its files, as the browser takes them", async () => {
    const html = await (await fetch(`${shop.url}/`)).text();
    const script = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const built = (file: string) => readFileSync(path.join("build/client", file));
    for (const file of [
      script!,
      "/assets/" + /\/assets\/(app-[^"]+\.css)/.exec(html)![1]!,
      "/images/products/shrt-025.svg",
    ]) {
      const brotli = await rawGet(`${shop.url}${file}`, "gzip, deflate, br, zstd");
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
      // The file written at build time, byte for byte: nothing is compressed again for the request.
      expect(brotli.body.equals(built(`${file}.br`))).toBe(true);
      const gzip = await rawGet(`${shop.url}${file}`, "gzip");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gzip.body.equals(built(`${file}.gz`))).toBe(true);
      const plain = await rawGet(`${shop.url}${file}`, "");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(built(file))).toBe(true);
      expect(plain.headers["content-type"]?.toLowerCase()).toBe(brotli.headers["content-type"]?.toLowerCase());
    }
  });

  it("compresses, as it is asked for, a file of the build that has no compressed copy", async () => {
    // React Router writes its manifest module after the bundle, so the build leaves it without copies.
    const manifest = readdirSync("build/client/assets").find((file) => /^manifest-.*\.js$/.test(file));
    expect(manifest).toBeTruthy();
    const file = path.join("build/client/assets", manifest!);
    expect(existsSync(`${file}.br`)).toBe(false);
    const brotli = await rawGet(`${shop.url}/assets/${manifest}`, "br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(readFileSync(file))).toBe(true);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers /healthz with 503 when the database does not", async () => {
    const broken = await createTestDatabase();
    const brokenServer = await startTestServer(broken);
    await broken.close();
    try {
      const res = await fetch(`${brokenServer.url}/healthz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable", database: "down" });
    } finally {
      await brokenServer.close();
    }
  });
});

describe("the error page", () => {
  it("answers 500 with a request id and no stack when page rendering fails", async () => {
    const database = await createTestDatabase();
    const failing = await startTestServer(database, {
      pages: {
        kind: "dev",
        middleware: (_req, _res, next) => next(),
        loadBuild: () => Promise.reject(new Error("secret internal detail")),
      },
    });
    try {
      const res = await fetch(`${failing.url}/`);
      expect(res.status).toBe(500);
      const requestId = res.headers.get("x-request-id");
      const html = await res.text();
      expect(html).toContain("Something went wrong");
      expect(html).toContain(requestId);
      expect(html).not.toContain("secret internal detail");
      expect(html).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      await failing.close();
      await database.close();
    }
  });
});

/** A GET whose body is left as it came (fetch would undo the compression this file checks). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
