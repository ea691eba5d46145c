/**
 * Set by the store's script in the browser ("1", app/components/shopper.tsx): this browser fills in a page's
 * personal parts itself, so it may be given the shared page (server/http/shared-pages.ts). Nothing on a page
 * shows it.
 */
export const SCRIPT_COOKIE = "stylehub_js";

/** A cookie's raw value in a request's Cookie header, or undefined (the callers check its format). */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
