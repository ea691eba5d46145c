import { data, useFetcher } from "react-router";
import type { Route } from "./+types/admin-orders";
import { Pager } from "~/components/ui/Pager";
import {
  CardAnswer,
  CardList,
  StaffCard,
  FilterSearch,
  FilterSelect,
  ShipmentFields,
  StaffFilters,
} from "~/components/staff/StaffList";
import { StaffPage } from "~/components/staff/StaffNav";
import { formatCount, formatRupees } from "@rules/money";
import { nameWithColourAndSize } from "@rules/line-words";
import { replacementNote } from "@rules/returns";
import { OrderStatusBadge } from "~/components/account/OrderStatusBadge";
import { deliveryDayLabel } from "@rules/delivery";
import {
  LATE_FILTER,
  NEEDS_TRACKING,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from "@rules/order-status";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import type { StaffOrderView } from "@rules/staff";
import { staffFailure } from "~/lib/staff-failure";
import { requireStaffPage } from "~/.server/staff-guard";
import { readForm } from "~/lib/form";

/** What the staff do when they move an order there (the button's words). */
const MOVE_LABELS: Partial<Record<OrderStatus, string>> = {
  packed: "Mark packed",
  shipped: "Mark shipped",
  out_for_delivery: "Mark out for delivery",
  delivered: "Mark delivered",
  cancelled: "Cancel order",
};

const placedAt = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "/admin/orders");
  const params = new URL(request.url).searchParams;
  const query = { status: params.get("status") ?? "", q: params.get("q") ?? "", page: params.get("page") ?? "" };
  const { staff } = context.services;
  // A hand-edited address with a bad value shows the first page rather than an error.
  const page = await staff.listOrders(query).catch(() => staff.listOrders({ q: query.q.slice(0, 100) }));
  return { ...page, status: query.status, q: query.q };
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Orders", "The staff's list of orders.");

/** Moves one order to a new status (the order's own buttons). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaffPage(request, context, "/admin/orders");
  const form = await readForm(request);
  try {
    const order = await context.services.staff.moveOrder(
      Number(form.get("id")),
      {
        status: form.get("status"),
        carrier: form.get("carrier") ?? undefined,
        trackingNumber: form.get("trackingNumber") ?? undefined,
      },
      user,
    );
    return { ok: true as const, message: `Now ${order.statusLabel}` };
  } catch (error) {
    const failure = staffFailure(error);
    return data({ ok: false as const, message: failure.message }, { status: failure.status });
  }
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, total, page, totalPages, status, q } = loaderData;
  const params = new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}) });
  return (
    <StaffPage>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Orders</h1>
        <p className="mt-1 text-sm text-muted">
          {total === 1 ? "1 order" : `${formatCount(total)} orders`}, newest first
        </p>
      </header>

      <StaffFilters button="Show">
        <FilterSelect
          id="staff-order-status"
          name="status"
          label="Status"
          defaultValue={status}
          options={[
            ["", "All statuses"],
            [LATE_FILTER, "Late (past the promised day)"],
            ...ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]] as const),
          ]}
        />
        <FilterSearch id="staff-order-q" label="Order number or e-mail" defaultValue={q} />
      </StaffFilters>

      <CardList
        testId="staff-orders"
        items={orders}
        card={(order) => <OrderCard key={order.id} order={order} />}
        empty="No orders here yet."
      />

      <Pager look="staff" page={page} totalPages={totalPages} path="/admin/orders" params={params} />
    </StaffPage>
  );
}

function OrderCard({ order }: { order: StaffOrderView }) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  return (
    <StaffCard
      data-testid="staff-order"
      data-order={order.orderNumber}
      title={order.orderNumber}
      subtitle={
        <>
          {placedAt.format(new Date(order.createdAt))} · <span data-testid="order-payment">{order.paymentLabel}</span>
        </>
      }
      badge={
        <span className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge order={order} size="md" />
          {order.late && order.deliverBy ? (
            <span
              className="inline-flex items-center rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-800 ring-1 ring-inset ring-red-300"
              data-testid="staff-order-late"
              title={`Promised by ${deliveryDayLabel(order.deliverBy)}`}
            >
              Late: due {deliveryDayLabel(order.deliverBy)}
            </span>
          ) : null}
        </span>
      }
      who={
        <>
          {order.awaitingDetails ? (
            <p
              className="mb-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-950"
              data-testid="staff-order-awaiting-details"
            >
              Awaiting delivery details: paid before the shopper gave a name and address.
              {order.customer.email ? " They are reminded by e-mail." : " No e-mail is known to remind them."}
            </p>
          ) : null}
          <p className="font-semibold">{order.customer.name}</p>
          <p className="break-words text-muted">
            {[order.customer.email, order.customer.contact].filter(Boolean).join(" · ")}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-muted">{order.customer.address}</p>
          {order.extraPayments.length ? (
            <ul className="mt-2 flex flex-col gap-1" data-testid="staff-order-extra-payments">
              {order.extraPayments.map((extra) => (
                <li
                  key={extra.paymentId}
                  className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
                >
                  Payment {extra.paymentId} of {formatRupees(extra.amount)} came when {extra.reason}.{" "}
                  <strong>
                    {extra.state === "processed"
                      ? "Refunded."
                      : extra.state === "pending"
                        ? "Refund in progress."
                        : `Refund failed, retried automatically${extra.lastError ? ` (${extra.lastError})` : ""}.`}
                  </strong>
                </li>
              ))}
            </ul>
          ) : null}
          {order.carrier ? (
            <p className="mt-1 break-words" data-testid="staff-order-tracking">
              {order.carrier} · {order.trackingNumber}
            </p>
          ) : null}
          {order.hasInvoice ? (
            <a
              href={`/api/admin/orders/${order.id}/invoice`}
              download
              className="mt-2 inline-block font-semibold underline underline-offset-4 hover:text-accent"
              data-testid="staff-invoice"
            >
              Tax invoice (PDF)
            </a>
          ) : null}
        </>
      }
      what={
        <>
          {order.lines.map((line, index) => (
            <li
              key={`${line.productId}-${line.colour}-${line.size ?? ""}-${index}`}
              className="flex justify-between gap-3"
            >
              <span className="min-w-0 break-words">
                {nameWithColourAndSize(line.name, line)} × {line.quantity}
              </span>
              <span className="shrink-0 tabular-nums">{formatRupees(line.lineTotal)}</span>
            </li>
          ))}
          {order.replacements.map((line, index) => (
            <li
              key={`replacement-${line.returnId}-${index}`}
              className="flex justify-between gap-3"
              data-testid="staff-order-replacement"
            >
              <span className="min-w-0 break-words">
                {nameWithColourAndSize(line.name, line)} × {line.quantity}
                <span className="block text-muted">{replacementNote(line)}</span>
              </span>
              <span className="shrink-0 tabular-nums">{formatRupees(line.lineTotal)}</span>
            </li>
          ))}
          {order.coupon ? (
            <li className="flex justify-between gap-3 text-emerald-800" data-testid="staff-order-coupon">
              <span>
                Code {order.coupon.code}
                {order.coupon.shippingDiscount ? " (free shipping)" : ""}
              </span>
              <span className="shrink-0 tabular-nums">
                -{formatRupees(order.coupon.discount + order.coupon.shippingDiscount)}
              </span>
            </li>
          ) : null}
          <li className="mt-1 flex justify-between gap-3 border-t border-line pt-2 font-bold">
            <span>Total{order.shipping ? ` (with ${formatRupees(order.shipping)} shipping)` : ""}</span>
            <span className="tabular-nums">{formatRupees(order.total)}</span>
          </li>
        </>
      }
      actionsAlign="items-center"
      actions={
        <>
          {order.nextStatuses.length ? (
            order.nextStatuses.map((next) => (
              <fetcher.Form
                method="post"
                key={next}
                // Cancelling cannot be undone (the stock goes back on sale, a payment is refunded): ask first.
                onSubmit={(event) => {
                  const refund =
                    order.paymentMethod === "online" && order.paidAt
                      ? ` Its payment of ${formatRupees(order.total)} is refunded in full.`
                      : "";
                  if (next === "cancelled" && !window.confirm(`Cancel order ${order.orderNumber}?${refund}`))
                    event.preventDefault();
                }}
              >
                <input type="hidden" name="id" value={order.id} />
                <input type="hidden" name="status" value={next} />
                {next === NEEDS_TRACKING ? (
                  <div className="mb-2 flex flex-wrap gap-2">
                    <ShipmentFields idPrefix={`ship-${order.id}`} testIdSuffix={order.orderNumber} />
                  </div>
                ) : null}
                <button
                  type="submit"
                  disabled={busy}
                  className={`inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold disabled:opacity-60 ${
                    next === "cancelled"
                      ? "border border-accent/40 bg-white text-accent-dark hover:border-accent"
                      : "bg-ink text-white hover:bg-stone-700"
                  }`}
                >
                  {MOVE_LABELS[next] ?? ORDER_STATUS_LABELS[next]}
                </button>
              </fetcher.Form>
            ))
          ) : (
            <p className="text-sm text-muted">
              {order.status === "payment_failed"
                ? "Not paid in time: its stock went back on sale."
                : "Nothing more to do."}
            </p>
          )}
          <CardAnswer answer={fetcher.data} />
        </>
      }
    />
  );
}
