import type { OrderTotals } from "~/lib/pricing";
import type { OrderView } from "~/lib/order-status";
import { formatPaise } from "~/lib/money";

const row = "flex items-baseline justify-between gap-4";

/**
 * Subtotal, shipping ("FREE" when nothing is charged) and total: the rows of every order summary
 * (the cart and the checkout), rendered inside the caller's <dl>. `testIdPrefix` names them for tests.
 */
export function TotalsRows({ totals, testIdPrefix }: { totals: OrderTotals; testIdPrefix: string }) {
  return (
    <>
      <div className={row}>
        <dt className="text-muted">Subtotal</dt>
        <dd className="font-semibold tabular-nums" data-testid={`${testIdPrefix}-subtotal`}>
          {formatPaise(totals.subtotalPaise)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Shipping</dt>
        <dd
          className={`font-semibold tabular-nums ${totals.shippingPaise === 0 ? "text-emerald-700" : ""}`}
          data-testid={`${testIdPrefix}-shipping`}
        >
          {totals.shippingPaise === 0 ? "FREE" : formatPaise(totals.shippingPaise)}
        </dd>
      </div>
      <div className={`${row} border-t border-line pt-3 text-base`}>
        <dt className="font-bold">Total</dt>
        <dd className="font-bold tabular-nums" data-testid={`${testIdPrefix}-total`}>
          {formatPaise(totals.totalPaise)}
        </dd>
      </div>
    </>
  );
}

/** A placed order's amounts (rupees in its view) as the totals rows read them. */
export const totalsOfOrder = (order: OrderView): OrderTotals => ({
  itemCount: order.itemCount,
  subtotalPaise: Math.round(order.subtotal * 100),
  shippingPaise: Math.round(order.shipping * 100),
  totalPaise: Math.round(order.total * 100),
});
