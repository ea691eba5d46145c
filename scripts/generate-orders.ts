/**
 * `npm run orders:generate -- [--orders 100000] [--days 365] [--seed 1]`: fills the store's database (DATABASE_URL,
 * else the PGlite folder DATA_DIR) with made-up orders over the last days, for the dashboard's bench and for
 * trying the dashboard on a year of trade. Each order has one to three lines of the catalogue's products
 * (sizes and colours as they are), a status that suits its age, a code's discount on some, a promised day;
 * some delivered orders have returns (some refunded, some rejected), and carts are left open beside them.
 * It writes many rows per statement, straight to the tables: no stock is taken and no e-mail is written.
 * Never on a store that trades: it refuses when NODE_ENV is production.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { openDatabase, type Db } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { cartItems, orderLines, orders, refunds, returnLines, returnRequests } from "../server/db/schema";
import { RETURN_REASONS, type ReturnStatus } from "@rules/returns";
import type { OrderStatus, PaymentMethod } from "@rules/order-status";
import { addDays, istDateOf } from "@rules/dashboard-period";

export interface GenerateOptions {
  orders: number;
  days: number;
  seed: number;
  /** The newest order is placed before this instant. */
  now?: Date;
  /** Told how many orders are written so far. */
  progress?: (written: number) => void;
}

const DAY_MS = 86_400_000;
const BATCH = 1000;
const MARKUP_PAISE = 50_000;

/** A small seeded generator (mulberry32): the same seed writes the same history. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Variant {
  productId: number;
  name: string;
  image: string;
  basePricePaise: number;
  variantId: number;
  colourId: number;
  colour: string;
  size: string;
}

async function readVariants(db: Db): Promise<Variant[]> {
  const result = (await db.execute(sql`
    select p.id as "productId", p.name, p.image, coalesce(c.base_price_paise, p.base_price_paise) as "basePricePaise",
      v.id as "variantId", c.id as "colourId", c.name as colour, v.size
    from product_variants v join products p on p.id = v.product_id join product_colours c on c.id = v.colour_id
    where not p.hidden
    order by p.id, v.id
    limit 20000`)) as unknown as { rows: Variant[] };
  if (!result.rows.length) throw new Error("The catalogue has no products to order: start the store once first");
  return result.rows;
}

/** The status an order of this age (days) has now, and how it was paid. */
function statusFor(age: number, pick: () => number): { status: OrderStatus; method: PaymentMethod } {
  const method: PaymentMethod = pick() < 0.45 ? "cod" : "online";
  const roll = pick();
  if (method === "online" && roll < 0.04) return { status: "payment_failed", method };
  if (roll < 0.1) return { status: "cancelled", method };
  if (age < 1) return { status: method === "cod" ? "placed" : roll < 0.15 ? "pending_payment" : "paid", method };
  if (age < 3) return { status: roll < 0.5 ? "packed" : "shipped", method };
  if (age < 7) return { status: roll < 0.4 ? "shipped" : roll < 0.55 ? "out_for_delivery" : "delivered", method };
  // Older: delivered, but for a few stuck on the way (late).
  return { status: roll < 0.985 ? "delivered" : "shipped", method };
}

const RETURN_OUTCOMES: ReturnStatus[] = ["received", "received", "received", "approved", "requested", "rejected"];

/** Writes the orders, their lines and returns, and open carts; answers how many rows of each. */
export async function generateOrders(db: Db, options: GenerateOptions) {
  const pick = random(options.seed);
  const now = options.now ?? new Date();
  const variants = await readVariants(db);
  const counts = { orders: 0, lines: 0, returns: 0, refunds: 0, carts: 0 };
  const prefix = `GEN${options.seed}-${now.getTime().toString(36).toUpperCase()}`;
  for (let start = 0; start < options.orders; start += BATCH) {
    const size = Math.min(BATCH, options.orders - start);
    const planned = Array.from({ length: size }, (_, k) => {
      const i = start + k;
      const age = options.days * pick();
      const createdAt = new Date(now.getTime() - age * DAY_MS - 1000);
      const { status, method } = statusFor(age, pick);
      const lines = Array.from({ length: 1 + Math.floor(pick() * pick() * 3) }, () => {
        const variant = variants[Math.floor(pick() * variants.length)]!;
        const quantity = pick() < 0.85 ? 1 : 2;
        const unit = variant.basePricePaise + MARKUP_PAISE;
        return { variant, quantity, unit, discount: 0 };
      });
      const coupon = pick() < 0.15;
      if (coupon) for (const line of lines) line.discount = Math.floor((line.unit * line.quantity) / 10);
      const subtotal = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
      const discount = lines.reduce((sum, line) => sum + line.discount, 0);
      const shipping = subtotal - discount >= 99_900 ? 0 : 9_900;
      return {
        row: {
          orderNumber: `${prefix}-${i}`,
          status,
          paymentMethod: method,
          customerName: "Generated Shopper",
          customerEmail: `shopper${i % 20_000}@example.com`,
          customerContact: "9876543210",
          customerAddress: "1 MG Road, Bengaluru 560001",
          shippingPin: "560001",
          owner: `guest:gen-${options.seed}-${i}`,
          subtotalPaise: subtotal,
          discountPaise: discount,
          shippingPaise: shipping,
          totalPaise: subtotal - discount + shipping,
          couponCode: coupon ? "GEN10" : null,
          fromCart: pick() < 0.8,
          deliverBy: addDays(istDateOf(createdAt), 7),
          createdAt,
          updatedAt: createdAt,
          paidAt: method === "online" && status !== "payment_failed" && status !== "pending_payment" ? createdAt : null,
        },
        lines,
        age,
      };
    });
    const ids = await db
      .insert(orders)
      .values(planned.map((order) => order.row))
      .returning({ id: orders.id });
    const lineRows = planned.flatMap((order, k) =>
      order.lines.map((line) => ({
        orderId: ids[k]!.id,
        productId: line.variant.productId,
        name: line.variant.name,
        image: line.variant.image,
        colour: line.variant.colour,
        size: line.variant.size,
        variantId: line.variant.variantId,
        quantity: line.quantity,
        unitPricePaise: line.unit,
        lineTotalPaise: line.unit * line.quantity,
        discountPaise: line.discount,
      })),
    );
    const lineIds = await db.insert(orderLines).values(lineRows).returning({ id: orderLines.id });
    counts.orders += size;
    counts.lines += lineRows.length;

    // About one delivered order in ten asks for one piece of its first line back.
    let lineAt = 0;
    const asked: { orderId: number; lineId: number; createdAt: Date; status: ReturnStatus; refund: number }[] = [];
    planned.forEach((order, k) => {
      const first = lineAt;
      lineAt += order.lines.length;
      if (order.row.status !== "delivered" || pick() >= 0.1) return;
      const line = order.lines[0]!;
      const createdAt = new Date(Math.min(order.row.createdAt.getTime() + 9 * DAY_MS, now.getTime() - 1000));
      asked.push({
        orderId: ids[k]!.id,
        lineId: lineIds[first]!.id,
        createdAt,
        status: RETURN_OUTCOMES[Math.floor(pick() * RETURN_OUTCOMES.length)]!,
        refund: line.unit - Math.floor(line.discount / line.quantity),
      });
    });
    if (asked.length) {
      const returnIds = await db
        .insert(returnRequests)
        .values(
          asked.map((r) => ({ orderId: r.orderId, status: r.status, createdAt: r.createdAt, updatedAt: r.createdAt })),
        )
        .returning({ id: returnRequests.id });
      await db.insert(returnLines).values(
        asked.map((r, k) => ({
          returnId: returnIds[k]!.id,
          orderLineId: r.lineId,
          quantity: 1,
          reason: RETURN_REASONS[Math.floor(pick() * RETURN_REASONS.length)]!,
          refundPaise: r.status === "received" ? r.refund : null,
        })),
      );
      const refunded = asked.flatMap((r, k) => (r.status === "received" ? [{ r, returnId: returnIds[k]!.id }] : []));
      if (refunded.length) {
        await db.insert(refunds).values(
          refunded.map(({ r, returnId }) => ({
            returnId,
            orderId: r.orderId,
            amountPaise: r.refund,
            state: "processed" as const,
            receipt: `${prefix}-refund-${returnId}`,
            createdAt: new Date(Math.min(r.createdAt.getTime() + 3 * DAY_MS, now.getTime() - 1000)),
          })),
        );
      }
      counts.returns += asked.length;
      counts.refunds += refunded.length;
    }

    // Carts left open: about as many as the orders from carts, most with one line.
    const carts = Array.from({ length: size }, (_, k) => {
      const variant = variants[Math.floor(pick() * variants.length)]!;
      const age = options.days * pick();
      const createdAt = new Date(now.getTime() - age * DAY_MS - 1000);
      return {
        owner: `guest:gen-cart-${options.seed}-${start + k}`,
        productId: variant.productId,
        colourId: variant.colourId,
        variantId: variant.variantId,
        quantity: 1,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await db.insert(cartItems).values(carts);
    counts.carts += carts.length;
    options.progress?.(counts.orders);
  }
  // As a store that has been running would be: its statistics and visibility map up to date.
  await db.execute(sql`vacuum analyze`);
  return counts;
}

const USAGE = `Usage: npm run orders:generate -- [--orders 100000] [--days 365] [--seed 1]
Writes made-up orders (with lines, returns, refunds and open carts) over the last days into the store's
database (DATABASE_URL, else DATA_DIR). Not on a store that trades: refused when NODE_ENV is production.`;

function whole(value: string | undefined, fallback: number, name: string, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  }
  return Number(value);
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      orders: { type: "string" },
      days: { type: "string" },
      seed: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) return console.log(USAGE);
  if (process.env.NODE_ENV === "production") throw new Error("Refused: NODE_ENV is production");
  const options = {
    orders: whole(values.orders, 100_000, "orders", 10_000_000),
    days: whole(values.days, 365, "days", 3650),
    seed: whole(values.seed, 1, "seed", 1_000_000_000),
  };
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const started = performance.now();
    const counts = await generateOrders(database.db, {
      ...options,
      progress: (written) => {
        if (written % 10_000 === 0) console.log(`${written.toLocaleString("en-IN")} orders written`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Wrote ${counts.orders} orders (${counts.lines} lines), ${counts.returns} returns (${counts.refunds} refunded) and ${counts.carts} open carts in ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
