import { StoreLink } from "~/components/ui/StoreLink";

/** "Your order SH-… was placed a moment ago": what became of an emptied cart. */
export function JustPlaced({ orderNumber }: { orderNumber: string }) {
  return (
    <p className="text-sm text-muted" data-testid="just-placed">
      Your order <span className="font-semibold text-ink">{orderNumber}</span> was placed a moment ago.{" "}
      <StoreLink
        to={`/thank-you?order=${encodeURIComponent(orderNumber)}`}
        className="font-semibold text-ink underline underline-offset-4 hover:text-accent"
      >
        View your order
      </StoreLink>
    </p>
  );
}
