import { Heart } from "lucide-react";
import { BrowseProducts } from "~/components/ui/BrowseProducts";
import { data } from "react-router";
import type { Route } from "./+types/wishlist";
import { ProductCard, ProductGrid } from "~/components/ProductCard";
import { toCardView } from "@rules/catalog-types";
import { useRef } from "react";
import { WishlistCardActions } from "~/components/cart/WishlistCardActions";
import { idField, messages, type ActionResult } from "@rules/cart-rules";
import { safeRedirect } from "@rules/safe-redirect";
import { useOnResult, useOptimisticWishlist, useWishlistAction } from "~/components/cart/cart-hooks";
import { noticeFrom, redirectWithFlash } from "~/lib/flash";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { readForm } from "~/lib/form";
import { actionFailure } from "~/lib/action-failure.server";
import { sizeField } from "@rules/line-item";
import { Notice } from "~/components/ui/Notice";
import { EmptyState } from "~/components/ui/EmptyState";

export async function loader({ context }: Route.LoaderArgs) {
  const items = await context.services.wishlist.items(context.owner);
  return {
    items: items.map(toCardView),
    ...noticeFrom(context),
  };
}

export const headers = privatePageHeaders;

export const meta = privateMeta(
  "My Wishlist",
  "The products you saved for later: move them to your cart when you are ready.",
);

/**
 * The wishlist's changes, from forms and fetchers: intent "add" | "remove" | "move-to-cart" (adds one
 * to the cart, then takes it off the wishlist). Answers like the cart action: JSON-ish data for
 * fetchers (`js=1`), a 303 back to `redirectTo` (else /wishlist) with a message (app/lib/flash.ts) without JavaScript.
 * (A JSON POST /wishlist is the API's; form posts reach this action.)
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const { wishlist, cart, catalog } = context.services;
  const owner = context.owner;

  const perform = async (): Promise<{ status: number; result: ActionResult }> => {
    const productId = idField(form.get("productId"));
    const product = productId ? await catalog.get(productId) : undefined;
    const name = product?.name ?? "this product";
    if (intent !== "add" && intent !== "remove" && intent !== "move-to-cart") {
      return { status: 400, result: { ok: false, message: "Unknown wishlist action" } };
    }
    const failed = (reason: string) =>
      intent === "add"
        ? messages.wishlistAddFailed(name, reason)
        : intent === "remove"
          ? messages.wishlistRemoveFailed(name, reason)
          : messages.addFailed(name, reason);
    if (!productId || !product) {
      // Removing a product that left the catalogue still works.
      if (intent === "remove" && productId) {
        try {
          await wishlist.remove(owner, productId);
          return { status: 200, result: { ok: true, message: messages.wishlistRemoved("Product") } };
        } catch (error) {
          const { status, reason } = actionFailure(error, "wishlist action");
          return { status, result: { ok: false, message: failed(reason) } };
        }
      }
      return { status: 404, result: { ok: false, message: failed("Product not found") } };
    }
    try {
      if (intent === "add") {
        await wishlist.add(owner, productId);
        return { status: 200, result: { ok: true, message: messages.wishlistAdded(), productName: name } };
      }
      if (intent === "remove") {
        await wishlist.remove(owner, productId);
        return { status: 200, result: { ok: true, message: messages.wishlistRemoved(name), productName: name } };
      }
      const size = sizeField.parse(form.get("size") ?? "") || null;
      await cart.add(owner, { productId, quantity: 1, size });
      // Already gone from the wishlist (another tab) is fine: it is in the cart now.
      await wishlist.remove(owner, productId).catch(() => undefined);
      return { status: 200, result: { ok: true, message: messages.movedToCart(name), productName: name } };
    } catch (error) {
      const { status, reason } = actionFailure(error, "wishlist action");
      return { status, result: { ok: false, message: failed(reason), productName: name } };
    }
  };

  const { status, result } = await perform();
  if (form.get("js") === "1") return data({ ...result, intent }, { status });
  const back = safeRedirect(form.get("redirectTo"), "/wishlist");
  return redirectWithFlash(context, back, result.message, result.ok ? "success" : "error");
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const items = useOptimisticWishlist(loaderData.items);
  // One fetcher of the page (which stays) for the cards' forms (which vanish), so popups always show.
  const wishlist = useWishlistAction();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useOnResult(wishlist.result, (result) => {
    // The card (and the button that had the focus) is gone: continue from the heading.
    if (result.ok && document.activeElement === document.body) headingRef.current?.focus();
  });
  const shown = items.filter((item) => !item.leaving);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
          My Wishlist
        </h1>
        {shown.length ? (
          <p className="text-sm text-muted">
            {shown.length} {shown.length === 1 ? "item" : "items"} saved
          </p>
        ) : null}
      </div>

      {loaderData.notice ? (
        <Notice tone={loaderData.noticeIsError ? "error" : "success"} className="mt-4 text-sm">
          {loaderData.notice}
        </Notice>
      ) : null}

      {shown.length === 0 ? (
        <EmptyState icon={Heart}>
          <h2 className="text-xl font-semibold">Your wishlist is empty</h2>
          <p className="text-sm text-muted">Tap Wishlist on any product to save it here for later.</p>
          <BrowseProducts />
        </EmptyState>
      ) : null}

      <section hidden={shown.length === 0} aria-labelledby="wishlist-products" className="mt-6">
        <h2 id="wishlist-products" className="sr-only">
          Saved products
        </h2>
        <ProductGrid>
          {items.map((product) => (
            <div key={product.id} hidden={product.leaving} className="contents">
              <ProductCard
                product={product}
                to={`/product/${product.id}`}
                actions={<WishlistCardActions product={product} Form={wishlist.Form} />}
              />
            </div>
          ))}
        </ProductGrid>
      </section>
    </div>
  );
}
