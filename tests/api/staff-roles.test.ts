import { describe, expect, it, beforeAll } from "vitest";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Router } from "express";
import appRoutes from "../../app/routes";
import { products, reviews, staffChanges, users } from "../../server/db/schema";
import { createServices } from "../../server/services";
import { staffRouter } from "../../server/api/staff";
import {
  NOT_YOUR_AREA,
  STAFF_PAGES,
  apiArea,
  mayOpenPage,
  mayWork,
  pageAreas,
  type StaffPagePath,
  type UserRole,
} from "@rules/staff-roles";
import type { StaffChangeKind, StaffChangePage } from "@rules/staff-audit";
import type { StaffProductView } from "@rules/staff";
import { setUpTestServer } from "../helpers/harness";
import { builtPages, testSecret } from "../helpers/app";
import { runAdminCommand } from "../../scripts/admin";
import { checkoutCustomer as customer, userWithSession } from "../helpers/accounts";
import { TestClient, callJson } from "../helpers/client";
import { addProduct } from "../helpers/catalog";

const shop = setUpTestServer(async () => ({ pages: await builtPages() }));
const ROLES = ["admin", "catalogue", "orders", "customer"] as const satisfies readonly UserRole[];
let productId = 0;
const people = {} as Record<(typeof ROLES)[number], { id: number; token: string; email: string }>;

beforeAll(async () => {
  productId = (await shop.db.select({ id: products.id }).from(products).limit(1))[0]!.id;
  for (const role of ROLES) {
    const made = await userWithSession(shop.db, role);
    const [row] = await shop.db.select({ email: users.email }).from(users).where(eq(users.id, made.id));
    people[role] = { ...made, email: row!.email };
  }
});

const as = <T = Record<string, unknown>>(role: (typeof ROLES)[number], method: string, url: string, body?: unknown) =>
  callJson<T>(shop.url, method, url, body, people[role].token);

/** The staff's pages, read from the route table itself: a new one must be placed in rules/staff-roles.ts. */
function staffRoutesOfTable(): string[] {
  const found: string[] = [];
  const walk = (entries: readonly { path?: string; file: string; children?: unknown[] }[]) => {
    for (const entry of entries) {
      if (/routes\/(admin-|add-product)/.test(entry.file)) found.push(`/${entry.path ?? ""}`);
      if (entry.children) walk(entry.children as typeof entries);
    }
  };
  walk(appRoutes as never);
  return found;
}

/** The staff's API calls, read from the router's own table (nested routers included). */
function staffCallsOfRouter(): [string, string][] {
  const router = staffRouter(createServices(shop.db, shop.server.config)) as Router & { stack: Layer[] };
  interface Layer {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  }
  const calls: [string, string][] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) calls.push([method.toUpperCase(), layer.route.path]);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk(router.stack);
  return calls;
}

describe("who may open each staff page", () => {
  const pages = staffRoutesOfTable();

  it("finds the staff's pages in the route table, each placed in the roles' table", () => {
    expect(pages).toContain("/admin/audit");
    expect(pages).toContain("/AddProduct");
    for (const page of pages) expect(pageAreas(page), `${page} is in rules/staff-roles.ts's STAFF_PAGES`).toBeDefined();
    expect(pages.sort()).toEqual(STAFF_PAGES.map((p) => p.path).sort());
  });

  it.each(ROLES)("as %s: every staff page opens or answers 403", async (role) => {
    for (const page of pages) {
      const url =
        page.replace(":id", String(productId)) + (page === "/admin/exports/download" ? "?kind=catalogue" : "");
      const res = await fetch(`${shop.url}${url}`, {
        headers: { authorization: `Bearer ${people[role].token}` },
        redirect: "manual",
      });
      const allowed =
        page === "/admin/exports/download" ? mayWork(role, "catalogue") : mayOpenPage(role, page as StaffPagePath);
      expect(res.status, `${role} ${url}`).toBe(allowed ? 200 : 403);
      if (!allowed && role !== "customer") expect(await res.text()).toContain("Your staff role does not include this");
      else await res.arrayBuffer();
    }
  });

  it("gives the catalogue staff the catalogue's file and not the orders' or GST files", async () => {
    const get = (kind: string) =>
      fetch(`${shop.url}/admin/exports/download?kind=${kind}`, {
        headers: { authorization: `Bearer ${people.catalogue.token}` },
      });
    expect((await get("catalogue")).status).toBe(200);
    expect((await get("orders")).status).toBe(403);
    expect((await get("gstr1")).status).toBe(403);
  });

  it("shows each role only its pages in the staff navigation", async () => {
    const nav = async (role: (typeof ROLES)[number], url: string) => {
      const html = await (
        await fetch(`${shop.url}${url}`, { headers: { authorization: `Bearer ${people[role].token}` } })
      ).text();
      return html.slice(html.indexOf('aria-label="Staff"'), html.indexOf("</nav>", html.indexOf('aria-label="Staff"')));
    };
    const catalogue = await nav("catalogue", "/admin/products");
    expect(catalogue).toContain('href="/admin/products"');
    expect(catalogue).not.toContain('href="/admin/orders"');
    expect(catalogue).not.toContain('href="/admin/audit"');
    const orders = await nav("orders", "/admin/orders");
    expect(orders).toContain('href="/admin/returns"');
    expect(orders).not.toContain('href="/admin/products"');
    const owner = await nav("admin", "/admin/orders");
    for (const path of ["/admin", "/admin/products", "/admin/orders", "/admin/staff", "/admin/audit"]) {
      expect(owner).toContain(`href="${path}"`);
    }
  });
});

describe("who may call each staff API call", () => {
  let calls: [string, string][] = [];
  beforeAll(() => {
    calls = staffCallsOfRouter();
  });

  it("finds every call of the staff's router", () => {
    expect(calls).toContainEqual(["GET", "/api/admin/audit"]);
    expect(calls).toContainEqual(["PATCH", "/api/admin/orders/:id"]);
    expect(calls).toContainEqual(["POST", "/api/admin/catalogue/import"]);
    expect(calls.length).toBeGreaterThan(30);
  });

  // Spelled out, apart from the table the guard reads: the split decision 043 records.
  it("keeps the split: catalogue staff the catalogue, order staff the orders, the owner everything", () => {
    expect(apiArea("/api/admin/products/3")).toBe("catalogue");
    expect(apiArea("/api/admin/exports/catalogue")).toBe("catalogue");
    expect(apiArea("/api/admin/returns/3/refund")).toBe("orders");
    expect(apiArea("/api/admin/reviews/3/reply")).toBe("orders");
    expect(apiArea("/api/admin/exports/gstr1")).toBe("salesExports");
    expect(apiArea("/api/admin/something-new")).toBe("staff");
    expect(mayWork("catalogue", "orders")).toBe(false);
    expect(mayWork("orders", "catalogue")).toBe(false);
    expect(mayWork("catalogue", "coupons") || mayWork("orders", "coupons")).toBe(false);
  });

  it.each(ROLES)("as %s: every call is allowed or answers 403 with why", async (role) => {
    for (const [method, route] of calls) {
      const url = route.replace(/:[a-zA-Z]+/g, "999999");
      const res = await fetch(`${shop.url}${url}`, {
        method,
        headers: { authorization: `Bearer ${people[role].token}`, "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      const allowed = role !== "customer" && mayWork(role, apiArea(url));
      if (allowed) {
        expect(res.status, `${role} ${method} ${url}`).not.toBe(403);
        await res.arrayBuffer();
      } else {
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
        const body = await res.json();
        if (role !== "customer") expect(body).toMatchObject({ success: false, message: NOT_YOUR_AREA });
      }
    }
  });
});

const unique = (label: string) => `${label} ${randomBytes(3).toString("hex")}`;
const entriesFor = (entityId: string) =>
  shop.db.select().from(staffChanges).where(eq(staffChanges.entityId, entityId)).orderBy(staffChanges.id);

async function newProduct(stock = 10): Promise<StaffProductView> {
  const res = await as<{ product: { id: number } }>("catalogue", "POST", "/api/products/create", {
    name: unique("Audit Kurta"),
    image: "https://images.example.com/kurta.jpg",
    price: 1999,
    category: "Perfumes",
    stock,
  });
  expect(res.status).toBe(201);
  const read = await as<StaffProductView>("catalogue", "GET", `/api/admin/products?q=${encodeURIComponent("Audit")}`);
  expect(read.status).toBe(200);
  const view = await createServices(shop.db, shop.server.config).staff.getProduct(res.body.product.id);
  return view!;
}

describe("the audit log", () => {
  it("records a product added, with who added it and what it was added with", async () => {
    const product = await newProduct(7);
    const entries = await entriesFor(String(product.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: "product.create",
      entityType: "product",
      entityLabel: product.name,
      staffUserId: people.catalogue.id,
      staffEmail: people.catalogue.email,
      before: null,
      after: { name: product.name, price: 1999, category: "Perfumes", stock: 7, hidden: false },
    });
    const log = await as<StaffChangePage>("admin", "GET", "/api/admin/audit?kind=product.create");
    expect(log.status).toBe(200);
    expect(log.body.entries.map((entry) => entry.entityId)).toContain(String(product.id));

    // A refused product writes nothing.
    const before = (await shop.db.select().from(staffChanges)).length;
    const refused = await as("catalogue", "POST", "/api/products/create", {
      name: unique("No Price"),
      category: "Perfumes",
    });
    expect(refused.status).toBe(400);
    expect((await shop.db.select().from(staffChanges)).length).toBe(before);
  });

  it("records a price change with who made it, from and to", async () => {
    const product = await newProduct();
    const res = await as("catalogue", "PATCH", `/api/admin/products/${product.id}`, { price: 2499 });
    expect(res.status).toBe(200);
    const [entry] = (await entriesFor(String(product.id))).filter((e) => e.kind === "product.edit");
    expect(entry).toMatchObject({
      kind: "product.edit",
      entityType: "product",
      staffUserId: people.catalogue.id,
      staffEmail: people.catalogue.email,
      before: { price: 1999 },
      after: { price: 2499 },
    });
  });

  it("records each size's stock change, and nothing for a refused edit", async () => {
    const product = await newProduct(10);
    const sku = product.colours[0]!.sku;
    expect((await as("catalogue", "PATCH", `/api/admin/products/${product.id}`, { stock: 4 })).status).toBe(200);
    const entries = await shop.db
      .select()
      .from(staffChanges)
      .where(and(eq(staffChanges.kind, "stock.change"), eq(staffChanges.staffUserId, people.catalogue.id)));
    const mine = entries.filter((e) => e.entityLabel.startsWith(product.name));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ entityType: "variant", entityId: sku, before: { stock: 10 }, after: { stock: 4 } });

    const before = (await shop.db.select().from(staffChanges)).length;
    expect((await as("catalogue", "PATCH", `/api/admin/products/${product.id}`, { price: 0 })).status).toBe(400);
    expect((await shop.db.select().from(staffChanges)).length).toBe(before);
  });

  it("records an order's status change", async () => {
    const product = await newProduct(5);
    const shopper = new TestClient(shop.url);
    const placed = await shopper.post<{ orderId: number; orderNumber: string }>("/submit-order", {
      customer,
      product: { productId: product.id, quantity: 1 },
    });
    expect(placed.status).toBe(201);
    const res = await as("orders", "PATCH", `/api/admin/orders/${placed.body.orderId}`, {
      status: "shipped",
      carrier: "Delhivery",
      trackingNumber: "DL998877",
    });
    expect(res.status).toBe(200);
    const [entry] = await entriesFor(placed.body.orderNumber);
    expect(entry).toMatchObject({
      kind: "order.status",
      staffUserId: people.orders.id,
      before: { status: "placed" },
      after: { status: "shipped", carrier: "Delhivery", trackingNumber: "DL998877" },
    });
  });

  it("lists the log newest first, filtered by staff member, kind and India's days, for the owner only", async () => {
    const product = await newProduct();
    await as("admin", "PATCH", `/api/admin/products/${product.id}`, { name: `${product.name} Two` });
    const mine = await as<StaffChangePage>(
      "admin",
      "GET",
      `/api/admin/audit?staff=${people.admin.id}&kind=product.edit`,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.entries[0]).toMatchObject({
      entityId: String(product.id),
      after: { name: `${product.name} Two` },
    });
    expect(mine.body.entries.every((e) => e.staffUserId === people.admin.id && e.kind === "product.edit")).toBe(true);

    const byCatalogue = await as<StaffChangePage>("admin", "GET", `/api/admin/audit?staff=${people.catalogue.id}`);
    expect(byCatalogue.body.entries.length).toBeGreaterThan(0);
    expect(byCatalogue.body.entries.every((e) => e.staffUserId === people.catalogue.id)).toBe(true);
    const times = byCatalogue.body.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    // India's day: today's entries are there, yesterday's range has none of them.
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 5.5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    const inDay = await as<StaffChangePage>(
      "admin",
      "GET",
      `/api/admin/audit?staff=${people.admin.id}&from=${today}&to=${today}`,
    );
    expect(inDay.body.entries.length).toBeGreaterThan(0);
    const before = await as<StaffChangePage>(
      "admin",
      "GET",
      `/api/admin/audit?staff=${people.admin.id}&to=${yesterday}`,
    );
    expect(before.body.entries).toEqual([]);
    expect((await as("admin", "GET", "/api/admin/audit?from=2026-02-30")).status).toBe(400);
    expect((await as("catalogue", "GET", "/api/admin/audit")).status).toBe(403);

    // The page, filtered without JavaScript: a plain GET with the same parameters.
    const page = await (
      await fetch(`${shop.url}/admin/audit?staff=${people.admin.id}&kind=product.edit`, {
        headers: { authorization: `Bearer ${people.admin.token}` },
      })
    ).text();
    expect(page).toContain(`${product.name} Two`);
    expect(page).toContain(people.admin.email);
    expect(page).not.toContain(people.catalogue.email + "</p>");
  });
});

describe("the audit log of replies, uploads and sizes' prices", () => {
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
  const ofKind = (kind: StaffChangeKind, entityId: string) =>
    shop.db
      .select()
      .from(staffChanges)
      .where(and(eq(staffChanges.kind, kind), eq(staffChanges.entityId, entityId)))
      .orderBy(staffChanges.id);

  it("records the store's reply to a review written, changed and removed, and nothing for a refused one", async () => {
    const [review] = await shop.db
      .insert(reviews)
      .values({ productId, author: "Asha K.", rating: 4, title: "Audit reply test", body: "Fits well.", sample: true })
      .returning({ id: reviews.id });
    const url = `/api/admin/reviews/${review!.id}/reply`;
    expect((await as("orders", "PUT", url, { body: "Thank you, Asha!" })).status).toBe(200);
    expect((await as("orders", "PUT", url, { body: "Thank you, Asha! Glad it fits." })).status).toBe(200);
    expect((await as("orders", "PUT", url, { body: "   " })).status).toBe(400);
    expect((await as("orders", "DELETE", url)).status).toBe(200);
    expect((await as("orders", "DELETE", url)).status).toBe(200);
    const entries = await ofKind("review.reply", String(review!.id));
    expect(
      entries.map(({ staffUserId, entityType, entityLabel, before, after }) => ({
        staffUserId,
        entityType,
        entityLabel,
        before,
        after,
      })),
    ).toEqual([
      {
        staffUserId: people.orders.id,
        entityType: "review",
        entityLabel: "Audit reply test",
        before: null,
        after: { reply: "Thank you, Asha!" },
      },
      {
        staffUserId: people.orders.id,
        entityType: "review",
        entityLabel: "Audit reply test",
        before: { reply: "Thank you, Asha!" },
        after: { reply: "Thank you, Asha! Glad it fits." },
      },
      {
        staffUserId: people.orders.id,
        entityType: "review",
        entityLabel: "Audit reply test",
        before: { reply: "Thank you, Asha! Glad it fits." },
        after: null,
      },
    ]);
  });

  it("records a photo uploaded by the staff, and the product's photos changed to it", async () => {
    const form = new FormData();
    form.append("image", new Blob([PNG], { type: "image/png" }), "kurta.png");
    const res = await fetch(`${shop.url}/api/uploads`, {
      method: "POST",
      headers: { authorization: `Bearer ${people.catalogue.token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const name = url.slice("/uploads/".length);
    const [uploaded] = await ofKind("image.upload", name);
    expect(uploaded).toMatchObject({
      staffUserId: people.catalogue.id,
      staffEmail: people.catalogue.email,
      entityType: "upload",
      before: null,
      after: { src: url, width: 1, height: 1 },
    });

    const product = await newProduct();
    const edited = await as("catalogue", "PATCH", `/api/admin/products/${product.id}`, {
      images: [url, product.image],
    });
    expect(edited.status).toBe(200);
    const [entry] = (await entriesFor(String(product.id))).filter((e) => e.kind === "product.edit");
    expect(entry).toMatchObject({
      kind: "product.edit",
      before: { photos: [product.image] },
      after: { photos: [url, product.image] },
    });
  });

  it("records each size's own price set, changed and cleared, and nothing for a refused change", async () => {
    const id = await addProduct(shop.db, { category: "Loafers", name: unique("Audit Loafers"), price: 2000 });
    const view = (await createServices(shop.db, shop.server.config).staff.getProduct(id))!;
    const colour = view.colours[0]!;
    const edit = (sizePrices: Record<string, unknown>) =>
      as("catalogue", "PATCH", `/api/admin/products/${id}/colours/${colour.id}`, { sizePrices });
    expect((await edit({ "10": 2400, "6": 1800 })).status).toBe(200);
    expect((await edit({ "10": 2600, "6": 1800 })).status).toBe(200);
    expect((await edit({ "10": 2900, "13": 2500 })).status).toBe(400);
    expect((await edit({ "10": null })).status).toBe(200);
    const ten = await ofKind("size.price", `${colour.sku}-10`);
    expect(ten.map((e) => [e.before, e.after])).toEqual([
      [{ price: null }, { price: 2400 }],
      [{ price: 2400 }, { price: 2600 }],
      [{ price: 2600 }, { price: null }],
    ]);
    expect(ten[0]).toMatchObject({
      staffUserId: people.catalogue.id,
      entityType: "variant",
      entityLabel: `${view.name} · ${colour.name} · 10`,
    });
    // Unchanged at 1800 the second time: one entry.
    expect(await ofKind("size.price", `${colour.sku}-6`)).toHaveLength(1);

    // The log's filter by kind, on the API and the page.
    const listed = await as<StaffChangePage>("admin", "GET", "/api/admin/audit?kind=size.price");
    expect(listed.body.entries.length).toBeGreaterThan(0);
    expect(listed.body.entries.every((e) => e.kind === "size.price")).toBe(true);
    const page = await (
      await fetch(`${shop.url}/admin/audit?kind=size.price`, {
        headers: { authorization: `Bearer ${people.admin.token}` },
      })
    ).text();
    expect(page).toContain(`${view.name} · ${colour.name} · 10`);
    for (const kind of ["size.price", "image.upload", "review.reply"]) expect(page).toContain(`value="${kind}"`);
  });
});

describe("the staff's roles", () => {
  it("lets the owner give and take a role by e-mail, logged, and never demote the last owner", async () => {
    const member = await userWithSession(shop.db, "customer");
    const [row] = await shop.db.select().from(users).where(eq(users.id, member.id));
    const given = await as("admin", "PUT", "/api/admin/staff", { email: row!.email, role: "orders" });
    expect(given).toMatchObject({ status: 200, body: { member: { email: row!.email, role: "orders" } } });
    expect((await callJson(shop.url, "GET", "/api/admin/orders", undefined, member.token)).status).toBe(200);
    expect(await as("admin", "PUT", "/api/admin/staff", { email: row!.email, role: "sales" })).toMatchObject({
      status: 400,
    });
    const [logged] = await shop.db
      .select()
      .from(staffChanges)
      .where(and(eq(staffChanges.kind, "staff.role"), eq(staffChanges.entityId, String(member.id))));
    expect(logged).toMatchObject({
      before: { role: "customer" },
      after: { role: "orders" },
      staffUserId: people.admin.id,
    });
    expect((await as("orders", "PUT", "/api/admin/staff", { email: row!.email, role: "admin" })).status).toBe(403);

    // Every owner but one is demoted; the last cannot demote themself.
    const owners = await shop.db.select().from(users).where(eq(users.role, "admin"));
    for (const owner of owners.filter((o) => o.id !== people.admin.id)) {
      expect((await as("admin", "PUT", "/api/admin/staff", { email: owner.email, role: "customer" })).status).toBe(200);
    }
    const last = await as("admin", "PUT", "/api/admin/staff", { email: people.admin.email, role: "catalogue" });
    expect(last).toMatchObject({ status: 409, body: { message: expect.stringContaining("at least one owner") } });
    expect((await as("admin", "GET", "/api/admin/staff")).status).toBe(200);
  });
});

describe("npm run admin -- set-role", () => {
  const run = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(
      argv,
      { SESSION_SECRET: testSecret, LOG_LEVEL: "silent" },
      { out: (line) => out.push(line), err: (line) => err.push(line) },
      async () => ({ ...shop.database, close: async () => {} }),
    );
    return { code, out: out.join("\n"), err: err.join("\n") };
  };

  it("gives an account a role by e-mail, logged as the command line's, and refuses a role not on the list", async () => {
    const member = await userWithSession(shop.db, "customer");
    const [row] = await shop.db.select().from(users).where(eq(users.id, member.id));
    expect(await run(["set-role", "--email", row!.email, "--role", "catalogue"])).toEqual({
      code: 0,
      out: `${row!.email} is now Catalogue staff.`,
      err: "",
    });
    const [logged] = await shop.db
      .select()
      .from(staffChanges)
      .where(and(eq(staffChanges.kind, "staff.role"), eq(staffChanges.entityId, String(member.id))));
    expect(logged).toMatchObject({ staffUserId: null, staffEmail: "command line", after: { role: "catalogue" } });
    expect((await run(["set-role", "--email", row!.email, "--role", "boss"])).code).toBe(2);
    expect((await run(["set-role", "--email", "nobody-here@example.com", "--role", "orders"])).err).toContain(
      "There is no account for nobody-here@example.com",
    );
  });
});
