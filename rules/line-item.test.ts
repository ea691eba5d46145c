import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  lineItemSchema,
  MAX_PER_LINE,
  orderItemSchema,
  quantityField,
  quantitySchema,
  returnQuantity,
  sizeChoice,
  sizeField,
  sizeRef,
} from "./line-item";

describe("the line item", () => {
  it("takes the product as productId, id or _id, in that order, a quantity (1 when left out) and a size", () => {
    expect(lineItemSchema.parse({ id: 7, _id: "8", size: 38 })).toEqual({ productId: 7, quantity: 1, size: "38" });
    expect(lineItemSchema.parse({ productId: "3", id: 7, quantity: 2, size: " M " })).toMatchObject({
      productId: 3,
      quantity: 2,
      size: "M",
    });
  });

  it("takes a colour's slug as `color`, trimmed, and leaves it out when not given", () => {
    expect(lineItemSchema.parse({ productId: 4, color: " navy " })).toEqual({
      productId: 4,
      quantity: 1,
      color: "navy",
    });
    expect(lineItemSchema.parse({ productId: 4 })).not.toHaveProperty("color");
  });

  it.each([
    [{ productId: 1, quantity: 0 }, "must be at least 1"],
    [{ productId: 1, color: "n".repeat(41) }, "must be at most 40 characters"],
    [{ productId: 1, quantity: MAX_PER_LINE + 1 }, `must be at most ${MAX_PER_LINE}`],
    [{ productId: 1, quantity: 1.5 }, `must be a whole number from 1 to ${MAX_PER_LINE}`],
    [{ productId: 1, quantity: "2" }, `must be a whole number from 1 to ${MAX_PER_LINE}`],
    [{ productId: 1, size: "x".repeat(21) }, "must be at most 20 characters"],
    [{ productId: 1, size: { eu: 6 } }, "must be text or a number"],
    [{ quantity: 1 }, "is required"],
  ])("refuses %j: %s", (input, message) => {
    const parsed = lineItemSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(message);
  });

  it("words an order's entry that is not an object; the cart's keeps zod's words", () => {
    expect(orderItemSchema.safeParse("Oud").error!.issues[0]!.message).toBe("must be a product");
    expect(lineItemSchema.safeParse("Oud").error!.issues[0]!.message).not.toBe("must be a product");
  });
});

describe("the one quantity cap", () => {
  it("is the same for the API, the page's field and a return", () => {
    for (const schema of [quantitySchema, returnQuantity]) {
      expect(schema.safeParse(MAX_PER_LINE).success).toBe(true);
      expect(schema.safeParse(MAX_PER_LINE + 1).success).toBe(false);
    }
    expect(quantityField.parse(String(MAX_PER_LINE))).toBe(MAX_PER_LINE);
    expect(quantityField.safeParse(String(MAX_PER_LINE + 1)).error!.issues[0]!.message).toBe(
      `You can add at most ${MAX_PER_LINE} of one item`,
    );
  });

  it("clamps a link's quantity into 1 to the cap", () => {
    expect(clampQuantity(MAX_PER_LINE + 5)).toBe(MAX_PER_LINE);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(2.5)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(3)).toBe(3);
  });
});

describe("a size as it enters", () => {
  it('is read once: trimmed text, a number as its text, and null for none given or SPEC\'s "N/A"', () => {
    expect(sizeChoice(" M ")).toBe("M");
    expect(sizeChoice("")).toBeNull();
    expect(sizeChoice("  N/A ")).toBeNull();
    expect(sizeRef.parse(38)).toBe("38");
    expect(sizeRef.parse("N/A")).toBeNull();
    expect(sizeField.parse(" ")).toBeNull();
    expect(lineItemSchema.parse({ productId: 1, size: "N/A" })).toMatchObject({ size: null });
  });
});
