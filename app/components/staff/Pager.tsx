import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-md border border-line bg-white px-3 text-sm font-semibold hover:border-ink";

/** Previous and next links of a staff list, keeping its filters. */
export function Pager({
  page,
  totalPages,
  path,
  params,
}: {
  page: number;
  totalPages: number;
  path: string;
  params: URLSearchParams;
}) {
  if (totalPages <= 1) return null;
  const href = (to: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(to));
    return `${path}?${next}`;
  };
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass}>
          <ChevronLeft aria-hidden="true" size={16} />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link to={href(page + 1)} className={linkClass}>
          Next
          <ChevronRight aria-hidden="true" size={16} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
