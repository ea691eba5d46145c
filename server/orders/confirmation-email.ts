import type { OrderRow } from "../db/schema";
import { deliveryPromise } from "@rules/delivery";
import { nameWithColourAndSize } from "@rules/line-words";
import { formatPaise } from "@rules/money";
import type { OrderSettings } from "./order-settings";

/** The "order confirmed" e-mail: plain text, every line and the amounts in rupees. */
export function confirmationEmail(
  order: OrderRow,
  lines: { name: string; colour: string; size: string | null; quantity: number; lineTotalPaise: number }[],
  settings: Pick<OrderSettings, "storeName" | "supportEmail">,
): { toAddress: string; subject: string; body: string } {
  const cod = order.paymentMethod === "cod";
  const body = [
    `Hello ${order.customerName},`,
    "",
    `Thank you for shopping with ${settings.storeName}. Your order ${order.orderNumber} is confirmed` +
      (cod ? " and will be paid by cash on delivery." : " and paid online."),
    "",
    ...lines.map(
      (line) => `- ${nameWithColourAndSize(line.name, line)} x ${line.quantity}: ${formatPaise(line.lineTotalPaise)}`,
    ),
    "",
    `Subtotal: ${formatPaise(order.subtotalPaise)}`,
    ...(order.discountPaise ? [`Code ${order.couponCode}: -${formatPaise(order.discountPaise)}`] : []),
    `Shipping: ${order.shippingPaise ? formatPaise(order.shippingPaise) : "Free"}` +
      (order.shippingDiscountPaise ? ` (code ${order.couponCode})` : ""),
    `Total${cod ? " to pay on delivery" : ""}: ${formatPaise(order.totalPaise)}`,
    "",
    "Delivering to:",
    order.customerName,
    order.customerAddress,
    `Contact: ${order.customerContact}`,
    "",
    `Our support team will reach out to you soon. ${deliveryPromise(order.deliverBy)}`,
    `Questions? Write to ${settings.supportEmail}.`,
    "",
    settings.storeName,
  ].join("\n");
  return {
    toAddress: order.customerEmail,
    subject: `Your ${settings.storeName} order ${order.orderNumber} is confirmed`,
    body,
  };
}
