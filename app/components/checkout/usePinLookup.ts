import { useEffect, useRef, useState } from "react";
import { PIN_PATTERN } from "@rules/address";
import { pinNotFound, type DeliveryAnswer, type DeliveryEstimate } from "@rules/delivery";

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
  const pin = typed.replace(/\s/g, "");
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
        const body = (await response.json()) as DeliveryEstimate & { message?: string };
        if (response.ok) {
          setAnswer({ pin, estimate: body });
          onPlaceRef.current(body);
        } else if (response.status < 500) setAnswer({ pin, error: body.message ?? pinNotFound(pin) });
      })
      // Offline or cut off: the server checks the PIN code when the order is placed.
      .catch(() => undefined);
    return () => controller.abort();
  }, [pin, answer?.pin]);
  return answer?.pin === pin ? answer : null;
}
