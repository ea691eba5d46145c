import { FileText, RotateCcw } from "lucide-react";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { formatRupees } from "@rules/money";
import { nameWithColourAndSize } from "@rules/line-words";
import type { OrderView } from "@rules/order-status";
import { NOT_RETURNABLE_LABELS, RETURN_REASONS, type OrderReturnsView, type ReturnRequestView } from "@rules/returns";
import { Field } from "~/components/ui/FormField";
import { inputClass } from "~/components/ui/field";
import { Notice } from "~/components/ui/Notice";

/** What the page's action answered to a return request (shown beside the order it was for). */
export interface ReturnAnswer {
  ok: boolean;
  message: string;
  orderNumber: string;
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

const badgeClass: Record<ReturnRequestView["status"], string> = {
  requested: "bg-amber-50 text-amber-900 ring-amber-200",
  approved: "bg-sky-50 text-sky-900 ring-sky-200",
  rejected: "bg-stone-100 text-stone-700 ring-stone-300",
  picked_up: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  received: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  cancelled: "bg-stone-100 text-stone-700 ring-stone-300",
  replacement_shipped: "bg-emerald-50 text-emerald-900 ring-emerald-200",
};

/** A return's status as a badge. */
export function ReturnStatusBadge({ request }: { request: Pick<ReturnRequestView, "status" | "statusLabel"> }) {
  return (
    <span
      data-testid="return-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeClass[request.status]}`}
    >
      {request.statusLabel}
    </span>
  );
}

/**
 * A delivered order's returns and exchanges: the requests made, and a plain form (it works without
 * JavaScript) to ask for more. Every line says how many can come back and until when, or why not; a line
 * with other sizes in stock offers them for an exchange, asked for with the form's second button.
 */
export function ReturnSection({
  order,
  returns,
  via,
  answer,
}: {
  order: OrderView;
  returns: OrderReturnsView;
  via: "owner" | "lookup";
  answer?: ReturnAnswer | undefined;
}) {
  const id = useId();
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "return" &&
    navigation.formData?.get("orderNumber") === order.orderNumber;
  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-line pt-4" data-testid="returns">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <RotateCcw aria-hidden="true" size={18} />
        Returns
      </h3>

      {answer ? (
        <Notice tone={answer.ok ? "success" : "error"} testId="return-message" className="mt-3 text-sm">
          {answer.message}
        </Notice>
      ) : null}

      {returns.requests.length ? (
        <ul className="mt-3 flex flex-col gap-3" aria-label="Your return requests">
          {returns.requests.map((request) => (
            <li key={request.id} className="rounded-md border border-line p-3 text-sm" data-testid="return-request">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">
                  {request.kind === "exchange" ? "Exchange" : `Return of ${formatRupees(request.amount)}`} · asked on{" "}
                  {dateFormat.format(new Date(request.createdAt))}
                </span>
                <ReturnStatusBadge request={request} />
              </div>
              <ul className="mt-1 text-muted">
                {request.lines.map((line) => (
                  <li key={line.orderLineId}>
                    {nameWithColourAndSize(line.name, line)} × {line.quantity}
                    {line.newSize ? `, for size ${line.newSize} at no charge` : ""}: {line.reason}
                  </li>
                ))}
              </ul>
              {request.refund ? (
                <p className="mt-1 font-medium" data-testid="return-refund">
                  {request.refund.label}
                  {request.refund.shipping ? ` · includes shipping ${formatRupees(request.refund.shipping)}` : ""}
                  {request.payout ? ` · ${request.payout}` : ""}
                </p>
              ) : request.payout ? (
                <p className="mt-1 text-muted">Refund to {request.payout}</p>
              ) : null}
              {request.replacement ? (
                <p className="mt-1 font-medium" data-testid="exchange-shipment">
                  Replacement shipped · {request.replacement.carrier} · tracking number{" "}
                  {request.replacement.trackingNumber}
                </p>
              ) : null}
              {request.staffNote ? <p className="mt-1 text-muted">Our note: {request.staffNote}</p> : null}
              {request.creditNoteNumber ? <CreditNoteDownload order={order} request={request} via={via} /> : null}
            </li>
          ))}
        </ul>
      ) : null}

      {returns.canRequest ? (
        <Form
          method="post"
          // A new request starts the form afresh (with JavaScript the page is not reloaded).
          key={returns.requests.length}
          className="mt-3 flex flex-col gap-4"
          aria-labelledby={`${id}-title`}
          data-testid="return-form"
        >
          <input type="hidden" name="intent" value="return" />
          <input type="hidden" name="orderNumber" value={order.orderNumber} />
          {via === "lookup" ? <input type="hidden" name="email" value={order.customer.email} /> : null}
          <p className="text-sm text-muted">
            Choose what to send back and why. We arrange the pickup.
            {returns.canExchange ? " To exchange for another size, choose the new size too." : ""}
          </p>
          <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
            {returns.lines.map((line) => (
              <li key={line.orderLineId} className="flex flex-col gap-2 p-3 text-sm" data-testid="return-line">
                <p className="font-semibold break-words">
                  {line.name}
                  {line.colour ? <span className="font-normal text-muted"> · {line.colour}</span> : null}
                  {line.size ? <span className="font-normal text-muted"> · Size {line.size}</span> : null}
                </p>
                {line.returnable > 0 ? (
                  <>
                    <p className="text-muted">Return by {dateFormat.format(new Date(line.deadline))}</p>
                    <div
                      className={`grid items-end gap-3 ${line.exchangeSizes.length ? "sm:grid-cols-[8rem_1fr_12rem]" : "sm:grid-cols-[8rem_1fr]"}`}
                    >
                      <Field id={`${id}-qty-${line.orderLineId}`} label="Quantity to return" {...SMALL_LABEL}>
                        {(control) => (
                          <select {...control} name={`qty-${line.orderLineId}`} defaultValue="0" className={inputClass}>
                            {Array.from({ length: line.returnable + 1 }, (_, n) => (
                              <option key={n} value={n}>
                                {n === 0 ? "None" : n}
                              </option>
                            ))}
                          </select>
                        )}
                      </Field>
                      <Field id={`${id}-reason-${line.orderLineId}`} label="Reason" {...SMALL_LABEL}>
                        {(control) => (
                          <select {...control} name={`reason-${line.orderLineId}`} className={inputClass}>
                            {RETURN_REASONS.map((reason) => (
                              <option key={reason}>{reason}</option>
                            ))}
                          </select>
                        )}
                      </Field>
                      {line.exchangeSizes.length ? (
                        <Field
                          id={`${id}-size-${line.orderLineId}`}
                          label="New size (for an exchange)"
                          {...SMALL_LABEL}
                        >
                          {(control) => (
                            <select
                              {...control}
                              name={`size-${line.orderLineId}`}
                              defaultValue=""
                              className={inputClass}
                            >
                              <option value="">Choose</option>
                              {line.exchangeSizes.map((size) => (
                                <option key={size}>{size}</option>
                              ))}
                            </select>
                          )}
                        </Field>
                      ) : null}
                    </div>
                  </>
                ) : (
                  <p className="font-medium text-accent-dark" data-testid="not-returnable">
                    {NOT_RETURNABLE_LABELS[line.reason!]}
                    {line.reason === "window_passed" ? ` (closed ${dateFormat.format(new Date(line.deadline))})` : ""}
                  </p>
                )}
              </li>
            ))}
          </ul>
          {returns.needsPayout ? <PayoutFields id={id} /> : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="kind"
              value="return"
              disabled={sending}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-ink px-6 text-sm font-semibold text-white hover:bg-stone-700 disabled:cursor-wait disabled:opacity-70"
            >
              {sending ? "Sending..." : "Request return"}
            </button>
            {returns.canExchange ? (
              <button
                type="submit"
                name="kind"
                value="exchange"
                disabled={sending}
                className="inline-flex min-h-11 items-center justify-center rounded-md border border-ink bg-white px-6 text-sm font-semibold text-ink hover:bg-stone-50 disabled:cursor-wait disabled:opacity-70"
              >
                Request exchange
              </button>
            ) : null}
          </div>
        </Form>
      ) : !returns.requests.length ? (
        <ul className="mt-2 text-sm" aria-label="Why these items cannot be returned">
          {returns.lines.map((line) => (
            <li key={line.orderLineId} data-testid="not-returnable">
              {line.name}:{" "}
              <span className="font-medium text-accent-dark">
                {NOT_RETURNABLE_LABELS[line.reason!]}
                {line.reason === "window_passed" ? ` (closed ${dateFormat.format(new Date(line.deadline))})` : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * "Download credit note" of a refunded return of an invoiced order: a link for the signed-in owner, a form
 * for a guest's lookup (the number and e-mail in a POST body, never in a URL), as the invoice's.
 */
function CreditNoteDownload({
  order,
  request,
  via,
}: {
  order: OrderView;
  request: ReturnRequestView;
  via: "owner" | "lookup";
}) {
  const className =
    "mt-2 inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-semibold hover:border-ink";
  const label = (
    <>
      <FileText aria-hidden="true" size={18} />
      Download credit note {request.creditNoteNumber}
    </>
  );
  if (via === "owner") {
    return (
      <a
        href={`/api/orders/${order.orderNumber}/returns/${request.id}/credit-note`}
        download
        className={className}
        data-testid="download-credit-note"
      >
        {label}
      </a>
    );
  }
  return (
    <form method="post" action="/api/orders/lookup/credit-note">
      <input type="hidden" name="orderNumber" value={order.orderNumber} />
      <input type="hidden" name="email" value={order.customer.email} />
      <input type="hidden" name="returnId" value={request.id} />
      <button type="submit" className={className} data-testid="download-credit-note">
        {label}
      </button>
    </form>
  );
}

/** Cash on delivery: where the refund goes (a UPI ID, or a bank account). */
function PayoutFields({ id }: { id: string }) {
  return (
    // Only the chosen destination's fields show, by CSS alone (:has), so it holds without JavaScript too.
    <fieldset className="group/payout flex flex-col gap-3 rounded-md border border-line p-3 text-sm">
      <legend className="px-1 font-semibold">Refund to (you paid cash on delivery; not needed for an exchange)</legend>
      <div className="flex flex-wrap gap-4">
        <label className="inline-flex min-h-11 items-center gap-2">
          <input type="radio" name="payoutMethod" value="upi" defaultChecked className="size-4 accent-accent" />
          UPI ID
        </label>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input type="radio" name="payoutMethod" value="bank" className="size-4 accent-accent" />
          Bank account
        </label>
      </div>
      <div className="group-has-[[value=bank]:checked]/payout:hidden" data-testid="payout-upi">
        <PayoutField id={`${id}-upi`} label="UPI ID (for UPI)" input={PAYOUT_INPUTS.upi} />
      </div>
      <div
        className="grid gap-3 group-has-[[value=upi]:checked]/payout:hidden sm:grid-cols-3"
        data-testid="payout-bank"
      >
        <PayoutField id={`${id}-acname`} label={<>Account holder&rsquo;s name</>} input={PAYOUT_INPUTS.accountName} />
        <PayoutField id={`${id}-acno`} label="Account number" input={PAYOUT_INPUTS.accountNumber} />
        <PayoutField id={`${id}-ifsc`} label="IFSC" input={PAYOUT_INPUTS.ifsc} />
      </div>
    </fieldset>
  );
}

/** What each field of the refund's destination takes. */
const PAYOUT_INPUTS = {
  upi: { name: "upiId", placeholder: "name@bank", maxLength: 100, autoComplete: "off", spellCheck: false },
  accountName: { name: "accountName", maxLength: 100, autoComplete: "name" },
  accountNumber: { name: "accountNumber", inputMode: "numeric", maxLength: 18, autoComplete: "off" },
  ifsc: {
    name: "ifsc",
    maxLength: 11,
    placeholder: "HDFC0001234",
    autoCapitalize: "characters",
    spellCheck: false,
    className: `${inputClass} uppercase placeholder:normal-case`,
  },
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

/** The return form's fields carry a small label. */
const SMALL_LABEL = { labelClassName: "text-xs font-semibold" } as const;

/** One field of the refund's destination, with its small label. */
function PayoutField({
  id,
  label,
  input,
}: {
  id: string;
  label: ReactNode;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Field id={id} label={label} {...SMALL_LABEL}>
      {(control) => <input {...control} className={inputClass} {...input} />}
    </Field>
  );
}
