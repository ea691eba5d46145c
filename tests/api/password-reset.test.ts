import { beforeEach, describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import { emailOutbox, passwordResets, rateLimitHits, sessions, users } from "../../server/db/schema";
import { deleteExpiredResetLinks } from "../../server/auth/password-reset";
import { setUpTestServer } from "../helpers/harness";
import { TestClient } from "../helpers/client";
import { newAccount, signUp } from "../helpers/accounts";

const PUBLIC_URL = "https://shop.example";
const SENT =
  "If an account uses that e-mail, we have sent it a link to reset the password. The link works once, for one hour.";
const INVALID = "This link has expired or was already used. Ask for a new one.";

const shop = setUpTestServer({ env: { PUBLIC_URL } });
let client: TestClient;
beforeEach(async () => {
  await shop.db.delete(rateLimitHits);
  client = new TestClient(shop.url);
});

const signedUp = () => signUp(client, newAccount("reset"));

const mailsTo = (email: string) =>
  shop.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(desc(emailOutbox.id));

/** The token of the newest reset e-mail to `email`. */
async function tokenFor(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = /https:\/\/shop\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? "");
  expect(match, mail?.body).not.toBeNull();
  return match![1]!;
}

describe("POST /api/auth/forgot-password", () => {
  it("queues one e-mail whose link is built from PUBLIC_URL, never from the request's Host", async () => {
    const account = await signedUp();
    const res = await client.request(
      "POST",
      "/api/auth/forgot-password",
      { email: account.email.toUpperCase() },
      { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
    );
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: SENT });
    const mails = await mailsTo(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Reset your StyleHub password");
    expect(mails[0]!.body).not.toContain("evil.example");
    await tokenFor(account.email);
    // Only the token's hash is kept.
    const [row] = await shop.db.select().from(passwordResets).orderBy(desc(passwordResets.createdAt)).limit(1);
    expect(mails[0]!.body).not.toContain(row!.tokenHash);
  });

  it("answers an unknown e-mail exactly as a known one, and sends nothing", async () => {
    const res = await client.post("/api/auth/forgot-password", { email: "nobody-here@example.com" });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: SENT });
    expect(await mailsTo("nobody-here@example.com")).toHaveLength(0);
  });

  it("refuses a malformed e-mail with 400 and a message", async () => {
    const res = await client.post<{ message: string }>("/api/auth/forgot-password", { email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/e-mail/i);
  });

  it("sends at most three e-mails an hour to one address, answering the same after that", async () => {
    const account = await signedUp();
    for (let i = 0; i < 5; i++) {
      const res = await client.post("/api/auth/forgot-password", { email: account.email });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: SENT });
    }
    expect(await mailsTo(account.email)).toHaveLength(3);
  });

  it("limits one address's requests like login (429 with Retry-After)", async () => {
    const from = { "x-forwarded-for": "203.0.113.77" };
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await client.request("POST", "/api/auth/forgot-password", { email: `someone${i}@example.com` }, from);
      last = res.status;
      if (i < 10) expect(res.status).toBe(202);
    }
    expect(last).toBe(429);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password once, ends every session and retires the account's other links", async () => {
    const account = await signedUp();
    const login = await client.post<{ token: string }>("/api/auth/login", account);
    expect(login.status).toBe(200);
    await client.post("/api/auth/forgot-password", { email: account.email });
    const first = await tokenFor(account.email);
    await client.post("/api/auth/forgot-password", { email: account.email });
    const token = await tokenFor(account.email);
    expect(token).not.toBe(first);

    // The earlier link was retired by the newer one.
    const stale = await client.post("/api/auth/reset-password", { token: first, password: "Monsoon-Teal-Kurta-42" });
    expect(stale).toMatchObject({ status: 400, body: { message: INVALID } });

    const res = await client.post("/api/auth/reset-password", { token, password: "Monsoon-Teal-Kurta-42" });
    expect(res).toMatchObject({
      status: 200,
      body: { message: "Your password has been changed. Please log in with the new one." },
    });

    const [user] = await shop.db.select().from(users).where(eq(users.email, account.email));
    expect(await shop.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    const profile = await client.request("GET", "/api/auth/profile", undefined, {
      authorization: `Bearer ${login.body.token}`,
    });
    expect(profile.status).toBe(401);
    expect((await client.post("/api/auth/login", account)).status).toBe(401);
    expect((await client.post("/api/auth/login", { ...account, password: "Monsoon-Teal-Kurta-42" })).status).toBe(200);

    // Used up.
    const again = await client.post("/api/auth/reset-password", { token, password: "Another-Fresh-Pass-77" });
    expect(again).toMatchObject({ status: 400, body: { message: INVALID } });
  });

  it("keeps the link usable when the new password breaks the policy", async () => {
    const account = await signedUp();
    await client.post("/api/auth/forgot-password", { email: account.email });
    const token = await tokenFor(account.email);
    const weak = await client.post<{ message: string }>("/api/auth/reset-password", { token, password: "password123" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).not.toBe(INVALID);
    const ok = await client.post("/api/auth/reset-password", { token, password: "Monsoon-Teal-Kurta-43" });
    expect(ok.status).toBe(200);
  });

  it("changes the password once when two submissions race", async () => {
    const account = await signedUp();
    await client.post("/api/auth/forgot-password", { email: account.email });
    const token = await tokenFor(account.email);
    const answers = await Promise.all(
      ["Racing-Sari-Blue-01", "Racing-Sari-Red-02"].map((password) =>
        client.post("/api/auth/reset-password", { token, password }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it("refuses an expired link, a made-up one and a malformed one, changing nothing", async () => {
    const account = await signedUp();
    await client.post("/api/auth/forgot-password", { email: account.email });
    const token = await tokenFor(account.email);
    await shop.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` });
    for (const body of [
      { token, password: "Monsoon-Teal-Kurta-44" },
      { token: "A".repeat(43), password: "Monsoon-Teal-Kurta-44" },
      { token: "../../etc", password: "Monsoon-Teal-Kurta-44" },
      { token: 12, password: "Monsoon-Teal-Kurta-44" },
      { password: "Monsoon-Teal-Kurta-44" },
    ]) {
      const res = await client.post<{ message: string }>("/api/auth/reset-password", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await client.post("/api/auth/login", account)).status).toBe(200);
  });

  it("forgets links a day after they expire", async () => {
    const account = await signedUp();
    await client.post("/api/auth/forgot-password", { email: account.email });
    await shop.db.update(passwordResets).set({ expiresAt: sql`now() - interval '25 hours'` });
    await deleteExpiredResetLinks(shop.db);
    expect(await shop.db.select().from(passwordResets)).toHaveLength(0);
  });
});
