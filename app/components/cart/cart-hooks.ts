/**
 * The hooks that submit to the cart and wishlist actions through fetchers, with the popups of
 * docs/product.md section 8 and optimistic state while a request runs.
 */
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useFetchers } from "react-router";
import type { SizeRule } from "@rules/collections";
import { sizeNeededForCart, type ActionResult, type CartIntent, type WishlistIntent } from "@rules/cart-rules";
import { useToast } from "~/components/toast";
import { useShopper } from "~/components/shopper";
import { useScriptedFetcher } from "~/components/scripted-fetcher";

/**
 * Shows the popup for a fetcher's answer once: failures always, successes unless told not to.
 *
 * Checked after every commit rather than through effect dependencies: `fetcher.data` is read from the
 * router during render, and when React abandons a transition render that had already seen the new
 * answer, the next commit's effect dependencies can compare equal and the popup would be lost.
 */
function useResultToast(result: ActionResult | undefined, quietIntents: readonly string[]) {
  const { show } = useToast();
  const handled = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || result === handled.current) return;
    handled.current = result;
    if (!result.ok) show(result.message, "error");
    else if (!quietIntents.includes(result.intent ?? "")) show(result.message, "success");
  });
}

/** Calls `onResult` once for each new answer of a fetcher (checked after every commit, as above). */
export function useOnResult(result: ActionResult | undefined, onResult: (result: ActionResult) => void) {
  const handled = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || result === handled.current) return;
    handled.current = result;
    onResult(result);
  });
}

const QUIET_CART_INTENTS: readonly string[] = ["quantity", "clear"];
const ALL_QUIET: readonly string[] = ["add", "remove", "quantity", "clear"];
const NOTHING_QUIET: readonly string[] = [];

export interface AddToCartInput {
  product: { id: number; name: string; sizes?: string[]; collections?: string[]; category?: string };
  /** The colour's slug; none is the product's first colour. */
  colour?: string | null;
  size?: string | null;
  quantity?: number;
  /** The collection's size rule, when the product alone does not tell it. */
  sizeRule?: SizeRule;
}

/**
 * The cart action through one fetcher: `addToCart`, `removeLine`, `setQuantity`, `clear`, with the
 * popups of docs/product.md section 8 and the submitted values (`optimistic`) while the request runs. After
 * it, React Router reloads the root data, so the header's count follows. Use one per line.
 */
export function useCartAction(options: { quiet?: boolean } = {}) {
  const fetcher = useScriptedFetcher<ActionResult>();
  const { show } = useToast();
  useResultToast(fetcher.data, options.quiet ? ALL_QUIET : QUIET_CART_INTENTS);
  const { submit } = fetcher;

  const send = useCallback(
    (fields: Record<string, string>) => {
      void submit({ ...fields, js: "1" }, { method: "post", action: "/cart" });
    },
    [submit],
  );

  const addToCart = useCallback(
    ({ product, colour, size, quantity = 1, sizeRule }: AddToCartInput): boolean => {
      const needed = sizeNeededForCart(product, size, sizeRule);
      if (needed) {
        show(needed, "error");
        return false;
      }
      send({
        intent: "add",
        productId: String(product.id),
        quantity: String(quantity),
        ...(colour ? { color: colour } : {}),
        ...(size ? { size } : {}),
      });
      return true;
    },
    [send, show],
  );
  const removeLine = useCallback(
    (lineId: string | number) => send({ intent: "remove", lineId: String(lineId) }),
    [send],
  );
  const setQuantity = useCallback(
    (lineId: string | number, quantity: number) =>
      send({ intent: "quantity", lineId: String(lineId), quantity: String(quantity) }),
    [send],
  );
  const clear = useCallback(() => send({ intent: "clear" }), [send]);

  const form = fetcher.formData;
  const optimistic = form
    ? {
        intent: String(form.get("intent") ?? "") as CartIntent,
        lineId: form.get("lineId")?.toString(),
        productId: form.get("productId")?.toString(),
        quantity: Number(form.get("quantity") ?? NaN),
      }
    : null;

  return {
    fetcher,
    /** The fetcher's form: a real <form> without JavaScript, a fetcher submission (with `js=1`) with it. */
    Form: fetcher.Form,
    addToCart,
    removeLine,
    setQuantity,
    clear,
    pending: fetcher.state !== "idle",
    optimistic,
    result: fetcher.data,
  };
}

/** The wishlist action through one fetcher, with the popups of docs/product.md section 8. */
export function useWishlistAction() {
  const fetcher = useScriptedFetcher<ActionResult>();
  useResultToast(fetcher.data, NOTHING_QUIET);
  const { submit } = fetcher;
  const send = useCallback(
    (intent: WishlistIntent, productId: number, size?: string | null) => {
      void submit(
        { intent, productId: String(productId), js: "1", ...(size ? { size } : {}) },
        { method: "post", action: "/wishlist" },
      );
    },
    [submit],
  );
  const form = fetcher.formData;
  return {
    fetcher,
    Form: fetcher.Form,
    add: (productId: number) => send("add", productId),
    remove: (productId: number) => send("remove", productId),
    moveToCart: (productId: number, size?: string | null) => send("move-to-cart", productId, size),
    pending: fetcher.state !== "idle",
    optimistic: form
      ? { intent: String(form.get("intent") ?? "") as WishlistIntent, productId: Number(form.get("productId")) }
      : null,
    result: fetcher.data,
  };
}

/** The fetcher submissions to one action that are under way (their form data), newest last. */
function usePendingSubmissions(action: "/cart" | "/wishlist"): FormData[] {
  const fetchers = useFetchers();
  return useMemo(
    () =>
      fetchers
        .filter(
          (f) =>
            f.formData &&
            f.formMethod?.toLowerCase() === "post" &&
            f.formAction?.split("?")[0] === action &&
            (f.data as ActionResult | undefined)?.ok !== false,
        )
        .map((f) => f.formData!),
    [fetchers, action],
  );
}

/**
 * The cart lines as they will be once the submissions under way succeed: changed quantities, removed
 * lines hidden, everything gone on clear. When one fails, its fetcher settles and the lines roll back.
 */
export function useOptimisticCartLines<L extends { _id: string; quantity: number }>(
  lines: L[],
): (L & { removing: boolean })[] {
  const pending = usePendingSubmissions("/cart");
  const quantities = new Map<string, number>();
  const removing = new Set<string>();
  let clearing = false;
  for (const form of pending) {
    const intent = form.get("intent");
    const lineId = form.get("lineId")?.toString();
    if (intent === "clear") clearing = true;
    if (!lineId) continue;
    if (intent === "remove") removing.add(lineId);
    if (intent === "quantity") {
      const quantity = Number(form.get("quantity"));
      if (Number.isInteger(quantity) && quantity > 0) quantities.set(lineId, quantity);
    }
  }
  return lines.map((line) => ({
    ...line,
    quantity: quantities.get(line._id) ?? line.quantity,
    removing: clearing || removing.has(line._id),
  }));
}

/** The wishlist's products, those being removed or moved to the cart marked `leaving`. */
export function useOptimisticWishlist<P extends { id: number }>(items: P[]): (P & { leaving: boolean })[] {
  const pending = usePendingSubmissions("/wishlist");
  const leaving = new Set<number>();
  for (const form of pending) {
    const intent = form.get("intent");
    if (intent === "remove" || intent === "move-to-cart") leaving.add(Number(form.get("productId")));
  }
  return items.map((item) => ({ ...item, leaving: leaving.has(item.id) }));
}

/** Whether a product is in the shopper's wishlist, counting submissions under way. */
export function useInWishlist(productId: number): boolean {
  return usePendingWishlist()(productId);
}

/** Whether each product is in the wishlist, counting submissions under way: one lookup for a page's many cards. */
export function usePendingWishlist(): (productId: number) => boolean {
  const ids = useShopper().shopper.wishlistIds;
  const pending = usePendingSubmissions("/wishlist");
  return useMemo(() => {
    const saved = new Set(ids);
    // The newest submission for a product decides: an add puts it in, anything else takes it out.
    for (const form of pending) {
      const productId = Number(form.get("productId"));
      if (form.get("intent") === "add") saved.add(productId);
      else saved.delete(productId);
    }
    return (productId: number) => saved.has(productId);
  }, [ids, pending]);
}
