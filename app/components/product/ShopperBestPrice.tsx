import { useEffect, useState } from "react";
import type { ProductBestOffers } from "@rules/best-offer-words";
import { useShopper } from "~/components/shopper";
import { BestPrice } from "./BestPrice";

/**
 * The "Best price" line, made the shopper's own on a shared page: such a page carries a guest's line
 * (decision 045), so for a signed-in shopper or one with a cart it asks GET /api/shopper/offers once the page
 * has loaded, and shows their line instead (none for a code they have used up, "applied in your cart" for
 * the cart's code). Its script comes after the page's (ProductDetail renders it with `later`).
 */
export function ShopperBestPrice({
  offers,
  size,
  productId,
  colour,
}: {
  offers: ProductBestOffers;
  size: string | null;
  productId: number;
  colour: string | undefined;
}) {
  const { shopper, known } = useShopper();
  const ownToAsk = offers.forGuest === true && known && (shopper.account !== null || shopper.cartCount > 0);
  const [own, setOwn] = useState<{ for: ProductBestOffers; offers: ProductBestOffers | null } | null>(null);
  useEffect(() => {
    if (!ownToAsk) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ product: String(productId), ...(colour ? { color: colour } : {}) });
    fetch(`/api/shopper/offers?${query.toString()}`, {
      headers: { accept: "application/json" },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ bestOffer: ProductBestOffers | null }>) : null))
      // A failed request leaves the guest's line: the cart judges the code anyway.
      .then((answer) => answer && setOwn({ for: offers, offers: answer.bestOffer }))
      .catch(() => {});
    return () => controller.abort();
  }, [ownToAsk, productId, colour, offers]);
  const shown = ownToAsk && own?.for === offers ? own.offers : offers;
  return shown ? <BestPrice offers={shown} size={size} /> : null;
}
