// The pages' side of the remembered PIN code (server/delivery/remembered-pin.ts).
import type { AppLoadContext } from "react-router";
import type { DeliveryAnswer } from "@rules/delivery";
import { rememberedPinIn } from "../../server/delivery/remembered-pin";

export { rememberPinHeader } from "../../server/delivery/remembered-pin";

/** What "Check delivery" shows on a page for the remembered PIN code; null before the shopper gives one. */
export async function rememberedDelivery(request: Request, context: AppLoadContext): Promise<DeliveryAnswer | null> {
  const pin = rememberedPinIn(request.headers.get("cookie"));
  return pin ? context.services.delivery.check(pin) : null;
}
