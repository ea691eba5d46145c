import { SummaryRow } from "~/components/cart/TotalsRows";
import { FlaskConical, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { formatPaise } from "@rules/money";
import { testGatewayPayment, type CheckoutEvents, type PaymentOrder } from "@rules/online-payment";

/**
 * The store's own checkout for when no Razorpay keys are set: a native modal <dialog>, clearly marked
 * TEST MODE, that pays or fails the order through the test gateway (which signs like Razorpay) or is
 * closed (× or Escape). It reports through Razorpay's callbacks, so the page cannot tell them apart.
 * `onDone` removes it; it is called before the report.
 */
export function TestGatewayDialog({
  order,
  events,
  onDone,
}: {
  order: PaymentOrder;
  events: CheckoutEvents;
  onDone: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const noteId = useId();
  const [busy, setBusy] = useState<"success" | "failure" | null>(null);
  const finished = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      payRef.current?.focus();
    }
  }, []);

  const finish = (report: () => void) => {
    if (finished.current) return;
    finished.current = true;
    ref.current?.close();
    onDone();
    report();
  };

  const attempt = async (outcome: "success" | "failure") => {
    setBusy(outcome);
    const result = await testGatewayPayment(order.orderId, outcome);
    if (result.kind === "paid") {
      finish(() => events.paid(result.response));
    } else {
      // Razorpay keeps its checkout open after a failure; this one closes, which is a dismiss after it.
      finish(() => {
        events.failed(result.error);
        events.dismissed();
      });
    }
  };

  const amount = formatPaise(order.amount);
  const button =
    "inline-flex min-h-12 items-center justify-center rounded-md px-5 text-base font-semibold disabled:cursor-not-allowed disabled:opacity-60";
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={noteId}
      // Escape: not while a payment is being taken, else it closes like ×.
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) finish(() => events.dismissed());
      }}
      onClose={() => finish(() => events.dismissed())}
      className="m-auto w-[min(94vw,26rem)] overflow-hidden rounded-xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      data-testid="test-gateway"
    >
      <div className="flex items-center justify-between gap-3 bg-amber-300 px-5 py-2 text-amber-950">
        <p className="flex items-center gap-2 text-sm font-bold tracking-widest">
          <FlaskConical aria-hidden="true" size={18} />
          TEST MODE
        </p>
        <button
          type="button"
          aria-label="Close"
          disabled={busy !== null}
          onClick={() => finish(() => events.dismissed())}
          className="-my-1 -mr-2.5 inline-flex size-11 items-center justify-center rounded-md hover:bg-amber-400 disabled:opacity-50"
        >
          <X aria-hidden="true" size={20} />
        </button>
      </div>
      <div className="flex flex-col gap-5 p-5 sm:p-6">
        <div>
          <h2 id={titleId} className="text-xl font-bold">
            {order.name} test checkout
          </h2>
          <p id={noteId} className="mt-1 text-sm text-muted">
            No real money moves here: this checkout stands in for Razorpay until the store has its keys.
          </p>
        </div>
        <dl className="flex flex-col gap-2 rounded-lg bg-canvas px-4 py-3 text-sm">
          <SummaryRow term="Order" testId="test-gateway-order">
            {order.orderNumber}
          </SummaryRow>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">Amount</dt>
            <dd className="text-2xl font-bold tabular-nums">{amount}</dd>
          </div>
        </dl>
        <div className="flex flex-col gap-3">
          <button
            ref={payRef}
            type="button"
            disabled={busy !== null}
            aria-busy={busy === "success" || undefined}
            onClick={() => void attempt("success")}
            className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            {busy === "success" ? "Processing payment..." : `Pay ${amount}`}
          </button>
          <button
            type="button"
            disabled={busy !== null}
            aria-busy={busy === "failure" || undefined}
            onClick={() => void attempt("failure")}
            className={`${button} border border-line bg-white text-ink hover:border-ink`}
          >
            {busy === "failure" ? "Failing payment..." : "Fail payment"}
          </button>
        </div>
      </div>
    </dialog>
  );
}
