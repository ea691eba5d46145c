import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  // PUBLIC_URL, never the request's Host: this answer is cached publicly.
  const origin = context.services.settings.publicUrl;
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
