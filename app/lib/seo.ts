import type { MetaDescriptor } from "react-router";
import { DEFAULT_STORE_NAME } from "./store-contact";

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

function rootData(matches: Matches) {
  return matches.find((m) => m?.id === "root")?.data as { storeName?: string; publicUrl?: string } | undefined;
}

/** The store name the root loader provides, for page titles. */
export function storeNameFrom(matches: Matches): string {
  return rootData(matches)?.storeName ?? DEFAULT_STORE_NAME;
}

/** The store's own address (PUBLIC_URL) the root loader provides, for absolute URLs in meta tags. */
export function publicUrlFrom(matches: Matches): string {
  const publicUrl = rootData(matches)?.publicUrl;
  if (!publicUrl) throw new Error("The root loader's data is missing");
  return publicUrl;
}

/**
 * Title, description and (when given) the canonical URL of a page, made absolute from the store's own
 * address (PUBLIC_URL, from the root loader). Aliased paths name one canonical.
 */
export function pageMeta(options: {
  title: string;
  description: string;
  /** The route matches of `meta`: the store's name and address come from the root loader. */
  matches: Matches;
  canonical?: string;
}): MetaDescriptor[] {
  const storeName = storeNameFrom(options.matches);
  const publicUrl = rootData(options.matches)?.publicUrl;
  const meta: MetaDescriptor[] = [
    { title: `${options.title} | ${storeName}` },
    { name: "description", content: options.description },
    { property: "og:site_name", content: storeName },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
  ];
  if (options.canonical) {
    const href = publicUrl ? new URL(options.canonical, publicUrl).href : options.canonical;
    meta.push({ tagName: "link", rel: "canonical", href });
  }
  return meta;
}

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
 * A page's `handle` when it shows only the catalogue and the store's own texts: asked for without page
 * cookies, its answer may be kept by shared caches (app/entry.server.tsx, decision 024).
 */
export const SHARED_PAGE = { shared: true } as const;

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

/** A page of one shopper's (or the staff's) own data: never indexed by search engines. */
export function privatePageMeta(options: Parameters<typeof pageMeta>[0]): MetaDescriptor[] {
  return [...pageMeta(options), { name: "robots", content: "noindex" }];
}

/** Such a page's `meta` when its title and description are fixed: `export const meta = privateMeta("Orders", "...")`. */
export const privateMeta =
  (title: string, description: string) =>
  ({ matches }: { matches: Matches }): MetaDescriptor[] =>
    privatePageMeta({ title, description, matches });

/** The response headers of such a page: never stored by shared caches. */
export function privatePageHeaders() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

/** What no cache, shared or the browser's, may keep: a shopper's own answer. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
