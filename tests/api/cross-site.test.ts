// A storefront on another site: CORS with credentials, and SameSite=None cookies when asked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import { ConfigError } from "../../server/config";
import { createTestDatabase } from "../helpers/db";
import { startTestServer, testConfig, type TestServer } from "../helpers/app";

const FRONTEND = "https://shop-frontend.example";

let database: Database;
let sameSite: TestServer;
let crossSite: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  sameSite = await startTestServer(database, { env: { CORS_ORIGINS: FRONTEND } });
  crossSite = await startTestServer(database, { env: { CORS_ORIGINS: FRONTEND, CROSS_SITE_COOKIES: "true" } });
});
afterAll(async () => {
  await sameSite?.close();
  await crossSite?.close();
  await database?.close();
});

const guestCookie = async (server: TestServer) => {
  const res = await fetch(`${server.url}/api/cart`, { headers: { origin: FRONTEND } });
  expect(res.headers.get("access-control-allow-origin")).toBe(FRONTEND);
  expect(res.headers.get("access-control-allow-credentials")).toBe("true");
  return res.headers.getSetCookie().find((c) => c.startsWith("stylehub_guest="))!;
};

async function sessionCookie(server: TestServer): Promise<string> {
  const tag = Math.random().toString(36).slice(2, 8);
  const account = { username: `cross${tag}`, email: `cross.${tag}@example.com`, password: `Mango-Lantern-${tag}-7` };
  const headers = { "content-type": "application/json", origin: FRONTEND };
  await fetch(`${server.url}/api/auth/signup`, { method: "POST", headers, body: JSON.stringify(account) });
  const res = await fetch(`${server.url}/api/auth/login`, { method: "POST", headers, body: JSON.stringify(account) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().find((c) => c.startsWith("stylehub_session="))!;
}

describe("cookies for a storefront on another site", () => {
  it("are SameSite=Lax by default, and not Secure over plain HTTP", async () => {
    const guest = await guestCookie(sameSite);
    expect(guest).toMatch(/SameSite=Lax/i);
    expect(guest).not.toMatch(/Secure/i);
    expect(await sessionCookie(sameSite)).toMatch(/SameSite=Lax(?!.*Secure)/i);
  });

  it("are SameSite=None; Secure with CROSS_SITE_COOKIES, for the guest's cart and the login", async () => {
    const guest = await guestCookie(crossSite);
    expect(guest).toMatch(/SameSite=None/i);
    expect(guest).toMatch(/Secure/i);
    const session = await sessionCookie(crossSite);
    expect(session).toMatch(/SameSite=None/i);
    expect(session).toMatch(/Secure/i);
  });

  it("refuse to start cross-site without CORS_ORIGINS", () => {
    expect(() => testConfig({ CROSS_SITE_COOKIES: "true" })).toThrow(ConfigError);
    expect(() => testConfig({ CROSS_SITE_COOKIES: "yes", CORS_ORIGINS: FRONTEND })).toThrow(/CROSS_SITE_COOKIES/);
  });
});
