import type { Route } from "./+types/new-arrivals";
import { toCardView } from "@rules/catalog-types";
import { ProductBrowser } from "~/components/product/ProductBrowser";
import { loadOpenItem } from "~/components/product/open-item.server";
import { pageMeta, SHARED_PAGE } from "~/lib/seo";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

const DESCRIPTION = "The newest shirts, co-ord sets, tracksuits and trousers, just in. Fresh styles every week.";

/** /new-arrivals: the newest products; a card opens the in-page detail via ?item=<id>. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await context.services.catalog.list({ collection: "new-arrivals", sort: "newest", limit: 40 });
  const { open, notice } = await loadOpenItem(context, url, {
    products: page.products,
    // A related card leads to a product of the same category, which need not be new.
    allowedCategories: [...new Set(page.products.map((p) => p.category))],
  });
  return {
    products: page.products.map(toCardView),
    total: page.total,
    open,
    notice,
    basePath: url.pathname,
  };
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  return pageMeta({
    title: page?.open ? `${page.open.product.name} | New Arrivals` : "New Arrivals",
    description: page?.open?.product.description || DESCRIPTION,
    matches,
    canonical: "/new-arrivals",
  });
}

export default function NewArrivals({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ProductBrowser
        title="New Arrivals"
        description={DESCRIPTION}
        products={loaderData.products}
        total={loaderData.total}
        open={loaderData.open}
        notice={loaderData.notice}
        basePath={loaderData.basePath}
      />
    </div>
  );
}
