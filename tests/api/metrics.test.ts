import { beforeAll, describe, expect, it } from "vitest";
import { setUpServerOn, setUpTestDatabase } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { checkoutCustomer as customer } from "../helpers/accounts";
import { TestClient } from "../helpers/client";

const TOKEN = "metrics-token-0123456789abcdef";

const store = setUpTestDatabase();
const open = setUpServerOn(store, { env: { METRICS_TOKEN: TOKEN } });
const closed = setUpServerOn(store);
let PERFUME: number;

beforeAll(async () => {
  PERFUME = await addProduct(store.db, { category: "Perfumes", stock: 60 });
});

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => {
  const res = await fetch(`${open.url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
};

/** The value of one sample line, such as `stylehub_outbox_backlog` or `name{label="x"}`. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    expect((await fetch(`${closed.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${closed.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it("answers 401 without the token or with another", async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: "Bearer not-the-metrics-token-at-all" },
      { authorization: TOKEN },
    ]) {
      const res = await scrape(headers);
      expect(res.status).toBe(401);
      expect(res.text).not.toMatch(/stylehub_/);
    }
  });

  it("counts orders placed, the outbox and request times by route, in Prometheus's text format", async () => {
    const before = await scrape();
    expect(before.status).toBe(200);
    expect(before.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const placed = sample(before.text, 'stylehub_orders_placed_total{payment_method="cod"}') ?? 0;
    const backlog = sample(before.text, "stylehub_outbox_backlog")!;

    const shopper = new TestClient(open.url);
    expect((await shopper.post("/submit-order", { customer, product: { id: PERFUME } })).status).toBe(201);
    expect((await shopper.get(`/api/products/${PERFUME}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the database figures are read at most once a second

    const after = (await scrape()).text;
    expect(sample(after, 'stylehub_orders_placed_total{payment_method="cod"}')).toBe(placed + 1);
    expect(sample(after, "stylehub_outbox_backlog")).toBe(backlog + 1); // the confirmation e-mail
    expect(sample(after, "stylehub_orders_paid_total")).toBeGreaterThanOrEqual(0);
    expect(sample(after, "stylehub_orders_payment_failed")).toBeGreaterThanOrEqual(0);
    expect(
      sample(
        after,
        'stylehub_http_request_duration_seconds_count{method="POST",route="/submit-order",status_code="201"}',
      ),
    ).toBe(1);
    expect(
      sample(
        after,
        'stylehub_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status_code="200"}',
      ),
    ).toBe(1);
    // Raw paths never become labels.
    expect(after).not.toContain(`/api/products/${PERFUME}"`);
    expect(after).toMatch(/^stylehub_process_cpu_seconds_total /m);
    if (store.database.pool) expect(after).toMatch(/^stylehub_db_pool_connections\{state="total"\} \d+/m);
  });

  it("times database queries and counts how the catalogue's read cache answered", async () => {
    const before = await scrape();
    const queries = sample(before.text, "stylehub_db_query_duration_seconds_count") ?? 0;
    const reads = (text: string, result: string) =>
      sample(text, `stylehub_catalog_cache_reads_total{result="${result}"}`) ?? 0;
    const shopper = new TestClient(open.url);
    // The same list twice at once: one load, and the second within a second is fresh.
    expect((await shopper.get("/api/products?q=cedar%20perfume")).status).toBe(200);
    expect((await shopper.get("/api/products?q=cedar%20perfume")).status).toBe(200);
    const after = (await scrape()).text;
    expect(sample(after, "stylehub_db_query_duration_seconds_count")).toBeGreaterThan(queries);
    expect(sample(after, 'stylehub_db_query_duration_seconds_bucket{le="+Inf"}')).toBeGreaterThan(queries);
    expect(reads(after, "miss")).toBeGreaterThanOrEqual(reads(before.text, "miss") + 1);
    expect(reads(after, "fresh")).toBeGreaterThanOrEqual(reads(before.text, "fresh") + 1);
  });
});
