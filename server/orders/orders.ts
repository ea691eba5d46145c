import { and, asc, eq, inArray } from "drizzle-orm";
import { z, ZodError } from "zod";
import type { Db, Tx } from "../db/client";
import { cartItems, emailOutbox, orderLines, orders, productColumns, products, type OrderRow } from "../db/schema";
import { HttpError, badRequest } from "../http/errors";
import type { OwnerKey } from "../cart/owner";
import { coloursOf, colourImages } from "../catalog/colours";
import { variantsOf } from "../catalog/sizes";
import { recordOrderEvent } from "./events";
import { stockMessage, takeStock } from "./stock";
import { estimateDelivery, findPinCode, promisedDeliveryDay, type DeliverySettings } from "../delivery/delivery";
import { saveAddress } from "../delivery/saved-addresses";
import { cartAsItems, lockShopper, pendingCartOrder, recentCartOrder } from "./one-order-per-cart";
import { cartOrderItems, parseItems, priceLines, readsCart, type OrderItem } from "./pricing";
import { confirmationEmail } from "./confirmation-email";
import { attachDetails, customerColumns, NO_DETAILS_YET, orderAwaitingDetails, shippingPinOf } from "./details-later";
import { newOrderNumber, orderViewById } from "./order-views";
import { codUnavailable, pinNotFound } from "@rules/delivery";
import { stateNotOfPin } from "@rules/address";
import type { OrderSettings } from "./order-settings";
import { customerSchema, type CustomerDetails } from "@rules/checkout-schema";
import { initialStatus, type OrderView, type PaymentMethod } from "@rules/order-status";
import { discountedTotals, type CouponTerms } from "@rules/discounts";
import { offerTermsOf } from "@rules/offers";
import { liveOffers, runningOffers } from "../offers/offers";
import { cartCode, recordCouponUse, removeCartCode, takeCouponUse, type CouponShopper } from "../coupons/coupons";

// Placing an order. Its neighbours: ./pricing.ts (the lines and their sizes), ./quote.ts (the checkout's
// summary), ./order-views.ts (reading orders), ./confirmation-email.ts and ./details-later.ts (SPEC's
// older flow, details after paying). What other modules take from them is exported here too.
export { applyCodeToCart, quoteOrder, type QuoteInput } from "./quote";
import { discountableLines } from "./quote";
export { confirmationEmail } from "./confirmation-email";
export { customerColumns, remindAwaitingDetails } from "./details-later";
export {
  findOrder,
  getOrderForOwner,
  linesByOrder,
  normalizeOrderNumber,
  orderLookupSchema,
  orderRowByLookup,
  orderRowForOwner,
  orderViewById,
  toOrderView,
} from "./order-views";

export type { OrderSettings } from "./order-settings";

export interface PlaceOrderInput {
  owner: OwnerKey;
  /** Untrusted: checked with the checkout page's schema (rules/checkout-schema.ts). */
  customer: unknown;
  /** Untrusted: one product object or a list (docs/product.md's `product`); only id, quantity and size count. */
  items: unknown;
  paymentMethod: PaymentMethod;
  /** The same owner and key always answer the same order (a retry or a double click places one). */
  idempotencyKey?: string | null;
  /** The order is the shopper's cart: the cart is emptied with it. Without items, the cart is the order. */
  fromCart?: boolean;
  /** A signed-in shopper keeps the structured address in the account, with the order. */
  saveAddress?: boolean;
}

export interface PlacedOrder {
  order: OrderView;
  /** false when an earlier submission with the same idempotency key placed it. */
  created: boolean;
  /** The submission gave the delivery details of an order paid before them (SPEC's older flow). */
  detailsAdded?: boolean;
}

export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\w.:-]{1,100}$/, "Idempotency-Key: must be 1 to 100 letters, digits, '-', '_', '.' or ':'");

/**
 * POST /submit-order (docs/product.md section 7): `{ customer, product, fromCart? }`. The customer and the items
 * are checked by placeOrder, so the page's action and the API share every rule. `checkoutToken` is the
 * idempotency key of clients that cannot send an Idempotency-Key header.
 */
export const submitOrderSchema = z.object(
  {
    customer: z.unknown().optional(),
    product: z.unknown().optional(),
    fromCart: z.boolean({ error: "must be true or false" }).optional(),
    checkoutToken: z.string({ error: "must be text" }).optional(),
    saveAddress: z.boolean({ error: "must be true or false" }).optional(),
    paymentMethod: z
      .literal("cod", { error: "must be cod here (online payment starts at /api/order/createOrder)" })
      .optional(),
  },
  { error: "The order must be a JSON object" },
);

/** Thrown inside the transaction when the same owner and key already placed an order: rolls it back. */
class AlreadyPlaced extends Error {
  constructor(readonly orderId: number) {
    super("already placed");
  }
}

async function orderIdByKey(db: Db | Tx, owner: OwnerKey, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.owner, owner), eq(orders.idempotencyKey, key)));
  return row?.id;
}

const userIdOf = (owner: OwnerKey): number | null => (owner.startsWith("user:") ? Number(owner.slice(5)) : null);

/**
 * Places an order in one transaction: the products are locked, every line is priced from the catalogue
 * (with the markup) and checked against stock, the stock is taken, the order and its lines are written,
 * and, for cash on delivery, the confirmation e-mail is queued and the cart emptied (when it was the
 * cart). Any failure leaves everything as it was. Online orders start as `pending_payment`: their
 * e-mail and cart are for the payment step.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput, settings: OrderSettings): Promise<PlacedOrder> {
  // SPEC section 7's createOrder carries only the product and amounts: the details follow the payment.
  const awaitingDetails = input.customer === undefined && input.paymentMethod === "online";
  const customer = awaitingDetails ? NO_DETAILS_YET : customerSchema.parse(input.customer);
  let idempotencyKey: string | undefined;
  if (input.idempotencyKey !== undefined && input.idempotencyKey !== null) {
    const parsed = idempotencyKeySchema.safeParse(input.idempotencyKey);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    idempotencyKey = parsed.data;
  }
  // A retry is answered by its key first: whatever the cart holds now, it placed that order.
  if (idempotencyKey) {
    const existing = await orderIdByKey(db, input.owner, idempotencyKey);
    if (existing !== undefined) return replayed(db, existing);
  }
  let items: OrderItem[];
  if (readsCart(input)) {
    // A first look, for the checks below; the order reads the cart again under the shopper's lock.
    const cart = await cartAsItems(db, input.owner);
    if (!cart.length) {
      const earlier = await recentCartOrder(db, input.owner, input.paymentMethod);
      if (earlier !== undefined) return replayed(db, earlier);
      throw badRequest("Your cart is empty");
    }
    items = cartOrderItems(cart);
  } else items = parseItems(input.items);

  // SPEC's older flow: the details submitted after paying belong to that paid order, not a new one.
  if (!awaitingDetails && input.paymentMethod === "cod") {
    const waiting = await orderAwaitingDetails(db, input.owner, items);
    if (waiting) {
      await checkDeliveryTo(db, customer, "online", settings.delivery);
      const attached = await attachDetails(db, waiting, customer, settings);
      if (attached) return { order: (await orderViewById(db, waiting))!, created: false, detailsAdded: true };
    }
  }
  if (!awaitingDetails) await checkDeliveryTo(db, customer, input.paymentMethod, settings.delivery);

  try {
    const orderId = await db.transaction((tx) =>
      writeOrder(tx, { ...input, customer, items, idempotencyKey, awaitingDetails }, settings),
    );
    return { order: (await orderViewById(db, orderId))!, created: true };
  } catch (error) {
    if (error instanceof AlreadyPlaced) return replayed(db, error.orderId);
    throw error;
  }
}

const replayed = async (db: Db, orderId: number): Promise<PlacedOrder> => ({
  order: (await orderViewById(db, orderId))!,
  created: false,
});

/**
 * The structured address's PIN code must be one India Post knows, its state the one the directory gives
 * (the invoice's place of supply and its tax split follow the PIN code), and cash on delivery must be
 * taken there. SPEC's free-text address is checked for cash on delivery when it names a known PIN code.
 */
async function checkDeliveryTo(db: Db, customer: CustomerDetails, method: PaymentMethod, settings: DeliverySettings) {
  const pin = shippingPinOf(customer);
  if (!pin) return;
  const place = await findPinCode(db, pin);
  if (!place) {
    if (customer.shipping) throw badRequest(pinNotFound(pin));
    return;
  }
  if (customer.shipping && customer.shipping.state !== place.state) {
    // A field's message, as the schema's own are: the checkout shows it on the state field.
    const { state } = customer.shipping;
    throw new ZodError([{ code: "custom", path: ["state"], message: stateNotOfPin(pin, place.state), input: state }]);
  }
  if (method === "cod" && !estimateDelivery(place, settings).cashOnDelivery) throw badRequest(codUnavailable(pin));
}

interface CheckedOrder {
  owner: OwnerKey;
  customer: CustomerDetails;
  items: OrderItem[];
  paymentMethod: PaymentMethod;
  idempotencyKey: string | undefined;
  fromCart?: boolean;
  saveAddress?: boolean;
  awaitingDetails: boolean;
}

async function writeOrder(tx: Tx, input: CheckedOrder, settings: OrderSettings): Promise<number> {
  const { owner, customer, idempotencyKey } = input;
  // One order at a time for a shopper: a racing copy of this submission waits here, then finds its order.
  await lockShopper(tx, owner);
  if (idempotencyKey) {
    const existing = await orderIdByKey(tx, owner, idempotencyKey);
    if (existing !== undefined) throw new AlreadyPlaced(existing);
  }
  let items = input.items;
  // The cart's lines as they are now, under the lock: only these leave the cart with the order.
  let cartLineIds: number[] = [];
  if (input.fromCart) {
    const cart = await cartAsItems(tx, owner);
    if (!cart.length) {
      const earlier = await recentCartOrder(tx, owner, input.paymentMethod);
      if (earlier !== undefined) throw new AlreadyPlaced(earlier);
      if (readsCart(input)) throw badRequest("Your cart is empty");
    }
    if (readsCart(input)) items = cartOrderItems(cart);
    cartLineIds = cart.map((line) => line.id);
  }

  // Lock in id order, so two orders for the same products never wait on each other in a circle.
  // (PGlite has one connection: its transactions run one at a time anyway.)
  const ids = [...new Set(items.map((item) => item.productId))];
  const rows = await tx
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.hidden, false)))
    .orderBy(asc(products.id))
    .for("update");
  const byId = new Map(rows.map((row) => [row.id, row]));

  // The offers running as the order is placed: an offer's later edit, pause or end never reaches it.
  const running = runningOffers(await liveOffers(tx));
  const priced = priceLines(
    items,
    byId,
    await variantsOf(tx, ids),
    await coloursOf(tx, ids),
    settings.markupPaise,
    undefined,
    running,
  );
  const holdings = priced.map(({ product, variant, quantity }) => ({
    productId: product.id,
    variantId: variant?.id ?? null,
    quantity,
  }));
  if (input.fromCart && input.paymentMethod === "online") {
    const pending = await pendingCartOrder(tx, owner, holdings);
    if (pending !== undefined) throw new AlreadyPlaced(pending);
  }
  // Taken before the order is written; a shortage throws, and the transaction leaves everything as it was.
  const taken = await takeStock(tx, holdings);
  if (!taken.ok) throw new HttpError(409, stockMessage(taken));
  // The cart's code, judged again under its lock with the e-mail and mobile given: it applies (and takes one
  // use) or the order is refused with why; it is never dropped quietly.
  const discountable = discountableLines(priced);
  const code = input.fromCart ? await cartCode(tx, owner) : null;
  const shopper: CouponShopper = { userId: userIdOf(owner), email: customer.email, contact: customer.contact };
  let coupon: { couponId: number; terms: CouponTerms } | null = null;
  if (code) coupon = await takeCouponUse(tx, code, { lines: discountable, offers: running }, shopper);
  const totals = discountedTotals(discountable, coupon?.terms ?? null, settings, running);
  const status = initialStatus(input.paymentMethod);

  let order: OrderRow | undefined;
  for (let attempt = 0; !order; attempt++) {
    [order] = await tx
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(),
        status,
        paymentMethod: input.paymentMethod,
        ...customerColumns(customer),
        userId: userIdOf(owner),
        owner,
        subtotalPaise: totals.subtotalPaise,
        shippingPaise: totals.shippingPaise,
        discountPaise: totals.discountPaise,
        offerDiscountPaise: totals.offerDiscountPaise,
        offerTerms: totals.offers.length ? totals.offers.map(offerTermsOf) : null,
        shippingDiscountPaise: totals.shippingDiscountPaise,
        couponCode: coupon?.terms.code ?? null,
        couponTerms: coupon?.terms ?? null,
        totalPaise: totals.totalPaise,
        idempotencyKey: idempotencyKey ?? null,
        fromCart: input.fromCart ?? false,
        awaitingDetails: input.awaitingDetails,
        deliverBy: promisedDeliveryDay(settings.delivery),
      })
      // A unique index said no: either the same key (answer that order) or an order number taken (retry).
      .onConflictDoNothing()
      .returning();
    if (order) break;
    if (idempotencyKey) {
      const existing = await orderIdByKey(tx, owner, idempotencyKey);
      if (existing !== undefined) throw new AlreadyPlaced(existing);
    }
    if (attempt >= 5) throw new Error("Could not allocate a free order number");
  }

  if (coupon) await recordCouponUse(tx, coupon.couponId, order.id, shopper);
  await tx.insert(orderLines).values(
    priced.map((line, index) => ({
      orderId: order.id,
      productId: line.product.id,
      name: line.product.name,
      image: colourImages(line.product, line.colour)[0]!.src,
      colour: line.colour.name,
      size: line.size,
      variantId: line.variant?.id ?? null,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      lineTotalPaise: line.lineTotalPaise,
      discountPaise: totals.lines[index]!.discountPaise,
      finalSale: line.product.finalSale,
    })),
  );

  await recordOrderEvent(tx, order.id, status, "shopper");
  const userId = userIdOf(owner);
  if (input.saveAddress && userId !== null && customer.shipping) {
    await saveAddress(tx, userId, customer.shipping, { fromOrder: true });
  }
  if (status === "placed") {
    await tx.insert(emailOutbox).values(
      confirmationEmail(
        order,
        priced.map((line) => ({ ...line, name: line.product.name, colour: line.colour.name })),
        settings,
      ),
    );
    if (cartLineIds.length) await tx.delete(cartItems).where(inArray(cartItems.id, cartLineIds));
    if (code) await removeCartCode(tx, owner);
  }
  return order.id;
}
