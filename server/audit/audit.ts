import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { staffChanges, type StaffChangeRow } from "../db/schema";
import { badRequest } from "../http/errors";
import {
  AUDIT_PAGE_SIZE,
  isStaffChangeKind,
  type StaffChangeKind,
  type StaffChangePage,
  type StaffChangeView,
} from "@rules/staff-audit";
import { addDays, istDayStart, isCalendarDay } from "@rules/dashboard-period";

/**
 * Who makes a change: the signed-in member of staff (id and e-mail), or the command line (id null).
 * Every staff service that changes something takes one, and writes its entry in its own transaction.
 */
export interface Actor {
  id: number | null;
  email: string;
}

/** Changes no signed-in account makes: npm run admin, and the scripts and tests that call the domain directly. */
export const COMMAND_LINE: Actor = { id: null, email: "command line" };

export interface ChangeEntry {
  kind: StaffChangeKind;
  entityType: string;
  entityId: string | number;
  entityLabel?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes entries of the audit log, in the caller's transaction. An entry whose from and to are equal is left out. */
export async function recordChanges(tx: Db | Tx, actor: Actor, entries: ChangeEntry[]): Promise<void> {
  const rows = entries
    .filter((e) => JSON.stringify(e.before ?? null) !== JSON.stringify(e.after ?? null))
    .map((e) => ({
      staffUserId: actor.id,
      staffEmail: actor.email,
      kind: e.kind,
      entityType: e.entityType,
      entityId: String(e.entityId),
      entityLabel: e.entityLabel ?? "",
      before: e.before ?? null,
      after: e.after ?? null,
    }));
  if (rows.length) await tx.insert(staffChanges).values(rows);
}

export const recordChange = (tx: Db | Tx, actor: Actor, entry: ChangeEntry) => recordChanges(tx, actor, [entry]);

/** Only the fields that differ, from and to: `{ price: 999 } → { price: 1299 }`. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      from[key] = before[key] ?? null;
      to[key] = after[key] ?? null;
    }
  }
  return { before: from, after: to };
}

export interface AuditQuery {
  staff?: number | undefined;
  kind?: StaffChangeKind | undefined;
  /** India's days, both included. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

const one = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** The log's filters from a query string, checked: 400 saying which is wrong. */
export function parseAuditQuery(input: Record<string, unknown>): AuditQuery {
  const staff = one(input.staff);
  const kind = one(input.kind);
  const from = one(input.from);
  const to = one(input.to);
  const page = one(input.page);
  if (staff !== undefined && !/^\d{1,9}$/.test(staff)) throw badRequest("Staff member must be one of the list");
  if (kind !== undefined && !isStaffChangeKind(kind)) throw badRequest("Kind must be one of the list");
  if (from !== undefined && !isCalendarDay(from)) throw badRequest("From must be a date (YYYY-MM-DD)");
  if (to !== undefined && !isCalendarDay(to)) throw badRequest("To must be a date (YYYY-MM-DD)");
  if (from && to && from > to) throw badRequest("From must be on or before To");
  if (page !== undefined && !/^[1-9]\d{0,5}$/.test(page)) throw badRequest("Page must be a whole number from 1");
  return {
    staff: staff === undefined ? undefined : Number(staff),
    kind: kind as StaffChangeKind | undefined,
    from,
    to,
    page: page === undefined ? 1 : Number(page),
  };
}

const toView = (row: StaffChangeRow): StaffChangeView => ({
  id: row.id,
  at: row.at.toISOString(),
  staffUserId: row.staffUserId,
  staffEmail: row.staffEmail,
  kind: row.kind,
  entityType: row.entityType,
  entityId: row.entityId,
  entityLabel: row.entityLabel,
  before: row.before,
  after: row.after,
});

/** The log, newest first, a page at a time (filters as parseAuditQuery gives them). */
export async function listChanges(
  db: Db,
  input: Record<string, unknown>,
): Promise<StaffChangePage & { query: AuditQuery }> {
  const query = parseAuditQuery(input);
  const where: SQL[] = [];
  if (query.staff !== undefined) where.push(eq(staffChanges.staffUserId, query.staff));
  if (query.kind) where.push(eq(staffChanges.kind, query.kind));
  if (query.from) where.push(gte(staffChanges.at, istDayStart(query.from)));
  if (query.to) where.push(lt(staffChanges.at, istDayStart(addDays(query.to, 1))));
  const rows = await db
    .select()
    .from(staffChanges)
    .where(and(...where))
    .orderBy(desc(staffChanges.at), desc(staffChanges.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map(toView),
    page: query.page,
    hasMore: rows.length > AUDIT_PAGE_SIZE,
    query,
  };
}
