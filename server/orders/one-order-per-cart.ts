import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { cartItems, orderLines, orders } from "../db/schema";
import type { OwnerKey } from "../cart/owner";
import type { PaymentMethod } from "@rules/order-status";
import type { Tx } from "../db/client";

/**
 * A cart is ordered once (docs/decisions/005). Submissions of one shopper's cart are placed one at a time
 * (a lock on the shopper, held to the end of the order's transaction), and each reads the cart only once
 * it holds the lock. So of any number of concurrent or repeated submissions, the first orders the cart
 * and the others find what it left: an emptied cart (cash on delivery) or an order awaiting its payment
 * with the cart's very lines (online). They are answered that order, as a retry with the same
 * Idempotency-Key is, never a second one.
 */

/** How long after a cart was ordered a submission of the emptied cart is taken for a retry of that order. */
export const CART_RETRY_WINDOW_SECONDS = 120;

/**
 * Holds the shopper's order lock until the transaction ends. A transaction-scoped advisory lock: no row to
 * lock exists for an empty cart, and a racing submission must wait even then. Taken before any product
 * row, so it never joins a circle of waits.
 */
export async function lockShopper(tx: Tx, owner: OwnerKey): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order:${owner}`}, 0))`);
}

/** A cart line as an order's item, with its row id so that only the lines ordered leave the cart. */
export interface CartItemRow {
  id: number;
  productId: number;
  colourId: number;
  /** null while the line's size is not chosen: checkout asks for it. */
  variantId: number | null;
  quantity: number;
}

/**
 * The shopper's orders that meet these conditions, the newest first: how a submission finds an order it
 * repeats, and the cart and checkout the order just placed.
 */
export function newestOrdersOf(db: Db | Tx, owner: OwnerKey, conditions: SQL[], limit: number) {
  return db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.owner, owner), ...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** An order placed within the last `amount` of these units (make_interval's names for them). */
export function placedWithin(unit: "secs" | "mins" | "hours", amount: number): SQL {
  return sql`${orders.createdAt} > now() - make_interval(${sql.raw(unit)} => ${amount})`;
}

/** The cart's lines as an order's items, in the order they were added. */
export function cartAsItems(db: Db | Tx, owner: OwnerKey): Promise<CartItemRow[]> {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      colourId: cartItems.colourId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(eq(cartItems.owner, owner))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/**
 * The shopper's order of a cart placed within the retry window with this payment method, the newest:
 * what a repeated submission of that cart, now empty, is answered.
 */
export async function recentCartOrder(
  db: Db | Tx,
  owner: OwnerKey,
  paymentMethod: PaymentMethod,
): Promise<number | undefined> {
  const [row] = await newestOrdersOf(
    db,
    owner,
    [
      eq(orders.fromCart, true),
      eq(orders.paymentMethod, paymentMethod),
      placedWithin("secs", CART_RETRY_WINDOW_SECONDS),
    ],
    1,
  );
  return row?.id;
}

/** "12:301:2,40:77:1": products, variants and quantities, whatever the lines' order. */
function linesKey(lines: { productId: number; variantId: number | null; quantity: number }[]): string {
  return lines
    .map((line) => `${line.productId}:${line.variantId}:${line.quantity}`)
    .sort()
    .join(",");
}

/**
 * The shopper's online order of a cart still awaiting its payment whose lines are exactly these: a second
 * "Pay" for the same cart (a dismissed payment window, a double tap) pays that order rather than holding
 * the stock twice. A cart is emptied only when its order is paid, so its lines are still there.
 */
export async function pendingCartOrder(
  tx: Tx,
  owner: OwnerKey,
  items: { productId: number; variantId: number | null; quantity: number }[],
): Promise<number | undefined> {
  const pending = await newestOrdersOf(tx, owner, [eq(orders.fromCart, true), eq(orders.status, "pending_payment")], 5);
  if (!pending.length) return undefined;
  const lines = await tx
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        pending.map((order) => order.id),
      ),
    );
  const wanted = linesKey(items);
  return pending.find((order) => linesKey(lines.filter((line) => line.orderId === order.id)) === wanted)?.id;
}

/** How long after an order the emptied cart and checkout still name it (a second tab, Back after paying). */
const JUST_PLACED_MINUTES = 30;

/**
 * The shopper's order placed in the last half hour (cash on delivery, or paid online), the newest: an
 * empty cart or checkout names it rather than only saying it is empty.
 */
export async function justPlacedOrder(db: Db, owner: OwnerKey): Promise<string | null> {
  const [row] = await newestOrdersOf(
    db,
    owner,
    [inArray(orders.status, ["placed", "paid"]), placedWithin("mins", JUST_PLACED_MINUTES)],
    1,
  );
  return row?.orderNumber ?? null;
}
