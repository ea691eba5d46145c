import { describe, expect, it } from "vitest";
import { colourPriceRange, toCardView, type ProductView } from "./catalog-types";

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

describe("a card of a product of several colours", () => {
  const picture = (slug: string) => ({ src: `/images/products/${slug}.svg`, width: null, height: null });
  const colour = (name: string, price: number, oldPrice: number | null = null) => {
    const slug = name.toLowerCase();
    return { name, slug, swatch: picture(slug), price, oldPrice };
  };
  const seven = ["Navy", "Tan", "Black", "Olive", "Grey", "White", "Rust"].map((name, i) => colour(name, 1999 + i));

  it("shows five swatches and how many more, with the range of its prices", () => {
    const card = toCardView(product({ colours: seven, colour: "navy" }));
    expect(card.colours!.map((c) => c.slug)).toEqual(["navy", "tan", "black", "olive", "grey"]);
    expect(card.moreColours).toBe(2);
    expect(card.colour).toBeUndefined();
    expect(card.priceRange).toEqual({ min: 1999, max: 2005 });
  });

  it("keeps the colour a list chose among its swatches, and shows its price rather than a range", () => {
    const card = toCardView(product({ colours: seven, colour: "rust" }));
    expect(card.colours!.map((c) => c.slug)).toEqual(["navy", "tan", "black", "olive", "rust"]);
    expect(card.colour).toBe("rust");
    expect(card.priceRange).toBeUndefined();
  });

  it("gives each swatch its photo, price and discount, and no range when the prices agree", () => {
    const card = toCardView(product({ colours: [colour("Navy", 1499, 2999), colour("Tan", 1499)] }));
    expect(card.colours![0]).toEqual({
      name: "Navy",
      slug: "navy",
      picture: picture("navy"),
      price: 1499,
      oldPrice: 2999,
      discount: "50% off",
      paint: "bg-[#1f2a44]",
    });
    expect(card.moreColours).toBe(0);
    expect(card.priceRange).toBeUndefined();
  });

  it("shows no swatch for a product of one colour", () => {
    const card = toCardView(product({ colours: [colour("Navy", 1999)], colour: "navy" }));
    expect(card).not.toHaveProperty("colours");
  });
});

describe("a product's price range", () => {
  it("runs from the lowest to the highest of its colours' prices and their sizes' own prices", () => {
    const colours = [
      { price: 2000, sizePrices: { min: 1800, max: 2400 } },
      { price: 1900 },
      { price: 2100, sizePrices: { min: 2300, max: 2500 } },
    ];
    expect(colourPriceRange(colours)).toEqual({ min: 1800, max: 2500 });
    // A colour's own price counts even when every size has one of its own: its card says it.
    expect(colourPriceRange([{ price: 2000, sizePrices: { min: 2200, max: 2300 } }])).toEqual({ min: 2000, max: 2300 });
    expect(colourPriceRange([])).toEqual({ min: Infinity, max: -Infinity });
  });
});
