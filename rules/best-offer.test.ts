import { describe, expect, it } from "vitest";
import { bestOffer, codePrices, type BestOfferContext } from "./best-offer";
import { bestOfferWords } from "./best-offer-words";
import type { CouponRecord, DiscountableLine } from "./discounts";
import type { OfferTerms } from "./offers";
import { record, shipping } from "../tests/helpers/coupon-terms";

const now = new Date("2026-12-05T10:00:00Z");
const piece = (unit: number, extra: Partial<DiscountableLine> = {}): DiscountableLine => ({
  unitPricePaise: unit,
  quantity: 1,
  category: "Shirts & Tshirt",
  collections: [],
  productId: 7,
  finalSale: false,
  ...extra,
});
const code = (extra: Partial<CouponRecord>): CouponRecord => record({ combinable: true, ...extra });
const guest: BestOfferContext = { now, offers: [], settings: shipping };
const one = (line: DiscountableLine, codes: CouponRecord[], context = guest) =>
  bestOffer([{ size: null, piece: line }], codes, context);
const sale: OfferTerms = {
  id: 1,
  name: "Winter sale",
  kind: "sale",
  percent: 20,
  minQuantity: 1,
  collections: [],
  categories: [],
};

describe("bestOffer", () => {
  it("prices one piece with the best code: percent rounded as the cart does, capped, or flat", () => {
    const codes = [
      code({ code: "STYLE10" }),
      code({ code: "BIG30", percent: 30, capPaise: 40_000 }),
      code({ code: "FLAT300", kind: "flat", percent: null, flatPaise: 30_000 }),
    ];
    // ₹1,999: 10% is ₹199.90, 30% capped at ₹400, flat ₹300.
    expect(one(piece(199_900), codes)).toEqual({
      pricePaise: 159_900,
      code: "BIG30",
      savingPaise: 40_000,
      firstOrderOnly: false,
      size: null,
    });
    expect(one(piece(199_900), [codes[0]!])).toMatchObject({ pricePaise: 179_910, savingPaise: 19_990 });
    // A flat code never takes the piece below ₹1.
    expect(one(piece(20_000), [codes[2]!])).toMatchObject({ pricePaise: 100, code: "FLAT300" });
  });

  it("keeps to the code's scope: categories, collections and products", () => {
    const shoes = code({ code: "SHOES", categories: ["Shoes"] });
    expect(one(piece(100_000), [shoes])).toBeNull();
    expect(one(piece(100_000, { category: "Shoes" }), [shoes])).toMatchObject({ code: "SHOES" });
    const chosen = code({ code: "THISONE", categories: null, productIds: [8] });
    expect(one(piece(100_000), [chosen])).toBeNull();
    expect(one(piece(100_000, { productId: 8 }), [chosen])).toMatchObject({ code: "THISONE" });
    const collection = code({ code: "SHIRTS", categories: null, collections: ["shirts"] });
    expect(one(piece(100_000), [collection])).toMatchObject({ code: "SHIRTS" });
    expect(one(piece(100_000, { category: "Shoes" }), [collection])).toBeNull();
    const named = code({ code: "NAMED", categories: null, collections: ["summer-edit"] });
    expect(codePrices(piece(100_000, { collections: ["summer-edit"] }), [named], guest)).toHaveLength(1);
  });

  it("leaves final-sale products out of a code that excludes them", () => {
    const codes = [code({ excludeFinalSale: true })];
    expect(one(piece(100_000, { finalSale: true }), codes)).toBeNull();
    expect(one(piece(100_000), codes)).toMatchObject({ pricePaise: 90_000 });
  });

  it("shows no code whose minimum cart value one piece does not reach", () => {
    const codes = [code({ minCartPaise: 200_000 })];
    expect(one(piece(199_900), codes)).toBeNull();
    expect(one(piece(200_000), codes)).toMatchObject({ pricePaise: 180_000 });
  });

  it("takes a combinable code off the sale price, and a code kept off offers not at all", () => {
    const context = { ...guest, offers: [sale] };
    // ₹2,000 in a 20% sale is ₹1,600; 10% more is ₹1,440, a saving of ₹160 beyond the sale.
    expect(one(piece(200_000), [code({})], context)).toMatchObject({ pricePaise: 144_000, savingPaise: 16_000 });
    expect(one(piece(200_000), [code({ combinable: false })], context)).toBeNull();
    expect(one(piece(200_000), [code({ combinable: false })])).toMatchObject({ pricePaise: 180_000 });
  });

  it("shows a first-order code to a guest, saying so, and not to a shopper with orders", () => {
    const first = code({ code: "WELCOME", percent: 15, firstOrderOnly: true });
    const every = code({ code: "STYLE10" });
    expect(one(piece(100_000), [every, first])).toMatchObject({ code: "WELCOME", firstOrderOnly: true });
    const returning = { ...guest, history: () => ({ shopperUses: 0, earlierOrders: 2 }) };
    expect(one(piece(100_000), [every, first], returning)).toMatchObject({ code: "STYLE10", firstOrderOnly: false });
    // Of equal prices, the code for every order.
    const same = code({ code: "AAA", firstOrderOnly: true });
    expect(one(piece(100_000), [same, every])?.code).toBe("STYLE10");
  });

  it("hides a code the shopper has used up, and one used up by everyone", () => {
    const limited = code({ maxUsesPerShopper: 1 });
    const used = {
      ...guest,
      history: (name: string) => ({ shopperUses: name === "STYLE10" ? 1 : 0, earlierOrders: 1 }),
    };
    expect(one(piece(100_000), [limited], used)).toBeNull();
    expect(one(piece(100_000), [limited])).not.toBeNull();
    expect(one(piece(100_000), [code({ maxUses: 5, uses: 5 })])).toBeNull();
  });

  it("ignores paused, ended, not yet started and expired codes, and free shipping", () => {
    const hour = 60 * 60 * 1000;
    const codes = [
      code({ code: "PAUSED", state: "paused" }),
      code({ code: "ENDED", state: "ended" }),
      code({ code: "LATER", startsAt: new Date(now.getTime() + hour) }),
      code({ code: "GONE", endsAt: new Date(now.getTime() - hour) }),
      code({ code: "SHIPFREE", kind: "free_shipping", percent: null }),
    ];
    expect(one(piece(100_000), codes)).toBeNull();
    expect(one(piece(100_000), [...codes, code({ code: "LIVE", endsAt: new Date(now.getTime() + hour) })])?.code).toBe(
      "LIVE",
    );
  });

  it("names the size of the lowest price when sizes' prices differ", () => {
    const pieces = [
      { size: "S", piece: piece(150_000) },
      { size: "XL", piece: piece(170_000) },
    ];
    expect(bestOffer(pieces, [code({})], guest)).toMatchObject({ pricePaise: 135_000, size: "S" });
    const same = pieces.map(({ size }) => ({ size, piece: piece(150_000) }));
    expect(bestOffer(same, [code({})], guest)).toMatchObject({ size: null });
  });
});

describe("bestOfferWords", () => {
  const offer = { pricePaise: 179_910, code: "STYLE10", savingPaise: 19_990, firstOrderOnly: false, size: null };
  const line = (words: ReturnType<typeof bestOfferWords>) => `${words.before}${words.code}${words.after}`;
  it("says the price as the cart does, the code, and when it is for a first order or in the cart", () => {
    expect(line(bestOfferWords(offer, false))).toBe("Best price ₹1,799 with code STYLE10");
    expect(line(bestOfferWords({ ...offer, size: "M", firstOrderOnly: true }, false))).toBe(
      "Best price ₹1,799 in size M with code STYLE10 on your first order",
    );
    expect(line(bestOfferWords(offer, true))).toBe("Best price ₹1,799: STYLE10 applied in your cart");
  });
});
