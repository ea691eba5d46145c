import type { Config } from "./config";
import type { Db } from "./db/client";
import * as catalog from "./catalog/catalog";
import type { ProductQuery } from "./catalog/catalog";
import type { CollectionDefinition } from "~/lib/collections";
import type { ProductView } from "~/lib/catalog-types";

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
  const markup = config.priceMarkupPaise;
  return {
    db,
    settings,
    catalog: {
      /** Parses untrusted query parameters (URLSearchParams or a plain object); throws ZodError. */
      parseQuery: (input: Record<string, unknown>) => catalog.productQuerySchema.parse(input),
      list: (query: Partial<ProductQuery>) => catalog.listProducts(db, query, markup),
      collection: (collection: CollectionDefinition, options?: { page?: number; limit?: number }) =>
        catalog.listCollection(db, collection, markup, options),
      get: (id: number) => catalog.getProduct(db, id, markup),
      related: (product: ProductView, cap: number) => catalog.relatedProducts(db, product, cap, markup),
    },
  };
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
