import type { DashboardFigures } from "@rules/dashboard";
import { formatChange, formatFigure, type FigureKind } from "./format";

interface FigureSpec {
  key: keyof DashboardFigures;
  label: string;
  kind: FigureKind;
  /** Whether a rise is good news (returns are not); null: neither (how shoppers pay). */
  riseIsGood: boolean | null;
  hint: string;
}

const FIGURES: FigureSpec[] = [
  { key: "orders", label: "Orders", kind: "count", riseIsGood: true, hint: "Sales placed: cash on delivery or paid" },
  {
    key: "netRevenue",
    label: "Net revenue",
    kind: "money",
    riseIsGood: true,
    hint: "What the orders came to after codes, less refunds made",
  },
  {
    key: "averageOrder",
    label: "Average order",
    kind: "money",
    riseIsGood: true,
    hint: "What an order came to, before refunds",
  },
  { key: "codShare", label: "Cash on delivery", kind: "percent", riseIsGood: null, hint: "Share of the orders" },
  {
    key: "conversion",
    label: "Carts ordered",
    kind: "percent",
    riseIsGood: true,
    hint: "Carts of the period that became an order",
  },
  {
    key: "returnsRate",
    label: "Returns rate",
    kind: "percent",
    riseIsGood: false,
    hint: "Delivered pieces of the period's orders asked back",
  },
  { key: "discounts", label: "Discounts", kind: "money", riseIsGood: false, hint: "Given by codes" },
  { key: "refunds", label: "Refunds", kind: "money", riseIsGood: false, hint: "Of returns received" },
];

/** The period's figures, each with its change from the period before. */
export function Figures({ figures }: { figures: DashboardFigures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="dashboard-figures">
      {FIGURES.map(({ key, label, kind, riseIsGood, hint }) => {
        const figure = figures[key];
        const good = figure.difference === 0 || riseIsGood === null ? null : figure.difference > 0 === riseIsGood;
        return (
          <div key={key} className="flex flex-col rounded-lg border border-line bg-white p-3 sm:p-4" data-figure={key}>
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="order-first text-xl font-bold tabular-nums sm:text-2xl" data-testid={`figure-${key}`}>
              {formatFigure(figure.current, kind)}
            </dd>
            <dd
              className={`mt-1 text-xs font-semibold ${
                good === null ? "text-muted" : good ? "text-emerald-800" : "text-accent-dark"
              }`}
            >
              {formatChange(figure, kind)}
            </dd>
            <dd className="mt-1 text-xs text-muted">{hint}</dd>
          </div>
        );
      })}
    </dl>
  );
}
