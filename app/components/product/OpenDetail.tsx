import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { ProductDetail } from "../ProductDetail";
import { RelatedProducts } from "../RelatedProducts";
import type { BrowserItem } from "./ProductBrowser";
import { ITEM_COLOUR_PARAM } from "./item-colour";
import { rulesByKey } from "./rules-by-key";

/** An open card (ProductBrowser.tsx): the product's detail and its related products, below the page's title. */
export function OpenDetail({ open, basePath, wide }: { open: BrowserItem; basePath: string; wide: boolean }) {
  const navigationType = useNavigationType();
  const { search } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const id = open.product.id;
  // A swatch keeps this page, its list and the open item, and sets the item's colour.
  const colourLink = (slug: string) => {
    const next = new URLSearchParams(search);
    next.delete(ITEM_COLOUR_PARAM);
    if (slug !== open.product.colours?.[0]?.slug) next.set(ITEM_COLOUR_PARAM, slug);
    return `?${next}`;
  };

  // Opening a card (or a related one) keeps the scroll position (the card link prevents the reset):
  // bring the detail into view and move focus to its name. Not on a page load or a history step
  // (POP), where the browser's scroll restoration knows best.
  useEffect(() => {
    if (navigationType === "POP") return;
    wrapper.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
    // Runs per product shown; the navigation type is only read to tell how it was reached.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  return (
    <div ref={wrapper} className="flex scroll-mt-32 flex-col gap-10 md:scroll-mt-20">
      <ProductDetail
        product={open.product}
        rules={rulesByKey(open.rulesKey)}
        headingLevel={2}
        headingRef={heading}
        backTo={basePath}
        colourLink={colourLink}
      />
      <RelatedProducts products={open.related} linkTo={(p) => `?item=${p.id}`} wide={wide} />
    </div>
  );
}
