import type { ProductCardView } from "@rules/catalog-types";
import { ProductCard, ProductGrid } from "./ProductCard";

/**
 * "Related Products": the same category without the current product, already capped by the loader.
 * `linkTo` says where a card leads (?item=<id> inside a collection, /product/<id> elsewhere).
 */
export function RelatedProducts({
  products,
  linkTo,
  headingLevel = 2,
  wide = true,
}: {
  products: ProductCardView[];
  linkTo: (product: ProductCardView) => string;
  headingLevel?: 2 | 3;
  /** Five across on wide screens; four when a sidebar sits beside the page. */
  wide?: boolean;
}) {
  if (!products.length) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="related-products" className="flex flex-col gap-4 border-t border-line pt-8">
      <Heading id="related-products" className="text-xl font-bold text-ink">
        Related Products
      </Heading>
      <div data-testid="related-products">
        <ProductGrid wide={wide}>
          {products.map((related) => (
            <ProductCard key={related.id} product={related} to={linkTo(related)} />
          ))}
        </ProductGrid>
      </div>
    </section>
  );
}
