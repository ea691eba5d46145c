import type { Config } from "./config";
import type { Db } from "./db/client";

/** What the pages may know of the settings (never secrets). */
export interface PublicSettings {
  storeName: string;
  supportEmail: string;
  freeShippingThresholdPaise: number;
  shippingFeePaise: number;
  cartIdleClearMs: number;
}

/**
 * The domain, bound to one database and one set of settings. The JSON API and the React Router
 * loaders/actions both call these functions, so every rule lives in one place.
 */
export function createServices(db: Db, config: Config) {
  const settings: PublicSettings = {
    storeName: config.storeName,
    supportEmail: config.supportEmail,
    freeShippingThresholdPaise: config.freeShippingThresholdPaise,
    shippingFeePaise: config.shippingFeePaise,
    cartIdleClearMs: config.cartIdleClearMs,
  };
  return { db, settings };
}

export type Services = ReturnType<typeof createServices>;

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** Nonce for the inline scripts React Router writes; matches the Content-Security-Policy header. */
    cspNonce: string;
    requestId: string;
  }
}
