import type { ProductCardView } from "@rules/catalog-types";
import { CardActions } from "~/components/cart/CardActions";
import { ProductCard } from "~/components/ProductCard";

/**
 * The catalogue's cards for a grid, each leading to its product page, with the card's own Add to Cart,
 * Wishlist and Buy Now unless `actions` is false. `aboveFold` for a grid at the top of its page: the first row's
 * pictures are fetched first.
 */
export function CatalogCards({
  products,
  aboveFold = false,
  actions = true,
}: {
  products: ProductCardView[];
  aboveFold?: boolean;
  actions?: boolean;
}) {
  return products.map((product, index) => {
    const to = `/product/${product.id}`;
    return (
      <ProductCard
        key={product.id}
        product={product}
        to={to}
        eager={aboveFold && index < 4}
        first={aboveFold && index < 2}
        actions={actions ? <CardActions product={product} detailTo={to} /> : undefined}
      />
    );
  });
}
