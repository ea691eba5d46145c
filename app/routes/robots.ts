export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin;
  // Carts, checkout, accounts and the JSON API are per-shopper: nothing there for a search engine.
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /cart",
    "Disallow: /customer-details",
    "Disallow: /account",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
