import { Link } from "react-router";
import type { ProductCardView } from "~/lib/catalog-types";
import { Price } from "./Price";
import { CARD_SIZES, ProductPicture } from "./ProductPicture";

/**
 * A product tile: picture, name, prices. `to` is where it leads (a product page, or the in-page
 * detail of a collection via ?item=); `eager` for pictures above the fold.
 */
export function ProductCard({
  product,
  to,
  eager = false,
  actions,
}: {
  product: ProductCardView;
  to: string;
  eager?: boolean;
  /** Buttons under the card (Add to Cart, Wishlist, Buy Now) where a surface offers them. */
  actions?: React.ReactNode;
}) {
  return (
    // The card's overflow would clip its link's focus ring, so the card draws the ring itself.
    <article className="group flex flex-col overflow-hidden rounded-lg border border-line bg-white transition-shadow hover:shadow-md has-[>a:focus-visible]:outline-2 has-[>a:focus-visible]:outline-offset-2 has-[>a:focus-visible]:outline-accent">
      <Link to={to} className="flex flex-1 flex-col focus-visible:outline-none" preventScrollReset={to.startsWith("?")}>
        <div className="relative aspect-[4/5] overflow-hidden bg-stone-100">
          <ProductPicture
            image={product.images[0] ?? { src: product.image, width: null, height: null }}
            alt={product.name}
            sizes={CARD_SIZES}
            loading={eager ? "eager" : "lazy"}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
          {/* The discount is said once, beside the prices. */}
          {!product.inStock ? (
            <span className="absolute left-2 top-2 rounded bg-ink/85 px-2 py-1 text-xs font-semibold text-white">
              Out of stock
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-medium leading-snug text-ink">{product.name}</h3>
          {product.finalSale ? (
            <p className="text-xs font-semibold text-accent-dark" data-testid="final-sale">
              Final sale · non-returnable
            </p>
          ) : null}
          <div className="mt-auto pt-1">
            <Price price={product.price} oldPrice={product.oldPrice} discount={product.discount} />
          </div>
        </div>
      </Link>
      {actions ? <div className="border-t border-line p-2">{actions}</div> : null}
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
