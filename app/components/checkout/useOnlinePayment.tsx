import { lazy, Suspense, useCallback, useRef, useState, type ReactElement } from "react";
import { useNavigate } from "react-router";
import type { CheckoutEvents, PaymentOrder, PaymentRequest, PaymentStage } from "@rules/online-payment";
import { useToast } from "~/components/toast";
import { SUBMIT_FAILED } from "./checkout-fields";

/*
 * The payment's code (its answers are checked with zod) and the TEST MODE checkout are fetched when the shopper
 * pays, not with the page.
 */
const loadPayment = () => import("@rules/online-payment");
const loadTestGateway = () => import("./TestGatewayDialog");
const TestGatewayDialog = lazy(() => loadTestGateway().then((module) => ({ default: module.TestGatewayDialog })));

export type PaymentProgress = PaymentStage | "idle" | "paid";

/** What the page shows about the last attempt: a failure as an alert, a cancel as a status. */
export interface PaymentNotice {
  kind: "error" | "info";
  message: string;
}

/**
 * Pay Online for the checkout page: `pay` runs one payment at a time (a second press while one runs does
 * nothing); `progress` drives the button; `notice` is the message of the last attempt; render `dialog`
 * (the TEST MODE checkout, when the server runs the test gateway) once. A verified payment shows
 * "Payment successful!" and goes to the thank-you page.
 */
export function useOnlinePayment(): {
  pay: (request: PaymentRequest) => Promise<void>;
  progress: PaymentProgress;
  notice: PaymentNotice | null;
  clearNotice: () => void;
  dialog: ReactElement | null;
} {
  const [progress, setProgress] = useState<PaymentProgress>("idle");
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [testCheckout, setTestCheckout] = useState<{ order: PaymentOrder; events: CheckoutEvents } | null>(null);
  const running = useRef(false);
  const navigate = useNavigate();
  const { show } = useToast();

  const pay = useCallback(
    async (request: PaymentRequest) => {
      if (running.current) return;
      running.current = true;
      setNotice(null);
      void loadTestGateway().catch(() => {});
      let payment: Awaited<ReturnType<typeof loadPayment>>;
      try {
        payment = await loadPayment();
      } catch {
        running.current = false;
        setNotice({ kind: "error", message: SUBMIT_FAILED });
        return;
      }
      const { PAYMENT_MESSAGES, payOnline } = payment;
      const outcome = await payOnline(request, {
        openTestCheckout: async (order, events) => setTestCheckout({ order, events }),
        onStage: setProgress,
        onAttemptFailed: (message) => setNotice({ kind: "error", message }),
      });
      if (outcome.kind === "paid") {
        // Stays busy until the thank-you page replaces this one.
        setProgress("paid");
        show(PAYMENT_MESSAGES.successful, "success");
        void navigate(`/thank-you?order=${encodeURIComponent(outcome.orderNumber)}`);
        return;
      }
      running.current = false;
      setProgress("idle");
      setNotice(
        outcome.kind === "cancelled"
          ? { kind: "info", message: PAYMENT_MESSAGES.cancelled }
          : { kind: "error", message: outcome.message },
      );
    },
    [navigate, show],
  );

  const clearNotice = useCallback(() => setNotice(null), []);

  const dialog = testCheckout ? (
    <Suspense fallback={null}>
      <TestGatewayDialog
        key={testCheckout.order.orderId}
        order={testCheckout.order}
        events={testCheckout.events}
        onDone={() => setTestCheckout(null)}
      />
    </Suspense>
  ) : null;

  return { pay, progress, notice, clearNotice, dialog };
}
