import { Zap } from "lucide-react";
import type { ProductView } from "@rules/catalog-types";
import type { SizeRule } from "@rules/collections";
import { AddToCartForm, chosenIn } from "./cart/AddToCartForm";
import { WishlistToggle } from "./cart/WishlistToggle";
import { useBuyNow } from "./ConfirmPurchaseDialog";

/**
 * Add to Cart, Buy Now and Wishlist for one product, with the size and quantity the shopper chose.
 * Add to Cart and Wishlist are real forms (they work without JavaScript); Buy Now checks the size rule
 * and asks "Confirm Purchase" before going to the checkout, or without JavaScript posts the same form
 * (the cart action checks the size and sends it on to the checkout, which is the confirmation).
 */
export function ProductActions({
  product,
  size = null,
  quantity = 1,
  sizeRule,
  formId,
}: {
  product: ProductView;
  size?: string | null;
  quantity?: number;
  sizeRule?: SizeRule;
  /** The form's id when the size and quantity controls are its fields (the product detail). */
  formId?: string;
}) {
  const { buyNow, dialog } = useBuyNow();
  // The colour chosen, named in Confirm Purchase; the first colour goes without it (the product's own address,
  // as a link's does), so a product of one colour posts and links as it always did.
  const chosen = product.colours?.find((c) => c.slug === product.colour);
  const buyColour = chosen
    ? { name: chosen.name, slug: chosen.slug === product.colours?.[0]?.slug ? "" : chosen.slug }
    : undefined;
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <AddToCartForm
        product={product}
        colour={buyColour?.slug || undefined}
        size={size}
        quantity={quantity}
        sizeRule={sizeRule}
        formId={formId}
      />
      <button
        // Without JavaScript, a post to the cart action, which goes on to the checkout.
        type={formId ? "submit" : "button"}
        form={formId}
        name={formId ? "intent" : undefined}
        value={formId ? "buy" : undefined}
        className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md bg-ink px-4 text-sm font-semibold text-white transition-colors hover:bg-stone-700 disabled:cursor-not-allowed disabled:opacity-50"
        disabled={!product.inStock}
        // A tap before the scripts start is held for them (app/lib/early-input.ts): the plain post would skip
        // "Confirm Purchase".
        data-early-tap=""
        onClick={(event) => {
          // React runs this only once it has hydrated (even before useHydrated says so): the script's path.
          event.preventDefault();
          buyNow({ product, ...chosenIn(event.currentTarget.form, { size, quantity }), sizeRule, colour: buyColour });
        }}
      >
        <Zap aria-hidden="true" size={18} />
        Buy Now
      </button>
      <WishlistToggle product={product} />
      {dialog}
    </div>
  );
}
