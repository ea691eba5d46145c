import type { DashboardView } from "@rules/dashboard";
import { ORDER_STATUS, LATE_FILTER } from "@rules/order-status";
import { formatCount, formatPaise } from "@rules/money";
import { LOW_STOCK_AT } from "@rules/dashboard";
import { StoreLink } from "~/components/ui/StoreLink";
import { DataTable } from "./DataTable";
import { daysLabel, sizeLabel } from "./format";

const linkClass = "inline-flex min-h-11 items-center underline";

/** What needs doing now, whatever the period: late deliveries and sizes running out. */
export function Attention({ late, lowStock }: Pick<DashboardView, "late" | "lowStock">) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="late-title" className="min-w-0 rounded-lg border border-line bg-white p-3 sm:p-4">
        <h2 id="late-title" className="text-base font-bold">
          Late deliveries: <span data-testid="late-count">{formatCount(late.count)}</span>
        </h2>
        <p className="mt-1 text-sm text-muted">Past the day promised at checkout and not delivered, today.</p>
        {late.orders.length ? (
          <>
            <div className="overflow-x-auto">
              <DataTable
                caption="Late orders, the longest overdue first"
                captionHidden
                testId="late-orders"
                head={["Order", "Promised", "Days late", "Status", "Total"]}
                rows={late.orders.map((order) => [
                  <StoreLink key={order.orderNumber} to={`/admin/orders?q=${order.orderNumber}`} className={linkClass}>
                    {order.orderNumber}
                  </StoreLink>,
                  daysLabel(order.deliverBy, order.deliverBy),
                  formatCount(order.daysLate),
                  ORDER_STATUS[order.status].label,
                  formatPaise(order.total),
                ])}
              />
            </div>
            <StoreLink to={`/admin/orders?status=${LATE_FILTER}`} className={`${linkClass} text-sm font-semibold`}>
              Every late order
            </StoreLink>
          </>
        ) : null}
      </section>
      <section aria-labelledby="low-stock-title" className="min-w-0 rounded-lg border border-line bg-white p-3 sm:p-4">
        <h2 id="low-stock-title" className="text-base font-bold">
          Low stock: <span data-testid="low-stock-count">{formatCount(lowStock.count)}</span>
        </h2>
        <p className="mt-1 text-sm text-muted">
          Sizes of a colour with {LOW_STOCK_AT} or fewer left, of products on sale, today.
        </p>
        {lowStock.variants.length ? (
          <div className="overflow-x-auto">
            <DataTable
              caption="Sizes running out, the fewest left first"
              captionHidden
              testId="low-stock"
              head={["Product", "Colour", "Size", "Left"]}
              rows={lowStock.variants.map((variant) => [
                <StoreLink key={variant.variantId} to={`/admin/products/${variant.productId}`} className={linkClass}>
                  {variant.name}
                </StoreLink>,
                variant.colour || "-",
                sizeLabel(variant.size),
                variant.stock === 0 ? "Sold out" : formatCount(variant.stock),
              ])}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
