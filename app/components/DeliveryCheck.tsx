import { MapPin } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { PIN_INPUT_PATTERN, PIN_MESSAGE } from "@rules/pin";
import { isRefusal, type DeliveryAnswer } from "@rules/delivery";
import { currentPath } from "@rules/safe-redirect";
import { useScriptedFetcher } from "./scripted-fetcher";
import { useHydrated } from "./use-hydrated";
import { useRememberedDelivery } from "./shopper";

/** One "Check delivery" per page: the product page's other parts read its answer through this key. */
const CHECK_FETCHER = "delivery-check";

/**
 * The latest answer for the shopper's PIN code: what "Check delivery" just answered, else the remembered
 * one. The product page's highlights follow it (no "Pay on delivery" where it is not taken).
 */
export function useCheckedDelivery(fromPage: DeliveryAnswer | null): DeliveryAnswer | null {
  const fetcher = useFetcher<DeliveryAnswer>({ key: CHECK_FETCHER });
  const { answer } = useRememberedDelivery(fromPage);
  return fetcher.data ?? answer;
}

/**
 * "Check delivery" with the answer for the shopper's remembered PIN code: the page's, or on a shared page
 * the shopper's own once it arrives. The form is made again when that answer comes with a PIN code, so its
 * field shows it (it is not a controlled field: without JavaScript it is a plain form).
 */
export function RememberedDeliveryCheck({ fromPage }: { fromPage: DeliveryAnswer | null }) {
  const { answer, known } = useRememberedDelivery(fromPage);
  return <DeliveryCheck key={known && answer ? "remembered" : "waiting"} answer={answer} />;
}

/**
 * "Check delivery": a PIN code answers "Delivery by <date>" and whether cash on delivery is taken there.
 * The PIN code is remembered (a cookie, app/routes/delivery.tsx), so `answer` is the page's answer for it;
 * without JavaScript the form posts and the page comes back with the answer.
 */
export function DeliveryCheck({ answer }: { answer: DeliveryAnswer | null }) {
  const fetcher = useScriptedFetcher<DeliveryAnswer>({ key: CHECK_FETCHER });
  const hydrated = useHydrated();
  const location = useLocation();
  const id = useId();
  // What the field holds now: an answer is shown only for that PIN code, not one typed over since.
  const [typed, setTyped] = useState(answer?.pin ?? "");
  const latest = fetcher.state === "idle" && fetcher.data ? fetcher.data : answer;
  const shown = latest && (!hydrated || latest.pin === typed.replace(/\s/g, "")) ? latest : null;
  const checking = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-line bg-white p-4"
      data-testid="delivery-check"
    >
      <p id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <MapPin aria-hidden="true" size={18} className="text-muted" />
        Check delivery
      </p>
      <fetcher.Form method="post" action="/delivery" className="mt-2 flex gap-2">
        <input type="hidden" name="redirectTo" value={currentPath(location)} />
        <label htmlFor={`${id}-pin`} className="sr-only">
          PIN code
        </label>
        <input
          id={`${id}-pin`}
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          required
          pattern={PIN_INPUT_PATTERN}
          maxLength={6}
          title={PIN_MESSAGE}
          placeholder="Enter PIN code"
          defaultValue={answer?.pin ?? ""}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-answer`}
          className="min-h-11 w-40 rounded-md border border-line bg-white px-3 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-accent"
        />
        <button
          type="submit"
          aria-busy={checking || undefined}
          className="inline-flex min-h-11 items-center rounded-md border border-ink px-4 text-sm font-semibold hover:bg-ink hover:text-white"
        >
          {checking ? "Checking..." : "Check"}
        </button>
      </fetcher.Form>
      <div id={`${id}-answer`} role="status" className="mt-2 text-sm" data-testid="delivery-answer">
        {!shown ? (
          <p className="text-muted">Enter your PIN code to see when it arrives and whether you can pay on delivery.</p>
        ) : isRefusal(shown) ? (
          <p className="font-medium text-accent-dark">{shown.message}</p>
        ) : (
          <>
            <p>
              {/* The directory names no city for some PIN codes (a region such as South Andamans). */}
              <strong>Delivery by {shown.deliverByText}</strong> to{" "}
              {[shown.city, shown.state].filter(Boolean).join(", ")} {shown.pin}
            </p>
            <p className="text-muted">
              {shown.cashOnDelivery
                ? "Pay on delivery available"
                : "Pay on delivery is not available at this PIN code; pay online"}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
