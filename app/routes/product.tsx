import { Suspense } from "react";
import { ErrorPanel } from "~/components/ui/ErrorPanel";
import { productPath, toCardView, type ProductView } from "@rules/catalog-types";
import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/product";
import { ProductDetail } from "~/components/ProductDetail";
import { later } from "~/lib/later";
import { rulesByKey } from "~/components/product/rules-by-key";
import { canonicalPath, collectionForProduct } from "@rules/collections";
import { useNonce } from "~/components/nonce";
import { pageMeta, publicUrlFrom, storeNameFrom, SHARED_PAGE } from "~/lib/seo";
import { rememberedDelivery } from "~/.server/delivery-pin";
import { StoreLink } from "~/components/ui/StoreLink";
import { reviewQuery, type ProductReviews } from "@rules/reviews";
import { reviewFeedbackAction } from "~/.server/review-feedback";
import { fitAdvice } from "@rules/size-advice";
import { shownOffers, type ProductBestOffers } from "@rules/best-offer-words";

/**
 * The product's reviews and related products below it: plain HTML, links and forms, rendered on the server;
 * their script (the cards' swatches) comes after the page's, so the page's first load carries none of it.
 */
const BelowProduct = later(
  () => import("~/components/product/BelowProduct").then((module) => ({ default: module.BelowProduct })),
  () => null,
);

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

/**
 * /product/{id}?color={slug}: the product loaded from the server by id on the chosen colour (its first
 * without ?color=), so the URL can be shared and reloaded.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const raw = params.id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  const query = new URL(request.url).searchParams;
  const colour = query.get("color");
  // The best price with an advertised code is this shopper's: their own limits when signed in, and whether
  // their cart holds the code. A shared page (decision 024) is a guest's, as GET /api/products/:id is.
  const shopper = { userId: context.user?.id ?? null, owner: context.shopperKnown ? context.owner : null };
  const found = Number.isSafeInteger(id)
    ? await context.services.catalog.getWithOffers(id, colour, shopper)
    : undefined;
  const product = found?.product;
  if (!found || !product) {
    // A product that became another's colour: its old links lead there for good.
    const moved = Number.isSafeInteger(id) ? await context.services.catalog.formerPath(id) : undefined;
    if (moved) throw redirect(moved, 301);
    throw data(null, { status: 404 });
  }
  const rules = collectionForProduct(product);
  const [related, delivery, reviews] = await Promise.all([
    context.services.catalog.related(product, rules.relatedCap),
    rememberedDelivery(request, context),
    // Null for a product without shown reviews; else the sums and one page of five.
    context.services.reviews.forProduct(product.id, reviewQuery(query)),
  ]);
  const colourName = product.colours?.find((c) => c.slug === product.colour)?.name ?? "";
  // Each colour is its own address (its photos, price and stock); the first colour's is the product's own.
  // An address naming no colour the product comes in is the product's own whichever colour it opens on (its
  // first in stock): so that is its canonical, and the one URL the sitemap lists. Worked out here, so the
  // page's first-load script does without the rule.
  const named = colour?.trim().toLowerCase() === product.colour ? product.colour : null;
  const path = productPath(product, named);
  return {
    product,
    path,
    /** The title names the colour when the address does: each address has a title of its own. */
    title: colourName && path.includes("?") ? `${product.name} (${colourName})` : product.name,
    jsonLd: productJsonLd(product, path, colourName, context.services.settings.publicUrl, reviews),
    reviews,
    reviewColour: named ?? null,
    // The buyers' fit, the same for everyone (the shopper's own kept size is asked for after load); read by
    // the late part below the product itself, so the page's own script does not grow.
    sizeAdvice: product.sizes.length
      ? fitAdvice(reviews?.realSummary.fit ?? { small: 0, true: 0, large: 0 })
      : undefined,
    related: related.map(toCardView),
    rulesKey: rules.key,
    collection:
      rules.featuredPaths.length || rules.sidebarPaths.length
        ? { title: rules.title, path: canonicalPath(rules) }
        : null,
    delivery,
    bestOffer: guestOrOwn(shownOffers(found.offers), context.sharedPolicy !== undefined),
  };
}

/** A shared page's line is a guest's: the page asks for the shopper's own once it has loaded. */
const guestOrOwn = (offers: ProductBestOffers | null, shared: boolean) =>
  offers && shared ? { ...offers, forGuest: true } : offers;

/** The reviews' "helpful" and "report" forms (plain posts): a 303 back to the review with a message. */
export async function action({ request, context }: Route.ActionArgs) {
  return reviewFeedbackAction(request, context);
}

export function meta({ data: page, matches, error }: Route.MetaArgs) {
  const storeName = storeNameFrom(matches);
  if (!page) {
    if (!isRouteErrorResponse(error) || error.status !== 404) return [{ title: `Something went wrong | ${storeName}` }];
    return [
      { title: `Product not found | ${storeName}` },
      { name: "description", content: "This product is not in the store's catalogue." },
      { name: "robots", content: "noindex" },
    ];
  }
  const { product, path, title } = page;
  const origin = publicUrlFrom(matches);
  const url = `${origin}${path}`;
  return [
    ...pageMeta({
      title,
      description: product.description || `${product.name} at ${storeName}.`,
      matches,
      canonical: path,
    }),
    { property: "og:type", content: "product" },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL(product.image, origin).href },
    { property: "og:image:alt", content: product.name },
    { property: "product:price:amount", content: String(product.price) },
    { property: "product:price:currency", content: "INR" },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, rulesKey, collection, delivery, reviews, reviewColour, bestOffer } = loaderData;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-4 sm:px-6 lg:py-6">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
          <li className="flex items-center gap-1">
            <StoreLink to="/" className="inline-flex min-h-11 items-center rounded px-1 hover:text-ink hover:underline">
              Home
            </StoreLink>
            <Separator />
          </li>
          {collection ? (
            <li className="flex items-center gap-1">
              <StoreLink
                to={collection.path}
                className="inline-flex min-h-11 items-center rounded px-1 hover:text-ink hover:underline"
              >
                {collection.title}
              </StoreLink>
              <Separator />
            </li>
          ) : null}
          <li className="min-w-0 px-1 py-2">
            <span aria-current="page" className="font-medium text-ink">
              {product.name}
            </span>
          </li>
        </ol>
      </nav>
      <ProductDetail
        product={product}
        rules={rulesByKey(rulesKey)}
        headingLevel={1}
        delivery={delivery}
        bestOffer={bestOffer}
      />
      <Suspense fallback={null}>
        <BelowProduct productId={product.id} reviews={reviews} colour={reviewColour} related={related} />
      </Suspense>
      <ProductJsonLd json={loaderData.jsonLd} />
    </div>
  );
}

/** Between a breadcrumb's links: a character, not an icon (a script of its own on the page's first load). */
function Separator() {
  return (
    <span aria-hidden="true" className="px-0.5 text-base leading-none">
      /
    </span>
  );
}

/**
 * schema.org Product with an Offer in rupees for the colour shown, for search engines: written by the loader,
 * so the page's first-load script carries only the text. Its AggregateRating and Reviews come only from real
 * shown reviews of buyers (never the sample data): Google's rules allow no made-up or self-serving ratings.
 */
function productJsonLd(
  product: ProductView,
  path: string,
  colour: string,
  origin: string,
  reviews: ProductReviews | null,
): string {
  const url = `${origin}${path}`;
  const json = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    ...(colour ? { color: colour } : {}),
    // Every photo, the main one first (schema.org takes a list).
    image: product.images.map((photo) => new URL(photo.src, origin).href),
    description: product.description,
    category: product.category,
    url,
    offers: {
      "@type": "Offer",
      price: product.price,
      priceCurrency: "INR",
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
    },
    ...reviewsJsonLd(reviews),
  };
  // "<" escaped so no product text can close the script element.
  return JSON.stringify(json).replace(/</g, "\\u003c");
}

/** The JSON-LD's rating and a few reviews, when real buyers' reviews are shown; else nothing. */
function reviewsJsonLd(reviews: ProductReviews | null) {
  const real = reviews?.realSummary;
  if (!reviews || !real?.count) return {};
  const average = real.stars.reduce((sum, n, i) => sum + n * (i + 1), 0) / real.count;
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Math.round(average * 10) / 10,
      reviewCount: real.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews
      .filter((review) => review.verified && !review.sample)
      .slice(0, 3)
      .map((review) => ({
        "@type": "Review",
        name: review.title,
        reviewBody: review.body,
        datePublished: review.createdAt.slice(0, 10),
        author: { "@type": "Person", name: review.author },
        reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
  };
}

function ProductJsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // The browser hides the nonce attribute after parsing, and the client has none to give.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const browse = [{ to: "/products", label: "Browse all products" }];
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPanel code="Error 404" title="Product not found!" links={browse}>
        <p className="mt-4 text-muted">
          This product is no longer in our catalogue, or the link is mistyped. Plenty more to see, though.
        </p>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel code="Error" title="Something went wrong" links={browse}>
      <p className="mt-4 text-muted">We could not load this product. Please try again in a moment.</p>
    </ErrorPanel>
  );
}
