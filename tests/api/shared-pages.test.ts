import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products } from "../../server/db/schema";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { builtPages } from "../helpers/app";
import { TestClient } from "../helpers/client";
import { logIn, signUp } from "../helpers/accounts";
import { inlineScripts, scriptHashSource } from "../helpers/html";
import { isRefusal, type DeliveryAnswer } from "@rules/delivery";

const SHARED = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
const CATALOGUE_PAGES = ["/", "/products", "/products?q=linen+shirt", "/shirts", "/category", "/returns"];

/** The script-src of a Content-Security-Policy, as a list of sources. */
const scriptSources = (policy: string | null) =>
  /script-src ([^;]*)/
    .exec(policy ?? "")?.[1]
    ?.split(" ")
    .filter(Boolean) ?? [];

// Decision 024: a catalogue page asked for without the store's page cookies holds nothing of the visitor's,
// so a CDN or nginx may keep it; a shopper with one of those cookies always gets their own.
describe("catalogue pages for shared caches", () => {
  const shop = setUpTestServer(async () => ({ pages: await builtPages() }));
  let PERFUME: number;
  beforeAll(async () => {
    PERFUME = await addProduct(shop.db, { category: "Perfumes", stock: 60 });
  });

  it("are public without cookies, set none, and allow exactly their inline scripts by hash", async () => {
    for (const page of [...CATALOGUE_PAGES, `/product/${PERFUME}`]) {
      const response = await fetch(`${shop.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get("cache-control"), page).toBe(SHARED);
      expect(response.headers.get("vary"), page).toMatch(/Cookie/);
      expect(response.headers.get("set-cookie"), page).toBeNull();
      const html = await response.text();
      expect(html, page).not.toMatch(/nonce=/);
      const sources = scriptSources(response.headers.get("content-security-policy"));
      expect(
        sources.some((s) => s.startsWith("'nonce-")),
        page,
      ).toBe(false);
      const inline = inlineScripts(html);
      expect(inline.length, page).toBeGreaterThan(0);
      for (const { text } of inline) expect(sources, page).toContain(scriptHashSource(text));
    }
  });

  it("keep a request id the client sent out of the page: it cannot take words out of what others are given", async () => {
    // The id is left out of a shared page by its value; one a client may choose (a word on the page, the
    // store's name) would have taken that word out of the page everyone was then given.
    const plain = await (await fetch(`${shop.url}/returns`)).text();
    const count = (html: string, word: string) => html.split(word).length - 1;
    for (const id of ["StyleHub", "Customer"]) {
      expect(count(plain, id), id).toBeGreaterThan(0);
      // Past the second the instance keeps the page for: rendered again, for this request.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const response = await fetch(`${shop.url}/returns`, { headers: { "x-request-id": id } });
      expect(response.headers.get("x-request-id"), id).not.toBe(id);
      expect(count(await response.text(), id), id).toBe(count(plain, id));
    }
    // An id in the form the store makes itself (a UUID, from a proxy in front) is kept, for tracing.
    const uuid = "3f0c8a2e-5b1d-4c6e-9a7f-2d4b6e8f0a1c";
    const traced = await fetch(`${shop.url}/returns?traced`, { headers: { "x-request-id": uuid } });
    expect(traced.headers.get("x-request-id")).toBe(uuid);
    expect(await traced.text()).not.toContain(uuid);
  });

  it("are the same bytes each time, so their ETag revalidates with a 304", async () => {
    const first = await fetch(`${shop.url}/shirts`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    // Past the second for which the instance gives the page it keeps: this one is rendered again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await fetch(`${shop.url}/shirts`);
    expect(second.headers.get("etag")).toBe(etag);
    // The same bytes (the request id, for an error page's reference, is left out of a page that is fine).
    const body = await first.text();
    expect(body).not.toContain(first.headers.get("x-request-id"));
    expect(await second.text()).toBe(body);
    const revalidated = await fetch(`${shop.url}/shirts`, {
      headers: { "if-none-match": etag!, "cache-control": "max-age=0" },
    });
    expect(revalidated.status).toBe(304);
    // The browser keeps its copy: the policy that comes with the 304 must allow that copy's scripts.
    expect(revalidated.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(await revalidated.text()).toBe("");
    // A change to the catalogue is a new page.
    const other = await fetch(`${shop.url}/shirts?page=2`);
    expect(other.headers.get("etag")).not.toBe(etag);
  });

  it("are the shopper's own once they have a cookie: their cart's count, a nonce, never public", async () => {
    const added = await fetch(`${shop.url}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ productId: PERFUME }),
    });
    expect(added.status).toBe(201);
    const cookie = added.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const response = await fetch(`${shop.url}/shirts`, { headers: { cookie } });
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toMatch(/Cookie/);
    expect(scriptSources(response.headers.get("content-security-policy")).some((s) => s.startsWith("'nonce-"))).toBe(
      true,
    );
    expect(await response.text()).toContain(`aria-label="Cart, 1 item"`);
  });

  it("are the same shared page for a visitor whose cookies are not the store's (analytics, consent)", async () => {
    const cookieless = await fetch(`${shop.url}/shirts`);
    const response = await fetch(`${shop.url}/shirts`, {
      headers: { cookie: "_ga=GA1.1.2093.1764300000; cookie_consent=accepted" },
    });
    expect(response.headers.get("cache-control")).toBe(SHARED);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("etag")).toBe(cookieless.headers.get("etag"));
    expect(scriptSources(response.headers.get("content-security-policy")).some((s) => s.startsWith("'nonce-"))).toBe(
      false,
    );
    expect(await response.text()).toBe(await cookieless.text());
  });

  it("are the shopper's own with any cookie that changes a page, even beside others", async () => {
    const pageCookies = [
      "stylehub_session=s%3Aunknown",
      "stylehub_guest=s%3Aunknown",
      "stylehub_flash=x",
      "delivery_pin=110001",
    ];
    for (const cookie of pageCookies) {
      const response = await fetch(`${shop.url}/product/${PERFUME}`, { headers: { cookie: `_ga=GA1.1.1; ${cookie}` } });
      expect(response.status, cookie).toBe(200);
      expect(response.headers.get("cache-control"), cookie).toBe("private, no-cache");
      expect(
        scriptSources(response.headers.get("content-security-policy")).some((s) => s.startsWith("'nonce-")),
        cookie,
      ).toBe(true);
    }
  });

  it("never hold a cookie that cookie-parser does not see by its name (a no-break space before it)", async () => {
    const fresh = await addProduct(shop.db, { category: "Perfumes", stock: 7 });
    const response = await fetch(`${shop.url}/product/${fresh}`, { headers: { cookie: "\u00a0delivery_pin=560038" } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("560038");
  });

  it("keep a looking visitor cookieless; the first change sets the guest cookie", async () => {
    const looked = await fetch(`${shop.url}/product/${PERFUME}`);
    expect(looked.headers.get("set-cookie")).toBeNull();
    const posted = await fetch(`${shop.url}/api/wishlist`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ productId: PERFUME }),
    });
    expect(posted.headers.getSetCookie().some((c) => c.startsWith("stylehub_guest="))).toBe(true);
  });

  it("never share a shopper's pages, even without cookies", async () => {
    for (const page of ["/cart", "/wishlist", "/login", "/customer-details", "/orders/lookup"]) {
      const response = await fetch(`${shop.url}${page}`, { redirect: "manual" });
      expect(response.headers.get("cache-control") ?? "", page).not.toMatch(/public/);
      expect(response.headers.get("content-security-policy"), page).toBeTruthy();
    }
    const missing = await fetch(`${shop.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control") ?? "").not.toMatch(/public/);
  });
});

describe("a shared page asked for again within a second", () => {
  const METRICS_TOKEN = "m".repeat(20);
  const shop = setUpTestServer(async () => ({ env: { METRICS_TOKEN }, pages: await builtPages() }));
  /** How this instance's page cache has answered so far: fresh (kept) or miss (rendered). */
  const pageCacheReads = async () => {
    const text = await (
      await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const count = (result: string) =>
      Number(new RegExp(`stylehub_shared_page_cache_reads_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    return { fresh: count("fresh"), miss: count("miss") };
  };
  let PERFUME: number;
  beforeAll(async () => {
    PERFUME = await addProduct(shop.db, { category: "Perfumes", stock: 60 });
  });

  it("is given again as it was, with its own policy and ETag, and a change to the catalogue shows at once", async () => {
    const first = await fetch(`${shop.url}/product/${PERFUME}`);
    const body = await first.text();
    const again = await fetch(`${shop.url}/product/${PERFUME}`);
    expect(await again.text()).toBe(body);
    expect(await pageCacheReads()).toEqual({ fresh: 1, miss: 1 });
    for (const header of ["content-security-policy", "etag", "cache-control", "content-type"]) {
      expect(again.headers.get(header), header).toBe(first.headers.get(header));
    }
    expect(again.headers.get("vary")).toMatch(/Cookie/);
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    const revalidated = await fetch(`${shop.url}/product/${PERFUME}`, {
      headers: { "if-none-match": first.headers.get("etag")!, "cache-control": "max-age=0" },
    });
    expect(revalidated.status).toBe(304);

    const [product] = await shop.db.select().from(products).where(eq(products.id, PERFUME));
    await shop.db
      .update(products)
      .set({ name: `${product!.name} Rare`, basePricePaise: product!.basePricePaise + 10_000 })
      .where(eq(products.id, PERFUME));
    const changed = await (await fetch(`${shop.url}/product/${PERFUME}`)).text();
    expect(changed).not.toBe(body);
    expect(changed).toContain(`${product!.name} Rare`);
    expect((await pageCacheReads()).miss).toBe(2);
  });

  it("is never given to a shopper with a page cookie", async () => {
    await fetch(`${shop.url}/shirts`);
    const own = await fetch(`${shop.url}/shirts`, { headers: { cookie: "delivery_pin=110001" } });
    expect(own.headers.get("cache-control")).toBe("private, no-cache");
    expect(await own.text()).toMatch(/nonce=/);
  });
});

// Decision 024: a browser that runs the store's script fills in what is the shopper's own
// (GET /api/shopper), so it is given the shared page even with a cart, a wishlist or an account.
describe("a shopper whose browser runs the store's script", () => {
  const shop = setUpTestServer(async () => ({ pages: await builtPages() }));
  const SCRIPT = "stylehub_js=1";
  let PERFUME: number;
  let shopper: TestClient;
  let account: Awaited<ReturnType<typeof signUp>>;
  /** The shopper's cookies, and the note their browser's script leaves. */
  let cookie: string;
  beforeAll(async () => {
    PERFUME = await addProduct(shop.db, { category: "Perfumes", stock: 60 });
    shopper = new TestClient(shop.url);
    account = await signUp(shopper);
    await logIn(shopper, account);
    expect((await shopper.post("/api/cart", { productId: PERFUME, quantity: 2 })).status).toBe(201);
    expect((await shopper.post("/wishlist", { id: PERFUME })).status).toBe(201);
    cookie = `${shopper.cookieHeader}; ${SCRIPT}`;
    expect(account.username).toBeTruthy();
  });

  it("is given the shared page: the same bytes as a visitor without cookies, nothing of theirs in it", async () => {
    for (const page of ["/shirts", "/", `/product/${PERFUME}`, "/products?q=perfume"]) {
      // The shopper asks first, so their page is rendered (not one the instance kept from the visitor's).
      const response = await fetch(`${shop.url}${page}`, { headers: { cookie } });
      const cookieless = await fetch(`${shop.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get("cache-control"), page).toBe(SHARED);
      expect(response.headers.get("set-cookie"), page).toBeNull();
      expect(response.headers.get("etag"), page).toBe(cookieless.headers.get("etag"));
      const html = await response.text();
      expect(html, page).toBe(await cookieless.text());
      expect(html, page).not.toMatch(/nonce=|Cart, 2 items|account-initial/);
    }
  });

  it("is given their own counts, hearts and account by GET /api/shopper, never kept by a cache", async () => {
    const response = await fetch(`${shop.url}/api/shopper`, { headers: { cookie, accept: "application/json" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as {
      cartCount: number;
      wishlistIds: number[];
      account: unknown;
      delivery: unknown;
    };
    expect(body.cartCount).toBe(2);
    expect(body.wishlistIds).toEqual([PERFUME]);
    expect(body.account).toEqual({ username: account.username, role: "customer" });
    expect(body.delivery).toBeNull();

    // A product the staff hide leaves the hearts, as it leaves the wishlist.
    const hidden = await addProduct(shop.db, { category: "Perfumes", stock: 5 });
    expect((await shopper.post("/wishlist", { id: hidden })).status).toBe(201);
    await shop.db.update(products).set({ hidden: true }).where(eq(products.id, hidden));
    const after = await fetch(`${shop.url}/api/shopper`, { headers: { cookie, accept: "application/json" } });
    expect(((await after.json()) as { wishlistIds: number[] }).wishlistIds).toEqual([PERFUME]);

    // A visitor without cookies is told they have nothing, and is given no cookie for asking.
    const nobody = await fetch(`${shop.url}/api/shopper`, { headers: { accept: "application/json" } });
    expect(await nobody.json()).toEqual({ cartCount: 0, wishlistIds: [], account: null, delivery: null });
    expect(nobody.headers.get("set-cookie")).toBeNull();
    // Express answers the path in any case and with a trailing slash: still no cookie for asking.
    const otherSpelling = await fetch(`${shop.url}/API/Shopper/`, { headers: { accept: "application/json" } });
    expect(otherSpelling.status).toBe(200);
    expect(otherSpelling.headers.get("set-cookie")).toBeNull();
  });

  it("is given their own data when the page's script asks for it (a .data request)", async () => {
    const own = await fetch(`${shop.url}/shirts.data`, { headers: { cookie } });
    const shared = await fetch(`${shop.url}/shirts.data`);
    expect(own.status).toBe(200);
    // The root's data holds the shopper's counts, hearts and account: no cache keeps it, theirs or anyone's.
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(shared.headers.get("cache-control")).toBe("private, no-store");
    expect(await own.text()).not.toBe(await shared.text());
  });

  it("is given a navigation's data for a catalogue page as everyone is, when it leaves out the root's", async () => {
    // A click from one page to another asks only for the next page's own loader (the root reloads only
    // after a change: app/root.tsx): the same for everyone, so kept like the shared pages.
    for (const [data, route] of [
      ["/shirts.data", "sidebar/shirts"],
      ["/_root.data", "routes/home"],
      [`/product/${PERFUME}.data`, "routes/product"],
      ["/products.data?q=perfume", "routes/products"],
    ] as const) {
      const path = `${data}${data.includes("?") ? "&" : "?"}_routes=${encodeURIComponent(route)}`;
      const mine = await fetch(`${shop.url}${path}`, { headers: { cookie } });
      const cookieless = await fetch(`${shop.url}${path}`);
      expect(mine.status, path).toBe(200);
      expect(mine.headers.get("cache-control"), path).toBe("public, max-age=0, s-maxage=30");
      expect(mine.headers.get("vary"), path).toMatch(/Cookie/);
      expect(mine.headers.get("set-cookie"), path).toBeNull();
      const etag = mine.headers.get("etag");
      expect(etag, path).toMatch(/^W\/"/);
      expect(cookieless.headers.get("etag"), path).toBe(etag);
      const body = await mine.text();
      expect(body, path).toBe(await cookieless.text());
      expect(body, path).not.toContain(account.username);
      const revalidated = await fetch(`${shop.url}${path}`, { headers: { cookie, "if-none-match": etag! } });
      expect(revalidated.status, path).toBe(304);
    }
    // With the root's data, the shopper's own page, a remembered PIN code (a product page's loader reads
    // it), or credentials: the shopper's own, kept by no cache.
    const own = [
      { path: "/shirts.data?_routes=root,sidebar/shirts", cookie },
      { path: "/shirts.data", cookie: "" },
      { path: "/shirts.data?_routes=", cookie },
      { path: "/shirts.data?_routes=routes/category-layout,sidebar/shirts", cookie: "" },
      { path: "/cart.data?_routes=routes/cart", cookie },
      { path: "/wishlist.data?_routes=routes/wishlist", cookie: "" },
      { path: `/product/${PERFUME}.data?_routes=routes/product`, cookie: `${cookie}; delivery_pin=110001` },
    ];
    for (const { path, cookie: sent } of own) {
      const response = await fetch(`${shop.url}${path}`, { headers: sent ? { cookie: sent } : {} });
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.get("etag"), path).toBeNull();
    }
    const withPin = await fetch(`${shop.url}/product/${PERFUME}.data?_routes=routes/product`, {
      headers: { cookie: `${cookie}; delivery_pin=110001` },
    });
    expect(await withPin.text()).toContain("110001");
    const login = await shopper.post<{ token: string }>("/api/auth/login", {
      email: account.email,
      password: account.password,
    });
    const bearer = await fetch(`${shop.url}/shirts.data?_routes=sidebar/shirts`, {
      headers: { authorization: `Bearer ${login.body.token}` },
    });
    expect(bearer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is given their own page where the page is theirs, or holds a message", async () => {
    for (const page of ["/cart", "/wishlist", "/account", "/customer-details"]) {
      const response = await fetch(`${shop.url}${page}`, {
        headers: { cookie, accept: "text/html" },
        redirect: "manual",
      });
      expect(response.status, page).toBe(200);
      expect(response.headers.get("cache-control") ?? "", page).not.toMatch(/public/);
      expect(await response.text(), page).toMatch(/nonce=/);
    }
    const cart = await (await fetch(`${shop.url}/cart`, { headers: { cookie } })).text();
    expect(cart).toContain(`aria-label="Cart, 2 items"`);

    const withMessage = await fetch(`${shop.url}/shirts`, { headers: { cookie: `${cookie}; stylehub_flash=x` } });
    expect(withMessage.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("is given a product page's delivery date for their remembered PIN code by GET /api/shopper", async () => {
    const withPin = `${cookie}; delivery_pin=110001`;
    // A product nobody has asked for yet, so the page is rendered for this request.
    const fresh = await addProduct(shop.db, { category: "Perfumes", stock: 9 });
    const page = await fetch(`${shop.url}/product/${fresh}`, { headers: { cookie: withPin } });
    expect(page.headers.get("cache-control")).toBe(SHARED);
    expect(await page.text()).not.toContain("110001");
    const own = await fetch(`${shop.url}/api/shopper`, { headers: { cookie: withPin, accept: "application/json" } });
    const { delivery } = (await own.json()) as { delivery: DeliveryAnswer };
    // The same answer the shopper's own page would hold (a browser without JavaScript is rendered it).
    const rendered = await (
      await fetch(`${shop.url}/product/${PERFUME}`, { headers: { cookie: "delivery_pin=110001" } })
    ).text();
    expect(delivery.pin).toBe("110001");
    const shown = isRefusal(delivery) ? delivery.message : delivery.deliverByText;
    expect(rendered).toContain(shown);
  });

  it("is given their own page without the script's note, or with credentials", async () => {
    const withoutNote = await fetch(`${shop.url}/shirts`, { headers: { cookie: shopper.cookieHeader } });
    expect(withoutNote.headers.get("cache-control")).toBe("private, no-cache");
    expect(await withoutNote.text()).toContain(`aria-label="Cart, 2 items"`);
    const wrongNote = await fetch(`${shop.url}/shirts`, {
      headers: { cookie: `${shopper.cookieHeader}; stylehub_js=0` },
    });
    expect(wrongNote.headers.get("cache-control")).toBe("private, no-cache");
    const login = await shopper.post<{ token: string }>("/api/auth/login", {
      email: account.email,
      password: account.password,
    });
    const bearer = await fetch(`${shop.url}/shirts`, {
      headers: { cookie: SCRIPT, authorization: `Bearer ${login.body.token}` },
    });
    expect(bearer.headers.get("cache-control")).toBe("private, no-cache");
  });
});
