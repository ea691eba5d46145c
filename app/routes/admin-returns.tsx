import { data, useFetcher } from "react-router";
import type { Route } from "./+types/admin-returns";
import { ReturnStatusBadge } from "~/components/account/ReturnSection";
import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { Pager } from "~/components/ui/Pager";
import {
  CardAnswer,
  CardList,
  FilterSelect,
  PageAnswer,
  primaryButton,
  ROW_FIELD,
  secondaryButton,
  ShipmentFields,
  StaffCard,
  StaffFilters,
} from "~/components/staff/StaffList";
import { StaffPage } from "~/components/staff/StaffNav";
import { formatCount, formatRupees } from "@rules/money";
import { nameWithColourAndSize } from "@rules/line-words";
import { PAYMENT_METHOD_LABELS } from "@rules/order-status";
import {
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  RETURN_STATUS_WORDS,
  returnMoveLabel,
  type StaffReturnView,
} from "@rules/returns";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { staffFailure } from "~/lib/staff-failure";
import { requireStaffPage } from "~/.server/staff-guard";
import { readForm } from "~/lib/form";

/** A status as the filter offers it: "Requested", not "Return requested". */
const statusChoice = (status: (typeof RETURN_STATUSES)[number]) =>
  status === "replacement_shipped"
    ? RETURN_STATUS_LABELS[status]
    : RETURN_STATUS_WORDS[status].replace(/^./, (c) => c.toUpperCase());

const askedAt = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "/admin/returns");
  const params = new URL(request.url).searchParams;
  const query = { status: params.get("status") ?? "", kind: params.get("kind") ?? "", page: params.get("page") ?? "" };
  const { staff } = context.services;
  // A hand-edited address with a bad value shows the first page rather than an error.
  const page = await staff.listReturns(query).catch(() => staff.listReturns({}));
  return { ...page, status: query.status, kind: query.kind };
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Returns", "The staff's list of return and exchange requests.");

/** intent "move" (status, note; carrier and tracking number to ship a replacement), "refund" (try a failed refund again) or "payout" (reference). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaffPage(request, context, "/admin/returns");
  const form = await readForm(request);
  const id = Number(form.get("id"));
  const { staff } = context.services;
  try {
    const intent = form.get("intent");
    const moved =
      intent === "refund"
        ? await staff.retryRefund(id)
        : intent === "payout"
          ? await staff.markPayoutPaid(id, { reference: form.get("reference") ?? undefined }, user)
          : await staff.moveReturn(
              id,
              {
                status: form.get("status"),
                note: form.get("note") ?? undefined,
                carrier: form.get("carrier") ?? undefined,
                trackingNumber: form.get("trackingNumber") ?? undefined,
              },
              user,
            );
    const refund = moved.refund ? ` · ${moved.refund.label}` : "";
    return { ok: true as const, id, message: `Now ${moved.statusLabel}${refund}` };
  } catch (error) {
    const failure = staffFailure(error);
    return data({ ok: false as const, id, message: failure.message }, { status: failure.status });
  }
}

export default function AdminReturns({ loaderData, actionData }: Route.ComponentProps) {
  const { returns, total, page, totalPages, status, kind } = loaderData;
  const params = new URLSearchParams({ ...(status && { status }), ...(kind && { kind }) });
  return (
    <StaffPage>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Returns</h1>
        <p className="mt-1 text-sm text-muted">
          {total === 1 ? "1 request" : `${formatCount(total)} requests`} (returns and exchanges), newest first
        </p>
      </header>
      {/* Without JavaScript the buttons post the page itself: its answer shows here. */}
      {actionData ? (
        <PageAnswer answer={actionData}>
          Request #{actionData.id}: {actionData.message}
        </PageAnswer>
      ) : null}

      <StaffFilters button="Show">
        <FilterSelect
          id="staff-return-status"
          name="status"
          label="Status"
          defaultValue={status}
          options={[["", "All statuses"], ...RETURN_STATUSES.map((s) => [s, statusChoice(s)] as const)]}
        />
        <FilterSelect
          id="staff-return-kind"
          name="kind"
          label="Kind"
          defaultValue={kind}
          options={[
            ["", "Returns and exchanges"],
            ["return", "Returns"],
            ["exchange", "Exchanges"],
          ]}
        />
      </StaffFilters>

      <CardList
        testId="staff-returns"
        items={returns}
        card={(request) => <ReturnCard key={request.id} request={request} />}
        empty="No requests here."
      />

      <Pager look="staff" page={page} totalPages={totalPages} path="/admin/returns" params={params} />
    </StaffPage>
  );
}

function ReturnCard({ request }: { request: StaffReturnView }) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  return (
    <StaffCard
      data-testid="staff-return"
      data-order={request.orderNumber}
      data-return={request.id}
      title={
        <>
          {request.kind === "exchange" ? "Exchange" : "Return"} #{request.id} · order {request.orderNumber}
        </>
      }
      subtitle={
        <>
          Asked {askedAt.format(new Date(request.createdAt))} · {PAYMENT_METHOD_LABELS[request.paymentMethod]}
        </>
      }
      badge={<ReturnStatusBadge request={request} />}
      who={
        <>
          <p className="font-semibold">{request.customer.name}</p>
          <p className="break-words text-muted">
            {request.customer.email} · {request.customer.contact}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-muted">Pickup: {request.customer.address}</p>
          {request.payoutFull ? (
            <p className="mt-1 break-words" data-testid="staff-return-payout">
              Refund to {request.payoutFull}
            </p>
          ) : null}
          {request.staffNote ? <p className="mt-1 text-muted">Note: {request.staffNote}</p> : null}
        </>
      }
      what={
        <>
          {request.lines.map((line) => (
            <li key={line.orderLineId} className="flex flex-col">
              <span className="break-words">
                {nameWithColourAndSize(line.name, line)} × {line.quantity}
                {line.newSize ? (
                  <strong className="font-semibold" data-testid="staff-exchange-size">
                    {" "}
                    → size {line.newSize}
                  </strong>
                ) : null}
              </span>
              <span className="text-muted">{line.reason}</span>
            </li>
          ))}
          {request.kind === "exchange" ? (
            <li className="mt-1 border-t border-line pt-2 font-bold">
              Replacement at no charge
              {request.replacement ? (
                <span className="block font-normal text-muted" data-testid="staff-exchange-shipment">
                  Shipped · {request.replacement.carrier} · {request.replacement.trackingNumber}
                </span>
              ) : null}
            </li>
          ) : (
            <li className="mt-1 flex justify-between gap-3 border-t border-line pt-2 font-bold">
              <span>Refund{request.refund?.shipping ? " (with the shipping charge)" : ""}</span>
              <span className="tabular-nums">{formatRupees(request.amount)}</span>
            </li>
          )}
          {request.refund?.shipping ? (
            <li className="text-muted" data-testid="staff-refund-shipping">
              Includes shipping {formatRupees(request.refund.shipping)}: the whole order came back
            </li>
          ) : null}
          {request.refund ? (
            <li
              className={request.refund.state === "failed" ? "font-semibold text-accent-dark" : "text-muted"}
              data-testid="staff-refund-state"
            >
              {request.refund.label}
              {request.refund.reference ? ` · ${request.refund.reference}` : ""}
            </li>
          ) : null}
          {request.refundError ? <li className="text-accent-dark">Gateway said: {request.refundError}</li> : null}
          {request.creditNoteNumber ? (
            <li>
              <a
                href={`/api/admin/returns/${request.id}/credit-note`}
                download
                className="font-semibold underline underline-offset-2"
                data-testid="staff-credit-note"
              >
                Credit note {request.creditNoteNumber} (PDF)
              </a>
            </li>
          ) : null}
        </>
      }
      actionsAlign="items-end"
      actions={
        <>
          {request.nextStatuses.map((next) => (
            <fetcher.Form method="post" key={next} className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="id" value={request.id} />
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="status" value={next} />
              {next === "rejected" || next === "cancelled" ? (
                <Field id={`return-${request.id}-${next}-note`} label="Why (told to the shopper)" {...ROW_FIELD}>
                  {(control) => <input {...control} name="note" maxLength={300} className={staffInput} />}
                </Field>
              ) : null}
              {next === "replacement_shipped" ? <ShipmentFields idPrefix={`return-${request.id}`} /> : null}
              <button
                type="submit"
                disabled={busy}
                className={next === "rejected" || next === "cancelled" ? secondaryButton : primaryButton}
              >
                {returnMoveLabel(request.kind, next)}
              </button>
            </fetcher.Form>
          ))}
          {request.canRetryRefund ? (
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={request.id} />
              <input type="hidden" name="intent" value="refund" />
              <button type="submit" disabled={busy} className={primaryButton}>
                Retry refund
              </button>
            </fetcher.Form>
          ) : null}
          {request.canMarkPaidOut ? (
            <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="id" value={request.id} />
              <input type="hidden" name="intent" value="payout" />
              <Field id={`return-${request.id}-reference`} label="Payment reference (UTR)" {...ROW_FIELD}>
                {(control) => (
                  <input
                    {...control}
                    name="reference"
                    required
                    maxLength={40}
                    className={staffInput}
                    data-testid={`payout-reference-${request.id}`}
                  />
                )}
              </Field>
              <button type="submit" disabled={busy} className={primaryButton}>
                Mark refund paid out
              </button>
            </fetcher.Form>
          ) : null}
          {!request.nextStatuses.length && !request.canRetryRefund && !request.canMarkPaidOut ? (
            <p className="text-sm text-muted">Nothing more to do.</p>
          ) : null}
          <CardAnswer answer={fetcher.data} />
        </>
      }
    />
  );
}
