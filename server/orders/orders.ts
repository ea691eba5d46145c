import { randomInt } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { z, ZodError } from "zod";
import type { Db, Tx } from "../db/client";
import {
  cartItems,
  emailOutbox,
  orderLines,
  orders,
  productColumns,
  products,
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
  type ProductRow,
} from "../db/schema";
import { HttpError, badRequest, notFound } from "../http/errors";
import { resolveSize, sizesOf } from "../cart/cart";
import type { OwnerKey } from "../cart/owner";
import { eventsByOrder, recordOrderEvent, toEventView } from "./events";
import { stockMessage, takeStock } from "./stock";
import {
  estimateDelivery,
  findPinCode,
  indiaToday,
  promisedDeliveryDay,
  type DeliverySettings,
} from "../delivery/delivery";
import { saveAddress } from "../delivery/saved-addresses";
import { checkShownProduct, SHOWN_IN } from "../catalog/shown-product";
import { cartAsItems, lockShopper, pendingCartOrder, recentCartOrder } from "./one-order-per-cart";
import type { InvoiceSeller } from "../invoices/invoice-tax";
import { codUnavailable, deliveryPromise, pinNotFound } from "@rules/delivery";
import { pinInText, stateNotOfPin } from "@rules/address";
import { customerSchema, type CustomerDetails } from "@rules/checkout-schema";
import { collectionForProduct } from "@rules/collections";
import { formatPaise, toRupees, withMarkup } from "@rules/money";
import {
  ORDER_STATUS_LABELS,
  hasInvoice,
  isLate,
  initialStatus,
  paymentLabel,
  type OrderView,
  type PaymentMethod,
} from "@rules/order-status";
import { orderTotals, type OrderTotals, type ShippingSettings } from "@rules/pricing";
import { MAX_PER_LINE, orderItemSchema, type LineItem } from "@rules/line-item";

/** At most this many entries in one order's `product` list. */
export const MAX_ORDER_LINES = 20;

/** The settings an order is priced and announced with. */
export interface OrderSettings extends ShippingSettings {
  markupPaise: number;
  storeName: string;
  supportEmail: string;
  delivery: DeliverySettings;
  /** The seller on tax documents (a refund webhook's credit note, when its invoice kept none). */
  seller?: InvoiceSeller | undefined;
}

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

/** An online order started without a customer (SPEC's createOrder): its details come after the payment. */
/** The PIN code the order goes to: the structured address's, else the last one in SPEC's text address. */
const shippingPinOf = (customer: CustomerDetails) => customer.shipping?.pin ?? pinInText(customer.address) ?? null;

/** The order's columns that hold the shopper's details. */
export const customerColumns = (customer: CustomerDetails) => ({
  customerName: customer.name,
  customerEmail: customer.email,
  customerContact: customer.contact,
  customerAddress: customer.address,
  shippingAddress: customer.shipping,
  shippingPin: shippingPinOf(customer),
  buyerGstin: customer.gstin,
});

const NO_DETAILS_YET: CustomerDetails = { name: "", email: "", contact: "", address: "", shipping: null, gstin: null };

/** How long a paid order waits for its details to be attached by a /submit-order of the same items. */
const DETAILS_WINDOW_HOURS = 24;

type OrderItem = LineItem;

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

/** An order number alphabet without look-alikes (no 0/O, 1/I/L). */
const ORDER_NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const ORDER_NUMBER = /^SH-[2-9A-HJKMNP-Z]{6}$/;

export function newOrderNumber(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `SH-${code}`;
}

/** "sh-7k3q9d", " SH-7K3Q9D " or "7K3Q9D" -> "SH-7K3Q9D"; undefined when it cannot be an order number. */
export function normalizeOrderNumber(input: string): string | undefined {
  const upper = input.trim().toUpperCase();
  const withPrefix = upper.startsWith("SH-") ? upper : `SH-${upper}`;
  return ORDER_NUMBER.test(withPrefix) ? withPrefix : undefined;
}

/** The items of a request: one object or a list, each checked; errors name the entry. */
export function parseItems(raw: unknown): OrderItem[] {
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
    throw badRequest("Select a product");
  }
  const list: unknown[] = Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_ORDER_LINES) throw badRequest(`An order can hold at most ${MAX_ORDER_LINES} items`);
  const issues: z.core.$ZodIssue[] = [];
  const items: OrderItem[] = [];
  list.forEach((entry, index) => {
    const parsed = orderItemSchema.safeParse(entry);
    if (parsed.success) items.push(parsed.data as OrderItem);
    else
      issues.push(
        ...parsed.error.issues.map((issue) => ({
          ...issue,
          path: Array.isArray(raw) ? ["product", index, ...issue.path] : issue.path,
        })),
      );
  });
  if (issues.length) throw new ZodError(issues);
  return items;
}

/** The size an ordered line is stored with: like the cart's rules, but Buy Now's message when one is missing. */
function checkoutSize(product: ProductRow, requested: string | null | undefined): string | null {
  const size = requested?.trim() ?? "";
  if (sizesOf(product).length && (!size || size === "N/A")) {
    throw badRequest(collectionForProduct(product).sizeRule.forBuy ?? "Please select a size before proceeding!");
  }
  return resolveSize(product, requested) || null;
}

/** A line checkout refuses for its size (none yet, "N/A", or one the product does not come in). */
export interface SizeProblem {
  productId: number;
  name: string;
  /** The size rule's words: "Please select a size before proceeding!" */
  message: string;
  /** The sizes the product comes in, and their names where the collection has them. */
  sizes: string[];
  sizeNames?: Record<string, string> | undefined;
}

interface PricedLine {
  product: ProductRow;
  size: string | null;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
}

/**
 * An order's lines as placeOrder and quote() both see them: the same product and size asked for twice
 * make one line; each is the product it names (as shown), in a size checkout takes, within MAX_PER_LINE,
 * priced from the catalogue with the markup. With `sizeProblems`, a refused size is noted there and the
 * line kept as asked (a quote), instead of thrown (an order).
 */
function priceLines(
  items: OrderItem[],
  byId: Map<number, ProductRow>,
  markupPaise: number,
  sizeProblems?: SizeProblem[],
): PricedLine[] {
  const lines = new Map<string, { product: ProductRow; size: string | null; quantity: number }>();
  for (const item of items) {
    const product = byId.get(item.productId);
    if (!product) throw notFound("Product not found");
    checkShownProduct(item, product, markupPaise, SHOWN_IN.order);
    const size = sizeProblems ? sizeOrProblem(product, item.size, sizeProblems) : checkoutSize(product, item.size);
    const key = `${product.id}\u0000${size ?? ""}`;
    const line = lines.get(key);
    if (line) line.quantity += item.quantity;
    else lines.set(key, { product, size, quantity: item.quantity });
  }
  for (const { product, quantity } of lines.values()) {
    if (quantity > MAX_PER_LINE) {
      throw badRequest(`You can order at most ${MAX_PER_LINE} of ${product.name} at once`);
    }
  }
  return [...lines.values()].map(({ product, size, quantity }) => {
    const unitPricePaise = withMarkup(product.basePricePaise, markupPaise);
    return { product, size, quantity, unitPricePaise, lineTotalPaise: unitPricePaise * quantity };
  });
}

/** checkoutSize, with its refusal noted instead of thrown: the line keeps the size it asked for. */
function sizeOrProblem(product: ProductRow, requested: string | null | undefined, problems: SizeProblem[]) {
  try {
    return checkoutSize(product, requested);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const sizes = sizesOf(product);
    const sizeNames = collectionForProduct(product).sizeNames;
    problems.push({ productId: product.id, name: product.name, message: error.message, sizes, sizeNames });
    return requested?.trim() || null;
  }
}

/** Without items of its own, a `fromCart` order is the shopper's cart. */
const readsCart = (input: { items?: unknown; fromCart?: boolean | undefined }) =>
  (input.items === undefined || input.items === null) && Boolean(input.fromCart);

/** One line of a quote: amounts in paise. */
export interface QuoteLine {
  productId: number;
  name: string;
  image: string;
  size: string | null;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
}

/** What an order of these items would come to now, by placeOrder's own rules (amounts in paise). */
export interface OrderQuote extends OrderTotals {
  lines: QuoteLine[];
  /** The lines placeOrder would refuse for their size: the shopper chooses one first. */
  sizeProblems: SizeProblem[];
}

export interface QuoteInput {
  owner: OwnerKey;
  /** Untrusted, as placeOrder takes it: one product object or a list. */
  items?: unknown;
  /** Without items, the shopper's cart. */
  fromCart?: boolean;
}

/**
 * The checkout's summary: the lines, subtotal, shipping and total placeOrder would charge for
 * these items, and the sizes it would refuse, without taking stock or writing anything. Nothing asked
 * for (an empty cart) is an empty quote; products no longer sold are left out (placeOrder refuses them).
 */
export async function quoteOrder(db: Db, input: QuoteInput, settings: OrderSettings): Promise<OrderQuote> {
  const raw = readsCart(input) ? await cartAsItems(db, input.owner) : input.items;
  const empty = raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0);
  const items = empty ? [] : parseItems(raw);
  const ids = [...new Set(items.map((item) => item.productId))];
  const rows = ids.length
    ? await db
        .select(productColumns)
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.hidden, false)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sizeProblems: SizeProblem[] = [];
  const priced = priceLines(
    items.filter((item) => byId.has(item.productId)),
    byId,
    settings.markupPaise,
    sizeProblems,
  );
  return {
    ...orderTotals(priced, settings),
    lines: priced.map(({ product, size, quantity, unitPricePaise, lineTotalPaise }) => ({
      productId: product.id,
      name: product.name,
      image: product.image,
      size,
      quantity,
      unitPricePaise,
      lineTotalPaise,
    })),
    sizeProblems,
  };
}

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
  let raw = input.items;
  if (readsCart(input)) {
    // A first look, for the checks below; the order reads the cart again under the shopper's lock.
    raw = await cartAsItems(db, input.owner);
    if (!(raw as unknown[]).length) {
      const earlier = await recentCartOrder(db, input.owner, input.paymentMethod);
      if (earlier !== undefined) return replayed(db, earlier);
      throw badRequest("Your cart is empty");
    }
  }
  const items = parseItems(raw);

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
    if (readsCart(input)) items = parseItems(cart);
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

  const priced = priceLines(items, byId, settings.markupPaise);
  if (input.fromCart && input.paymentMethod === "online") {
    const pending = await pendingCartOrder(
      tx,
      owner,
      priced.map(({ product, size, quantity }) => ({ productId: product.id, size, quantity })),
    );
    if (pending !== undefined) throw new AlreadyPlaced(pending);
  }
  // Taken before the order is written; a shortage throws, and the transaction leaves everything as it was.
  const taken = await takeStock(
    tx,
    priced.map(({ product, size, quantity }) => ({ productId: product.id, size, quantity })),
  );
  if (!taken.ok) throw new HttpError(409, stockMessage(taken));
  const totals = orderTotals(priced, settings);
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

  await tx.insert(orderLines).values(
    priced.map((line) => ({
      orderId: order.id,
      productId: line.product.id,
      name: line.product.name,
      image: line.product.image,
      size: line.size,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      lineTotalPaise: line.lineTotalPaise,
      finalSale: line.product.finalSale,
    })),
  );

  await recordOrderEvent(tx, order.id, status, "shopper");
  const userId = userIdOf(owner);
  if (input.saveAddress && userId !== null && customer.shipping) {
    await saveAddress(tx, userId, customer.shipping, { fromOrder: true });
  }
  if (status === "placed") {
    await tx.insert(emailOutbox).values(confirmationEmail(order, priced, settings));
    if (cartLineIds.length) await tx.delete(cartItems).where(inArray(cartItems.id, cartLineIds));
  }
  return order.id;
}

/** The "order confirmed" e-mail: plain text, every line and the amounts in rupees. */
export function confirmationEmail(
  order: OrderRow,
  lines: { product: { name: string }; size: string | null; quantity: number; lineTotalPaise: number }[],
  settings: Pick<OrderSettings, "storeName" | "supportEmail">,
): { toAddress: string; subject: string; body: string } {
  const cod = order.paymentMethod === "cod";
  const body = [
    `Hello ${order.customerName},`,
    "",
    `Thank you for shopping with ${settings.storeName}. Your order ${order.orderNumber} is confirmed` +
      (cod ? " and will be paid by cash on delivery." : " and paid online."),
    "",
    ...lines.map(
      (line) =>
        `- ${line.product.name}${line.size ? ` (size ${line.size})` : ""} x ${line.quantity}: ${formatPaise(line.lineTotalPaise)}`,
    ),
    "",
    `Subtotal: ${formatPaise(order.subtotalPaise)}`,
    `Shipping: ${order.shippingPaise ? formatPaise(order.shippingPaise) : "Free"}`,
    `Total${cod ? " to pay on delivery" : ""}: ${formatPaise(order.totalPaise)}`,
    "",
    "Delivering to:",
    order.customerName,
    order.customerAddress,
    `Contact: ${order.customerContact}`,
    "",
    `Our support team will reach out to you soon. ${deliveryPromise(order.deliverBy)}`,
    `Questions? Write to ${settings.supportEmail}.`,
    "",
    settings.storeName,
  ].join("\n");
  return {
    toAddress: order.customerEmail,
    subject: `Your ${settings.storeName} order ${order.orderNumber} is confirmed`,
    body,
  };
}

/** The order as the shopper sees it: amounts in rupees. `maskContact` hides all but the last 4 digits. */
export function toOrderView(
  order: OrderRow,
  lines: (typeof orderLines.$inferSelect)[],
  events: OrderEventRow[],
  options: { maskContact?: boolean } = {},
): OrderView {
  const contact = options.maskContact ? order.customerContact.replace(/\d(?=\d{4})/g, "•") : order.customerContact;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paymentMethod: order.paymentMethod,
    paymentLabel: paymentLabel(order.status, order.paymentMethod, order.paidAt !== null),
    customer: { name: order.customerName, email: order.customerEmail, contact, address: order.customerAddress },
    lines: lines.map((line) => ({
      productId: String(line.productId),
      name: line.name,
      image: line.image,
      size: line.size,
      quantity: line.quantity,
      unitPrice: toRupees(line.unitPricePaise),
      lineTotal: toRupees(line.lineTotalPaise),
    })),
    // Filled in for delivered orders (only they have exchanges): server/orders/returns/views.ts's withReturns.
    replacements: [],
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: toRupees(order.subtotalPaise),
    shipping: toRupees(order.shippingPaise),
    total: toRupees(order.totalPaise),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    deliverBy: order.deliverBy,
    late: isLate(order.status, order.deliverBy, indiaToday()),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    timeline: events.map(toEventView),
    hasInvoice: hasInvoice(order.status),
    awaitingDetails: order.awaitingDetails,
  };
}

/** The lines of many orders in one query, by order id (for lists of orders). */
export async function linesByOrder(db: Db, orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
  const byOrder = new Map<number, OrderLineRow[]>();
  if (!orderIds.length) return byOrder;
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return byOrder;
}

async function viewOf(db: Db, order: OrderRow | undefined, options?: { maskContact?: boolean }) {
  if (!order) return undefined;
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    eventsByOrder(db, [order.id]),
  ]);
  return toOrderView(order, lines, events.get(order.id) ?? [], options);
}

export async function orderViewById(db: Db, id: number): Promise<OrderView | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return viewOf(db, order);
}

/** The order, for the shopper who placed it; undefined for anyone else (so a guess learns nothing). */
export async function getOrderForOwner(db: Db, owner: OwnerKey, orderNumber: string): Promise<OrderView | undefined> {
  return viewOf(db, await orderRowForOwner(db, owner, orderNumber));
}

/** The one ownership rule of an order page, its API and its invoice. */
export async function orderRowForOwner(db: Db, owner: OwnerKey, orderNumber: string): Promise<OrderRow | undefined> {
  const number = normalizeOrderNumber(orderNumber);
  if (!number) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, number), eq(orders.owner, owner)));
  return order;
}

export const orderLookupSchema = z.object({
  orderNumber: z.string({ error: "is required" }).trim().min(1, "is required").max(20, "is not an order number"),
  email: z.string({ error: "is required" }).trim().min(1, "is required").max(254, "is not an e-mail address"),
});

/**
 * A guest's lookup by order number and e-mail (case-insensitive). A wrong number and a wrong e-mail
 * answer the same (undefined), and the contact number is masked.
 */
export async function findOrder(db: Db, orderNumber: string, email: string): Promise<OrderView | undefined> {
  return viewOf(db, await orderRowByLookup(db, orderNumber, email), { maskContact: true });
}

/** The guest lookup's rule (order number and e-mail), for the order and its invoice. */
export async function orderRowByLookup(db: Db, orderNumber: string, email: string): Promise<OrderRow | undefined> {
  const number = normalizeOrderNumber(orderNumber);
  if (!number) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, number), sql`lower(${orders.customerEmail}) = ${email.trim().toLowerCase()}`));
  return order;
}

// ---------------------------------------------------------------------------------------------
// SPEC's older flow: pay first, then give the delivery details

/**
 * The shopper's latest order still awaiting its details (paid, or being paid) that bought exactly these
 * products in these quantities, within the last day; undefined when there is none.
 */
async function orderAwaitingDetails(db: Db, owner: OwnerKey, items: OrderItem[]): Promise<number | undefined> {
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.owner, owner),
        eq(orders.awaitingDetails, true),
        inArray(orders.status, ["paid", "pending_payment"]),
        sql`${orders.createdAt} > now() - make_interval(hours => ${DETAILS_WINDOW_HOURS})`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(5);
  if (!candidates.length) return undefined;
  const wanted = basket(items.map((item) => ({ productId: item.productId, quantity: item.quantity })));
  const lines = await linesByOrder(
    db,
    candidates.map((c) => c.id),
  );
  return candidates.find((c) => basket(lines.get(c.id) ?? []) === wanted)?.id;
}

/** "1x2,177x1": the products and quantities of an order, whatever their order or sizes. */
function basket(lines: { productId: number; quantity: number }[]): string {
  const byProduct = new Map<number, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  return [...byProduct]
    .sort((a, b) => a[0] - b[0])
    .map(([id, quantity]) => `${id}x${quantity}`)
    .join(",");
}

/**
 * Gives an order awaiting its details the shopper's name, e-mail, contact and address, once (a
 * conditional update), and sends the confirmation e-mail if it is paid. False when another submission
 * attached them first.
 */
async function attachDetails(db: Db, orderId: number, customer: CustomerDetails, settings: OrderSettings) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({
        ...customerColumns(customer),
        awaitingDetails: false,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, orderId), eq(orders.awaitingDetails, true)))
      .returning();
    if (!order) return false;
    if (order.status === "paid") {
      const lines = await tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.id));
      await tx.insert(emailOutbox).values(
        confirmationEmail(
          order,
          lines.map((line) => ({ ...line, product: { name: line.name } })),
          settings,
        ),
      );
    }
    return true;
  });
}

/**
 * Orders paid through SPEC's older flow that still have no delivery details after `olderThanMs`, and whose
 * payer's e-mail is known, get one reminder. The conditional update claims each order once, however many
 * instances run the job. Answers how many were reminded.
 */
export async function remindAwaitingDetails(
  db: Db,
  settings: Pick<OrderSettings, "storeName" | "supportEmail">,
  olderThanMs: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(orders)
      .set({ detailsRemindedAt: sql`now()` })
      .where(
        and(
          eq(orders.awaitingDetails, true),
          eq(orders.status, "paid"),
          sql`${orders.customerEmail} <> ''`,
          sql`${orders.detailsRemindedAt} is null`,
          sql`${orders.createdAt} < now() - make_interval(secs => ${olderThanMs / 1000})`,
        ),
      )
      .returning();
    for (const order of due) {
      await tx.insert(emailOutbox).values({
        toAddress: order.customerEmail,
        subject: `Where should we deliver your ${settings.storeName} order ${order.orderNumber}?`,
        body: [
          "Hello,",
          "",
          `We have your payment of ${formatPaise(order.totalPaise)} for order ${order.orderNumber}, but not where to deliver it.`,
          "Please reply to this e-mail with your name, mobile number and delivery address with its PIN code,",
          `or write to ${settings.supportEmail} quoting your order number. We will ship it as soon as we hear from you.`,
          "",
          settings.storeName,
        ].join("\n"),
      });
    }
    return due.length;
  });
}
