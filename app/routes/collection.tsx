import { data, redirect } from "react-router";
import type { Route } from "./+types/collection";
import { ProductBrowser } from "~/components/product/ProductBrowser";
import { ITEM_COLOUR_PARAM } from "~/components/product/item-colour";
import {
  COLLECTION_DEFAULTS,
  COLLECTION_SORTS,
  CollectionFilters,
  collectionParams,
  type CollectionFilterValues,
} from "~/components/products/CollectionFilters";
import { loadOpenItem } from "~/components/product/open-item.server";
import { parseUnderstood } from "~/components/products/filter-query.server";
import { COLLECTION_PAGE_SIZE, requestedPage, toCardView } from "@rules/catalog-types";
import { canonicalPath, collectionByPath } from "@rules/collections";
import { pageMeta, storeNameFrom, SHARED_PAGE } from "~/lib/seo";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

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
  const { catalog } = context.services;
  const filters = readFilters(catalog, url.searchParams);
  // One spelling per choice: the defaults and empty fields (a form sent without JavaScript) left out.
  const listParams = collectionParams(filters);
  const given = new URLSearchParams();
  for (const key of FILTER_KEYS) for (const value of url.searchParams.getAll(key)) given.append(key, value);
  if (given.toString() !== listParams.toString()) {
    const clean = new URLSearchParams(listParams);
    for (const key of ["page", "item", ITEM_COLOUR_PARAM])
      if (url.searchParams.has(key)) clean.set(key, url.searchParams.get(key)!);
    throw redirect(`${url.pathname}${clean.size ? `?${clean}` : ""}`);
  }
  const chosen = {
    sort: filters.sort,
    size: filters.size || undefined,
    color: filters.color || undefined,
    minDiscount: filters.minDiscount || undefined,
    minRating: filters.minRating || undefined,
    inStock: filters.inStock || undefined,
  };
  const [page, facets] = await Promise.all([
    catalog.collection(collection, { page: pageNumber, limit: COLLECTION_PAGE_SIZE, filters: chosen }),
    catalog.collectionFacets(collection, chosen),
  ]);
  // Past the last page: not found, unless filters left nothing (then the page says so).
  if (pageNumber > page.totalPages) throw data(null, { status: 404 });
  const { open, notice } = await loadOpenItem(context, url, {
    products: page.products,
    allowedCategories: [collection.category],
    relatedCap: collection.relatedCap,
  });
  return {
    variant,
    title: (variant === "featured" && collection.featuredTitle) || collection.title,
    description: collection.description,
    // Each later page lists other products, so it is its own canonical URL; a filtered view is the
    // collection's.
    canonical:
      page.page > 1 && !listParams.size ? `${canonicalPath(collection)}?page=${page.page}` : canonicalPath(collection),
    filters,
    facets,
    listParams: listParams.toString(),
    basePath: url.pathname,
    products: page.products.map(toCardView),
    total: page.total,
    page: page.page,
    totalPages: page.totalPages,
    open,
    notice,
  };
}

const FILTER_KEYS = Object.keys(COLLECTION_DEFAULTS);

/** The shopper's sort and filters from the URL; any it does not understand is left at its default. */
function readFilters(catalog: Route.LoaderArgs["context"]["services"]["catalog"], params: URLSearchParams) {
  const { query, given } = parseUnderstood(catalog.parseQuery, params, FILTER_KEYS);
  return {
    // The catalogue's own default sort is not a collection's (newest first).
    sort: given.has("sort") && COLLECTION_SORTS.includes(query.sort) ? query.sort : COLLECTION_DEFAULTS.sort,
    size: query.size ?? "",
    color: query.color ?? "",
    minDiscount: query.minDiscount ?? 0,
    minRating: query.minRating ?? 0,
    inStock: query.inStock ?? false,
  } satisfies CollectionFilterValues;
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  const storeName = storeNameFrom(matches);
  if (!page) return [{ title: `Page not found | ${storeName}` }];
  return pageMeta({
    title: page.open
      ? `${page.open.product.name} | ${page.title}`
      : page.page > 1
        ? `${page.title} (page ${page.page})`
        : page.title,
    description: page.open?.product.description || page.description,
    matches,
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
      listParams={new URLSearchParams(page.listParams)}
      filters={<CollectionFilters filters={page.filters} facets={page.facets} />}
      open={page.open}
      notice={page.notice}
      basePath={page.basePath}
      wide={page.variant === "featured"}
    />
  );
  // Inside the category sidebar the layout gives the frame; a featured page makes its own.
  return page.variant === "sidebar" ? browser : <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{browser}</div>;
}
