import { BadgeCheck, Heart, ShoppingBag, Star, ThumbsUp } from "lucide-react";

/*
 * Icons that repeat on a page (a heart and a bag on every one of a collection's 40 cards, five stars and a
 * thumb on every review) are drawn once, in IconSprites, and each use shows them by reference. A lucide icon
 * written out in full is 400-650 bytes of markup that React builds and writes again at every use.
 */
const SPRITES = {
  heart: <Heart />,
  /** The heart of a product in the wishlist: filled in the text colour. */
  "heart-filled": <Heart fill="currentColor" />,
  "shopping-bag": <ShoppingBag />,
  /** Filled as the `fill` of the icon that shows it says (a filled or an empty star, one drawing). */
  star: <Star fill="inherit" />,
  "thumbs-up": <ThumbsUp />,
  "badge-check": <BadgeCheck />,
};

export type SpriteName = keyof typeof SPRITES;

/** The sprites every page shows (the cards' heart and bag): the root layout draws them. */
const ON_EVERY_PAGE: SpriteName[] = ["heart", "heart-filled", "shopping-bag"];

/**
 * The sprites named, once, hidden. The root layout draws those of every page, so they survive navigation; a
 * section that alone repeats an icon (the reviews) draws its own.
 */
export function IconSprites({ names = ON_EVERY_PAGE }: { names?: SpriteName[] }) {
  return (
    <svg aria-hidden="true" className="hidden">
      {names.map((name) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          {SPRITES[name]}
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
