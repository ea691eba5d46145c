import { ZodError } from "zod";
import type { Db } from "../db/client";
import { describeZodError } from "../http/errors";
import { ensureAdmin, type EnsureAdminResult } from "./accounts";

/** What ensureAdmin did, in one line for a terminal or a log (never the password). */
export function describeEnsureAdmin({ user, created, promoted, passwordChanged }: EnsureAdminResult): string {
  const who = `${user.email} (username ${user.username})`;
  if (created) return `Created the admin account ${who}.`;
  const changes = [promoted && "promoted to admin", passwordChanged && "password changed, signed out everywhere"];
  const done = changes.filter(Boolean).join("; ");
  return done ? `${who}: ${done}.` : `${who} is already an admin; nothing changed.`;
}

/** A failure of ensureAdmin as a person reads it: "password: must be at least 8 characters long". */
export function describeAdminFailure(error: unknown): string {
  if (error instanceof ZodError) return describeZodError(error);
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The first-start bootstrap: with ADMIN_EMAIL and ADMIN_PASSWORD set, the server makes that account an
 * admin after migrating (an embedded database can be opened by one process only, so the admin command
 * cannot run beside a running server). Throws a message naming the settings when they are refused.
 */
export async function bootstrapAdmin(db: Db, admin: { email: string; password: string }): Promise<string> {
  try {
    return describeEnsureAdmin(await ensureAdmin(db, admin));
  } catch (error) {
    throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${describeAdminFailure(error)}`, { cause: error });
  }
}
