// How shared caches (a CDN, nginx) and browsers may keep the store's answers: the pages' loaders and the
// JSON API's handlers say the same thing for the same kind of answer.

/**
 * How long a shared cache (a CDN, nginx) may keep what is the same for every visitor, in seconds, and serve
 * it stale while it asks again: catalogue JSON, and the catalogue's pages asked for without page cookies.
 */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

/**
 * A navigation's data that is the same for everyone (app/entry.server.tsx): kept by shared caches as the pages
 * are, but without `stale-while-revalidate`, which a browser honours for a fetch: it would show a page's stock
 * and prices from its own copy of up to a minute ago while it asked again behind it.
 */
export const SHARED_DATA_CACHE_CONTROL = "public, max-age=0, s-maxage=30";

/**
 * The paths of the pages that are a shopper's own (or the staff's): every page without SHARED_PAGE but the
 * not-found page. The browser cannot see a route's handle before it has loaded the route, so the root's
 * shouldRevalidate (app/root.tsx) reads this instead: a navigation to one of these reloads the header's
 * counts and account along with the page. server/http/page-routes.test.ts checks it against every route's
 * handle in the build.
 */
const OWN_PAGES = [
  "/account",
  "/addproduct",
  "/admin",
  "/cart",
  "/customer-details",
  "/delivery",
  "/forgot-password",
  "/login",
  "/orders/lookup",
  "/reset-password",
  "/thank-you",
  "/wishlist",
];

/** Whether a path shows one of a shopper's own pages (OWN_PAGES; React Router matches paths in any case). */
export function isOwnPagePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return OWN_PAGES.some((own) => path === own || path.startsWith(`${own}/`));
}

/** What no cache, shared or the browser's, may keep: a shopper's own answer. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
