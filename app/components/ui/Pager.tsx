import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { StoreLink } from "~/components/ui/StoreLink";

const shopButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold sm:px-4";
const staffButton =
  "inline-flex min-h-11 items-center gap-1 rounded-md border border-line bg-white px-3 text-sm font-semibold hover:border-ink";

/**
 * How each list pages. The shop's lists leave page 1 out of the address (one address a page) and show a
 * greyed-out button where there is no previous or next page; the staff's lists keep `page=1`.
 */
const looks = {
  shop: {
    label: "Pagination",
    nav: "mt-10 flex items-center justify-between gap-3 sm:justify-center sm:gap-6",
    iconSize: 18,
    previous: `${shopButton} border-line bg-white text-ink hover:border-ink`,
    next: `${shopButton} border-ink bg-ink text-white hover:bg-stone-700`,
    disabled: `${shopButton} border-line bg-stone-100 text-muted`,
    number: "font-semibold text-ink",
    rel: true,
    pageOneInAddress: false,
  },
  staff: {
    label: "Pages",
    nav: "flex items-center justify-between gap-3",
    iconSize: 16,
    previous: staffButton,
    next: staffButton,
    disabled: null,
    number: null,
    rel: false,
    pageOneInAddress: true,
  },
} as const;

/**
 * Previous / Page X of Y / Next as plain links, so paging works without JavaScript and every page has its
 * own URL. The other parameters of the current URL (filters, sort, search) are kept.
 */
export function Pager({
  look,
  path,
  params,
  page,
  totalPages,
}: {
  look: keyof typeof looks;
  path: string;
  params: URLSearchParams;
  page: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const style = looks[look];
  const href = (to: number) => {
    const next = new URLSearchParams(params);
    if (to > 1 || style.pageOneInAddress) next.set("page", String(to));
    else next.delete("page");
    const search = next.toString();
    return search ? `${path}?${search}` : path;
  };
  const number = (n: number) => (style.number ? <span className={style.number}>{n}</span> : n);
  const previous = (
    <>
      <ChevronLeft aria-hidden="true" size={style.iconSize} />
      Previous
    </>
  );
  const next = (
    <>
      Next
      <ChevronRight aria-hidden="true" size={style.iconSize} />
    </>
  );
  // Where there is no page to go to: a greyed-out button (the shop) or an empty place (the staff).
  const none = (content: ReactNode) =>
    style.disabled ? (
      <span aria-disabled="true" className={style.disabled}>
        {content}
      </span>
    ) : (
      <span />
    );
  return (
    <nav aria-label={style.label} className={style.nav}>
      {page > 1 ? (
        <StoreLink to={href(page - 1)} rel={style.rel ? "prev" : undefined} className={style.previous}>
          {previous}
        </StoreLink>
      ) : (
        none(previous)
      )}
      <p className="text-sm text-muted">
        Page {number(page)} of {number(totalPages)}
      </p>
      {page < totalPages ? (
        <StoreLink to={href(page + 1)} rel={style.rel ? "next" : undefined} className={style.next}>
          {next}
        </StoreLink>
      ) : (
        none(next)
      )}
    </nav>
  );
}
