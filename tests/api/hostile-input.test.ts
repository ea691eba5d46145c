import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { setUpTestServer } from "../helpers/harness";
import { builtPages } from "../helpers/app";

const shop = setUpTestServer(async () => ({ pages: await builtPages() }));

const send = (method: string, url: string, init: { headers?: Record<string, string>; body?: string | FormData } = {}) =>
  fetch(`${shop.url}${url}`, { method, redirect: "manual", ...init });

/** Any method, as sent on the wire (fetch refuses TRACE and CONNECT). */
const raw = (method: string, url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${shop.url}${url}`, { method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });

describe("inputs that once answered 500 (issue 12)", () => {
  it("an unsupported method answers 405 or 501 with a message", async () => {
    for (const url of ["/sitemap.xml", "/", "/api/products", "/wishlist"]) {
      const res = await raw("TRACE", url);
      expect([405, 501], `TRACE ${url}`).toContain(res.status);
      expect(res.body).toMatch(/not (allowed|supported)/i);
    }
  });

  it("malformed percent-encoding in a path answers 400 or 404", async () => {
    for (const url of ["/uploads/%c0%ae%c0%ae/session-secret", "/products/%E0%A4%A", "/api/products/%ff", "/%"]) {
      const res = await send("GET", url);
      expect([400, 404], url).toContain(res.status);
    }
  });

  it("PUT /wishlist asking for JSON answers 405", async () => {
    const res = await send("PUT", "/wishlist", {
      headers: { accept: "application/json", "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(405);
    expect((await res.json()) as unknown).toEqual({ message: expect.stringMatching(/not allowed/i) });
  });

  it("POST /wishlist as application/json-patch+json with an object as id answers 4xx", async () => {
    const res = await send("POST", "/wishlist", {
      headers: { accept: "application/json", "content-type": "application/json-patch+json" },
      body: JSON.stringify({ id: { $gt: 1 } }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it("a page action posted as multipart/form-data with an unexpected body answers 4xx", async () => {
    for (const url of ["/wishlist", "/cart", "/login", "/checkout", "/products/1"]) {
      const res = await send("POST", url, {
        headers: { "content-type": "multipart/form-data; boundary=xyz", origin: shop.url },
        body: "not a multipart body at all",
      });
      expect(res.status, `POST ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `POST ${url}`).toBeLessThan(500);
    }
  });
});
