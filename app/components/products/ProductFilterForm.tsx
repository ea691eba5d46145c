import { Search } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { Form, useLocation, useNavigationType, useSubmit } from "react-router";
import { PRICE_SLIDER_MAX, type ProductFacets } from "@rules/catalog-types";
import { latin1Html } from "~/lib/latin1-html";
import { formatCount, formatRupees } from "@rules/money";
import { priceInWords } from "@rules/price-in-words";
import { FacetFilters } from "./FacetFilters";
import { SortSelect, filterControl, filterLabel } from "./SortSelect";
import { cleanFilterParams, isSort, PAGE_SORTS, type ProductFilters } from "./filter-params";

const SEARCH_DEBOUNCE_MS = 300;
/** Keyboard steps on a slider come in bursts (arrow keys held down): one navigation per burst. */
const SLIDER_DEBOUNCE_MS = 500;
const PRICE_STEP = 100;

/** Marks the history entries this form creates (navigation state), to tell them from Back and links. */
const FROM_FORM = { productFilters: true } as const;
const isFromForm = (state: unknown) =>
  typeof state === "object" && state !== null && "productFilters" in state && state.productFilters === true;
/** An entry made by moving a price slider: the next move replaces it, so Back skips the steps between. */
const FROM_SLIDER = { productFilters: true, priceSlider: true } as const;
const isFromSlider = (state: unknown) => isFromForm(state) && (state as { priceSlider?: unknown }).priceSlider === true;

const toSlider = (rupees: number) => Math.min(Math.max(rupees, 0), PRICE_SLIDER_MAX);

/** The filters as a comparable string: the cleaned parameters without the page, in a fixed order. */
function filtersKey(params: URLSearchParams): string {
  const cleaned = cleanFilterParams(params).params;
  cleaned.delete("page");
  cleaned.sort();
  return cleaned.toString();
}

function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return cleanFilterParams(params).params;
}

/** Slider labels carry the current value: beside the name, or under it in a narrow column. */
const sliderLabel =
  "mb-1.5 flex min-h-5 flex-col text-sm font-medium text-ink min-[420px]:flex-row min-[420px]:items-baseline min-[420px]:justify-between min-[420px]:gap-2";

/**
 * Search, two price sliders, the sort and the other filters (FacetFilters) of the products page. A plain GET form, so it works without
 * JavaScript (the Apply button); with JavaScript it submits by itself: typing after a pause (replacing the
 * history entry while a search is refined), sort and sliders at once (a new history entry, so Back
 * returns to the previous results; a slider's later moves replace its own entry). Filters live in the URL only.
 */
export function ProductFilterForm({ filters, facets }: { filters: ProductFilters; facets: ProductFacets }) {
  const submit = useSubmit();
  const location = useLocation();
  const navigationType = useNavigationType();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sliderTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const currentKey = filtersKey(new URLSearchParams(location.search));
  // What was last asked for, so a slider released without moving, or reported twice, navigates once.
  const lastSent = useRef(currentKey);

  // The controls follow the URL when something other than this form changed it (Back and Forward,
  // Clear filters, a link). After the form's own navigations they keep what the shopper has done since:
  // a search may have been typed further while the previous one loaded.
  const ownNavigation = navigationType !== "POP" && isFromForm(location.state);
  const [syncedKey, setSyncedKey] = useState(location.key);
  const [range, setRange] = useState({ min: toSlider(filters.minPrice), max: toSlider(filters.maxPrice) });
  const [sort, setSort] = useState<string>(filters.sort);
  if (syncedKey !== location.key) {
    setSyncedKey(location.key);
    const shown = { min: toSlider(filters.minPrice), max: toSlider(filters.maxPrice) };
    if (!ownNavigation) {
      setRange(shown);
      setSort(filters.sort);
    } else {
      // A price written in the search ("shades under 2000") narrows the list: the sliders show it, unless
      // one has moved since the form sent what the URL holds.
      const sent = new URLSearchParams(location.search);
      const sentMin = toSlider(Number(sent.get("minPrice") ?? 0) || 0);
      const sentMax = toSlider(Number(sent.get("maxPrice") ?? PRICE_SLIDER_MAX) || 0);
      if (range.min === sentMin && range.max === sentMax) setRange(shown);
    }
  }

  // The page as rendered on the server already shows the URL: typing that starts before this effect
  // runs (a slow phone still hydrating) must not be wiped, so only later locations are applied.
  const appliedKey = useRef(location.key);
  useEffect(() => {
    if (appliedKey.current === location.key) return;
    appliedKey.current = location.key;
    if (ownNavigation) return;
    lastSent.current = currentKey;
    if (searchRef.current) searchRef.current.value = filters.q;
  }, [location.key, ownNavigation, currentKey, filters.q]);

  function send({ replace, force = false, slider = false }: { replace: boolean; force?: boolean; slider?: boolean }) {
    clearTimeout(searchTimer.current);
    clearTimeout(sliderTimer.current);
    const form = formRef.current;
    if (!form) return;
    // Once a slider moves, the sliders hold the price: a price left in the search's words would go on
    // narrowing the list whatever they say, so it leaves the search box ("shades under 2000" -> "shades").
    const search = searchRef.current;
    if (slider && search) {
      const { text, minPrice, maxPrice } = priceInWords(search.value);
      if (minPrice !== undefined || maxPrice !== undefined) search.value = text;
    }
    const params = formParams(form);
    const key = filtersKey(params);
    if (!force && key === lastSent.current) return;
    lastSent.current = key;
    // Applying what the URL already shows (Enter after the search went out) adds no history entry.
    const unchanged = key === filtersKey(new URLSearchParams(window.location.search));
    // A slider moved in steps (a slow phone, or keys pressed one by one) makes one entry, not one a step.
    // React Router keeps an entry's state in history.state.usr; read it now, not from the last render.
    const afterSliderMove = slider && isFromSlider((window.history.state as { usr?: unknown } | null)?.usr);
    void submit(params, {
      method: "get",
      action: "/products",
      replace: replace || unchanged || afterSliderMove,
      preventScrollReset: true,
      state: slider ? FROM_SLIDER : FROM_FORM,
    });
  }

  const sendSoon = () => {
    clearTimeout(sliderTimer.current);
    sliderTimer.current = setTimeout(() => send({ replace: false, slider: true }), SLIDER_DEBOUNCE_MS);
  };

  // The native `change` event (not React's onChange, which fires on every step) marks the end of a
  // slider gesture for input methods without pointer or key events, such as assistive technology.
  useEffect(() => {
    const sliders = [minRef.current, maxRef.current];
    const onChange = () => {
      clearTimeout(sliderTimer.current);
      sliderTimer.current = setTimeout(() => formRef.current?.requestSubmit(), SLIDER_DEBOUNCE_MS);
    };
    for (const slider of sliders) slider?.addEventListener("change", onChange);
    return () => {
      for (const slider of sliders) slider?.removeEventListener("change", onChange);
    };
  }, []);

  useEffect(
    () => () => {
      clearTimeout(searchTimer.current);
      clearTimeout(sliderTimer.current);
    },
    [],
  );

  const sliderEvents = {
    onPointerUp: () => send({ replace: false, slider: true }),
    onKeyUp: sendSoon,
  };

  const sorts = isSort(sort) && !PAGE_SORTS.includes(sort) ? [...PAGE_SORTS, sort] : PAGE_SORTS;

  return (
    <Form
      ref={formRef}
      method="get"
      action="/products"
      aria-label="Filter products"
      className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        send({
          replace: false,
          force: event.nativeEvent instanceof SubmitEvent && event.nativeEvent.submitter !== null,
        });
      }}
    >
      <div className="grid grid-cols-2 items-start gap-x-4 gap-y-5 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="product-search" className={filterLabel}>
            Search products
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              size={18}
              className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
            />
            <input
              ref={searchRef}
              id="product-search"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
              // Three dots, not "…": an attribute cannot be written as markup (app/lib/latin1-html.ts).
              placeholder="Shirts, loafers, watches..."
              className={`${filterControl} pl-10 pr-3 placeholder:text-stone-500`}
              onChange={() => {
                clearTimeout(searchTimer.current);
                // Refining a search replaces its history entry; starting one adds an entry.
                searchTimer.current = setTimeout(
                  () => send({ replace: new URLSearchParams(window.location.search).has("q") }),
                  SEARCH_DEBOUNCE_MS,
                );
              }}
            />
          </div>
        </div>

        <PriceSlider
          id="min-price"
          name="minPrice"
          label="Lowest price"
          inputRef={minRef}
          value={range.min}
          onValue={(value) => setRange((r) => ({ ...r, min: Math.min(value, r.max) }))}
          {...sliderEvents}
        />

        <PriceSlider
          id="max-price"
          name="maxPrice"
          label="Highest price"
          inputRef={maxRef}
          value={range.max}
          orMore={range.max >= PRICE_SLIDER_MAX}
          onValue={(value) => setRange((r) => ({ ...r, max: Math.max(value, r.min) }))}
          {...sliderEvents}
        />

        <SortSelect
          id="sort"
          sorts={sorts}
          value={sort}
          onChange={(event) => {
            setSort(event.currentTarget.value);
            send({ replace: false });
          }}
        />

        <div>
          {/* Lines the button up with the fields, under their labels. */}
          <span aria-hidden="true" className="mb-1.5 block h-5" />
          <button
            type="submit"
            className="h-11 w-full rounded-md bg-ink px-5 text-sm font-semibold text-white transition-colors hover:bg-stone-700"
          >
            Apply filters
          </button>
        </div>
      </div>
      <FacetFilters filters={filters} facets={facets} onChoose={() => send({ replace: false })} />
    </Form>
  );
}

/**
 * A price slider, its label carrying the price it is at ("₹10,000+" at the top), written as markup, and its value
 * told to assistive technology in words ("10,000 rupees or more"): an attribute cannot be written as markup, and
 * "₹" in one would make the page two bytes a character (app/lib/latin1-html.ts).
 */
function PriceSlider({
  id,
  name,
  label,
  inputRef,
  value,
  orMore = false,
  onValue,
  onPointerUp,
  onKeyUp,
}: {
  id: string;
  name: string;
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: number;
  orMore?: boolean;
  onValue: (value: number) => void;
  onPointerUp: () => void;
  onKeyUp: () => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={sliderLabel}>
        {label}
        <output
          htmlFor={id}
          className="font-semibold tabular-nums"
          dangerouslySetInnerHTML={latin1Html(`${formatRupees(value)}${orMore ? "+" : ""}`)}
        />
      </label>
      <input
        ref={inputRef}
        id={id}
        type="range"
        name={name}
        min={0}
        max={PRICE_SLIDER_MAX}
        step={PRICE_STEP}
        value={value}
        aria-valuetext={`${formatCount(value)} rupees${orMore ? " or more" : ""}`}
        className="m-0 block h-11 w-full cursor-pointer accent-accent"
        onChange={(event) => onValue(Number(event.currentTarget.value))}
        onPointerUp={onPointerUp}
        onKeyUp={onKeyUp}
      />
    </div>
  );
}
