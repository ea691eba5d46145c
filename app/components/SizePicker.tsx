import { useEffect, useId, useRef } from "react";
import type { SizeAvailability } from "@rules/catalog-types";
import { formatRupees } from "@rules/money";
import { latin1Html } from "~/lib/latin1-html";

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
  form,
  id,
  availability,
}: {
  sizes: string[];
  value: string | null;
  onChange: (size: string) => void;
  label?: string;
  names?: Record<string, string>;
  disabled?: boolean;
  /** The form field name; a unique one is made when not given. */
  name?: string;
  /** The id of the form the radios belong to, when they sit outside it. */
  form?: string;
  /** The fieldset's id (a card's "Select size" lands on the product's `#sizes`). */
  id?: string;
  /** Per size: sold out (shown struck through, not selectable) or only a few left. */
  availability?: SizeAvailability[];
}) {
  const stateOf = new Map(availability?.map((a) => [a.size, a]));
  const chosen = value ? stateOf.get(value) : undefined;
  const fallbackName = useId();
  const fieldName = name ?? `size-${fallbackName}`;
  // A size picked before the page hydrated is checked in the radios but not in the shopper's choice (React
  // leaves it in place while hydrating, then unchecks it): it is taken up, so the shopper need not pick again.
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const picked = group.current?.querySelector<HTMLInputElement>("input[type=radio]:checked");
    if (picked && picked.value !== value) onChange(picked.value);
    // Once, when the radios first run in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset ref={group} id={id} disabled={disabled} className="min-w-0 scroll-mt-32">
      <legend className="mb-2 text-sm font-semibold text-ink">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const own = stateOf.get(size);
          const soldOut = own?.inStock === false;
          return (
            <label key={size} className="relative cursor-pointer has-[:disabled]:cursor-not-allowed">
              <input
                type="radio"
                name={fieldName}
                form={form}
                value={size}
                checked={value === size}
                disabled={soldOut}
                onChange={() => onChange(size)}
                className="peer sr-only"
              />
              <span
                className={`inline-flex h-full min-h-11 min-w-11 flex-col items-center justify-center rounded-md border border-line bg-white px-3 text-sm font-semibold text-ink transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:opacity-50 ${
                  soldOut ? "border-dashed text-muted line-through" : "hover:border-ink"
                }`}
              >
                {names?.[size] ?? size}
                {own?.price !== undefined ? (
                  <span className="block text-xs font-normal">
                    <span className="sr-only">, </span>
                    {/* As markup, so its "₹" keeps the page at one byte a character (latin1Html). */}
                    <span dangerouslySetInnerHTML={latin1Html(formatRupees(own.price))} />
                  </span>
                ) : null}
                {soldOut ? <span className="sr-only">, sold out</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {chosen?.fewLeft ? (
        <p className="mt-2 text-sm font-semibold text-accent-dark" data-testid="few-left">
          Only {chosen.fewLeft} left in {names?.[chosen.size] ?? chosen.size}
        </p>
      ) : null}
    </fieldset>
  );
}
