import { Link, useSearchParams } from "react-router";
import { addressLines, type ShippingAddress } from "@rules/address";

/**
 * "Your saved addresses" on the checkout: each a "Deliver here" link (?address=<id>), so it works without
 * JavaScript too; with it, `onChoose` fills the fields in place, keeping what else was typed.
 */
export function SavedAddressChoice<A extends ShippingAddress & { id: number }>({
  addresses,
  isChosen,
  onChoose,
}: {
  addresses: A[];
  isChosen: (address: A) => boolean;
  onChoose: (address: A) => void;
}) {
  const [searchParams] = useSearchParams();
  return (
    <div>
      <p id="saved-addresses-title" className="text-sm font-semibold">
        Your saved addresses
      </p>
      <ul aria-labelledby="saved-addresses-title" className="mt-2 grid gap-2 sm:grid-cols-2">
        {addresses.map((address) => {
          const chosen = isChosen(address);
          const params = new URLSearchParams(searchParams);
          params.set("address", String(address.id));
          return (
            <li key={address.id}>
              <Link
                to={`?${params.toString()}`}
                replace
                preventScrollReset
                aria-current={chosen ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(address);
                }}
                className={`block min-h-11 rounded-md border p-3 text-sm hover:border-ink ${
                  chosen ? "border-accent bg-accent-soft" : "border-line"
                }`}
              >
                <span className="block whitespace-pre-line">{addressLines(address).join("\n")}</span>
                <span className="mt-1 block font-semibold text-accent-dark">
                  {chosen ? "Delivering here" : "Deliver here"}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
