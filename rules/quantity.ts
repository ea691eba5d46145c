// The one cap on a line's quantity (docs/product.md section 5), apart from the line-item schema so that
// the pages' steppers can read it without bringing zod into the browser's bundle.

/** A cart line (or an order's line) may hold at most this many of one product and size. */
export const MAX_PER_LINE = 10;

/** A quantity from a form or a link, brought into 1 to MAX_PER_LINE (1 when it is not a whole number). */
export function clampQuantity(value: number): number {
  return Number.isInteger(value) ? Math.min(MAX_PER_LINE, Math.max(1, value)) : 1;
}
