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
  /** A code's discount off the goods ("-₹640") and the code, when there is one. */
  discount?: { amount: string; code: string } | null;
  /** The automatic offers' discount ("-₹200") and their words ("Buy 2, get 10% off"), when there are any. */
  offers?: { amount: string; names: string[] } | null;
}

/** A cart's or checkout's totals (paise, from rules/discounts.ts or the quote); `code` names their discount. */
export const shownTotals = (
  totals: OrderTotals & { discountPaise?: number; offerDiscountPaise?: number; offers?: string[] },
  code?: string | null,
): ShownTotals => {
  const offerPaise = totals.offerDiscountPaise ?? 0;
  const codePaise = (totals.discountPaise ?? 0) - offerPaise;
  return {
    subtotal: formatPaise(totals.subtotalPaise),
    shipping: formatPaise(totals.shippingPaise),
    total: formatPaise(totals.totalPaise),
    freeShipping: totals.shippingPaise === 0,
    discount: codePaise && code ? { amount: `-${formatPaise(codePaise)}`, code } : null,
    offers: offerPaise ? { amount: `-${formatPaise(offerPaise)}`, names: totals.offers ?? [] } : null,
  };
};

/** A placed order's amounts, in rupees as its view (the JSON API's shape) keeps them. */
export const shownOrderTotals = (
  order: Pick<OrderView, "subtotal" | "shipping" | "total"> &
    Partial<Pick<OrderView, "discount" | "coupon" | "offers">>,
): ShownTotals => ({
  subtotal: formatRupees(order.subtotal),
  shipping: formatRupees(order.shipping),
  total: formatRupees(order.total),
  freeShipping: order.shipping === 0,
  discount:
    order.coupon && order.coupon.discount
      ? { amount: `-${formatRupees(order.coupon.discount)}`, code: order.coupon.code }
      : null,
  offers: order.offers ? { amount: `-${formatRupees(order.offers.discount)}`, names: order.offers.names } : null,
});

/**
 * Subtotal, shipping ("FREE" when nothing is charged) and total: the rows of every order summary
 * (the cart, the checkout and placed orders), rendered inside the caller's <dl>. `testIdPrefix` names
 * them for tests.
 */
export function TotalsRows({ totals, testIdPrefix }: { totals: ShownTotals; testIdPrefix: string }) {
  return (
    <>
      <SummaryRow term="Subtotal" testId={`${testIdPrefix}-subtotal`} valueClassName="font-semibold tabular-nums">
        {totals.subtotal}
      </SummaryRow>
      {totals.offers ? (
        <SummaryRow
          term={totals.offers.names.length ? `${totals.offers.names.join(", ")} applied` : "Offers applied"}
          testId={`${testIdPrefix}-offer`}
          valueClassName="font-semibold tabular-nums text-emerald-700"
        >
          {totals.offers.amount}
        </SummaryRow>
      ) : null}
      {totals.discount ? (
        <SummaryRow
          term={`Code ${totals.discount.code}`}
          testId={`${testIdPrefix}-discount`}
          valueClassName="font-semibold tabular-nums text-emerald-700"
        >
          {totals.discount.amount}
        </SummaryRow>
      ) : null}
      <SummaryRow
        term="Shipping"
        testId={`${testIdPrefix}-shipping`}
        valueClassName={`font-semibold tabular-nums ${totals.freeShipping ? "text-emerald-700" : ""}`}
      >
        {totals.freeShipping ? "FREE" : totals.shipping}
      </SummaryRow>
      <div className={`${row} border-t border-line pt-3 text-base`}>
        <dt className="font-bold">Total</dt>
        <dd className="font-bold tabular-nums" data-testid={`${testIdPrefix}-total`}>
          {totals.total}
        </dd>
      </div>
    </>
  );
}

/** One row of an order summary's <dl>: what it is, and its value (`testId` names the value for tests). */
export function SummaryRow({
  term,
  testId,
  valueClassName = "font-semibold",
  children,
}: {
  term: string;
  testId?: string;
  valueClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={row}>
      <dt className="text-muted">{term}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** An order summary's box (the cart's, the checkout's): its "Order Summary" heading names it. */
export function SummaryBox({
  id,
  className = "",
  children,
}: {
  id: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-4 rounded-lg border border-line bg-white p-5 ${className}`}
    >
      <h2 id={id} className="text-lg font-bold">
        Order Summary
      </h2>
      {children}
    </section>
  );
}
