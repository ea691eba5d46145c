import path from "node:path";
import { expect, test, type Browser, type BrowserContextOptions } from "@playwright/test";

/**
 * The store's admin, made at server start from ADMIN_EMAIL and ADMIN_PASSWORD; the same account is handed
 * to the browser tests as E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD.
 */
export function adminAccount() {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) {
    throw new Error("Set E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD to the server's ADMIN_EMAIL and ADMIN_PASSWORD");
  }
  return { email, password };
}

/** Signed in as the admin: one login per worker (logins are rate limited), its cookies in every test. */
export const staffTest = test.extend<object, { adminState: string }>({
  adminState: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const res = await context.request.post("/api/auth/login", { data: adminAccount() });
      expect(res.status(), await res.text()).toBe(200);
      const file = path.join(workerInfo.project.outputDir, `.admin-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: file });
      await context.close();
      await provide(file);
    },
    { scope: "worker" },
  ],
  storageState: ({ adminState }, provide) => provide(adminState),
});

/** A browser context without the admin's cookies (staffTest's own pages have them): a shopper's or a guest's. */
export function shopperContext(browser: Browser, baseURL: string | undefined, options: BrowserContextOptions = {}) {
  return browser.newContext({ baseURL, storageState: { cookies: [], origins: [] }, ...options });
}
