import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import { useHydrated } from "~/lib/use-hydrated";

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

/** − / value / +, never below `min` nor above `max`; the value is announced when it changes. */
export function QuantityStepper({
  value,
  onChange,
  min = MIN_QUANTITY,
  max = MAX_QUANTITY,
  disabled = false,
  label = "Quantity",
}: {
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
  label?: string;
}) {
  const id = useId();
  // The buttons need JavaScript: until the page has hydrated they would do nothing.
  const hydrated = useHydrated();
  const inactive = disabled || !hydrated;
  const labelId = `${id}-label`;
  const button =
    "inline-flex h-11 w-11 items-center justify-center text-ink transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-semibold text-ink">
        {label}
      </span>
      <div className="inline-flex w-fit items-center overflow-hidden rounded-md border border-line bg-white">
        <button
          type="button"
          className={button}
          aria-label="Decrease quantity"
          disabled={inactive || value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Minus aria-hidden="true" size={18} />
        </button>
        <output
          aria-live="polite"
          aria-label={label}
          data-testid="quantity-value"
          className="min-w-12 border-x border-line px-3 text-center text-base font-semibold tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          className={button}
          aria-label="Increase quantity"
          disabled={inactive || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Plus aria-hidden="true" size={18} />
        </button>
      </div>
    </div>
  );
}
