import { describe, expect, it } from "vitest";
import { choiceFrom } from "../../app/.server/checkout";

const at = (query: string) => choiceFrom(new URL(`https://shop.example/customer-details?${query}`));

describe("what a checkout link buys", () => {
  it("keeps Buy Now's colour, so the order is placed in the colour chosen", () => {
    expect(at("product=5&quantity=2&color=tan&size=9")).toEqual({
      kind: "buy",
      productId: 5,
      quantity: 2,
      color: "tan",
      size: "9",
    });
  });

  it("names no colour when the link has none (the product's first)", () => {
    expect(at("product=5&size=9")).toMatchObject({ kind: "buy", color: null });
    expect(at("product=5&color=%20%20")).toMatchObject({ kind: "buy", color: null });
  });
});
