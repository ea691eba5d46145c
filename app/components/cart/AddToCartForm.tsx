import { ShoppingBag } from "lucide-react";
import { useLocation } from "react-router";
import type { SizeRule } from "~/lib/collections";
import { currentPath } from "~/lib/safe-redirect";
import { sizeNeededForCart, type CartFormProduct } from "~/lib/cart-rules";
import { useCartAction } from "~/components/cart/cart-hooks";
import { useHydrated } from "~/components/use-hydrated";
import { useToast } from "~/components/toast";

const addToCartButtonClass =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-accent px-4 text-sm font-semibold text-white transition-colors hover:bg-accent-dark disabled:cursor-not-allowed disabled:opacity-50";

/**
 * Add to Cart as a real form posting to the cart action, so it works before (and without) JavaScript:
 * the server then answers with a redirect back to this page and a notice.
 * Once hydrated it submits through a fetcher instead: no navigation, a popup, and the header's count
 * follows. Checks the size first when the product needs one (docs/product.md section 5).
 */
export function AddToCartForm({
  product,
  size,
  quantity = 1,
  sizeRule,
  formId,
}: {
  product: CartFormProduct;
  size?: string | null;
  quantity?: number;
  sizeRule?: SizeRule;
  /** Given when the size and quantity controls outside the form are its fields (`form` attribute). */
  formId?: string;
}) {
  const cart = useCartAction();
  const { show } = useToast();
  const hydrated = useHydrated();
  const location = useLocation();
  const outOfStock = product.inStock === false;
  const adding = cart.pending && cart.optimistic?.intent === "add";
  return (
    <cart.Form
      id={formId}
      method="post"
      action="/cart"
      className="flex-1"
      onSubmit={(event) => {
        const needed = sizeNeededForCart(product, size, sizeRule);
        if (needed) {
          event.preventDefault();
          show(needed, "error");
        }
      }}
    >
      <input type="hidden" name="productId" value={product.id} />
      {formId ? null : (
        <>
          <input type="hidden" name="quantity" value={quantity} />
          {size ? <input type="hidden" name="size" value={size} /> : null}
        </>
      )}
      <input type="hidden" name="redirectTo" value={currentPath(location)} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {/* The intent rides on the button: the form's other submit button (Buy Now) sends its own. */}
      <button
        type="submit"
        name="intent"
        value="add"
        className={addToCartButtonClass}
        disabled={outOfStock}
        aria-busy={adding || undefined}
      >
        <ShoppingBag aria-hidden="true" size={18} />
        Add to Cart
      </button>
    </cart.Form>
  );
}
