import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import type { ProductCardView } from "~/lib/catalog-types";
import { sizeNeededForCart } from "~/lib/cart-rules";
import { AddToCartForm } from "./AddToCartForm";
import { WishlistToggle } from "./WishlistToggle";

// Two cards side by side on a 375 px phone leave about 95 px beside the wishlist button: the label stays on
// one line, and the bag icon shows only where there is room for it.
const compactButton =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 whitespace-nowrap rounded-md px-2 text-[13px] font-semibold transition-colors min-[420px]:px-3 min-[420px]:text-sm";

/**
 * Add to Cart and Wishlist under a product card. A product that needs a size first (shoes, clothing)
 * offers "Select size", which opens its detail where the sizes are, instead of a button that can only fail.
 */
export function CardActions({ product, detailTo }: { product: ProductCardView; detailTo: string }) {
  const needsSize = sizeNeededForCart(product, null) !== null;
  return (
    <div className="flex gap-1.5 min-[420px]:gap-2">
      {needsSize ? (
        // A product page opens at its sizes; a collection's in-page detail moves the focus there itself.
        <Link
          to={detailTo.startsWith("/product/") ? `${detailTo}#sizes` : detailTo}
          className={`${compactButton} flex-1 border border-accent text-accent hover:bg-accent-soft`}
        >
          Select size
        </Link>
      ) : (
        <AddToCartForm
          product={product}
          className={`${compactButton} bg-accent text-white hover:bg-accent-dark disabled:cursor-not-allowed disabled:opacity-50`}
        >
          <ShoppingBag aria-hidden="true" size={18} className="hidden shrink-0 min-[420px]:block" />
          Add to Cart
        </AddToCartForm>
      )}
      <WishlistToggle
        product={product}
        formClassName="shrink-0"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-line bg-white text-ink hover:border-ink"
        iconOnly
      />
    </div>
  );
}
