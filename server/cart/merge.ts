import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { cartItems, clearedCarts, wishlistItems } from "../db/schema";
import type { OwnerKey } from "./owner";
import { putLines } from "./cart";
import { moveCartCode } from "../coupons/coupons";

/**
 * At login, a guest's cart and wishlist join the account's: the same product and size add their
 * quantities, capped by stock (and the line cap); the wishlist keeps each product once; an emptied cart
 * stays restorable. One
 * transaction, so a failure leaves both as they were.
 */
export async function mergeShopper(db: Db, from: OwnerKey, to: OwnerKey): Promise<void> {
  if (from === to) return;
  await db.transaction(async (tx) => {
    const guestLines = await tx
      .select({
        productId: cartItems.productId,
        colourId: cartItems.colourId,
        variantId: cartItems.variantId,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(eq(cartItems.owner, from))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    await putLines(tx, to, guestLines, { hiddenToo: true });
    await tx.delete(cartItems).where(eq(cartItems.owner, from));
    await moveCartCode(tx, from, to);
    // A cart the guest emptied stays restorable after signing in (unless the account has its own).
    await tx
      .update(clearedCarts)
      .set({ owner: to })
      .where(
        and(
          eq(clearedCarts.owner, from),
          sql`not exists (select 1 from ${clearedCarts} kept where kept.owner = ${to})`,
        ),
      );
    await tx.delete(clearedCarts).where(eq(clearedCarts.owner, from));

    const guestWishes = await tx.select().from(wishlistItems).where(eq(wishlistItems.owner, from));
    for (const wish of guestWishes) {
      await tx.insert(wishlistItems).values({ owner: to, productId: wish.productId }).onConflictDoNothing();
    }
    await tx.delete(wishlistItems).where(eq(wishlistItems.owner, from));
  });
}
