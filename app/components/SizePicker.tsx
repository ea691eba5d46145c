import { useId } from "react";

/**
 * The sizes of a product as a radio group styled as buttons: native radios, so arrow keys, screen
 * readers and forms all work. `value` is the raw stored size; `names` gives display names
 * (flip-flops: "UK 6 / EURO 40").
 */
export function SizePicker({
  sizes,
  value,
  onChange,
  label = "Size",
  names,
  disabled = false,
  name,
}: {
  sizes: string[];
  value: string | null;
  onChange: (size: string) => void;
  label?: string;
  names?: Record<string, string>;
  disabled?: boolean;
  /** The form field name; a unique one is made when not given. */
  name?: string;
}) {
  const fallbackName = useId();
  const fieldName = name ?? `size-${fallbackName}`;
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => (
          <label key={size} className="relative cursor-pointer has-[:disabled]:cursor-not-allowed">
            <input
              type="radio"
              name={fieldName}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line bg-white px-3 text-sm font-semibold text-ink transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:opacity-50 hover:border-ink">
              {names?.[size] ?? size}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
