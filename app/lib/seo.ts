import type { MetaDescriptor } from "react-router";
import { DEFAULT_STORE_NAME } from "@rules/store-contact";
import { PRIVATE_CACHE_CONTROL } from "@rules/caching";

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
 * A page's `handle` when it shows only the catalogue and the store's own texts: asked for without page
 * cookies, its answer may be kept by shared caches (app/entry.server.tsx, decision 024).
 */
export const SHARED_PAGE = { shared: true } as const;

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
