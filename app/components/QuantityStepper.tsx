import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { MAX_PER_LINE } from "@rules/quantity";

export const MIN_QUANTITY = 1;

/** − / value / +, never below `min` nor above `max`; the value is announced when it changes. */
export function QuantityStepper({
  value,
  onChange,
  min = MIN_QUANTITY,
  max = MAX_PER_LINE,
  disabled = false,
  label = "Quantity",
  name,
  form,
}: {
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
  label?: string;
  /** The form field that carries the value, when it belongs to a form. */
  name?: string;
  /** The id of that form, when the stepper sits outside it. */
  form?: string;
}) {
  const id = useId();
  // The buttons need JavaScript: until the page has hydrated (or without it) a list of quantities stands
  // in, which a form post sends as it is.
  const hydrated = useHydrated();
  const labelId = `${id}-label`;
  const button =
    "inline-flex h-11 w-11 items-center justify-center text-ink transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";
  if (!hydrated && name) {
    return (
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-select`} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <select
          id={`${id}-select`}
          name={name}
          form={form}
          defaultValue={value}
          disabled={disabled}
          // Chosen in the moment React has hydrated but the buttons have not come yet (or before it, told by
          // app/lib/early-input.ts): the buttons then start from it.
          onChange={(event) => onChange(Number(event.currentTarget.value))}
          className="h-11 w-24 rounded-md border border-line bg-white px-3 text-base font-semibold text-ink"
        >
          {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const inactive = disabled || !hydrated;
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
      {name ? <input type="hidden" name={name} form={form} value={value} /> : null}
    </div>
  );
}
