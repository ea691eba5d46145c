import { ArrowDownUp, SlidersHorizontal } from "lucide-react";

const button =
  "flex min-h-12 flex-1 items-center justify-center gap-2 text-sm font-semibold text-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent";

/** Opens the "More filters" fold (FacetFilters) that the Filter link leads to. */
function openFilters() {
  const fold = document.getElementById("more-filters")?.closest("details");
  if (fold) fold.open = true;
}

/**
 * On a phone, "Sort | Filter" stays at the bottom of the screen while the shopper scrolls a list: plain
 * links to the sort choice and the filters, so they work without JavaScript; with it, Filter also unfolds
 * the filters. Placed last in the list and sticky (not fixed), it leaves with the list, never covering
 * the footer.
 */
export function StickySortFilterBar({ sortId }: { sortId: string }) {
  return (
    <nav
      aria-label="Sort and filter shortcuts"
      className="sticky bottom-0 z-30 -mx-4 mt-6 flex divide-x divide-line border-t border-line bg-white/95 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur sm:-mx-6 md:hidden"
    >
      <a href={`#${sortId}`} className={button}>
        <ArrowDownUp aria-hidden="true" size={18} />
        Sort
      </a>
      <a href="#more-filters" className={button} onClick={openFilters}>
        <SlidersHorizontal aria-hidden="true" size={18} />
        Filter
      </a>
    </nav>
  );
}
