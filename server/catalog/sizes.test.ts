import { describe, expect, it } from "vitest";
import type { ProductRow } from "../db/schema";
import { chooseVariant, sizesOf, type Variant } from "./sizes";

const product = (category: string, sizes: string[]) =>
  ({ id: 1, name: "Thing", category, collections: [], sizes }) as unknown as ProductRow;
const variants = (sizes: string[]): Variant[] => [
  ...sizes.map((size, i) => ({
    id: 10 + i,
    productId: 1,
    colourId: 1,
    size,
    sku: `S-${size}`,
    stock: 3,
    basePricePaise: null,
  })),
  // Another colour's sizes: never chosen for the first colour.
  ...sizes.map((size, i) => ({
    id: 50 + i,
    productId: 1,
    colourId: 2,
    size,
    sku: `T-${size}`,
    stock: 3,
    basePricePaise: null,
  })),
];

describe("which variant a size choice means", () => {
  const sandal = product("Girls Sandals and jutti", ["36", "37", "38"]);
  const shirt = product("Shirts & Tshirt", ["S", "M", "L"]);
  const perfume = product("Perfumes", []);

  it("is the chosen size's variant, by text or by a cart line's variant", () => {
    expect(chooseVariant(shirt, variants(["S", "M", "L"]), { size: "M" }, "order", 1)).toMatchObject({ id: 11 });
    expect(chooseVariant(shirt, variants(["S", "M", "L"]), { variantId: 12 }, "order", 1)).toMatchObject({ size: "L" });
    expect(chooseVariant(shirt, variants(["S", "M", "L"]), { size: "M" }, "order", 2)).toMatchObject({ id: 51 });
  });

  it("is the one variant of a product without sizes, which refuses a size", () => {
    expect(chooseVariant(perfume, variants([""]), { size: null }, "cart", 1)).toMatchObject({ id: 10, size: "" });
    expect(() => chooseVariant(perfume, variants([""]), { size: "M" }, "cart", 1)).toThrow(
      "Thing does not come in sizes",
    );
  });

  it("is none yet only where the collection lets the cart take the size later", () => {
    expect(chooseVariant(sandal, variants(sandal.sizes), { size: null }, "cart", 1)).toBeNull();
    expect(() => chooseVariant(sandal, variants(sandal.sizes), { variantId: null }, "order", 1)).toThrow(
      "⚠️ Please select a size before buying!",
    );
    expect(() => chooseVariant(sandal, variants(sandal.sizes), { size: null }, "cart-line", 1)).toThrow(
      "Please select a size for Thing",
    );
    expect(() => chooseVariant(shirt, variants(shirt.sizes), { size: null }, "cart", 1)).toThrow(/select a size/);
  });

  it("refuses a size the product does not come in", () => {
    expect(() => chooseVariant(shirt, variants(shirt.sizes), { size: "XXL" }, "cart", 1)).toThrow(
      "Size XXL is not available for Thing",
    );
  });

  it("takes the collection's sizes when the product has none of its own", () => {
    expect(sizesOf(product("Loafers", []))).toEqual(["6", "7", "8", "9", "10"]);
  });
});
