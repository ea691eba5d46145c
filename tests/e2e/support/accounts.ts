import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { shopperContext } from "./staff";

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/** A string no other run or spec makes: specs run in parallel against one database. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A new, unique shopper account; `prefix` says whose it is. */
export function newAccount(prefix = "e2e"): TestAccount {
  const tag = uniqueTag();
  return { username: `${prefix}${tag}`, email: `${prefix}.${tag}@example.com`, password: `Mango-Lantern-${tag}` };
}

/** Signs the account up through the JSON API. */
export async function signUp(request: APIRequestContext, account: TestAccount = newAccount()): Promise<TestAccount> {
  const res = await request.post("/api/auth/signup", { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** Signs in through the JSON API: the cookie lands in the request context's (a page's `page.request`: the page's). */
export async function logIn(request: APIRequestContext, account: TestAccount): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A new shopper, signed up and signed in through the JSON API. */
export async function signedInShopper(request: APIRequestContext, prefix?: string): Promise<TestAccount> {
  const account = await signUp(request, newAccount(prefix));
  await logIn(request, account);
  return account;
}

/** A new shopper, signed up and in, in a browser context of their own (beside staffTest's admin pages). */
export async function shopperWithAccount(browser: Browser, baseURL: string | undefined, prefix?: string) {
  const shopper = await shopperContext(browser, baseURL);
  const account = await signedInShopper(shopper.request, prefix);
  return { shopper, account };
}
