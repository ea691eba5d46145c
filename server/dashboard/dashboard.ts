// The owner's dashboard (docs/decisions/041): every figure of a period beside the period before, read
// with a handful of queries run side by side.
import {
  change,
  dashboardPeriod,
  istDateOf,
  PeriodError,
  share,
  type DashboardPeriod,
  type PeriodChoice,
} from "@rules/dashboard-period";
import type { DashboardView } from "@rules/dashboard";
import type { Db } from "../db/client";
import { badRequest } from "../http/errors";
import { bestSellers, cartTotals, openCarts, refundTotals, salesBuckets, salesSeries, salesTotals } from "./sales";
import { allReasons, returnReasons, returnsByCategory } from "./returns";
import { lateDeliveries, lowStock } from "./attention";

/** The dashboard of a period already checked. */
export async function readDashboardFor(db: Db, period: DashboardPeriod, now: Date): Promise<DashboardView> {
  const [buckets, refunds, open, sellers, returns, reasons, late, low] = await Promise.all([
    salesBuckets(db, period),
    refundTotals(db, period),
    openCarts(db, period),
    bestSellers(db, period),
    returnsByCategory(db, period),
    returnReasons(db, period),
    lateDeliveries(db, istDateOf(now)),
    lowStock(db),
  ]);
  const average = (totals: { orders: number; sales: number }) =>
    totals.orders ? Math.round(totals.sales / totals.orders) : 0;
  const { current, previous } = salesTotals(buckets);
  const carts = cartTotals(buckets, open);
  for (const category of returns.categories) {
    category.topReasons = reasons
      .filter((row) => row.category === category.category)
      .slice(0, 3)
      .map(({ reason, pieces }) => ({ reason, pieces }));
  }
  return {
    period: {
      kind: period.kind,
      from: period.from,
      to: period.to,
      days: period.days,
      previousFrom: period.previousFrom,
      previousTo: period.previousTo,
      bucket: period.bucket,
    },
    figures: {
      orders: change(current.orders, previous.orders),
      netRevenue: change(current.sales - refunds.current, previous.sales - refunds.previous),
      sales: change(current.sales, previous.sales),
      discounts: change(current.discounts, previous.discounts),
      refunds: change(refunds.current, refunds.previous),
      averageOrder: change(average(current), average(previous)),
      codShare: change(share(current.cod, current.orders), share(previous.cod, previous.orders)),
      conversion: change(
        share(carts.current.ordered, carts.current.carts),
        share(carts.previous.ordered, carts.previous.carts),
      ),
      returnsRate: change(returns.rate.current, returns.rate.previous),
    },
    carts,
    series: salesSeries(buckets, period),
    topProducts: sellers.topProducts,
    sizes: sellers.sizes,
    returnsByCategory: returns.categories,
    returnReasons: allReasons(reasons),
    late,
    lowStock: low,
  };
}

/** The dashboard of the period chosen (a 400 HttpError, saying why, for one it cannot read). */
export async function readDashboard(db: Db, choice: PeriodChoice, now = new Date()): Promise<DashboardView> {
  let period: DashboardPeriod;
  try {
    period = dashboardPeriod(choice, now);
  } catch (error) {
    if (error instanceof PeriodError) throw badRequest(error.message);
    throw error;
  }
  return readDashboardFor(db, period, now);
}
