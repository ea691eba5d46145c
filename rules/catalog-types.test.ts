import { describe, expect, it } from "vitest";
import { toCardView, type ProductView } from "./catalog-types";

const product = (over: Partial<ProductView>): ProductView => ({
  id: 7,
  _id: "7",
  name: "Men White Linen Shirt",
  image: "/images/products/shrt-001.svg",
  images: [{ src: "/images/products/shrt-001.svg", width: null, height: null }],
  price: 1999,
  pricePaise: 199_900,
  oldPrice: 2999,
  discount: "33% off",
  category: "Shirts & Tshirt",
  collections: [],
  sizes: ["S", "M", "L", "XL"],
  description: "A long description that only the product's own page shows.",
  details: ["100% linen"],
  inStock: true,
  finalSale: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  ...over,
});

describe("a product's card", () => {
  it("carries only what a card shows, the first photo among them", () => {
    const photo = { src: "/uploads/0123456789abcdef0123456789abcdef.jpg", width: 1200, height: 1500 };
    expect(toCardView(product({ images: [photo, { src: "/b.jpg", width: null, height: null }] }))).toEqual({
      id: 7,
      name: "Men White Linen Shirt",
      picture: photo,
      price: 1999,
      oldPrice: 2999,
      discount: "33% off",
      inStock: true,
      finalSale: false,
      needsSize: true,
    });
  });

  it("falls back to the product's image when it has no photo list", () => {
    expect(toCardView(product({ images: [] })).picture).toEqual({
      src: "/images/products/shrt-001.svg",
      width: null,
      height: null,
    });
  });

  it("asks for a size only where the collection's cart needs one", () => {
    // Clothing and shoes: "Select size". A watch has no sizes; sandals go to the cart as "N/A".
    expect(toCardView(product({})).needsSize).toBe(true);
    expect(toCardView(product({ category: "Luxury Watch", sizes: [] })).needsSize).toBe(false);
    expect(toCardView(product({ category: "Girls Sandals and jutti", sizes: ["36", "37"] })).needsSize).toBe(false);
  });
});
