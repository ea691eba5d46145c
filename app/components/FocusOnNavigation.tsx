import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a navigation to another page, the focus moves to the new page's main heading, so keyboard and
 * screen-reader users start reading there instead of at a link that is gone (a full page load does the
 * same for them by starting at the top). Not on the first load, not when only the query changes (filters,
 * an open detail: those pages place the focus themselves), and not for an #anchor (the browser scrolls there).
 */
export function FocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading || heading.contains(document.activeElement)) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}
