import { Info, SearchX, Truck } from "lucide-react";
import { redirect, useNavigation } from "react-router";
import type { Route } from "./+types/products";
import { ProductGrid } from "~/components/ProductCard";
import { CatalogCards } from "~/components/CatalogCards";
import { ProductFilterForm } from "~/components/products/ProductFilterForm";
import { Pager } from "~/components/ui/Pager";
import { StickySortFilterBar } from "~/components/products/StickySortFilterBar";
import {
  cleanFilterParams,
  DEFAULT_FILTERS,
  FILTER_KEYS,
  filterParams,
  isSort,
} from "~/components/products/filter-params";
import { parseUnderstood } from "~/components/products/filter-query.server";
import { PAGE_SIZE, PRICE_SLIDER_MAX, toCardView } from "@rules/catalog-types";
import { collectionLinks } from "@rules/collections";
import { narrowerPrice, priceInWords } from "@rules/price-in-words";
import { latin1Html } from "~/lib/latin1-html";
import { formatCount, formatPaise, formatRupees } from "@rules/money";
import { pageMeta, SHARED_PAGE } from "~/lib/seo";
import { useSettings } from "~/components/store-settings";
import { StoreLink } from "~/components/ui/StoreLink";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

const TITLE = "Your Online Style Hub";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: TITLE,
    description:
      "Search and filter every shirt, shoe, watch, bag, perfume and pair of sunglasses in the store by price and rating, and sort by price or customer rating.",
    matches,
    canonical: "/products",
  });
}

type Catalog = Route.LoaderArgs["context"]["services"]["catalog"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { params: cleaned, changed } = cleanFilterParams(url.searchParams);
  // The form without JavaScript sends every field; keep shared URLs to what the shopper changed.
  if (changed) throw redirect(`${url.pathname}${cleaned.size ? `?${cleaned}` : ""}`);

  const { catalog } = context.services;
  const { query, reset } = parseUnderstood(catalog.parseQuery, url.searchParams, FILTER_KEYS, { limit: PAGE_SIZE });
  const result = await catalog.list(query);
  if (query.page > result.totalPages) {
    const firstPage = new URLSearchParams(cleaned);
    firstPage.delete("page");
    throw redirect(`${url.pathname}${firstPage.size ? `?${firstPage}` : ""}`);
  }

  // A price in the search's words ("shades under 2000") is part of the price filter: the sliders and the
  // heading show the prices the list allows.
  const price = narrowerPrice(query, priceInWords(query.q ?? ""));
  return {
    result: { ...result, products: result.products.map(toCardView) },
    // Only what comes closest was found: the collections it belongs to, to browse instead.
    browse: result.noExactMatch ? collectionLinks(result.products, BROWSE_COLLECTIONS) : [],
    ...(result.total === 0 ? await zeroResultsHelp(catalog, query) : { suggestion: null, popular: [] }),
    filters: {
      q: query.q ?? DEFAULT_FILTERS.q,
      // Never above the highest (words and filter that cannot both hold find nothing).
      minPrice: Math.min(price.minPrice ?? DEFAULT_FILTERS.minPrice, price.maxPrice ?? Infinity),
      maxPrice: price.maxPrice ?? DEFAULT_FILTERS.maxPrice,
      sort: isSort(query.sort) ? query.sort : DEFAULT_FILTERS.sort,
      category: query.category ?? DEFAULT_FILTERS.category,
      size: query.size ?? DEFAULT_FILTERS.size,
      color: query.color ?? DEFAULT_FILTERS.color,
      minDiscount: query.minDiscount ?? DEFAULT_FILTERS.minDiscount,
      minRating: query.minRating ?? DEFAULT_FILTERS.minRating,
      inStock: query.inStock ?? DEFAULT_FILTERS.inStock,
    },
    facets: await catalog.facets(query),
    reset,
  };
}

/**
 * Never a dead end: a search that found nothing offers the corrected search as a link when that one finds
 * something ("Did you mean loafers?"), and the most popular products.
 */
async function zeroResultsHelp(catalog: Catalog, query: ReturnType<Catalog["parseQuery"]>) {
  const corrected = query.q ? await catalog.correctSearch(query.q) : undefined;
  const found = corrected ? (await catalog.list({ ...query, q: corrected, page: 1 })).total : 0;
  const popular = await catalog.list({ sort: "featured", page: 1, limit: POPULAR_COUNT });
  return { suggestion: corrected && found > 0 ? corrected : null, popular: popular.products.map(toCardView) };
}

const POPULAR_COUNT = 8;
const BROWSE_COLLECTIONS = 3;

/** The same filters with another search (the page starts again at 1). */
function withSearch(params: URLSearchParams, q: string): string {
  const next = new URLSearchParams(params);
  next.set("q", q);
  next.delete("page");
  return next.toString();
}

/** What the shopper asked for, in words: "for “linen”" and "priced from ₹1,000 to ₹5,000". */
function describeSearch(filters: { q: string; minPrice: number; maxPrice: number }) {
  const hasMin = filters.minPrice > 0;
  const hasMax = filters.maxPrice < PRICE_SLIDER_MAX;
  const [min, max] = [formatRupees(filters.minPrice), formatRupees(filters.maxPrice)];
  let price = "";
  if (hasMin && hasMax) price = min === max ? `priced at ${min}` : `priced from ${min} to ${max}`;
  else if (hasMin) price = `priced from ${min}`;
  else if (hasMax) price = `priced up to ${max}`;
  // The prices are said once, after the words: "for “shades” priced up to ₹2,000" for "shades under 2000".
  const text = priceInWords(filters.q).text;
  const words = text ? `for “${text}”` : "";
  return {
    /** After the count: "12 products for “linen” priced up to ₹3,000". */
    summary: [words, price].filter(Boolean).join(" "),
    /** The prices alone: "priced up to ₹3,000", or "". */
    price,
    /** The words without a price written in them. */
    text,
    /** The empty state: "We looked for “linen” priced up to ₹3,000." */
    sentence: words || price ? `We looked ${words || "for products"}${price ? ` ${price}` : ""}.` : "",
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { result, filters, facets, reset, suggestion, popular, browse } = loaderData;
  const freeShippingAbove = formatPaise(useSettings().freeShippingThresholdPaise);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.location?.pathname === "/products";
  const params = filterParams(filters);
  const searched = describeSearch(filters);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{TITLE}</h1>
          <p className="mt-1 text-muted">Shirts, shoes, watches, bags and more, at prices that add up.</p>
        </div>
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-accent-soft px-3 py-1.5 text-sm font-medium text-accent-dark sm:self-auto">
          <Truck aria-hidden="true" size={16} />
          <span dangerouslySetInnerHTML={latin1Html(`Free shipping on orders above ${freeShippingAbove}`)} />
        </p>
      </div>

      <div className="mt-6">
        <ProductFilterForm filters={filters} facets={facets} />
      </div>

      {reset ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <Info aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
          Some filters were not understood and were reset.
        </p>
      ) : null}

      <div
        aria-busy={pending}
        className={`mt-6 transition-opacity duration-200 ${pending ? "pointer-events-none opacity-50" : ""}`}
      >
        {result.total > 0 ? (
          <>
            {result.noExactMatch ? (
              <ClosestOnly
                q={searched.text}
                readAs={result.noExactMatch.readAs}
                total={result.total}
                price={searched.price}
                browse={browse}
              />
            ) : (
              <h2 className="mb-4 text-sm text-muted" aria-live="polite">
                <span className="font-semibold text-ink">{formatCount(result.total)}</span>{" "}
                {result.total === 1 ? "product" : "products"}
                {/* The shopper's words and the prices, as markup: app/lib/latin1-html.ts. */}
                {searched.summary ? <span dangerouslySetInnerHTML={latin1Html(` ${searched.summary}`)} /> : null}
              </h2>
            )}
            <ProductGrid>
              <CatalogCards products={result.products} aboveFold />
            </ProductGrid>
            <Pager look="shop" path="/products" params={params} page={result.page} totalPages={result.totalPages} />
            <StickySortFilterBar sortId="sort" />
          </>
        ) : (
          <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
            <SearchX aria-hidden="true" size={40} className="mx-auto text-stone-400" />
            <h2 className="mt-4 text-lg font-semibold text-ink" aria-live="polite">
              No products match your search.
            </h2>
            {searched.sentence ? (
              <p className="mt-2 text-muted" dangerouslySetInnerHTML={latin1Html(searched.sentence)} />
            ) : null}
            {suggestion ? (
              <p className="mt-3 text-lg text-ink">
                Did you mean{" "}
                <StoreLink
                  to={`/products?${withSearch(params, suggestion)}`}
                  className="font-semibold text-accent underline underline-offset-2 hover:text-accent-dark"
                >
                  {suggestion}
                </StoreLink>
                ?
              </p>
            ) : null}
            <p className="mt-1 text-muted">Try a different word, or widen the price range.</p>
            <StoreLink
              to="/products"
              className="mt-6 inline-flex min-h-11 items-center rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-dark"
            >
              Clear filters
            </StoreLink>
          </div>
        )}
        {result.total === 0 && popular.length ? (
          <section aria-labelledby="popular-heading" className="mt-10">
            <h2 id="popular-heading" className="mb-4 text-lg font-semibold text-ink">
              Popular right now
            </h2>
            <ProductGrid>
              <CatalogCards products={popular} />
            </ProductGrid>
          </section>
        ) : null}
      </div>
    </section>
  );
}

/**
 * A search that found only what comes closest (through typos, or its words only in descriptions) says so
 * instead of counting them as matches, and offers the collections they belong to.
 */
function ClosestOnly({
  q,
  readAs,
  total,
  price,
  browse,
}: {
  q: string;
  readAs: string | null;
  total: number;
  price: string;
  browse: { title: string; path: string }[];
}) {
  const count = `${formatCount(total)} ${total === 1 ? "product" : "products"}`;
  const showing = readAs
    ? `Showing ${count} for “${readAs}”${price ? ` ${price}` : ""}.`
    : `Showing the ${total === 1 ? "closest product" : `${formatCount(total)} closest products`}${price ? ` ${price}` : ""}.`;
  return (
    <div className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {/* The shopper's words, as markup: app/lib/latin1-html.ts. */}
      <h2
        className="font-semibold"
        aria-live="polite"
        dangerouslySetInnerHTML={latin1Html(`No exact matches for “${q}”.`)}
      />
      <p className="mt-1" dangerouslySetInnerHTML={latin1Html(showing)} />
      {browse.length ? (
        <p className="mt-1">
          Or browse{" "}
          {browse.map((link, i) => (
            <span key={link.path}>
              {i > 0 ? (i === browse.length - 1 ? " or " : ", ") : null}
              <StoreLink to={link.path} className="font-semibold underline underline-offset-2 hover:text-amber-950">
                {link.title}
              </StoreLink>
            </span>
          ))}
          .
        </p>
      ) : null}
    </div>
  );
}
