import { useRef } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { productPath, type ColourView } from "@rules/catalog-types";
import { ProductPicture } from "../ProductPicture";

/** A swatch is 56 x 70 px (the photos are 4:5): the picture need be no wider. */
const SWATCH_SIZES = "56px";

/** The colour's name as shown, for a colour that was never named. */
const nameOf = (colour: ColourView, index: number) => colour.name || `Colour ${index + 1}`;

/**
 * The colours of a product as photo swatches, each a link to the product on that colour, so a choice works
 * without JavaScript and before the page hydrates; with it, React Router loads the colour in place (the
 * history entry replaced, the scroll kept). Announced as a radio group whose chosen swatch alone is in the
 * tab order; once hydrated the arrow keys, Home and End move to another colour and load it, as native radios
 * do. Nothing is shown for a product of one colour.
 */
export interface ColourPickerProps {
  productId: number;
  colours: ColourView[];
  /** The chosen colour's slug. */
  chosen: string;
  /** The address of the product on a colour: its own page's unless given. */
  linkTo?: (slug: string) => string;
}

export function ColourPicker({
  productId,
  colours,
  chosen,
  linkTo = (slug) => productPath({ id: productId, colours }, slug),
}: ColourPickerProps) {
  const navigate = useNavigate();
  const swatches = useRef<(HTMLAnchorElement | null)[]>([]);
  const { pathname } = useLocation();
  // The colour being loaded is shown chosen at once, so the tap is answered before the page's data comes.
  const going = useNavigation().location;
  if (colours.length < 2) return null;
  const target = going ? `${going.pathname}${going.search}` : null;
  const resolved = (to: string) => (to.startsWith("?") ? `${pathname}${to}` : to);
  const shown = (target && colours.find((c) => resolved(linkTo(c.slug)) === target)?.slug) || chosen;
  const chosenIndex = Math.max(
    0,
    colours.findIndex((c) => c.slug === shown),
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = colours.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    swatches.current[next]?.focus();
    void navigate(linkTo(colours[next]!.slug), { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-ink">
        Colour: <span className="font-normal text-muted">{nameOf(colours[chosenIndex]!, chosenIndex)}</span>
      </p>
      <div role="radiogroup" aria-label="Colour" className="flex flex-wrap gap-2.5" data-testid="colour-picker">
        {colours.map((colour, index) => {
          const checked = index === chosenIndex;
          const name = nameOf(colour, index);
          return (
            <Link
              key={colour.slug}
              ref={(element) => {
                swatches.current[index] = element;
              }}
              to={linkTo(colour.slug)}
              replace
              preventScrollReset
              role="radio"
              aria-checked={checked}
              aria-label={colour.inStock !== false ? name : `${name}, sold out`}
              tabIndex={checked ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
              data-colour={colour.slug}
              className={`group relative block h-[4.375rem] w-14 shrink-0 rounded-md bg-stone-100 outline-offset-2 ring-offset-2 focus-visible:outline-2 focus-visible:outline-accent ${
                checked ? "ring-2 ring-ink" : "ring-1 ring-line hover:ring-stone-400"
              }`}
            >
              <span className="block h-full w-full overflow-hidden rounded-md">
                <ProductPicture
                  image={colour.swatch}
                  alt=""
                  sizes={SWATCH_SIZES}
                  loading="lazy"
                  className={
                    colour.inStock !== false
                      ? "h-full w-full object-cover"
                      : "h-full w-full object-cover opacity-40 grayscale"
                  }
                />
              </span>
              {colour.inStock !== false ? null : (
                // Struck through corner to corner, as the sizes that are sold out are.
                <svg
                  aria-hidden="true"
                  viewBox="0 0 100 100"
                  preserveAspectRatio="none"
                  className="pointer-events-none absolute inset-0 h-full w-full text-muted"
                >
                  <line
                    x1="0"
                    y1="100"
                    x2="100"
                    y2="0"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    vectorEffect="non-scaling-stroke"
                  />
                </svg>
              )}
              {/* The name on hover and keyboard focus (the chosen one's is in the label above, which this would
                  cover); not laid out otherwise, so it never widens the page. */}
              {checked ? null : (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 hidden -translate-x-1/2 whitespace-nowrap rounded bg-ink px-2 py-1 text-xs font-medium text-white shadow group-hover:block group-focus-visible:block"
                >
                  {colour.inStock !== false ? name : `${name} (sold out)`}
                </span>
              )}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
