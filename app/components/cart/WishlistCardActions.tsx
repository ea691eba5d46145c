import { ShoppingBag, Trash2 } from "lucide-react";
import { type FetcherWithComponents } from "react-router";
import type { ProductCardView } from "@rules/catalog-types";
import type { ActionResult } from "@rules/cart-rules";
import { StoreLink } from "~/components/ui/StoreLink";
import { IconButton } from "~/components/ui/IconLabel";

const button =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 whitespace-nowrap rounded-md px-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed";

/**
 * "Move to Cart" and "Remove" under a wishlist card. Move to Cart adds one and takes the product off
 * the wishlist; a product that needs a size leads to its page instead ("Choose size"). Real forms, so
 * they work without JavaScript; with it, fetcher submissions that hide the card at once.
 */
export function WishlistCardActions({
  product,
  Form,
}: {
  product: ProductCardView;
  /**
   * The form of the page's wishlist fetcher: the card vanishes once it leaves, so the popup and the
   * focus move are handled by the page, which stays.
   */
  Form: FetcherWithComponents<ActionResult>["Form"];
}) {
  const fields = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="redirectTo" value="/wishlist" />
    </>
  );

  return (
    <div className="flex w-full flex-col gap-2">
      {product.needsSize && product.inStock ? (
        <StoreLink
          to={`/product/${product.id}`}
          aria-label={`Choose size for ${product.name}`}
          className={`${button} bg-ink text-white hover:bg-stone-700`}
        >
          Choose size
        </StoreLink>
      ) : (
        <Form method="post" action="/wishlist">
          {fields("move-to-cart")}
          <button
            type="submit"
            disabled={!product.inStock}
            aria-label={product.inStock ? `Move to Cart: ${product.name}` : `Out of stock: ${product.name}`}
            className={`${button} ${product.inStock ? "bg-accent text-white hover:bg-accent-dark" : "bg-stone-200 text-muted"}`}
          >
            <ShoppingBag aria-hidden="true" size={16} className="hidden shrink-0 sm:block" />
            {product.inStock ? "Move to Cart" : "Out of stock"}
          </button>
        </Form>
      )}
      <Form method="post" action="/wishlist">
        {fields("remove")}
        <IconButton
          icon={Trash2}
          iconSize={16}
          type="submit"
          aria-label={`Remove ${product.name} from wishlist`}
          className={`${button} border border-line bg-white text-ink hover:border-ink`}
        >
          Remove
        </IconButton>
      </Form>
    </div>
  );
}
