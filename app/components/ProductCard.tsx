import { useState } from "react";
import type { CardColour, ProductCardView } from "@rules/catalog-types";
import { formatRupees } from "@rules/money";
import { Price } from "./Price";
import { CARD_SIZES, ProductPicture } from "./ProductPicture";
import { StoreLink } from "~/components/ui/StoreLink";
import { latin1Html } from "~/lib/latin1-html";
import { CardColourContext, withColour } from "~/components/products/card-colour";
import { ratingFigure, ratingWords, type RatingView } from "@rules/ratings";

/**
 * A product tile: picture, name, prices, and a product of several colours' swatches. `to` is where it leads
 * (a product page, or the in-page detail of a collection via ?item=); `eager` for pictures above the fold,
 * `first` for the first row a phone shows (the page's largest paint), whose pictures are fetched ahead of the
 * page's scripts.
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
  // The colour a swatch's tap shows in place (CardSwatches); the card then leads to it.
  const [tapped, setTapped] = useState<string>();
  const colourSlug = tapped ?? product.colour;
  const colour = colourSlug ? product.colours?.find((c) => c.slug === colourSlug) : undefined;
  const chosen = colour && colour.slug !== product.colours?.[0]?.slug ? colour.slug : undefined;
  const link = withColour(to, chosen);
  const inPage = to.startsWith("?");
  const shown = colour ?? product;
  const range = colour ? undefined : product.priceRange;
  return (
    // The card's overflow would clip its link's focus ring, so the card draws the ring itself (app.css).
    <article className="group card">
      <StoreLink to={link} className="card-link" preventScrollReset={inPage}>
        <div className="card-frame">
          <ProductPicture
            image={colour?.picture ?? product.picture}
            alt={colour ? `${product.name}, ${colour.name}` : product.name}
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
        {product.rating ? <CardRating rating={product.rating} /> : null}
        {product.finalSale ? (
          <p className="card-note" data-testid="final-sale">
            Final sale · non-returnable
          </p>
        ) : null}
        {range ? (
          <p className="price card-price">
            <span
              className="price-now"
              dangerouslySetInnerHTML={latin1Html(`${formatRupees(range.min)} – ${formatRupees(range.max)}`)}
            />
          </p>
        ) : (
          <Price price={shown.price} oldPrice={shown.oldPrice} discount={shown.discount} className="card-price" />
        )}
      </StoreLink>
      {product.colours ? <CardSwatches product={product} to={to} shown={colour} onShow={setTapped} /> : null}
      {actions ? (
        <CardColourContext.Provider value={chosen}>
          <div className="card-actions">{actions}</div>
        </CardColourContext.Provider>
      ) : null}
    </article>
  );
}

/**
 * "4.3 ★ (27)" under the name: the figure and count as seen, and the same in words for a screen reader
 * ("Rated 4.3 out of 5 from 27 reviews"), which would otherwise read a star sign and a bare number.
 */
/** The star as markup (app/lib/latin1-html.ts): a page of cards stays at one byte a character. */
const STAR = latin1Html("★");

function CardRating({ rating }: { rating: RatingView }) {
  return (
    <p className="card-rating" data-testid="card-rating">
      <span aria-hidden="true">
        {ratingFigure(rating.average)} <span className="card-rating-star" dangerouslySetInnerHTML={STAR} />{" "}
        <span className="card-rating-count">({rating.count})</span>
      </span>
      <span className="sr-only">{ratingWords(rating)}</span>
    </p>
  );
}

/** A phone's card, two to a row, has room for three 44 px swatches (the tap size every control keeps). */
const PHONE_SWATCHES = 3;

/**
 * A product's colours on its card: a dot each, the shown one pressed, then "+N". Each dot is a button of a
 * form that opens the product on that colour, which is what a tap does before the page's scripts and
 * without them; with them, a tap shows the colour's photo and price in the card instead. Buttons, not links:
 * they change the card, and the card keeps one link.
 */
function CardSwatches({
  product,
  to,
  shown,
  onShow,
}: {
  product: ProductCardView;
  to: string;
  shown: CardColour | undefined;
  onShow: (slug: string) => void;
}) {
  const colours = product.colours!;
  const pressed = (shown ?? colours[0]!).slug;
  const phoneMore = (product.moreColours ?? 0) + Math.max(0, colours.length - PHONE_SWATCHES);
  // A collection's in-page detail keeps the list's address and names the colour itemColor (withColour).
  const [action, query = ""] = to.startsWith("?") ? ["", to.slice(1)] : [to, ""];
  return (
    <div className="card-swatches" role="group" aria-label="Available in">
      <form method="get" action={action || undefined} className="contents">
        {[...new URLSearchParams(query)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {colours.map((c, index) => (
          <button
            key={c.slug}
            type="submit"
            name={action ? "color" : "itemColor"}
            value={c.slug}
            className={index < PHONE_SWATCHES ? "card-swatch" : "card-swatch max-sm:hidden"}
            aria-label={c.name}
            title={c.name}
            aria-pressed={c.slug === pressed}
            onClick={(event) => {
              event.preventDefault();
              onShow(c.slug);
            }}
          >
            <span className={`card-swatch-dot ${c.paint ?? "card-swatch-unknown"}`} />
          </button>
        ))}
      </form>
      <MoreColours count={phoneMore} className="sm:hidden" />
      <MoreColours count={product.moreColours ?? 0} className="max-sm:hidden" />
    </div>
  );
}

function MoreColours({ count, className }: { count: number; className: string }) {
  return count ? (
    <span className={`card-swatch-more ${className}`}>
      +{count}
      <span className="sr-only"> more</span>
    </span>
  ) : null;
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
