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
