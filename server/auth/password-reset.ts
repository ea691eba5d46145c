import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { emailOutbox, passwordResets, sessions, users } from "../db/schema";
import { HttpError } from "../http/errors";
import { ACCOUNT_MESSAGES } from "@rules/account";
import { emailSchema } from "@rules/account-schema";
import { hashPassword } from "./passwords";
import { checkPassword } from "./accounts";

/** How long a reset link works: long enough to open the e-mail, short enough to be of little use later. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

// 32 random bytes, base64url: the same shape as a session token.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const resetRequestSchema = z.object({ email: emailSchema }, { error: "Send an e-mail" });
export const resetSchema = z.object(
  {
    token: z.string({ error: "is required" }),
    password: z.string({ error: "is required" }).min(1, "is required").max(1000, "must be at most 1000 characters"),
  },
  { error: "Send the link's token and a new password" },
);

const invalidLink = () => new HttpError(400, ACCOUNT_MESSAGES.resetLinkInvalid);

export interface ResetMailSettings {
  publicUrl: string;
  storeName: string;
}

/**
 * "Forgot password?": when an account uses the e-mail, retires its earlier links and queues an e-mail with
 * a new one. Answers nothing either way, so the caller's reply cannot tell which e-mails have accounts.
 * The link is built from PUBLIC_URL, never from the request (a forged Host would send the token elsewhere).
 */
export async function requestPasswordReset(db: Db, input: unknown, settings: ResetMailSettings): Promise<void> {
  const { email } = resetRequestSchema.parse(input);
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  const link = `${settings.publicUrl}/reset-password?token=${token}`;
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: sql`now() + ${RESET_LINK_TTL_MS}::integer * interval '1 millisecond'`,
    });
    await tx.insert(emailOutbox).values({
      toAddress: email,
      subject: `Reset your ${settings.storeName} password`,
      body: [
        `Hello ${user.username},`,
        "",
        `Someone (we hope you) asked to reset the password of your ${settings.storeName} account.`,
        "Open this link within one hour to choose a new password. It works once.",
        "",
        link,
        "",
        "If you did not ask, ignore this e-mail: your password stays as it is.",
      ].join("\n"),
    });
  });
}

/** Whether a link can still be used (the reset page checks before showing its form). */
export async function resetLinkIsLive(db: Db, token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const [row] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(live(token)).limit(1);
  return Boolean(row);
}

const live = (token: string) =>
  and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

/**
 * Sets a new password through a link: the password policy first (a refused password leaves the link
 * usable), then the link is used up in the same statement that checks it, so two submissions racing
 * change the password once. Every session of the account ends and its other links are retired.
 */
export async function resetPassword(db: Db, input: unknown): Promise<{ email: string }> {
  const { token, password } = resetSchema.parse(input);
  if (!TOKEN.test(token)) throw invalidLink();
  const [owner] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(live(token))
    .limit(1);
  if (!owner) throw invalidLink();
  checkPassword(password, owner);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(live(token))
      .returning({ userId: passwordResets.userId });
    if (!used) throw invalidLink();
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    // Signed out everywhere: whoever knew the old password is out too.
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
  });
  return { email: owner.email };
}

/** Forgets links that expired a day ago (used or not, they open nothing): a background job. */
export async function deleteExpiredResetLinks(db: Db): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now() - interval '1 day'`));
}
