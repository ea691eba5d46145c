// Order statuses, payment methods and the order view the pages show. Client-safe: no server imports.

export const ORDER_STATUSES = [
  "pending_payment",
  "placed",
  "paid",
  "payment_failed",
  "cancelled",
  "shipped",
  "delivered",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Awaiting payment",
  placed: "Order placed",
  paid: "Paid",
  payment_failed: "Payment failed",
  cancelled: "Cancelled",
  shipped: "Shipped",
  delivered: "Delivered",
};

export const PAYMENT_METHODS = ["cod", "online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: "Cash on delivery",
  online: "Paid online",
};

/** One line of an order: a snapshot of what was bought, amounts in whole rupees. */
export interface OrderLineView {
  productId: string;
  name: string;
  image: string;
  size: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** An order as the API and the pages show it. Amounts are in rupees (the server keeps paise). */
export interface OrderView {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  statusLabel: string;
  paymentMethod: PaymentMethod;
  paymentLabel: string;
  customer: { name: string; email: string; contact: string; address: string };
  lines: OrderLineView[];
  itemCount: number;
  subtotal: number;
  shipping: number;
  total: number;
  createdAt: string;
  paidAt: string | null;
}

/** A guest's order lookup that matched nothing (the API and the lookup page say the same). */
export const LOOKUP_NOT_FOUND = "We could not find an order with that number and e-mail";
