// Order statuses, payment methods and the order view the pages show. Client-safe: no server imports.
//
// The one table of an order's life: every status, its label and colour, who may move it where, and the
// payment line every page shows (derived from the status and the payment method, never stored).

import type { LineReviewView } from "./reviews";
import type { OrderReturnsView, ReplacementLineView, ReturnEventKind } from "./returns";
import { formatRupees } from "./money";

export const ORDER_STATUSES = [
  "pending_payment",
  "placed",
  "paid",
  "payment_failed",
  "cancelled",
  "packed",
  "shipped",
  "out_for_delivery",
  "delivered",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ["cod", "online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Why a captured payment could not pay its order (and is refunded): server/payments/extra-payments.ts. */
export type ExtraPaymentReason = "already_paid" | "expired_out_of_stock" | "not_payable" | "order_cancelled";
export const EXTRA_PAYMENT_STATES = ["pending", "processed", "failed"] as const;
export type ExtraPaymentState = (typeof EXTRA_PAYMENT_STATES)[number];

export const EXTRA_PAYMENT_REASONS: Record<ExtraPaymentReason, string> = {
  already_paid: "the order was already paid",
  expired_out_of_stock: "the order had expired and its items were gone",
  not_payable: "the order could no longer be paid",
  order_cancelled: "the order was cancelled",
};

/** A payment refunded because its order could not take it, as staff see it. */
export interface ExtraPaymentView {
  paymentId: string;
  amount: number;
  reason: string;
  state: ExtraPaymentState;
  lastError: string | null;
}

/** How a status looks: a badge's colours, the same on every page. */
export type StatusTone = "waiting" | "open" | "good" | "moving" | "problem" | "closed";

interface StatusDefinition {
  label: string;
  tone: StatusTone;
  /**
   * The order's goods are taken from stock. A move into a status that does not hold them gives them back,
   * a move out of one takes them again (transitionOrder in server/orders/lifecycle.ts).
   */
  holdsStock: boolean;
  /** For an online order: whether its money has arrived (the payment line follows from it). */
  paidOnline: boolean;
}

export const ORDER_STATUS: Record<OrderStatus, StatusDefinition> = {
  pending_payment: { label: "Awaiting payment", tone: "waiting", holdsStock: true, paidOnline: false },
  placed: { label: "Order placed", tone: "open", holdsStock: true, paidOnline: false },
  paid: { label: "Paid", tone: "good", holdsStock: true, paidOnline: true },
  payment_failed: { label: "Payment failed", tone: "problem", holdsStock: false, paidOnline: false },
  cancelled: { label: "Cancelled", tone: "closed", holdsStock: false, paidOnline: false },
  packed: { label: "Packed", tone: "open", holdsStock: true, paidOnline: true },
  shipped: { label: "Shipped", tone: "moving", holdsStock: true, paidOnline: true },
  out_for_delivery: { label: "Out for delivery", tone: "moving", holdsStock: true, paidOnline: true },
  delivered: { label: "Delivered", tone: "good", holdsStock: true, paidOnline: true },
};

/** The badge classes of each tone (Tailwind finds them here). */
export const STATUS_TONE_CLASSES: Record<StatusTone, string> = {
  waiting: "bg-amber-50 text-amber-900 ring-amber-200",
  open: "bg-sky-50 text-sky-900 ring-sky-200",
  good: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  moving: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  problem: "bg-accent-soft text-accent-dark ring-accent/30",
  closed: "bg-stone-100 text-stone-700 ring-stone-300",
};

/** Who moves an order: the shopper (placing it), the staff, a verified payment, or the store's jobs. */
export const ORDER_ACTORS = ["shopper", "staff", "payment", "system"] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface OrderTransition {
  /** null: the order is being placed. */
  from: OrderStatus | null;
  to: OrderStatus;
  by: OrderActor;
  /** Only for orders paid this way. */
  method?: PaymentMethod;
  why: string;
}

/**
 * Every move an order can make. Nobody marks an order paid by hand: only a verified payment does. An order
 * can be cancelled, by its shopper or the staff, until it ships: its stock goes back and a payment it took
 * online is refunded in full (server/orders/cancel.ts). After shipping it can only be returned.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: null, to: "placed", by: "shopper", method: "cod", why: "cash on delivery is confirmed at once" },
  { from: null, to: "pending_payment", by: "shopper", method: "online", why: "waits for the payment" },
  { from: "pending_payment", to: "paid", by: "payment", method: "online", why: "a verified payment" },
  {
    from: "payment_failed",
    to: "paid",
    by: "payment",
    method: "online",
    why: "a payment after expiry, when its stock can be taken again",
  },
  {
    from: "pending_payment",
    to: "payment_failed",
    by: "system",
    method: "online",
    why: "unpaid for 30 minutes: the stock goes back",
  },
  { from: "pending_payment", to: "cancelled", by: "staff", why: "never paid: the stock goes back" },
  { from: "pending_payment", to: "cancelled", by: "shopper", why: "never paid: the stock goes back" },
  { from: "placed", to: "packed", by: "staff", why: "packed and waiting for the courier" },
  { from: "placed", to: "shipped", by: "staff", why: "handed to the courier (carrier and tracking number)" },
  { from: "placed", to: "cancelled", by: "staff", why: "cash on delivery, not yet shipped: the stock goes back" },
  { from: "placed", to: "cancelled", by: "shopper", why: "cash on delivery, not yet shipped: the stock goes back" },
  { from: "paid", to: "packed", by: "staff", why: "packed and waiting for the courier" },
  { from: "paid", to: "shipped", by: "staff", why: "handed to the courier (carrier and tracking number)" },
  { from: "paid", to: "cancelled", by: "staff", why: "not yet shipped: stock back, the payment refunded" },
  { from: "paid", to: "cancelled", by: "shopper", why: "not yet shipped: stock back, the payment refunded" },
  { from: "packed", to: "shipped", by: "staff", why: "handed to the courier (carrier and tracking number)" },
  { from: "packed", to: "cancelled", by: "staff", why: "not yet shipped: unpacked, stock back, a payment refunded" },
  { from: "packed", to: "cancelled", by: "shopper", why: "not yet shipped: unpacked, stock back, a payment refunded" },
  { from: "shipped", to: "out_for_delivery", by: "staff", why: "the courier is on the way to the shopper" },
  { from: "shipped", to: "delivered", by: "staff", why: "the courier delivered it" },
  { from: "out_for_delivery", to: "delivered", by: "staff", why: "the courier delivered it" },
];

/** The journey a shopper sees on the order page, in order (a timeline step is done once reached). */
export const JOURNEY: readonly OrderStatus[] = ["placed", "paid", "packed", "shipped", "out_for_delivery", "delivered"];

/** Staff give these when they mark an order shipped (docs/product.md: the shopper can follow the parcel). */
export const NEEDS_TRACKING: OrderStatus = "shipped";

/**
 * A tax invoice is issued when the goods leave the store (CGST Act s.31(1)(a): at the removal of goods),
 * so an order cancelled before dispatch never takes an invoice number (docs/decisions/013).
 */
export const INVOICE_STATUSES: readonly OrderStatus[] = ["shipped", "out_for_delivery", "delivered"];
export const hasInvoice = (status: OrderStatus) => INVOICE_STATUSES.includes(status);

/** One recorded status change: when, who, and a note (the carrier and tracking number at shipped). */
export interface OrderEventView {
  status: OrderStatus;
  label: string;
  /** A return's step (the order's status is unchanged by it): docs/decisions/015. */
  returnStatus: ReturnEventKind | null;
  at: string;
  actor: OrderActor;
  note: string | null;
}

/** Whether `by` may move an order from `from` to `to`. */
export function canMove(from: OrderStatus | null, to: OrderStatus, by: OrderActor, method?: PaymentMethod): boolean {
  return ORDER_TRANSITIONS.some(
    (t) => t.from === from && t.to === to && t.by === by && (!t.method || !method || t.method === method),
  );
}

/** Where `by` may move an order next, in the table's order. */
export function nextStatuses(from: OrderStatus, by: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && t.by === by).map((t) => t.to);
}

/** Whether `by` may cancel an order in this status (the table's moves to "cancelled"). */
export const canCancel = (status: OrderStatus, by: Extract<OrderActor, "shopper" | "staff">) =>
  canMove(status, "cancelled", by);

/**
 * Why the shopper cannot cancel an order in this status (undefined when they can). Every page and the API
 * say the same words.
 */
export function cancelProblem(orderNumber: string, status: OrderStatus): string | undefined {
  if (canCancel(status, "shopper")) return undefined;
  if (status === "cancelled") return `Order ${orderNumber} is already cancelled`;
  if (status === "delivered") {
    return `Order ${orderNumber} was delivered and can no longer be cancelled; you can return it instead`;
  }
  if (status === "shipped" || status === "out_for_delivery") {
    return `Order ${orderNumber} has shipped and can no longer be cancelled; you can return it once delivered`;
  }
  return `Order ${orderNumber} is "${ORDER_STATUS[status].label}" and can no longer be cancelled`;
}

/** What the shopper is told once their order is cancelled (the pages and the API say the same). */
export function cancelledMessage(order: Pick<OrderView, "orderNumber" | "paymentMethod" | "paidAt" | "total">): string {
  const refund =
    order.paymentMethod === "online" && order.paidAt
      ? ` ${formatRupees(order.total)} will be refunded to your original payment method.`
      : "";
  return `Order ${order.orderNumber} is cancelled.${refund}`;
}

/** The status a new order starts in. */
export function initialStatus(method: PaymentMethod): OrderStatus {
  return ORDER_TRANSITIONS.find((t) => t.from === null && t.method === method)!.to;
}

/** The statuses whose orders still hold their stock. */
export const STOCK_HOLDING_STATUSES = ORDER_STATUSES.filter((status) => ORDER_STATUS[status].holdsStock);

export const ORDER_STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, ORDER_STATUS[status].label]),
) as Record<OrderStatus, string>;

/** The way of paying, as the checkout offers it. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: "Cash on delivery",
  online: "Online payment",
};

/**
 * The payment line of an order: "Cash on delivery", "Paid online" once the money has arrived, and for an
 * online order still waiting, "Online: awaiting payment" (never "Paid online" beside "Awaiting payment").
 * `paid`: the order took a payment (a cancelled one refunds it).
 */
export function paymentLabel(status: OrderStatus, method: PaymentMethod, paid = false): string {
  if (method === "cod") return PAYMENT_METHOD_LABELS.cod;
  if (ORDER_STATUS[status].paidOnline) return "Paid online";
  // Paid, then cancelled before it shipped: the payment goes back in full.
  if (status === "cancelled") return paid ? "Online: refunded" : "Online: not paid";
  return `Online: ${ORDER_STATUS[status].label.toLowerCase()}`;
}

/** One line of an order: a snapshot of what was bought, amounts in whole rupees. */
export interface OrderLineView {
  productId: string;
  name: string;
  image: string;
  /** The colour bought, as it was named then ("" for a product of one unnamed colour). */
  colour: string;
  size: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The line's share of a code's discount (rupees; 0 without one). */
  discount: number;
  /** What the line was paid: lineTotal - discount. */
  paid: number;
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
  /** Exchanges' replacements (approved on), each a line at ₹0; not in `itemCount` or the amounts. */
  replacements: ReplacementLineView[];
  itemCount: number;
  subtotal: number;
  /** Taken off the goods by automatic offers and a code (rupees; 0 without either). */
  discount: number;
  /** The code the order used, with what it took off the goods and waived of the shipping; null without one. */
  coupon: { code: string; discount: number; shippingDiscount: number } | null;
  /** The automatic offers the order got ("Winter sale: 20% off"), with what they took off; null without. */
  offers: { names: string[]; discount: number } | null;
  shipping: number;
  total: number;
  createdAt: string;
  paidAt: string | null;
  /** The day promised at checkout ("2026-12-15"); null for orders placed before it was kept. */
  deliverBy: string | null;
  /** Past its promised day and not yet delivered (staff follow it up). */
  late: boolean;
  /** Set by staff when the order is shipped. */
  carrier: string | null;
  trackingNumber: string | null;
  /** Every status change, oldest first. */
  timeline: OrderEventView[];
  /** The order's tax invoice can be downloaded (it has left the store). */
  hasInvoice: boolean;
  /** Paid through SPEC's older flow and still without its delivery details (name, contact, address). */
  awaitingDetails: boolean;
  /** A delivered order's returns (on the shopper's pages): what can come back, and the requests made. */
  returns?: OrderReturnsView;
  /** A delivered order's lines with their reviews (on the shopper's pages): what can be reviewed or edited. */
  reviews?: LineReviewView[];
}

/** The statuses of an order on its way to the shopper: past the promised day, such an order is late. */
export const ORDER_AWAITING_DELIVERY: ReadonlySet<OrderStatus> = new Set([
  "placed",
  "paid",
  "packed",
  "shipped",
  "out_for_delivery",
]);

/** The staff's order list's filter for late orders, beside the statuses. */
export const LATE_FILTER = "late";

/** An order is late once its promised day ("2026-12-15") has passed (`today` in India) and it is still on its way. */
export const isLate = (status: OrderStatus, deliverBy: string | null, today: string): boolean =>
  deliverBy !== null && deliverBy < today && ORDER_AWAITING_DELIVERY.has(status);

/** A guest's order lookup that matched nothing (the API and the lookup page say the same). */
export const LOOKUP_NOT_FOUND = "We could not find an order with that number and e-mail";
