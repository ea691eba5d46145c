import type { Route } from "./+types/sitemap";
import { COLLECTIONS, canonicalPath } from "@rules/collections";
import { productPath } from "@rules/catalog-types";

/** The pages a search engine should know, besides the collections and the products. */
const STATIC_PATHS = [
  "/",
  "/products",
  "/new-arrivals",
  "/category",
  "/product-list",
  "/about",
  "/terms",
  "/support",
  "/privacy",
  "/returns",
];

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

export async function loader({ context }: Route.LoaderArgs) {
  // PUBLIC_URL, never the request's Host: this answer is cached publicly.
  const origin = context.services.settings.publicUrl;
  const { catalog } = context.services;

  const entries = new Map<string, string | undefined>(); // absolute URL -> lastmod (YYYY-MM-DD)
  const add = (path: string, lastmod?: string) => {
    const url = new URL(path, origin).href;
    if (!entries.has(url)) entries.set(url, lastmod);
  };
  STATIC_PATHS.forEach((path) => add(path));
  COLLECTIONS.forEach((collection) => add(canonicalPath(collection)));

  for (let page = 1; ; page++) {
    const result = await catalog.list({ sort: "newest", page, limit: 100 });
    for (const product of result.products) {
      const created = new Date(product.createdAt);
      // One URL a product: its own address, which is its page's canonical whichever colour it opens on (the
      // colours' own addresses are the same product; a merged copy's old id answers 301 and is not listed).
      add(productPath(product), Number.isNaN(created.getTime()) ? undefined : created.toISOString().slice(0, 10));
    }
    if (result.products.length === 0 || page >= result.totalPages) break;
  }

  const urls = [...entries].map(
    ([loc, lastmod]) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");

  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
