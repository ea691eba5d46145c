import { useCombobox } from "downshift";
import { LayoutGrid } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import type { SearchSuggestions } from "@rules/catalog-types";
import { formatPaise } from "@rules/money";
import { Thumbnail } from "~/components/ui/Thumbnail";
import { SEARCH_INPUT_PROPS, SearchIcon, searchFormProps } from "./HeaderSearch";

type Suggestion =
  | ({ kind: "product" } & SearchSuggestions["products"][number])
  | ({ kind: "collection" } & SearchSuggestions["collections"][number]);

const EMPTY: Suggestion[] = [];
/** Suggestions start at the second letter: one letter matches half the catalogue. */
const MIN_LETTERS = 2;

const suggestionPath = (item: Suggestion) => (item.kind === "product" ? `/product/${item.id}` : item.path);
const suggestionText = (item: Suggestion | null) => (!item ? "" : item.kind === "product" ? item.name : item.title);

/** Suggestions per search, kept for the visit: typing back over a word asks nothing again. */
const answers = new Map<string, Suggestion[]>();

async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestion[]> {
  const response = await fetch(`/api/products/suggestions?q=${encodeURIComponent(q)}`, { signal });
  if (!response.ok) return EMPTY;
  const body = (await response.json()) as SearchSuggestions;
  const items: Suggestion[] = [
    ...body.collections.map((c) => ({ kind: "collection" as const, ...c })),
    ...body.products.map((p) => ({ kind: "product" as const, ...p })),
  ];
  answers.set(q, items);
  return items;
}

/**
 * The header's search box with suggestions: as the shopper types it suggests products (picture and price) and
 * collections, as an ARIA combobox (downshift): arrows move through them, Enter opens the one chosen, or
 * searches for the words when none is. The browser fetches it as the page hydrates (HeaderSearch.tsx).
 */
export default function SearchCombobox({ current, className }: { current: string; className: string }) {
  const navigate = useNavigate();
  // Re-rendered when an answer arrives; the answers themselves are kept in `answers`.
  const [, setArrived] = useState("");
  const [typed, setTyped] = useState(current);
  const q = typed.trim().toLowerCase();
  const wanted = q.length >= MIN_LETTERS && q !== current.trim().toLowerCase();
  const items = (wanted && answers.get(q)) || EMPTY;

  const inputId = useId();
  const combobox = useCombobox<Suggestion>({
    inputId,
    items,
    initialInputValue: current,
    itemToString: suggestionText,
    // The box keeps the words typed; choosing a suggestion opens it.
    selectedItem: null,
    onInputValueChange: ({ inputValue, type }) => {
      // Typed, or taken up from the box after hydration (below).
      if (
        type === useCombobox.stateChangeTypes.InputChange ||
        type === useCombobox.stateChangeTypes.FunctionSetInputValue
      )
        setTyped(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) void navigate(suggestionPath(selectedItem));
    },
  });

  // Words typed before the page hydrated are in the box but not in the combobox's state (React leaves what a
  // shopper typed in place): they are taken up, so Enter searches for them and not for what the page came with.
  useEffect(() => {
    const shown = (document.getElementById(inputId) as HTMLInputElement | null)?.value ?? current;
    if (shown === current) return;
    combobox.setInputValue(shown);
    // Once, when the box first runs in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!wanted || answers.has(q)) return;
    const controller = new AbortController();
    fetchSuggestions(q, controller.signal)
      .then(() => setArrived(q))
      // A request overtaken by the next keystroke, or a network failure: the form still searches.
      .catch(() => {});
    return () => controller.abort();
  }, [q, wanted]);

  const open = combobox.isOpen && items.length > 0;

  return (
    <form {...searchFormProps(className, navigate)}>
      <label className="relative w-full" {...combobox.getLabelProps()}>
        <span className="sr-only">Search the store</span>
        <SearchIcon />
        <input
          {...combobox.getInputProps({
            ...SEARCH_INPUT_PROPS,
            // Enter with no suggestion chosen sends the form (downshift would otherwise keep it).
            onKeyDown: (event) => {
              if (event.key === "Enter" && combobox.highlightedIndex < 0) {
                (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                  true;
              }
            },
          })}
        />
      </label>
      <ul
        {...combobox.getMenuProps({
          "aria-label": "Suggestions",
          className: `absolute left-0 right-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-lg ${open ? "" : "hidden"}`,
        })}
      >
        {open
          ? items.map((item, index) => (
              <li
                key={item.kind === "product" ? `p${item.id}` : `c${item.path}`}
                {...combobox.getItemProps({
                  item,
                  index,
                  className: `flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm ${combobox.highlightedIndex === index ? "bg-stone-100" : ""}`,
                })}
              >
                {item.kind === "product" ? (
                  <>
                    <Thumbnail
                      src={item.image}
                      width={40}
                      height={40}
                      className="size-10 shrink-0 rounded-md bg-stone-100 object-cover"
                    />
                    <span className="min-w-0 flex-1 truncate text-ink">{item.name}</span>
                    <span className="shrink-0 font-semibold tabular-nums text-ink">{formatPaise(item.pricePaise)}</span>
                  </>
                ) : (
                  <>
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent-dark">
                      <LayoutGrid aria-hidden="true" size={18} />
                    </span>
                    <span className="min-w-0 flex-1 truncate text-ink">
                      All in <span className="font-semibold">{item.title}</span>
                    </span>
                  </>
                )}
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}
