import { Search } from "lucide-react";
import { Suspense, useMemo, type FormEvent } from "react";
import { useLocation, useNavigate, type NavigateFunction } from "react-router";
import { later } from "~/lib/later";

/**
 * The store's search box, on every page: a plain GET form to /products (so it works without JavaScript),
 * keeping what was searched for on the results page. With JavaScript it suggests products and collections as
 * the shopper types (SearchCombobox.tsx).
 *
 * The suggestions' code (downshift, a tenth of a page's first-load script) is not part of the page's first
 * load: the server renders the combobox, and the browser asks for its script as the page hydrates and hydrates
 * the box when it has come. Until then the box is the server's plain form, which searches as well.
 */
export function HeaderSearch({ className }: { className: string }) {
  const location = useLocation();
  const current = location.pathname === "/products" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  // The same element while the search stays the same: React renders a box still waiting for its script afresh
  // when it is given anything new, and would show the plain box for that moment.
  return useMemo(
    () => (
      <Suspense fallback={<PlainSearchBox current={current} className={className} />}>
        {/* A page with another search (or none) starts the box afresh with it. */}
        <SearchCombobox key={current} current={current} className={className} />
      </Suspense>
    ),
    [current, className],
  );
}

const SearchCombobox = later(() => import("./SearchCombobox"), PlainSearchBox);

/** The box without suggestions: what the browser shows of it until the combobox's script has come. */
function PlainSearchBox({ current, className }: { current: string; className: string }) {
  const navigate = useNavigate();
  return (
    <form {...searchFormProps(className, navigate)}>
      <label className="relative w-full">
        <span className="sr-only">Search the store</span>
        <SearchIcon />
        <input {...SEARCH_INPUT_PROPS} defaultValue={current} />
      </label>
    </form>
  );
}

/** The form around the box: a plain GET to /products, and with JavaScript a navigation to the same place. */
export function searchFormProps(className: string, navigate: NavigateFunction) {
  return {
    role: "search",
    method: "get",
    action: "/products",
    className: `${className} relative items-center`,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // The words as typed, without reloading the page: read from the box itself, which holds them even in the
      // moment after hydration before the combobox's state has taken them up.
      event.preventDefault();
      const field = new FormData(event.currentTarget).get("q");
      const words = (typeof field === "string" ? field : "").trim();
      void navigate(words ? `/products?${new URLSearchParams({ q: words })}` : "/products");
    },
  };
}

export function SearchIcon() {
  return (
    <Search
      aria-hidden="true"
      size={18}
      className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
    />
  );
}

/** The box's own attributes, with or without suggestions. */
export const SEARCH_INPUT_PROPS = {
  type: "search",
  name: "q",
  maxLength: 100,
  enterKeyHint: "search",
  autoComplete: "off",
  // Takes up words typed before hydration itself (SearchCombobox.tsx), without opening the suggestions.
  "data-own-early-input": "",
  // Three dots, not "…": an attribute cannot be written as markup (app/lib/latin1-html.ts).
  placeholder: "Search shirts, shoes, watches...",
  className:
    "h-11 w-full rounded-full border border-line bg-stone-50 pl-10 pr-4 text-base text-ink placeholder:text-muted focus:border-ink focus:bg-white",
} as const;
