import { Truck } from "lucide-react";
import type { OrderTotals } from "@rules/pricing";
import { formatPaise } from "@rules/money";
import { shownTotals, SummaryBox, TotalsRows } from "./TotalsRows";
import type { ShownCoupon } from "./CouponForm";
import { LaterCouponForm } from "./LaterCouponForm";

/**
 * The order summary: item count, subtotal, shipping (FREE at or above the threshold, else the fee,
 * with how much more earns free delivery), total, and "Proceed to Buy". Without JavaScript, Proceed
 * to Buy is a plain link-like form to the checkout; with it, `onProceed` asks for confirmation first.
 */
export function CartSummary({
  totals,
  coupon = null,
  freeShippingThresholdPaise,
  onProceed,
  disabled = false,
  savedPaise = 0,
}: {
  totals: OrderTotals & {
    discountPaise: number;
    shippingDiscountPaise: number;
    offerDiscountPaise?: number;
    offers?: string[];
    /** "Add 1 more to get Buy 2, get 10% off". */
    offerHint?: string | null;
  };
  /** The cart's code, if it holds one. */
  coupon?: ShownCoupon | null;
  /** Off the struck-through prices of the lines on offer: "You save ₹…". */
  savedPaise?: number;
  freeShippingThresholdPaise: number;
  onProceed: () => void;
  disabled?: boolean;
}) {
  const short = freeShippingThresholdPaise - totals.subtotalPaise;
  // The struck-through prices' savings and the code's (off the goods and the shipping it waived).
  const saved = savedPaise + totals.discountPaise + totals.shippingDiscountPaise;
  const row = "flex items-baseline justify-between gap-4";
  return (
    <SummaryBox id="cart-summary-title">
      <dl className="flex flex-col gap-3 text-sm">
        <div className={row}>
          <dt className="text-muted">Items</dt>
          <dd className="font-semibold tabular-nums" data-testid="summary-items">
            {totals.itemCount}
          </dd>
        </div>
        <TotalsRows totals={shownTotals(totals, coupon?.code)} testIdPrefix="summary" />
      </dl>
      {saved > 0 ? (
        <p
          className="rounded-md bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900"
          data-testid="summary-saved"
        >
          You save {formatPaise(saved)} on this order
        </p>
      ) : null}
      {totals.offerHint ? (
        <p className="rounded-md bg-accent-soft px-3 py-2 text-sm text-accent-dark" data-testid="summary-offer-hint">
          {totals.offerHint}
        </p>
      ) : null}
      <LaterCouponForm coupon={coupon} redirectTo="/cart" />
      {short > 0 && totals.subtotalPaise > 0 && !totals.shippingDiscountPaise ? (
        <p className="flex items-center gap-2 rounded-md bg-accent-soft px-3 py-2 text-sm text-accent-dark">
          <Truck aria-hidden="true" size={18} className="shrink-0" />
          Add {formatPaise(short)} more for free delivery
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm text-emerald-800">
          <Truck aria-hidden="true" size={18} className="shrink-0" />
          Your order ships free
        </p>
      )}
      <form
        method="get"
        action="/customer-details"
        onSubmit={(event) => {
          event.preventDefault();
          onProceed();
        }}
      >
        <input type="hidden" name="from" value="cart" />
        <button
          type="submit"
          disabled={disabled}
          // A tap before the scripts start is held for them (app/lib/early-input.ts): the plain request would
          // skip "Confirm Purchase".
          data-early-tap=""
          className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-accent px-5 text-base font-semibold text-white transition-colors hover:bg-accent-dark disabled:cursor-not-allowed disabled:opacity-50"
        >
          Proceed to Buy
        </button>
      </form>
      <p className="text-xs text-muted">
        Prices include all taxes. Pay online (UPI, cards, netbanking) or cash on delivery.
      </p>
    </SummaryBox>
  );
}
