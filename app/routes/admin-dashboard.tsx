import { data } from "react-router";
import type { Route } from "./+types/admin-dashboard";
import { StaffPage } from "~/components/staff/StaffNav";
import { PageAnswer } from "~/components/staff/StaffList";
import { PeriodPicker } from "~/components/staff/dashboard/PeriodPicker";
import { Figures } from "~/components/staff/dashboard/Figures";
import { ChartFrame } from "~/components/staff/dashboard/ChartFrame";
import { DataTable } from "~/components/staff/dashboard/DataTable";
import { Attention } from "~/components/staff/dashboard/Attention";
import { bucketLabel, daysLabel, sizeLabel } from "~/components/staff/dashboard/format";
import { StoreLink } from "~/components/ui/StoreLink";
import { formatCount, formatPaise } from "@rules/money";
import { istDateOf, PERIOD_LABELS } from "@rules/dashboard-period";
import type { DashboardView } from "@rules/dashboard";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { staffFailure } from "~/lib/staff-failure";
import { requireStaffPage } from "~/.server/staff-guard";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "/admin");
  const params = new URL(request.url).searchParams;
  const choice = { period: params.get("period"), from: params.get("from"), to: params.get("to") };
  const today = istDateOf(new Date());
  const { dashboard } = context.services;
  try {
    return { view: await dashboard.read(choice), problem: null, today, typed: choice };
  } catch (error) {
    // A period it cannot read says why, and the page shows the last 7 days meanwhile.
    const failure = staffFailure(error);
    return data(
      { view: await dashboard.read({}), problem: failure.message, today, typed: choice },
      { status: failure.status },
    );
  }
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Dashboard", "The owner's dashboard: sales, carts, returns, deliveries and stock.");

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { view, problem, today, typed } = loaderData;
  const { period } = view;
  const runsToNow = period.to === today;
  const rangeFrom = problem && typed.period === "range" ? (typed.from ?? "") : period.from;
  const rangeTo = problem && typed.period === "range" ? (typed.to ?? "") : period.to;
  return (
    <StaffPage>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-sm text-muted" data-testid="dashboard-period">
          {PERIOD_LABELS[period.kind]}: {daysLabel(period.from, period.to)}
          {runsToNow ? " (until now)" : ""}, in India&apos;s time, against{" "}
          {daysLabel(period.previousFrom, period.previousTo)}
          {runsToNow ? " until the same hour" : ""}.
        </p>
      </header>

      <PeriodPicker kind={period.kind} from={rangeFrom} to={rangeTo} today={today} />

      {problem ? (
        <PageAnswer answer={{ ok: false }} testId="dashboard-problem">
          {problem}. Showing the last 7 days.
        </PageAnswer>
      ) : null}

      <Figures figures={view.figures} />
      <p className="-mt-3 text-xs text-muted">
        {formatCount(view.carts.current.ordered)} of {formatCount(view.carts.current.carts)} carts became orders (
        {formatCount(view.carts.previous.ordered)} of {formatCount(view.carts.previous.carts)} before).
      </p>

      <div className="grid gap-4 lg:grid-cols-2">
        <SeriesChart view={view} kind="sales" />
        <SeriesChart view={view} kind="orders" />
        <ChartFrame
          id="sizes"
          title="Sizes sold"
          spec={{ kind: "sizes", sizes: view.sizes }}
          empty={view.sizes.length ? undefined : "Nothing sold in this period."}
          table={
            <DataTable
              caption="Pieces sold in each size"
              head={["Size", "Pieces"]}
              rows={view.sizes.map((size) => [sizeLabel(size.size), formatCount(size.pieces)])}
            />
          }
        />
        <ChartFrame
          id="returns"
          title="Returns rate by category"
          spec={{ kind: "returns", categories: view.returnsByCategory }}
          empty={view.returnsByCategory.length ? undefined : "No delivered orders from this period yet."}
          table={
            <DataTable
              caption="Delivered pieces of the period's orders asked back, by category"
              head={["Category", "Delivered", "Asked back", "Rate"]}
              rows={view.returnsByCategory.map((row) => [
                row.category,
                formatCount(row.delivered),
                formatCount(row.returned),
                `${row.rate.toFixed(1)}%`,
              ])}
            />
          }
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <section
          aria-labelledby="top-products-title"
          className="min-w-0 rounded-lg border border-line bg-white p-3 sm:p-4"
        >
          <h2 id="top-products-title" className="text-base font-bold">
            Best sellers
          </h2>
          {view.topProducts.length ? (
            <div className="overflow-x-auto">
              <DataTable
                caption="The period's best sellers by pieces sold"
                captionHidden
                testId="top-products"
                head={["Product", "Pieces", "Sales"]}
                rows={view.topProducts.map((product) => [
                  <StoreLink
                    key={product.productId}
                    to={`/admin/products/${product.productId}`}
                    className="inline-flex min-h-11 items-center underline"
                  >
                    {product.name}
                  </StoreLink>,
                  formatCount(product.pieces),
                  formatPaise(product.sales),
                ])}
              />
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted">Nothing sold in this period.</p>
          )}
        </section>
        <ReturnReasons view={view} />
      </div>

      <Attention late={view.late} lowStock={view.lowStock} />
    </StaffPage>
  );
}

function SeriesChart({ view, kind }: { view: DashboardView; kind: "sales" | "orders" }) {
  const money = kind === "sales";
  const by = view.period.bucket === "hour" ? "hour" : "day";
  const value = (n: number) => (money ? formatPaise(n) : formatCount(n));
  return (
    <ChartFrame
      id={kind}
      title={money ? `Sales by ${by} (after codes)` : `Orders by ${by}`}
      spec={{ kind, series: view.series }}
      table={
        <DataTable
          caption={`${money ? "Sales" : "Orders"} of each ${by}, beside the same ${by} of the period before`}
          head={[by === "hour" ? "Hour" : "Day", "This period", "Period before"]}
          rows={view.series.map((point) => [
            bucketLabel(point.label),
            value(money ? point.sales : point.orders),
            value(money ? point.previousSales : point.previousOrders),
          ])}
        />
      }
    />
  );
}

function ReturnReasons({ view }: { view: DashboardView }) {
  return (
    <section aria-labelledby="reasons-title" className="min-w-0 rounded-lg border border-line bg-white p-3 sm:p-4">
      <h2 id="reasons-title" className="text-base font-bold">
        Why pieces came back
      </h2>
      {view.returnReasons.length ? (
        <div className="overflow-x-auto">
          <DataTable
            caption="Reasons given for the period's returns and exchanges"
            captionHidden
            testId="return-reasons"
            head={["Reason", "Pieces"]}
            rows={view.returnReasons.map((row) => [row.reason, formatCount(row.pieces)])}
          />
          <h3 className="mt-4 text-sm font-bold">Each category&apos;s top reasons</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="category-reasons">
            {view.returnsByCategory
              .filter((row) => row.topReasons.length)
              .map((row) => (
                <li key={row.category}>
                  <span className="font-semibold">{row.category}</span> ({row.rate.toFixed(1)}%):{" "}
                  {row.topReasons.map((reason) => `${reason.reason} (${formatCount(reason.pieces)})`).join(", ")}
                </li>
              ))}
          </ul>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">No returns asked for on this period&apos;s orders.</p>
      )}
    </section>
  );
}
