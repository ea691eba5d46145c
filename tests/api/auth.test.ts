import { execFile } from "node:child_process";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { cartItems, orders, rateLimitHits, sessions, users, wishlistItems } from "../../server/db/schema";
import { ensureAdmin } from "../../server/auth/accounts";
import { bootstrapAdmin } from "../../server/auth/admin";
import { sessionCookieHeader } from "../../server/auth/sessions";
import { SESSION_COOKIE } from "../../server/http/cookie-names";
import { UNAUTHORIZED_MESSAGE } from "../../server/auth/identity";
import { ConfigError, loadConfig } from "../../server/config";
import type { CartLine } from "@rules/cart-rules";
import type { ProductView } from "@rules/catalog-types";
import type { AccountView } from "@rules/account";
import type { OrderView } from "@rules/order-status";
import { parseAdminArgs, runAdminCommand, USAGE, UsageError } from "../../scripts/admin";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { testSecret } from "../helpers/app";
import { TestClient } from "../helpers/client";
import { logIn, newAccount, signUp, type LoginAnswer } from "../helpers/accounts";

const ACCOUNT_KEYS = [
  "altMobile",
  "createdAt",
  "email",
  "fullName",
  "gender",
  "id",
  "location",
  "mobile",
  "role",
  "username",
];

const shop = setUpTestServer();
let client: TestClient;
let PERFUME: number;
let LOAFER: number;

beforeAll(async () => {
  PERFUME = await addProduct(shop.db, { category: "Perfumes", stock: 60 });
  LOAFER = await addProduct(shop.db, { category: "Loafers", stock: 25 });
});
beforeEach(async () => {
  await shop.db.delete(rateLimitHits);
  client = new TestClient(shop.url);
});

/** A new account, signed up from a client of its own (the shared one stays signed out). */
const signUpFresh = (details = newAccount()) => signUp(new TestClient(shop.url), details);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const fromIp = (ip: string) => ({ "x-forwarded-for": ip });

/** Nothing in an answer ever carries a password hash. */
function expectNoHash(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/argon2/i);
  expect(text).not.toMatch(/password/i);
}

describe("POST /api/auth/signup", () => {
  it("creates a customer: 201 { message, user }, e-mail lower-cased, the password hashed with argon2id", async () => {
    const details = newAccount();
    const res = await client.post<{ message: string; user: AccountView }>("/api/auth/signup", {
      ...details,
      email: `  ${details.email.toUpperCase()} `,
      role: "admin",
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Signup successful! Please login.");
    expect(Object.keys(res.body.user).sort()).toEqual(ACCOUNT_KEYS);
    expect(res.body.user).toMatchObject({
      username: details.username,
      email: details.email,
      role: "customer",
      fullName: "",
      mobile: "",
      gender: "",
    });
    expectNoHash(res.body);
    const [row] = await shop.db.select().from(users).where(eq(users.email, details.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(details.password);
  });

  it("answers 409 User already exists for an e-mail or a username in use, whatever its case", async () => {
    const first = await signUpFresh();
    const sameEmail = await client.post("/api/auth/signup", {
      ...newAccount(),
      email: first.email.toUpperCase(),
    });
    expect(sameEmail).toMatchObject({ status: 409, body: { message: "User already exists" } });
    const sameName = await client.post("/api/auth/signup", {
      ...newAccount(),
      username: first.username.toUpperCase(),
    });
    expect(sameName).toMatchObject({ status: 409, body: { message: "User already exists" } });
    const holders = await shop.db.$count(
      users,
      sql`lower(${users.username}) = ${first.username.toLowerCase()} or ${users.email} = ${first.email}`,
    );
    expect(holders).toBe(1);
  });

  it.each([
    [[], "Send a username, an e-mail and a password"],
    [{}, "username: is required"],
    [{ email: "a@example.com", password: "Saffron-Kite-Lotus" }, "username: is required"],
    [{ username: "asha", password: "Saffron-Kite-Lotus" }, "email: is required"],
    [{ username: "asha", email: "not-an-email", password: "Saffron-Kite-Lotus" }, "email: must be a valid e-mail"],
    [{ username: "as", email: "as@example.com", password: "Saffron-Kite-Lotus" }, "username: must be at least 3"],
    [{ username: "asha verma", email: "av@example.com", password: "Saffron-Kite-Lotus" }, "username: may only use"],
    [{ username: "asha", email: "asha@example.com" }, "password: is required"],
    [{ username: "asha", email: "asha@example.com", password: "short1" }, "password: must be at least 8 characters"],
    [{ username: "asha", email: "asha@example.com", password: "x".repeat(129) }, "password: must be at most 128"],
    [{ username: "asha", email: "asha@example.com", password: "Password123" }, "password: is too common"],
    [{ username: "asha", email: "asha@example.com", password: "ASHA@example.com" }, "password: must not be your"],
    [{ username: "ashaverma", email: "asha@example.com", password: "AshaVerma" }, "password: must not be your"],
  ])("refuses %j with 400 and creates nothing", async (body, message) => {
    const before = await shop.db.$count(users);
    const res = await client.post<{ message: string; errors?: unknown[] }>("/api/auth/signup", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await shop.db.$count(users)).toBe(before);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await client.request<{ message: string }>("POST", "/api/auth/signup", "{nope", {
      "content-type": "application/json",
    });
    expect(res).toMatchObject({ status: 400, body: { message: "Malformed JSON in request body" } });
  });
});

describe("POST /api/auth/login", () => {
  it("answers 200 { token, expiresAt, user } and sets a signed, httpOnly session cookie", async () => {
    const account = await signUpFresh();
    const res = await client.post<LoginAnswer>("/api/auth/login", {
      email: ` ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toEqual(account.user);
    const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expectNoHash({ ...res.body, token: undefined });
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=s%3A${res.body.token}\\.[\\w%]+;`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    // Only the token's hash is stored.
    const stored = await shop.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(res.body.token);
  });

  it("answers a wrong password and an unknown e-mail alike: 401 Invalid e-mail or password, after similar work", async () => {
    const account = await signUpFresh();
    let n = 0;
    const attempt = async (email: string) => {
      const started = performance.now();
      // From one address each, so these attempts stay under the rate limit.
      const res = await client.post<{ message: string }>(
        "/api/auth/login",
        { email, password: "Wrong-Guess-123" },
        fromIp(`192.0.2.${++n}`),
      );
      return { res, ms: performance.now() - started };
    };
    await attempt("warm-up@example.com"); // computes the dummy hash once
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await attempt(account.email);
      const b = await attempt(`nobody-${i}@example.com`);
      for (const { res } of [a, b]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: "Invalid e-mail or password" });
        expect(res.headers.getSetCookie().some((c) => c.startsWith(SESSION_COOKIE))).toBe(false);
      }
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[2]!;
    // Both verify an argon2id hash (tens of milliseconds); an unknown e-mail is not answered at once.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    expect(await shop.db.$count(sessions, eq(sessions.userId, account.user.id))).toBe(0);
  });

  it.each([
    [{}, 400],
    [{ email: "a@example.com" }, 400],
    [{ password: "x" }, 400],
    [{ email: "", password: "" }, 400],
  ])("refuses %j with %i", async (body, status) => {
    const res = await client.post<{ message: string }>("/api/auth/login", body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBeTruthy();
  });
});

describe("sessions: Bearer or cookie, and logout", () => {
  it("GET /api/auth/profile takes the Bearer token or the cookie; neither, or a bad one, is 401", async () => {
    const account = await signUpFresh();
    const { token } = await logIn(client, account);

    const withBearer = await new TestClient(shop.url).request<AccountView>(
      "GET",
      "/api/auth/profile",
      undefined,
      bearer(token),
    );
    expect(withBearer.status).toBe(200);
    expect(withBearer.body).toEqual(account.user);

    const withCookie = await client.get<AccountView>("/api/auth/profile");
    expect(withCookie).toMatchObject({ status: 200, body: { email: account.email } });

    const signedOut = new TestClient(shop.url);
    expect(await signedOut.get("/api/auth/profile")).toMatchObject({
      status: 401,
      body: { message: UNAUTHORIZED_MESSAGE },
    });
    for (const bad of ["nonsense", "A".repeat(43), `${token}x`]) {
      const res = await signedOut.request("GET", "/api/auth/profile", undefined, bearer(bad));
      expect(res).toMatchObject({ status: 401, body: { message: UNAUTHORIZED_MESSAGE } });
    }
    const forged = await signedOut.request("GET", "/api/auth/profile", undefined, {
      cookie: `${SESSION_COOKIE}=s%3A${token}.forgedsignature`,
    });
    expect(forged.status).toBe(401);
  });

  it("accepts the cookie the page actions write (one signing function for Express and React Router)", async () => {
    const account = await signUpFresh();
    const { token, expiresAt } = await logIn(client, account);
    const header = sessionCookieHeader(token, new Date(expiresAt), { secret: testSecret, secure: false });
    const res = await new TestClient(shop.url).request<AccountView>("GET", "/api/auth/profile", undefined, {
      cookie: header.split(";")[0]!,
    });
    expect(res).toMatchObject({ status: 200, body: { id: account.user.id } });
  });

  it("an expired session is refused", async () => {
    const account = await signUpFresh();
    const { token } = await logIn(client, account);
    await shop.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.user.id));
    const res = await client.request("GET", "/api/auth/profile", undefined, bearer(token));
    expect(res).toMatchObject({ status: 401, body: { message: UNAUTHORIZED_MESSAGE } });
  });

  it("POST /api/auth/logout ends the session (the token stops working) and clears the cookie", async () => {
    const account = await signUpFresh();
    const { token } = await logIn(client, account);
    const other = await logIn(new TestClient(shop.url), account);

    const res = await client.post<{ message: string }>("/api/auth/logout");
    expect(res).toMatchObject({ status: 200, body: { message: "Logged out" } });
    expect(res.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=; Expires=Thu, 01 Jan 1970`)),
    );
    expect((await client.request("GET", "/api/auth/profile", undefined, bearer(token))).status).toBe(401);
    expect((await client.get("/api/auth/profile")).status).toBe(401);
    // Other sessions of the account live on; ending one by Bearer works too.
    const elsewhere = new TestClient(shop.url);
    expect((await elsewhere.request("GET", "/api/auth/profile", undefined, bearer(other.token))).status).toBe(200);
    await elsewhere.request("POST", "/api/auth/logout", undefined, bearer(other.token));
    expect((await elsewhere.request("GET", "/api/auth/profile", undefined, bearer(other.token))).status).toBe(401);
  });

  it("logout without a session answers 200 all the same", async () => {
    expect(await new TestClient(shop.url).post("/api/auth/logout")).toMatchObject({ status: 200 });
  });
});

describe("the profile", () => {
  it("PUT /api/auth/profile saves the seven fields (trimmed, e-mail lower-cased) and GET shows them", async () => {
    const account = await signUpFresh();
    await logIn(client, account);
    const changes = {
      fullName: "  Asha Verma ",
      username: `${account.username}x`,
      mobile: "9876543210",
      email: `NEW.${account.email.toUpperCase()}`,
      gender: "female",
      location: "Bengaluru, Karnataka",
      altMobile: "",
    };
    const res = await client.request<{ message: string; user: AccountView }>("PUT", "/api/auth/profile", changes);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile updated successfully!");
    const expected = {
      ...account.user,
      ...changes,
      fullName: "Asha Verma",
      email: `new.${account.email}`,
    };
    expect(res.body.user).toEqual(expected);
    expectNoHash(res.body);
    expect((await client.get<AccountView>("/api/auth/profile")).body).toEqual(expected);
    // The new e-mail signs in; the old one no longer does.
    await logIn(new TestClient(shop.url), { email: expected.email, password: account.password });
    const old = await new TestClient(shop.url).post("/api/auth/login", account);
    expect(old.status).toBe(401);
  });

  it("leaves out fields that are not sent and ignores unknown ones (no role, id or password by this door)", async () => {
    const account = await signUpFresh();
    await logIn(client, account);
    await client.request("PUT", "/api/auth/profile", { fullName: "Ravi Kumar", location: "Pune" });
    const res = await client.request<{ user: AccountView }>("PUT", "/api/auth/profile", {
      mobile: "9123456780",
      role: "admin",
      id: 1,
      password: "Another-Secret-99",
      passwordHash: "x",
      createdAt: "2000-01-01",
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      ...account.user,
      fullName: "Ravi Kumar",
      location: "Pune",
      mobile: "9123456780",
    });
    await logIn(new TestClient(shop.url), account); // the password is unchanged
  });

  it.each([
    [{ mobile: "12345" }, "mobile: must be exactly 10 digits"],
    [{ mobile: "98765432ab" }, "mobile: must be exactly 10 digits"],
    // "+919876543210" is stored as 9876543210: a +91 number one digit short is refused.
    [{ altMobile: "+91 98765 4321" }, "altMobile: must be exactly 10 digits"],
    [{ email: "not-an-email" }, "email: must be a valid e-mail address"],
    [{ email: "" }, "email: is required"],
    [{ username: "a b" }, "username:"],
    [{ gender: "x".repeat(41) }, "gender: must be at most 40 characters"],
    [{ fullName: "x".repeat(101) }, "fullName: must be at most 100 characters"],
    [{ location: 42 }, "location: must be text"],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    const account = await signUpFresh();
    await logIn(client, account);
    await client.request("PUT", "/api/auth/profile", { fullName: "Kept Name", mobile: "9876543210" });
    const res = await client.request<{ message: string }>("PUT", "/api/auth/profile", { fullName: "Changed", ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    const now = await client.get<AccountView>("/api/auth/profile");
    expect(now.body).toMatchObject({ fullName: "Kept Name", mobile: "9876543210" });
  });

  it("refuses a profile that is not an object", async () => {
    await logIn(client, await signUpFresh());
    const res = await client.request<{ message: string }>("PUT", "/api/auth/profile", [1, 2]);
    expect(res).toMatchObject({ status: 400, body: { message: "The profile must be a JSON object" } });
  });

  it("answers 409 for an e-mail or a username another account holds, and keeps the shopper's own", async () => {
    const other = await signUpFresh();
    const account = await signUpFresh();
    await logIn(client, account);
    const email = await client.request<{ message: string; errors: { path: string[] }[] }>("PUT", "/api/auth/profile", {
      email: other.email.toUpperCase(),
      fullName: "Not Saved",
    });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe("That e-mail is already used by another account");
    expect(email.body.errors[0]!.path).toEqual(["email"]);
    const name = await client.request<{ message: string }>("PUT", "/api/auth/profile", {
      username: other.username.toUpperCase(),
    });
    expect(name).toMatchObject({ status: 409, body: { message: "That username is already taken" } });
    expect((await client.get<AccountView>("/api/auth/profile")).body).toEqual(account.user);

    const same = await client.request("PUT", "/api/auth/profile", {
      email: account.email,
      username: account.username.toUpperCase(),
    });
    expect(same.status).toBe(200);
  });

  it("needs a session: PUT and GET without one answer 401 { message }", async () => {
    const signedOut = new TestClient(shop.url);
    for (const method of ["GET", "PUT"]) {
      const res = await signedOut.request(
        method,
        "/api/auth/profile",
        method === "PUT" ? { fullName: "x" } : undefined,
      );
      expect(res).toMatchObject({ status: 401, body: { message: UNAUTHORIZED_MESSAGE } });
    }
  });
});

describe("rate limits: 10 attempts a minute per address and per e-mail", () => {
  it("answers the 11th login from one address with 429, a message and Retry-After, even with the right password", async () => {
    const account = await signUpFresh();
    const ip = "203.0.113.7";
    for (let i = 0; i < 9; i++) {
      const res = await client.post(
        "/api/auth/login",
        { email: `guess${i}@example.com`, password: "nope" },
        fromIp(ip),
      );
      expect(res.status).toBe(401);
    }
    expect((await client.post("/api/auth/login", account, fromIp(ip))).status).toBe(200);
    const refused = await client.post<{ message: string }>("/api/auth/login", account, fromIp(ip));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Too many attempts. Please wait a minute and try again." });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not held back.
    expect((await client.post("/api/auth/login", account, fromIp("203.0.113.8"))).status).toBe(200);
  });

  it("counts attempts on one e-mail across addresses", async () => {
    const account = await signUpFresh();
    for (let i = 0; i < 10; i++) {
      const res = await client.post(
        "/api/auth/login",
        { ...account, password: "Wrong-1234" },
        fromIp(`198.51.100.${i}`),
      );
      expect(res.status).toBe(401);
    }
    const res = await client.post("/api/auth/login", account, fromIp("198.51.100.200"));
    expect(res.status).toBe(429);
    expect(await shop.db.$count(sessions, eq(sessions.userId, account.user.id))).toBe(0);
  });

  it("never locks the owner out of a browser they signed in from before (device cookie)", async () => {
    const account = await signUpFresh();
    const owners = new TestClient(shop.url);
    expect((await owners.post("/api/auth/login", account, fromIp("198.51.100.201"))).status).toBe(200);
    expect(owners.cookieHeader).toMatch(/stylehub_device=[\w-]{22}/);
    // Someone guesses at the account from many addresses and a fresh browser each time.
    for (let i = 0; i < 11; i++) {
      const attacker = new TestClient(shop.url);
      await attacker.post("/api/auth/login", { ...account, password: `Guess-${i}-1234` }, fromIp(`192.0.2.${i + 1}`));
    }
    const stranger = new TestClient(shop.url);
    expect((await stranger.post("/api/auth/login", account, fromIp("192.0.2.150"))).status).toBe(429);
    // A made-up device cookie is a stranger too.
    const forged = await fetch(`${shop.url}/api/auth/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: "stylehub_device=AAAAAAAAAAAAAAAAAAAAAA",
        ...fromIp("192.0.2.151"),
      },
      body: JSON.stringify(account),
    });
    expect(forged.status).toBe(429);
    // The owner's browser still gets in, with the right password only.
    expect(
      (await owners.post("/api/auth/login", { ...account, password: "Wrong-1234" }, fromIp("198.51.100.202"))).status,
    ).toBe(401);
    expect((await owners.post("/api/auth/login", account, fromIp("198.51.100.202"))).status).toBe(200);
  });

  it("limits signups per address too", async () => {
    const ip = "192.0.2.44";
    for (let i = 0; i < 10; i++) {
      const res = await client.post("/api/auth/signup", newAccount("burst"), fromIp(ip));
      expect(res.status).toBe(201);
    }
    const res = await client.post<{ message: string }>("/api/auth/signup", newAccount("burst"), fromIp(ip));
    expect(res).toMatchObject({
      status: 429,
      body: { message: "Too many attempts. Please wait a minute and try again." },
    });
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("at login, the guest's cart and wishlist join the account's", () => {
  it("shows the guest's lines in the account's cart, and the account's cart on another device", async () => {
    const account = await signUpFresh();
    const earlier = new TestClient(shop.url);
    await logIn(earlier, account);
    await earlier.post("/api/cart", { productId: LOAFER, size: "8" });

    await client.post("/api/cart", { productId: PERFUME, quantity: 2 });
    await client.post("/wishlist", { id: PERFUME });
    await logIn(client, account);

    const cart = await client.get<CartLine[]>("/api/cart");
    expect(cart.body.map((line) => [Number(line.productId), line.quantity]).sort()).toEqual(
      [
        [LOAFER, 1],
        [PERFUME, 2],
      ].sort(),
    );
    expect((await client.get<ProductView[]>("/wishlist")).body.map((p) => p.id)).toEqual([PERFUME]);
    expect((await earlier.get<CartLine[]>("/api/cart")).body).toHaveLength(2);
    const guestRows = await shop.db.$count(cartItems, sql`${cartItems.owner} like 'guest:%'`);
    const guestWishes = await shop.db.$count(wishlistItems, sql`${wishlistItems.owner} like 'guest:%'`);
    expect(guestRows + guestWishes).toBe(0);

    // Signed out again, the browser is an empty-handed guest.
    await client.post("/api/auth/logout");
    expect((await client.get<CartLine[]>("/api/cart")).body).toEqual([]);
  });
});

describe("GET /api/auth/orders (My Orders)", () => {
  const customer = {
    name: "Asha Verma",
    email: "asha@example.com",
    contact: "9876543210",
    address: "12 MG Road, Pune",
  };

  it("lists the account's orders, newest first, with their lines; never a guest's or another account's", async () => {
    const account = await signUpFresh();
    await logIn(client, account);
    const first = await client.post<{ orderNumber: string }>("/submit-order", {
      customer,
      product: { productId: PERFUME },
    });
    const second = await client.post<{ orderNumber: string }>("/submit-order", {
      customer,
      product: [{ productId: LOAFER, size: "9", quantity: 2 }],
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    await new TestClient(shop.url).post("/submit-order", { customer, product: { productId: PERFUME } });
    const other = new TestClient(shop.url);
    await logIn(other, await signUpFresh());
    await other.post("/submit-order", { customer, product: { productId: PERFUME } });

    const res = await client.get<OrderView[]>("/api/auth/orders");
    expect(res.status).toBe(200);
    expect(res.body.map((o) => o.orderNumber)).toEqual([second.body.orderNumber, first.body.orderNumber]);
    expect(res.body[0]).toMatchObject({
      status: "placed",
      statusLabel: "Order placed",
      itemCount: 2,
      lines: [{ productId: String(LOAFER), size: "9", quantity: 2 }],
      customer: { name: "Asha Verma", address: "12 MG Road, Pune" },
    });
    const [row] = await shop.db.select().from(orders).where(eq(orders.orderNumber, first.body.orderNumber));
    expect(row!.userId).toBe(account.user.id);

    expect((await new TestClient(shop.url).get("/api/auth/orders")).status).toBe(401);
  });
});

describe("admins", () => {
  it("ensureAdmin creates an admin who can log in, with a username from the e-mail", async () => {
    const email = `owner.${Date.now()}@stylehub.example`;
    const result = await ensureAdmin(shop.db, { email: email.toUpperCase(), password: "Monsoon-Ledger-77" });
    expect(result).toMatchObject({ created: true, promoted: false, passwordChanged: false });
    expect(result.user).toMatchObject({ email, role: "admin", username: email.split("@")[0] });
    const { user } = await logIn(client, { email, password: "Monsoon-Ledger-77" });
    expect(user.role).toBe("admin");
  });

  it("ensureAdmin promotes an existing customer and keeps the password unless one is given", async () => {
    const account = await signUpFresh();
    const { token } = await logIn(client, account);
    const promoted = await ensureAdmin(shop.db, { email: account.email });
    expect(promoted).toMatchObject({ created: false, promoted: true, passwordChanged: false });
    expect(promoted.user).toEqual({ ...account.user, role: "admin" });
    // The session sees the new role at once.
    expect((await client.request<AccountView>("GET", "/api/auth/profile", undefined, bearer(token))).body.role).toBe(
      "admin",
    );

    const again = await ensureAdmin(shop.db, { email: account.email, password: account.password });
    expect(again).toMatchObject({ created: false, promoted: false, passwordChanged: false });

    const reset = await ensureAdmin(shop.db, { email: account.email, password: "Fresh-Bangle-2025" });
    expect(reset).toMatchObject({ promoted: false, passwordChanged: true });
    // A new password signs the account out everywhere.
    expect((await client.request("GET", "/api/auth/profile", undefined, bearer(token))).status).toBe(401);
    await logIn(client, { email: account.email, password: "Fresh-Bangle-2025" });
  });

  it("ensureAdmin refuses a weak password, a bad e-mail, and a new account without a password", async () => {
    await expect(ensureAdmin(shop.db, { email: "new.admin@example.com", password: "admin123" })).rejects.toThrow(
      /too common/,
    );
    await expect(ensureAdmin(shop.db, { email: "nope", password: "Monsoon-Ledger-77" })).rejects.toThrow(
      /valid e-mail/,
    );
    await expect(ensureAdmin(shop.db, { email: "nobody.yet@example.com" })).rejects.toThrow(/password is needed/);
    expect(await shop.db.$count(users, eq(users.email, "new.admin@example.com"))).toBe(0);
  });

  it("the start-up bootstrap names the settings when it refuses them", async () => {
    await expect(bootstrapAdmin(shop.db, { email: "boot@example.com", password: "short" })).rejects.toThrow(
      /^ADMIN_EMAIL\/ADMIN_PASSWORD: password: must be at least 8 characters long$/,
    );
    await expect(bootstrapAdmin(shop.db, { email: "boot@example.com", password: "Monsoon-Ledger-77" })).resolves.toBe(
      "Created the admin account boot@example.com (username boot).",
    );
  });

  it("ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all", () => {
    const base = { SESSION_SECRET: testSecret };
    expect(loadConfig(base).admin).toBeUndefined();
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: "boss@example.com" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: "Monsoon-Ledger-77" })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: "boss", ADMIN_PASSWORD: "x" })).toThrow(/ADMIN_EMAIL:/);
    expect(loadConfig({ ...base, ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "Monsoon-Ledger-77" }).admin).toEqual(
      { email: "boss@example.com", password: "Monsoon-Ledger-77" },
    );
  });
});

describe("npm run admin", () => {
  it.each([
    [[], "Say what to do: create"],
    [["make", "--email", "a@example.com"], 'Unknown command "make"'],
    [["create"], "--email is required"],
    [["create", "--email", "not-an-email"], "--email: must be a valid e-mail address"],
    [["create", "--email", "a@example.com", "extra"], 'Unexpected argument "extra"'],
    [["create", "--email", "a@example.com", "--pasword", "x"], "Unknown option '--pasword'"],
    [["create", "--email", "a@example.com", "--password"], "argument missing"],
    [["create", "--email", "a@example.com", "--password="], "--password must not be empty"],
  ])("refuses %j: %s", (argv, message) => {
    expect(() => parseAdminArgs(argv, {})).toThrow(UsageError);
    expect(() => parseAdminArgs(argv, {})).toThrow(message);
  });

  it("reads the password from --password or ADMIN_PASSWORD, and lower-cases the e-mail", () => {
    expect(parseAdminArgs(["create", "--email", "Boss@Example.com", "--password", "p1"], {})).toEqual({
      command: "create",
      email: "boss@example.com",
      password: "p1",
    });
    expect(parseAdminArgs(["create", "--email", "boss@example.com"], { ADMIN_PASSWORD: "p2" })).toMatchObject({
      password: "p2",
    });
    expect(parseAdminArgs(["create", "--email", "boss@example.com"], {})).toMatchObject({ password: undefined });
    expect(parseAdminArgs(["--help"], {})).toBe("help");
  });

  /** The command against this file's database (left open for the other tests). */
  const run = async (argv: string[], env: NodeJS.ProcessEnv = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(
      argv,
      { SESSION_SECRET: testSecret, LOG_LEVEL: "silent", ...env },
      { out: (line) => out.push(line), err: (line) => err.push(line) },
      async () => ({ ...shop.database, close: async () => {} }),
    );
    return { code, out: out.join("\n"), err: err.join("\n") };
  };

  it("creates or promotes and says what it did; a refusal exits 1 and changes nothing", async () => {
    const email = `script.${Date.now()}@example.com`;
    const created = await run(["create", "--email", email], { ADMIN_PASSWORD: "Monsoon-Ledger-77" });
    expect(created).toMatchObject({ code: 0, err: "" });
    expect(created.out).toMatch(new RegExp(`^Created the admin account ${email.replace(".", "\\.")}`));

    const customer = await signUpFresh();
    const promoted = await run(["create", "--email", customer.email]);
    expect(promoted).toMatchObject({
      code: 0,
      out: `${customer.email} (username ${customer.username}): promoted to admin.`,
    });

    const again = await run(["create", "--email", customer.email]);
    expect(again.out).toBe(`${customer.email} (username ${customer.username}) is already an admin; nothing changed.`);
    const reset = await run(["create", "--email", customer.email], { ADMIN_PASSWORD: "Marigold-Ferry-31" });
    expect(reset.out).toBe(
      `${customer.email} (username ${customer.username}): password changed, signed out everywhere.`,
    );
    await logIn(client, { email: customer.email, password: "Marigold-Ferry-31" });

    const weak = await run(["create", "--email", "weak@example.com", "--password", "password"]);
    expect(weak.code).toBe(1);
    expect(weak.err).toMatch(/^Nothing changed\. password: /);
    expect(await shop.db.$count(users, eq(users.email, "weak@example.com"))).toBe(0);

    const usage = await run(["create"]);
    expect(usage.code).toBe(2);
    expect(usage.err).toBe(`--email is required\n\n${USAGE}`);

    const badSettings = await run(["create", "--email", email], { PORT: "eighty" });
    expect(badSettings).toMatchObject({ code: 1 });
    expect(badSettings.err).toMatch(/PORT:/);
  });

  it("as a real process: a usage error exits 2 with the usage on stderr", async () => {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile("node_modules/.bin/tsx", ["scripts/admin.ts", "create", "--bogus"], (error, _stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(code).toBe(2);
    expect(stderr).toContain("Unknown option '--bogus'");
    expect(stderr).toContain("Usage: npm run admin -- create --email <e-mail> [--password <password>]");
  });
});
