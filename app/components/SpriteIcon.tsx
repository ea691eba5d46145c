import { Heart, ShoppingBag } from "lucide-react";

/*
 * Icons that repeat on a page (a heart and a bag on every one of a collection's 40 cards) are drawn once, in
 * IconSprites at the top of every page, and each card shows them by reference. A lucide icon written out
 * in full is about 400 bytes of markup that React builds and writes again for every card.
 */
const SPRITES = {
  heart: <Heart />,
  /** The heart of a product in the wishlist: filled in the text colour. */
  "heart-filled": <Heart fill="currentColor" />,
  "shopping-bag": <ShoppingBag />,
};

export type SpriteName = keyof typeof SPRITES;

/** Every sprite once, hidden: rendered by the root layout, so it is on every page and survives navigation. */
export function IconSprites() {
  return (
    <svg aria-hidden="true" className="hidden">
      {Object.entries(SPRITES).map(([name, icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          {icon}
        </symbol>
      ))}
    </svg>
  );
}

/** A sprite's icon, `size` pixels square; decorative (the button or link around it says what it is). */
export function SpriteIcon({ name, size, className }: { name: SpriteName; size: number; className?: string }) {
  return (
    <svg aria-hidden="true" width={size} height={size} className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
