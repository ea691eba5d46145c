import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type FormEvent,
  type ReactNode,
} from "react";
import { useFetchers, useLocation, useSubmit } from "react-router";
import type { ProductCardView } from "@rules/catalog-types";
import type { ActionResult } from "@rules/cart-rules";
import { currentPath } from "@rules/safe-redirect";
import { SpriteIcon } from "~/components/SpriteIcon";
import { useToast } from "~/components/toast";
import { usePendingWishlist } from "./cart-hooks";
import { scriptFields } from "~/components/scripted-fetcher";
import { StoreLink } from "~/components/ui/StoreLink";
import { CardColourContext, withColour } from "~/components/products/card-colour";

/** The fetchers the cards submit through are named `card:<action>:<product id>`: one per product and action. */
const CARD_FETCHER = "card:";

interface CardActionsValue {
  /** This page: where a form post without JavaScript comes back to. */
  redirectTo: string;
  /** Sends a card's form through a fetcher (with JavaScript); absent outside a provider, where it posts. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  inWishlist: (productId: number) => boolean;
  adding: (productId: number) => boolean;
}

const CardActionsContext = createContext<CardActionsValue>({
  redirectTo: "/",
  inWishlist: () => false,
  adding: () => false,
});

/**
 * What every card's Add to Cart and Wishlist share, worked out once for the page instead of once per card: a
 * collection shows 40 cards, and two fetchers, two forms and their hooks on each were a fifth of the page's
 * render on the server and most of its hydration in the browser. The cards' forms are plain forms (they post
 * without JavaScript); with it, `onSubmit` sends them through a fetcher named for the product, so two cards
 * in flight do not cancel each other, and the popups of docs/product.md section 8 are shown here.
 */
export function CardActionsProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const submit = useSubmit();
  const fetchers = useFetchers();
  const inWishlist = usePendingWishlist();
  const { show } = useToast();

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const fields = scriptFields(event);
      const action = event.currentTarget.getAttribute("action")!;
      void submit(fields, {
        method: "post",
        action,
        navigate: false,
        fetcherKey: `${CARD_FETCHER}${action}:${String(fields.get("productId"))}`,
      });
    },
    [submit],
  );

  // Each answer's popup, once: checked after every commit (see useResultToast in cart-hooks).
  const shown = useRef(new WeakSet<object>());
  useEffect(() => {
    for (const fetcher of fetchers) {
      const result = fetcher.data as ActionResult | undefined;
      if (!fetcher.key.startsWith(CARD_FETCHER) || !result || shown.current.has(result)) continue;
      shown.current.add(result);
      show(result.message, result.ok ? "success" : "error");
    }
  });

  const redirectTo = currentPath(location);
  const value = useMemo<CardActionsValue>(() => {
    const adding = new Set(
      fetchers
        .filter((f) => f.key.startsWith(`${CARD_FETCHER}/cart:`) && f.state !== "idle")
        .map((f) => Number(f.key.slice(`${CARD_FETCHER}/cart:`.length))),
    );
    return { redirectTo, onSubmit, inWishlist, adding: (productId) => adding.has(productId) };
  }, [redirectTo, onSubmit, inWishlist, fetchers]);
  return <CardActionsContext.Provider value={value}>{children}</CardActionsContext.Provider>;
}

/**
 * Add to Cart and Wishlist under a product card (their styles are the card's, in app.css). A product that needs a size first (shoes, clothing)
 * offers "Select size", which opens its detail where the sizes are, instead of a button that can only fail.
 */
export function CardActions({ product, detailTo }: { product: ProductCardView; detailTo: string }) {
  const { redirectTo, onSubmit, inWishlist, adding } = useContext(CardActionsContext);
  const colour = useContext(CardColourContext);
  const saved = inWishlist(product.id);
  // The card's actions wrapper (ProductCard) lays these out in a row.
  return (
    <>
      {product.needsSize ? (
        // A product page opens at its sizes; a collection's in-page detail moves the focus there itself.
        <StoreLink
          to={withColour(detailTo.startsWith("/product/") ? `${detailTo}#sizes` : detailTo, colour)}
          className="card-button card-button-outline"
        >
          Select size
        </StoreLink>
      ) : (
        <form method="post" action="/cart" className="flex-1" onSubmit={onSubmit}>
          {/* No quantity field: the cart's action adds one. */}
          <input type="hidden" name="productId" value={product.id} />
          {colour ? <input type="hidden" name="color" value={colour} /> : null}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            name="intent"
            value="add"
            className="card-button card-button-solid"
            disabled={product.inStock === false}
            aria-busy={adding(product.id) || undefined}
          >
            <SpriteIcon name="shopping-bag" size={18} className="hidden shrink-0 min-[420px]:block" />
            Add to Cart
          </button>
        </form>
      )}
      <form method="post" action="/wishlist" className="shrink-0" onSubmit={onSubmit}>
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button
          type="submit"
          name="intent"
          value={saved ? "remove" : "add"}
          aria-label={saved ? "Remove from Wishlist" : "Wishlist"}
          className="card-icon-button"
        >
          <SpriteIcon name={saved ? "heart-filled" : "heart"} size={18} className={saved ? "text-accent" : undefined} />
        </button>
      </form>
    </>
  );
}
