import { StaffPage } from "~/components/staff/StaffNav";
import type { Route } from "./+types/admin-audit";
import { EmptyList, FilterSelect, PageAnswer, StaffFilters } from "~/components/staff/StaffList";
import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { StoreLink } from "~/components/ui/StoreLink";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { staffFailure } from "~/lib/staff-failure";
import { requireStaffPage } from "~/.server/staff-guard";
import { STAFF_CHANGE_KINDS, STAFF_CHANGE_LABELS, type StaffChangeView } from "@rules/staff-audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "/admin/audit");
  const params = new URL(request.url).searchParams;
  const filters = {
    staff: params.get("staff") ?? "",
    kind: params.get("kind") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
  const staff = await context.services.staff.accounts.list();
  try {
    const { entries, page, hasMore } = await context.services.staff.audit(Object.fromEntries(params));
    return { filters, staff, entries, page, hasMore, problem: null };
  } catch (error) {
    // A filter that cannot be read (a date typed by hand without the date picker) says why, beside the list.
    const { message } = staffFailure(error);
    return { filters, staff, entries: [] as StaffChangeView[], page: 1, hasMore: false, problem: message };
  }
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Audit log", "Who changed what on the store, and when.");

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

const KIND_CHOICES: [string, string][] = [
  ["", "All kinds"],
  ...STAFF_CHANGE_KINDS.map((kind): [string, string] => [kind, STAFF_CHANGE_LABELS[kind]]),
];

/** A side of a change as the staff read it: `price: 999, oldPrice: none`. */
function describe(values: Record<string, unknown> | null): string {
  if (!values) return "nothing";
  const parts = Object.entries(values).map(
    ([key, value]) =>
      `${key}: ${value === null ? "none" : typeof value === "object" ? JSON.stringify(value) : String(value)}`,
  );
  return parts.length ? parts.join(", ") : "nothing";
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { filters, staff, entries, page, hasMore, problem } = loaderData;
  const pageLink = (to: number) => {
    const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
    params.set("page", String(to));
    return `/admin/audit?${params}`;
  };
  const link =
    "inline-flex min-h-11 items-center rounded-md border border-line bg-white px-3 text-sm font-semibold hover:border-ink";
  return (
    <StaffPage>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Audit log</h1>
        <p className="mt-1 text-sm text-muted">
          Every change the staff make to prices, sizes&apos; prices, stock, colours, photos, orders, returns, codes,
          offers, reviews and replies, imports and roles, newest first. Days and times are India&apos;s.
        </p>
      </header>
      <StaffFilters button="Show">
        <FilterSelect
          id="audit-staff"
          name="staff"
          label="Staff member"
          defaultValue={filters.staff}
          options={[["", "Everyone"], ...staff.map((m): [string, string] => [String(m.id), m.email])]}
        />
        <FilterSelect id="audit-kind" name="kind" label="Kind" defaultValue={filters.kind} options={KIND_CHOICES} />
        <Field id="audit-from" label="From">
          {(control) => (
            <input {...control} type="date" name="from" defaultValue={filters.from} className={staffInput} />
          )}
        </Field>
        <Field id="audit-to" label="To">
          {(control) => <input {...control} type="date" name="to" defaultValue={filters.to} className={staffInput} />}
        </Field>
      </StaffFilters>
      {problem ? (
        <PageAnswer answer={{ ok: false }} testId="audit-problem">
          {problem}
        </PageAnswer>
      ) : null}
      {entries.length === 0 ? (
        <EmptyList>No changes match.</EmptyList>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="audit-entries">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-line bg-white p-4 text-sm" data-testid="audit-entry">
              <p className="flex flex-wrap justify-between gap-x-3 gap-y-1">
                <span className="font-semibold">{STAFF_CHANGE_LABELS[entry.kind]}</span>
                <time dateTime={entry.at} className="text-muted">
                  {when.format(new Date(entry.at))}
                </time>
              </p>
              <p className="mt-1 break-words">
                {entry.entityLabel || entry.entityId}
                <span className="text-muted">
                  {" "}
                  · {entry.entityType} {entry.entityId}
                </span>
              </p>
              <p className="mt-1 break-words">
                <span className="text-muted">From</span> {describe(entry.before)} <span className="text-muted">to</span>{" "}
                {describe(entry.after)}
              </p>
              <p className="mt-1 break-all text-muted">By {entry.staffEmail || "an account since removed"}</p>
            </li>
          ))}
        </ol>
      )}
      {page > 1 || hasMore ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <StoreLink to={pageLink(page - 1)} className={link}>
              Newer
            </StoreLink>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">Page {page}</span>
          {hasMore ? (
            <StoreLink to={pageLink(page + 1)} className={link}>
              Older
            </StoreLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </StaffPage>
  );
}
