import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { SIDEBAR_LINKS } from "@rules/collections";
import { StoreLink } from "~/components/ui/StoreLink";

/**
 * The category sidebar (docs/product.md section 2): "Category", the ten category links with the current one
 * in bold, and "All Products". Beside the page on wide screens; a scrollable row of chips above it on
 * phones, so it never crowds a 375 px screen.
 */
export default function CategoryLayout() {
  const { pathname } = useLocation();
  // Paths were spelt two ways by the older client (/Luxury-page): compare without case.
  const current = pathname.toLowerCase().replace(/\/+$/, "");
  const row = useRef<HTMLUListElement>(null);

  // On phones the links are one scrolling row: bring the current one into it (without moving the page).
  useEffect(() => {
    const list = row.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    const chipLeft = chip.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    list.scrollLeft = Math.max(0, chipLeft - (list.clientWidth - chip.offsetWidth) / 2);
  }, [current]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-10 lg:py-8">
      <nav aria-labelledby="category-nav-heading" className="min-w-0 lg:w-60 lg:shrink-0">
        <div className="lg:sticky lg:top-24">
          <h2
            id="category-nav-heading"
            className="mb-2 text-xs font-semibold uppercase tracking-widest text-muted lg:mb-3 lg:text-sm"
          >
            Category
          </h2>
          <ul
            ref={row}
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0 lg:pb-0"
          >
            {SIDEBAR_LINKS.map((link) => {
              const active = link.path.toLowerCase() === current;
              return (
                <li key={link.path} className="shrink-0">
                  <StoreLink
                    to={link.path}
                    aria-current={active ? "page" : undefined}
                    className={`flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm transition-colors lg:whitespace-normal lg:rounded-md lg:border-0 lg:border-l-2 lg:px-3 lg:py-2 ${
                      active
                        ? "border-ink bg-ink font-bold text-white lg:border-accent lg:bg-accent-soft lg:text-ink"
                        : "border-line bg-white font-normal text-ink hover:border-ink lg:border-transparent lg:bg-transparent lg:hover:bg-stone-100"
                    }`}
                  >
                    {link.label}
                  </StoreLink>
                </li>
              );
            })}
            <li className="shrink-0 lg:mt-3 lg:border-t lg:border-line lg:pt-3">
              <StoreLink
                to="/"
                className="flex min-h-11 items-center whitespace-nowrap rounded-full border border-dashed border-line px-4 text-sm font-medium text-muted hover:border-ink hover:text-ink lg:rounded-md lg:border-0 lg:border-l-2 lg:border-transparent lg:px-3"
              >
                All Products
              </StoreLink>
            </li>
          </ul>
        </div>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
