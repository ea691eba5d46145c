// The dashboard's charts, drawn by recharts in the browser only: this module is loaded by the dashboard
// alone, after its first screen (ChartFrame), and each chart's figures are also in the table beside it,
// which is what the server renders and screen readers read.
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCount, formatPaise } from "@rules/money";
import type { CategoryReturns, SeriesPoint, SizeSold } from "@rules/dashboard";
import { bucketLabel, sizeLabel } from "./format";

const INK = "#1c1917";
const MUTED = "#a8a29e";
const ACCENT = "#be123c";
const HEIGHT = 256;

export type ChartSpec =
  | { kind: "sales"; series: SeriesPoint[] }
  | { kind: "orders"; series: SeriesPoint[] }
  | { kind: "sizes"; sizes: SizeSold[] }
  | { kind: "returns"; categories: CategoryReturns[] };

const rupeesTick = (paise: number) => formatPaise(paise);
const axis = { fontSize: 12, fill: "#57534e" };

export default function Chart({ spec }: { spec: ChartSpec }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      {chartOf(spec)}
    </ResponsiveContainer>
  );
}

function chartOf(spec: ChartSpec) {
  switch (spec.kind) {
    case "sales":
    case "orders": {
      const money = spec.kind === "sales";
      const data = spec.series.map((point) => ({
        label: bucketLabel(point.label),
        current: money ? point.sales : point.orders,
        previous: money ? point.previousSales : point.previousOrders,
      }));
      const format = money ? rupeesTick : formatCount;
      return (
        <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="label" tick={axis} minTickGap={16} />
          <YAxis tick={axis} tickFormatter={format} width={money ? 72 : 40} allowDecimals={false} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Legend />
          <Bar dataKey="current" name="This period" fill={INK} isAnimationActive={false} />
          <Line
            dataKey="previous"
            name="Period before"
            stroke={ACCENT}
            strokeDasharray="4 3"
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      );
    }
    case "sizes":
      return (
        <BarChart
          data={spec.sizes.map((size) => ({ label: sizeLabel(size.size), pieces: size.pieces }))}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="label" tick={axis} interval={0} />
          <YAxis tick={axis} width={40} allowDecimals={false} />
          <Tooltip formatter={(value) => formatCount(Number(value))} />
          <Bar dataKey="pieces" name="Pieces" fill={INK} maxBarSize={48} isAnimationActive={false} />
        </BarChart>
      );
    case "returns":
      return (
        <BarChart
          data={spec.categories.map((category) => ({ label: category.category, rate: category.rate }))}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="#e7e5e4" horizontal={false} />
          <XAxis type="number" tick={axis} unit="%" />
          <YAxis type="category" dataKey="label" tick={axis} width={110} />
          <Tooltip formatter={(value) => `${Number(value).toFixed(1)}%`} />
          <Bar dataKey="rate" name="Returns rate" fill={MUTED} stroke={INK} maxBarSize={32} isAnimationActive={false} />
        </BarChart>
      );
  }
}
