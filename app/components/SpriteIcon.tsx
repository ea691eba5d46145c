import type { ReactElement } from "react";
import { Heart, ShoppingBag } from "lucide-react";

/*
 * Icons that repeat on a page (a heart and a bag on every one of a collection's 40 cards, five stars and a
 * thumb on every review) are drawn once, in a sprite sheet, and each use shows them by reference. A lucide
 * icon written out in full is 400-650 bytes of markup that React builds and writes again at every use.
 */
const SPRITES = {
  heart: <Heart />,
  /** The heart of a product in the wishlist: filled in the text colour. */
  "heart-filled": <Heart fill="currentColor" />,
  "shopping-bag": <ShoppingBag />,
};

export type SpriteName = keyof typeof SPRITES;

/** The sprites of every page, once, hidden: rendered by the root layout, so they survive navigation. */
export function IconSprites() {
  return <SpriteSheet icons={SPRITES} />;
}

/**
 * Icons, each once, hidden, for SpriteIcon to show by name. A section that alone repeats icons (the reviews)
 * draws its own sheet, so its icons stay out of every page's first-load script.
 */
export function SpriteSheet({ icons }: { icons: Record<string, ReactElement> }) {
  return (
    <svg aria-hidden="true" className="hidden">
      {Object.entries(icons).map(([name, icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          {icon}
        </symbol>
      ))}
    </svg>
  );
}

/**
 * An icon of a sprite sheet on the page (`name`: a SpriteName, or one of a section's own sheet), `size`
 * pixels square; decorative (the button or link around it says what it is).
 */
export function SpriteIcon({ name, size, className }: { name: string; size: number; className?: string }) {
  return (
    <svg aria-hidden="true" width={size} height={size} className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
