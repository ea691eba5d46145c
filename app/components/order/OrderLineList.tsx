import { formatPaise, formatRupees } from "@rules/money";
import { Thumbnail } from "~/components/ui/Thumbnail";

/**
 * One line of an order or of a checkout: amounts in paise (the checkout's quote), or in whole rupees (an
 * order's view, as the JSON API answers it).
 */
export type OrderLineItem = {
  name: string;
  image: string;
  /** The colour bought ("" for a product of one unnamed colour). */
  colour: string;
  size: string | null;
  quantity: number;
  /** An exchange's replacement, sent at ₹0: `note` says what it replaces and where it is. */
  replacement?: { note: string };
} & ({ unitPricePaise: number; lineTotalPaise: number } | { unitPrice: number; lineTotal: number });

const amountsOf = (line: OrderLineItem) =>
  "unitPricePaise" in line
    ? { unit: formatPaise(line.unitPricePaise), total: formatPaise(line.lineTotalPaise) }
    : { unit: formatRupees(line.unitPrice), total: formatRupees(line.lineTotal) };

/**
 * What an order bought, as the checkout, the thank-you page, My Orders and the order lookup all show it:
 * picture, name, colour, size, quantity × unit price, line total; after them, an exchange's replacements at ₹0.
 */
export function OrderLineList({ lines, label, testId }: { lines: OrderLineItem[]; label?: string; testId?: string }) {
  return (
    <ul className="flex flex-col divide-y divide-line" aria-label={label} data-testid={testId}>
      {lines.map((line, index) => (
        <li
          key={`${line.name}-${line.colour}-${line.size ?? ""}-${index}`}
          className="flex gap-3 py-3 first:pt-0"
          data-testid={line.replacement ? "replacement-line" : undefined}
        >
          <Thumbnail
            src={line.image}
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-md border border-line bg-canvas object-cover"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold break-words">{line.name}</p>
            <p className="text-muted">
              {line.colour ? `${line.colour} · ` : ""}
              {line.size ? `Size ${line.size} · ` : ""}Qty {line.quantity} × {amountsOf(line).unit}
            </p>
            {line.replacement ? <p className="font-medium text-emerald-800">{line.replacement.note}</p> : null}
          </div>
          <p className="text-sm font-bold tabular-nums">{amountsOf(line).total}</p>
        </li>
      ))}
    </ul>
  );
}
