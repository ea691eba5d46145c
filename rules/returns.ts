// Returns: their statuses and moves, the shopper's request and payout details, and why a line cannot
// come back. Client-safe (no server imports and no zod): the API, the pages' actions and their forms share
// it; the schemas of a request and its payout are in rules/returns-schema.ts. The windows themselves live
// in rules/collections.ts (`returnDays`), the one home of that rule.
import type { z } from "./zod";
import type { payoutSchema, returnRequestSchema } from "./returns-schema";

/**
 * A request is a return (refunded once received) or an exchange (another size of the same product,
 * reserved when approved and sent as a no-charge replacement once the item is back).
 */
export const RETURN_KINDS = ["return", "exchange"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_STATUSES = [
  "requested",
  "approved",
  "rejected",
  "cancelled",
  "picked_up",
  "received",
  "replacement_shipped",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Each status in words after "Return" or "Exchange" (all but a shipped replacement, which only an exchange has). */
export const RETURN_STATUS_WORDS = {
  requested: "requested",
  approved: "approved",
  rejected: "rejected",
  cancelled: "cancelled",
  picked_up: "picked up",
  received: "received",
} as const satisfies Record<Exclude<ReturnStatus, "replacement_shipped">, string>;
type WordedStatus = keyof typeof RETURN_STATUS_WORDS;
const WORDED_STATUSES = Object.keys(RETURN_STATUS_WORDS) as WordedStatus[];

const statusLabels = (noun: "Return" | "Exchange"): Record<ReturnStatus, string> => ({
  ...(Object.fromEntries(WORDED_STATUSES.map((status) => [status, `${noun} ${RETURN_STATUS_WORDS[status]}`])) as Record<
    WordedStatus,
    string
  >),
  replacement_shipped: "Replacement shipped",
});

export const RETURN_STATUS_LABELS = statusLabels("Return");
export const EXCHANGE_STATUS_LABELS = statusLabels("Exchange");

export const statusLabel = (kind: ReturnKind, status: ReturnStatus) =>
  (kind === "exchange" ? EXCHANGE_STATUS_LABELS : RETURN_STATUS_LABELS)[status];

/**
 * What an order's timeline records of a request: each status (an exchange's with its own words), and a
 * return's refund once made or paid out.
 */
export const RETURN_EVENT_KINDS = [
  ...RETURN_STATUSES,
  "refunded",
  "exchange_requested",
  "exchange_approved",
  "exchange_rejected",
  "exchange_cancelled",
  "exchange_picked_up",
  "exchange_received",
] as const;
export type ReturnEventKind = (typeof RETURN_EVENT_KINDS)[number];
export const RETURN_EVENT_LABELS: Record<ReturnEventKind, string> = {
  ...RETURN_STATUS_LABELS,
  refunded: "Refunded",
  ...(Object.fromEntries(
    WORDED_STATUSES.map((status) => [`exchange_${status}`, EXCHANGE_STATUS_LABELS[status]]),
  ) as Record<`exchange_${WordedStatus}`, string>),
};

/** The timeline's event for a request's new status. */
export function returnEventKind(kind: ReturnKind, status: ReturnStatus): ReturnEventKind {
  return kind === "exchange" && status !== "replacement_shipped" ? `exchange_${status}` : status;
}

/**
 * The staff's moves, each once: anything else answers 409 with `returnMoveProblem`'s words. An approved
 * request can still be cancelled (the pickup failed, the shopper changed their mind): an exchange's
 * reserved size goes back to stock. Only an exchange ships a replacement, once its item is received.
 */
const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["picked_up", "cancelled"],
  rejected: [],
  cancelled: [],
  picked_up: ["received"],
  received: [],
  replacement_shipped: [],
};
export const RETURN_TRANSITIONS: Record<ReturnKind, Record<ReturnStatus, readonly ReturnStatus[]>> = {
  return: RETURN_MOVES,
  exchange: { ...RETURN_MOVES, received: ["replacement_shipped"] },
};

/** Requests in these statuses no longer hold their lines: the units can be asked for again. */
export const RELEASED_STATUSES: readonly ReturnStatus[] = ["rejected", "cancelled"];

/** The button's words for each move. */
export function returnMoveLabel(kind: ReturnKind, status: ReturnStatus): string {
  switch (status) {
    case "approved":
      return kind === "exchange" ? "Approve and reserve size" : "Approve";
    case "rejected":
      return "Reject";
    case "cancelled":
      return kind === "exchange" ? "Cancel exchange" : "Cancel return";
    case "picked_up":
      return "Mark picked up";
    case "received":
      return kind === "exchange" ? "Mark received" : "Mark received and refund";
    case "replacement_shipped":
      return "Mark replacement shipped";
    default:
      return "Requested";
  }
}

export function returnMoveProblem(kind: ReturnKind, from: ReturnStatus, to: ReturnStatus): string | undefined {
  if (RETURN_TRANSITIONS[kind][from].includes(to)) return undefined;
  const label = (s: ReturnStatus) => statusLabel(kind, s);
  const what = kind === "exchange" ? "An exchange" : "A return";
  if (from === to) return `The ${kind} is already "${label(to)}"`;
  return `${what} cannot move from "${label(from)}" to "${label(to)}"`;
}

/**
 * A refund's life: an online payment's goes `pending` -> `processed` through the gateway, or `sent` when
 * the gateway accepted it but the bank has not settled it yet (Razorpay's `pending`): its `refund.processed`
 * webhook then makes it `processed`, its `refund.failed` webhook `failed`. `failed` keeps the gateway's words
 * and the staff can try it again. A cash-on-delivery refund waits as `awaiting_payout` until the staff mark
 * it `paid_out`.
 */
export const REFUND_STATES = ["pending", "sent", "processed", "failed", "awaiting_payout", "paid_out"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pending: "Refund being processed",
  sent: "Refund sent to your bank",
  processed: "Refunded",
  failed: "Refund failed",
  awaiting_payout: "Refund to be paid out",
  paid_out: "Refund paid out",
};

export const RETURN_REASONS = [
  "Size too small",
  "Size too large",
  "Not as described",
  "Damaged or defective",
  "Wrong item received",
  "Changed my mind",
] as const;

export const RETURN_MESSAGES = {
  notDelivered: "Only a delivered order can be returned",
  nothingChosen: "Choose at least one item and how many to return",
  reason: `Reason must be one of: ${RETURN_REASONS.join(", ")}`,
  payoutNeeded: "Cash on delivery orders need a UPI ID or a bank account for the refund",
  upi: "UPI ID must look like name@bank",
  ifsc: "IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (like HDFC0001234)",
  account: "Account number must be 9 to 18 digits",
  accountName: "Account holder's name is required (at most 100 characters)",
  payoutMethod: "Refund to must be upi or bank",
  kind: "Kind must be return or exchange",
} as const;

/** Why a line cannot be returned (or returned any further). */
export type NotReturnable = "window_passed" | "final_sale" | "already_returned";

export const NOT_RETURNABLE_LABELS: Record<NotReturnable, string> = {
  window_passed: "Return window passed",
  final_sale: "Final sale: non-returnable",
  already_returned: "Already returned",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for: `days` whole days after delivery. */
export const returnDeadline = (deliveredAt: Date, days: number) => new Date(deliveredAt.getTime() + days * DAY_MS);

/**
 * One line's rule: the window (counted from delivery), final sale, and what earlier requests took
 * (rejected ones give their quantity back). `returnable` is how many more may be asked for.
 */
export function lineReturnability(input: {
  quantity: number;
  alreadyRequested: number;
  finalSale: boolean;
  returnDays: number;
  deliveredAt: Date;
  now: Date;
}): { returnable: number; reason: NotReturnable | null; deadline: string } {
  const deadline = returnDeadline(input.deliveredAt, input.returnDays);
  const left = Math.max(0, input.quantity - input.alreadyRequested);
  let reason: NotReturnable | null = null;
  if (input.finalSale) reason = "final_sale";
  else if (left === 0) reason = "already_returned";
  else if (input.now > deadline) reason = "window_passed";
  return { returnable: reason ? 0 : left, reason, deadline: deadline.toISOString() };
}

/** A cash-on-delivery refund's destination (rules/returns-schema.ts reads it). */
export type PayoutDetails = z.output<typeof payoutSchema>;
/** A shopper's request as its schema gives it. */
export type ReturnRequestInput = z.output<typeof returnRequestSchema>;

/**
 * The same request from a plain form: `qty-<lineId>` and `reason-<lineId>` per line (a quantity of 0 or
 * empty leaves the line out), `kind` (the button pressed: "return" or "exchange"), for an exchange
 * `size-<lineId>`, and for a return `payoutMethod` with `upiId` or `accountName`, `accountNumber`, `ifsc`.
 */
export function returnRequestFromForm(form: FormData): unknown {
  const kind = form.get("kind") ?? undefined;
  const lines: { orderLineId: string; quantity: string; reason: unknown; size?: unknown }[] = [];
  for (const [key, value] of form.entries()) {
    const match = /^qty-(\d{1,9})$/.exec(key);
    if (!match || typeof value !== "string" || value === "" || value === "0") continue;
    lines.push({
      orderLineId: match[1]!,
      quantity: value,
      reason: form.get(`reason-${match[1]}`) ?? undefined,
      // The new size is read only for an exchange (the same form also asks for returns).
      ...(kind === "exchange" && { size: form.get(`size-${match[1]}`) ?? undefined }),
    });
  }
  const method = form.get("payoutMethod");
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const payout =
    method === "upi"
      ? { method, upiId: get("upiId") }
      : method === "bank"
        ? { method, accountName: get("accountName"), accountNumber: get("accountNumber"), ifsc: get("ifsc") }
        : method
          ? { method }
          : undefined;
  // An exchange refunds nothing, so a cash-on-delivery order's payout fields are not read for it.
  return { lines, kind, payout: kind === "exchange" ? undefined : payout };
}

/** What the shopper is told once the request is made. */
export function requestedMessage(form: FormData): string {
  return form.get("kind") === "exchange"
    ? "Exchange requested. We will e-mail you when it is approved and the pickup is arranged."
    : "Return requested. We will e-mail you when it is approved and the pickup is arranged.";
}

/** "UPI ra••@okhdfc" / "Bank account ••••5678 (HDFC0001234)": enough for the shopper and staff to recognise. */
export function describePayout(payout: PayoutDetails, full = false): string {
  if (payout.method === "upi") return `UPI ${payout.upiId}`;
  const number = full ? payout.accountNumber : `••••${payout.accountNumber.slice(-4)}`;
  return `Bank account ${number} (${payout.ifsc}), ${payout.accountName}`;
}

/** One order line as the return form shows it. */
export interface ReturnableLineView {
  orderLineId: number;
  name: string;
  /** The colour bought ("" for a product of one unnamed colour). */
  colour: string;
  size: string | null;
  quantity: number;
  returnable: number;
  reason: NotReturnable | null;
  /** When the window closes (ISO). */
  deadline: string;
  /** The product's other sizes in stock now: what an exchange may ask for (none: no exchange). */
  exchangeSizes: string[];
}

export interface ReturnRequestView {
  id: number;
  kind: ReturnKind;
  status: ReturnStatus;
  statusLabel: string;
  createdAt: string;
  lines: {
    orderLineId: number;
    name: string;
    /** The colour bought ("" for a product of one unnamed colour); an exchange keeps it. */
    colour: string;
    size: string | null;
    quantity: number;
    reason: string;
    /** An exchange's new size. */
    newSize: string | null;
  }[];
  /** A return's refund for its lines (and the order's shipping when it completes a whole-order return); 0 for an exchange. */
  amount: number;
  /** An exchange's replacement, once shipped. */
  replacement: { carrier: string; trackingNumber: string } | null;
  /** `shipping`: the order's shipping charge refunded with it (rupees; 0 unless the whole order came back). */
  refund: { state: RefundState; label: string; reference: string | null; shipping: number } | null;
  payout: string | null;
  staffNote: string | null;
  /** The refund's GST credit note (an invoiced order's), once the refund is made: download it by the return's id. */
  creditNoteNumber: string | null;
}

/**
 * An exchange's replacement, shown as a line of its order at ₹0 from its approval (when its size is set
 * aside) on: the order's page, the staff's order list. It is kept on the exchange, not as an order line
 * (docs/decisions/015), so the order's amounts, invoice and stock rules never see it.
 */
export interface ReplacementLineView {
  returnId: number;
  productId: string;
  name: string;
  image: string;
  /** The colour bought, which the exchange keeps ("" for a product of one unnamed colour). */
  colour: string;
  /** The new size sent. */
  size: string;
  /** The size sent back for it. */
  forSize: string | null;
  quantity: number;
  unitPrice: 0;
  lineTotal: 0;
  /** Set aside for the shopper (approved, picked up, received), or shipped with its courier's tracking. */
  shipped: { carrier: string; trackingNumber: string } | null;
}

/** "Exchange for size M, at no charge · Set aside" / "· Shipped · Blue Dart · BD-1": its note on the order. */
export function replacementNote(line: Pick<ReplacementLineView, "forSize" | "shipped">): string {
  const state = line.shipped ? `Shipped · ${line.shipped.carrier} · ${line.shipped.trackingNumber}` : "Set aside";
  return `Exchange${line.forSize ? ` for size ${line.forSize}` : ""}, at no charge · ${state}`;
}

/** What a delivered order's page shows of returns: each line's chances, the requests made, the payout need. */
export interface OrderReturnsView {
  lines: ReturnableLineView[];
  requests: ReturnRequestView[];
  /** Cash on delivery: the request asks where to send the refund. */
  needsPayout: boolean;
  /** Any line can still be asked for. */
  canRequest: boolean;
  /** Any line can be exchanged for another size in stock. */
  canExchange: boolean;
}

/** A return as the staff see it: the shopper's view plus the order, the customer and what to do next. */
export interface StaffReturnView extends ReturnRequestView {
  orderId: number;
  orderNumber: string;
  paymentMethod: "cod" | "online";
  customer: { name: string; email: string; contact: string; address: string };
  /** The full payout details (account number included) for the staff who pay it out. */
  payoutFull: string | null;
  refundError: string | null;
  nextStatuses: ReturnStatus[];
  canRetryRefund: boolean;
  canMarkPaidOut: boolean;
}

export interface StaffReturnPage {
  returns: StaffReturnView[];
  total: number;
  page: number;
  totalPages: number;
}
