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
