import { XCircle } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { formatRupees } from "@rules/money";
import { canCancel, cancelProblem, type OrderView } from "@rules/order-status";
import type { ReturnAnswer } from "./ReturnSection";
import { Notice } from "~/components/ui/Notice";

/** What the page's action answered to a cancel (shown beside the order it was for). */
export type CancelAnswer = ReturnAnswer;

/**
 * "Cancel order" on an order that has not shipped, with its confirmation step: a native disclosure opens
 * the question and a plain form posts the answer to the page's own action (My Orders: intent "cancel"; the
 * guest lookup: its number and e-mail too), so it works the same with and without JavaScript. A shipped
 * order says why it can no longer be cancelled.
 */
export function CancelOrder({
  order,
  via,
  answer,
}: {
  order: OrderView;
  via: "owner" | "lookup";
  answer?: CancelAnswer | undefined;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "cancel" &&
    navigation.formData?.get("orderNumber") === order.orderNumber;
  const refunded = order.paymentMethod === "online" && order.paidAt;
  const shipped = order.status === "shipped" || order.status === "out_for_delivery";
  if (!answer && !canCancel(order.status, "shopper") && !shipped) return null;
  return (
    <section className="border-t border-line pt-4 text-sm" data-testid="cancel-order">
      {answer ? (
        <Notice tone={answer.ok ? "success" : "error"} testId="cancel-message" className="mb-3">
          {answer.message}
        </Notice>
      ) : null}
      {canCancel(order.status, "shopper") ? (
        <details className="group" open={answer && !answer.ok ? true : undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-line bg-white px-4 font-semibold hover:border-ink [&::-webkit-details-marker]:hidden">
            <XCircle aria-hidden="true" size={18} />
            Cancel order
          </summary>
          <Form method="post" className="mt-3 flex flex-col gap-3 rounded-md border border-line bg-canvas p-4">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="orderNumber" value={order.orderNumber} />
            {via === "lookup" ? <input type="hidden" name="email" value={order.customer.email} /> : null}
            <p>
              Cancel order {order.orderNumber}?{" "}
              {refunded
                ? `We refund ${formatRupees(order.total)} to your original payment method.`
                : "Nothing will be charged."}{" "}
              This cannot be undone.
            </p>
            <button
              type="submit"
              disabled={sending}
              className="inline-flex min-h-11 items-center justify-center self-start rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
            >
              {sending ? "Cancelling..." : "Yes, cancel order"}
            </button>
          </Form>
        </details>
      ) : shipped && !answer ? (
        <p className="text-muted" data-testid="cancel-unavailable">
          {cancelProblem(order.orderNumber, order.status)}
        </p>
      ) : null}
    </section>
  );
}
