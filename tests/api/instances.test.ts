/**
 * Several instances of the store on one PostgreSQL database (docs/decisions/010): two real server.ts
 * processes started at once on an empty database, behind a round-robin proxy, and a shopper's journey
 * that alternates between them. PostgreSQL only: PGlite is one process's embedded database.
 */
import { createHmac, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, inArray } from "drizzle-orm";
import { openPostgres, type Database } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { seedCatalogIfEmpty } from "../../server/db/seed";
import { emailOutbox, orders, products, sessions, uploadObjects, users } from "../../server/db/schema";
import { saveUpload } from "../../server/catalog/uploads";
import { databaseUploadStore } from "../../server/catalog/upload-store";
import { testGatewaySecrets } from "../../server/payments/test-gateway";
import { expireStalePayments } from "../../server/payments/payments";
import { deliverOutbox } from "../../server/mail/outbox";
import type { MailTransport } from "../../server/mail/transports";
import { deleteExpiredSessions } from "../../server/auth/sessions";
import { PAYMENT_WINDOW_MS } from "../../server/jobs";
import { createServices } from "../../server/services";
import { createLogger } from "../../server/logger";
import { guestOwner } from "../../server/cart/owner";
import { testConfig, testSecret } from "../helpers/app";
import { TestClient } from "../helpers/client";
import { createEmptyPostgresDatabase, nextOn, onPostgres, startInstancePair, type Instance } from "../helpers/instance";
import type { RoundRobinProxy } from "../helpers/round-robin-proxy";
import { FAKE_S3_KEYS, fakeS3Env, startFakeS3, type FakeS3 } from "../helpers/fake-s3";
import { addProduct } from "../helpers/catalog";
import { checkoutCustomer as customer } from "../helpers/accounts";
import type { ProductFacets, ProductPage, ProductView, SearchSuggestions } from "@rules/catalog-types";
import type { StaffProductView } from "@rules/staff";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const admin = { email: "owner@instances.example", password: "Saffron-Kite-Lotus-2041" };

const skipReason = "PostgreSQL only (PGlite is one process's database): run with TEST_DATABASE_URL";

describe.skipIf(!onPostgres())(`two instances on one database — ${skipReason}`, () => {
  let databaseUrl: string;
  let database: Database;
  let dataDir: string;
  let a: Instance;
  let b: Instance;
  let proxy: RoundRobinProxy;
  // Products made on the database once the instances run.
  let PERFUME: number; // no sizes, stock 60
  let LOAFER: number; // sizes 6 to 10, 5 in each
  let LOAFER_TO_RENAME: number; // another, renamed by hand in a held-open transaction

  beforeAll(async () => {
    databaseUrl = await createEmptyPostgresDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "stylehub-instances-"));
    // Both at once on the empty database, each bootstrapping the same admin.
    ({ a, b, proxy } = await startInstancePair(dataDir, {
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    }));
    database = openPostgres(databaseUrl, { max: 2 });
    // Made once the instances have seeded the empty database (the first test counts what they seeded).
    PERFUME = await addProduct(database.db, { category: "Perfumes", stock: 60 });
    LOAFER = await addProduct(database.db, { category: "Loafers", stock: 25 });
    LOAFER_TO_RENAME = await addProduct(database.db, { category: "Loafers", stock: 25 });
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    expect(codes).toEqual([0, 0]);
  });

  /** Sends fillers until the proxy's next request goes to `name`: the step after it runs there. */
  const on = (name: "A" | "B") => nextOn(proxy, name);

  /** B's answer to `path`, asked straight (not through the proxy). */
  async function onB<T>(path: string): Promise<T> {
    const res = await fetch(`${b.url}${path}`);
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  }

  /**
   * Asks B straight every 50 ms until its answer to `path` passes `shows`, and answers how long after
   * `since` (A's acknowledgement) that request was sent. Fails when every request sent within a second
   * of it was answered without the change. The time sent, not the time answered, is what is checked: it
   * says how stale B is, whatever time a busy machine takes to answer.
   */
  async function shownOnB<T>(path: string, shows: (body: T) => boolean, since: number): Promise<number> {
    for (;;) {
      const sent = Date.now() - since;
      const body = await onB<T>(path);
      if (shows(body)) return sent;
      if (Date.now() - since >= 1000) {
        expect.fail(`${path} on B, sent ${sent} ms after A acknowledged the change: ${JSON.stringify(body)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("starting at once on an empty database: one migrates and seeds, nothing is doubled", async () => {
    const seeded = [a, b].filter((i) => /seeded the catalogue/.test(i.output()));
    expect(seeded).toHaveLength(1);
    const seededCount = Number(/"products":(\d+)/.exec(seeded[0]!.output())![1]);
    const [{ n }] = (await database.db.select({ n: count() }).from(products)) as [{ n: number }];
    expect(n).toBe(seededCount + 3); // and the three products beforeAll made
    const { rows } = await database.pool!.query<{ n: string; distinct: string }>(
      "select count(*) as n, count(distinct hash) as distinct from drizzle.__drizzle_migrations",
    );
    expect(rows[0]!.n).toBe(rows[0]!.distinct);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.email, admin.email))).toHaveLength(1);
  });

  it("a shopper's journey alternating instances: cart, checkout, login, profile, payment webhook", async () => {
    const shopper = new TestClient(proxy.url);

    await on("A");
    expect((await shopper.post("/api/cart", { productId: PERFUME, quantity: 2 })).status).toBe(201);
    await on("B");
    const placed = await shopper.post<{ orderNumber: string; order: { lines: { quantity: number }[] } }>(
      "/submit-order",
      { customer, fromCart: true },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.order.lines.map((l) => l.quantity)).toEqual([2]);
    await on("A");
    expect(((await shopper.get<unknown[]>("/api/cart")).body as unknown[]).length).toBe(0);
    await on("B");
    expect((await shopper.get(`/api/orders/${placed.body.orderNumber}`)).status).toBe(200);

    const account = { username: `asha${randomBytes(3).toString("hex")}`, email: "asha@instances.example" };
    const password = "Saffron-Kite-Lotus-7788";
    await on("A");
    expect((await shopper.post("/api/auth/signup", { ...account, password })).status).toBe(201);
    await on("A");
    expect((await shopper.post("/api/auth/login", { email: account.email, password })).status).toBe(200);
    await on("B");
    const profile = await shopper.get<{ email: string }>("/api/auth/profile");
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe(account.email);

    // An online order made on A, paid by the provider's webhook arriving at B.
    await on("A");
    const online = await shopper.post<{ orderId: string; dbOrderId: number; amount: number }>(
      "/api/order/createOrder",
      { customer, product: { id: PERFUME } },
    );
    expect(online.status).toBe(201);
    await on("B");
    const webhook = await sendWebhook(proxy.url, online.body.orderId, online.body.amount);
    expect(webhook).toEqual({ status: 200, body: { status: "processed" } });
    await on("A");
    const [row] = await database.db.select().from(orders).where(eq(orders.id, online.body.dbOrderId));
    expect(row!.status).toBe("paid");
    expect(proxy.served.length).toBeGreaterThan(8);
  });

  it("the staff edit on A and B shows it within a second; an upload on A is served by B", async () => {
    const staff = new TestClient(proxy.url);
    await on("A");
    const login = await staff.post<{ token: string }>("/api/auth/login", admin);
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.body.token}` };

    const name = `Oud Royale, renamed ${randomBytes(3).toString("hex")}`;
    await on("A");
    expect((await staff.request("PATCH", `/api/admin/products/${PERFUME}`, { name }, auth)).status).toBe(200);
    const started = Date.now();
    let seen = "";
    while (Date.now() - started < 1000) {
      await on("B");
      seen = (await staff.get<{ name: string }>(`/api/products/${PERFUME}`)).body.name;
      if (seen === name) break;
    }
    expect(seen).toBe(name);

    await on("A");
    const form = new FormData();
    form.append("image", new Blob([PNG], { type: "image/png" }), "photo.png");
    const uploaded = await fetch(`${proxy.url}/api/uploads`, { method: "POST", headers: auth, body: form });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    // The pipeline keeps the photo re-encoded without metadata (docs/decisions/016): B serves what A stored.
    await on("A");
    const fromA = Buffer.from(await (await fetch(`${proxy.url}${url}`)).arrayBuffer());
    await on("B");
    const served = await fetch(`${proxy.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const fromB = Buffer.from(await served.arrayBuffer());
    expect(fromB.subarray(0, 8)).toEqual(PNG.subarray(0, 8)); // a PNG
    expect(fromB).toEqual(fromA);
  });

  it("B's catalogue index and read cache, warmed, show each staff edit on A within a second", async () => {
    // Staff on A, the shopper on B, each straight to its instance: B's own index and cache must see A's writes.
    const staff = new TestClient(a.url);
    const login = await staff.post<{ token: string }>("/api/auth/login", admin);
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.body.token}` };
    const edit = async (changes: object) => {
      const res = await staff.request<{ product: StaffProductView }>(
        "PATCH",
        `/api/admin/products/${LOAFER}`,
        changes,
        auth,
      );
      expect(res.status).toBe(200);
      return { product: res.body.product, acknowledged: Date.now() };
    };
    const ids = (page: ProductPage) => page.products.map((p) => p.id);
    const size8 = (f: ProductFacets) => f.sizes.find((s) => s.value === "8")?.count ?? 0;

    // A word no product has, and a price no loafer has (shown with the store's markup of ₹500).
    const word = newWord();
    const price = 2777;
    const shown = price + 500;
    const search = `/api/products?q=${word}`;
    const priced = `/api/products?category=Loafers&minPrice=${shown}&maxPrice=${shown}&sort=price-asc`;
    const inSize8 = `/api/products?q=${word}&size=8`;
    const facets = `/api/products/facets?q=${word}`;
    const loaferFacets = "/api/products/facets?category=Loafers";
    const suggestions = `/api/products/suggestions?q=${word}`;

    // Warm B: its index loaded, each answer in its read cache.
    expect((await onB<ProductPage>(search)).total).toBe(0);
    expect(ids(await onB<ProductPage>(priced))).not.toContain(LOAFER);
    expect((await onB<ProductPage>(inSize8)).total).toBe(0);
    expect((await onB<ProductFacets>(facets)).categories).toEqual([]);
    const loafersIn8 = size8(await onB<ProductFacets>(loaferFacets));
    expect((await onB<SearchSuggestions>(suggestions)).products).toEqual([]);

    // Renamed so that the new word finds it, and repriced into the price filter.
    const name = `Men Tan Suede ${word} Penny Loafers`;
    const renamed = await edit({ name, price });
    expect(renamed.product.stockBySize["8"]).toBeGreaterThan(0);
    const afterRename = await Promise.all([
      shownOnB<ProductPage>(search, (p) => p.total === 1 && p.products[0]!.name === name, renamed.acknowledged),
      shownOnB<ProductPage>(
        priced,
        (p) => p.products.some((l) => l.id === LOAFER && l.price === shown),
        renamed.acknowledged,
      ),
      shownOnB<ProductPage>(inSize8, (p) => p.total === 1, renamed.acknowledged),
      shownOnB<ProductFacets>(
        facets,
        (f) => f.categories.length === 1 && f.categories[0]!.value === "Loafers" && size8(f) === 1,
        renamed.acknowledged,
      ),
      shownOnB<SearchSuggestions>(suggestions, (s) => s.products[0]?.id === LOAFER, renamed.acknowledged),
    ]);

    // Size 8 sells out: the size filter and its counts leave it out; the product is still in stock.
    const soldOut = await edit({ stockBySize: { "8": 0 } });
    const afterSellOut = await Promise.all([
      shownOnB<ProductPage>(inSize8, (p) => p.total === 0, soldOut.acknowledged),
      shownOnB<ProductFacets>(facets, (f) => size8(f) === 0 && f.inStock === 1, soldOut.acknowledged),
      shownOnB<ProductFacets>(loaferFacets, (f) => size8(f) === loafersIn8 - 1, soldOut.acknowledged),
    ]);

    // Hidden: gone from the search, the price list, the counts and the suggestions.
    const hidden = await edit({ hidden: true });
    const afterHide = await Promise.all([
      shownOnB<ProductPage>(search, (p) => p.total === 0, hidden.acknowledged),
      shownOnB<ProductPage>(priced, (p) => !ids(p).includes(LOAFER), hidden.acknowledged),
      shownOnB<ProductFacets>(facets, (f) => f.categories.length === 0, hidden.acknowledged),
      shownOnB<SearchSuggestions>(suggestions, (s) => s.products.length === 0, hidden.acknowledged),
    ]);

    // A new product added on A is found by B's search.
    const another = newWord();
    expect((await onB<ProductPage>(`/api/products?q=${another}`)).total).toBe(0);
    const created = await staff.request<{ product: ProductView }>(
      "POST",
      "/api/products/create",
      {
        name: `${another} Attar 12 ml`,
        image: "http://store.test/images/attar.jpg",
        price: 1499,
        category: "Perfumes",
        description: "A concentrated perfume oil.",
      },
      auth,
    );
    expect(created.status).toBe(201);
    const afterCreate = await shownOnB<ProductPage>(
      `/api/products?q=${another}`,
      (p) => p.total === 1 && p.products[0]!.id === created.body.product.id,
      Date.now(),
    );

    for (const ms of [...afterRename, ...afterSellOut, ...afterHide, afterCreate]) expect(ms).toBeLessThanOrEqual(1000);
  });

  it("a read on B while A's change commits does not keep the old answer past the commit", async () => {
    const word = newWord();
    const search = `/api/products?q=${word}`;
    expect((await onB<ProductPage>(search)).total).toBe(0);
    const version = async () =>
      (await database.pool!.query<{ v: string }>("select last_value::text as v from catalog_version")).rows[0]!.v;
    const before = await version();
    // A's edit, held open here for a moment as any write is between its statements and its commit.
    const writer = await database.pool!.connect();
    let committed: number;
    try {
      await writer.query("begin");
      await writer.query("update products set name = $1 where id = $2", [
        `Men Black ${word} Penny Loafers`,
        LOAFER_TO_RENAME,
      ]);
      // The catalogue's version has moved already (a sequence is not transactional); the rename is not
      // visible yet, and B answers without it.
      expect(await version()).not.toBe(before);
      expect((await onB<ProductPage>(search)).total).toBe(0);
      await writer.query("commit");
      committed = Date.now();
    } finally {
      writer.release();
    }
    expect(await shownOnB<ProductPage>(search, (p) => p.total === 1, committed)).toBeLessThanOrEqual(1000);
  });
});

describe.skipIf(!onPostgres())(`two instances with an S3 bucket — ${skipReason}`, () => {
  const BUCKET = "stylehub-instances";
  let database: Database;
  let s3: FakeS3;
  let dataDir: string;
  let a: Instance;
  let b: Instance;
  let proxy: RoundRobinProxy;
  let older: string[];

  beforeAll(async () => {
    const databaseUrl = await createEmptyPostgresDatabase();
    database = openPostgres(databaseUrl, { max: 2 });
    await migrateDatabase(database, async () => void (await seedCatalogIfEmpty(database.db)));
    // A store that kept its uploads in the database until now: an upload and its two renditions.
    const photo = await saveUpload(database.db, databaseUploadStore(database.db), PNG);
    older = (await database.db.select({ name: uploadObjects.name }).from(uploadObjects)).map((r) => r.name);
    expect(older).toHaveLength(3);
    expect(older).toContain(path.posix.basename(photo.src));

    s3 = await startFakeS3(FAKE_S3_KEYS, [BUCKET]);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "stylehub-instances-s3-"));
    // Both at once, each given the bucket: both try to move the database's uploads into it.
    ({ a, b, proxy } = await startInstancePair(dataDir, {
      ...fakeS3Env(s3, BUCKET),
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    }));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    expect(codes).toEqual([0, 0]);
  });

  const on = (name: "A" | "B") => nextOn(proxy, name);

  /** How many uploads each instance said it moved into the bucket. */
  const movedBy = (instance: Instance) =>
    instance
      .output()
      .split("\n")
      .filter((line) => line.includes("moved uploads from the database"))
      .reduce((sum, line) => sum + (JSON.parse(line) as { uploads: number }).uploads, 0);

  it("at start, the uploads kept in the database move into the bucket, each once between the two", async () => {
    const started = Date.now();
    while (movedBy(a) + movedBy(b) < older.length && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(movedBy(a) + movedBy(b)).toBe(older.length);
    expect(await database.db.select().from(uploadObjects)).toEqual([]);
    const objects = s3.buckets.get(BUCKET)!;
    for (const name of older) expect(objects.has(name)).toBe(true);
    expect(s3.calls.filter((c) => c.startsWith("PUT ")).length).toBeGreaterThanOrEqual(older.length);

    for (const instance of ["A", "B"] as const) {
      await on(instance);
      const served = await fetch(`${proxy.url}/uploads/${older[0]}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(objects.get(older[0]!)!.bytes);
    }
  });

  it("an upload on A is kept in the bucket and served by B", async () => {
    const staff = new TestClient(proxy.url);
    await on("A");
    const login = await staff.post<{ token: string }>("/api/auth/login", admin);
    expect(login.status).toBe(200);
    await on("A");
    const form = new FormData();
    form.append("image", new Blob([PNG], { type: "image/png" }), "photo.png");
    const uploaded = await fetch(`${proxy.url}/api/uploads`, {
      method: "POST",
      headers: { authorization: `Bearer ${login.body.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const name = path.posix.basename(url);
    expect(s3.buckets.get(BUCKET)!.has(name)).toBe(true);
    expect(await database.db.select().from(uploadObjects).where(eq(uploadObjects.name, name))).toEqual([]);

    await on("B");
    const calls = s3.calls.length;
    const served = await fetch(`${proxy.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(s3.buckets.get(BUCKET)!.get(name)!.bytes);
    expect(s3.calls.slice(calls)).toEqual([`GET /${BUCKET}/${name}`]);
  });
});

describe.skipIf(!onPostgres())(`background jobs racing on two instances — ${skipReason}`, () => {
  let one: Database;
  let two: Database;
  let PERFUME: number; // no sizes, stock 60

  beforeAll(async () => {
    const url = await createEmptyPostgresDatabase();
    // Two instances' pools; both migrate and seed at once (the advisory lock lets one do it).
    one = openPostgres(url, { max: 4 });
    two = openPostgres(url, { max: 4 });
    const seed = (db: Database) => async () => void (await seedCatalogIfEmpty(db.db));
    await Promise.all([migrateDatabase(one, seed(one)), migrateDatabase(two, seed(two))]);
    PERFUME = await addProduct(one.db, { category: "Perfumes", stock: 60 });
  }, 60_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  const stockOf = async (id: number) =>
    (await one.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  it("payment expiry: each abandoned order fails once and gives its stock back once", async () => {
    const services = createServices(one.db, testConfig(), createLogger("silent"));
    const before = await stockOf(PERFUME);
    const placed = [];
    for (let i = 0; i < 8; i++) {
      const { order } = await services.orders.place({
        owner: guestOwner(randomBytes(8).toString("hex")),
        customer,
        items: { id: PERFUME, quantity: 2 },
        paymentMethod: "online",
      });
      placed.push(order.id);
    }
    expect(await stockOf(PERFUME)).toBe(before - 16);
    await one.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(inArray(orders.id, placed));

    const counts = await Promise.all([
      expireStalePayments(one.db, PAYMENT_WINDOW_MS),
      expireStalePayments(two.db, PAYMENT_WINDOW_MS),
      expireStalePayments(one.db, PAYMENT_WINDOW_MS),
      expireStalePayments(two.db, PAYMENT_WINDOW_MS),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(8);
    expect(await stockOf(PERFUME)).toBe(before);
    const statuses = await one.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, placed));
    expect(statuses.every((r) => r.status === "payment_failed")).toBe(true);
  });

  it("e-mails: each queued mail is sent once by whichever instance claims it", async () => {
    await one.db.insert(emailOutbox).values(
      Array.from({ length: 20 }, (_, i) => ({
        toAddress: `shopper${i}@example.com`,
        subject: "Order",
        body: `mail ${i}`,
      })),
    );
    const sent: string[] = [];
    // A slow transport, so both runners are working at the same time.
    const transport = (who: string): MailTransport => ({
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(`${who}:${mail.text}`);
      },
    });
    const [a, b] = await Promise.all([
      deliverOutbox(one.db, transport("one")),
      deliverOutbox(two.db, transport("two")),
    ]);
    expect(a.sent + b.sent).toBe(20);
    const bodies = sent.map((s) => s.split(":")[1]);
    expect(new Set(bodies).size).toBe(20);
    expect(bodies).toHaveLength(20);
    expect(sent.some((s) => s.startsWith("one:")) && sent.some((s) => s.startsWith("two:"))).toBe(true);
  });

  it("session clean-up: expired sessions go, live ones stay, whichever instance runs it", async () => {
    const [user] = await one.db
      .insert(users)
      .values({ username: "jobs-user", email: "jobs@example.com", passwordHash: "not-a-real-hash" })
      .returning();
    const row = (expiresAt: Date) => ({ tokenHash: randomBytes(16).toString("hex"), userId: user!.id, expiresAt });
    await one.db
      .insert(sessions)
      .values([
        ...Array.from({ length: 10 }, () => row(new Date(Date.now() - 1000))),
        row(new Date(Date.now() + 60_000)),
      ]);
    await Promise.all([deleteExpiredSessions(one.db), deleteExpiredSessions(two.db)]);
    const left = await one.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user!.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

/** A made-up word of ten letters, in no product (the search matches whole words and prefixes, with typos). */
function newWord(): string {
  return `zq${Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;
}

/** A signed payment.captured webhook, as Razorpay (or the test gateway) sends it. */
async function sendWebhook(url: string, providerOrderId: string, amount: number) {
  const raw = JSON.stringify({
    entity: "event",
    account_id: "acc_test",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: `pay_${randomBytes(7).toString("hex")}`,
          entity: "payment",
          amount,
          currency: "INR",
          status: "captured",
          order_id: providerOrderId,
          error_code: null,
          error_description: null,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const { webhookSecret } = testGatewaySecrets(testSecret);
  const res = await fetch(`${url}/api/payments/razorpay/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", webhookSecret).update(raw).digest("hex"),
      "x-razorpay-event-id": `evt_${randomBytes(7).toString("hex")}`,
    },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}
