import { formatRupees } from "~/lib/money";

/** Price bold, old price struck through, discount in the accent colour. */
export function Price({
  price,
  oldPrice,
  discount,
  size = "md",
}: {
  price: number;
  oldPrice: number | null;
  discount: string | null;
  size?: "md" | "lg";
}) {
  const large = size === "lg";
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${large ? "text-2xl" : "text-[15px]"}`}>
      <span className="font-bold text-ink">{formatRupees(price)}</span>
      {oldPrice !== null && oldPrice > price ? (
        <>
          <span className={`text-muted line-through ${large ? "text-lg" : "text-sm"}`}>
            <span className="sr-only">Old price </span>
            {formatRupees(oldPrice)}
          </span>
          {discount ? (
            <span className={`font-semibold text-accent ${large ? "text-lg" : "text-sm"}`}>{discount}</span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
