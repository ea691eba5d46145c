/**
 * Set by the store's script in the browser ("1", app/components/shopper.tsx): this browser fills in a page's
 * personal parts itself, so it may be given the shared page (server/http/shared-pages.ts). Nothing on a page
 * shows it.
 */
export const SCRIPT_COOKIE = "stylehub_js";

/** Spaces and tabs only, as cookie-parser trims a name: `.trim()` also takes a no-break space away. */
const trimSpaces = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, "");

/**
 * A cookie's raw value in a request's Cookie header, or undefined (the callers check its format). It reads
 * names exactly as cookie-parser does, which decides whether a page may be shared: a cookie it does not see
 * must not be read here either, or a shared page could hold it.
 */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && trimSpaces(part.slice(0, eq)) === name) return trimSpaces(part.slice(eq + 1));
  }
  return undefined;
}
