import { asc, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { orderLines, orders } from "../../server/db/schema";
import { moveOrder } from "../../server/orders/admin";
import { placeOrder } from "../../server/orders/orders";
import { plainOrderSettings } from "./harness";
import { testConfig } from "./app";

let guest = 0;

/**
 * A guest's cash-on-delivery order of `items`, moved on to `status` ("delivered" by default, or "shipped",
 * or left "placed"), with its row and its lines in order: what a review needs.
 */
export async function deliveredOrder(
  db: Db,
  items: { productId: number; quantity: number; size?: string }[],
  status: "placed" | "shipped" | "delivered" = "delivered",
) {
  const staffSettings = { ...plainOrderSettings, seller: testConfig().contact };
  const n = ++guest;
  const { order } = await placeOrder(
    db,
    {
      owner: `guest:00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
      customer: {
        name: "Kavya Menon",
        email: `kavya.reviews${n}.${process.pid}@example.com`,
        contact: "9876500077",
        address: "22 Marine Drive, Kochi 682031",
      },
      items,
      paymentMethod: "cod",
    },
    plainOrderSettings,
  );
  if (status !== "placed") {
    await moveOrder(db, order.id, { status: "shipped", carrier: "Delhivery", trackingNumber: "DL1" }, staffSettings);
  }
  if (status === "delivered") await moveOrder(db, order.id, { status: "delivered" }, staffSettings);
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return { row: row!, lines };
}
