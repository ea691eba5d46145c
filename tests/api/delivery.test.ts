import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { orders, products } from "../../server/db/schema";
import { addBusinessDays, estimateDelivery } from "../../server/delivery/delivery";
import { cityName, pinCodeRows } from "../../server/delivery/pin-codes";
import { codUnavailable, pinNotFound, type DeliveryEstimate, type DeliveryRefusal } from "@rules/delivery";
import type { OrderView } from "@rules/order-status";
import { PIN_MESSAGE, stateNotOfPin } from "@rules/address";
import { setUpTestServer } from "../helpers/harness";
import { addProduct } from "../helpers/catalog";
import { TestClient } from "../helpers/client";

const who = { name: "Asha Verma", email: "asha.verma@example.com", contact: "+91 98765 43210" };
const bengaluru = {
  pin: "560 038",
  line1: "Flat 4B, Lake View Apartments, 12 CMH Road",
  locality: "Near Indiranagar Metro",
  city: "Bengaluru",
  state: "karnataka",
};

const shop = setUpTestServer();
let shopper: TestClient;
let PERFUME: number;

beforeAll(async () => {
  PERFUME = await addProduct(shop.db, { category: "Perfumes", stock: 60 });
});
beforeEach(async () => {
  await shop.db.delete(orders);
  shopper = new TestClient(shop.url);
});

const stockOf = async (id: number) =>
  (await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderCount = async () => (await shop.db.select({ n: count() }).from(orders))[0]!.n;

describe("delivery dates", () => {
  it("counts 7 business days in India's time zone, skipping Sundays and holidays", () => {
    // Wednesday 25 November 2026, 11:30 in India: Thu 26, Fri 27, Sat 28, (Sun), Mon 30, Tue 1, Wed 2, Thu 3.
    expect(addBusinessDays(new Date("2026-11-25T06:00:00Z"), 7, []).toISOString().slice(0, 10)).toBe("2026-12-03");
    // 20:00 UTC on the 25th is already the 26th in India: one day later.
    expect(addBusinessDays(new Date("2026-11-25T20:00:00Z"), 7, []).toISOString().slice(0, 10)).toBe("2026-12-04");
    // A dated holiday and a yearly one ("12-01") both push it on.
    expect(
      addBusinessDays(new Date("2026-11-25T06:00:00Z"), 7, ["2026-11-27", "12-01"]).toISOString().slice(0, 10),
    ).toBe("2026-12-05");
  });

  it("takes cash on delivery unless the state is excluded or no post office delivers there", () => {
    const place = { pin: "744101", city: "South Andamans", state: "Andaman and Nicobar Islands", delivery: true };
    const settings = { holidays: [], codUnavailableStates: ["Andaman and Nicobar Islands"] };
    expect(estimateDelivery(place, settings).cashOnDelivery).toBe(false);
    expect(estimateDelivery({ ...place, state: "Kerala" }, settings).cashOnDelivery).toBe(true);
    expect(estimateDelivery({ ...place, state: "Kerala", delivery: false }, settings).cashOnDelivery).toBe(false);
    expect(estimateDelivery(place, settings, new Date("2026-11-25T06:00:00Z")).deliverByText).toBe("Thu, 3 Dec");
  });

  it("reads the directory: one row per PIN, the district most offices name, the state in the checkout's spelling", () => {
    const rows = pinCodeRows([
      { p: "396210", i: "DAMAN", s: "THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU", d: 0 },
      { p: "396210", i: "DAMAN", s: "THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU", d: 1 },
      { p: "396210", i: "VALSAD", s: "GUJARAT", d: 0 },
      { p: "110001", i: "NEW DELHI", s: "NA", d: 0 },
      { p: "110011", i: "NEW DELHI", s: "DELHI", d: 1 },
      { p: "012345", i: "NOWHERE", s: "DELHI", d: 1 },
    ]);
    expect(rows).toEqual([
      { pin: "110001", city: "New Delhi", state: "Delhi", delivery: false },
      { pin: "110011", city: "New Delhi", state: "Delhi", delivery: true },
      { pin: "396210", city: "Daman", state: "Dadra and Nagar Haveli and Daman and Diu", delivery: true },
    ]);
  });

  it("gives a PIN code the directory names no state for the state of its sorting district's nearest one", () => {
    const rows = pinCodeRows([
      // Puducherry's 605012 among Tamil Nadu's 605xxx: its nearest neighbours are Puducherry's.
      { p: "605012", i: "NA", s: "NA", d: 1 },
      { p: "605011", i: "PONDICHERRY", s: "PUDUCHERRY", d: 1 },
      { p: "605013", i: "PONDICHERRY", s: "PUDUCHERRY", d: 1 },
      { p: "605101", i: "VILUPPURAM", s: "TAMIL NADU", d: 1 },
      { p: "605102", i: "VILUPPURAM", s: "TAMIL NADU", d: 1 },
      { p: "605103", i: "VILUPPURAM", s: "TAMIL NADU", d: 1 },
      // No PIN code of its sorting district names one: it is left out, not guessed.
      { p: "222101", i: "NA", s: "NA", d: 1 },
    ]);
    expect(rows.map((row) => [row.pin, row.state])).toEqual([
      ["605011", "Puducherry"],
      ["605012", "Puducherry"],
      ["605013", "Puducherry"],
      ["605101", "Tamil Nadu"],
      ["605102", "Tamil Nadu"],
      ["605103", "Tamil Nadu"],
    ]);
  });
  it("names the city a shopper writes, or none where the directory has no such name", () => {
    expect(cityName("BENGALURU URBAN", "Bengaluru East Division")).toBe("Bengaluru");
    expect(cityName("MUMBAI SUBURBAN", "Mumbai City North Division")).toBe("Mumbai");
    expect(cityName("SOUTH", "New Delhi South West Division")).toBe("New Delhi");
    expect(cityName("NORTH WEST", "Delhi North Division")).toBe("Delhi");
    expect(cityName("PUNE", "Pune City West Division")).toBe("Pune");
    // A region, not a city: the shopper writes their own.
    expect(cityName("SOUTH ANDAMANS", "A - N Islands Division")).toBe("");
    expect(cityName("EAST DISTRICT", "Sikkim Division")).toBe("");
    expect(cityName("BENGALURU RURAL", "Channapatna Division")).toBe("");
    expect(cityName("NA", "Bastar Division")).toBe("");
    // Delhi's "South" spans two divisions: the PIN code takes its district's, then that district's division.
    const rows = pinCodeRows([
      { p: "110016", i: "SOUTH", v: "New Delhi South West Division", s: "DELHI", d: 1 },
      { p: "110016", i: "SOUTH", v: "New Delhi South West Division", s: "DELHI", d: 0 },
      { p: "110016", i: "NORTH", v: "Delhi North Division", s: "DELHI", d: 0 },
    ]);
    expect(rows).toEqual([{ pin: "110016", city: "New Delhi", state: "Delhi", delivery: true }]);
  });
});

describe("GET /api/delivery/:pin", () => {
  it("answers the city a shopper writes, not India Post's district", async () => {
    const cityOf = async (pin: string) => (await shopper.get<DeliveryEstimate>(`/api/delivery/${pin}`)).body.city;
    expect(await cityOf("110016")).toBe("New Delhi");
    expect(await cityOf("560001")).toBe("Bengaluru");
    expect(await cityOf("400001")).toBe("Mumbai");
    expect(await cityOf("744101")).toBe("");
  });

  it("answers the city, the state, the date and cash on delivery for a known PIN code", async () => {
    const res = await shopper.get<DeliveryEstimate>("/api/delivery/560038");
    expect(res.status).toBe(200);
    const expected = addBusinessDays(new Date(), 7, shop.server.config.delivery.holidays).toISOString().slice(0, 10);
    expect(res.body).toMatchObject({ pin: "560038", state: "Karnataka", cashOnDelivery: true, deliverBy: expected });
    expect(res.body.city).toMatch(/Bengaluru/);
    expect(res.body.deliverByText).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/);
  });

  it("says where cash on delivery is not taken (Andaman and Nicobar by default)", async () => {
    const res = await shopper.get<DeliveryEstimate>("/api/delivery/744101");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: "Andaman and Nicobar Islands", cashOnDelivery: false });
  });

  it("refuses what is not a PIN code (400) and names one India Post does not know (404)", async () => {
    expect((await shopper.get<{ message: string }>("/api/delivery/012345")).body.message).toMatch(/6 digits/);
    expect((await shopper.get("/api/delivery/12345")).status).toBe(400);
    const unknown = await shopper.get<{ message: string }>("/api/delivery/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(pinNotFound("999999"));
  });

  it("answers the PIN code with the refusal, in the one message for a malformed PIN code", async () => {
    const malformed = await shopper.get<DeliveryRefusal>("/api/delivery/012345");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ pin: "012345", message: PIN_MESSAGE });
    expect((await shopper.get<DeliveryRefusal>("/api/delivery/999999")).body).toEqual({
      pin: "999999",
      message: pinNotFound("999999"),
    });
  });

  it("knows the Army Postal Service's PIN codes India Post lists, and no other 9xxxxx", async () => {
    const base = await shopper.get<DeliveryEstimate>("/api/delivery/900099");
    expect(base.status).toBe(200);
    expect(base.body).toMatchObject({ pin: "900099", state: "West Bengal" });
    expect((await shopper.get("/api/delivery/900123")).status).toBe(404);
  });
});

describe("orders with the structured address", () => {
  it("stores the address as given and prints it the Indian way", async () => {
    const res = await shopper.post<{ order: OrderView; orderNumber: string }>("/submit-order", {
      customer: { ...who, ...bengaluru },
      product: { productId: PERFUME, quantity: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.order.customer.address).toBe(
      "Flat 4B, Lake View Apartments, 12 CMH Road\nNear Indiranagar Metro\nBengaluru, Karnataka 560038",
    );
    const [row] = await shop.db.select().from(orders).where(eq(orders.orderNumber, res.body.orderNumber));
    expect(row!.shippingAddress).toEqual({
      pin: "560038",
      line1: "Flat 4B, Lake View Apartments, 12 CMH Road",
      locality: "Near Indiranagar Metro",
      city: "Bengaluru",
      state: "Karnataka",
    });
    expect(row!.customerContact).toBe("9876543210");
  });

  it("keeps SPEC's single address as given", async () => {
    const res = await shopper.post<{ order: OrderView; orderNumber: string }>("/submit-order", {
      customer: { ...who, address: "12 MG Road, Bengaluru 560001" },
      product: { productId: PERFUME, quantity: 1 },
    });
    expect(res.status).toBe(201);
    const [row] = await shop.db.select().from(orders).where(eq(orders.orderNumber, res.body.orderNumber));
    expect(row).toMatchObject({ customerAddress: "12 MG Road, Bengaluru 560001", shippingAddress: null });
  });

  it("names every wrong field of the address and orders nothing", async () => {
    const before = await stockOf(PERFUME);
    const res = await shopper.post<{ errors: { path: string[]; message: string }[] }>("/submit-order", {
      customer: { ...who, pin: "056001", line1: " ", city: "Pune", state: "Bombay" },
      product: { productId: PERFUME, quantity: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => `${e.path.join(".")} ${e.message}`)).toEqual([
      "pin must be 6 digits and cannot start with 0",
      "line1 is required",
      "state must be one of India's states or union territories",
    ]);
    expect(await orderCount()).toBe(0);
    expect(await stockOf(PERFUME)).toBe(before);
  });

  it("refuses a state its PIN code is not in, on the state field, for either way of paying", async () => {
    const before = await stockOf(PERFUME);
    const andaman = {
      ...who,
      ...bengaluru,
      pin: "560001",
      city: "South Andamans",
      state: "Andaman and Nicobar Islands",
    };
    for (const path of ["/submit-order", "/api/order/createOrder"]) {
      const res = await shopper.post<{ message: string; errors: { path: string[]; message: string }[] }>(path, {
        customer: andaman,
        product: { productId: PERFUME, quantity: 1 },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("state: must be Karnataka for PIN code 560001");
      expect(res.body.errors).toEqual([
        expect.objectContaining({ path: ["state"], message: stateNotOfPin("560001", "Karnataka") }),
      ]);
    }
    expect(await orderCount()).toBe(0);
    expect(await stockOf(PERFUME)).toBe(before);

    // With the PIN code's own state the same order is taken.
    const res = await shopper.post<{ orderNumber: string }>("/submit-order", {
      customer: { ...andaman, city: "Bengaluru", state: "Karnataka" },
      product: { productId: PERFUME, quantity: 1 },
    });
    expect(res.status).toBe(201);
  });

  it("refuses a PIN code India Post does not know", async () => {
    const res = await shopper.post<{ message: string }>("/submit-order", {
      customer: { ...who, ...bengaluru, pin: "999999" },
      product: { productId: PERFUME, quantity: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(pinNotFound("999999"));
    expect(await orderCount()).toBe(0);
  });

  it("refuses cash on delivery where it is not taken, structured or in SPEC's text, and takes no stock", async () => {
    const before = await stockOf(PERFUME);
    const port = { ...bengaluru, pin: "744101", city: "Port Blair", state: "Andaman and Nicobar Islands" };
    for (const customer of [
      { ...who, ...port },
      { ...who, address: "Aberdeen Bazaar, Port Blair 744101" },
    ]) {
      const res = await shopper.post<{ message: string }>("/submit-order", {
        customer,
        product: { productId: PERFUME, quantity: 1 },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(codUnavailable("744101"));
    }
    expect(await orderCount()).toBe(0);
    expect(await stockOf(PERFUME)).toBe(before);
  });

  it("takes an online order to the same PIN code", async () => {
    const res = await shopper.post<{ dbOrderId: number }>("/api/order/createOrder", {
      customer: { ...who, ...bengaluru, pin: "744101", city: "Port Blair", state: "Andaman and Nicobar Islands" },
      product: { productId: PERFUME, quantity: 1 },
    });
    expect(res.status).toBe(201);
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, res.body.dbOrderId));
    expect(row).toMatchObject({ status: "pending_payment", shippingAddress: { pin: "744101", city: "Port Blair" } });
  });
});

describe("saved addresses", () => {
  const signIn = async (client: TestClient, tag: string) => {
    const account = { username: `saver${tag}`, email: `saver.${tag}@example.com`, password: `Mango-Lantern-${tag}-42` };
    expect((await client.post("/api/auth/signup", account)).status).toBe(201);
    expect((await client.post("/api/auth/login", account)).status).toBe(200);
  };

  it("keeps an order's address once for a signed-in shopper who asks, never for a guest", async () => {
    await shopper.post("/submit-order", {
      customer: { ...who, ...bengaluru },
      product: { productId: PERFUME, quantity: 1 },
      saveAddress: true,
    });
    expect((await shopper.get("/api/auth/addresses")).status).toBe(401);

    await signIn(shopper, "order");
    for (let i = 0; i < 2; i++) {
      const res = await shopper.post("/submit-order", {
        customer: { ...who, ...bengaluru },
        product: { productId: PERFUME, quantity: 1 },
        saveAddress: true,
      });
      expect(res.status).toBe(201);
    }
    const saved = await shopper.get<{ id: number; pin: string; state: string }[]>("/api/auth/addresses");
    expect(saved.body).toEqual([
      expect.objectContaining({ pin: "560038", state: "Karnataka", locality: "Near Indiranagar Metro" }),
    ]);
  });

  it("adds with checkout's rules, refuses past ten, and deletes only the shopper's own", async () => {
    await signIn(shopper, "book");
    const bad = await shopper.post<{ message: string }>("/api/auth/addresses", { ...bengaluru, pin: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("pin: must be 6 digits and cannot start with 0");
    for (let i = 1; i <= 10; i++) {
      expect((await shopper.post("/api/auth/addresses", { ...bengaluru, line1: `House ${i}` })).status).toBe(201);
    }
    expect((await shopper.post("/api/auth/addresses", { ...bengaluru, line1: "House 1" })).status).toBe(200); // the same one
    const full = await shopper.post<{ message: string }>("/api/auth/addresses", { ...bengaluru, line1: "House 11" });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("You can keep up to 10 addresses. Delete one to add another.");

    const list = (await shopper.get<{ id: number }[]>("/api/auth/addresses")).body;
    const other = new TestClient(shop.url);
    await signIn(other, "other");
    expect((await other.delete(`/api/auth/addresses/${list[0]!.id}`)).status).toBe(404);
    const after = await shopper.delete<{ id: number }[]>(`/api/auth/addresses/${list[0]!.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toHaveLength(9);
  });
});
