// Property-based fuzzing (issue 12): hostile requests over every route of the README's API table and the
// pages' form actions. None may answer 5xx, and a refused one changes no stock, order or cart.
import { afterAll, beforeAll, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { createTestDatabase } from "../helpers/db";
import { builtPages, startTestServer, type TestServer } from "../helpers/app";
import { addProduct } from "../helpers/catalog";

const SEED = 1212;
const RUNS = 300;

let database: Database;
let server: TestServer;
let cookie = "";

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { pages: await builtPages() });
  const perfume = await addProduct(database.db, { category: "Perfumes", stock: 60 });
  // One guest throughout, with something in the cart and the wishlist, so that removals have a target.
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

// The README's API table (":id" and the like are filled by the fuzzer).
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
  "__proto__",
  "constructor",
];
const scalar = fc.oneof(
  fc.integer({ min: -5, max: 400 }),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom("6", "M", "N/A", "1e309", "-1", "0x10", "a@b.co", "%c0%ae", "' or 1=1 --", "\u0000", ""),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: "small" }, scalar, fc.array(tie("v"), { maxLength: 3 }), tie("o")),
  o: fc.dictionary(fc.constantFrom(...FIELDS), tie("v"), { maxKeys: 5 }),
})).v;
const idSegment = fc.oneof(
  fc.integer({ min: -2, max: 400 }).map(String),
  fc.constantFrom("abc", "%c0%ae", "%", "1.5", "99999999999999999999", "clear", "ORD-0001", "%2e%2e"),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json-patch+json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "text/plain",
  "application/xml",
);

const request = fc.record({
  route: fc.oneof(
    fc.constantFrom(...API_ROUTES),
    fc.constantFrom(...PAGE_ACTIONS).map((p): [string, string] => ["POST", p]),
  ),
  method: fc.option(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "TRACE", "PROPFIND"), { freq: 4 }),
  id: idSegment,
  contentType,
  body: fc.oneof(
    value.map((v) => JSON.stringify(v)),
    fc
      .dictionary(fc.constantFrom(...FIELDS), fc.string({ maxLength: 20 }))
      .map((o) => new URLSearchParams(o).toString()),
    fc.string({ maxLength: 200 }),
  ),
  accept: fc.constantFrom("application/json", "text/html", "*/*"),
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

it(`answers ${RUNS} hostile requests without a 5xx, changing nothing when it refuses (seed ${SEED})`, async () => {
  await fc.assert(
    fc.asyncProperty(request, async ({ route, method, id, contentType, body, accept }) => {
      const verb = method ?? route[0];
      const url = route[1].replace(":id", id);
      const before = await snapshot();
      const res = await fetch(`${server.url}${url}`, {
        method: verb === "TRACE" ? "PROPFIND" : verb, // fetch refuses TRACE; hostile-input.test.ts sends it raw
        headers: { "content-type": contentType, accept, cookie, origin: server.url },
        body: verb === "GET" ? undefined : body,
        redirect: "manual",
      });
      const text = await res.text();
      expect(res.status, `${verb} ${url} ${contentType} ${body}\n${text.slice(0, 300)}`).toBeLessThan(500);
      if (res.status >= 400) expect(await snapshot(), `${verb} ${url} ${body}`).toEqual(before);
    }),
    { seed: SEED, numRuns: RUNS, verbose: true },
  );
}, 120_000);
