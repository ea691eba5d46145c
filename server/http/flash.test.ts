import type { AddressInfo } from "node:net";
import cookieParser from "cookie-parser";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLASH_COOKIE } from "./cookie-names";
import { readFlash, setFlash } from "./flash";

const SECRET = "a-test-secret-that-is-at-least-32-characters";
let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(cookieParser(SECRET));
  app.post("/post", express.urlencoded({ extended: false }), (req, res) => {
    setFlash(req, res, { message: String(req.body.message), kind: req.body.kind === "error" ? "error" : "success" });
    res.redirect(303, "/page");
  });
  app.use(readFlash);
  // A page with its own (public) caching headers, as a catalogue page may have.
  app.get("/page", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=60");
    res.json({ flash: res.locals.flash ?? null });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const cookieFrom = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${FLASH_COOKIE}=`))
    ?.split(";")[0];

async function post(message: string, kind = "success") {
  const res = await fetch(`${base}/post`, {
    method: "POST",
    body: new URLSearchParams({ message, kind }),
    redirect: "manual",
  });
  return { res, cookie: cookieFrom(res) };
}

const page = (cookie?: string) => fetch(`${base}/page`, { headers: cookie ? { cookie } : {} });

describe("flash messages", () => {
  it("are signed, httpOnly, short-lived, and read once on the next page, which is never shared-cached", async () => {
    const { res, cookie } = await post("Tote added to cart");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/page");
    const header = res.headers.getSetCookie().find((c) => c.startsWith(`${FLASH_COOKIE}=`))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Max-Age=60/);
    expect(decodeURIComponent(cookie!)).toMatch(/^stylehub_flash=s:/);

    const shown = await page(cookie);
    expect(await shown.json()).toEqual({ flash: { message: "Tote added to cart", kind: "success" } });
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    // Cleared on the way: the browser has nothing left to show again.
    expect(cookieFrom(shown)).toBe(`${FLASH_COOKIE}=`);
  });

  it("ignores a cookie that the store did not sign, and clears it", async () => {
    const forged = `${FLASH_COOKIE}=${encodeURIComponent(`s:${JSON.stringify({ message: "Pay here", kind: "error" })}.forged`)}`;
    const unsigned = `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify({ message: "Pay here", kind: "error" }))}`;
    for (const cookie of [forged, unsigned]) {
      const res = await page(cookie);
      expect(await res.json()).toEqual({ flash: null });
      expect(res.headers.get("cache-control")).toBe("public, max-age=60");
      expect(cookieFrom(res)).toBe(`${FLASH_COOKIE}=`);
    }
  });

  it("cuts a long message rather than failing the shopper's answer", async () => {
    const { res, cookie } = await post("x".repeat(1000), "error");
    expect(res.status).toBe(303);
    const flash = ((await (await page(cookie)).json()) as { flash: { message: string; kind: string } }).flash;
    expect(flash.kind).toBe("error");
    expect(flash.message).toHaveLength(300);
  });

  it("leaves pages without a message alone", async () => {
    const res = await page();
    expect(await res.json()).toEqual({ flash: null });
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(cookieFrom(res)).toBeUndefined();
  });
});
