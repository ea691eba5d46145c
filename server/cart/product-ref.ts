import { z } from "zod";

/** A product named by its numeric id or by `_id` (the same id as a string), as older clients send it. */
export const productRef = z.union(
  [
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ],
  { error: "must be a product id" },
);

/** A size as text or as a number (`"size": 6` is size "6"), wherever a size is taken. */
export const sizeRef = z
  .union([z.string(), z.number().finite()], { error: "must be text or a number" })
  .transform(String)
  .pipe(z.string().trim().max(20, "must be at most 20 characters"));
