import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { emailOutbox } from "../../server/db/schema";
import { moveOrder } from "../../server/orders/admin";
import type { CartLine } from "@rules/cart-rules";
import type { OrderView } from "@rules/order-status";
import { orderSettingsOf, setUpTestServer } from "../helpers/harness";
import { seededProductId } from "../helpers/catalog";
import { TestClient } from "../helpers/client";
import { fetchDocument, pdfText } from "../helpers/pdf";

// A line bought in a product's second colour says that colour wherever the line is shown: the cart, the
// order, its confirmation e-mail and its tax invoice. The seeded loafers come in Navy (first) and Tan.
const LOAFERS = "Men Suede Penny Loafers";
const shop = setUpTestServer();
let loafers: number;
beforeAll(async () => {
  loafers = await seededProductId(shop.db, LOAFERS);
});

const customer = {
  name: "Meera Iyer",
  email: "meera.colours@example.com",
  contact: "9876500011",
  address: "Flat 3, 21 Park Street, Kolkata 700016",
};

describe("a cart line's link", () => {
  it("is the product's own address for its first colour", async () => {
    // A product of one colour: its only colour is its first.
    const coffee = await seededProductId(shop.db, "Men Coffee Textured Leather Penny Loafers");
    const shopper = new TestClient(shop.url);
    await shopper.post("/api/cart", { productId: coffee, size: "8", quantity: 1 });
    const cart = await shopper.get<CartLine[]>("/api/cart");
    expect(cart.body.map(({ colour, link }) => ({ colour, link }))).toEqual([
      { colour: "Coffee", link: `/product/${coffee}` },
    ]);
  });
});

describe("a line in a colour other than the first", () => {
  it("names its colour in the cart, the order, the confirmation e-mail and the tax invoice", async () => {
    const shopper = new TestClient(shop.url);
    const added = await shopper.post("/api/cart", { productId: loafers, size: "9", quantity: 1, color: "tan" });
    expect(added.status).toBeLessThan(300);
    const cart = await shopper.get<CartLine[]>("/api/cart");
    expect(
      cart.body.map(({ name, colour, colourSlug, size, link }) => ({ name, colour, colourSlug, size, link })),
    ).toEqual([{ name: LOAFERS, colour: "Tan", colourSlug: "tan", size: "9", link: `/product/${loafers}?color=tan` }]);

    const placed = await shopper.post<{ orderNumber: string; order: OrderView }>("/submit-order", {
      customer,
      fromCart: true,
    });
    expect(placed.status).toBe(201);
    const { orderNumber } = placed.body;
    const found = await shopper.post<OrderView>("/api/orders/lookup", { orderNumber, email: customer.email });
    expect(found.body.lines.map(({ name, colour, size }) => ({ name, colour, size }))).toEqual([
      { name: LOAFERS, colour: "Tan", size: "9" },
    ]);

    const [mail] = await shop.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email));
    expect(mail!.body).toContain(`- ${LOAFERS} (Tan, size 9) x 1:`);

    await moveOrder(
      shop.db,
      found.body.id,
      { status: "shipped", carrier: "Delhivery", trackingNumber: "DL-7" },
      { ...orderSettingsOf(shop.server.config), seller: shop.server.config.contact },
    );
    const invoice = await fetchDocument(shop.url, "/api/orders/lookup/invoice", {
      form: { orderNumber, email: customer.email },
    });
    expect(invoice.res.status).toBe(200);
    // The description column may wrap the line; its words come in order all the same.
    expect((await pdfText(invoice.bytes)).replace(/\s+/g, " ")).toContain(`${LOAFERS} (Tan, size 9)`);
  });
});
