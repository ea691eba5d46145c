import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";

/**
 * The store's settings as the root loader sends them once per page: the one way a page or component
 * reads a setting (no route loader sends them again).
 */
export function useSettings() {
  const root = useRouteLoaderData<RootData>("root");
  if (!root) throw new Error("The root loader's data is missing");
  const { storeName, publicUrl, supportEmail, contact, freeShippingThresholdPaise, shippingFeePaise, cartIdleClearMs } =
    root;
  return {
    storeName,
    publicUrl,
    supportEmail,
    contact,
    freeShippingThresholdPaise,
    shippingFeePaise,
    cartIdleClearMs,
  };
}
