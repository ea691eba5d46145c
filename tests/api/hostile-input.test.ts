import { createHmac } from "node:crypto";
import { request } from "node:http";
import { connect } from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpTestServer } from "../helpers/harness";
import { builtPages, testSecret } from "../helpers/app";
import { addProduct } from "../helpers/catalog";
import { checkoutCustomer, userWithSession } from "../helpers/accounts";
import { testGatewaySecrets } from "../../server/payments/test-gateway";

const shop = setUpTestServer(async () => ({ pages: await builtPages() }));

const send = (method: string, url: string, init: { headers?: Record<string, string>; body?: string | FormData } = {}) =>
  fetch(`${shop.url}${url}`, { method, redirect: "manual", ...init });

/** Any method and Host, as sent on the wire (fetch refuses TRACE and CONNECT, and sets the Host itself). */
const raw = (method: string, url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${shop.url}${url}`, { method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });

describe("inputs that once answered 500", () => {
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

/** What a refused request must leave alone: stock, carts, wishlists, orders, accounts, sessions, payment events. */
async function snapshot() {
  const result = await shop.db.execute(sql`select
    (select coalesce(sum(stock), 0) from products)::text as stock,
    (select count(*) from cart_items)::text as cart_lines,
    (select count(*) from wishlist_items)::text as wishlist,
    (select count(*) from orders)::text as orders,
    (select count(*) from users)::text as users,
    (select count(*) from sessions)::text as sessions,
    (select count(*) from rate_limit_hits)::text as attempts,
    (select count(*) from payment_events)::text as payment_events`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

/** Sends a request and checks it answered `status` and changed nothing; the answer's text is returned. */
async function refusedUnchanged(
  method: string,
  url: string,
  init: { headers?: Record<string, string>; body?: string | FormData },
  status = 400,
) {
  const before = await snapshot();
  const res = await send(method, url, init);
  const text = await res.text();
  expect(res.status, `${method} ${url}: ${text.slice(0, 300)}`).toBe(status);
  expect(await snapshot(), `${method} ${url}`).toEqual(before);
  return text;
}

const json = { accept: "application/json", "content-type": "application/json" };
const nulIn = (field: string) => `${field}: must not contain the NUL character (U+0000)`;

describe("a host that names no host", () => {
  it("a forwarded host or protocol that is not one is ignored: pages, uploads, the wishlist and forms answer as without it", async () => {
    for (const forwarded of ["%", "a b", "[::1", "evil.example:99999", "x/y", ","]) {
      for (const url of ["/", "/login", "/uploads/missing.webp", "/wishlist"]) {
        const res = await send("GET", url, { headers: { "x-forwarded-host": forwarded, accept: "text/html" } });
        expect(res.status, `${url} with X-Forwarded-Host ${forwarded}`).toBe((await send("GET", url)).status);
      }
      const form = await send("POST", "/orders/lookup", {
        headers: {
          "x-forwarded-host": forwarded,
          origin: shop.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "orderNumber=ORD-0000&email=nobody%40example.com",
      });
      expect(form.status, `POST /orders/lookup with X-Forwarded-Host ${forwarded}`).toBe(404);
    }
    for (const proto of ["%", "ftp", "a b"]) {
      const res = await send("GET", "/login", { headers: { "x-forwarded-proto": proto } });
      expect(res.status, `X-Forwarded-Proto ${proto}`).toBe(200);
    }
  });

  it("a Host header that is not a host answers 400 saying so", async () => {
    for (const host of ["%", "a b", "[::1", "x/y:1"]) {
      const res = await raw("GET", "/login", { host });
      expect(res.status, `Host ${host}`).toBe(400);
      expect(res.body).toBe("The Host header is not valid");
    }
    for (const host of ["shop.example", "localhost:3000", "[::1]:4311", "10.0.0.7", "my_app.internal"]) {
      expect((await raw("GET", "/login", { host })).status, `Host ${host}`).toBe(200);
      const forwarded = await raw("GET", "/login", { "x-forwarded-host": `${host}, proxy.internal` });
      expect(forwarded.status, `X-Forwarded-Host ${host}`).toBe(200);
    }
  });
});

describe("the NUL character (U+0000), which no text the store keeps may hold", () => {
  it("in a JSON body answers 400 naming the field: login, signup, profile, lookup, createOrder, the test gateway", async () => {
    const perfume = await addProduct(shop.db, { category: "Perfumes", stock: 5 });
    const { token } = await userWithSession(shop.db);
    const calls: [string, string, unknown, string, Record<string, string>?][] = [
      ["POST", "/api/auth/login", { email: "asha\u0000@example.com", password: "x".repeat(12) }, "email"],
      [
        "POST",
        "/api/auth/signup",
        { username: "asha\u0000", email: "a@example.com", password: "x".repeat(12) },
        "username",
      ],
      ["PUT", "/api/auth/profile", { username: "asha\u0000" }, "username", { authorization: `Bearer ${token}` }],
      ["POST", "/api/orders/lookup", { orderNumber: "ORD-1\u0000", email: "a@example.com" }, "orderNumber"],
      [
        "POST",
        "/api/order/createOrder",
        { customer: { ...checkoutCustomer, address: "12 MG Road\u0000" }, product: { id: perfume } },
        "customer.address",
      ],
      ["POST", "/api/test-gateway/payments", { order_id: "order_\u0000", outcome: "success" }, "order_id"],
      ["POST", "/api/cart", { productId: perfume, quantity: 1, size: "M\u0000" }, "size"],
      ["POST", "/api/cart", { "product\u0000Id": perfume }, "product\\u0000Id"],
    ];
    for (const [method, url, body, field, headers] of calls) {
      const text = await refusedUnchanged(method, url, {
        headers: { ...json, ...headers },
        body: JSON.stringify(body),
      });
      expect(JSON.parse(text), `${method} ${url}`).toEqual({ message: nulIn(field) });
    }
  });

  it("in a signed webhook's body answers 400 naming the field", async () => {
    const rawBody = JSON.stringify({
      event: "payment.failed",
      payload: { payment: { entity: { id: "pay_1", order_id: "order_\u0000", status: "failed" } } },
    });
    const { webhookSecret } = testGatewaySecrets(testSecret);
    const signature = createHmac("sha256", webhookSecret).update(rawBody).digest("hex");
    const text = await refusedUnchanged("POST", "/api/payments/razorpay/webhook", {
      headers: { ...json, "x-razorpay-signature": signature, "x-razorpay-event-id": "evt_nul" },
      body: rawBody,
    });
    expect(JSON.parse(text)).toEqual({ message: nulIn("payload.payment.entity.order_id") });
  });

  it("in the query or the path answers 400 naming it, on the API and on pages", async () => {
    const { token } = await userWithSession(shop.db, "admin");
    const staff = { authorization: `Bearer ${token}`, cookie: `stylehub_session=${token}` };
    const cases: [string, Record<string, string>, string][] = [
      ["/api/products?q=%00", { accept: "application/json" }, nulIn("query parameter q")],
      ["/api/admin/orders?q=a%00b", { ...staff, accept: "application/json" }, nulIn("query parameter q")],
      ["/admin/orders?q=%00", staff, nulIn("query parameter q")],
      ["/products?page=1&sort%00=x", {}, nulIn("query parameter sort\\u0000")],
      ["/product/%00", {}, "The address is not valid (it holds the NUL character, U+0000)"],
      [
        "/api/products/1%00",
        { accept: "application/json" },
        "The address is not valid (it holds the NUL character, U+0000)",
      ],
    ];
    for (const [url, headers, message] of cases) {
      const text = await refusedUnchanged("GET", url, { headers });
      expect(text, url).toBe(headers.accept === "application/json" ? JSON.stringify({ message }) : message);
    }
  });

  it("in one of the store's cookies answers 400 naming the cookie; another site's cookie is not read", async () => {
    for (const name of ["stylehub_device", "stylehub_session", "stylehub_guest", "delivery_pin"]) {
      const text = await refusedUnchanged("POST", "/api/auth/login", {
        headers: { ...json, cookie: `${name}=a%00b` },
        body: JSON.stringify({ email: "nobody@example.com", password: "x".repeat(12) }),
      });
      expect(JSON.parse(text)).toEqual({ message: nulIn(`cookie ${name}`) });
    }
    const other = await send("GET", "/api/cart", { headers: { cookie: "analytics=a%00b" } });
    expect(other.status).toBe(200);
  });

  it("in a form's field, urlencoded or multipart, answers 400 and the page names the field", async () => {
    const multipart = new FormData();
    multipart.set("orderNumber", "ORD-0001");
    multipart.set("email", "asha\u0000@example.com");
    const posts: [string, string | FormData, string][] = [
      ["/login", "email=asha%00%40example.com&password=xxxxxxxxxxxx", "email"],
      ["/orders/lookup", "orderNumber=ORD-0001&email=a%40b.co&note%00=1", "note\\u0000"],
      ["/orders/lookup", multipart, "email"],
      ["/forgot-password", "email=a%00%40b.co", "email"],
    ];
    for (const [url, body, field] of posts) {
      const headers: Record<string, string> = { origin: shop.url };
      if (typeof body === "string") headers["content-type"] = "application/x-www-form-urlencoded";
      const html = await refusedUnchanged("POST", url, { headers, body });
      expect(html, `POST ${url}`).toContain(nulIn(field));
    }
  });

  it("in a header is refused by Node before any route (400)", async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(shop.url).port), "127.0.0.1", () =>
        socket.write("GET /api/cart HTTP/1.1\r\nHost: 127.0.0.1\r\nIdempotency-Key: a\u0000b\r\n\r\n"),
      );
      let text = "";
      socket.on("data", (chunk) => (text += String(chunk)));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe("cookies written as JSON (`j:…`), which the store never writes", () => {
  it("are left out, as if not sent: logins by form and by the API answer as without them", async () => {
    const cookies = ['stylehub_device=j:{"a":1}', "stylehub_session=j:[1]", 'stylehub_flash=j:{"message":1}'];
    for (const cookie of cookies) {
      const form = await send("POST", "/login", {
        headers: { origin: shop.url, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: "email=nobody%40example.com&password=xxxxxxxxxxxx",
      });
      expect(form.status, `POST /login with ${cookie}`).toBe(401);
      const api = await send("POST", "/api/auth/login", {
        headers: { ...json, cookie },
        body: JSON.stringify({ email: "nobody@example.com", password: "x".repeat(12) }),
      });
      expect(api.status, `POST /api/auth/login with ${cookie}`).toBe(401);
      expect(await api.json()).toEqual({ message: "Invalid e-mail or password" });
    }
    const { token } = await userWithSession(shop.db, "admin");
    // A signed session cookie made into JSON: not the session, so the staff page sends the visitor to log in.
    const page = await send("GET", "/admin/orders", { headers: { cookie: `stylehub_session=j:"${token}"` } });
    expect(page.status).toBe(302);
  });
});

describe("odd encodings of a form or an address", () => {
  it("broken percent-encoding in a page's query or form body, and odd charsets, answer 4xx or as usual", async () => {
    const form = (url: string, contentType: string, body: string) =>
      send("POST", url, { headers: { origin: shop.url, "content-type": contentType }, body });
    const answers = [
      await form("/customer-details?productId=%ff", "application/x-www-form-urlencoded", "name=Asha"),
      await form("/customer-details?productId=%", "application/x-www-form-urlencoded", "name=%zz"),
      await form("/orders/lookup", "application/x-www-form-urlencoded; charset=latin1", "orderNumber=%ff&email=%e0%a4"),
      await form("/orders/lookup", "application/x-www-form-urlencoded; charset=utf-16le", "orderNumber=ORD&email=%"),
      await form("/orders/lookup", "multipart/form-data; charset=bogus; boundary=xyz", "--xyz\r\nnope"),
      await form("/login", "application/x-www-form-urlencoded; charset=bogus", "email=%ff%fe&password=%"),
    ];
    for (const res of answers) {
      expect(res.status, res.url).toBeGreaterThanOrEqual(400);
      expect(res.status, res.url).toBeLessThan(500);
    }
  });
});
