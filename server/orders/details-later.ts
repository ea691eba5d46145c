import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox, orderLines, orders } from "../db/schema";
import type { OwnerKey } from "../cart/owner";
import { pinInText } from "@rules/address";
import type { CustomerDetails } from "@rules/checkout-schema";
import { formatPaise } from "@rules/money";
import { confirmationEmail } from "./confirmation-email";
import { linesByOrder } from "./order-views";
import { newestOrdersOf, placedWithin } from "./one-order-per-cart";
import type { OrderSettings } from "./order-settings";

// SPEC's older flow: pay first, then give the delivery details.

/** The PIN code the order goes to: the structured address's, else the last one in SPEC's text address. */
export const shippingPinOf = (customer: CustomerDetails) =>
  customer.shipping?.pin ?? pinInText(customer.address) ?? null;

/** The order's columns that hold the shopper's details. */
export const customerColumns = (customer: CustomerDetails) => ({
  customerName: customer.name,
  customerEmail: customer.email,
  customerContact: customer.contact,
  customerAddress: customer.address,
  shippingAddress: customer.shipping,
  shippingPin: shippingPinOf(customer),
  buyerGstin: customer.gstin,
});

/** An online order started without a customer (SPEC's createOrder): its details come after the payment. */
export const NO_DETAILS_YET: CustomerDetails = {
  name: "",
  email: "",
  contact: "",
  address: "",
  shipping: null,
  gstin: null,
};

/** How long a paid order waits for its details to be attached by a /submit-order of the same items. */
const DETAILS_WINDOW_HOURS = 24;

/**
 * The shopper's latest order still awaiting its details (paid, or being paid) that bought exactly these
 * products in these quantities, within the last day; undefined when there is none.
 */
export async function orderAwaitingDetails(
  db: Db,
  owner: OwnerKey,
  items: { productId: number; quantity: number }[],
): Promise<number | undefined> {
  const candidates = await newestOrdersOf(
    db,
    owner,
    [
      eq(orders.awaitingDetails, true),
      inArray(orders.status, ["paid", "pending_payment"]),
      placedWithin("hours", DETAILS_WINDOW_HOURS),
    ],
    5,
  );
  if (!candidates.length) return undefined;
  const wanted = basket(items.map((item) => ({ productId: item.productId, quantity: item.quantity })));
  const lines = await linesByOrder(
    db,
    candidates.map((c) => c.id),
  );
  return candidates.find((c) => basket(lines.get(c.id) ?? []) === wanted)?.id;
}

/** "1x2,177x1": the products and quantities of an order, whatever their order or sizes. */
function basket(lines: { productId: number; quantity: number }[]): string {
  const byProduct = new Map<number, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  return [...byProduct]
    .sort((a, b) => a[0] - b[0])
    .map(([id, quantity]) => `${id}x${quantity}`)
    .join(",");
}

/**
 * Gives an order awaiting its details the shopper's name, e-mail, contact and address, once (a
 * conditional update), and sends the confirmation e-mail if it is paid. False when another submission
 * attached them first.
 */
export async function attachDetails(db: Db, orderId: number, customer: CustomerDetails, settings: OrderSettings) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({
        ...customerColumns(customer),
        awaitingDetails: false,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, orderId), eq(orders.awaitingDetails, true)))
      .returning();
    if (!order) return false;
    if (order.status === "paid") {
      const lines = await tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.id));
      await tx.insert(emailOutbox).values(confirmationEmail(order, lines, settings));
    }
    return true;
  });
}

/**
 * Orders paid through SPEC's older flow that still have no delivery details after `olderThanMs`, and whose
 * payer's e-mail is known, get one reminder. The conditional update claims each order once, however many
 * instances run the job. Answers how many were reminded.
 */
export async function remindAwaitingDetails(
  db: Db,
  settings: Pick<OrderSettings, "storeName" | "supportEmail">,
  olderThanMs: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(orders)
      .set({ detailsRemindedAt: sql`now()` })
      .where(
        and(
          eq(orders.awaitingDetails, true),
          eq(orders.status, "paid"),
          sql`${orders.customerEmail} <> ''`,
          sql`${orders.detailsRemindedAt} is null`,
          sql`${orders.createdAt} < now() - make_interval(secs => ${olderThanMs / 1000})`,
        ),
      )
      .returning();
    for (const order of due) {
      await tx.insert(emailOutbox).values({
        toAddress: order.customerEmail,
        subject: `Where should we deliver your ${settings.storeName} order ${order.orderNumber}?`,
        body: [
          "Hello,",
          "",
          `We have your payment of ${formatPaise(order.totalPaise)} for order ${order.orderNumber}, but not where to deliver it.`,
          "Please reply to this e-mail with your name, mobile number and delivery address with its PIN code,",
          `or write to ${settings.supportEmail} quoting your order number. We will ship it as soon as we hear from you.`,
          "",
          settings.storeName,
        ].join("\n"),
      });
    }
    return due.length;
  });
}
