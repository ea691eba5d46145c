/**
 * The rules the cart and wishlist actions (app/routes/cart.tsx, app/routes/wishlist.tsx) share with the
 * forms that post to them: the intents, the answers, the wording, and the size checks. Client-safe: no
 * React, no server imports and no zod, since every page loads it through its cart buttons (the hooks that
 * submit to the actions are in app/components/cart/cart-hooks.ts; how an action words a failure is in
 * rules/action-failure.ts).
 */
import { collectionForProduct, type SizeRule } from "./collections";

/** A cart line as the API answers it (docs/product.md section 7): prices in rupees with the markup. */
export interface CartLine {
  /** The line's own id (DELETE /api/cart/:id takes it). */
  _id: string;
  id: number;
  /** The product's id, as a string (the older client's `productId`). */
  productId: string;
  name: string;
  image: string;
  /** The colour's name ("" for a product of one unnamed colour), and its slug for the product's link. */
  colour: string;
  colourSlug: string;
  /** The product's page on the line's colour (`productPath`: no `?color=` for its first colour). */
  link: string;
  size: string | null;
  /** The price in rupees, as every API answer states it: `toRupees(pricePaise)` (rules/money.ts). */
  price: number;
  /** The same price in paise, for pages that add up (no rupee rounding on the way). */
  pricePaise: number;
  /** The struck-through price (with the markup), when the product is on offer; else null. */
  oldPrice: number | null;
  oldPricePaise: number | null;
  quantity: number;
  lineTotal: number;
  inStock: boolean;
  /** How many this line may hold (stock, at most 10). */
  maxQuantity: number;
  /** The sizes the product comes in (empty when it has none), so a line can change or take one. */
  sizes: string[];
  /** Those of `sizes` with none left: offered as sold out, never chosen. */
  soldOutSizes: string[];
  /** True when checkout would refuse the line for its size (none chosen yet: a sandal added without one): choose one first. */
  needsSize: boolean;
}

export type CartIntent = "add" | "buy" | "remove" | "quantity" | "size" | "clear" | "restore";
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
  sizeChosen: (name: string, size: string) => `${name}: size ${size}`,
  sizeFailed: (name: string, reason?: string) => withReason(`Could not change the size of ${name}`, reason),
  cleared: "Your cart is now empty",
  restored: (unavailable: string[]) =>
    unavailable.length ? `Your cart is back, except ${listNames(unavailable)}: out of stock now` : "Your cart is back",
  restoreFailed: (reason?: string) => withReason("Could not restore your cart", reason),
  clearFailed: (reason?: string) => withReason("Could not empty your cart", reason),
  wishlistAdded: () => "Product added to Wishlist!",
  wishlistRemoved: (name: string) => `${name} removed from Wishlist!`,
  wishlistAddFailed: (name: string, reason?: string) => withReason(`Failed to add ${name} to Wishlist`, reason),
  wishlistRemoveFailed: (name: string, reason?: string) => withReason(`Failed to remove ${name} from Wishlist`, reason),
  movedToCart: (name: string) => `${name} moved to cart`,
  sizeNeeded: "Please select a size before adding to cart!",
};

function listNames(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

function withReason(text: string, reason?: string): string {
  return reason ? `${text}. ${reason}` : text;
}

// ---------------------------------------------------------------------------------------------
// What the actions share (run on the server, but import nothing from it).

/** A positive whole number from a form field (ids), or undefined. */
export function idField(value: FormDataEntryValue | null): number | undefined {
  return typeof value === "string" && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

type SizedProduct = { sizes?: string[]; collections?: string[]; category?: string };

/** What the forms that put a product in the cart (Add to cart, Buy now) need to know of it. */
export type CartFormProduct = SizedProduct & { id: number; name: string; inStock?: boolean };

/** The sizes a product is bought in (its own, else its collection's) and its collection's size rule. */
function sizingOf(product: SizedProduct, rule: SizeRule | undefined): { sizes: string[]; rule: SizeRule } {
  const collection =
    product.collections && product.category !== undefined
      ? collectionForProduct({ collections: product.collections, category: product.category })
      : undefined;
  return {
    sizes: product.sizes?.length ? product.sizes : (collection?.sizes ?? []),
    rule: rule ?? collection?.sizeRule ?? {},
  };
}

/**
 * Whether a product needs a size before it can go into the cart, mirroring the server's rule (the
 * collection's sizes, unless it lets the size be chosen later, as the sandals do). Returns the message.
 */
export function sizeNeededForCart(product: SizedProduct, size: string | null | undefined, rule?: SizeRule) {
  if (size) return null;
  const sizing = sizingOf(product, rule);
  if (!sizing.sizes.length || sizing.rule.sizeLater) return null;
  return sizing.rule.forCart ?? messages.sizeNeeded;
}

/** Whether Buy Now needs a size first (the collection's `forBuy` rule): returns the message, or null. */
export function sizeNeededForBuy(product: SizedProduct, size: string | null | undefined, rule?: SizeRule) {
  if (size) return null;
  const sizing = sizingOf(product, rule);
  return sizing.sizes.length ? (sizing.rule.forBuy ?? null) : null;
}
