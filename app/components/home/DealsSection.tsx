import { useNavigation } from "react-router";
import { ChevronDown } from "lucide-react";
import type { ProductCardView } from "@rules/catalog-types";
import { PAGE_SIZE } from "@rules/catalog-types";
import { ProductGrid } from "~/components/ProductCard";
import { CatalogCards } from "~/components/CatalogCards";
import { StoreLink } from "~/components/ui/StoreLink";

const HEADING = "Your City's Best Deals Handpicked for you";

/**
 * The deals grid: the first `page * PAGE_SIZE` featured products. "View More" is a plain link to the
 * next page, so it works without JavaScript and can be shared; with JavaScript it keeps the scroll
 * position and shows skeleton cards while the next 20 load.
 */
export function DealsSection({
  products,
  total,
  page,
  totalPages,
}: {
  products: ProductCardView[];
  total: number;
  page: number;
  totalPages: number;
}) {
  const navigation = useNavigation();
  const nextPage = page + 1;
  const loadingMore =
    navigation.state === "loading" &&
    navigation.location.pathname === "/" &&
    new URLSearchParams(navigation.location.search).get("page") === String(nextPage);
  const comingCount = Math.min(PAGE_SIZE, total - products.length);

  return (
    <section aria-labelledby="deals-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Top deals</p>
          <h2 id="deals-heading" className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">
            {HEADING}
          </h2>
        </div>
        <p role="status" className="text-sm text-muted">
          Showing {products.length} of {total}
        </p>
      </div>

      {products.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-line bg-white px-6 py-14 text-center">
          <p className="text-lg font-semibold">New deals are on their way</p>
          <p className="mt-2 text-muted">Nothing to show here just now. Browse the whole store in the meantime.</p>
          <StoreLink
            to="/products"
            className="mt-6 inline-flex min-h-12 items-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
          >
            Browse products
          </StoreLink>
        </div>
      ) : (
        <div className="mt-8" aria-busy={loadingMore || undefined}>
          <ProductGrid>
            {/* Not eager: the grid sits below the banner, the carousel and the collection video. */}
            <CatalogCards products={products} />
            {loadingMore
              ? Array.from({ length: comingCount }, (_, index) => <SkeletonCard key={`skeleton-${index}`} />)
              : null}
          </ProductGrid>
        </div>
      )}

      {page < totalPages ? (
        <div className="mt-10 flex justify-center">
          <StoreLink
            to={`?page=${nextPage}`}
            preventScrollReset
            aria-disabled={loadingMore || undefined}
            className={`inline-flex min-h-12 items-center gap-2 rounded-md border-2 border-ink px-8 text-base font-semibold transition-colors hover:bg-ink hover:text-white ${
              loadingMore ? "pointer-events-none opacity-60" : ""
            }`}
          >
            {loadingMore ? "Loading more…" : "View More"}
            {loadingMore ? null : <ChevronDown aria-hidden="true" size={18} />}
          </StoreLink>
        </div>
      ) : null}
    </section>
  );
}

function SkeletonCard() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-lg border border-line bg-white"
    >
      <div className="aspect-[4/5] bg-stone-200" />
      <div className="space-y-2 p-3">
        <div className="h-3 w-4/5 rounded bg-stone-200" />
        <div className="h-3 w-1/2 rounded bg-stone-200" />
        <div className="h-4 w-2/5 rounded bg-stone-200" />
      </div>
    </div>
  );
}
