/**
 * Where a no-JavaScript form post may send the browser back to: same-site paths only. Client-safe (the
 * actions, the login page and the forms all use it).
 */

/** A same-site path to go back to after a no-JavaScript form post; anything else falls back. */
export function safeRedirect(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof value !== "string") return fallback;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  if ([...path].some((c) => c.charCodeAt(0) < 32)) return fallback;
  // Normalised as a browser would ("/.//evil.example" becomes "//evil.example"), then checked again.
  let url: URL;
  try {
    url = new URL(path, SAME_SITE);
  } catch {
    return fallback;
  }
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== SAME_SITE || normalised.startsWith("//") || normalised.startsWith("/\\")) return fallback;
  return normalised;
}

const SAME_SITE = "http://store.invalid";

/** The address of the current page, for `redirectTo` (the no-JavaScript answer comes back to it). */
export function currentPath(location: { pathname: string; search: string }): string {
  return safeRedirect(`${location.pathname}${location.search}`, "/");
}

/**
 * The page a load of the root's data was for, the same way from a document's URL and a navigation's: the root
 * is not loaded again on every navigation (shouldRevalidate), so what it holds for one page (a message, an
 * error's reference) is shown only on that page.
 */
export const pageKey = (pathname: string, search: string) =>
  `${pathname.replace(/(.)\/+$/, "$1")}?${new URLSearchParams(search).toString()}`;
