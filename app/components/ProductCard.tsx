import type { ProductCardView } from "@rules/catalog-types";
import { Price } from "./Price";
import { CARD_SIZES, ProductPicture } from "./ProductPicture";
import { StoreLink } from "~/components/ui/StoreLink";

/**
 * A product tile: picture, name, prices. `to` is where it leads (a product page, or the in-page
 * detail of a collection via ?item=); `eager` for pictures above the fold, `first` for the first row a phone
 * shows (the page's largest paint), whose pictures are fetched ahead of the page's scripts.
 */
export function ProductCard({
  product,
  to,
  eager = false,
  first = false,
  actions,
}: {
  product: ProductCardView;
  to: string;
  eager?: boolean;
  first?: boolean;
  /** Buttons under the card (Add to Cart, Wishlist, Buy Now) where a surface offers them. */
  actions?: React.ReactNode;
}) {
  const inPage = to.startsWith("?");
  return (
    // The card's overflow would clip its link's focus ring, so the card draws the ring itself (app.css).
    <article className="group card">
      <StoreLink to={to} className="card-link" preventScrollReset={inPage}>
        <div className="card-frame">
          <ProductPicture
            image={product.picture}
            alt={product.name}
            sizes={CARD_SIZES}
            loading={eager || first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
            className="card-image"
          />
          {/* The discount is said once, beside the prices. */}
          {!product.inStock ? (
            <span className="absolute left-2 top-2 rounded bg-ink/85 px-2 py-1 text-xs font-semibold text-white">
              Out of stock
            </span>
          ) : null}
        </div>
        {/* The name and prices sit in the link itself (app.css spaces them): 40 cards, one wrapper fewer each. */}
        <h3 className="card-name">{product.name}</h3>
        {product.finalSale ? (
          <p className="card-note" data-testid="final-sale">
            Final sale · non-returnable
          </p>
        ) : null}
        <Price price={product.price} oldPrice={product.oldPrice} discount={product.discount} className="card-price" />
      </StoreLink>
      {actions ? <div className="card-actions">{actions}</div> : null}
    </article>
  );
}

/** A responsive grid of cards: 2 across on phones, up to 5 on wide screens. */
export function ProductGrid({ children, wide = true }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <div
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 ${wide ? "lg:grid-cols-4 xl:grid-cols-5" : "lg:grid-cols-3 xl:grid-cols-4"}`}
    >
      {children}
    </div>
  );
}
