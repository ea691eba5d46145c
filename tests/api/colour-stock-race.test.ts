import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { orderLines, orders, productColours, productVariants, products } from "../../server/db/schema";
import { setVariantStock } from "../../server/orders/stock";
import { setUpTestServer } from "../helpers/harness";
import { seededProductId } from "../helpers/catalog";
import { checkoutCustomer as customer } from "../helpers/accounts";
import { TestClient } from "../helpers/client";

// Stock is held per colour and size (docs/decisions/034-colours-as-variants.md): shoppers racing for the
// last units of one colour and size sell exactly those units, and never a unit of another colour. The seeded
// loafers come in Navy (first) and Tan.
const LOAFERS = "Men Suede Penny Loafers";
const SHOPPERS = 200;
const UNITS = 10;
const NAVY_UNITS = 7;

const shop = setUpTestServer();
let loafers: number;
let size: string;
let navy: number;
let tan: number;

beforeAll(async () => {
  loafers = await seededProductId(shop.db, LOAFERS);
  size = (await shop.db.select({ sizes: products.sizes }).from(products).where(eq(products.id, loafers)))[0]!.sizes[0]!;
  const colours = await shop.db
    .select({ id: productColours.id, slug: productColours.slug })
    .from(productColours)
    .where(eq(productColours.productId, loafers))
    .orderBy(asc(productColours.position));
  expect(colours.map((c) => c.slug)).toEqual(["navy", "tan"]);
  [navy, tan] = colours.map((c) => c.id) as [number, number];
});

const variantStock = async (colourId: number) =>
  (
    await shop.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.colourId, colourId), eq(productVariants.size, size)))
  )[0]!.stock;

describe("shoppers racing for one colour and size", () => {
  it(`sell exactly ${UNITS} units to ${SHOPPERS} shoppers at once, leaving the other colour of that size alone`, async () => {
    await setVariantStock(shop.db, loafers, [
      { colourId: tan, size, stock: UNITS },
      { colourId: navy, size, stock: NAVY_UNITS },
    ]);
    const before = (await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, loafers)))[0]!
      .stock;

    // Each a guest of their own, ordering the product straight from its page.
    const results = await Promise.all(
      Array.from({ length: SHOPPERS }, () =>
        new TestClient(shop.url).post<{ message: string; orderNumber: string }>("/submit-order", {
          customer,
          product: { id: loafers, size, color: "tan", quantity: 1 },
        }),
      ),
    );

    const placed = results.filter((r) => r.status === 201);
    expect(placed).toHaveLength(UNITS);
    expect(new Set(placed.map((r) => r.body.orderNumber)).size).toBe(UNITS);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(SHOPPERS - UNITS);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(`${LOAFERS} in size ${size} is out of stock`);
    }

    expect(await variantStock(tan)).toBe(0);
    expect(await variantStock(navy)).toBe(NAVY_UNITS);
    const after = (await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, loafers)))[0]!
      .stock;
    expect(after).toBe(before - UNITS);

    // Every order holds one tan pair of that size, and nothing else.
    const lines = await shop.db
      .select({ colour: orderLines.colour, size: productVariants.size, colourId: productVariants.colourId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
      .where(eq(orderLines.productId, loafers));
    expect(lines).toEqual(Array(UNITS).fill({ colour: "Tan", size, colourId: tan }));
  });
});
