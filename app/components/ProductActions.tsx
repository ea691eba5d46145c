import { Zap } from "lucide-react";
import type { ProductView } from "~/lib/catalog-types";
import type { SizeRule } from "~/lib/collections";
import { AddToCartForm } from "./cart/AddToCartForm";
import { WishlistToggle } from "./cart/WishlistToggle";
import { useBuyNow } from "./ConfirmPurchaseDialog";

/**
 * Add to Cart, Buy Now and Wishlist for one product, with the size and quantity the shopper chose.
 * Add to Cart and Wishlist are real forms (they work without JavaScript); Buy Now checks the size rule
 * and asks "Confirm Purchase" before going to the checkout.
 */
export function ProductActions({
  product,
  size = null,
  quantity = 1,
  sizeRule,
}: {
  product: ProductView;
  size?: string | null;
  quantity?: number;
  sizeRule?: SizeRule;
}) {
  const { buyNow, dialog } = useBuyNow();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <AddToCartForm product={product} size={size} quantity={quantity} sizeRule={sizeRule} />
      <button
        type="button"
        className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md bg-ink px-4 text-sm font-semibold text-white transition-colors hover:bg-stone-700 disabled:cursor-not-allowed disabled:opacity-50"
        disabled={!product.inStock}
        onClick={() => buyNow({ product, size, quantity, sizeRule })}
      >
        <Zap aria-hidden="true" size={18} />
        Buy Now
      </button>
      <WishlistToggle product={product} />
      {dialog}
    </div>
  );
}
