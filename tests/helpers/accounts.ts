import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Db } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { createSession } from "../../server/auth/sessions";
import type { AccountView } from "@rules/account";
import type { UserRole } from "@rules/staff-roles";
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

/** The shopper the order tests check out as (the checkout form's fields). */
export const checkoutCustomer = {
  name: "Asha Verma",
  email: "asha.verma@example.com",
  contact: "9876543210",
  address: "12 MG Road, Indiranagar, Bengaluru 560038",
};

/** An account made straight in the database (no sign-up) with an hour's session: its id and Bearer token. */
export async function userWithSession(db: Db, role: UserRole = "customer") {
  const tag = randomBytes(4).toString("hex");
  const [user] = await db
    .insert(users)
    .values({ username: `${role}-${tag}`, email: `${role}-${tag}@example.com`, passwordHash: "not-a-real-hash", role })
    .returning();
  return { id: user!.id, token: (await createSession(db, user!.id, 60 * 60 * 1000)).token };
}
