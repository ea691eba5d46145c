import { data, redirect } from "react-router";
import type { Route } from "./+types/product-list";
import { ProductGrid } from "~/components/ProductCard";
import { CatalogCards } from "~/components/CatalogCards";
import { Pager } from "~/components/ui/Pager";
import { PAGE_SIZE, requestedPage, toCardView } from "@rules/catalog-types";
import { pageMeta, SHARED_PAGE } from "~/lib/seo";
import { StoreLink } from "~/components/ui/StoreLink";
import { formatCount } from "@rules/money";
import { latin1Html } from "~/lib/latin1-html";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

/** "1–20": the dash as markup (app/lib/latin1-html.ts). */
const EN_DASH = latin1Html("–");

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const page = loaderData?.result.page ?? 1;
  return pageMeta({
    title: page > 1 ? `All Products (page ${page})` : "All Products",
    description: "Every product in the store, newest first: shirts, shoes, watches, bags, perfumes and sunglasses.",
    matches,
    // Each page lists different products, so each later page is its own canonical URL.
    canonical: page > 1 ? `/product-list?page=${page}` : "/product-list",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = requestedPage(url);
  // "?page=1", "?page=abc": the list itself.
  if (page === undefined) throw redirect(url.pathname);
  const result = await context.services.catalog.list({ sort: "newest", page, limit: PAGE_SIZE });
  if (page > result.totalPages) throw data(null, { status: 404 });
  return { result: { ...result, products: result.products.map(toCardView) } };
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const first = (result.page - 1) * PAGE_SIZE + 1;
  const last = first + result.products.length - 1;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">All Products</h1>
      <p className="mt-1 text-muted">
        Everything in the store, newest first. Looking for something?{" "}
        <StoreLink to="/products" className="font-medium text-accent underline-offset-2 hover:underline">
          Search and filter
        </StoreLink>
        .
      </p>
      {result.total > 0 ? (
        <>
          <h2 className="mb-4 mt-6 text-sm text-muted">
            Showing <span className="font-semibold text-ink">{first}</span>
            <span dangerouslySetInnerHTML={EN_DASH} />
            <span className="font-semibold text-ink">{last}</span> of{" "}
            <span className="font-semibold text-ink">{formatCount(result.total)}</span> products
          </h2>
          <ProductGrid>
            <CatalogCards products={result.products} aboveFold actions={false} />
          </ProductGrid>
          <Pager
            look="shop"
            path="/product-list"
            params={new URLSearchParams()}
            page={result.page}
            totalPages={result.totalPages}
          />
        </>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-ink">No products yet.</h2>
          <p className="mt-2 text-muted">New arrivals are on their way. Please check back soon.</p>
          <StoreLink
            to="/"
            className="mt-6 inline-flex min-h-11 items-center rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-dark"
          >
            Go to the home page
          </StoreLink>
        </div>
      )}
    </section>
  );
}
