import { bestOfferWords, type ProductBestOffers } from "@rules/best-offer-words";
import { latin1Html } from "~/lib/latin1-html";

/**
 * "Best price ₹1,799 with code STYLE10" under the price: the chosen size's when the sizes' prices differ,
 * else the lowest. The code is text the shopper can select and copy. Its "₹" is written as markup
 * (`latin1Html`), as the price's is.
 */
export function BestPrice({ offers, size }: { offers: ProductBestOffers; size: string | null }) {
  const offer = size !== null && offers.bySize ? (offers.bySize[size] ?? null) : offers.lowest;
  if (!offer) return null;
  const words = bestOfferWords(offer, offer.inCart);
  return (
    <p className="text-sm font-medium text-emerald-800" data-testid="best-price">
      <span dangerouslySetInnerHTML={latin1Html(words.before)} />
      <strong className="select-all font-mono font-bold">{words.code}</strong>
      {words.after}
    </p>
  );
}
