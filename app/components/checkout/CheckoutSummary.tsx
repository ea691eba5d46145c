import { formatPaise } from "@rules/money";
import type { PaymentMethod } from "@rules/order-status";
import { shownTotals, SummaryBox, TotalsRows } from "~/components/cart/TotalsRows";
import { OrderLineList, type OrderLineItem } from "~/components/order/OrderLineList";
import { StoreLink } from "~/components/ui/StoreLink";
import type { ShownCoupon } from "~/components/cart/CouponForm";
import { LaterCouponForm } from "~/components/cart/LaterCouponForm";

/** The checkout's "Order Summary": the lines, the totals and how the total is paid. */
export function CheckoutSummary({
  lines,
  totals,
  method,
  fromCart,
}: {
  lines: OrderLineItem[];
  totals: Parameters<typeof shownTotals>[0] & { coupon?: ShownCoupon | null };
  method: PaymentMethod;
  fromCart: boolean;
}) {
  return (
    <SummaryBox id="checkout-summary-title" className="lg:sticky lg:top-24">
      <OrderLineList lines={lines} testId="checkout-lines" />
      <dl className="flex flex-col gap-3 border-t border-line pt-3 text-sm">
        <TotalsRows totals={shownTotals(totals, totals.coupon?.code)} testIdPrefix="checkout" />
      </dl>
      {/* A code is the cart's: an order of the cart takes it (Buy Now orders one product at its price). */}
      {fromCart ? <LaterCouponForm coupon={totals.coupon ?? null} redirectTo="/customer-details?from=cart" /> : null}
      <p className="text-sm text-muted">
        {method === "online"
          ? `Pay ${formatPaise(totals.totalPaise)} now by UPI, card or netbanking.`
          : `Pay ${formatPaise(totals.totalPaise)} in cash when your order arrives.`}{" "}
        {fromCart ? (
          <StoreLink to="/cart" className="font-medium text-ink underline">
            Edit your cart
          </StoreLink>
        ) : null}
      </p>
    </SummaryBox>
  );
}
