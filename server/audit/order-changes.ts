import type { OrderRow } from "../db/schema";
import type { OrderStatus } from "@rules/order-status";
import type { ChangeEntry } from "./audit";

/** An order's move as the audit log keeps it: from its status to the new one (with the tracking, when shipped). */
export function orderStatusChange(
  order: Pick<OrderRow, "id" | "orderNumber" | "status">,
  status: OrderStatus,
  extra: Record<string, unknown> = {},
): ChangeEntry {
  return {
    kind: "order.status",
    entityType: "order",
    entityId: order.orderNumber,
    entityLabel: order.orderNumber,
    before: { status: order.status },
    after: { status, ...extra },
  };
}
