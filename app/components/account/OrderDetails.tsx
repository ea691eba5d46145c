import { ChevronDown, FileText } from "lucide-react";
import { SummaryRow, TotalsRows, shownOrderTotals } from "~/components/cart/TotalsRows";
import { OrderLineList } from "~/components/order/OrderLineList";
import { ReturnSection, type ReturnAnswer } from "./ReturnSection";
import { CancelOrder, type CancelAnswer } from "./CancelOrder";
import { ReviewSection, type ReviewAnswer } from "./ReviewForms";
import { formatRupees } from "@rules/money";
import { replacementNote } from "@rules/returns";
import { deliveryDayLabel, deliveryPromise } from "@rules/delivery";
import { JOURNEY, ORDER_AWAITING_DELIVERY, ORDER_STATUS, type OrderView } from "@rules/order-status";
import { formatOrderDate, OrderStatusBadge } from "./OrderStatusBadge";

// India's time zone on both renders, so the server's HTML and the browser agree on the time.
const timeFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/**
 * The order's journey: every recorded step with its time, then the steps still to come (greyed). A
 * cancelled or failed order shows what happened and no steps to come.
 */
export function OrderTimeline({ order }: { order: Pick<OrderView, "timeline" | "status" | "paymentMethod"> }) {
  const reached = new Set(order.timeline.map((event) => event.status));
  const last = order.timeline.at(-1)?.status;
  const lastStep = last ? JOURNEY.indexOf(last) : -1;
  const open = lastStep >= 0 || order.status === "pending_payment";
  // Cash on delivery has no "paid" step before delivery; an online order's "placed" is its pending step.
  const upcoming = open
    ? JOURNEY.slice(lastStep + 1).filter(
        (step) => !reached.has(step) && !(order.paymentMethod === "cod" && step === "paid") && step !== "placed",
      )
    : [];
  return (
    <ol className="flex flex-col gap-3 text-sm" aria-label="Order timeline" data-testid="order-timeline">
      {order.timeline.map((event, i) => (
        <li key={i} className="flex gap-3" data-testid="timeline-step" data-status={event.status}>
          <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent" />
          <span className="flex flex-col">
            <span className="font-semibold">{event.label}</span>
            <time dateTime={event.at} className="text-muted">
              {timeFormat.format(new Date(event.at))}
            </time>
            {event.note ? <span className="break-words text-muted">{event.note}</span> : null}
          </span>
        </li>
      ))}
      {upcoming.map((step) => (
        <li key={step} className="flex gap-3 text-muted" data-testid="timeline-upcoming">
          <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full border border-line bg-white" />
          <span>{ORDER_STATUS[step].label}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * "Download invoice", once the order has one: a link for the signed-in owner, a form for a guest's lookup
 * (its number and e-mail go in a POST body, never in a URL).
 */
function InvoiceDownload({ order, via }: { order: OrderView; via: "owner" | "lookup" }) {
  if (!order.hasInvoice) return null;
  const className =
    "inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-semibold hover:border-ink";
  const label = (
    <>
      <FileText aria-hidden="true" size={18} />
      Download invoice
    </>
  );
  if (via === "owner") {
    return (
      <a
        href={`/api/orders/${order.orderNumber}/invoice`}
        download
        className={`mt-4 ${className}`}
        data-testid="download-invoice"
      >
        {label}
      </a>
    );
  }
  return (
    <form method="post" action="/api/orders/lookup/invoice" className="mt-4">
      <input type="hidden" name="orderNumber" value={order.orderNumber} />
      <input type="hidden" name="email" value={order.customer.email} />
      <button type="submit" className={className} data-testid="download-invoice">
        {label}
      </button>
    </form>
  );
}

/** The day promised at checkout, while the order is on its way; said plainly once it has passed. */
export function DeliveryPromise({ order }: { order: Pick<OrderView, "deliverBy" | "late" | "status"> }) {
  if (!order.deliverBy || !ORDER_AWAITING_DELIVERY.has(order.status)) return null;
  if (order.late) {
    return (
      <p className="mt-1 font-semibold text-amber-900" data-testid="order-deliver-by">
        Running late: we promised delivery by {deliveryDayLabel(order.deliverBy)}. We are on it.
      </p>
    );
  }
  return (
    <p className="mt-1 font-semibold text-ink" data-testid="order-deliver-by">
      {deliveryPromise(order.deliverBy)}
    </p>
  );
}

/** One order in full: what was bought, the amounts, the payment and where it goes. */
export function OrderDetails({
  order,
  invoiceVia = "owner",
  returnAnswer,
  cancelAnswer,
  reviewAnswer,
}: {
  order: OrderView;
  invoiceVia?: "owner" | "lookup";
  /** The page's answer to a return request for this order. */
  returnAnswer?: ReturnAnswer | undefined;
  /** The page's answer to cancelling this order. */
  cancelAnswer?: CancelAnswer | undefined;
  /** The page's answer to a review of one of this order's lines. */
  reviewAnswer?: ReviewAnswer | undefined;
}) {
  const totals = shownOrderTotals(order);
  return (
    <div className="flex flex-col gap-5">
      <OrderLineList
        lines={[
          ...order.lines,
          ...order.replacements.map((line) => ({ ...line, replacement: { note: replacementNote(line) } })),
        ]}
        label={`Items in order ${order.orderNumber}`}
      />
      <div className="grid gap-5 border-t border-line pt-4 sm:grid-cols-2">
        <dl className="flex flex-col gap-2 text-sm">
          <TotalsRows totals={totals} testIdPrefix={`order-${order.orderNumber}`} />
          <SummaryRow term="Payment" testId="order-payment">
            {order.paymentLabel}
          </SummaryRow>
        </dl>
        <div className="text-sm">
          <h3 className="font-semibold">Tracking</h3>
          <DeliveryPromise order={order} />
          {order.carrier && order.trackingNumber ? (
            <p className="mt-1 text-muted" data-testid="order-tracking">
              {order.carrier}, tracking number <span className="font-medium text-ink">{order.trackingNumber}</span>
            </p>
          ) : null}
          <div className="mt-2">
            <OrderTimeline order={order} />
          </div>
        </div>
        <div className="text-sm">
          <h3 className="font-semibold">Delivery details</h3>
          {order.awaitingDetails ? (
            <p className="mt-1 text-amber-900">
              Paid, and waiting for your delivery address. Reply to our e-mail or contact Customer Care with your name,
              mobile number and address.
            </p>
          ) : (
            <address className="mt-1 not-italic leading-relaxed text-muted">
              <span className="block font-medium text-ink">{order.customer.name}</span>
              <span className="block whitespace-pre-line break-words">{order.customer.address}</span>
              <span className="block">Contact: {order.customer.contact}</span>
              <span className="block break-all">{order.customer.email}</span>
            </address>
          )}
          <InvoiceDownload order={order} via={invoiceVia} />
        </div>
      </div>
      <CancelOrder order={order} via={invoiceVia} answer={cancelAnswer} />
      {order.returns ? (
        <ReturnSection order={order} returns={order.returns} via={invoiceVia} answer={returnAnswer} />
      ) : null}
      {order.reviews?.length ? (
        <ReviewSection order={order} lines={order.reviews} via={invoiceVia} answer={reviewAnswer} />
      ) : null}
    </div>
  );
}

/** An order as a row that opens to its details (a native disclosure: works without JavaScript). */
export function OrderDisclosure({
  order,
  returnAnswer,
  cancelAnswer,
  reviewAnswer,
}: {
  order: OrderView;
  returnAnswer?: ReturnAnswer | undefined;
  cancelAnswer?: CancelAnswer | undefined;
  reviewAnswer?: ReviewAnswer | undefined;
}) {
  return (
    // Open after a return request, a cancel or a review for it, so its answer is in view (with or without
    // JavaScript).
    <details
      className="group rounded-lg border border-line bg-white open:shadow-sm"
      data-testid="order"
      data-order={order.orderNumber}
      open={returnAnswer || cancelAnswer || reviewAnswer ? true : undefined}
    >
      <summary className="flex min-h-16 cursor-pointer list-none items-center gap-3 px-4 py-3 hover:bg-canvas sm:px-5 [&::-webkit-details-marker]:hidden">
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-baseline justify-between gap-3">
            <span className="font-bold whitespace-nowrap tabular-nums">{order.orderNumber}</span>
            <span className="font-bold whitespace-nowrap tabular-nums">{formatRupees(order.total)}</span>
          </span>
          <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-muted">
            <span className="whitespace-nowrap">
              {formatOrderDate(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? "item" : "items"}
            </span>
            <OrderStatusBadge order={order} />
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          size={20}
          className="shrink-0 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="border-t border-line px-4 py-4 sm:px-5">
        <OrderDetails
          order={order}
          returnAnswer={returnAnswer}
          cancelAnswer={cancelAnswer}
          reviewAnswer={reviewAnswer}
        />
      </div>
    </details>
  );
}
