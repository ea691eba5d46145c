import type { Route } from "./+types/home";
import { FEATURED_TILES } from "@rules/collections";
import { PAGE_SIZE, toCardView, type ProductView } from "@rules/catalog-types";
import { pageMeta, SHARED_PAGE } from "~/lib/seo";
import { FreeShippingStrip } from "~/components/home/FreeShippingStrip";
import { HeroBanner } from "~/components/home/HeroBanner";
import { StillCarousel } from "~/components/home/FeaturedTiles";
import { CollectionShowcase } from "~/components/home/CollectionShowcase";
import { DealsSection } from "~/components/home/DealsSection";
import { later } from "~/lib/later";
import { Suspense } from "react";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

/** The catalogue answers at most 100 products a call; deeper "View More" pages are read in chunks. */
const MAX_LIMIT = 100;

/** `?page=N`: a whole number of 1 or more; anything else is page 1. */
function requestedPage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const wanted = requestedPage(new URL(request.url).searchParams.get("page"));
  const first = await catalog.list({ sort: "featured", page: 1, limit: Math.min(MAX_LIMIT, wanted * PAGE_SIZE) });
  const totalPages = Math.max(1, Math.ceil(first.total / PAGE_SIZE));
  const page = Math.min(wanted, totalPages);
  const shown = Math.min(page * PAGE_SIZE, first.total);

  let products: ProductView[] = first.products;
  if (shown > products.length) {
    // Only reached when more than 100 are shown, so the first call read a whole chunk of 100.
    const chunks = Math.ceil(shown / MAX_LIMIT);
    const rest = await Promise.all(
      Array.from({ length: chunks - 1 }, (_, i) => catalog.list({ sort: "featured", page: i + 2, limit: MAX_LIMIT })),
    );
    products = products.concat(...rest.map((chunk) => chunk.products));
  }

  return {
    products: products.slice(0, shown).map(toCardView),
    total: first.total,
    page,
    totalPages,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Fashion and accessories online in India",
    description:
      "Shop shirts, jeans, shoes, loafers, watches, handbags, perfumes and sunglasses online at the best prices in India. Free shipping, pay on delivery and easy returns.",
    matches,
    canonical: "/",
  });
}

/**
 * The featured carousel's script (Embla, half the page's own) is fetched once the page has hydrated: until then
 * the tiles are the server's sideways-scrolling strip. One element for the page's life, so a new page of deals
 * does not draw the carousel afresh while its script is still on its way (app/lib/later.tsx).
 */
const FeaturedCarousel = later(
  () => import("~/components/home/FeaturedCarousel").then((module) => ({ default: module.FeaturedCarousel })),
  StillCarousel,
);
const CAROUSEL = (
  <Suspense fallback={<StillCarousel tiles={FEATURED_TILES} />}>
    <FeaturedCarousel tiles={FEATURED_TILES} />
  </Suspense>
);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products, total, page, totalPages } = loaderData;
  return (
    <>
      <FreeShippingStrip />
      <HeroBanner />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">{CAROUSEL}</div>
      <CollectionShowcase />
      <DealsSection products={products} total={total} page={page} totalPages={totalPages} />
    </>
  );
}
