import { expect } from "vitest";

/**
 * What the test gateway answers when its checkout declines the card: Razorpay Checkout's failure, word for
 * word, with the order's id and a new payment id. Its unit test and the API tests expect the same answer.
 */
export const declinedCardAnswer = (orderId: string) => ({
  error: {
    code: "BAD_REQUEST_ERROR",
    description: "The test card was declined (TEST MODE)",
    source: "customer",
    step: "payment_authorization",
    reason: "payment_failed",
    metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) as string },
  },
});
