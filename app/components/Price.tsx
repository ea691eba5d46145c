import { latin1Html } from "~/lib/latin1-html";
import { formatRupees } from "@rules/money";

/**
 * Price bold, old price struck through, discount in the accent colour. Its styles are named once in app.css
 * (`.price`): a collection shows it on 40 cards. `className` places it (a card pushes it to its foot). The amounts
 * are written as markup (`latin1Html`), so that their "₹" keeps the page at one byte a character.
 */
export function Price({
  price,
  oldPrice,
  discount,
  size = "md",
  className,
}: {
  price: number;
  oldPrice: number | null;
  discount: string | null;
  size?: "md" | "lg";
  className?: string;
}) {
  const classes = `price${size === "lg" ? " price-lg" : ""}${className ? ` ${className}` : ""}`;
  return (
    <p className={classes}>
      <span className="price-now" dangerouslySetInnerHTML={latin1Html(formatRupees(price))} />
      {oldPrice !== null && oldPrice > price ? (
        <>
          <span className="price-old">
            <span className="sr-only">Old price </span>
            <span dangerouslySetInnerHTML={latin1Html(formatRupees(oldPrice))} />
          </span>
          {discount ? <span className="price-off">{discount}</span> : null}
        </>
      ) : null}
    </p>
  );
}
