import { ORDER_STATUS, STATUS_TONE_CLASSES, type OrderView } from "@rules/order-status";

// India's time zone on both renders, so the server's HTML and the browser agree on the date.
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** An order's date as the pages show it beside its status: "4 Dec 2026". */
export const formatOrderDate = (iso: string) => dateFormat.format(new Date(iso));

/** The status as a badge, in its colour from the one status table (every page that shows a status). */
export function OrderStatusBadge({
  order,
  size = "sm",
}: {
  order: Pick<OrderView, "status" | "statusLabel">;
  size?: "sm" | "md";
}) {
  return (
    <span
      data-testid="order-status"
      className={`inline-flex items-center rounded-full font-semibold ring-1 ring-inset ${
        size === "md" ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs"
      } ${STATUS_TONE_CLASSES[ORDER_STATUS[order.status].tone]}`}
    >
      {order.statusLabel}
    </span>
  );
}
