import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin-staff";
import { StaffPage } from "~/components/staff/StaffNav";
import { choices, EmptyList, PageAnswer, primaryButton, secondaryButton } from "~/components/staff/StaffList";
import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { staffFailure, failedFields } from "~/lib/staff-failure";
import { requireStaffPage } from "~/.server/staff-guard";
import { readForm } from "~/lib/form";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from "@rules/staff-roles";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaffPage(request, context, "/admin/staff");
  return { staff: await context.services.staff.accounts.list(), me: user.id };
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Staff", "The store's staff and their roles.");

const ROLE_CHOICES: [string, string][] = [
  ...STAFF_ROLES.map((role): [string, string] => [role, ROLE_LABELS[role]]),
  ["customer", "No staff role (a customer)"],
];

/** Gives an account a role by its e-mail, or ("customer") takes its staff role away. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaffPage(request, context, "/admin/staff");
  const form = await readForm(request);
  const email = String(form.get("email") ?? "");
  const role = String(form.get("role") ?? "");
  try {
    const member = await context.services.staff.accounts.setRole(user, { email, role });
    const message =
      member.role === "customer"
        ? `${member.email} no longer has a staff role.`
        : `${member.email} is now ${ROLE_LABELS[member.role]}.`;
    return { ok: true as const, message, errors: {} as Record<string, string>, email: "" };
  } catch (error) {
    const failure = staffFailure(error);
    return data(
      { ok: false as const, message: failure.message, errors: failedFields(error), email },
      { status: failure.status },
    );
  }
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <StaffPage>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Staff</h1>
        <p className="mt-1 text-sm text-muted">
          Who works on the store, and what each role may do. A new member of staff signs up first; then give their
          account a role here.
        </p>
      </header>
      {actionData ? (
        <PageAnswer answer={actionData} testId="staff-answer">
          {actionData.message}
        </PageAnswer>
      ) : null}

      <section
        className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:p-6"
        aria-labelledby="staff-give"
      >
        <h2 id="staff-give" className="text-lg font-semibold">
          Give a role
        </h2>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <Field id="staff-email" label="Account's e-mail" error={errors.email} className="min-w-56 flex-1">
            {(control) => (
              <input
                {...control}
                type="email"
                name="email"
                required
                autoComplete="off"
                defaultValue={actionData?.ok ? "" : actionData?.email}
                className={staffInput}
              />
            )}
          </Field>
          <Field id="staff-role" label="Role" error={errors.role}>
            {(control) => (
              <select {...control} name="role" defaultValue="catalogue" className={staffInput}>
                {choices(ROLE_CHOICES)}
              </select>
            )}
          </Field>
          <button type="submit" disabled={busy} className={primaryButton}>
            Save role
          </button>
        </Form>
        <ul className="flex flex-col gap-1 text-sm text-muted">
          {STAFF_ROLES.map((role) => (
            <li key={role}>
              <span className="font-semibold text-ink">{ROLE_LABELS[role]}:</span> {ROLE_DESCRIPTIONS[role]}.
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="staff-list" className="flex flex-col gap-3">
        <h2 id="staff-list" className="text-lg font-semibold">
          Staff accounts
        </h2>
        {loaderData.staff.length === 0 ? (
          <EmptyList>No accounts have a staff role.</EmptyList>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="staff-members">
            {loaderData.staff.map((member) => (
              <li
                key={member.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-white p-4"
              >
                <div className="min-w-0">
                  <p className="break-all font-semibold">{member.email}</p>
                  <p className="text-sm text-muted">
                    {ROLE_LABELS[member.role]}
                    {member.id === loaderData.me ? " · you" : ""}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="email" value={member.email} />
                  <input type="hidden" name="role" value="customer" />
                  <button type="submit" disabled={busy} className={secondaryButton}>
                    Take away role<span className="sr-only"> of {member.email}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </StaffPage>
  );
}
