/** Who a cart or wishlist belongs to: a guest (signed cookie) or a signed-in account. */
export type OwnerKey = `guest:${string}` | `user:${number}`;

export const guestOwner = (guestId: string): OwnerKey => `guest:${guestId}`;
export const userOwner = (userId: number): OwnerKey => `user:${userId}`;
