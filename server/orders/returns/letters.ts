// The shopper's e-mails about a return or an exchange: its request, each staff move. (The refund's own
// letter is written where the refund is recorded: refunds.ts.)
import type { emailOutbox, OrderRow, ReturnRequestRow } from "../../db/schema";
import { letterBody } from "../events";
import { nameWithColourAndSize } from "@rules/line-words";
import { formatPaise } from "@rules/money";
import { describePayout, type ReturnStatus } from "@rules/returns";
import { amountOf, type RequestDetails, type ReturnsContext } from "./details";

export function returnEmail(
  order: OrderRow,
  subject: string,
  middle: string[],
  settings: ReturnsContext["settings"],
): typeof emailOutbox.$inferInsert {
  const body = letterBody(order, middle, settings);
  return { toAddress: order.customerEmail, subject: `${subject} (order ${order.orderNumber})`, body };
}

/** A request's lines as its letters list them: "- Name (Navy, size M) x 1", an exchange's ", for size L". */
const letterItems = (details: RequestDetails) =>
  details.lines.map(
    (l) =>
      `- ${nameWithColourAndSize(l.name, l)} x ${l.quantity}` +
      (details.row.kind === "exchange" && l.exchangeSize ? `, for size ${l.exchangeSize}` : ""),
  );

/** The shopper's confirmation that a return or exchange was asked for: what, and what happens next. */
export function requestLetter(details: RequestDetails, storeName: string): { subject: string; middle: string[] } {
  const { row } = details;
  const exchange = row.kind === "exchange";
  const items = letterItems(details);
  const to = row.payout ? describePayout(row.payout) : "your original payment method";
  return {
    subject: `We have your ${storeName} ${exchange ? "exchange" : "return"} request`,
    middle: [
      `You asked us to ${exchange ? "exchange" : "return"}:`,
      ...details.lines.map((line, i) => `${items[i]} (${line.reason})`),
      "",
      "We will check it and e-mail you when it is approved and the pickup is arranged.",
      exchange
        ? "Once approved, the new size is set aside for you; it ships, at no charge, once we receive the item."
        : `Once we receive it, we refund ${formatPaise(amountOf(details))} to ${to}.`,
    ],
  };
}

/**
 * The shopper's e-mail for a move. A return's receipt: for cash on delivery, what will be paid out and
 * where (`refund`, the refund just opened); an online payment's refund is made at once and its own letter
 * says so.
 */
export function moveLetter(
  row: ReturnRequestRow,
  status: ReturnStatus,
  details: RequestDetails,
  move: { note?: string | undefined; carrier?: string | undefined; trackingNumber?: string | undefined },
  storeName: string,
  refund?: { amountPaise: number; shippingPaise: number; payout: string },
): { subject: string; middle: string[] } | undefined {
  const exchange = row.kind === "exchange";
  const what = exchange ? "exchange" : "return";
  const items = letterItems(details);
  switch (status) {
    case "approved":
      return {
        subject: `Your ${storeName} ${what} is approved`,
        middle: [
          `We have approved your ${what} of:`,
          ...items,
          "",
          "Our courier will collect it from your delivery address. Please keep it unused, with its tags and packaging.",
          ...(exchange
            ? ["", "The new size is set aside for you and ships, at no charge, once we receive the item."]
            : []),
        ],
      };
    case "rejected":
      return {
        subject: `Your ${storeName} ${what} was not accepted`,
        middle: [`We could not accept your ${what} of:`, ...items, ...(move.note ? ["", `Reason: ${move.note}`] : [])],
      };
    case "cancelled":
      return {
        subject: `Your ${storeName} ${what} was cancelled`,
        middle: [`Your ${what} of:`, ...items, "was cancelled.", ...(move.note ? ["", `Reason: ${move.note}`] : [])],
      };
    case "picked_up":
      return {
        subject: `We picked up your ${storeName} ${what}`,
        middle: [
          `Our courier collected your ${what} of:`,
          ...items,
          "",
          exchange
            ? "Once it reaches us and is checked, your new size ships."
            : "Once it reaches us and is checked, we refund it.",
        ],
      };
    case "received":
      if (exchange) {
        return {
          subject: `We received your ${storeName} exchange`,
          middle: ["We received the item you sent back:", ...items, "", "Your new size ships next, at no charge."],
        };
      }
      if (!refund) return undefined; // An online payment's refund is made now: its letter follows.
      return {
        subject: `We received your ${storeName} return`,
        middle: [
          "We received the items you sent back:",
          ...items,
          "",
          `We will pay your refund of ${formatPaise(refund.amountPaise)} to ${refund.payout}, and e-mail you its payment reference (UTR) once it is paid.`,
          ...(refund.shippingPaise
            ? [
                `This includes the order's shipping charge of ${formatPaise(refund.shippingPaise)}: the whole order came back.`,
              ]
            : []),
        ],
      };
    case "replacement_shipped":
      return {
        subject: `Your ${storeName} exchange has shipped`,
        middle: [
          "Your new size is on its way, at no charge:",
          ...details.lines.map(
            (l) => `- ${nameWithColourAndSize(l.name, { colour: l.colour, size: l.exchangeSize })} x ${l.quantity}`,
          ),
          "",
          `Carrier: ${move.carrier ?? ""}`,
          `Tracking number: ${move.trackingNumber ?? ""}`,
          "",
          "Your order's page shows it as a line of the order at ₹0: nothing more is charged.",
        ],
      };
    default:
      return undefined;
  }
}
