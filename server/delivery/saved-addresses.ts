// An account's saved delivery addresses: added from the account page or kept from an order, offered at
// checkout, deleted by their shopper.
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Tx } from "../db/client";
import { savedAddresses } from "../db/schema";
import { HttpError } from "../http/errors";
import type { ShippingAddress } from "@rules/address";
import { shippingAddressSchema } from "@rules/address-schema";

export const MAX_SAVED_ADDRESSES = 10;
export const TOO_MANY_ADDRESSES = `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`;

export interface SavedAddress extends ShippingAddress {
  id: number;
}

export async function listAddresses(db: Db, userId: number): Promise<SavedAddress[]> {
  return db
    .select({
      id: savedAddresses.id,
      pin: savedAddresses.pin,
      line1: savedAddresses.line1,
      locality: savedAddresses.locality,
      city: savedAddresses.city,
      state: savedAddresses.state,
    })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(asc(savedAddresses.createdAt), asc(savedAddresses.id));
}

/**
 * Keeps the address for the account (checked with checkout's rules; throws ZodError). The same address
 * twice is kept once. Past the limit an order's address is not kept (`fromOrder`), and the account page
 * is told why (409).
 */
export async function saveAddress(
  db: Db | Tx,
  userId: number,
  input: unknown,
  options: { fromOrder?: boolean } = {},
): Promise<"saved" | "already" | "full"> {
  const address = shippingAddressSchema.parse(input);
  const same = await db
    .select({ id: savedAddresses.id })
    .from(savedAddresses)
    .where(
      and(
        eq(savedAddresses.userId, userId),
        eq(savedAddresses.pin, address.pin),
        sql`lower(${savedAddresses.line1}) = ${address.line1.toLowerCase()}`,
        address.locality
          ? sql`lower(${savedAddresses.locality}) = ${address.locality.toLowerCase()}`
          : isNull(savedAddresses.locality),
      ),
    );
  if (same.length) return "already";
  const [{ total }] = (await db
    .select({ total: count() })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))) as [{ total: number }];
  if (total >= MAX_SAVED_ADDRESSES) {
    if (options.fromOrder) return "full";
    throw new HttpError(409, TOO_MANY_ADDRESSES);
  }
  await db.insert(savedAddresses).values({ userId, ...address });
  return "saved";
}

/** Deletes one of the account's addresses; false when it has no such address. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const deleted = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning({ id: savedAddresses.id });
  return deleted.length > 0;
}
