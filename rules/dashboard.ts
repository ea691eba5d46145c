// The owner's dashboard as the page shows it: what counts as a sale, and the figures' shapes. Amounts are
// paise. Client-safe: no server imports.
import type { Change, DashboardPeriodKind } from "./dashboard-period";
import { ORDER_AWAITING_DELIVERY, type OrderStatus, type PaymentMethod } from "./order-status";

/**
 * The statuses of an order that is a sale: on its way (placed with cash on delivery, or paid online) or
 * delivered. An online order awaiting its payment, one whose payment failed and a cancelled one are not.
 */
export const SALE_STATUSES: readonly OrderStatus[] = [...ORDER_AWAITING_DELIVERY, "delivered"];

/** A size of a colour with this many pieces or fewer left is low on stock (0: sold out). */
export const LOW_STOCK_AT = 5;

/** How many rows the dashboard's lists show. */
export const DASHBOARD_LIST_SIZE = 10;

export interface DashboardFigures {
  /** Sales placed in the period. */
  orders: Change;
  /** What the sales came to (after codes' discounts, shipping included), less the refunds made in the period. */
  netRevenue: Change;
  /** What the sales came to, before refunds. */
  sales: Change;
  /** Taken off by codes (goods and waived shipping). */
  discounts: Change;
  /** Refunds of returns received in the period. */
  refunds: Change;
  /** Sales over orders (before refunds). */
  averageOrder: Change;
  /** Percent of the orders paid by cash on delivery. */
  codShare: Change;
  /** Percent of the carts of the period that became an order. */
  conversion: Change;
  /** Percent of the delivered pieces of the period's orders asked back. */
  returnsRate: Change;
}

/** One bar or point of a chart: the current period's bucket, and the same bucket of the period before. */
export interface SeriesPoint {
  /** "2026-12-05" for a day, "14:00" for an hour. */
  label: string;
  orders: number;
  sales: number;
  previousOrders: number;
  previousSales: number;
}

export interface CartFigures {
  carts: number;
  ordered: number;
}

/** A best seller, by its name now. */
export interface TopProduct {
  productId: number;
  name: string;
  pieces: number;
  /** What its lines came to after discounts. */
  sales: number;
}

export interface SizeSold {
  /** "" for a product without sizes. */
  size: string;
  pieces: number;
}

export interface CategoryReturns {
  category: string;
  delivered: number;
  returned: number;
  /** Percent of the delivered pieces asked back. */
  rate: number;
  /** Its commonest reasons (at most three), the commonest first. */
  topReasons: ReturnReasonCount[];
}

export interface ReturnReasonCount {
  reason: string;
  pieces: number;
}

export interface LateOrder {
  orderNumber: string;
  deliverBy: string;
  daysLate: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  total: number;
}

export interface LowStockVariant {
  variantId: number;
  productId: number;
  name: string;
  colour: string;
  size: string;
  stock: number;
}

export interface DashboardView {
  period: {
    kind: DashboardPeriodKind;
    from: string;
    to: string;
    days: number;
    previousFrom: string;
    previousTo: string;
    bucket: "hour" | "day";
  };
  figures: DashboardFigures;
  carts: { current: CartFigures; previous: CartFigures };
  series: SeriesPoint[];
  topProducts: TopProduct[];
  sizes: SizeSold[];
  returnsByCategory: CategoryReturns[];
  returnReasons: ReturnReasonCount[];
  /** Undelivered sales past their promised day, the latest promise first missed first; and how many in all. */
  late: { count: number; orders: LateOrder[] };
  /** Sizes of colours at or below LOW_STOCK_AT, the fewest first; and how many in all. */
  lowStock: { count: number; variants: LowStockVariant[] };
}
