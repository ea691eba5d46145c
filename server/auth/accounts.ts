import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { ZodError, type z } from "zod";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema";
import { HttpError } from "../http/errors";
import { ACCOUNT_MESSAGES, type AccountView, type Gender } from "@rules/account";
import { emailSchema, loginSchema, profileSchema, signupSchema } from "@rules/account-schema";
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { createSession, deleteExpiredSessions, endAllSessions } from "./sessions";
import { mergeShopper } from "../cart/merge";
import { userOwner, type OwnerKey } from "../cart/owner";
import { COMMAND_LINE, recordChange } from "../audit/audit";

/** The one shape an account has in every answer: the profile fields, never the password hash. */
export function toAccountView(row: UserRow): AccountView {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    fullName: row.fullName,
    mobile: row.mobile,
    altMobile: row.altMobile,
    gender: row.gender as Gender,
    location: row.location,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The password policy as a validation failure on `password` (400 `{ message, errors }`). */
export function checkPassword(password: string, account: { email?: string; username?: string }): void {
  const problem = passwordProblem(password, account);
  if (problem) throw new ZodError([{ code: "custom", path: ["password"], message: problem, input: undefined }]);
}

const userExists = () => new HttpError(409, ACCOUNT_MESSAGES.userExists);

/** A unique index said no (a race between the check and the write). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

const byEmail = (email: string) => eq(users.email, email);
const byUsername = (username: string) => sql`lower(${users.username}) = ${username.toLowerCase()}`;

/**
 * A new customer account. The e-mail is lower-cased; an e-mail or a username (whatever its case) in use
 * answers 409 "User already exists". The unique indexes decide, so two signups racing make one account.
 */
export async function signup(db: Db, input: unknown): Promise<AccountView> {
  const { username, email, password } = signupSchema.parse(input);
  checkPassword(password, { email, username });
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${byEmail(email)} or ${byUsername(username)}`)
    .limit(1);
  if (taken) throw userExists();
  const passwordHash = await hashPassword(password);
  const [row] = await db.insert(users).values({ username, email, passwordHash }).onConflictDoNothing().returning();
  if (!row) throw userExists();
  return toAccountView(row);
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: AccountView;
}

/**
 * Checks the e-mail and password, makes the guest's cart and wishlist the account's (when a guest signs
 * in) and starts a session. A wrong password and an unknown e-mail answer the same 401 after the same
 * work (an unknown e-mail is verified against a dummy hash).
 */
export async function login(
  db: Db,
  input: unknown,
  options: { sessionTtlMs: number; guest?: OwnerKey | undefined },
): Promise<LoginResult> {
  const { email, password } = loginSchema.parse(input);
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  const matches = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !matches) throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
  if (options.guest?.startsWith("guest:")) await mergeShopper(db, options.guest, userOwner(row.id));
  const { token, expiresAt } = await createSession(db, row.id, options.sessionTtlMs);
  // Now and then, forget sessions that have expired (they sign nobody in), so the table stays small.
  if (Math.random() < 0.01) await deleteExpiredSessions(db);
  return { token, expiresAt, user: toAccountView(row) };
}

export async function getProfile(db: Db, userId: number): Promise<AccountView | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row && toAccountView(row);
}

/** 409 naming the field another account holds (`errors` as validation failures have them). */
const conflict = (field: "email" | "username", message: string) =>
  new HttpError(409, message, [{ path: [field], message }]);

/** Whether an account other than `userId` matches `holder` (holds the e-mail or the username). */
async function heldByAnother(db: Db, userId: number, holder: SQL): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(holder, ne(users.id, userId)));
  return other !== undefined;
}

/** Throws when another account holds the e-mail or the username asked for. */
async function checkProfileConflicts(db: Db, userId: number, changes: z.output<typeof profileSchema>) {
  if (changes.email && (await heldByAnother(db, userId, byEmail(changes.email)))) {
    throw conflict("email", "That e-mail is already used by another account");
  }
  if (changes.username && (await heldByAnother(db, userId, byUsername(changes.username)))) {
    throw conflict("username", "That username is already taken");
  }
}

/**
 * Changes the profile's fields that were sent (each checked; unknown fields ignored). An e-mail or a
 * username another account holds answers 409 and changes nothing. Undefined when the account is gone.
 */
export async function updateProfile(db: Db, userId: number, input: unknown): Promise<AccountView | undefined> {
  const changes = profileSchema.parse(input ?? {});
  await checkProfileConflicts(db, userId, changes);
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row && toAccountView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, "That e-mail or username is already in use");
    throw error;
  }
}

export interface EnsureAdminResult {
  user: AccountView;
  created: boolean;
  promoted: boolean;
  passwordChanged: boolean;
}

/** A free username from the e-mail's local part: "asha.verma", else "asha.verma2", ... */
async function freeUsername(db: Db, email: string): Promise<string> {
  const local = (email.split("@")[0] ?? "").replace(/[^\p{L}\p{N}._-]/gu, "").slice(0, 26);
  const base = local.length >= 3 ? local : "admin";
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(byUsername(candidate)).limit(1);
    if (!taken) return candidate;
  }
  throw new Error(`No free username for ${email}`);
}

/**
 * Makes `email` an admin: creates the account (a password is then required) or promotes an existing one.
 * A password given for an existing account replaces its password (and signs it out everywhere) unless it
 * already is that password. Used by `npm run admin` and by ADMIN_EMAIL/ADMIN_PASSWORD at start-up.
 */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password?: string | undefined },
): Promise<EnsureAdminResult> {
  const email = emailSchema.parse(input.email);
  const { password } = input;
  const [existing] = await db.select().from(users).where(byEmail(email)).limit(1);
  if (!existing) {
    if (password === undefined) throw new HttpError(400, `There is no account for ${email}: a password is needed`);
    checkPassword(password, { email });
    const passwordHash = await hashPassword(password);
    const username = await freeUsername(db, email);
    const [row] = await db
      .insert(users)
      .values({ username, email, passwordHash, role: "admin" })
      .onConflictDoNothing()
      .returning();
    // Another process made the account in between: promote that one instead.
    if (!row) return ensureAdmin(db, input);
    return { user: toAccountView(row), created: true, promoted: false, passwordChanged: false };
  }

  const passwordChanged = password !== undefined && !(await verifyPassword(existing.passwordHash, password));
  if (passwordChanged) checkPassword(password, { email, username: existing.username });
  const promoted = existing.role !== "admin";
  if (!promoted && !passwordChanged) {
    return { user: toAccountView(existing), created: false, promoted, passwordChanged };
  }
  const passwordHash = passwordChanged ? await hashPassword(password) : undefined;
  const row = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ role: "admin", ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning();
    // A promotion is a role change like the owner's on the staff page: the audit log keeps it.
    if (promoted) {
      await recordChange(tx, COMMAND_LINE, {
        kind: "staff.role",
        entityType: "user",
        entityId: existing.id,
        entityLabel: existing.email,
        before: { role: existing.role },
        after: { role: "admin" },
      });
    }
    return changed;
  });
  if (passwordChanged) await endAllSessions(db, existing.id);
  return { user: toAccountView(row!), created: false, promoted, passwordChanged };
}
