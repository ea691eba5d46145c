// The e-mail asking a buyer for reviews a few days after delivery (docs/decisions/039): when, and its words.

/** Sent this many days after the order was delivered: time to wear it, while it is fresh. */
export const REVIEW_REQUEST_AFTER_DAYS = 3;
/** Not for orders delivered longer ago than this (an order from before the job ran, or a backlog). */
export const REVIEW_REQUEST_WITHIN_DAYS = 30;

/** The e-mail's recipient, subject and words, for the lines not reviewed yet. */
export function reviewRequestEmail(
  order: { orderNumber: string; customerEmail: string; customerName: string },
  lines: { name: string; size: string; colour: string }[],
  settings: { storeName: string; publicUrl: string },
) {
  const first = order.customerName.trim().split(/\s+/)[0] || "there";
  const items = lines.map((line) => {
    const details = [line.colour, line.size ? `size ${line.size}` : ""].filter(Boolean).join(", ");
    return `- ${line.name}${details ? ` (${details})` : ""}`;
  });
  return {
    toAddress: order.customerEmail,
    subject: `How is your ${settings.storeName} order ${order.orderNumber}?`,
    body: [
      `Hello ${first},`,
      "",
      `Your order ${order.orderNumber} was delivered a few days ago. Would you tell other shoppers what you think`,
      "of it, and how the size fitted? A review takes a minute:",
      "",
      ...items,
      "",
      `Open your order at ${settings.publicUrl}/orders/lookup with its number and this e-mail address (or from`,
      `My Orders at ${settings.publicUrl}/account if you have an account), and write a review under each item.`,
      "",
      `Thank you,`,
      settings.storeName,
    ].join("\n"),
  };
}
