// Property-based fuzzing: hostile requests over the JSON API's routes (docs/api.md), the pages and their
// form actions, with garbage in every kind of input (bodies, queries, cookies, forwarded hosts, content types).
// None may answer 5xx, and a refused one changes no stock, order or cart. FUZZ_RUNS sets how many requests
// (a quick 1,500 by default; the store is checked with 20,000 on both databases), FUZZ_SEED the seed.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { createTestDatabase } from "../helpers/db";
import { builtPages, startTestServer, type TestServer } from "../helpers/app";
import { addProduct } from "../helpers/catalog";

const SEED = Number(process.env.FUZZ_SEED ?? 1212);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

let database: Database;
let server: TestServer;
let cookie = "";

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { pages: await builtPages() });
  const perfume = await addProduct(database.db, { category: "Perfumes", stock: 60 });
  // One guest throughout, with something in the cart, so that removals have a target.
  const res = await fetch(`${server.url}/api/cart`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ productId: perfume, quantity: 1 }),
  });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

// The JSON API's calls of docs/api.md (":id" and the like are filled by the fuzzer).
const API_ROUTES: [string, string][] = [
  ["GET", "/api/products"],
  ["GET", "/api/products/:id"],
  ["GET", "/api/collections"],
  ["GET", "/api/cart"],
  ["POST", "/api/cart"],
  ["PATCH", "/api/cart/:id"],
  ["DELETE", "/api/cart/:id"],
  ["DELETE", "/api/cart/clear"],
  ["POST", "/api/cart/restore"],
  ["GET", "/api/cart/summary"],
  ["POST", "/api/cart/coupon"],
  ["DELETE", "/api/cart/coupon"],
  ["GET", "/wishlist"],
  ["POST", "/wishlist"],
  ["DELETE", "/wishlist/:id"],
  ["POST", "/submit-order"],
  ["POST", "/api/order/createOrder"],
  ["POST", "/api/verify-payment"],
  ["POST", "/api/order/verifyPayment"],
  ["POST", "/api/payments/razorpay/webhook"],
  ["POST", "/api/test-gateway/payments"],
  ["GET", "/api/orders/:id"],
  ["POST", "/api/orders/lookup"],
  ["POST", "/api/orders/lookup/returns"],
  ["POST", "/api/orders/:id/returns"],
  ["POST", "/api/auth/signup"],
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/logout"],
  ["POST", "/api/auth/forgot-password"],
  ["POST", "/api/auth/reset-password"],
  ["GET", "/api/auth/profile"],
  ["PUT", "/api/auth/profile"],
  ["GET", "/api/auth/orders"],
  ["POST", "/api/products/create"],
  ["GET", "/api/admin/products"],
  ["PATCH", "/api/admin/products/:id"],
  ["GET", "/api/admin/orders"],
  ["PATCH", "/api/admin/orders/:id"],
  ["GET", "/api/admin/returns"],
  ["PATCH", "/api/admin/returns/:id"],
  ["POST", "/api/admin/returns/:id/refund"],
  ["POST", "/api/admin/returns/:id/payout"],
  ["GET", "/api/admin/coupons"],
  ["POST", "/api/admin/coupons"],
  ["PATCH", "/api/admin/coupons/:id"],
  ["GET", "/api/admin/exports/orders"],
  ["GET", "/api/admin/exports/gstr1"],
  ["GET", "/api/admin/exports/catalogue"],
  ["POST", "/api/admin/catalogue/import"],
  ["POST", "/api/uploads"],
  ["GET", "/healthz"],
  ["GET", "/metrics"],
];
// The pages that take a form.
const PAGE_ACTIONS = [
  "/cart",
  "/wishlist",
  "/customer-details",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/orders/lookup",
  "/account",
  "/admin/products",
  "/admin/products/:id",
  "/admin/orders",
  "/admin/returns",
  "/admin/coupons",
  "/admin/exports",
  "/product/:id",
  "/",
];

const FIELDS = [
  "id",
  "_id",
  "productId",
  "product",
  "quantity",
  "size",
  "name",
  "price",
  "amount",
  "status",
  "customer",
  "email",
  "password",
  "username",
  "contact",
  "address",
  "gender",
  "token",
  "intent",
  "orderNumber",
  "razorpay_order_id",
  "razorpay_payment_id",
  "razorpay_signature",
  "dbOrderId",
  "fromCart",
  "code",
  "kind",
  "percent",
  "__proto__",
  "constructor",
];
// Text no person types: the NUL character, broken percent-encoding, JSON-cookie and signed-cookie prefixes.
const NASTY = [
  "\u0000",
  "a\u0000b",
  "%00",
  "%ff",
  "%",
  "%e0%a4%a",
  "%c0%ae",
  "\ud800",
  "j:{}",
  'j:{"a":1}',
  "s:x.y",
  "💥",
];
const scalar = fc.oneof(
  fc.integer({ min: -5, max: 400 }),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 12, unit: "binary" }),
  fc.constantFrom("6", "M", "N/A", "1e309", "-1", "0x10", "a@b.co", "' or 1=1 --", "", ...NASTY),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: "small" }, scalar, fc.array(tie("v"), { maxLength: 3 }), tie("o")),
  o: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.constant("a\u0000b")), tie("v"), { maxKeys: 5 }),
})).v;
const idSegment = fc.oneof(
  fc.integer({ min: -2, max: 400 }).map(String),
  fc.constantFrom("abc", "%c0%ae", "%", "1.5", "99999999999999999999", "clear", "ORD-0001", "%2e%2e", "%00", "1%00"),
);
/** A query or form value as sent: well encoded, or with a raw NUL escape or broken percent-encoding. */
const encodedValue = fc.oneof(
  fc.string({ maxLength: 20 }).map((v) => encodeURIComponent(v)),
  fc.constantFrom("%00", "a%00b", "%ff", "%", "%e0%a4%a", "%zz", "x%2", "+", "a@b.co", "1", "ORD-0001"),
);
const encodedPairs = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.constantFrom("q", "page", "sort", "a%00")), encodedValue), {
    maxLength: 5,
  })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));
const multipartBody = fc
  .array(fc.tuple(fc.constantFrom(...FIELDS), fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...NASTY))), {
    maxLength: 4,
  })
  .map(
    (parts) =>
      parts.map(([name, v]) => `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`).join("") +
      "--xyz--\r\n",
  );
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "application/json-patch+json",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=latin1",
  "application/x-www-form-urlencoded; charset=bogus",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data; charset=latin1; boundary=xyz",
  "multipart/form-data",
  "text/plain",
  "application/xml",
  "garbage",
);
/** Hosts and protocols no address can hold, with a good one now and then. */
const badHost = fc.constantFrom("%", "a b", "[::1", "x/y", "a@b", "evil.example:99999", ",", "#", "a%00b", "127.0.0.1");
const cookieValue = fc.constantFrom('j:{"a":1}', "j:[1]", 'j:"x"', "j:1", "s:j:{}.x", "%00", "a%00b", "%ff", "%", "x");
const cookieName = fc.constantFrom(
  "stylehub_session",
  "stylehub_guest",
  "stylehub_flash",
  "stylehub_device",
  "delivery_pin",
  "stylehub_js",
  "other",
);

const request = fc.record({
  route: fc.oneof(
    fc.constantFrom(...API_ROUTES),
    fc.constantFrom(...PAGE_ACTIONS).map((p): [string, string] => ["POST", p]),
    fc
      .constantFrom(...PAGE_ACTIONS, "/products", "/thank-you", "/sitemap.xml")
      .map((p): [string, string] => ["GET", p]),
  ),
  method: fc.option(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "TRACE", "PROPFIND"), { freq: 4 }),
  id: idSegment,
  query: fc.option(encodedPairs, { freq: 2 }),
  contentType,
  body: fc.oneof(
    value.map((v) => JSON.stringify(v)),
    encodedPairs,
    multipartBody,
    fc.string({ maxLength: 200 }),
  ),
  accept: fc.constantFrom("application/json", "text/html", "*/*"),
  cookies: fc.array(fc.tuple(cookieName, cookieValue), { maxLength: 2 }),
  forwardedHost: fc.option(badHost, { freq: 4 }),
  forwardedProto: fc.option(fc.constantFrom("%", "ftp", "a b", "https"), { freq: 8 }),
  host: fc.option(badHost, { freq: 10 }),
});

/** What a refused request must leave alone: stock, orders and carts. */
async function snapshot() {
  const result = await database.db.execute(sql`select
    (select coalesce(sum(stock), 0) from products)::text as stock,
    (select coalesce(sum(stock), 0) from product_variants)::text as variant_stock,
    (select count(*) from orders)::text as orders,
    (select count(*) from cart_items)::text as lines,
    (select coalesce(sum(quantity), 0) from cart_items)::text as quantity`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

/**
 * One request as sent on the wire: fetch would refuse TRACE and set the Host itself. A connection each, so
 * that one the server closes after a refusal is never used again.
 */
function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    // Node frames a body by itself only for some methods (not DELETE): the length is always given.
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const req = httpRequest(
      `${server.url}${path}`,
      { method, headers: { ...headers, ...length }, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

it(
  `answers ${RUNS} hostile requests without a 5xx, changing nothing when it refuses (seed ${SEED})`,
  async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const verb = r.method ?? r.route[0];
        const url = r.route[1].replace(":id", r.id) + (r.query ? `?${r.query}` : "");
        const headers: Record<string, string> = { "content-type": r.contentType, accept: r.accept, origin: server.url };
        headers.cookie = [cookie, ...r.cookies.map(([name, v]) => `${name}=${v}`)].join("; ");
        if (r.forwardedHost) headers["x-forwarded-host"] = r.forwardedHost;
        if (r.forwardedProto) headers["x-forwarded-proto"] = r.forwardedProto;
        if (r.host) headers.host = r.host;
        const body = verb === "GET" ? undefined : r.body;
        const before = await snapshot();
        const res = await send(verb, url, headers, body);
        const shape = `${verb} ${url} ${JSON.stringify(headers)} ${body}`;
        expect(res.status, `${shape}\n${res.text.slice(0, 300)}`).toBeLessThan(500);
        if (res.status >= 400) expect(await snapshot(), shape).toEqual(before);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  },
  Math.max(120_000, RUNS * 100),
); // 20,000 requests take several minutes on a busy machine
