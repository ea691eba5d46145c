import { expect } from "vitest";
import type { AccountView } from "~/lib/account";
import type { TestClient } from "./client";

export interface LoginAnswer {
  token: string;
  expiresAt: string;
  user: AccountView;
}

let counter = 0;

/** A fresh account's details: unique within the run (the counter) and across runs (the time). */
export function newAccount(prefix = "shopper") {
  counter += 1;
  const tag = `${prefix}${counter}${Date.now().toString(36)}`;
  return { username: tag, email: `${tag}@example.com`, password: `Saffron-Kite-${counter}-Lotus` };
}

/** Signs up through the API as a shopper would; anything but 201 fails the test. */
export async function signUp(via: TestClient, details = newAccount()) {
  const res = await via.post<{ message: string; user: AccountView }>("/api/auth/signup", details);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...details, user: res.body.user };
}

/** Logs in through the API (the client keeps the session cookie); anything but 200 fails the test. */
export async function logIn(via: TestClient, details: { email: string; password: string }) {
  const res = await via.post<LoginAnswer>("/api/auth/login", { email: details.email, password: details.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
