import { Heart, ShoppingBag, Zap } from "lucide-react";
import type { ProductView } from "~/lib/catalog-types";

/**
 * Add to Cart, Wishlist and Buy Now for one product. The cart, wishlist and checkout work gives them
 * their behaviour through these callbacks; until then they render disabled only when the product is
 * out of stock.
 */
export function ProductActions({
  product,
  compact = false,
  onAddToCart,
  onToggleWishlist,
  onBuyNow,
  inWishlist = false,
}: {
  product: ProductView;
  compact?: boolean;
  onAddToCart?: () => void;
  onToggleWishlist?: () => void;
  onBuyNow?: () => void;
  inWishlist?: boolean;
}) {
  const base =
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <div className={`flex ${compact ? "flex-wrap gap-2" : "flex-col gap-3 sm:flex-row"}`}>
      <button
        type="button"
        className={`${base} flex-1 bg-accent text-white hover:bg-accent-dark`}
        disabled={!product.inStock}
        onClick={onAddToCart}
      >
        <ShoppingBag aria-hidden="true" size={18} />
        Add to Cart
      </button>
      <button
        type="button"
        className={`${base} flex-1 bg-ink text-white hover:bg-stone-700`}
        disabled={!product.inStock}
        onClick={onBuyNow}
      >
        <Zap aria-hidden="true" size={18} />
        Buy Now
      </button>
      <button
        type="button"
        className={`${base} border border-line bg-white text-ink hover:border-ink`}
        aria-pressed={inWishlist}
        onClick={onToggleWishlist}
      >
        <Heart aria-hidden="true" size={18} className={inWishlist ? "fill-accent text-accent" : ""} />
        {inWishlist ? "Remove from Wishlist" : "Wishlist"}
      </button>
    </div>
  );
}
