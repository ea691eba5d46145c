import { PackageSearch } from "lucide-react";
import { BrowseProducts } from "~/components/ui/BrowseProducts";
import { formatPaise } from "@rules/money";
import type { PaymentMethod } from "@rules/order-status";
import { shownTotals, SummaryBox, TotalsRows } from "~/components/cart/TotalsRows";
import { JustPlaced } from "~/components/cart/JustPlaced";
import { OrderLineList, type OrderLineItem } from "~/components/order/OrderLineList";
import { StoreLink } from "~/components/ui/StoreLink";
import { NO_PRODUCT } from "./checkout-fields";
import { EmptyState } from "~/components/ui/EmptyState";

/** The checkout's "Order Summary": the lines, the totals and how the total is paid. */
export function CheckoutSummary({
  lines,
  totals,
  method,
  fromCart,
}: {
  lines: OrderLineItem[];
  totals: Parameters<typeof shownTotals>[0];
  method: PaymentMethod;
  fromCart: boolean;
}) {
  return (
    <SummaryBox id="checkout-summary-title" className="lg:sticky lg:top-24">
      <OrderLineList lines={lines} testId="checkout-lines" />
      <dl className="flex flex-col gap-3 border-t border-line pt-3 text-sm">
        <TotalsRows totals={shownTotals(totals)} testIdPrefix="checkout" />
      </dl>
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

/** A checkout with nothing to buy: no product chosen, or a cart just placed as an order (`justPlaced`). */
export function EmptyCheckout({ justPlaced }: { justPlaced: string | null }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
      <EmptyState icon={PackageSearch}>
        {justPlaced ? (
          <>
            <p className="text-lg font-semibold">Your cart is empty</p>
            <JustPlaced orderNumber={justPlaced} />
          </>
        ) : (
          <p className="text-lg font-semibold">{NO_PRODUCT}</p>
        )}
        <BrowseProducts />
      </EmptyState>
    </div>
  );
}
