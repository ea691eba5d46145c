import type { Config } from "./config";
import { justPlacedOrder } from "./orders/one-order-per-cart";
import type { Db } from "./db/client";
import * as catalog from "./catalog/catalog";
import * as oneProduct from "./catalog/one-product";
import type { ProductQuery } from "./catalog/catalog";
import { createCatalogReadCache, type CacheReadResult } from "./catalog/read-cache";
import { correctedSearch } from "./catalog/catalog-engine";
import type { CollectionDefinition } from "@rules/collections";
import type { ProductView } from "@rules/catalog-types";
import type { Flash } from "./http/flash";
import type { StoreContact } from "@rules/store-contact";
import type { OrderView } from "@rules/order-status";
import * as cart from "./cart/cart";
import * as coupons from "./coupons/coupons";
import * as couponAdmin from "./coupons/admin";
import { advertisedCodes, productOffers, type OfferShopper } from "./coupons/advertised";
import { shownOffers } from "@rules/best-offer-words";
import { readDashboard } from "./dashboard/dashboard";
import type { PeriodChoice } from "@rules/dashboard-period";
import * as offers from "./offers/offers";
import { pageWithSales, withSale } from "./offers/sale-prices";
import type { OfferTerms } from "@rules/offers";
import * as wishlist from "./wishlist/wishlist";
import { mergeShopper } from "./cart/merge";
import type { OwnerKey } from "./cart/owner";
import * as orders from "./orders/orders";
import { createPaymentsService } from "./payments";
import { createLogger } from "./logger";
import type { Logger } from "pino";
import type { SessionUser } from "./auth/identity";
import { createAccountServices } from "./auth/account-services";
import * as staffProducts from "./catalog/admin";
import * as staffColours from "./catalog/admin-colours";
import * as staffOrders from "./orders/admin";
import { deleteUploads, saveUpload, saveUploads } from "./catalog/uploads";
import { createUploadStore, type UploadStore } from "./catalog/upload-store";
import { creditNotePdf, invoicePdf } from "./invoices/invoices";
import { createDeliveryCheck, createPinCodeLookup } from "./delivery/delivery";
import { deleteAddress, listAddresses, saveAddress } from "./delivery/saved-addresses";
import { orders as orderTable, returnRequests } from "./db/schema";
import { eq } from "drizzle-orm";
import type { ReturnsContext } from "./orders/returns/details";
import { markPayoutPaid, retryRefund } from "./orders/returns/refunds";
import { moveReturn } from "./orders/returns/moves";
import { orderRowForUser, requestReturn } from "./orders/returns/requests";
import { listStaffReturns, withReturns } from "./orders/returns/views";
import { cancelOrder } from "./orders/cancel";
import { notFound } from "./http/errors";
import { LOOKUP_NOT_FOUND } from "@rules/order-status";
import { saveReview, type NewPhotos } from "./reviews/write";
import { productReviews, withReviews } from "./reviews/read";
import { createReviewSumsCache } from "./reviews/summary-cache";
import { listStaffReviews, moderateReview } from "./reviews/moderation";
import { removeReply, reportReview, saveReply, voteHelpful } from "./reviews/feedback";
import { sizeAdvice } from "./reviews/size-advice";
import type { ReviewSort } from "@rules/reviews";
import { createExportServices } from "./exports/services";
import { listChanges, type Actor } from "./audit/audit";
import { listStaff, setStaffRole } from "./auth/staff-accounts";

/** What the pages may know of the settings (never secrets). */
export interface PublicSettings {
  storeName: string;
  supportEmail: string;
  /** The seller's legal and contact details (rules/store-contact.ts). */
  contact: StoreContact;
  freeShippingThresholdPaise: number;
  shippingFeePaise: number;
  cartIdleClearMs: number;
  /** The store's own address (PUBLIC_URL): every URL in a cacheable answer is built from it. */
  publicUrl: string;
}

/**
 * The domain, bound to one database and one set of settings. The JSON API and the React Router
 * loaders/actions both call these functions, so every rule lives in one place.
 */
export interface ServiceHooks {
  /** Told how each catalogue read was answered (the metrics' cache hit rate). */
  observeCatalogRead?: (result: CacheReadResult) => void;
  /** Where upload bytes are kept; by default the one the settings ask for (server/catalog/upload-store.ts). */
  uploadStore?: UploadStore;
}

export function createServices(
  db: Db,
  config: Config,
  logger: Logger = createLogger("silent"),
  hooks: ServiceHooks = {},
) {
  const settings: PublicSettings = {
    storeName: config.storeName,
    supportEmail: config.supportEmail,
    contact: config.contact,
    freeShippingThresholdPaise: config.freeShippingThresholdPaise,
    shippingFeePaise: config.shippingFeePaise,
    cartIdleClearMs: config.cartIdleClearMs,
    publicUrl: config.publicUrl,
  };
  const markup = config.priceMarkupPaise;
  const orderSettings: orders.OrderSettings = {
    markupPaise: markup,
    freeShippingThresholdPaise: config.freeShippingThresholdPaise,
    shippingFeePaise: config.shippingFeePaise,
    storeName: config.storeName,
    supportEmail: config.supportEmail,
    delivery: config.delivery,
    seller: config.contact,
  };
  const catalogCache = createCatalogReadCache(db, undefined, hooks.observeCatalogRead);
  // The offers not yet ended, read once per catalogue version (an offer's change moves it: drizzle/0039),
  // and the ones running at the moment a page or a quote is priced: a sale adds no query to a list, its
  // cards, the cart's summary or the checkout's quote (placing an order reads them in its transaction).
  const runningNow = async () =>
    offers.runningOffers(
      (await catalogCache.read("offers:live", async () => ({ list: await offers.liveOffers(db) }))).list,
    );
  // A list's price window and price orders, and the suggestions' prices, are of the prices paid in the running
  // sales (decision 048): its answer is kept per set of running sales, since one starts or ends at its minute
  // with no write to move the catalogue's version (an edited offer moves it).
  const salesKey = (running: OfferTerms[]) =>
    running.flatMap((offer) => (offer.kind === "sale" ? [offer.id] : [])).join(",");
  // The codes staff show on product pages, live or starting later, read once per catalogue version (a change
  // to one moves it: drizzle/0042) and judged at the moment a page is priced.
  const advertisedNow = async () =>
    (await catalogCache.read("coupons:advertised", async () => ({ list: await advertisedCodes(db) }))).list;
  const facets = async (query: Partial<ProductQuery>) => {
    const running = await runningNow();
    return catalogCache.read(`facets:${salesKey(running)}:${JSON.stringify(query)}`, () =>
      catalog.productFacets(db, query, markup, running),
    );
  };
  const accounts = createAccountServices(db, config);
  const payments = createPaymentsService(db, config, orderSettings, logger);
  const returnsContext: ReturnsContext = {
    db,
    gateway: payments.gateway,
    settings: { storeName: config.storeName, supportEmail: config.supportEmail, seller: config.contact },
    logger,
  };
  const reviewSettings = { needApproval: config.reviewsNeedApproval };
  // Each product's review sums, counted once per catalogue stamp (a review shown, hidden or edited moves it).
  const reviewSumsOf = createReviewSumsCache(db, catalogCache.stamp);
  const uploadStore = hooks.uploadStore ?? createUploadStore(db, config);
  // A review's photo files, kept through the image pipeline only once the review's order is matched, and
  // deleted again when the post is refused after that.
  const reviewPhotos = (files: Buffer[]): NewPhotos => ({
    count: files.length,
    save: () => saveUploads(db, uploadStore, files),
    discard: (photos) => deleteUploads(db, uploadStore, photos),
  });
  /** The order a guest names by its number and e-mail (undefined when none), counted like the lookup. */
  const lookedUpOrder = async (orderNumber: string, email: string, client: { ip?: string | undefined }) => {
    await accounts.countOrderLookup(client);
    return orders.orderRowByLookup(db, orderNumber, email);
  };
  return {
    db,
    settings,
    catalog: {
      /** Parses untrusted query parameters (URLSearchParams or a plain object); throws ZodError. */
      parseQuery: (input: Record<string, unknown>) => catalog.productQuerySchema.parse(input),
      list: async (query: Partial<ProductQuery>) => {
        const running = await runningNow();
        return pageWithSales(
          await catalogCache.read(`list:${salesKey(running)}:${JSON.stringify(query)}`, () =>
            catalog.listProducts(db, query, markup, running),
          ),
          running,
        );
      },
      collection: async (collection: CollectionDefinition, options?: Parameters<typeof catalog.listCollection>[3]) => {
        const running = await runningNow();
        return pageWithSales(
          await catalogCache.read(
            `collection:${collection.key}:${salesKey(running)}:${JSON.stringify(options ?? {})}`,
            () => catalog.listCollection(db, collection, markup, options, running),
          ),
          running,
        );
      },
      /** The counts beside a collection's filters. */
      collectionFacets: (collection: CollectionDefinition, filters: catalog.CollectionFilters) =>
        facets({ ...filters, ...catalog.collectionSelection(collection) }),
      /** The counts beside the /products page's filters. */
      facets: (query: Partial<ProductQuery>) => facets(query),
      /** Moves whenever the catalogue changes as shoppers see it, on any instance (decision 023). */
      stamp: () => catalogCache.stamp(),
      /** The header search's suggestions for the words typed so far, priced in the running sales. */
      suggest: async (q: string) => {
        const running = await runningNow();
        return catalogCache.read(`suggest:${salesKey(running)}:${q}`, () =>
          catalog.searchSuggestions(db, q, markup, running),
        );
      },
      /** One product on one colour (its first in stock when `colour` names none of its colours). */
      get: async (id: number, colour?: string | null) => {
        const view = await oneProduct.getProduct(db, id, markup, colour);
        return view && withSale(view, await runningNow());
      },
      /**
       * One product as `get` gives it, with the best price one piece comes to with an advertised code for this
       * shopper (null: a guest, judged as a new shopper) and the code their cart holds; `size` keeps to one size.
       */
      getWithOffers: async (
        id: number,
        colour: string | null | undefined,
        shopper: OfferShopper | null,
        size?: string,
      ) => {
        const own = await oneProduct.getProduct(db, id, markup, colour);
        if (!own) return undefined;
        const [running, codes] = await Promise.all([runningNow(), advertisedNow()]);
        const context = { now: new Date(), offers: running, settings: orderSettings };
        return {
          product: withSale(own, running),
          offers: await productOffers(db, own, codes, context, shopper, size),
        };
      },
      /**
       * The product page's line for this shopper (GET /api/shopper/offers): what a shared page, a guest's,
       * becomes for a signed-in shopper or a cart; undefined for a product not shown.
       */
      offersFor: async (id: number, colour: string | null | undefined, shopper: OfferShopper) => {
        const own = await oneProduct.getProduct(db, id, markup, colour);
        if (!own) return undefined;
        const [running, codes] = await Promise.all([runningNow(), advertisedNow()]);
        const context = { now: new Date(), offers: running, settings: orderSettings };
        return shownOffers(await productOffers(db, own, codes, context, shopper));
      },
      /** Where the link of a product that became another's colour leads now (answered with a 301). */
      formerPath: (id: number) => oneProduct.formerProductPath(db, id),
      /** "Did you mean ...?" for a search that found nothing: the nearest catalogue words, or undefined. */
      correctSearch: (q: string) => correctedSearch(db, q),
      related: async (product: ProductView, cap: number) => {
        const running = await runningNow();
        return (await catalog.relatedProducts(db, product, cap, markup)).map((view) => withSale(view, running));
      },
    },
    cart: {
      lines: (owner: OwnerKey) => cart.getCart(db, owner, markup),
      /** Throws 409 when a shown name or price is not the product's (never the wrong product). */
      /** Checks its raw input itself (rules/line-item.ts): a product, a quantity and a size. */
      add: (owner: OwnerKey, input: unknown) => cart.addToCart(db, owner, input, markup),
      setQuantity: (owner: OwnerKey, lineId: number, quantity: unknown) =>
        cart.updateQuantity(db, owner, lineId, quantity),
      setSize: (owner: OwnerKey, lineId: number, size: unknown) => cart.setLineSize(db, owner, lineId, size),
      remove: (owner: OwnerKey, lineId: number) => cart.removeLine(db, owner, lineId),
      /** Empties the cart, kept a day for "Restore my cart". */
      clear: (owner: OwnerKey) => cart.clearCart(db, owner),
      /** Items of an emptied cart that "Restore my cart" can still bring back (0 when none). */
      clearedCount: (owner: OwnerKey) => cart.clearedItemCount(db, owner),
      restore: (owner: OwnerKey) => cart.restoreCart(db, owner),
      /** At login: the guest's cart and wishlist join the account's. */
      merge: (from: OwnerKey, to: OwnerKey) => mergeShopper(db, from, to),
      /** The cart priced as the order would be, with its code judged now (paise): the cart's summary. */
      summary: async (owner: OwnerKey) =>
        orders.quoteOrder(db, { owner, fromCart: true }, orderSettings, await runningNow()),
      /** Puts a code on the cart (400 with why when it does not apply now); answers the new summary. */
      applyCode: async (owner: OwnerKey, code: unknown) =>
        orders.applyCodeToCart(db, owner, code, orderSettings, await runningNow()),
      removeCode: async (owner: OwnerKey) => {
        await coupons.removeCartCode(db, owner);
        return orders.quoteOrder(db, { owner, fromCart: true }, orderSettings, await runningNow());
      },
    },
    /**
     * What is the shopper's own on every page: the header's counts, the Wishlist buttons' state and the
     * signed-in account. The root's data for their own page; GET /api/shopper for a shared one.
     */
    shopperSummary: async (who: { owner: OwnerKey; known: boolean; user: SessionUser | undefined }) => {
      // A visitor without a cookie has nothing in either.
      const [cartCount, wishlistIds] = who.known
        ? await Promise.all([cart.countItems(db, who.owner), wishlist.wishlistProductIds(db, who.owner)])
        : [0, []];
      return {
        cartCount,
        /** Which products are in the shopper's wishlist, so every Wishlist button shows its state. */
        wishlistIds,
        /** The signed-in account's public fields (the header's account icon), or null. */
        account: who.user ? { username: who.user.username, role: who.user.role } : null,
      };
    },
    /** The owner's dashboard (server/dashboard): the caller has checked the staff's session. */
    dashboard: {
      /** A period (today, 7d, 30d, or range from-to in India's days) against the one before; 400 saying why. */
      read: (choice: PeriodChoice) => readDashboard(db, choice),
    },
    /** The staff's automatic offers (server/offers/offers.ts): the caller has checked the staff's session. */
    offers: {
      list: () => offers.listOffers(db),
      get: (id: number) => offers.getOffer(db, id),
      create: (input: unknown, actor: Actor) => offers.createOffer(db, input, actor),
      update: (id: number, input: unknown, actor: Actor) => offers.updateOffer(db, id, input, actor),
      setState: (id: number, input: unknown, actor: Actor) => offers.setOfferState(db, id, input, actor),
    },
    /** The staff's coupon codes (server/coupons/admin.ts): the caller has checked the staff's session. */
    coupons: {
      list: () => couponAdmin.listCoupons(db),
      get: (id: number) => couponAdmin.getCoupon(db, id),
      create: (input: unknown, actor: Actor) => couponAdmin.createCoupon(db, input, actor),
      update: (id: number, input: unknown, actor: Actor) => couponAdmin.updateCoupon(db, id, input, actor),
      setState: (id: number, input: unknown, actor: Actor) => couponAdmin.setCouponState(db, id, input, actor),
    },
    wishlist: {
      items: async (owner: OwnerKey) => {
        const running = await runningNow();
        return (await wishlist.getWishlist(db, owner, markup)).map((view) => withSale(view, running));
      },
      add: (owner: OwnerKey, productId: number, shown?: { name?: string; price?: number }) =>
        wishlist.addToWishlist(db, owner, productId, markup, shown),
      remove: (owner: OwnerKey, productId: number) => wishlist.removeFromWishlist(db, owner, productId),
    },
    orders: {
      /** Validates and places an order (throws HttpError or ZodError); the same idempotency key answers the same order. */
      place: (input: orders.PlaceOrderInput) => orders.placeOrder(db, input, orderSettings),
      /** What these items (or the cart) would come to, in paise, by placeOrder's rules: the checkout's summary. */
      quote: async (input: orders.QuoteInput) => orders.quoteOrder(db, input, orderSettings, await runningNow()),
      /** The order for the shopper who placed it, else undefined. */
      get: (owner: OwnerKey, orderNumber: string) => orders.getOrderForOwner(db, owner, orderNumber),
      /** The number of the shopper's order placed in the last half hour, if any: an empty cart names it. */
      justPlaced: (owner: OwnerKey) => justPlacedOrder(db, owner),
      /**
       * A guest's lookup by order number and e-mail, else undefined. Counted per client address like login
       * (throws TooManyAttempts), so order numbers cannot be guessed at speed.
       */
      lookup: async (orderNumber: string, email: string, client: { ip?: string | undefined }) => {
        await accounts.countOrderLookup(client);
        return orders.findOrder(db, orderNumber, email);
      },
      /** The tax invoice PDF of the shopper's own order, once it has one; else undefined. */
      invoice: async (owner: OwnerKey, orderNumber: string) =>
        invoicePdf(db, await orders.orderRowForOwner(db, owner, orderNumber), config.contact),
      /** The same, for a guest's lookup by order number and e-mail (counted like the lookup). */
      lookupInvoice: async (orderNumber: string, email: string, client: { ip?: string | undefined }) =>
        invoicePdf(db, await lookedUpOrder(orderNumber, email, client), config.contact),
      /** The credit note of a return's refund, for the order's owner; else undefined. */
      creditNote: async (owner: OwnerKey, orderNumber: string, returnId: number) =>
        creditNotePdf(db, await orders.orderRowForOwner(db, owner, orderNumber), returnId),
      /** The same, for a guest's lookup by order number and e-mail (counted like the lookup). */
      lookupCreditNote: async (
        orderNumber: string,
        email: string,
        returnId: number,
        client: { ip?: string | undefined },
      ) => creditNotePdf(db, await lookedUpOrder(orderNumber, email, client), returnId),
      /** A signed-in shopper cancels an order of the account before it ships (server/orders/cancel.ts). */
      cancelForUser: async (userId: number, orderNumber: string) => {
        const row = await orderRowForUser(db, userId, orderNumber);
        if (!row) throw notFound("Order not found");
        await cancelOrder(returnsContext, row.id, "shopper");
        return (await orders.orderViewById(db, row.id))!;
      },
      /** The same, for a guest with the order's number and e-mail (counted like the lookup). */
      cancelByLookup: async (orderNumber: string, email: string, client: { ip?: string | undefined }) => {
        const row = await lookedUpOrder(orderNumber, email, client);
        if (!row) throw notFound(LOOKUP_NOT_FOUND);
        await cancelOrder(returnsContext, row.id, "shopper");
        return (await orders.findOrder(db, orderNumber, email))!;
      },
    },
    /** A signed-in shopper's saved delivery addresses. */
    addresses: {
      list: (userId: number) => listAddresses(db, userId),
      /** Throws ZodError for a wrong field and HttpError 409 past the limit. */
      add: (userId: number, input: unknown) => saveAddress(db, userId, input),
      remove: (userId: number, id: number) => deleteAddress(db, userId, id),
    },
    delivery: {
      /** "Delivery by <date>" and cash on delivery for a PIN code as typed; why not, when there is none. */
      check: createDeliveryCheck(createPinCodeLookup(db), config.delivery),
    },
    /** Returns of delivered orders (docs/decisions/015): the shopper's side. */
    returns: {
      /** Delivered orders get their returns part (each line's chances, the requests made). */
      attach: <T extends OrderView>(views: T[]) => withReturns(db, views),
      /** A signed-in shopper's request for their own order. */
      requestForUser: async (userId: number, orderNumber: string, input: unknown) =>
        requestReturn(returnsContext, await orderRowForUser(db, userId, orderNumber), input),
      /** A guest's request, with the order's number and e-mail (counted like the lookup). */
      requestByLookup: async (
        orderNumber: string,
        email: string,
        input: unknown,
        client: { ip?: string | undefined },
      ) => requestReturn(returnsContext, await lookedUpOrder(orderNumber, email, client), input),
    },
    /** Ratings and reviews of bought lines (docs/decisions/037): the shopper's side. */
    reviews: {
      /** A product's shown reviews: sums and one page (null when it has none). */
      forProduct: (productId: number, query: { page: number; sort: ReviewSort }) =>
        productReviews(db, productId, query, reviewSumsOf),
      /** Delivered orders get their lines' review part (what can be written or edited). */
      attach: <T extends OrderView>(views: T[]) => withReviews(db, views),
      /** A signed-in shopper reviews a line of their own order. */
      saveForUser: async (userId: number, orderNumber: string, input: unknown, files: Buffer[] = []) =>
        saveReview(db, await orderRowForUser(db, userId, orderNumber), input, reviewSettings, userId, {
          files: reviewPhotos(files),
        }),
      /** A guest, with the order's number and e-mail (counted like the lookup). */
      saveByLookup: async (
        orderNumber: string,
        email: string,
        input: unknown,
        client: { ip?: string | undefined },
        files: Buffer[] = [],
      ) =>
        saveReview(db, await lookedUpOrder(orderNumber, email, client), input, reviewSettings, null, {
          files: reviewPhotos(files),
        }),
      /** A shopper (account or guest's browser) finds a shown review helpful: once each. */
      voteHelpful: (reviewId: number, shopper: OwnerKey) => voteHelpful(db, reviewId, shopper),
      /** A shopper reports a shown review to the staff, with a reason: once each. */
      report: (reviewId: number, shopper: OwnerKey, input: unknown) => reportReview(db, reviewId, shopper, input),
      /** A sized product's size advice for one shopper: the buyers' fit and the size they kept before. */
      sizeAdvice: (
        product: { id: number; category: string; sizes: readonly string[] },
        shopper: { owner: OwnerKey; userId: number | null; known: boolean },
      ) => sizeAdvice(db, product, shopper, reviewSumsOf),
    },
    /** Signup, login (rate-limited), sessions' cookies, the profile, "My Orders", admins. */
    accounts,
    /** The store's staff (admins only: the API and the pages check the role before calling). */
    staff: staffServices(db, config, returnsContext, uploadStore),
    /** Online payment: the provider's order, the browser's verification, webhooks, expiry. */
    payments,
  };
}

/** Products (create, edit, hide, list), image uploads and orders' statuses, for the staff. */
function staffServices(db: Db, config: Config, returnsContext: ReturnsContext, uploadStore: UploadStore) {
  const productSettings: staffProducts.StaffSettings = {
    markupPaise: config.priceMarkupPaise,
    imageOrigins: [config.publicUrl, ...config.imageHosts],
  };
  return {
    /** What shoppers pay on top of a price the staff type. */
    markupPaise: config.priceMarkupPaise,
    createProduct: (input: unknown, actor: Actor) => staffProducts.createProduct(db, input, productSettings, actor),
    updateProduct: (id: number, input: unknown, actor: Actor) =>
      staffProducts.updateProduct(db, id, input, productSettings, actor),
    getProduct: (id: number) => staffProducts.getStaffProduct(db, id, config.priceMarkupPaise),
    listProducts: (query: unknown) => staffProducts.listStaffProducts(db, query, config.priceMarkupPaise),
    /** A product's colours: add one, edit or move one, remove one (docs/decisions/036-staff-manage-colours.md). */
    addColour: (productId: number, input: unknown, actor: Actor) =>
      staffColours.addColour(db, productId, input, productSettings, actor),
    updateColour: (productId: number, colourId: number, input: unknown, actor: Actor) =>
      staffColours.updateColour(db, productId, colourId, input, productSettings, actor),
    removeColour: (productId: number, colourId: number, actor: Actor) =>
      staffColours.removeColour(db, productId, colourId, productSettings, actor),
    saveUpload: (bytes: Buffer, actor: Actor) => saveUpload(db, uploadStore, bytes, actor),
    listOrders: (query: unknown) => staffOrders.listStaffOrders(db, query),
    /** Any order's tax invoice PDF, once it has one; else undefined. */
    invoice: async (id: number) => {
      const [order] = await db.select().from(orderTable).where(eq(orderTable.id, id));
      return invoicePdf(db, order, config.contact);
    },
    moveOrder: (id: number, input: unknown, actor: Actor) =>
      staffOrders.moveOrder(
        db,
        id,
        input,
        {
          storeName: config.storeName,
          supportEmail: config.supportEmail,
          seller: config.contact,
          gateway: returnsContext.gateway,
          logger: returnsContext.logger,
        },
        actor,
      ),
    listReturns: (query: unknown) => listStaffReturns(db, query),
    /** A return's credit note PDF, once its refund is made for an invoiced order; else undefined. */
    creditNote: async (returnId: number) => {
      const [request] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
      const [order] = request ? await db.select().from(orderTable).where(eq(orderTable.id, request.orderId)) : [];
      return creditNotePdf(db, order, returnId);
    },
    /** Moves a return on (who: the member of staff, for the order's timeline and the audit log). */
    moveReturn: (id: number, input: unknown, actor: Actor) => moveReturn(returnsContext, id, input, actor.id, actor),
    retryRefund: (id: number) => retryRefund(returnsContext, id),
    markPayoutPaid: (id: number, input: unknown, actor: Actor) =>
      markPayoutPaid(returnsContext, id, input, actor.id, actor),
    /** Reviews waiting (new and held), hidden or shown, for moderation. */
    listReviews: (query: unknown) => listStaffReviews(db, query),
    /** Approves, hides or restores a review (a reason for hiding and restoring). */
    moderateReview: (id: number, input: unknown, actor: Actor) =>
      moderateReview(db, id, input, actor.id, new Date(), actor),
    /** Writes or changes the store's reply shown under a review. */
    replyToReview: (id: number, input: unknown, actor: Actor) => saveReply(db, id, input, actor),
    /** Takes the store's reply off a review. */
    removeReviewReply: (id: number, actor: Actor) => removeReply(db, id, actor),
    /** Orders' and GSTR-1's exports, and the catalogue's export and import (docs/decisions/040-exports.md). */
    exports: createExportServices(db, config),
    /** The staff's accounts and roles (the owner's: decision 043). */
    accounts: {
      list: () => listStaff(db),
      /** Gives an account a role by its e-mail ("customer" takes it away); never the last owner's. */
      setRole: (actor: Actor, input: { email?: unknown; role?: unknown }) => setStaffRole(db, actor, input),
    },
    /** The audit log of the staff's changes, newest first (filters: staff, kind, from, to, page). */
    audit: (query: Record<string, unknown>) => listChanges(db, query),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** Nonce for the inline scripts React Router writes; matches the Content-Security-Policy header. */
    cspNonce: string;
    /**
     * Set when this page may be the same for every visitor (a GET without cookies): the
     * Content-Security-Policy to send, with `SCRIPT_HASHES` in place of the nonce (server/http/shared-pages.ts).
     */
    sharedPolicy: string | undefined;
    /**
     * Set when this is a client-side navigation's data that is the same for everyone (the page's own loader
     * only, not the root's): a shared cache may keep it (server/http/shared-pages.ts).
     */
    sharedNavigation: boolean;
    /** False for a visitor with no guest cookie and no account: nothing in their cart or wishlist. */
    shopperKnown: boolean;
    requestId: string;
    /** Whose cart and wishlist this request reads and changes. */
    owner: OwnerKey;
    /** The signed-in account, if any. */
    user: SessionUser | undefined;
    /** The session token the request carried (Bearer or cookie), valid or not: logout ends it. */
    sessionToken: string | undefined;
    /** The client's address (behind a trusted proxy, the forwarded one): login and signup limits count it. */
    clientIp: string | undefined;
    /** The message a no-JavaScript form post left for this page (read once; app/lib/flash.ts). */
    flash: Flash | null;
    /** Leaves a message for the next page (use redirectWithFlash). */
    setFlash: (flash: Flash) => void;
  }
}
