import { Link } from "react-router";
import type { ProductCardView } from "~/lib/catalog-types";
import { sizeNeededForCart } from "~/lib/cart-rules";
import { AddToCartForm } from "./AddToCartForm";
import { WishlistToggle } from "./WishlistToggle";
import { SpriteIcon } from "~/components/SpriteIcon";

/**
 * Add to Cart and Wishlist under a product card (their styles are the card's, in app.css). A product that needs a size first (shoes, clothing)
 * offers "Select size", which opens its detail where the sizes are, instead of a button that can only fail.
 */
export function CardActions({ product, detailTo }: { product: ProductCardView; detailTo: string }) {
  const needsSize = sizeNeededForCart(product, null) !== null;
  return (
    <div className="card-buttons">
      {needsSize ? (
        // A product page opens at its sizes; a collection's in-page detail moves the focus there itself.
        <Link
          to={detailTo.startsWith("/product/") ? `${detailTo}#sizes` : detailTo}
          className="card-button card-button-outline"
          discover={detailTo.startsWith("?") ? "none" : undefined}
        >
          Select size
        </Link>
      ) : (
        <AddToCartForm product={product} className="card-button card-button-solid">
          <SpriteIcon name="shopping-bag" size={18} className="hidden shrink-0 min-[420px]:block" />
          Add to Cart
        </AddToCartForm>
      )}
      <WishlistToggle product={product} formClassName="shrink-0" className="card-icon-button" iconOnly />
    </div>
  );
}
