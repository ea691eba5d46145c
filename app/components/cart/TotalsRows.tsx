import type { OrderTotals } from "@rules/pricing";
import type { OrderView } from "@rules/order-status";
import { formatPaise, formatRupees } from "@rules/money";

const row = "flex items-baseline justify-between gap-4";

/** The three amounts as shown, formatted from whichever unit their source keeps (never converted). */
interface ShownTotals {
  subtotal: string;
  shipping: string;
  total: string;
  freeShipping: boolean;
}

/** A cart's or checkout's totals (paise, from rules/pricing.ts or the quote). */
export const shownTotals = (totals: OrderTotals): ShownTotals => ({
  subtotal: formatPaise(totals.subtotalPaise),
  shipping: formatPaise(totals.shippingPaise),
  total: formatPaise(totals.totalPaise),
  freeShipping: totals.shippingPaise === 0,
});

/** A placed order's amounts, in rupees as its view (the JSON API's shape) keeps them. */
export const shownOrderTotals = (order: Pick<OrderView, "subtotal" | "shipping" | "total">): ShownTotals => ({
  subtotal: formatRupees(order.subtotal),
  shipping: formatRupees(order.shipping),
  total: formatRupees(order.total),
  freeShipping: order.shipping === 0,
});

/**
 * Subtotal, shipping ("FREE" when nothing is charged) and total: the rows of every order summary
 * (the cart, the checkout and placed orders), rendered inside the caller's <dl>. `testIdPrefix` names
 * them for tests.
 */
export function TotalsRows({ totals, testIdPrefix }: { totals: ShownTotals; testIdPrefix: string }) {
  return (
    <>
      <div className={row}>
        <dt className="text-muted">Subtotal</dt>
        <dd className="font-semibold tabular-nums" data-testid={`${testIdPrefix}-subtotal`}>
          {totals.subtotal}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Shipping</dt>
        <dd
          className={`font-semibold tabular-nums ${totals.freeShipping ? "text-emerald-700" : ""}`}
          data-testid={`${testIdPrefix}-shipping`}
        >
          {totals.freeShipping ? "FREE" : totals.shipping}
        </dd>
      </div>
      <div className={`${row} border-t border-line pt-3 text-base`}>
        <dt className="font-bold">Total</dt>
        <dd className="font-bold tabular-nums" data-testid={`${testIdPrefix}-total`}>
          {totals.total}
        </dd>
      </div>
    </>
  );
}
