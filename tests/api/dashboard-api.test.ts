// GET /api/admin/dashboard: the staff's only; a period it cannot read is refused, saying why.
import { beforeAll, describe, expect, it } from "vitest";
import { setUpTestServer } from "../helpers/harness";
import { callJson } from "../helpers/client";
import { userWithSession } from "../helpers/accounts";

const shop = setUpTestServer();
let admin: { token: string };
let shopper: { token: string };

beforeAll(async () => {
  admin = await userWithSession(shop.db, "admin");
  shopper = await userWithSession(shop.db);
});

describe("GET /api/admin/dashboard", () => {
  it("answers the staff only", async () => {
    expect((await callJson(shop.url, "GET", "/api/admin/dashboard")).status).toBe(401);
    expect((await callJson(shop.url, "GET", "/api/admin/dashboard", undefined, shopper.token)).status).toBe(403);
  });

  it("answers a period against the one before", async () => {
    const res = await callJson<{ period: { kind: string; days: number }; figures: { orders: { current: number } } }>(
      shop.url,
      "GET",
      "/api/admin/dashboard?period=30d",
      undefined,
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.period).toMatchObject({ kind: "30d", days: 30 });
    expect(res.body.figures.orders.current).toBe(0);
  });

  it("refuses a range it cannot read, saying why", async () => {
    const res = await callJson<{ message: string }>(
      shop.url,
      "GET",
      "/api/admin/dashboard?period=range&from=2026-02-30&to=2026-03-02",
      undefined,
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The first day must be a date (YYYY-MM-DD)");
  });
});
