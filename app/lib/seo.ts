import type { MetaDescriptor } from "react-router";
import { DEFAULT_STORE_NAME } from "./store-contact";

/** The store name the root loader provides, for page titles. */
export function storeNameFrom(matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.data as { storeName?: string } | undefined;
  return root?.storeName ?? DEFAULT_STORE_NAME;
}

/** Title, description and (when given) the canonical URL of a page. Aliased paths name one canonical. */
export function pageMeta(options: {
  title: string;
  description: string;
  storeName: string;
  canonical?: string;
}): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: `${options.title} | ${options.storeName}` },
    { name: "description", content: options.description },
    { property: "og:site_name", content: options.storeName },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
  ];
  if (options.canonical) meta.push({ tagName: "link", rel: "canonical", href: options.canonical });
  return meta;
}

/** A page of one shopper's (or the staff's) own data: never indexed by search engines. */
export function privatePageMeta(options: Parameters<typeof pageMeta>[0]): MetaDescriptor[] {
  return [...pageMeta(options), { name: "robots", content: "noindex" }];
}

/** The response headers of such a page: never stored by shared caches. */
export function privatePageHeaders() {
  return { "Cache-Control": "private, no-store" };
}
