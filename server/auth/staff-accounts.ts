import { asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { HttpError } from "../http/errors";
import { recordChange, type Actor } from "../audit/audit";
import { emailSchema } from "@rules/account-schema";
import { ROLE_LABELS, USER_ROLES, type UserRole } from "@rules/staff-roles";

/** A member of staff as the staff page lists them. */
export interface StaffMemberView {
  id: number;
  email: string;
  username: string;
  role: UserRole;
}

export const STAFF_ROLE_MESSAGES = {
  email: "Enter the e-mail address of an existing account",
  role: "Role must be one of Owner, Catalogue staff, Order staff or Customer (no staff role)",
  noAccount: (email: string) => `There is no account for ${email}: they sign up first, then you give them a role`,
  lastOwner: "The store needs at least one owner: make another account an owner first",
  unchanged: (email: string, role: UserRole) => `${email} is already ${ROLE_LABELS[role]}; nothing changed`,
} as const;

/** Every account with a staff role, owners first, then by e-mail. */
export async function listStaff(db: Db): Promise<StaffMemberView[]> {
  return db
    .select({ id: users.id, email: users.email, username: users.username, role: users.role })
    .from(users)
    .where(ne(users.role, "customer"))
    .orderBy(sql`${users.role} <> 'admin'`, asc(users.email));
}

/**
 * Gives an existing account a role ("customer" takes the staff role away), and writes the change to the
 * audit log in the same transaction. The owners' rows are locked first, so two owners demoting each other
 * at once cannot leave the store without one: the last owner stays one.
 */
export async function setStaffRole(db: Db, actor: Actor, input: { email?: unknown; role?: unknown }) {
  const email = emailSchema.safeParse(typeof input.email === "string" ? input.email : "");
  if (!email.success) throw fieldError("email", STAFF_ROLE_MESSAGES.email);
  const role = input.role;
  if (typeof role !== "string" || !(USER_ROLES as readonly string[]).includes(role)) {
    throw fieldError("role", STAFF_ROLE_MESSAGES.role);
  }
  const wanted = role as UserRole;
  return db.transaction(async (tx) => {
    const owners = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
    const [account] = await tx.select().from(users).where(eq(users.email, email.data)).for("update");
    if (!account) throw fieldError("email", STAFF_ROLE_MESSAGES.noAccount(email.data), 404);
    if (account.role === wanted) throw fieldError("role", STAFF_ROLE_MESSAGES.unchanged(account.email, wanted), 409);
    if (account.role === "admin" && owners.length <= 1) throw fieldError("role", STAFF_ROLE_MESSAGES.lastOwner, 409);
    await tx.update(users).set({ role: wanted, updatedAt: new Date() }).where(eq(users.id, account.id));
    await recordChange(tx, actor, {
      kind: "staff.role",
      entityType: "user",
      entityId: account.id,
      entityLabel: account.email,
      before: { role: account.role },
      after: { role: wanted },
    });
    return { id: account.id, email: account.email, username: account.username, role: wanted } as StaffMemberView;
  });
}

function fieldError(field: "email" | "role", message: string, status = 400) {
  return new HttpError(status, message, [{ path: [field], message }]);
}
