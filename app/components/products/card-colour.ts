import { createContext } from "react";

/** The colour a card shows when it is not its first (a list's choice, or a tapped swatch): its actions add that one. */
export const CardColourContext = createContext<string | undefined>(undefined);

/**
 * A card's link on one of its colours: a product page's `?color=`, a collection's in-page detail's
 * `&itemColor=` (`?color=` there is the list's filter).
 */
export function withColour(to: string, colour: string | undefined): string {
  if (!colour) return to;
  const [path, hash = ""] = to.split("#");
  const name = path!.startsWith("?") ? "itemColor" : "color";
  return `${path}${path!.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(colour)}${hash ? `#${hash}` : ""}`;
}
