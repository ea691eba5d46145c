import { Check, CircleAlert, RotateCcw, Truck } from "lucide-react";
import { RememberedDeliveryCheck, useCheckedDelivery } from "./DeliveryCheck";
import { estimateIn, type DeliveryAnswer } from "@rules/delivery";
import { memo, Suspense, useEffect, useId, useRef, useState, type Ref } from "react";
import { Link } from "react-router";
import type { ProductView } from "@rules/catalog-types";
import type { CollectionDefinition } from "@rules/collections";
import { latin1Html } from "~/lib/latin1-html";
import { formatPaise, formatRupees } from "@rules/money";
import { MAX_PER_LINE } from "@rules/quantity";
import { Price } from "./Price";
import { ProductActions } from "./ProductActions";
import { QuantityStepper } from "./QuantityStepper";
import { SizePicker } from "./SizePicker";
import { later } from "~/lib/later";
import type { SizeChartKey } from "@rules/size-charts";
import { useSettings } from "./store-settings";
import { ProductGallery } from "./product/ProductGallery";
import type { ColourPickerProps } from "./product/ColourPicker";
import { BestPrice } from "./product/BestPrice";
import type { ProductBestOffers } from "@rules/best-offer-words";

/** The "Best price" line: the server's, made the shopper's own on a shared page once its script has come. */
const LaterBestPrice = later(
  () => import("./product/ShopperBestPrice").then((module) => ({ default: module.ShopperBestPrice })),
  ({ offers, size }) => <BestPrice offers={offers} size={size} />,
);

/** The size chart: a table in a native disclosure, which needs no script, so its code comes after the page's. */
const SizeChart = later(
  () => import("./product/SizeChart").then((module) => ({ default: module.SizeChart })),
  () => null,
);
// Drawn again only for another chart: a new size or quantity must not draw it afresh (and without its
// table, moving the buttons under a tap) while its script is still on its way.
const LaterSizeChart = memo(function LaterSizeChart({ chart }: { chart: SizeChartKey }) {
  return (
    <Suspense fallback={null}>
      <SizeChart chart={chart} />
    </Suspense>
  );
});

/**
 * The colour swatches: links, which work as plain HTML, so their script (the arrow keys, the choice shown at
 * once) comes after the page's. Drawn again only for other colours or another choice, as the size chart.
 */
const ColourPicker = later(
  () => import("./product/ColourPicker").then((module) => ({ default: module.ColourPicker })),
  () => null,
);
const LaterColourPicker = memo(function LaterColourPicker(props: ColourPickerProps) {
  return (
    <Suspense fallback={null}>
      <ColourPicker {...props} />
    </Suspense>
  );
});

/** What the shopper has chosen in the detail: handed to Add to Cart, Buy Now and the like. */
export interface ProductChoice {
  product: ProductView;
  /** The raw stored size (e.g. "M", "UK 6"), or null when none is chosen or the product has none. */
  size: string | null;
  quantity: number;
}

export interface ProductDetailProps {
  product: ProductView;
  /** The collection whose rules apply: sizes, highlights, specifications, return window. */
  rules: CollectionDefinition;
  /** h1 on the product page, h2 inside a collection page. */
  headingLevel?: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Where "Back" leads (the collection without ?item); no Back control when absent. */
  backTo?: string;
  /** Called whenever the size or quantity changes. */
  onChoiceChange?: (choice: ProductChoice) => void;
  /** "Check delivery" for the remembered PIN code (null before one is given); no check when absent. */
  delivery?: DeliveryAnswer | null;
  /** Where a colour's swatch leads: the product's own page on that colour unless given. */
  colourLink?: (slug: string) => string;
  /** "Best price ₹1,799 with code STYLE10" under the price (the product page's loader works it out). */
  bestOffer?: ProductBestOffers | null;
}

/** Highlights that the delivery and returns lines already say (with the settings' figures). */
const COVERED_BY_SERVICE_LINES = /\bfree\b.*\b(shipping|delivery)\b|\breturns?\b|\bexchange\b|\breplacement\b/i;
/** A collection's "Pay on delivery" highlight: not said where the shopper's PIN code takes no cash. */
const PAY_ON_DELIVERY = /\bpay on delivery\b/i;

/**
 * The detail of one product: picture, name, prices, description, size and quantity, the actions,
 * delivery and returns, highlights, details and specifications. Used by the collection pages (in the
 * page, via ?item=) and by the product page. Keyed by product, so choices reset when it changes; another
 * colour of the same product resets the size but keeps the quantity, and keeps the colour swatches mounted
 * so the one the shopper moved to keeps the focus.
 */
export function ProductDetail(props: ProductDetailProps) {
  return <ProductDetailInner key={props.product.id} {...props} />;
}

function ProductDetailInner({
  product,
  rules,
  headingLevel = 2,
  headingRef,
  backTo,
  onChoiceChange,
  delivery,
  colourLink,
  bestOffer,
}: ProductDetailProps) {
  const { freeShippingThresholdPaise } = useSettings();
  const sizes = product.sizes.length ? product.sizes : rules.sizes;
  const soldOut = (size: string) => product.sizeAvailability?.some((a) => a.size === size && !a.inStock) ?? false;
  const initialSize =
    rules.defaultSize && sizes.includes(rules.defaultSize) && !soldOut(rules.defaultSize) ? rules.defaultSize : null;
  const [size, setSize] = useState<string | null>(initialSize);
  const [quantity, setQuantity] = useState(1);
  // The sizes' stock is the colour's: a size chosen on another colour may be sold out on this one.
  const [shownColour, setShownColour] = useState(product.colour);
  if (shownColour !== product.colour) {
    setShownColour(product.colour);
    setSize(initialSize);
  }
  // The size and quantity controls belong to the actions' form (the `form` attribute), so Add to Cart
  // and Buy Now send them as a plain form post too, before and without JavaScript.
  const formId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);
  const actionsScrolledPast = useScrolledPast(actionsRef);
  // With only a few left in the chosen size, the stepper stops there: more could never be ordered.
  const chosenSize = product.sizeAvailability?.find((a) => a.size === size);
  const fewLeft = chosenSize?.fewLeft ?? null;
  // A size with a price of its own shows it once chosen; the colour's price stands until then.
  const shownPrice =
    chosenSize?.price === undefined
      ? product
      : { price: chosenSize.price, oldPrice: chosenSize.oldPrice ?? null, discount: chosenSize.discount ?? null };
  const maxQuantity = fewLeft ?? MAX_PER_LINE;
  const choice: ProductChoice = {
    product,
    size: sizes.length ? size : null,
    quantity: Math.min(quantity, maxQuantity),
  };

  const changeSize = (next: string) => {
    setSize(next);
    const left = product.sizeAvailability?.find((a) => a.size === next)?.fewLeft ?? MAX_PER_LINE;
    if (quantity > left) setQuantity(left);
    onChoiceChange?.({ ...choice, size: next, quantity: Math.min(quantity, left) });
  };
  const changeQuantity = (next: number) => {
    setQuantity(next);
    onChoiceChange?.({ ...choice, quantity: next });
  };

  const Heading = headingLevel === 1 ? "h1" : "h2";
  const SubHeading = headingLevel === 1 ? "h2" : "h3";
  const checked = useCheckedDelivery(delivery ?? null);
  const noCash = delivery !== undefined && estimateIn(checked)?.cashOnDelivery === false;
  const highlights = rules.highlights.filter(
    (h) => !COVERED_BY_SERVICE_LINES.test(h) && !(noCash && PAY_ON_DELIVERY.test(h)),
  );
  const headingId = `product-${product.id}-name`;

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-6">
      {backTo ? (
        <div>
          <Link
            to={backTo}
            preventScrollReset
            state={{ fromItem: product.id }}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-ink"
          >
            {/* Drawn here rather than as an icon module: the product page's first load is at its budget. */}
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="back-arrow">
              <path d="m12 19-7-7 7-7M19 12H5" />
            </svg>
            Back
          </Link>
        </div>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery
          // Each colour has its photos: its first shown.
          key={product.colour}
          images={product.images}
          name={product.name}
          idPrefix={`product-${product.id}`}
          badge={
            !product.inStock ? (
              <span className="absolute left-3 top-3 rounded bg-ink/85 px-2 py-1 text-xs font-semibold text-white">
                Out of stock
              </span>
            ) : null
          }
        />

        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-2">
            <p className="text-xs font-semibold uppercase tracking-widest text-muted">{product.category}</p>
            <Heading
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold leading-tight text-ink focus:outline-none sm:text-3xl"
            >
              {product.name}
            </Heading>
            <Price price={shownPrice.price} oldPrice={shownPrice.oldPrice} discount={shownPrice.discount} size="lg" />
            <p className="text-xs text-muted">Inclusive of all taxes</p>
            {bestOffer ? (
              <Suspense fallback={<BestPrice offers={bestOffer} size={sizes.length ? size : null} />}>
                <LaterBestPrice
                  offers={bestOffer}
                  size={sizes.length ? size : null}
                  productId={product.id}
                  colour={product.colour}
                />
              </Suspense>
            ) : null}
            {product.inStock ? (
              <p className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
                <Check aria-hidden="true" size={16} />
                In stock
              </p>
            ) : (
              <p className="inline-flex items-center gap-1 text-sm font-semibold text-accent" role="note">
                <CircleAlert aria-hidden="true" size={16} />
                Out of stock: this product cannot be ordered right now.
              </p>
            )}
          </div>

          {product.colours && product.colour ? (
            <LaterColourPicker
              productId={product.id}
              colours={product.colours}
              chosen={product.colour}
              linkTo={colourLink}
            />
          ) : null}

          {product.description ? <p className="leading-relaxed text-muted">{product.description}</p> : null}

          {sizes.length ? (
            <div className="flex flex-col gap-1">
              <SizePicker
                id="sizes"
                sizes={sizes}
                value={size}
                onChange={changeSize}
                label={rules.sizeLabel ?? "Size"}
                names={rules.sizeNames}
                disabled={!product.inStock}
                name="size"
                form={formId}
                availability={product.sizeAvailability}
              />
              {rules.sizeChart ? <LaterSizeChart chart={rules.sizeChart} /> : null}
            </div>
          ) : null}

          <QuantityStepper
            value={choice.quantity}
            max={maxQuantity}
            onChange={changeQuantity}
            disabled={!product.inStock}
            name="quantity"
            form={formId}
          />

          <div ref={actionsRef}>
            <ProductActions
              product={product}
              size={choice.size}
              quantity={choice.quantity}
              sizeRule={rules.sizeRule}
              formId={formId}
            />
          </div>
          {actionsScrolledPast && product.inStock ? (
            <StickyBuyBar price={shownPrice.price} actions={actionsRef} />
          ) : null}

          {delivery !== undefined ? <RememberedDeliveryCheck fromPage={delivery} /> : null}

          <ul className="flex flex-col gap-2 rounded-lg border border-line bg-white p-4 text-sm">
            <li className="flex items-center gap-3">
              <Truck aria-hidden="true" size={20} className="shrink-0 text-muted" />
              <span
                dangerouslySetInnerHTML={latin1Html(
                  `Free delivery on orders above ${formatPaise(freeShippingThresholdPaise)}`,
                )}
              />
            </li>
            <li className="flex items-center gap-3">
              <RotateCcw aria-hidden="true" size={20} className="shrink-0 text-muted" />
              {product.finalSale ? (
                <span className="font-semibold text-accent-dark" data-testid="final-sale">
                  Final sale: this item is non-returnable
                </span>
              ) : (
                `${rules.returnDays} days return and exchange`
              )}
            </li>
          </ul>

          {highlights.length ? (
            <section aria-labelledby={`${headingId}-highlights`} className="flex flex-col gap-2">
              <SubHeading id={`${headingId}-highlights`} className="text-base font-semibold">
                Highlights
              </SubHeading>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted marker:text-accent">
                {highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>

      {product.details.length || rules.specifications.length ? (
        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          {product.details.length ? (
            <section aria-labelledby={`${headingId}-details`} className="flex flex-col gap-2">
              <SubHeading id={`${headingId}-details`} className="text-lg font-semibold">
                Product details
              </SubHeading>
              <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed text-muted">
                {product.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {rules.specifications.length ? (
            <section aria-labelledby={`${headingId}-specs`} className="flex flex-col gap-2">
              <SubHeading id={`${headingId}-specs`} className="text-lg font-semibold">
                Specifications
              </SubHeading>
              <table className="w-full overflow-hidden rounded-lg border border-line bg-white text-sm">
                <tbody>
                  {rules.specifications.map((s) => (
                    <tr key={s.label} className="border-b border-line last:border-0">
                      <th scope="row" className="w-2/5 bg-stone-50 px-3 py-2 text-left font-medium text-ink">
                        {s.label}
                      </th>
                      <td className="px-3 py-2 text-muted">{s.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/**
 * True while the element is scrolled up out of view (not before it was ever reached). A scroll listener
 * rather than an IntersectionObserver: a jump from above the element to below it crosses no threshold.
 */
function useScrolledPast(ref: React.RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(element.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ref]);
  return past;
}

/**
 * On phones, once the shopper has scrolled past the buttons: the price, Add to Cart and Buy Now in a bar
 * at the bottom of the screen. Its buttons press the real ones (same size checks, same dialog), so the
 * bar is a shortcut for touch and is hidden from screen readers and the keyboard, which have the real ones.
 */
function StickyBuyBar({ price, actions }: { price: number; actions: React.RefObject<HTMLDivElement | null> }) {
  const press = (intent: "add" | "buy") =>
    actions.current?.querySelector<HTMLButtonElement>(`button[name="intent"][value="${intent}"]`)?.click();
  const button = "inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-3 text-sm font-semibold";
  return (
    <div
      aria-hidden="true"
      data-testid="sticky-buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-line bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <span className="shrink-0 text-base font-bold text-ink">{formatRupees(price)}</span>
      <button type="button" tabIndex={-1} className={`${button} bg-accent text-white`} onClick={() => press("add")}>
        Add to Cart
      </button>
      <button type="button" tabIndex={-1} className={`${button} bg-ink text-white`} onClick={() => press("buy")}>
        Buy Now
      </button>
    </div>
  );
}
