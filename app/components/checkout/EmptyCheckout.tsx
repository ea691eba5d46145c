import { PackageSearch } from "lucide-react";
import { BrowseProducts } from "~/components/ui/BrowseProducts";
import { JustPlaced } from "~/components/cart/JustPlaced";
import { EmptyState } from "~/components/ui/EmptyState";
import { NO_PRODUCT } from "./checkout-fields";

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
