/**
 * Client-safe helpers for the cart and wishlist actions (app/routes/cart.tsx, app/routes/wishlist.tsx):
 * the messages, the answers of the actions, and the hooks that submit to them through a fetcher with
 * popups and optimistic state. No server imports: the domain is reached only through the actions.
 */
import { useCallback, useEffect, useRef } from "react";
import { useFetcher, useFetchers, useRouteLoaderData } from "react-router";
import { ZodError } from "zod";
import { collectionForProduct, type SizeRule } from "./collections";
import { useToast } from "./toast";
import type { RootData } from "~/root";

/** A cart line as the cart page's loader gives it (a type only: nothing of the server is bundled). */
export type { CartLine } from "../../server/cart/cart";

export type CartIntent = "add" | "remove" | "quantity" | "clear";
export type WishlistIntent = "add" | "remove" | "move-to-cart";

/** What the cart and wishlist actions answer to a fetcher (`js=1`). */
export interface ActionResult {
  ok: boolean;
  message: string;
  intent?: string;
  productName?: string;
}

// ---------------------------------------------------------------------------------------------
// Wording (docs/product.md section 8), shared by the actions and the hooks.

export const messages = {
  added: (name: string) => `${name} added to cart`,
  addFailed: (name: string, reason?: string) => withReason(`Failed to add ${name} to cart`, reason),
  removed: (name: string) => `${name} removed from cart`,
  removeFailed: (name: string, reason?: string) => withReason(`Failed to remove ${name} from cart`, reason),
  quantityChanged: (name: string, quantity: number) => `${name}: quantity ${quantity}`,
  quantityFailed: (name: string, reason?: string) => withReason(`Could not change the quantity of ${name}`, reason),
  cleared: "Your cart is now empty",
  clearFailed: (reason?: string) => withReason("Could not empty your cart", reason),
  wishlistAdded: () => "Product added to Wishlist!",
  wishlistRemoved: (name: string) => `${name} removed from Wishlist!`,
  wishlistAddFailed: (name: string, reason?: string) => withReason(`Failed to add ${name} to Wishlist`, reason),
  wishlistRemoveFailed: (name: string, reason?: string) => withReason(`Failed to remove ${name} from Wishlist`, reason),
  movedToCart: (name: string) => `${name} moved to cart`,
  sizeNeeded: "Please select a size before adding to cart!",
};

function withReason(text: string, reason?: string): string {
  return reason ? `${text}. ${reason}` : text;
}

// ---------------------------------------------------------------------------------------------
// Helpers for the actions (run on the server, but import nothing from it).

/** A same-site path to go back to after a no-JavaScript form post; anything else falls back. */
export function safeRedirect(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof value !== "string") return fallback;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  if ([...path].some((c) => c.charCodeAt(0) < 32)) return fallback;
  // Normalised as a browser would ("/.//evil.example" becomes "//evil.example"), then checked again.
  let url: URL;
  try {
    url = new URL(path, SAME_SITE);
  } catch {
    return fallback;
  }
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== SAME_SITE || normalised.startsWith("//") || normalised.startsWith("/\\")) return fallback;
  return normalised;
}

const SAME_SITE = "http://store.invalid";

/**
 * The status and shopper-facing message of a failure the domain threw: an HttpError (duck-typed, so
 * app code never imports server modules) or a ZodError. Anything else is unexpected: rethrown.
 */
export function describeFailure(error: unknown): { status: number; message: string } {
  if (error instanceof ZodError) {
    return { status: 400, message: error.issues[0]?.message ?? "Invalid request" };
  }
  if (
    typeof error === "object" &&
    error !== null &&
    "status" in error &&
    typeof error.status === "number" &&
    error.status >= 400 &&
    error.status < 500 &&
    "message" in error &&
    typeof error.message === "string"
  ) {
    return { status: error.status, message: error.message };
  }
  throw error;
}

/** A positive whole number from a form field (ids), or undefined. */
export function idField(value: FormDataEntryValue | null): number | undefined {
  return typeof value === "string" && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/**
 * Whether a product needs a size before it can go into the cart, mirroring the server's rule (the
 * collection's sizes, unless it stores a default such as the sandals' "N/A"). Returns the message.
 */
export function sizeNeededForCart(
  product: { sizes?: string[]; collections?: string[]; category?: string },
  size: string | null | undefined,
  rule?: SizeRule,
): string | null {
  if (size) return null;
  const collection =
    product.collections && product.category !== undefined
      ? collectionForProduct({ collections: product.collections, category: product.category })
      : undefined;
  const sizeRule = rule ?? collection?.sizeRule ?? {};
  const sizes = product.sizes?.length ? product.sizes : (collection?.sizes ?? []);
  if (!sizes.length || sizeRule.cartDefault) return null;
  return sizeRule.forCart ?? messages.sizeNeeded;
}

// ---------------------------------------------------------------------------------------------
// Hooks.

export { useHydrated } from "./use-hydrated";

/** The address of the current page, for `redirectTo` (the no-JavaScript answer comes back to it). */
export function currentPath(location: { pathname: string; search: string }): string {
  return safeRedirect(`${location.pathname}${location.search}`, "/");
}

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
  const fetcher = useFetcher<ActionResult>();
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
    ({ product, size, quantity = 1, sizeRule }: AddToCartInput): boolean => {
      const needed = sizeNeededForCart(product, size, sizeRule);
      if (needed) {
        show(needed, "error");
        return false;
      }
      send({
        intent: "add",
        productId: String(product.id),
        quantity: String(quantity),
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
    /** The fetcher's form: a real <form> without JavaScript, a fetcher submission with it. */
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
  const fetcher = useFetcher<ActionResult>();
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
  return useFetchers()
    .filter(
      (f) =>
        f.formData &&
        f.formMethod?.toLowerCase() === "post" &&
        f.formAction?.split("?")[0] === action &&
        (f.data as ActionResult | undefined)?.ok !== false,
    )
    .map((f) => f.formData!);
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

/** The header's cart count, counting Add to Cart submissions under way (for an instant badge). */
export function useOptimisticCartCount(count: number): number {
  const pending = usePendingSubmissions("/cart");
  let next = count;
  for (const form of pending) {
    const intent = form.get("intent");
    const quantity = Number(form.get("quantity") ?? 0);
    const current = Number(form.get("currentQuantity") ?? NaN);
    if (intent === "clear") return 0;
    if (intent === "add" && Number.isInteger(quantity)) next += quantity;
    if (intent === "quantity" && Number.isInteger(current)) next += quantity - current;
    if (intent === "remove" && Number.isInteger(current)) next -= current;
  }
  return Math.max(0, next);
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
export function useInWishlist(productId: number, fallback?: boolean): boolean {
  const root = useRouteLoaderData<RootData>("root");
  const pending = usePendingSubmissions("/wishlist");
  let inList = fallback ?? root?.wishlistIds.includes(productId) ?? false;
  for (const form of pending) {
    if (Number(form.get("productId")) !== productId) continue;
    const intent = form.get("intent");
    inList = intent === "add";
  }
  return inList;
}
