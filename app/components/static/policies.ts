import type { AppLoadContext } from "react-router";
import { formatPaise } from "~/lib/money";

/**
 * The store's advertised policies (docs/product.md sections 1, 2 and 9), worded once so that About,
 * Terms & Conditions and Customer Care never disagree. Amounts come from the settings.
 */
export const OPEN_DAYS = "Monday – Saturday";
export const OPEN_HOURS = "10:00 AM – 8:00 PM";
export const CLOSED_DAYS = "Sunday: Closed";
/** docs/product.md's exact wording: "Monday – Saturday: 10:00 AM – 8:00 PM | Sunday: Closed". */
export const STORE_HOURS = `${OPEN_DAYS}: ${OPEN_HOURS} | ${CLOSED_DAYS}`;
export const SUPPORT_HOURS_SHORT = "Mon-Sat 10 AM-8 PM";
export const DELIVERY_TIME = "5-7 business days";
export const REFUND_TIME = "7-10 business days";
export const NON_RETURNABLE = "Customized or sale items are non-returnable.";

/** What every static page's loader returns: the store name, the support e-mail and shipping amounts. */
export function staticPageData(context: AppLoadContext, request: Request, path: string) {
  const { settings } = context.services;
  return {
    storeName: settings.storeName,
    supportEmail: settings.supportEmail,
    freeShippingThreshold: formatPaise(settings.freeShippingThresholdPaise),
    shippingFee: formatPaise(settings.shippingFeePaise),
    canonical: new URL(path, request.url).href,
  };
}
