import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a navigation to another page, the focus moves to the new page's main heading, so keyboard and
 * screen-reader users start reading there instead of at a link that is gone (a full page load does the
 * same for them by starting at the top). Not on the first load, and not when only the query changes
 * (filters, an open detail: those pages place the focus themselves).
 *
 * A link to an #anchor on another page (a card's "Select size" to /product/:id#sizes) lands at the anchor
 * instead: it is scrolled to (under the sticky header, by its scroll-margin) and takes the focus, or, for
 * a group of choices such as the sizes, its chosen or first choice does, so the arrow keys pick at once.
 */
export function FocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) {
      focusAnchor(hash);
      return;
    }
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading || heading.contains(document.activeElement)) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}

function focusAnchor(hash: string) {
  let anchor: HTMLElement | null = null;
  try {
    anchor = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return; // a malformed #%zz names nothing
  }
  if (!anchor) return;
  anchor.scrollIntoView({ block: "start" });
  const choice =
    anchor.tagName === "FIELDSET"
      ? (anchor.querySelector<HTMLElement>("input:checked:not(:disabled)") ??
        anchor.querySelector<HTMLElement>("input:not(:disabled), select:not(:disabled), button:not(:disabled)"))
      : null;
  const target = choice ?? anchor;
  if (!choice && target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
