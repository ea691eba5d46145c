import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { withPage } from "./filter-params";

const base =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold sm:px-4";

/**
 * Previous / Page X of Y / Next as plain links, so paging works without JavaScript and every page has
 * its own URL. The other parameters of the current URL are kept.
 */
export function Pagination({
  pathname,
  params,
  page,
  totalPages,
}: {
  pathname: string;
  params: URLSearchParams;
  page: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const previous = page > 1 ? `${pathname}${withPage(params, page - 1)}` : null;
  const next = page < totalPages ? `${pathname}${withPage(params, page + 1)}` : null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-3 sm:justify-center sm:gap-6">
      {previous ? (
        <Link to={previous} rel="prev" className={`${base} border-line bg-white text-ink hover:border-ink`}>
          <ChevronLeft aria-hidden="true" size={18} />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={`${base} border-line bg-stone-100 text-muted`}>
          <ChevronLeft aria-hidden="true" size={18} />
          Previous
        </span>
      )}
      <p className="text-sm text-muted">
        Page <span className="font-semibold text-ink">{page}</span> of{" "}
        <span className="font-semibold text-ink">{totalPages}</span>
      </p>
      {next ? (
        <Link to={next} rel="next" className={`${base} border-ink bg-ink text-white hover:bg-stone-700`}>
          Next
          <ChevronRight aria-hidden="true" size={18} />
        </Link>
      ) : (
        <span aria-disabled="true" className={`${base} border-line bg-stone-100 text-muted`}>
          Next
          <ChevronRight aria-hidden="true" size={18} />
        </span>
      )}
    </nav>
  );
}
