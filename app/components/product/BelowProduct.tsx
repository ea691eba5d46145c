import { useRouteLoaderData } from "react-router";
import type { ProductCardView } from "@rules/catalog-types";
import type { ProductReviews } from "@rules/reviews";
import { RelatedProducts } from "~/components/RelatedProducts";
import { ReviewsSection } from "./ReviewsSection";
import { SizeAdvice } from "./SizeAdvice";

const relatedLink = (product: { id: number }) => `/product/${product.id}`;

/**
 * What a product page shows below the product: its reviews, then related products. Plain HTML, links and
 * forms that work without a script, rendered on the server with the page; one module, so the page's first
 * load waits for neither (app/routes/product.tsx loads it after).
 */
export function BelowProduct({
  productId,
  reviews,
  colour,
  related,
}: {
  productId: number;
  reviews: ProductReviews | null;
  /** The colour the address names (kept in the reviews' links), or null. */
  colour: string | null;
  related: ProductCardView[];
}) {
  // A sized product's advice from its buyers' fit (or null); none at all for a product without sizes. Read
  // from the page's data here, not passed by the page, whose first-load script is at its budget.
  const page = useRouteLoaderData("routes/product") as { sizeAdvice?: string | null } | undefined;
  const sizeAdvice = page?.sizeAdvice;
  return (
    <>
      {sizeAdvice !== undefined ? <SizeAdvice productId={productId} fit={sizeAdvice} /> : null}
      <ReviewsSection reviews={reviews} path={`/product/${productId}`} colour={colour} />
      <RelatedProducts products={related} linkTo={relatedLink} />
    </>
  );
}
