import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/*
 * The store's links are plain <a> elements. React Router's <Link> resolves its path against the route's
 * matches and makes a click handler in every instance: on a collection of 40 cards with the header and footer,
 * about 130 of them, 5-10% of a page's render on the server and a share of its hydration in the browser. Here
 * one listener on the document (StoreLinkNavigation, in the root) turns a click on any of them into React
 * Router's navigation, as <Link> would; without JavaScript they are ordinary links. React Router's <Link> stays
 * only where a navigation carries `state` or `replace`.
 */

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export interface StoreLinkProps extends AnchorProps {
  /** A path in the store ("/shirts?page=2", "/product/7#sizes"), or a query for the page showing ("?item=7"). */
  to: string;
  /** Keep the scroll position after the navigation (a detail opened within the same list). */
  preventScrollReset?: boolean;
}

export function StoreLink({ to, preventScrollReset, ...anchor }: StoreLinkProps) {
  const { pathname } = useLocation();
  // A link to another page lets React Router learn its route before it is followed, as <Link> does (its route
  // discovery reads `data-discover` from the document); a query for the page showing needs none.
  const inPage = to.startsWith("?");
  return (
    <a
      {...anchor}
      href={inPage ? `${pathname}${to}` : to}
      data-store-link=""
      data-keep-scroll={preventScrollReset ? "" : undefined}
      data-discover={inPage ? undefined : "true"}
    />
  );
}

/** Whether `to` is the page showing (or, unless `end`, a page under it), as React Router's <NavLink> decides. */
export function isCurrentPath(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (here === target) return true;
  const slash = target.endsWith("/") ? target.length - 1 : target.length;
  return !end && here.startsWith(target) && here.charAt(slash) === "/";
}

/** A navigation link's class: one, or one for the page it leads to and one for the others. */
export type NavLinkClassName = string | ((state: { isActive: boolean }) => string);

/** A navigation link: `aria-current="page"` and the active class on the page it leads to. */
export function StoreNavLink({
  to,
  end = false,
  className,
  ...anchor
}: Omit<StoreLinkProps, "className"> & { end?: boolean; className?: NavLinkClassName }) {
  const isActive = isCurrentPath(useLocation().pathname, to, end);
  return (
    <StoreLink
      {...anchor}
      to={to}
      className={typeof className === "function" ? className({ isActive }) : className}
      aria-current={isActive ? "page" : undefined}
    />
  );
}

/**
 * Follows a click on any StoreLink with React Router's navigation, as <Link> does: only a plain left click
 * (a modified or middle click opens a tab as usual), not one a handler has already taken, and not a link to
 * another origin, a download or another window. Following a link to the page showing replaces the entry.
 */
export function StoreLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-store-link]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      event.preventDefault();
      const to = `${link.pathname}${link.search}${link.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, { replace: to === here, preventScrollReset: link.hasAttribute("data-keep-scroll") });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
