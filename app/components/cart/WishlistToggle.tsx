import { useLocation } from "react-router";
import { currentPath } from "@rules/safe-redirect";
import { useInWishlist, useWishlistAction } from "~/components/cart/cart-hooks";
import { SpriteIcon } from "~/components/SpriteIcon";

const wishlistButtonClass =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-semibold text-ink transition-colors hover:border-ink";

/**
 * The Wishlist button (docs/product.md section 2): "Wishlist" or "Remove from Wishlist" by presence. A real form
 * posting to the wishlist action, so it works without JavaScript; with it, a fetcher submission that
 * flips the button at once and flips it back if the server refuses. A product card's heart is in CardActions.
 */
export function WishlistToggle({ product }: { product: { id: number; name: string } }) {
  const wishlist = useWishlistAction();
  const location = useLocation();
  const saved = useInWishlist(product.id);
  return (
    <wishlist.Form method="post" action="/wishlist" className="flex-1">
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="redirectTo" value={currentPath(location)} />
      <button type="submit" className={wishlistButtonClass}>
        <SpriteIcon name={saved ? "heart-filled" : "heart"} size={18} className={saved ? "text-accent" : undefined} />
        <span>{saved ? "Remove from Wishlist" : "Wishlist"}</span>
      </button>
    </wishlist.Form>
  );
}
