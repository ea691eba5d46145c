import { useEffect, useRef, useState } from "react";
import { compactPin, PIN_PATTERN } from "@rules/address";
import { isRefusal, type DeliveryAnswer, type DeliveryEstimate } from "@rules/delivery";

/**
 * The delivery answer for the PIN code being typed: `initial` (the page's) at first, then asked of
 * GET /api/delivery/:pin once six digits are there. `onPlace` hears each new place, to fill in the city
 * and state.
 */
export function usePinLookup(
  typed: string,
  initial: DeliveryAnswer | null,
  onPlace: (place: DeliveryEstimate) => void,
): DeliveryAnswer | null {
  const pin = compactPin(typed);
  const [answer, setAnswer] = useState<DeliveryAnswer | null>(initial);
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  });
  useEffect(() => {
    if (!PIN_PATTERN.test(pin) || answer?.pin === pin) return;
    const controller = new AbortController();
    fetch(`/api/delivery/${pin}`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        // A 5xx is the server's trouble, not the PIN code's: nothing is said, the order checks it again.
        if (response.status >= 500) return;
        // Every other refusal (too many requests as well) is said for this PIN code.
        const body: DeliveryAnswer = { ...((await response.json()) as DeliveryAnswer), pin };
        setAnswer(body);
        if (!isRefusal(body)) onPlaceRef.current(body);
      })
      // Offline or cut off: the server checks the PIN code when the order is placed.
      .catch(() => undefined);
    return () => controller.abort();
  }, [pin, answer?.pin]);
  return answer?.pin === pin ? answer : null;
}
