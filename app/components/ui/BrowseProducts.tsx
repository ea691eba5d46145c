import { StoreLink } from "~/components/ui/StoreLink";

/** The way on from an empty page (an empty wishlist, a checkout with nothing to buy): every product. */
export function BrowseProducts({ className = "" }: { className?: string }) {
  return (
    <StoreLink
      to="/products"
      className={`inline-flex min-h-11 items-center justify-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-dark ${className}`}
    >
      Browse products
    </StoreLink>
  );
}
