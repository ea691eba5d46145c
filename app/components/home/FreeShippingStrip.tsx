import { Truck } from "lucide-react";
import { latin1Html } from "~/lib/latin1-html";
import { formatPaise } from "@rules/money";
import { useSettings } from "../store-settings";

/** A slim strip of the store's promises, with the free-shipping threshold setting. */
export function FreeShippingStrip() {
  const thresholdPaise = useSettings().freeShippingThresholdPaise;
  const threshold = thresholdPaise > 0 ? formatPaise(thresholdPaise) : null;
  return (
    <div className="bg-accent-soft text-ink">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-center text-sm sm:px-6">
        <Truck aria-hidden="true" size={16} className="shrink-0 text-accent" />
        <span
          className="font-semibold"
          dangerouslySetInnerHTML={latin1Html(
            threshold ? `Free shipping on orders above ${threshold}` : "Free shipping on every order",
          )}
        />
        <span className="hidden text-muted sm:inline">· Pay on delivery · Easy returns</span>
      </p>
    </div>
  );
}
