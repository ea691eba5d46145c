import { data, redirect } from "react-router";
import type { Route } from "./+types/collection";
import { ProductBrowser } from "~/components/product/ProductBrowser";
import { loadOpenItem } from "~/components/product/open-item.server";
import { COLLECTION_PAGE_SIZE, requestedPage } from "~/lib/catalog-types";
import { canonicalPath, collectionByPath } from "~/lib/collections";
import { pageMeta, storeNameFrom } from "~/lib/seo";

/**
 * Every collection: the featured paths (/loafers, /tshirts, ...) and, inside the category sidebar,
 * the sidebar paths (/shirts, /loafers-page, ...). The definition comes from the path; a card opens
 * the in-page detail via ?item=<id>.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const found = collectionByPath(url.pathname);
  if (!found) throw data(null, { status: 404 });
  const { collection, variant } = found;
  const pageNumber = requestedPage(url);
  if (pageNumber === undefined) {
    url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  const page = await context.services.catalog.collection(collection, {
    page: pageNumber,
    limit: COLLECTION_PAGE_SIZE,
  });
  if (pageNumber > page.totalPages) throw data(null, { status: 404 });
  const { open, notice } = await loadOpenItem(context, url, {
    products: page.products,
    allowedCategories: [collection.category],
    pageCollection: collection,
    relatedCap: collection.relatedCap,
  });
  return {
    variant,
    title: (variant === "featured" && collection.featuredTitle) || collection.title,
    description: collection.description,
    // Each later page lists other products, so it is its own canonical URL.
    canonical: page.page > 1 ? `${canonicalPath(collection)}?page=${page.page}` : canonicalPath(collection),
    basePath: url.pathname,
    products: page.products,
    total: page.total,
    page: page.page,
    totalPages: page.totalPages,
    open,
    notice,
    freeShippingThresholdPaise: context.services.settings.freeShippingThresholdPaise,
  };
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  const storeName = storeNameFrom(matches);
  if (!page) return [{ title: `Page not found | ${storeName}` }];
  return pageMeta({
    title: page.open
      ? `${page.open.product.name} – ${page.title}`
      : page.page > 1
        ? `${page.title} (page ${page.page})`
        : page.title,
    description: page.open?.product.description || page.description,
    storeName,
    canonical: page.canonical,
  });
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const browser = (
    <ProductBrowser
      title={page.title}
      description={page.description}
      products={page.products}
      total={page.total}
      page={page.page}
      totalPages={page.totalPages}
      open={page.open}
      notice={page.notice}
      basePath={page.basePath}
      freeShippingThresholdPaise={page.freeShippingThresholdPaise}
      wide={page.variant === "featured"}
    />
  );
  // Inside the category sidebar the layout gives the frame; a featured page makes its own.
  return page.variant === "sidebar" ? browser : <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{browser}</div>;
}
