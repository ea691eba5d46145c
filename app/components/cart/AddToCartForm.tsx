import { ShoppingBag } from "lucide-react";
import { useLocation } from "react-router";
import type { SizeRule } from "@rules/collections";
import { currentPath } from "@rules/safe-redirect";
import { sizeNeededForCart, type CartFormProduct } from "@rules/cart-rules";
import { useCartAction } from "~/components/cart/cart-hooks";
import { useToast } from "~/components/toast";

const addToCartButtonClass =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-accent px-4 text-sm font-semibold text-white transition-colors hover:bg-accent-dark disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The size and quantity a product's form will post: what the shopper sees chosen, also when they chose it
 * before the page hydrated and the component's state has not caught up yet (a size radio is taken up in an
 * effect after hydration, and a tap may come first). `shown` when the form holds no such field.
 */
export function chosenIn(
  form: HTMLFormElement | null,
  shown: { size?: string | null; quantity?: number },
): { size: string | null; quantity: number } {
  const fields = form ? new FormData(form) : null;
  const size = fields?.get("size");
  const quantity = Number(fields?.get("quantity"));
  return {
    size: typeof size === "string" ? size || null : (shown.size ?? null),
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : (shown.quantity ?? 1),
  };
}

/**
 * Add to Cart as a real form posting to the cart action, so it works before (and without) JavaScript:
 * the server then answers with a redirect back to this page and a notice.
 * Once hydrated it submits through a fetcher instead: no navigation, a popup, and the header's count
 * follows. Checks the size first when the product needs one (docs/product.md section 5).
 */
export function AddToCartForm({
  product,
  colour,
  size,
  quantity = 1,
  sizeRule,
  formId,
}: {
  product: CartFormProduct;
  /** The colour chosen (its slug); none is the product's first colour. */
  colour?: string | null;
  size?: string | null;
  quantity?: number;
  sizeRule?: SizeRule;
  /** Given when the size and quantity controls outside the form are its fields (`form` attribute). */
  formId?: string;
}) {
  const cart = useCartAction();
  const { show } = useToast();
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
        const needed = sizeNeededForCart(product, chosenIn(event.currentTarget, { size, quantity }).size, sizeRule);
        if (needed) {
          event.preventDefault();
          show(needed, "error");
        }
      }}
    >
      <input type="hidden" name="productId" value={product.id} />
      {colour ? <input type="hidden" name="color" value={colour} /> : null}
      {formId ? null : (
        <>
          <input type="hidden" name="quantity" value={quantity} />
          {size ? <input type="hidden" name="size" value={size} /> : null}
        </>
      )}
      <input type="hidden" name="redirectTo" value={currentPath(location)} />
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
