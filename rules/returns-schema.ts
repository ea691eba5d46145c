// The schemas of a shopper's return or exchange request and of a refund's payout details, built on the
// plain rules of rules/returns.ts (its reasons, kinds and messages): for the server, which checks what the
// return forms post.
import { optionalText, z } from "./zod";
import { returnQuantity } from "./line-item";
import { RETURN_KINDS, RETURN_MESSAGES, RETURN_REASONS } from "./returns";

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** A cash-on-delivery refund's destination: a UPI ID, or a bank account (name, number, IFSC). */
export const payoutSchema = z.discriminatedUnion(
  "method",
  [
    z.object({
      method: z.literal("upi"),
      upiId: z
        .string({ error: RETURN_MESSAGES.upi })
        .trim()
        .max(100, RETURN_MESSAGES.upi)
        .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{1,99}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, RETURN_MESSAGES.upi),
    }),
    z.object({
      method: z.literal("bank"),
      accountName: text(RETURN_MESSAGES.accountName, 100),
      accountNumber: z
        .string({ error: RETURN_MESSAGES.account })
        .trim()
        .regex(/^\d{9,18}$/, RETURN_MESSAGES.account),
      ifsc: z
        .string({ error: RETURN_MESSAGES.ifsc })
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, RETURN_MESSAGES.ifsc)),
    }),
  ],
  { error: RETURN_MESSAGES.payoutMethod },
);

const wholeNumber = (message: string) =>
  z.union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)], { error: message });

/** A shopper's request: which order lines, how many, why; and for cash on delivery, where to refund. */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        orderLineId: wholeNumber("orderLineId must be a whole number"),
        quantity: wholeNumber("Quantity must be a whole number").pipe(returnQuantity),
        reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
        /** An exchange's new size. */
        size: optionalText("Size", 20),
      }),
      { error: RETURN_MESSAGES.nothingChosen },
    )
    .min(1, RETURN_MESSAGES.nothingChosen)
    .max(20, "At most 20 lines"),
  kind: z.enum(RETURN_KINDS, { error: RETURN_MESSAGES.kind }).default("return"),
  payout: payoutSchema.optional(),
});
