import { expect, type APIRequestContext } from "@playwright/test";

/**
 * Moves an order's history back `days` days in the test's database (placed, paid, every timeline event,
 * delivery included, where return windows start), through the staff-only route the browser tests' store
 * has (server/api/test-hooks.ts; playwright.config.ts starts it with TEST_HOOKS=true). `staff`: a request
 * context signed in as the admin (staffTest's `page.request`).
 */
export async function ageOrder(staff: APIRequestContext, orderId: number, days: number) {
  const res = await staff.post(`/api/test-hooks/orders/${orderId}/age`, { data: { days } });
  const why = res.status() === 404 ? "the store under test was started without TEST_HOOKS=true" : await res.text();
  expect(res.status(), why).toBe(200);
}
