// Size advice on a sized product's page (docs/decisions/039): from how its buyers said it fitted, and from the
// size the shopper kept of the same category before. Plain rules: the server works the words out.
import type { Fit } from "./reviews";

/** Fewer fit answers than this say too little to advise on. */
export const FIT_ADVICE_MIN_ANSWERS = 5;

/** How most buyers found the fit: more than half of at least FIT_ADVICE_MIN_ANSWERS answers. */
export function fitLean(fit: Record<Fit, number>): Fit | null {
  const total = fit.small + fit.true + fit.large;
  if (total < FIT_ADVICE_MIN_ANSWERS) return null;
  const most = (["small", "true", "large"] as const).find((f) => fit[f] * 2 > total);
  return most ?? null;
}

const LEAN_WORDS: Record<Fit, string> = {
  small: "Most buyers found this small: consider one size up.",
  true: "Most buyers found this true to size: take your usual size.",
  large: "Most buyers found this large: consider one size down.",
};

/** "Most buyers found this small: consider one size up.", or null when too few said or they did not agree. */
export function fitAdvice(fit: Record<Fit, number>): string | null {
  const lean = fitLean(fit);
  return lean ? LEAN_WORDS[lean] : null;
}

/** A size the shopper kept: a delivered line, none of it returned or exchanged, of the product's category. */
export interface KeptSize {
  size: string;
  category: string;
}

/**
 * "You kept M in shirts & tshirt." and, when most buyers found this product small or large and the product
 * comes in the next size that way, "As this one runs small, consider L.". Null when nothing was kept, or the
 * kept size is not one this product comes in (another kind of sizing).
 */
export function keptSizeAdvice(kept: KeptSize | null, sizes: readonly string[], lean: Fit | null): string | null {
  if (!kept) return null;
  const at = sizes.indexOf(kept.size);
  if (at < 0) return null;
  const said = `You kept ${kept.size} in ${kept.category.toLowerCase()}.`;
  const next = lean === "small" ? sizes[at + 1] : lean === "large" ? sizes[at - 1] : undefined;
  return next ? `${said} As this one runs ${lean}, consider ${next}.` : said;
}

/** What a product page says about sizes: the buyers' fit and the shopper's own size, each when known. */
export interface SizeAdvice {
  fit: string | null;
  kept: string | null;
}
